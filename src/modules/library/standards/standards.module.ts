import { r } from '../../../shared/rules/rules.ts';
import { attachments, dateField, titleField } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';

/** Information library: country (national) and business (industry) standards, one module told apart by category. */
export default defineModule({
  serial: 'BZ{yyyy}{seq:4}',
  menu: { sort: 8, icon: 'rule' },
  fields: [
    titleField({ key: 'standardNo', maxLength: 50, width: 160 }),
    { key: 'name', type: 'text', rules: [r.required, r.maxLength(150)], column: { width: 260 }, search: true },
    { key: 'category', type: 'radio', options: { values: ['country', 'business'] }, rules: [r.required], column: { width: 100, align: 'center' } },
    { key: 'authority', type: 'text', rules: [r.maxLength(100)], column: { width: 160 } },
    dateField('issueDate'),
    dateField('implementDate'),
    { key: 'validity', type: 'radio', options: { values: ['valid', 'revised', 'repealed'] }, rules: [r.required], column: { width: 90, align: 'center' } },
    { key: 'replaces', type: 'text', rules: [r.maxLength(100)] },
    attachments('files', 3),
  ],
});
