import { r } from '../../../shared/rules/rules.ts';
import { IMAGE_TYPES, titleField } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';

/**
 * Feedback (意见反馈, spec §1; its form is the spec's `/feedback/edit`): any user writes what is wrong or wanted,
 * with screenshots (images). It runs the feedback lifecycle (0 submitted, 1 replied) with no approval flow: the
 * administrator (or whoever holds `feedback:reply`) answers it (`recordings`), and its writer is told by a
 * notification; the writer edits it until it is answered. The administrator may also turn it into an IT bug or need
 * (`followUps`: the form opens filled from it and names it), which the feedback's view then lists as related.
 * Each user reads their own feedback (data scope).
 */
export default defineModule({
  permission: 'feedback',
  lifecycle: 'feedback',
  serial: 'FK{yyyy}{seq:4}',
  menu: { sort: 50, icon: 'feedback' },
  formRoute: '/feedback/edit',
  fields: [
    titleField(),
    { key: 'category', type: 'select', options: { values: ['problem', 'suggestion', 'other'] }, rules: [r.required], column: { width: 100, align: 'center' } },
    { key: 'content', type: 'textarea', rules: [r.required, r.maxLength(2000)], span: 24 },
    { key: 'screenshot', type: 'image', accept: IMAGE_TYPES, maxSizeKb: 2 * 1024, maxCount: 3, span: 24 },
    // Written by the answer, never by the form.
    { key: 'reply', type: 'textarea', rules: [r.maxLength(2000)], editable: { statuses: [] }, span: 24 },
  ],
  capabilities: {
    recordings: [{ event: 'feedback.reply', fields: ['reply'], permission: 'reply', notify: 'creator' }],
    followUps: [
      { module: 'bug', when: [], fields: { title: 'title', steps: 'content', feedback: 'id' } },
      { module: 'need', when: [], fields: { title: 'title', description: 'content', feedback: 'id' } },
    ],
  },
});
