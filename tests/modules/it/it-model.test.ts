import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { applyEvent, BUG_EVENTS, LIFECYCLES, NEED_EVENTS, NOBODY, type Asker, type Lifecycle } from '../../../machines/index.ts';
import { signedInApp } from '../../support/api.helpers.ts';
import { en, itCalls } from './it.helpers.ts';

/**
 * Model-based paths of the need lifecycle (spec §4: 0-3) and the bug lifecycle (1-4) through the real API: the paths
 * come from the machines with @xstate/graph (the shortest path to each status, followed by the shortest path from
 * there to each status it reaches, so every transition is taken). Each event is recorded by whoever the module lets
 * take it (the manager, the developer, the tester; the reporter, the assignee) and must leave the record in the
 * machine's next status with one more history row. At every step each event the machine refuses in that status is
 * recorded anyway, by the administrator, and must be refused (1006) changing nothing. A bug's reopen count is the
 * number of reopenings on its path.
 */
const { as, ids } = signedInApp();
const SYSTEM: Asker = { ...NOBODY, isAdmin: true };

function modelPaths(lifecycle: Lifecycle, eventTypes: readonly string[]): string[][] {
  const events = eventTypes.map((type) => ({ type }));
  const stateOf = (key: string) => lifecycle.machine.resolveState({ value: key, context: { doc: {}, asker: SYSTEM } }) as AnyMachineSnapshot;
  const shortestFrom = (key: string) =>
    getShortestPaths(lifecycle.machine, {
      input: { doc: {}, asker: SYSTEM },
      fromState: stateOf(key),
      events,
      serializeState: (state: AnyMachineSnapshot) => JSON.stringify(state.value),
    }).map((path) => ({ to: String(path.state.value), events: path.steps.map((step) => step.event.type).filter((type) => !type.startsWith('xstate.')) }));
  const entry = lifecycle.statuses.find((status) => status.code === lifecycle.entries[0])!.key;
  const paths = shortestFrom(entry).flatMap((first) => shortestFrom(first.to).map((second) => [...first.events, ...second.events]));
  const seen = new Set<string>();
  return paths.filter((path) => path.length > 0 && !seen.has(path.join(' ')) && Boolean(seen.add(path.join(' '))));
}

/** Who records each event, and what it fills. */
const NEED_MOVES: Record<string, [string, object]> = {
  'need.assign': ['leader01', { developer: 0 }],
  'need.unassign': ['leader01', {}],
  'need.submitTest': ['staff01', { tester: 1 }],
  'need.pass': ['finance01', {}],
  'need.fail': ['finance01', { testNote: '未通过' }],
  'need.reopen': ['leader01', {}],
};
const BUG_MOVES: Record<string, [string, object]> = {
  'bug.submit': ['leader01', {}],
  'bug.resolve': ['staff01', { resolution: '1' }],
  'bug.close': ['leader01', {}],
  'bug.reopen': ['leader01', {}],
};
/** The user ids an event fills in (0 the developer staff01, 1 the tester finance01). */
const filled = (data: object) =>
  Object.fromEntries(Object.entries(data).map(([key, value]) => [key, value === 0 ? ids.staff01 : value === 1 ? ids.finance01 : value]));

async function walk(module: 'need' | 'bug', eventTypes: readonly string[], moves: Record<string, [string, object]>, create: () => Promise<number>) {
  const { record, recordAs } = itCalls(as, ids);
  const lifecycle = LIFECYCLES[module];
  const paths = modelPaths(lifecycle, eventTypes);
  // Every event is on some path.
  expect([...new Set(paths.flat())].sort()).toEqual([...eventTypes].sort());
  const historyOf = async (id: number) => ((await as.admin.get(`/wf/${module}/${id}/history`, en)).body.data as unknown[]).length;
  for (const path of paths) {
    const id = await create();
    let status = lifecycle.entries[0];
    let reopened = 0;
    for (const event of path) {
      for (const probe of eventTypes.filter((type) => !applyEvent(lifecycle, status, { doc: {}, asker: SYSTEM }, { type }).ok)) {
        const before = await historyOf(id);
        const refused = await recordAs('admin', module, id, probe, filled(moves[probe][1]));
        expect(refused.body.status, `${path.join(' → ')}: ${probe} in ${status}`).toBe(1006);
        expect((await record(module, id)).status).toBe(status);
        expect(await historyOf(id)).toBe(before);
      }
      const next = applyEvent(lifecycle, status, { doc: {}, asker: SYSTEM }, { type: event });
      expect(next.ok).toBe(true);
      const before = await historyOf(id);
      const [by, data] = moves[event];
      const sent = await recordAs(by, module, id, event, filled(data));
      expect(sent.body.status, `${path.join(' → ')}: ${event} by ${by} in ${status}: ${sent.body.msg}`).toBe(200);
      status = next.ok ? next.to : status;
      if (event === 'bug.reopen') reopened++;
      expect((await record(module, id)).status).toBe(status);
      expect(await historyOf(id)).toBe(before + 1);
    }
    if (module === 'bug') expect((await record(module, id)).reopenCount).toBe(reopened ? String(reopened) : undefined);
  }
  return paths.length;
}

describe('the IT lifecycles driven through the API', () => {
  it('takes every need event of every model path to the machine’s next status, and refuses what the machine refuses', async () => {
    const events = NEED_EVENTS.filter((type) => type !== 'record.save');
    const count = await walk('need', events, NEED_MOVES, async () => (await itCalls(as, ids).need()).id);
    expect(count).toBeGreaterThan(4);
  });

  it('takes every bug event of every model path to the machine’s next status, and refuses what the machine refuses', async () => {
    const events = BUG_EVENTS.filter((type) => type !== 'record.save');
    const count = await walk('bug', events, BUG_MOVES, async () => (await itCalls(as, ids).bug()).id);
    expect(count).toBeGreaterThan(3);
  });
});
