import { r } from '../../../shared/rules/rules.ts';
import { attachments, dateField, titleField } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';

/** Information library: laws and regulations the business follows. */
export default defineModule({
  serial: 'FG{yyyy}{seq:4}',
  menu: { sort: 7, icon: 'gavel' },
  fields: [
    titleField({ maxLength: 150, width: 260 }),
    { key: 'docNo', type: 'text', rules: [r.maxLength(50)], column: { width: 160 }, search: true },
    { key: 'authority', type: 'text', rules: [r.maxLength(100)], column: { width: 160 } },
    { key: 'level', type: 'select', options: { values: ['law', 'regulation', 'rule', 'local', 'normative'] }, rules: [r.required], column: { width: 110 } },
    dateField('issueDate'),
    dateField('effectiveDate'),
    { key: 'validity', type: 'radio', options: { values: ['valid', 'revised', 'repealed'] }, rules: [r.required], column: { width: 90, align: 'center' } },
    { key: 'link', type: 'text', rules: [r.url, r.maxLength(300)] },
    { key: 'summary', type: 'textarea', rules: [r.maxLength(2000)], span: 24 },
    attachments('fullText', 3),
  ],
});
