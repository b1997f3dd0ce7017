import { canWithdraw, isAdmin, isApprover, isOwner } from './lifecycle.guards.ts';
import { defineLifecycle } from './define-lifecycle.ts';

export const AUDIT_EVENTS = ['approval.approve', 'approval.deny', 'approval.reject', 'approval.withdraw', 'approval.terminate', 'approval.resubmit'] as const;
export type AuditEventType = (typeof AUDIT_EVENTS)[number];

const checks = { isOwner, isApprover, canWithdraw, isAdmin };

/**
 * Spec §4 audit status 1-6: the state of one approval round (an audit row). Rejected or withdrawn rounds are
 * closed as `reapplied` when the applicant resubmits; the resubmission opens a new round at 1.
 */
export const auditLifecycle = defineLifecycle({
  name: 'audit',
  entries: [1],
  events: AUDIT_EVENTS,
  checks,
  states: {
    inApproval: {
      on: {
        'approval.approve': { guard: 'isApprover', target: 'agreed' },
        // Deny ends the matter (not approved); reject sends it back for rework.
        'approval.deny': { guard: 'isApprover', target: 'notApproved' },
        'approval.reject': { guard: 'isApprover', target: 'rejected' },
        'approval.withdraw': { guard: 'canWithdraw', target: 'withdrawn' },
        'approval.terminate': { guard: 'isAdmin', target: 'withdrawn' },
      },
    },
    notApproved: { type: 'final' },
    agreed: { type: 'final' },
    rejected: { on: { 'approval.resubmit': { guard: 'isOwner', target: 'reapplied' } } },
    withdrawn: { on: { 'approval.resubmit': { guard: 'isOwner', target: 'reapplied' } } },
    reapplied: { type: 'final' },
  },
});
