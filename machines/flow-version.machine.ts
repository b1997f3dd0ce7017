import { holder } from './lifecycle.guards.ts';
import { defineLifecycle } from './define-lifecycle.ts';
import type { GuardCheck } from './lifecycle.ts';

export const FLOW_VERSION_EVENTS = ['record.save', 'flow.publish', 'flow.deactivate', 'flow.activate'] as const;
export type FlowVersionEventType = (typeof FLOW_VERSION_EVENTS)[number];

/** Spec §6 system module processLayout: designers hold `processLayout:update`. */
const canDesign = holder('update');
/** Only a version whose verification found no error may be published (`doc.verified`, set by the server). */
const canPublish: GuardCheck = (context, event) =>
  canDesign(context, event) ?? (context.doc.verified === true ? null : { messageId: 'workflow.refusal.notVerified', code: 1001 });

const checks = { canDesign, canPublish };

/**
 * A version of an approval flow definition (issue 5): draft → published → deactivated. A published version
 * never changes (no save); running instances finish on the version they started with, so deactivating only
 * stops new starts. Codes are ours; the spec has none.
 */
export const flowVersionLifecycle = defineLifecycle({
  name: 'flowVersion',
  entries: [0],
  events: FLOW_VERSION_EVENTS,
  checks,
  states: {
    draft: { on: { 'record.save': { guard: 'canDesign' }, 'flow.publish': { guard: 'canPublish', target: 'published' } } },
    published: { on: { 'flow.deactivate': { guard: 'canDesign', target: 'deactivated' } } },
    deactivated: { on: { 'flow.activate': { guard: 'canDesign', target: 'published' } } },
  },
});
