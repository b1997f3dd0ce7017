import { r } from '../../../shared/rules/rules.ts';
import { attachments, dateField, IN_FORCE, remark, titleField } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';

/**
 * Bidding and cost: qualification application (no spec moduleId; 126 follows the last one used). An office asks to
 * use the company's qualification certificates (the information library's `credentials`) for a bid or a review,
 * as copies or as originals, for a period; the `qualification` flow asks the department head, then the general
 * manager. The period ends after it starts.
 */
export default defineModule({
  moduleId: 126,
  flow: 'qualification',
  serial: 'ZZSQ{yyyy}{mm}{seq:4}',
  menu: { sort: 4, icon: 'verified' },
  fields: [
    titleField({ key: 'purpose', width: 240 }),
    { key: 'distribution', type: 'recordPick', target: { module: 'distribution', statuses: IN_FORCE }, column: { width: 220 } },
    { key: 'certificates', type: 'recordPick', target: { module: 'credentials' }, multiple: true, rules: [r.required], span: 24, column: { width: 240 } },
    { key: 'useType', type: 'radio', options: { values: ['bid', 'review', 'other'] }, rules: [r.required], column: { width: 90, align: 'center' } },
    { key: 'form', type: 'radio', options: { values: ['copy', 'original'] }, rules: [r.required], column: { width: 90, align: 'center' } },
    dateField('useFrom', { required: true }),
    { ...dateField('useTo', { required: true }), type: 'date', after: 'useFrom' },
    remark(),
    attachments(),
  ],
});
