import { r } from '../../../shared/rules/rules.ts';
import { dateField, scans, titleField } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';

/** Information library: awards and honours the company and its projects received. */
export default defineModule({
  serial: 'RY{yyyy}{seq:4}',
  menu: { sort: 2, icon: 'emoji_events' },
  fields: [
    titleField({ width: 240 }),
    {
      key: 'honorLevel',
      type: 'select',
      options: { values: ['national', 'provincial', 'municipal', 'industry'] },
      rules: [r.required],
      column: { width: 100, align: 'center' },
    },
    { key: 'awardedBy', type: 'text', rules: [r.maxLength(100)], column: { width: 180 }, search: true },
    dateField('awardDate', { required: true }),
    { key: 'awardee', type: 'text', rules: [r.maxLength(100)], column: { width: 160 } },
    { key: 'projectName', type: 'text', rules: [r.maxLength(100)], column: { width: 180 }, search: true },
    { key: 'description', type: 'richText', span: 24 },
    scans('certificates'),
  ],
});
