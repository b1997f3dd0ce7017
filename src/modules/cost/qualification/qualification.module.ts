import { r } from '../../../shared/rules/rules.ts';
import { attachments, dateField, DELETE_DRAFT_ONLY, IN_FORCE, remark } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';
import qualificationLabels from './qualification.labels.json' with { type: 'json' };

/**
 * Bidding and cost: qualification application (no spec moduleId; 126 follows the last one used). An office asks to
 * use the company's qualification certificates (the information library's `credentials`) for a bid or a review,
 * as copies or as originals, for a period; the `qualification` flow asks the department head, then the general
 * manager. The period ends after it starts.
 */
export const qualificationModule = defineModule({
  key: 'qualification',
  area: 'cost',
  labels: qualificationLabels,
  moduleId: 126,
  permission: 'qualification',
  lifecycle: 'generic',
  flow: 'qualification',
  bpmn: new URL('./qualification.bpmn', import.meta.url),
  serial: 'ZZSQ{yyyy}{mm}{seq:4}',
  demo: () => import('./qualification.demo.ts'),
  menu: { sort: 4, icon: 'verified' },
  fields: [
    { key: 'purpose', type: 'text', rules: [r.required, r.maxLength(100)], column: { width: 240, fixed: 'left' }, search: true },
    { key: 'distribution', type: 'recordPick', target: { module: 'distribution', statuses: IN_FORCE }, column: { width: 220 } },
    { key: 'certificates', type: 'recordPick', target: { module: 'credentials' }, multiple: true, rules: [r.required], span: 24, column: { width: 240 } },
    { key: 'useType', type: 'radio', options: { values: ['bid', 'review', 'other'] }, rules: [r.required], column: { width: 90, align: 'center' } },
    { key: 'form', type: 'radio', options: { values: ['copy', 'original'] }, rules: [r.required], column: { width: 90, align: 'center' } },
    dateField('useFrom', { required: true }),
    { ...dateField('useTo', { required: true }), type: 'date', after: 'useFrom' },
    remark(),
    attachments(),
  ],
  buttons: [DELETE_DRAFT_ONLY],
});
