import { createTestModel, getShortestPaths, getSimplePaths } from '@xstate/graph';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { BUG_RESOLUTIONS, GOODS_RETURN_STATES, LIFECYCLES, approvalEventType } from '../../../machines/index.ts';
import { workflowEn } from '../../../src/shared/i18n/workflow.en.ts';
import { workflowZh } from '../../../src/shared/i18n/workflow.zh.ts';
import {
  NOBODY,
  answerActions,
  applyEvent,
  isFinalStatus,
  statusCode,
  statusDef,
  statusMessageId,
  transitionTable,
  type Asker,
  type Lifecycle,
  type LifecycleDoc,
  type LifecycleEvent,
} from '../../../machines/lifecycle.ts';

/** Someone who passes every guard: creator, approver, leader and admin with every permission. */
const EVERYONE: Asker = { isCreator: true, isCurrentApprover: true, isDelegate: true, isProjectLeader: true, isAdmin: true, permissions: [] };
/** A loan of 100 with nothing repaid yet; for flow versions, one that passed verification. */
const DOC: LifecycleDoc = { amount: 100, repaidAmount: 0, verified: true };
const input = (asker: Asker) => ({ doc: DOC, asker });

/** Each event type with the payloads that pick its different transitions. */
function eventsOf(lifecycle: Lifecycle): LifecycleEvent[] {
  return lifecycle.events.flatMap((type): LifecycleEvent[] => {
    if (type === 'approval.approve') return [{ type }, { type, final: true }];
    if (type === 'approval.reject') return [{ type }, { type, toEarlierNode: true }];
    if (type === 'repayment.record')
      return [
        { type, amount: 40 },
        { type, amount: 100 },
      ];
    if (type === 'bug.resolve') return [{ type, resolution: 1 }];
    return [{ type }];
  });
}

function snapshotOf(lifecycle: Lifecycle, code: number, asker: Asker = EVERYONE): AnyMachineSnapshot {
  const def = statusDef(lifecycle, code);
  if (!def) throw new Error(`no status ${code}`);
  return lifecycle.machine.resolveState({ value: def.key, context: input(asker) });
}

/** Shortest paths from a status to every status the machine can reach from it (context is fixed, so values suffice). */
function pathsFrom(lifecycle: Lifecycle, code: number) {
  return getShortestPaths(lifecycle.machine, {
    input: input(EVERYONE),
    fromState: snapshotOf(lifecycle, code),
    events: eventsOf(lifecycle),
    serializeState: (state) => JSON.stringify(state.value),
  });
}

const codeOf = (lifecycle: Lifecycle, snapshot: AnyMachineSnapshot) => statusCode(lifecycle, String(snapshot.value));

