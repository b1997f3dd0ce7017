/**
 * Transition fragments every approval sub-flow repeats (spec §4 generic approval flow): a draft is saved and
 * submitted; while in approval the approver approves (the final approval reaches `done`) or rejects (to an
 * earlier node: status unchanged; to the applicant: `rejected`), the applicant withdraws, the admin
 * terminates; the approver transfers the task, adds an approver or copies others in, the admin reassigns a task or
 * moves the process to another step, the administrator (or who added them) takes an undecided approver out, the
 * applicant urges the approvers (these leave the status where it is); a rejected or withdrawn document is saved and
 * resubmitted.
 */

import { canCopy, canRemoveApprover, canWithdraw, isAdmin, isApprover, isFinalApproval, isOwner, isRejectToEarlierNode } from './lifecycle.guards.ts';

export const whileInApproval = <K extends string>(done: K, rejected: K, withdrawn: K) =>
  ({
    'approval.approve': [{ guard: 'isFinalApproval', target: done }, { guard: 'isApprover' }],
    'approval.reject': [{ guard: 'isRejectToEarlierNode' }, { guard: 'isApprover', target: rejected }],
    'approval.withdraw': { guard: 'canWithdraw', target: withdrawn },
    'approval.terminate': { guard: 'isAdmin', target: withdrawn },
    // Spec §3 approval actions that move the task, not the document: the status stays.
    'approval.transfer': { guard: 'isApprover' },
    'approval.addApprover': { guard: 'isApprover' },
    'approval.cc': { guard: 'canCopy' },
    'approval.reassign': { guard: 'isAdmin' },
    'approval.removeApprover': { guard: 'canRemoveApprover' },
    'approval.urge': { guard: 'isOwner' },
    'approval.jump': { guard: 'isAdmin' },
  }) as const;

export const whileDraft = <K extends string>(inApproval: K) =>
  ({
    'approval.submit': { guard: 'isOwner', target: inApproval },
    'record.save': { guard: 'isOwner' },
  }) as const;

export const whileReturned = <K extends string>(inApproval: K) =>
  ({
    'approval.resubmit': { guard: 'isOwner', target: inApproval },
    'record.save': { guard: 'isOwner' },
  }) as const;

/** Leaving a sub-flow (change, void, seal…) before it is approved returns the document to signed. */
const cancelToSigned = <C extends string>(cancel: C) => ({ [cancel]: { guard: 'isOwner', target: 'signed' } }) as Record<C, { guard: 'isOwner'; target: 'signed' }>;
/** The draft of a sub-flow started from a signed document: edit, submit, or drop the sub-flow. */
export const subFlowDraft = <K extends string, C extends string>(inApproval: K, cancel: C) => ({ on: { ...whileDraft(inApproval), ...cancelToSigned(cancel) } });
/** A rejected or withdrawn sub-flow: edit, resubmit, or drop the sub-flow. */
export const subFlowReturned = <K extends string, C extends string>(inApproval: K, cancel: C) => ({ on: { ...whileReturned(inApproval), ...cancelToSigned(cancel) } });

/** A document's own approval (spec §4 codes 0-4): draft, in approval, rejected, withdrawn; approval signs it. */
export const MAIN_APPROVAL = {
  draft: { on: whileDraft('inApproval') },
  inApproval: { on: whileInApproval('signed', 'rejected', 'withdrawn') },
  rejected: { on: whileReturned('inApproval') },
  withdrawn: { on: whileReturned('inApproval') },
} as const;

/**
 * The four states of a sub-flow started from a signed document, named after it: `<name>Draft`, the state while
 * in approval, `<name>Rejected` and `<name>Withdrawn`; `<name>.cancel` drops it, approval leads to `done`.
 */
export function approvalSubFlow<N extends string, A extends string, D extends string>(name: N, inApproval: A, done: D) {
  const cancel = `${name}.cancel` as const;
  const returned = subFlowReturned(inApproval, cancel);
  return {
    [`${name}Draft`]: subFlowDraft(inApproval, cancel),
    [inApproval]: { on: whileInApproval<D | `${N}Rejected` | `${N}Withdrawn`>(done, `${name}Rejected`, `${name}Withdrawn`) },
    [`${name}Rejected`]: returned,
    [`${name}Withdrawn`]: returned,
  } as Record<`${N}Draft`, ReturnType<typeof subFlowDraft<A, typeof cancel>>> &
    Record<A, { on: ReturnType<typeof whileInApproval<D | `${N}Rejected` | `${N}Withdrawn`>> }> &
    Record<`${N}Rejected` | `${N}Withdrawn`, typeof returned>;
}

/** The checks these fragments name; every approval lifecycle sets them up. */
export const APPROVAL_CHECKS = { canCopy, canRemoveApprover, isOwner, isApprover, isFinalApproval, isRejectToEarlierNode, canWithdraw, isAdmin };

/** Spec §3/§9 approval submission `type`: 0 submit (resubmit when the record is flagged so), 1 approve, 2 reject. */
export type ApprovalType = 0 | 1 | 2;
export function approvalEventType(type: ApprovalType, resubmission = false): 'approval.submit' | 'approval.resubmit' | 'approval.approve' | 'approval.reject' {
  if (type === 1) return 'approval.approve';
  if (type === 2) return 'approval.reject';
  return resubmission ? 'approval.resubmit' : 'approval.submit';
}
