import { isHandler, isProjectManager } from './lifecycle.guards.ts';
import { defineLifecycle } from './define-lifecycle.ts';
import type { StatusDef } from './lifecycle.ts';

/** Spec §4 need status 0-3: a requirement is assigned, developed, tested, done. */
export const NEED_STATUSES = [
  { code: 0, key: 'unassigned', colour: 'red' },
  { code: 1, key: 'developing', colour: 'green' },
  { code: 2, key: 'testing', colour: 'green' },
  { code: 3, key: 'done', colour: 'grey' },
] as const satisfies readonly StatusDef[];

export const NEED_EVENTS = ['need.assign', 'need.unassign', 'need.submitTest', 'need.pass', 'need.fail', 'need.reopen'] as const;
export type NeedEventType = (typeof NEED_EVENTS)[number];

const checks = { isProjectManager, isHandler };

export const needLifecycle = defineLifecycle({
  name: 'need',
  statuses: NEED_STATUSES,
  entries: [0],
  events: NEED_EVENTS,
  checks,
  states: {
    unassigned: { on: { 'need.assign': { guard: 'isProjectManager', target: 'developing' } } },
    developing: {
      on: { 'need.submitTest': { guard: 'isHandler', target: 'testing' }, 'need.unassign': { guard: 'isProjectManager', target: 'unassigned' } },
    },
    testing: { on: { 'need.pass': { guard: 'isHandler', target: 'done' }, 'need.fail': { guard: 'isHandler', target: 'developing' } } },
    // Done is where a need rests; the project leader may reopen it when the customer comes back.
    done: { on: { 'need.reopen': { guard: 'isProjectManager', target: 'developing' } } },
  },
});
