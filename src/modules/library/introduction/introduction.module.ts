import { r } from '../../../shared/rules/rules.ts';
import { attachments, dateField, titleField } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';

/** Information library: company introductions kept for bids and brochures, by language and version. */
export default defineModule({
  serial: 'JJ{yyyy}{seq:3}',
  menu: { sort: 3, icon: 'info' },
  fields: [
    titleField({ width: 240 }),
    { key: 'language', type: 'radio', options: { values: ['zh', 'en', 'es'] }, rules: [r.required], column: { width: 90, align: 'center' } },
    { key: 'versionNo', type: 'text', rules: [r.maxLength(20)], column: { width: 90 } },
    dateField('effectiveDate'),
    { key: 'content', type: 'richText', rules: [r.required], span: 24 },
    attachments('brochures', 5),
  ],
});