describe.each(Object.values(LIFECYCLES).map((lifecycle) => [lifecycle.name, lifecycle] as const))('the %s lifecycle', (_name, lifecycle) => {
  const codes = lifecycle.statuses.map((s) => s.code);

  it('starts at its first entry status and knows every status once', () => {
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(lifecycle.statuses.map((s) => s.key)).size).toBe(codes.length);
    expect(lifecycle.machine.config.initial).toBe(statusDef(lifecycle, lifecycle.entries[0])?.key);
  });

  it('reaches every status through generated paths from its entry statuses', () => {
    const reached = new Set<number>();
    for (const entry of lifecycle.entries) for (const path of pathsFrom(lifecycle, entry)) reached.add(codeOf(lifecycle, path.state));
    expect([...reached].sort((a, b) => a - b)).toEqual([...codes].sort((a, b) => a - b));
  });

  it('ends every generated path in a status that rests until someone acts, or in a final one', () => {
    for (const entry of lifecycle.entries)
      for (const path of pathsFrom(lifecycle, entry)) {
        const code = codeOf(lifecycle, path.state);
        expect(statusDef(lifecycle, code)).toBeDefined();
        if (isFinalStatus(lifecycle, code)) expect(path.state.status).toBe('done');
        else expect(answerActions(lifecycle, code, input(EVERYONE)).legal.length).toBeGreaterThan(0);
      }
  });

  it('can bring a document from any status to a settled (grey) or final one', () => {
    const settles = (code: number) => statusDef(lifecycle, code)?.colour === 'grey' || isFinalStatus(lifecycle, code);
    for (const code of codes) {
      const settled = pathsFrom(lifecycle, code).some((path) => settles(codeOf(lifecycle, path.state)));
      expect(settled, `status ${code}`).toBe(true);
    }
  });

  it.each(codes)('in status %i accepts exactly the legal events and refuses the others with a reason', (code) => {
    const snapshot = snapshotOf(lifecycle, code);
    const answer = answerActions(lifecycle, code, input(EVERYONE));
    for (const type of lifecycle.events) {
      const forms = eventsOf(lifecycle).filter((e) => e.type === type);
      // Not `snapshot.can`: it says false for targetless transitions (a save, a non-final approval).
      const accepts = (event: LifecycleEvent) => lifecycle.machine.getTransitionData(snapshot, event).length > 0;
      const acceptedByMachine = forms.some(accepts);
      expect(answer.legal.includes(type), type).toBe(acceptedByMachine);
      if (acceptedByMachine) {
        for (const event of forms.filter(accepts)) expect(applyEvent(lifecycle, code, input(EVERYONE), event).ok).toBe(true);
      } else {
        const refusal = answer.refused[type];
        expect(refusal?.code, type).toBe(type === 'approval.withdraw' || type === 'approval.reject' ? 1008 : 1006);
        expect(applyEvent(lifecycle, code, input(EVERYONE), { type })).toEqual({ ok: false, from: code, refusal });
      }
    }
    if (isFinalStatus(lifecycle, code)) expect(answer.legal).toEqual([]);
  });

  it.each(codes)('in status %i refuses a nobody every event, with the guard reason where the event exists', (code) => {
    const answer = answerActions(lifecycle, code, input(NOBODY));
    expect(answer.legal).toEqual([]);
    const legalForEveryone = new Set(answerActions(lifecycle, code, input(EVERYONE)).legal);
    for (const type of lifecycle.events) {
      const refusal = answer.refused[type];
      expect(refusal, type).toBeDefined();
      if (legalForEveryone.has(type)) expect([4031, 1004, 1008]).toContain(refusal?.code);
    }
  });

  it('keeps the status on a plain save', () => {
    for (const code of codes) {
      const result = applyEvent(lifecycle, code, input(EVERYONE), { type: 'record.save' });
      if (result.ok) expect(result.to).toBe(code);
    }
  });

  it('drives generated paths through applyEvent, the call the server makes', async () => {
    for (const entry of lifecycle.entries) {
      const model = createTestModel(lifecycle.machine, { events: eventsOf(lifecycle) });
      const paths = model.getShortestPaths({
        input: input(EVERYONE),
        fromState: snapshotOf(lifecycle, entry),
        serializeState: (state) => JSON.stringify(state.value),
      });
      for (const path of paths) {
        let status = entry;
        const states = Object.fromEntries(lifecycle.statuses.map((s) => [s.key, () => expect(status).toBe(s.code)]));
        const step = ({ event }: { event: LifecycleEvent }) => {
          const result = applyEvent(lifecycle, status, input(EVERYONE), event);
          if (!result.ok) throw new Error(`${event.type} refused in ${status}`);
          status = result.to;
        };
        const events = Object.fromEntries(lifecycle.events.map((type) => [type, step]));
        await path.test({ states, events });
      }
    }
  });
});

/** Simple (loop-free) paths are few for the small lifecycles; for generic and project, shortest paths suffice. */
const SMALL = Object.values(LIFECYCLES).filter((lifecycle) => lifecycle.statuses.length <= 10);

describe.each(SMALL.map((lifecycle) => [lifecycle.name, lifecycle] as const))('every simple path of the %s lifecycle', (_name, lifecycle) => {
  it('replays every simple path step by step through applyEvent', () => {
    for (const entry of lifecycle.entries) {
      const paths = getSimplePaths(lifecycle.machine, {
        input: input(EVERYONE),
        fromState: snapshotOf(lifecycle, entry),
        events: eventsOf(lifecycle),
        serializeState: (state) => JSON.stringify(state.value),
      });
      expect(paths.length).toBeGreaterThan(0);
      for (const path of paths) {
        let status = entry;
        // The first step of a path is the start itself (`xstate.init`), not an event a user sends.
        for (const step of path.steps.filter((s) => !s.event.type.startsWith('xstate.'))) {
          const result = applyEvent(lifecycle, status, input(EVERYONE), step.event);
          expect(result).toMatchObject({ ok: true, to: codeOf(lifecycle, step.state) });
          if (result.ok) status = result.to;
        }
      }
    }
  });
});

