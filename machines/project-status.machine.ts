import { APPROVAL_EVENTS } from '../src/shared/approval-actions.ts';
import { APPROVAL_CHECKS, approvalSubFlow, MAIN_APPROVAL } from './approval-states.ts';
import { defineLifecycle } from './define-lifecycle.ts';
import { ownerWith } from './lifecycle.guards.ts';

export const PROJECT_EVENTS = [
  ...APPROVAL_EVENTS,
  'record.save',
  'change.start',
  'change.cancel',
  'archive.start',
  'archive.cancel',
  'void.start',
  'void.cancel',
  'leave.start',
  'leave.cancel',
  'ratio.start',
  'ratio.cancel',
  'supplement.start',
  'supplement.cancel',
] as const;
export type ProjectEventType = (typeof PROJECT_EVENTS)[number];

const checks = {
  ...APPROVAL_CHECKS,
  canChange: ownerWith('change'),
  canVoid: ownerWith('cancel'),
  canChangeRatio: ownerWith('ratio'),
};

/**
 * Spec §4 project status 0-30, numbered in the order the spec lists them: main approval 0-4, change 5-7 and
 * 14, archive 8-10 and 17 (approved → 15 complete), void 11-13 and 16 (approved → 30 voided), then four-state
 * sub-flows for leave cancellation 18-21, ratio change 22-25 and supplement upload 26-29 (approved → signed).
 */
export const projectLifecycle = defineLifecycle({
  name: 'project',
  entries: [0],
  events: PROJECT_EVENTS,
  checks,
  states: {
    ...MAIN_APPROVAL,
    signed: {
      on: {
        'change.start': { guard: 'canChange', target: 'changeDraft' },
        'archive.start': { guard: 'isOwner', target: 'archiveDraft' },
        'void.start': { guard: 'canVoid', target: 'voidDraft' },
        'leave.start': { guard: 'isOwner', target: 'leaveDraft' },
        'ratio.start': { guard: 'canChangeRatio', target: 'ratioDraft' },
        'supplement.start': { guard: 'isOwner', target: 'supplementDraft' },
      },
    },
    // An approved change, leave cancellation, ratio change or supplement returns the project to signed.
    ...approvalSubFlow('change', 'changing', 'signed'),
    ...approvalSubFlow('archive', 'archiving', 'complete'),
    complete: { type: 'final' },
    ...approvalSubFlow('void', 'voiding', 'voided'),
    voided: { type: 'final' },
    ...approvalSubFlow('leave', 'leaveCancelling', 'signed'),
    ...approvalSubFlow('ratio', 'ratioChanging', 'signed'),
    ...approvalSubFlow('supplement', 'supplementUploading', 'signed'),
  },
});
