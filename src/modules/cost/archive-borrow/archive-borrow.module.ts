import { r } from '../../../shared/rules/rules.ts';
import { attachments, dateField, remark } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';

/** Generic statuses (spec §4): not returned (lent out), returned. */
const LENT = 'notReturned';
const RETURNED = 'returned';

/**
 * Bidding and cost: archive borrowings (spec §1 document archives). A borrowing picks an archive item and is
 * approved by the department head, then the archive keeper, or the general manager when the originals leave the
 * archive room. Once signed it is lent out (4 → 26, descriptor `effects`); an item is lent to one borrowing at a
 * time (`exclusive`, checked under the item's row lock) and shows as lent out in the archive list until the return
 * is recorded on the borrowing (`recordings`: returned date and condition, 26 → 27). Until then the borrower and the
 * item's keeper are reminded ahead of the due date, and once more when it has passed (`reminders`).
 */
export default defineModule({
  // The spec lists no id for archive borrowings; 125 follows its last listed one (124, bid change).
  moduleId: 125,
  permission: 'archiveBorrow',
  flow: 'archiveBorrow',
  serial: 'JY{yyyy}{mm}{seq:4}',
  menu: { sort: 52, icon: 'book' },
  fields: [
    { key: 'archive', type: 'recordPick', target: { module: 'archive' }, rules: [r.required], column: { width: 220, fixed: 'left' } },
    { key: 'purpose', type: 'text', rules: [r.required, r.maxLength(200)], column: { width: 220 }, search: true },
    { key: 'takeOut', type: 'radio', options: { values: ['no', 'yes'] }, rules: [r.required], column: { width: 110, align: 'center' } },
    dateField('borrowDate', { required: true }),
    { ...dateField('dueDate', { required: true }), type: 'date', after: 'borrowDate' },
    // Recorded with the return (`recordings`), never by the form.
    { ...dateField('returnedDate'), editable: { statuses: [] }, visible: { statuses: [RETURNED] } },
    {
      key: 'returnCondition',
      type: 'select',
      options: { values: ['intact', 'damaged', 'incomplete'] },
      editable: { statuses: [] },
      visible: { statuses: [RETURNED] },
      column: { width: 100, align: 'center' },
    },
    remark(),
    attachments(),
  ],
  capabilities: {
    effects: [{ on: 'signed', event: 'lending.lend' }],
    exclusive: [{ via: 'archive', statuses: [LENT], mark: { field: 'availability', held: 'lent', free: 'inArchive' } }],
    recordings: [{ event: 'return.record', fields: ['returnedDate', 'returnCondition'], permission: 'backUse' }],
    reminders: [{ date: 'dueDate', notify: ['creator', 'archive.keeper'], statuses: [LENT], overdue: true }],
  },
});
