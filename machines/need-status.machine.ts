import { setup } from 'xstate';
import { isHandler, isProjectManager } from './lifecycle.guards.ts';
import { guardsFrom, type Lifecycle, type LifecycleContext, type LifecycleEvent, type LifecycleInput, type StatusDef } from './lifecycle.ts';

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

export const needStatusMachine = setup({
  types: { context: {} as LifecycleContext, events: {} as LifecycleEvent<NeedEventType>, input: {} as LifecycleInput },
  guards: guardsFrom(checks),
}).createMachine({
  id: 'need',
  initial: 'unassigned',
  context: ({ input }) => ({ doc: input.doc ?? {}, asker: input.asker }),
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

export const needLifecycle: Lifecycle<(typeof NEED_STATUSES)[number]['key'], NeedEventType> = {
  name: 'need',
  machine: needStatusMachine,
  statuses: NEED_STATUSES,
  entries: [0],
  events: NEED_EVENTS,
  checks,
};
