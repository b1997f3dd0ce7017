import { hasPermission, type Asker, type GuardCheck, type Refusal } from './lifecycle.ts';

/** Checks shared by the lifecycles. Each returns the refusal, or null when the asker may act. */

const refuse = (messageId: Refusal['messageId'], code: Refusal['code'], values?: Refusal['values']): Refusal => ({
  messageId,
  code,
  ...(values ? { values } : {}),
});

/** Creator, or project leader (spec §6, type code 16); the admin may act for them. */
const ownsDocument = (asker: Asker) => asker.isCreator || asker.isProjectLeader || asker.isAdmin;
/** The current approver or whoever holds a delegation from them; the admin reassigns instead of approving. */
const holdsTask = (asker: Asker) => asker.isCurrentApprover || asker.isDelegate;

const NOT_OWNER = refuse('workflow.refusal.notOwner', 4031);
const NOT_APPROVER = refuse('workflow.refusal.notApprover', 1004);
const NOT_FINAL = refuse('workflow.refusal.notFinalStep', 1006);

export const isOwner: GuardCheck = ({ asker }) => (ownsDocument(asker) ? null : NOT_OWNER);
export const isApprover: GuardCheck = ({ asker }) => (holdsTask(asker) ? null : NOT_APPROVER);
/** The flow executor says this approval completes the process. */
export const isFinalApproval: GuardCheck = (context, event) => isApprover(context, event) ?? (event.final === true ? null : NOT_FINAL);
export const isRejectToEarlierNode: GuardCheck = (context, event) =>
  isApprover(context, event) ?? (event.toEarlierNode === true ? null : refuse('workflow.refusal.notToEarlierNode', 1006));
/** Only the applicant (or the project leader) withdraws; spec §8 1008. */
export const canWithdraw: GuardCheck = ({ asker }) => (asker.isCreator || asker.isProjectLeader ? null : refuse('workflow.refusal.cannotWithdraw', 1008));
/** CC (spec §3): the approver holding the task, or the applicant, copies others in. */
export const canCopy: GuardCheck = ({ asker }) => (holdsTask(asker) || ownsDocument(asker) ? null : NOT_APPROVER);
export const isAdmin: GuardCheck = ({ asker }) => (asker.isAdmin ? null : refuse('workflow.refusal.adminOnly', 4031));
/** Taking an approver out of a countersign or vote: the administrator, or whoever added that approver (`byAdder`). */
export const canRemoveApprover: GuardCheck = ({ asker }, event) => (asker.isAdmin || event.byAdder === true ? null : refuse('workflow.refusal.notAdder', 4031));

/** Owner who also holds the module's `<prefix>:<action>` permission. */
export const ownerWith =
  (action: string): GuardCheck =>
  ({ asker }) => {
    if (!ownsDocument(asker)) return NOT_OWNER;
    return asker.isAdmin || hasPermission(asker, action) ? null : refuse('workflow.refusal.noPermission', 4031, { permission: action });
  };

/** Anyone holding `<prefix>:<action>` (a finance or registry clerk, say), or the admin. */
export const holder =
  (action: string): GuardCheck =>
  ({ asker }) =>
    asker.isAdmin || hasPermission(asker, action) ? null : refuse('workflow.refusal.noPermission', 4031, { permission: action });

/** Project leader or admin: assigns and reopens project work items. */
export const isProjectManager: GuardCheck = ({ asker }) => (asker.isProjectLeader || asker.isAdmin ? null : refuse('workflow.refusal.notProjectLeader', 4031));
/** Whoever the item currently waits on (its handler holds the open task), or the project leader. */
export const isHandler: GuardCheck = ({ asker }) =>
  asker.isCurrentApprover || asker.isDelegate || asker.isProjectLeader || asker.isAdmin ? null : refuse('workflow.refusal.notHandler', 1004);

/** What is still owed, in cents (money compared as whole cents, so 0.1 + 0.2 repays 0.3). */
const cents = (value: unknown) => Math.round(Number(value ?? 0) * 100);
const outstanding = (doc: Readonly<Record<string, unknown>>) => cents(doc.amount) - cents(doc.repaidAmount);

/** Repayment 18 → 20 → 19: an amount above zero and not above what is still owed. */
export const canRecordRepayment: GuardCheck = (context, event) => {
  const refusal = holder('loanrepay')(context, event);
  if (refusal) return refusal;
  if (event.amount === undefined) return null;
  if (!(event.amount > 0) || cents(event.amount) > outstanding(context.doc)) return refuse('workflow.refusal.invalidAmount', 1001);
  return null;
};
export const isFullRepayment: GuardCheck = (context, event) =>
  canRecordRepayment(context, event) ??
  (event.amount !== undefined && cents(event.amount) >= outstanding(context.doc) ? null : refuse('workflow.refusal.notFullRepayment', 1002));
