import { r } from '../../../shared/rules/rules.ts';
import { dateField, remark, scans, titleField } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';

/** Information library: business licences and permits, with who keeps the original. */
export default defineModule({
  serial: 'ZJ{yyyy}{seq:4}',
  menu: { sort: 4, icon: 'badge' },
  fields: [
    titleField({ key: 'name', width: 200 }),
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
});
