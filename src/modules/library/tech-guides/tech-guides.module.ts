import { r } from '../../../shared/rules/rules.ts';
import { attachments, dateField, titleField } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';

/** Information library: technology guides written by the company's specialists. */
export default defineModule({
  serial: 'JS{yyyy}{seq:4}',
  menu: { sort: 9, icon: 'menu_book' },
  fields: [
    titleField({ maxLength: 150, width: 260 }),
    { key: 'specialty', type: 'select', options: { values: ['cost', 'tender', 'supervision', 'design', 'it'] }, rules: [r.required], column: { width: 100 } },
    { key: 'author', type: 'recordPick', target: 'user', column: { width: 100 } },
    { key: 'versionNo', type: 'text', rules: [r.maxLength(20)], column: { width: 80 } },
    dateField('publishDate'),
    { key: 'keywords', type: 'text', rules: [r.maxLength(100)], column: { width: 160 }, search: true },
    { key: 'content', type: 'richText', span: 24 },
    attachments(),
  ],
});
