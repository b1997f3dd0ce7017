import { r } from '../../../shared/rules/rules.ts';
import { attachments, DELETE_DRAFT_ONLY } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';
import techGuidesLabels from './tech-guides.labels.json';

/** Information library: technology guides written by the company's specialists. */
export const techGuidesModule = defineModule({
  key: 'techGuides',
  area: 'library',
  labels: techGuidesLabels,
  permission: 'techGuides',
  serial: 'JS{yyyy}{seq:4}',
  demo: () => import('./tech-guides.demo.ts'),
  menu: { sort: 9, icon: 'menu_book' },
  fields: [
    { key: 'title', type: 'text', rules: [r.required, r.maxLength(150)], column: { width: 260, fixed: 'left' }, search: true },
    { key: 'specialty', type: 'select', options: { values: ['cost', 'tender', 'supervision', 'design', 'it'] }, rules: [r.required], column: { width: 100 } },
    { key: 'author', type: 'recordPick', target: 'user', column: { width: 100 } },
    { key: 'versionNo', type: 'text', rules: [r.maxLength(20)], column: { width: 80 } },
    { key: 'publishDate', type: 'date', column: { width: 120, align: 'center', sortable: true } },
    { key: 'keywords', type: 'text', rules: [r.maxLength(100)], column: { width: 160 }, search: true },
    { key: 'content', type: 'richText', span: 24 },
    attachments(),
  ],
  buttons: [DELETE_DRAFT_ONLY],
});
