import { isHandler, isOwner } from './lifecycle.guards.ts';
import { defineLifecycle } from './define-lifecycle.ts';
import type { GuardCheck, LifecycleEvent } from './lifecycle.ts';

/** Bug resolution 1-7 (the spec names none; these are the usual ones, in the IT tracker's order). Set by `bug.resolve`, cleared by `bug.reopen`. */
export const BUG_RESOLUTIONS = [
  { code: 1, key: 'fixed' },
  { code: 2, key: 'byDesign' },
  { code: 3, key: 'duplicate' },
  { code: 4, key: 'external' },
  { code: 5, key: 'notReproducible' },
  { code: 6, key: 'postponed' },
  { code: 7, key: 'wontFix' },
] as const;
export type BugResolution = (typeof BUG_RESOLUTIONS)[number]['code'];

export const BUG_EVENTS = ['bug.submit', 'bug.resolve', 'bug.close', 'bug.reopen', 'record.save'] as const;
export type BugEventType = (typeof BUG_EVENTS)[number];

const isResolution = (value: unknown): value is BugResolution => BUG_RESOLUTIONS.some((r) => r.code === value);

/** The handler resolves, naming one of the seven resolutions (a probe without payload only asks who may). */
const canResolve: GuardCheck = (context, event) =>
  isHandler(context, event) ??
  (event.resolution === undefined || isResolution(event.resolution) ? null : { messageId: 'workflow.refusal.invalidResolution', code: 1001 });

const checks = { isOwner, isHandler, canResolve };

/** Spec §4 bug status 1-4. */
export const bugLifecycle = defineLifecycle({
  name: 'bug',
  entries: [1],
  events: BUG_EVENTS,
  checks,
  states: {
    draft: { on: { 'bug.submit': { guard: 'isOwner', target: 'active' }, 'record.save': { guard: 'isOwner' } } },
    active: { on: { 'bug.resolve': { guard: 'canResolve', target: 'resolved' }, 'record.save': { guard: 'isOwner' } } },
    // The reporter verifies: closes, or reopens when the fix does not hold.
    resolved: { on: { 'bug.close': { guard: 'isOwner', target: 'closed' }, 'bug.reopen': { guard: 'isOwner', target: 'active' } } },
    closed: { on: { 'bug.reopen': { guard: 'isOwner', target: 'active' } } },
  },
});

/** The resolution stored after an accepted event: set by resolve, kept by close, cleared by reopen. */
export function bugResolutionAfter(event: LifecycleEvent<BugEventType>, current: BugResolution | null): BugResolution | null {
  if (event.type === 'bug.resolve') return isResolution(event.resolution) ? event.resolution : current;
  if (event.type === 'bug.reopen') return null;
  return current;
}
