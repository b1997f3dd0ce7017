import { r } from '../../../shared/rules/rules.ts';
import { attachments, DELETE_DRAFT_ONLY } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';
import introductionLabels from './introduction.labels.json';

/** Information library: company introductions kept for bids and brochures, by language and version. */
export const introductionModule = defineModule({
  key: 'introduction',
  area: 'library',
  labels: introductionLabels,
  permission: 'introduction',
  serial: 'JJ{yyyy}{seq:3}',
  demo: () => import('./introduction.demo.ts'),
  menu: { sort: 3, icon: 'info' },
  fields: [
    { key: 'title', type: 'text', rules: [r.required, r.maxLength(100)], column: { width: 240, fixed: 'left' }, search: true },
    { key: 'language', type: 'radio', options: { values: ['zh', 'en', 'es'] }, rules: [r.required], column: { width: 90, align: 'center' } },
    { key: 'versionNo', type: 'text', rules: [r.maxLength(20)], column: { width: 90 } },
    { key: 'effectiveDate', type: 'date', column: { width: 120, align: 'center', sortable: true } },
    { key: 'content', type: 'richText', rules: [r.required], span: 24 },
    attachments('brochures', 5),
  ],
  buttons: [DELETE_DRAFT_ONLY],
});
