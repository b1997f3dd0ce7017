import { holder, isOwner } from './lifecycle.guards.ts';
import { defineLifecycle } from './define-lifecycle.ts';

export const FEEDBACK_EVENTS = ['feedback.reply', 'record.save'] as const;
export type FeedbackEventType = (typeof FEEDBACK_EVENTS)[number];

const checks = { isOwner, canReply: holder('reply') };

/**
 * Feedback (spec §1): 0 submitted, waiting for an answer; 1 replied. The administrator (or whoever holds
 * `<prefix>:reply`) answers, and may answer again; the user edits it only until it is answered.
 */
export const feedbackLifecycle = defineLifecycle({
  name: 'feedback',
  entries: [0],
  events: FEEDBACK_EVENTS,
  checks,
  states: {
    submitted: { on: { 'feedback.reply': { guard: 'canReply', target: 'replied' }, 'record.save': { guard: 'isOwner' } } },
    replied: { on: { 'feedback.reply': { guard: 'canReply' } } },
  },
});
