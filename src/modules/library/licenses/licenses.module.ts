import { r } from '../../../shared/rules/rules.ts';
import { dateField, DELETE_DRAFT_ONLY, remark, scans } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';
import licensesLabels from './licenses.labels.json' with { type: 'json' };

/** Information library: business licences and permits, with who keeps the original. */
export const licensesModule = defineModule({
  key: 'licenses',
  area: 'library',
  labels: licensesLabels,
  permission: 'licenses',
  serial: 'ZJ{yyyy}{seq:4}',
  demo: () => import('./licenses.demo.ts'),
  menu: { sort: 4, icon: 'badge' },
  fields: [
    { key: 'name', type: 'text', rules: [r.required, r.maxLength(100)], column: { width: 200, fixed: 'left' }, search: true },
    {
      key: 'licenseType',
      type: 'select',
      options: { values: ['business', 'bankAccount', 'tax', 'safety', 'other'] },
      rules: [r.required],
      column: { width: 120 },
    },
    { key: 'licenseNo', type: 'text', rules: [r.required, r.maxLength(50)], column: { width: 180 }, search: true },
    { key: 'holder', type: 'treePick', source: 'office', column: { width: 160 } },
    { key: 'legalRepresentative', type: 'text', rules: [r.maxLength(30)], column: { width: 100 } },
    dateField('issueDate'),
    dateField('expiryDate'),
    { key: 'keeper', type: 'recordPick', target: 'user', column: { width: 100 } },
    scans('scans'),
    remark(),
  ],
  buttons: [DELETE_DRAFT_ONLY],
});
