import { getShortestPaths, getSimplePaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type EventFrom } from 'xstate';
import type { ActionBody } from '../../src/client/api/workflow.api.ts';
import { approvalDialogMachine, CHOOSE_NEXT, type Refusal } from '../../src/client/engine/approval/approval-dialog.machine.ts';

/** The dialog's machine with a server that answers each call in turn from `answers` (a refusal rejects). */
function dialogWith(answers: (Refusal | 'ok')[], chooseNext = false) {
  const sent: ActionBody[] = [];
  const machine = approvalDialogMachine.provide({
    actors: {
      send: fromPromise<unknown, ActionBody>(async ({ input }) => {
        sent.push(input);
        const answer = answers.shift() ?? 'ok';
        if (answer !== 'ok') throw answer;
        return { status: 4 };
      }),
    },
  });
  const actor = createActor(machine, { input: { chooseNext } }).start();
  return { actor, sent };
}

const settled = (actor: ReturnType<typeof dialogWith>['actor']) => waitFor(actor, (snapshot) => !snapshot.matches('sending'));

describe('the approver dialog machine', () => {
  it('sends and is done', async () => {
    const { actor, sent } = dialogWith(['ok']);
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'SEND', body: { examRemarks: '同意' } });
    expect(actor.getSnapshot().value).toBe('sending');
    await settled(actor);
    expect(actor.getSnapshot().status).toBe('done');
    expect(sent).toEqual([{ examRemarks: '同意' }]);
  });

  it('keeps a refusal to show, and sends again after an edit', async () => {
    const { actor, sent } = dialogWith([{ status: 1001, msg: 'Purpose is required' }, 'ok']);
    actor.send({ type: 'SEND', body: { examRemarks: 'a' } });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('refused');
    expect(actor.getSnapshot().context.refusal).toBe('Purpose is required');
    actor.send({ type: 'EDIT' });
    expect(actor.getSnapshot().context.refusal).toBeNull();
    actor.send({ type: 'SEND', body: { examRemarks: 'b' } });
    await settled(actor);
    expect(actor.getSnapshot().status).toBe('done');
    expect(sent.map((body) => body.examRemarks)).toEqual(['a', 'b']);
  });

  it('asks for the next approvers on 1003 and sends only once some are named', async () => {
    const { actor, sent } = dialogWith([{ status: CHOOSE_NEXT, msg: 'Choose the next approver' }, 'ok']);
    actor.send({ type: 'SEND', body: { examRemarks: 'ok' } });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('choosingNext');
    expect(actor.getSnapshot().context).toEqual({ refusal: 'Choose the next approver', chooseNext: true });
    actor.send({ type: 'SEND', body: { examRemarks: 'ok' } });
    expect(actor.getSnapshot().value).toBe('choosingNext');
    actor.send({ type: 'SEND', body: { examRemarks: 'ok', users: [3] } });
    await settled(actor);
    expect(actor.getSnapshot().status).toBe('done');
    expect(sent.at(-1)).toEqual({ examRemarks: 'ok', users: [3] });
  });

  it('starts by choosing when the next step is known to be chosen, and stays choosing after another refusal', async () => {
    const { actor } = dialogWith([{ status: 1004, msg: 'not yours' }], true);
    expect(actor.getSnapshot().value).toBe('choosingNext');
    actor.send({ type: 'SEND', body: { users: [5] } });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('refused');
    actor.send({ type: 'SEND', body: {} });
    expect(actor.getSnapshot().value).toBe('refused');
  });

  it('starts choosing when the server says so after the dialog opened, before anything is sent', async () => {
    const { actor, sent } = dialogWith(['ok']);
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'CHOOSE_NEXT' });
    expect(actor.getSnapshot().value).toBe('choosingNext');
    expect(actor.getSnapshot().context).toEqual({ refusal: null, chooseNext: true });
    actor.send({ type: 'SEND', body: { examRemarks: 'ok' } });
    expect(actor.getSnapshot().value).toBe('choosingNext');
    actor.send({ type: 'SEND', body: { examRemarks: 'ok', users: [7] } });
    await settled(actor);
    expect(actor.getSnapshot().status).toBe('done');
    expect(sent).toEqual([{ examRemarks: 'ok', users: [7] }]);
  });

  // Model-based: every state is reached, and every path to `done` passes through a call the server answered.
  const events = [
    { type: 'SEND', body: {} },
    { type: 'SEND', body: { users: [3] } },
    { type: 'EDIT' },
    { type: 'CHOOSE_NEXT' },
    { type: 'xstate.done.actor.send', output: {} },
    { type: 'xstate.error.actor.send', error: { status: CHOOSE_NEXT, msg: 'choose' } },
    { type: 'xstate.error.actor.send', error: { status: 1001, msg: 'bad' } },
  ] as unknown as EventFrom<typeof approvalDialogMachine>[];
  const serializeState = (snapshot: { value: unknown; context: unknown }) => JSON.stringify([snapshot.value, snapshot.context]);

  it('reaches every state, from editing and from choosing', () => {
    for (const chooseNext of [false, true]) {
      const paths = getShortestPaths(approvalDialogMachine, { input: { chooseNext }, events, serializeState });
      const reached = new Set(paths.map((path) => String(path.state.value)));
      expect([...reached].sort()).toEqual(['choosingNext', 'done', 'refused', 'sending', ...(chooseNext ? [] : ['editing'])].sort());
    }
  });

  it('never finishes without the server saying yes, and never sends while choosing without a named approver', () => {
    const paths = getSimplePaths(approvalDialogMachine, { input: { chooseNext: false }, events, serializeState });
    for (const path of paths) {
      if (path.state.status === 'done') expect(path.steps.at(-1)?.event.type).toBe('xstate.done.actor.send');
      for (let index = 1; index < path.steps.length; index += 1) {
        const before = path.steps[index - 1].state;
        const { event, state } = path.steps[index];
        if (before.context.chooseNext && event.type === 'SEND' && !(event as { body: ActionBody }).body.users?.length) expect(state.value).not.toBe('sending');
      }
    }
    expect(paths.some((path) => path.state.status === 'done')).toBe(true);
  });
});
