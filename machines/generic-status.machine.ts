import { APPROVAL_EVENTS } from '../src/shared/approval-actions.ts';
import { APPROVAL_CHECKS, approvalSubFlow, MAIN_APPROVAL, subFlowReturned, whileInApproval } from './approval-states.ts';
import { defineLifecycle } from './define-lifecycle.ts';
import { canRecordRepayment, holder, isFullRepayment, ownerWith } from './lifecycle.guards.ts';
import type { LifecycleEvent } from './lifecycle.ts';

export const GENERIC_EVENTS = [
  ...APPROVAL_EVENTS,
  'record.save',
  'change.start',
  'change.cancel',
  'void.start',
  'void.cancel',
  'seal.start',
  'seal.cancel',
  'seal.release',
  'archive.start',
  'archive.cancel',
  'split.start',
  'split.cancel',
  'completion.confirm',
  'completion.fail',
  'registration.register',
  'registration.cancel',
  'payment.disburse',
  'repayment.record',
  'lending.lend',
  'review.pass',
  'record.close',
  'record.remove',
  'record.restore',
  'return.record',
  'outcome.record',
  'goods.receive',
  'record.enable',
  'record.disable',
  'sync.succeed',
  'sync.invalidate',
] as const;
export type GenericEventType = (typeof GENERIC_EVENTS)[number];
export type GenericEvent = LifecycleEvent<GenericEventType>;

const checks = {
  ...APPROVAL_CHECKS,
  canChange: ownerWith('change'),
  canVoid: ownerWith('cancel'),
  canSplit: ownerWith('devide'),
  canRegister: holder('register'),
  canDisburse: holder('loanrepay'),
  canRecordRepayment,
  isFullRepayment,
  canReview: holder('exam'),
  canRemove: holder('del'),
  canManage: holder('update'),
  canRecordReturn: holder('backUse'),
};

/**
 * What a signed document may start: change, void, seal, archive, split, completion, disbursement; and the outcome its
 * owner records on it without a new approval (a bid's result, descriptor `recordings`), which leaves it signed.
 */
const signedActions = {
  'outcome.record': { guard: 'isOwner' },
  'change.start': { guard: 'canChange', target: 'changeDraft' },
  'void.start': { guard: 'canVoid', target: 'voiding' },
  'seal.start': { guard: 'isOwner', target: 'sealDraft' },
  'archive.start': { guard: 'isOwner', target: 'archiveDraft' },
  'split.start': { guard: 'canSplit', target: 'splitDraft' },
  'completion.confirm': { guard: 'isOwner', target: 'completed' },
  'completion.fail': { guard: 'isOwner', target: 'incomplete' },
  'payment.disburse': { guard: 'canDisburse', target: 'unpaid' },
} as const;

const repaymentActions = {
  'repayment.record': [
    { guard: 'isFullRepayment', target: 'repaid' },
    { guard: 'canRecordRepayment', target: 'partlyRepaid' },
  ],
} as const;

/** Spec §4 generic status enum 0-50; the colour follows the spec's rule (see machines/README.md). */
export const genericLifecycle = defineLifecycle({
  name: 'generic',
  entries: [0, 16, 18, 21, 24, 26, 28, 31, 34],
  events: GENERIC_EVENTS,
  checks,
  states: {
    ...MAIN_APPROVAL,
    // A signed loan of an item (a borrowing) is lent out by its signing's effect: the system alone moves it.
    signed: { on: { ...signedActions, 'lending.lend': { guard: 'isAdmin', target: 'notReturned' } } },
    ...approvalSubFlow('change', 'changing', 'changed'),
    changed: { on: signedActions },
    // Void has no draft in the generic enum (44/45 are its rejected and withdrawn), so it is written out.
    voiding: { on: whileInApproval('voided', 'voidRejected', 'voidWithdrawn') },
    voidRejected: subFlowReturned('voiding', 'void.cancel'),
    voidWithdrawn: subFlowReturned('voiding', 'void.cancel'),
    voided: { type: 'final' },
    ...approvalSubFlow('seal', 'sealing', 'sealed'),
    // The seal is on the paper: it may still be archived, or released (unsealed) to be sealed again.
    sealed: { on: { 'archive.start': { guard: 'isOwner', target: 'archiveDraft' }, 'seal.release': { guard: 'isOwner', target: 'unsealed' } } },
    unsealed: { on: signedActions },
    ...approvalSubFlow('archive', 'archiving', 'archived'),
    archived: { type: 'final' },
    ...approvalSubFlow('split', 'splitting', 'splitDone'),
    // A split contract lives on in its parts; the original may still be archived or voided.
    splitDone: { on: { 'archive.start': { guard: 'isOwner', target: 'archiveDraft' }, 'void.start': { guard: 'canVoid', target: 'voiding' } } },
    completed: { on: { 'archive.start': { guard: 'isOwner', target: 'archiveDraft' } } },
    incomplete: { on: { 'completion.confirm': { guard: 'isOwner', target: 'completed' }, 'archive.start': { guard: 'isOwner', target: 'archiveDraft' } } },
    unregistered: { on: { 'registration.register': { guard: 'canRegister', target: 'registered' } } },
    registered: { on: { 'registration.cancel': { guard: 'canRegister', target: 'unregistered' } } },
    unpaid: { on: repaymentActions },
    partlyRepaid: { on: repaymentActions },
    repaid: { type: 'final' },
    unreviewed: { on: { 'review.pass': { guard: 'canReview', target: 'reviewed' }, 'record.close': { guard: 'isOwner', target: 'closed' } } },
    reviewed: { on: { 'record.close': { guard: 'isOwner', target: 'closed' } } },
    closed: { type: 'final' },
    normal: { on: { 'record.remove': { guard: 'canRemove', target: 'removed' } } },
    removed: { on: { 'record.restore': { guard: 'canManage', target: 'normal' } } },
    notReturned: { on: { 'return.record': { guard: 'canRecordReturn', target: 'returned' } } },
    returned: { type: 'final' },
    // A requisition's one-step approval; a rejected one goes back through the main approval (spec §4 codes 1-3).
    pendingApproval: { on: whileInApproval('approved', 'rejected', 'withdrawn') },
    approved: { on: { 'goods.receive': { guard: 'isOwner', target: 'received' } } },
    received: { type: 'final' },
    enabled: { on: { 'record.disable': { guard: 'canManage', target: 'disabled' } } },
    disabled: { on: { 'record.enable': { guard: 'canManage', target: 'enabled' } } },
    notSynced: { on: { 'sync.succeed': { guard: 'isAdmin', target: 'synced' } } },
    synced: { on: { 'sync.invalidate': { guard: 'isAdmin', target: 'notSynced' } } },
  },
});
