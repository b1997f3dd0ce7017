import { isHandler, isOwner, isProjectManager } from './lifecycle.guards.ts';
import { defineLifecycle } from './define-lifecycle.ts';

export const NEED_EVENTS = ['need.assign', 'need.unassign', 'need.submitTest', 'need.pass', 'need.fail', 'need.reopen', 'record.save'] as const;
export type NeedEventType = (typeof NEED_EVENTS)[number];

const checks = { isOwner, isProjectManager, isHandler };

/** Spec §4 need status 0-3: a requirement is assigned, developed, tested, done. */
export const needLifecycle = defineLifecycle({
  name: 'need',
  entries: [0],
  events: NEED_EVENTS,
  checks,
  states: {
    // Its owner (creator or project leader) edits it until it is tested.
    unassigned: { on: { 'need.assign': { guard: 'isProjectManager', target: 'developing' }, 'record.save': { guard: 'isOwner' } } },
    developing: {
      on: {
        'need.submitTest': { guard: 'isHandler', target: 'testing' },
        'need.unassign': { guard: 'isProjectManager', target: 'unassigned' },
        'record.save': { guard: 'isOwner' },
      },
    },
    testing: { on: { 'need.pass': { guard: 'isHandler', target: 'done' }, 'need.fail': { guard: 'isHandler', target: 'developing' } } },
    // Done is where a need rests; the project leader may reopen it when the customer comes back.
    done: { on: { 'need.reopen': { guard: 'isProjectManager', target: 'developing' } } },
  },
});
