import { r } from '../../../shared/rules/rules.ts';
import { dateField, remark, scans, titleField } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';

/** Information library: the company's qualification certificates. */
export default defineModule({
  serial: 'ZZ{yyyy}{seq:4}',
  menu: { sort: 1, icon: 'verified' },
  fields: [
    titleField({ key: 'name' }),
    { key: 'certNo', type: 'text', rules: [r.required, r.maxLength(50)], column: { width: 160 }, search: true },
    { key: 'grade', type: 'select', options: { values: ['A', 'B', 'C', 'special'] }, rules: [r.required], column: { width: 90, align: 'center' } },
    { key: 'issuer', type: 'text', rules: [r.maxLength(100)], column: { width: 160 } },
    { key: 'holder', type: 'treePick', source: 'office', column: { width: 160 } },
    dateField('issueDate'),
    dateField('expiryDate', { required: true }),
    { key: 'businessScope', type: 'textarea', rules: [r.maxLength(1000)], span: 24 },
    scans('scans'),
    remark(),
  ],
  capabilities: {
    // Every bid cites them: whoever may list them reads them all (qualification applications pick them).
    access: { readByAll: true },
  },
});