describe('the generic lifecycle', () => {
  const generic = LIFECYCLES.generic;
  const approver: Asker = { ...NOBODY, isCurrentApprover: true };
  const delegate: Asker = { ...NOBODY, isDelegate: true };
  const creator: Asker = { ...NOBODY, isCreator: true };

  it('runs draft → in approval → signed, with rejection and resubmission', () => {
    expect(applyEvent(generic, 0, input(creator), { type: 'approval.submit' })).toEqual({ ok: true, from: 0, to: 3 });
    expect(applyEvent(generic, 3, input(approver), { type: 'approval.approve' })).toEqual({ ok: true, from: 3, to: 3 });
    expect(applyEvent(generic, 3, input(delegate), { type: 'approval.approve', final: true })).toEqual({ ok: true, from: 3, to: 4 });
    expect(applyEvent(generic, 3, input(approver), { type: 'approval.reject' })).toEqual({ ok: true, from: 3, to: 1 });
    expect(applyEvent(generic, 3, input(approver), { type: 'approval.reject', toEarlierNode: true })).toEqual({ ok: true, from: 3, to: 3 });
    expect(applyEvent(generic, 1, input(creator), { type: 'approval.resubmit' })).toEqual({ ok: true, from: 1, to: 3 });
    expect(applyEvent(generic, 3, input(creator), { type: 'approval.withdraw' })).toEqual({ ok: true, from: 3, to: 2 });
  });

  it('maps the spec approval types 0, 1, 2 to submit (or resubmit), approve and reject', () => {
    expect([approvalEventType(0), approvalEventType(0, true), approvalEventType(1), approvalEventType(2)]).toEqual([
      'approval.submit',
      'approval.resubmit',
      'approval.approve',
      'approval.reject',
    ]);
  });

  it('refuses an approval by someone who is not the approver with 1004', () => {
    expect(applyEvent(generic, 3, input(creator), { type: 'approval.approve' })).toMatchObject({
      ok: false,
      refusal: { code: 1004, messageId: 'workflow.refusal.notApprover' },
    });
  });

  it('refuses a withdrawal by the approver with 1008, and one of a signed document with 1008', () => {
    expect(applyEvent(generic, 3, input(approver), { type: 'approval.withdraw' })).toMatchObject({ ok: false, refusal: { code: 1008 } });
    expect(answerActions(generic, 4, input(creator)).refused['approval.withdraw']?.code).toBe(1008);
  });

  it('refuses approving a draft as the wrong step (1006)', () => {
    expect(answerActions(generic, 0, input(approver)).refused['approval.approve']).toEqual({ messageId: 'workflow.refusal.wrongStep', code: 1006 });
  });

  it('asks for the module permission before a change, a void or a split', () => {
    const answer = answerActions(generic, 4, input(creator));
    expect(answer.legal).toEqual(expect.arrayContaining(['seal.start', 'archive.start']));
    expect(answer.refused['change.start']).toEqual({ messageId: 'workflow.refusal.noPermission', code: 4031, values: { permission: 'change' } });
    expect(answerActions(generic, 4, input({ ...creator, permissions: ['invoice:change'] })).legal).toContain('change.start');
  });

  it('records repayments 18 unpaid → 20 partly repaid → 19 repaid and refuses too much', () => {
    const clerk = { doc: { amount: 100, repaidAmount: 0 }, asker: { ...NOBODY, permissions: ['loan:loanrepay'] } };
    expect(applyEvent(generic, 18, clerk, { type: 'repayment.record', amount: 30 })).toEqual({ ok: true, from: 18, to: 20 });
    expect(applyEvent(generic, 20, { ...clerk, doc: { amount: 100, repaidAmount: 30 } }, { type: 'repayment.record', amount: 70 })).toEqual({
      ok: true,
      from: 20,
      to: 19,
    });
    expect(applyEvent(generic, 20, { ...clerk, doc: { amount: 100, repaidAmount: 30 } }, { type: 'repayment.record', amount: 71 })).toMatchObject({
      ok: false,
      refusal: { code: 1001 },
    });
  });

  it('gives every status the colour of its kind (spec §4)', () => {
    const colour = (code: number) => statusDef(generic, code)?.colour;
    expect([0, 2, 35, 37, 46, 48].map(colour)).toEqual(['blue', 'blue', 'blue', 'blue', 'blue', 'blue']);
    expect([1, 36, 44, 49, 15].map(colour)).toEqual(['red', 'red', 'red', 'red', 'red']);
    expect([3, 5, 7, 47].map(colour)).toEqual(['green', 'green', 'green', 'green']);
    expect([4, 8, 12, 19, 50].map(colour)).toEqual(['grey', 'grey', 'grey', 'grey', 'grey']);
    expect(generic.statuses.map((s) => s.code)).toEqual([...Array(51).keys()]);
  });
});

