import type { Decision, ProcessEvent } from './process-state.ts';

/** The lifecycle event (machines/) that goes with an executor decision, so status and flow move together. */
export type ApprovalLifecycleEvent = { type: 'approval.approve'; final: boolean } | { type: 'approval.reject'; toEarlierNode: boolean };

/**
 * An approval that completes the process is final (→ signed, changed, voided...); a rejection that ends the run
 * returns the document to the applicant (→ the sub-flow's rejected code); a rejection back to an earlier step,
 * or a vote not yet lost, leaves the status where it is.
 */
export function lifecycleEventFor(decision: Decision, events: readonly ProcessEvent[]): ApprovalLifecycleEvent {
  if (decision.decision === 'approve') return { type: 'approval.approve', final: events.some((event) => event.type === 'process.completed') };
  return { type: 'approval.reject', toEarlierNode: !events.some((event) => event.type === 'process.rejected') };
}
