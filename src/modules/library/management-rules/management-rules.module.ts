import { r } from '../../../shared/rules/rules.ts';
import { attachments, dateField, titleField } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';

/** Information library: the company's management rules and their versions. */
export default defineModule({
  serial: 'ZD{yyyy}{seq:4}',
  menu: { sort: 10, icon: 'policy' },
  fields: [
    titleField({ maxLength: 150, width: 240 }),
    { key: 'ruleNo', type: 'text', rules: [r.required, r.maxLength(50)], column: { width: 140 }, search: true },
    {
      key: 'category',
      type: 'select',
      options: { values: ['admin', 'hr', 'finance', 'business', 'safety', 'it'] },
      rules: [r.required],
      column: { width: 100 },
    },
    { key: 'department', type: 'treePick', source: 'office', column: { width: 160 } },
    { key: 'versionNo', type: 'text', rules: [r.maxLength(20)], column: { width: 80 } },
    dateField('effectiveDate', { required: true }),
    { key: 'content', type: 'richText', span: 24 },
    attachments(),
  ],
});
