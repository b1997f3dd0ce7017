import { r } from '../../../shared/rules/rules.ts';
import { attachments, dateField, remark, scans, titleField } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';

/**
 * Bidding and cost: the document archives (spec §1), one item per archived file with its archive number (the serial
 * number), the project or contract it belongs to, its retention period and where it is kept. Its availability (in the
 * archive, lent out) is kept by the server from the archive borrowings (`archiveborrow`, descriptor `exclusive`). The
 * register is the whole organisation's: whoever may list it reads every item, to borrow it (`readByAll`).
 */
export default defineModule({
  serial: 'DA{yyyy}{seq:4}',
  menu: { sort: 50, icon: 'inventory_2' },
  fields: [
    titleField(),
    { key: 'project', type: 'recordPick', target: { module: 'project' }, column: { width: 200 } },
    { key: 'contract', type: 'recordPick', target: { module: 'contract' }, column: { width: 200 } },
    {
      key: 'category',
      type: 'select',
      options: { values: ['contract', 'bid', 'result', 'drawing', 'finance', 'other'] },
      rules: [r.required],
      column: { width: 110, align: 'center' },
    },
    { key: 'retention', type: 'select', options: { values: ['y10', 'y30', 'permanent'] }, rules: [r.required], column: { width: 100, align: 'center' } },
    { key: 'location', type: 'text', rules: [r.required, r.maxLength(100)], column: { width: 160 }, search: true },
    { key: 'volumes', type: 'number', rules: [r.positiveInteger, r.maxLength(6)], column: { width: 80, align: 'right' } },
    { key: 'pages', type: 'number', rules: [r.positiveInteger, r.maxLength(6)], column: { width: 80, align: 'right' } },
    dateField('archivedDate', { required: true }),
    { key: 'keeper', type: 'recordPick', target: 'user', rules: [r.required], column: { width: 100 } },
    // Kept by the server from the borrowings (in the archive, lent out); no form writes it.
    { key: 'availability', type: 'select', options: { values: ['inArchive', 'lent'] }, editable: { statuses: [] }, column: { width: 100, align: 'center' } },
    remark(),
    scans('scans'),
    attachments(),
  ],
  // An item lent out is not deleted before it is back.
  buttons: [
    {
      action: 'del',
      preChecks: [{ when: { field: 'availability', op: 'eq', value: 'lent' }, messageId: 'engine.deleteHeld' }],
    },
  ],
  capabilities: {
    access: { readByAll: true },
  },
});
