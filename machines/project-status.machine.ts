import { APPROVAL_EVENTS } from '../src/shared/approval-actions.ts';
import { APPROVAL_CHECKS, subFlowDraft, subFlowReturned, whileDraft, whileInApproval, whileReturned } from './approval-states.ts';
import { defineLifecycle } from './define-lifecycle.ts';
import { ownerWith } from './lifecycle.guards.ts';
import type { StatusDef } from './lifecycle.ts';

/**
 * Spec §4 project status 0-30, numbered in the order the spec lists them: main approval 0-4, change 5-7 and
 * 14, archive 8-10 and 17 (approved → 15 complete), void 11-13 and 16 (approved → 30 voided), then four-state
 * sub-flows for leave cancellation 18-21, ratio change 22-25 and supplement upload 26-29 (approved → signed).
 */
export const PROJECT_STATUSES = [
  { code: 0, key: 'draft', colour: 'blue' },
  { code: 1, key: 'inApproval', colour: 'green' },
  { code: 2, key: 'withdrawn', colour: 'blue' },
  { code: 3, key: 'rejected', colour: 'red' },
  { code: 4, key: 'signed', colour: 'grey' },
  { code: 5, key: 'changing', colour: 'green' },
  { code: 6, key: 'changeWithdrawn', colour: 'blue' },
  { code: 7, key: 'changeRejected', colour: 'red' },
  { code: 8, key: 'archiving', colour: 'green' },
  { code: 9, key: 'archiveWithdrawn', colour: 'blue' },
  { code: 10, key: 'archiveRejected', colour: 'red' },
  { code: 11, key: 'voiding', colour: 'green' },
  { code: 12, key: 'voidWithdrawn', colour: 'blue' },
  { code: 13, key: 'voidRejected', colour: 'red' },
  { code: 14, key: 'changeDraft', colour: 'blue' },
  { code: 15, key: 'complete', colour: 'grey' },
  { code: 16, key: 'voidDraft', colour: 'blue' },
  { code: 17, key: 'archiveDraft', colour: 'blue' },
  { code: 18, key: 'leaveDraft', colour: 'blue' },
  { code: 19, key: 'leaveCancelling', colour: 'green' },
  { code: 20, key: 'leaveWithdrawn', colour: 'blue' },
  { code: 21, key: 'leaveRejected', colour: 'red' },
  { code: 22, key: 'ratioDraft', colour: 'blue' },
  { code: 23, key: 'ratioChanging', colour: 'green' },
  { code: 24, key: 'ratioWithdrawn', colour: 'blue' },
  { code: 25, key: 'ratioRejected', colour: 'red' },
  { code: 26, key: 'supplementDraft', colour: 'blue' },
  { code: 27, key: 'supplementUploading', colour: 'green' },
  { code: 28, key: 'supplementWithdrawn', colour: 'blue' },
  { code: 29, key: 'supplementRejected', colour: 'red' },
  { code: 30, key: 'voided', colour: 'grey' },
] as const satisfies readonly StatusDef[];

export type ProjectStatusKey = (typeof PROJECT_STATUSES)[number]['key'];

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

export const projectLifecycle = defineLifecycle({
  name: 'project',
  statuses: PROJECT_STATUSES,
  entries: [0],
  events: PROJECT_EVENTS,
  checks,
  states: {
    draft: { on: whileDraft('inApproval') },
    inApproval: { on: whileInApproval('signed', 'rejected', 'withdrawn') },
    withdrawn: { on: whileReturned('inApproval') },
    rejected: { on: whileReturned('inApproval') },
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
    changeDraft: subFlowDraft('changing', 'change.cancel'),
    changing: { on: whileInApproval('signed', 'changeRejected', 'changeWithdrawn') },
    changeWithdrawn: subFlowReturned('changing', 'change.cancel'),
    changeRejected: subFlowReturned('changing', 'change.cancel'),
    archiveDraft: subFlowDraft('archiving', 'archive.cancel'),
    archiving: { on: whileInApproval('complete', 'archiveRejected', 'archiveWithdrawn') },
    archiveWithdrawn: subFlowReturned('archiving', 'archive.cancel'),
    archiveRejected: subFlowReturned('archiving', 'archive.cancel'),
    complete: { type: 'final' },
    voidDraft: subFlowDraft('voiding', 'void.cancel'),
    voiding: { on: whileInApproval('voided', 'voidRejected', 'voidWithdrawn') },
    voidWithdrawn: subFlowReturned('voiding', 'void.cancel'),
    voidRejected: subFlowReturned('voiding', 'void.cancel'),
    voided: { type: 'final' },
    leaveDraft: subFlowDraft('leaveCancelling', 'leave.cancel'),
    leaveCancelling: { on: whileInApproval('signed', 'leaveRejected', 'leaveWithdrawn') },
    leaveWithdrawn: subFlowReturned('leaveCancelling', 'leave.cancel'),
    leaveRejected: subFlowReturned('leaveCancelling', 'leave.cancel'),
    ratioDraft: subFlowDraft('ratioChanging', 'ratio.cancel'),
    ratioChanging: { on: whileInApproval('signed', 'ratioRejected', 'ratioWithdrawn') },
    ratioWithdrawn: subFlowReturned('ratioChanging', 'ratio.cancel'),
    ratioRejected: subFlowReturned('ratioChanging', 'ratio.cancel'),
    supplementDraft: subFlowDraft('supplementUploading', 'supplement.cancel'),
    supplementUploading: { on: whileInApproval('signed', 'supplementRejected', 'supplementWithdrawn') },
    supplementWithdrawn: subFlowReturned('supplementUploading', 'supplement.cancel'),
    supplementRejected: subFlowReturned('supplementUploading', 'supplement.cancel'),
  },
});