describe('the flow version lifecycle', () => {
  it('publishes only a verified draft, and never saves a published version', () => {
    const designer: Asker = { ...NOBODY, permissions: ['processLayout:update'] };
    const flowVersion = LIFECYCLES.flowVersion;
    expect(applyEvent(flowVersion, 0, { doc: { verified: false }, asker: designer }, { type: 'flow.publish' })).toMatchObject({
      ok: false,
      refusal: { code: 1001, messageId: 'workflow.refusal.notVerified' },
    });
    expect(applyEvent(flowVersion, 0, { doc: { verified: true }, asker: designer }, { type: 'flow.publish' })).toEqual({ ok: true, from: 0, to: 1 });
    expect(answerActions(flowVersion, 1, { asker: designer }).refused['record.save']?.code).toBe(1006);
  });
});

describe('the project lifecycle', () => {
  it('numbers all 31 statuses 0-30 and ends in complete or voided', () => {
    const project = LIFECYCLES.project;
    expect(project.statuses.map((s) => s.code)).toEqual([...Array(31).keys()]);
    expect(project.statuses.filter((s) => isFinalStatus(project, s.code)).map((s) => s.key)).toEqual(['complete', 'voided']);
  });
});

describe('machines/README.md', () => {
  const readme = readFileSync(new URL('../../../machines/README.md', import.meta.url), 'utf8');
  const en = workflowEn as Record<string, string>;

  it.each(Object.values(LIFECYCLES).map((lifecycle) => [lifecycle.name, lifecycle] as const))(
    'holds the %s transition table as the machine has it',
    (name, lifecycle) => {
      const section = readme.split(`### ${name}\n`)[1]?.split('\n### ')[0] ?? '';
      const rows = section
        .split('\n')
        .filter((line) => line.startsWith('| ') && !line.startsWith('| from') && !line.startsWith('| -'))
        .map((line) =>
          line
            .split('|')
            .slice(1, -1)
            .map((cell) => cell.trim()),
        );
      const label = (code: number) => `${code} ${en[`status.${name}.${code}`]}`;
      const expected = transitionTable(lifecycle).map((r) => [label(r.from), `\`${r.event}\``, r.guard ?? '', r.to === r.from ? '(stays)' : label(r.to)]);
      expect(rows).toEqual(expected);
    },
  );
});

describe('the workflow catalogue', () => {
  it('names every status and every action of every lifecycle', () => {
    const ids = new Set(Object.keys(workflowZh));
    for (const lifecycle of Object.values(LIFECYCLES)) {
      for (const status of lifecycle.statuses) expect(ids.has(statusMessageId(lifecycle, status.code)), `${lifecycle.name} ${status.code}`).toBe(true);
      for (const event of lifecycle.events) expect(ids.has(`workflow.action.${event}`), event).toBe(true);
    }
    for (const r of BUG_RESOLUTIONS) expect(ids.has(`status.bugResolution.${r.code}`)).toBe(true);
    for (const r of GOODS_RETURN_STATES) expect(ids.has(`status.goodsReturn.${r.code}`)).toBe(true);
  });
});
