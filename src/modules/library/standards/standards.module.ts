import { r } from '../../../shared/rules/rules.ts';
import { attachments, dateField, DELETE_DRAFT_ONLY } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';
import standardsLabels from './standards.labels.json' with { type: 'json' };

/** Information library: country (national) and business (industry) standards, one module told apart by category. */
export const standardsModule = defineModule({
  key: 'standards',
  area: 'library',
  labels: standardsLabels,
  permission: 'standards',
  serial: 'BZ{yyyy}{seq:4}',
  demo: () => import('./standards.demo.ts'),
  menu: { sort: 8, icon: 'rule' },
  fields: [
    { key: 'standardNo', type: 'text', rules: [r.required, r.maxLength(50)], column: { width: 160, fixed: 'left' }, search: true },
    { key: 'name', type: 'text', rules: [r.required, r.maxLength(150)], column: { width: 260 }, search: true },
    { key: 'category', type: 'radio', options: { values: ['country', 'business'] }, rules: [r.required], column: { width: 100, align: 'center' } },
    { key: 'authority', type: 'text', rules: [r.maxLength(100)], column: { width: 160 } },
    dateField('issueDate'),
    dateField('implementDate'),
    { key: 'validity', type: 'radio', options: { values: ['valid', 'revised', 'repealed'] }, rules: [r.required], column: { width: 90, align: 'center' } },
    { key: 'replaces', type: 'text', rules: [r.maxLength(100)] },
    attachments('files', 3),
  ],
  buttons: [DELETE_DRAFT_ONLY],
});
