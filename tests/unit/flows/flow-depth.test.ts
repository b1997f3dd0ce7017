import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readBpmn } from '../../../flows/bpmn-reader.ts';
import { complete, rejectTargets, start } from '../../../flows/flow-executor.ts';
import { expire, jump, jumpTargets, removeApprover } from '../../../flows/flow-interventions.ts';
import type { ProcessEnv, ProcessEvent, ProcessState, StepResult } from '../../../flows/process-state.ts';
import { inlineCalls } from '../../../flows/flow-inline.ts';
import { CHOSEN_BY_PREVIOUS, simulate, undecided } from '../../../flows/flow-simulator.ts';
import { verifyFlow } from '../../../flows/flow-verifier.ts';
import { fieldRightAt, type ProcessModel } from '../../../flows/process-model.ts';
import { bpmn, envFor, flow, task } from './flow-fixtures.helpers.ts';

/**
 * The approval features the leading BPM products have, at the engine: field rights and time limits per step, CC
 * steps, call activities, removing a countersigner, an administrator's jump, deadlines that decide, and rejections
 * from inside parallel branches.
 */
const APPLICANT = 1;
const modelOf = async (xml: string): Promise<ProcessModel> => {
  const { model, problems } = await readBpmn(xml);
  if (!model) throw new Error(JSON.stringify(problems));
  return model;
};
const ok = (result: StepResult) => {
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.refusal)}`);
  return result;
};
const types = (events: ProcessEvent[]) => events.map((event) => event.type);
/** Users named in `users` rules are themselves; other rules as the demo organisation has them. */
const env: ProcessEnv = envFor({ offices: [3, 4] }, (rule) => {
  if (rule.type === 'users') return (rule.value ?? '').split(',').map(Number);
  if (rule.type === 'officeHeads') return [31, 41];
  return { deptHead: [2], post: [3, 4], role: [6, 7, 8] }[rule.type as 'deptHead' | 'post' | 'role'] ?? [];
});
const line = (...ids: string[]) =>
  `<bpmn:startEvent id="S" />${ids.map((id) => task(id, `oa:assigneeType="users" oa:assignee="${id.replace(/\D/g, '') || 2}"`)).join('')}<bpmn:endEvent id="E" />` +
  [['S', ...ids, 'E']].flatMap((chain) => chain.slice(1).map((to, index) => flow(`f${index}`, chain[index], to))).join('');

describe('reading and verifying the new step settings', () => {
  it('reads field rights, a time limit and its action, and defaults unlisted fields to read-only', async () => {
    const model = await modelOf(
      bpmn(
        `<bpmn:startEvent id="S" />${task('Pay', 'oa:assigneeType="post" oa:assignee="finance" oa:fieldRights="payDate:editable, amount:readonly,bank:hidden" oa:timeLimit="3wd" oa:onTimeout="escalate" oa:remindEvery="12" oa:signature="true"')}<bpmn:endEvent id="E" />${flow('a', 'S', 'Pay')}${flow('b', 'Pay', 'E')}`,
      ),
    );
    const pay = model.nodes.Pay;
    expect(pay.deadline).toEqual({ amount: 3, unit: 'workdays', onTimeout: 'escalate', remindEveryHours: 12 });
    expect(pay.signature).toBe(true);
    expect([fieldRightAt(pay, 'payDate'), fieldRightAt(pay, 'amount'), fieldRightAt(pay, 'bank'), fieldRightAt(pay, 'title')]).toEqual([
      'editable',
      'readonly',
      'hidden',
      'readonly',
    ]);
    expect(verifyFlow(model, { knownFields: ['payDate', 'amount', 'bank', 'title'] })).toEqual([]);
  });

  it('reports bad settings as errors and attributes it does not know as warnings', async () => {
    const model = await modelOf(
      bpmn(
        `<bpmn:startEvent id="S" />${task('A', 'oa:assigneeType="post" oa:assignee="finance" oa:assigneeScope="world" oa:fieldRights="amount:write" oa:timeLimit="soon" oa:onTimeout="explode" oa:timeout="3"')}` +
          `${task('B', 'oa:assigneeType="deptHead" oa:assignee="ten"')}${task('C', 'oa:assigneeType="projectLeader"')}${task('D', 'oa:assigneeType="officeHeads" oa:assignee="branches"')}` +
          `<bpmn:sendTask id="Copy" oa:assigneeType="chosen" /><bpmn:callActivity id="Call" /><bpmn:endEvent id="E" />` +
          `${flow('a', 'S', 'A')}${flow('b', 'A', 'B')}${flow('c', 'B', 'C')}${flow('d', 'C', 'D')}${flow('e', 'D', 'Copy')}${flow('f', 'Copy', 'Call')}${flow('g', 'Call', 'E')}`,
      ),
    );
    const found = verifyFlow(model, { knownFields: ['amount'], hasProjectLeader: false }).map(
      (problem) => `${problem.severity} ${problem.nodeId} ${problem.messageId}`,
    );
    expect(found).toEqual(
      expect.arrayContaining([
        'error A workflow.flow.assigneeScopeInvalid',
        'error A workflow.flow.fieldRightInvalid',
        'error A workflow.flow.timeLimitInvalid',
        'error A workflow.flow.onTimeoutInvalid',
        'warning A workflow.flow.unknownAttribute',
        'error B workflow.flow.levelsInvalid',
        'error C workflow.flow.noProjectLeaderField',
        'error D workflow.flow.officeFieldUnknown',
        'error Copy workflow.flow.ccChosen',
        'error Call workflow.flow.calledFlowMissing',
      ]),
    );
  });
});

describe('CC steps and per-office countersigns', () => {
  it('copies the document to the people of a CC step as the flow passes, and asks each named office’s head', async () => {
    const model = await modelOf(
      bpmn(
        `<bpmn:startEvent id="S" /><bpmn:sendTask id="Copy" name="抄送财务" oa:assigneeType="post" oa:assignee="finance" />` +
          `${task('Heads', 'oa:assigneeType="officeHeads" oa:assignee="offices" oa:multi="all"')}<bpmn:endEvent id="E" />${flow('a', 'S', 'Copy')}${flow('b', 'Copy', 'Heads')}${flow('c', 'Heads', 'E')}`,
      ),
    );
    const started = ok(start(model, env, APPLICANT));
    expect(started.events).toContainEqual({ type: 'cc.sent', nodeId: 'Copy', users: [3, 4] });
    expect(started.state.tasks[0]).toMatchObject({ nodeId: 'Heads', mode: 'all', assignees: [31, 41] });
  });
});

describe('a step whose time limit passes', () => {
  it('approves the whole task, or rejects the document, as the system', async () => {
    const model = await modelOf(bpmn(line('T2', 'T3')));
    const running = ok(start(model, env, APPLICANT)).state;
    const approved = ok(expire(model, running, 't1', 'approve', env));
    expect(types(approved.events)).toEqual(['task.timedOut', 'task.completed', 'task.created']);
    expect(approved.state.tasks[0].nodeId).toBe('T3');
    const rejected = ok(expire(model, running, 't1', 'reject', env));
    expect(rejected.state.status).toBe('rejected');
    expect(expire(model, rejected.state, 't1', 'approve', env)).toMatchObject({ ok: false, refusal: { code: 1010 } });
  });
});

describe('removing an approver from a running countersign or vote', () => {
  const countersign = (attrs: string) =>
    modelOf(
      bpmn(
        `<bpmn:startEvent id="S" />${task('Vote', `oa:assigneeType="role" oa:assignee="approver" ${attrs}`)}<bpmn:endEvent id="E" />${flow('a', 'S', 'Vote')}${flow('b', 'Vote', 'E')}`,
      ),
    );

  it('completes a countersign whose remaining approvers have all approved', async () => {
    const model = await countersign('oa:multi="all"');
    let state = ok(start(model, env, APPLICANT)).state;
    state = ok(complete(model, state, 't1', { decision: 'approve' }, { userId: 6 }, env)).state;
    state = ok(complete(model, state, 't1', { decision: 'approve' }, { userId: 7 }, env)).state;
    const removed = ok(removeApprover(model, state, 't1', 8, env));
    expect(types(removed.events)).toEqual(['task.assigneeRemoved', 'task.completed', 'process.completed']);
  });

  it('recounts a vote’s threshold over those who remain, and never removes someone who decided or the last one', async () => {
    const model = await countersign('oa:multi="vote" oa:threshold="0.5"');
    let state = ok(start(model, env, APPLICANT)).state;
    state = ok(complete(model, state, 't1', { decision: 'reject' }, { userId: 6 }, env)).state;
    expect(removeApprover(model, state, 't1', 6, env)).toMatchObject({ ok: false, refusal: { code: 1004 } });
    // Two voters left, one rejection: half can no longer approve.
    state = ok(removeApprover(model, state, 't1', 8, env)).state;
    expect(state.status).toBe('running');
    expect(removeApprover(model, state, 't1', 7, env)).toMatchObject({ ok: false, refusal: { code: 1001 } });
    const single = await modelOf(bpmn(line('T2')));
    expect(removeApprover(single, ok(start(single, env, APPLICANT)).state, 't1', 2, env)).toMatchObject({ ok: false, refusal: { code: 1001 } });
  });
});

describe('an administrator’s jump', () => {
  it('moves a running process to an earlier step, closing the open task as jumped, or to its end', async () => {
    const model = await modelOf(bpmn(line('T2', 'T3', 'T4')));
    let state = ok(start(model, env, APPLICANT)).state;
    state = ok(complete(model, state, 't1', { decision: 'approve' }, { userId: 2 }, env)).state;
    const back = ok(jump(model, state, 'T2', env));
    expect(back.events).toContainEqual({ type: 'task.cancelled', taskId: 't2', nodeId: 'T3', reason: 'jumped' });
    expect(back.state.tasks.map((open) => open.nodeId)).toEqual(['T2']);
    expect(back.state.trail).toEqual([]);
    expect(ok(jump(model, state, 'E', env)).state.status).toBe('completed');
    expect(jump(model, state, 'nowhere', env)).toMatchObject({ ok: false, refusal: { code: 1006 } });
  });
});

describe('rejections inside parallel branches', () => {
  // A → split → (B1 → B2 | C1) → join → D
  const parallel = () =>
    modelOf(
      bpmn(
        `<bpmn:startEvent id="S" />${task('A', 'oa:assigneeType="users" oa:assignee="11"')}<bpmn:parallelGateway id="Split" />` +
          `${task('B1', 'oa:assigneeType="users" oa:assignee="21"')}${task('B2', 'oa:assigneeType="users" oa:assignee="22"')}${task('C1', 'oa:assigneeType="users" oa:assignee="31"')}` +
          `<bpmn:parallelGateway id="Join" />${task('D', 'oa:assigneeType="users" oa:assignee="41"')}<bpmn:endEvent id="E" />` +
          [
            ['a', 'S', 'A'],
            ['b', 'A', 'Split'],
            ['c', 'Split', 'B1'],
            ['d', 'B1', 'B2'],
            ['e', 'B2', 'Join'],
            ['g', 'Split', 'C1'],
            ['h', 'C1', 'Join'],
            ['i', 'Join', 'D'],
            ['j', 'D', 'E'],
          ]
            .map(([id, from, to]) => flow(id, from, to))
            .join(''),
      ),
    );
  const upToB2 = async (model: ProcessModel) => {
    let state = ok(start(model, env, APPLICANT)).state;
    state = ok(complete(model, state, 't1', { decision: 'approve' }, { userId: 11 }, env)).state;
    const b1 = state.tasks.find((open) => open.nodeId === 'B1')!;
    return ok(complete(model, state, b1.id, { decision: 'approve' }, { userId: 21 }, env)).state;
  };

  it('lets an administrator jump only to the user tasks outside parallel branches and the ends', async () => {
    const model = await parallel();
    expect(jumpTargets(model)).toEqual([
      { nodeId: 'A', name: 'A', kind: 'userTask' },
      { nodeId: 'D', name: 'D', kind: 'userTask' },
      { nodeId: 'E', name: 'E', kind: 'endEvent' },
    ]);
  });

  it('offers the earlier steps of the rejecting task’s own branch and the steps before the split', async () => {
    const model = await parallel();
    const state = await upToB2(model);
    expect(rejectTargets(model, state, 'B2').map((target) => target.nodeId)).toEqual(['B1', 'A']);
    expect(rejectTargets(model, state, 'C1').map((target) => target.nodeId)).toEqual(['A']);
  });

  it('sends one branch back within itself while its sibling carries on, and the run completes', async () => {
    const model = await parallel();
    let state = await upToB2(model);
    const b2 = state.tasks.find((open) => open.nodeId === 'B2')!;
    state = ok(complete(model, state, b2.id, { decision: 'reject', to: 'B1' }, { userId: 22 }, env)).state;
    expect(state.tasks.map((open) => open.nodeId).sort()).toEqual(['B1', 'C1']);
    for (const [node, user] of [
      ['C1', 31],
      ['B1', 21],
      ['B2', 22],
      ['D', 41],
    ] as const) {
      const open = state.tasks.find((candidate) => candidate.nodeId === node)!;
      state = ok(complete(model, state, open.id, { decision: 'approve' }, { userId: user }, env)).state;
    }
    expect(state.status).toBe('completed');
  });

  it('closes the sibling branch’s task with a recorded reason when a branch rejects past the split', async () => {
    const model = await parallel();
    const state = await upToB2(model);
    const b2 = state.tasks.find((open) => open.nodeId === 'B2')!;
    const c1 = state.tasks.find((open) => open.nodeId === 'C1')!;
    const back = ok(complete(model, state, b2.id, { decision: 'reject', to: 'A' }, { userId: 22 }, env));
    expect(back.events).toContainEqual({ type: 'task.cancelled', taskId: c1.id, nodeId: 'C1', reason: 'siblingRejected' });
    expect(back.state.tasks.map((open) => open.nodeId)).toEqual(['A']);
    expect(back.state.joins).toEqual({});
    expect(complete(model, state, c1.id, { decision: 'reject', to: 'B1' }, { userId: 31 }, env)).toMatchObject({ ok: false, refusal: { code: 1006 } });
  });
});

describe('call activities', () => {
  it('runs the called flow in place and carries on after it; a missing or self-calling flow is reported', async () => {
    const called = await modelOf(bpmn(line('T7', 'T8')).replace('id="P"', 'id="legal"'));
    const caller = await modelOf(
      bpmn(
        `<bpmn:startEvent id="S" />${task('T2', 'oa:assigneeType="users" oa:assignee="2"')}<bpmn:callActivity id="Call" name="法务审查" calledElement="legal" />` +
          `${task('T9', 'oa:assigneeType="users" oa:assignee="9"')}<bpmn:endEvent id="E" />${flow('a', 'S', 'T2')}${flow('b', 'T2', 'Call')}${flow('c', 'Call', 'T9')}${flow('d', 'T9', 'E')}`,
      ),
    );
    const { model, missing, cycles } = inlineCalls(caller, (key) => (key === 'legal' ? called : undefined));
    expect([missing, cycles]).toEqual([[], []]);
    expect(verifyFlow(model).filter((problem) => problem.severity === 'error')).toEqual([]);
    const route = simulate(model, env, APPLICANT).route.map((step) => step.nodeId);
    expect(route).toEqual(['T2', 'Call/T7', 'Call/T8', 'T9']);
    expect(inlineCalls(caller, () => undefined).missing).toEqual(['legal']);
    const selfCalling = await modelOf(
      bpmn(
        `<bpmn:startEvent id="S" /><bpmn:callActivity id="Call" calledElement="P" /><bpmn:endEvent id="E" />${flow('a', 'S', 'Call')}${flow('b', 'Call', 'E')}`,
      ),
    );
    expect(inlineCalls(selfCalling, () => selfCalling).cycles).toEqual(['P']);
  });
});

describe('simulating a flow with a step chosen by the previous approver', () => {
  it('shows the whole route, with the chosen step marked as chosen there', async () => {
    const model = await modelOf(
      bpmn(
        `<bpmn:startEvent id="S" />${task('T2', 'oa:assigneeType="users" oa:assignee="2"')}${task('Pick', 'oa:assigneeType="chosen"')}<bpmn:endEvent id="E" />${flow('a', 'S', 'T2')}${flow('b', 'T2', 'Pick')}${flow('c', 'Pick', 'E')}`,
      ),
    );
    const simulation = simulate(model, env, APPLICANT);
    expect(simulation.outcome).toBe('completed');
    expect(simulation.route.map((step) => [step.nodeId, step.assignees])).toEqual([
      ['T2', [2]],
      ['Pick', [CHOSEN_BY_PREVIOUS]],
    ]);
  });
});

describe('generated runs through parallel branches, countersigns, votes, rejections and deadlines', () => {
  // A (countersign) → split → (B1 → B2 vote | C1) → join → D, then end.
  const xml = bpmn(
    `<bpmn:startEvent id="S" />${task('A', 'oa:assigneeType="users" oa:assignee="11,12" oa:multi="all"')}<bpmn:parallelGateway id="Split" />` +
      `${task('B1', 'oa:assigneeType="users" oa:assignee="21"')}${task('B2', 'oa:assigneeType="users" oa:assignee="22,23,24" oa:multi="vote" oa:threshold="0.6"')}` +
      `${task('C1', 'oa:assigneeType="users" oa:assignee="31,32" oa:multi="any"')}<bpmn:parallelGateway id="Join" />${task('D', 'oa:assigneeType="users" oa:assignee="41"')}<bpmn:endEvent id="E" />` +
      [
        ['a', 'S', 'A'],
        ['b', 'A', 'Split'],
        ['c', 'Split', 'B1'],
        ['d', 'B1', 'B2'],
        ['e', 'B2', 'Join'],
        ['g', 'Split', 'C1'],
        ['h', 'C1', 'Join'],
        ['i', 'Join', 'D'],
        ['j', 'D', 'E'],
      ]
        .map(([id, from, to]) => flow(id, from, to))
        .join(''),
  );
  type Move = { kind: 'approve' | 'reject' | 'return' | 'expireApprove' | 'expireReject' | 'remove'; pick: number };
  const move = fc.record({
    kind: fc.constantFrom('approve', 'approve', 'approve', 'reject', 'return', 'expireApprove', 'expireReject', 'remove'),
    pick: fc.nat(20),
  }) as fc.Arbitrary<Move>;

  it('never leaves a task open once a run has ended, never waits with nothing open, and always ends when everyone approves', async () => {
    const model = await modelOf(xml);
    await fc.assert(
      fc.asyncProperty(fc.array(move, { maxLength: 40 }), async (moves) => {
        let state = ok(start(model, env, APPLICANT)).state;
        for (const { kind, pick } of moves) {
          if (state.status !== 'running') break;
          const open = state.tasks[pick % state.tasks.length];
          const who = undecided(open)[pick % undecided(open).length];
          const targets = rejectTargets(model, state, open.nodeId);
          const result =
            kind === 'approve'
              ? complete(model, state, open.id, { decision: 'approve' }, { userId: who }, env)
              : kind === 'reject'
                ? complete(model, state, open.id, { decision: 'reject' }, { userId: who }, env)
                : kind === 'return' && targets.length > 0
                  ? complete(model, state, open.id, { decision: 'reject', to: targets[pick % targets.length].nodeId }, { userId: who }, env)
                  : kind === 'expireApprove'
                    ? expire(model, state, open.id, 'approve', env)
                    : kind === 'expireReject'
                      ? expire(model, state, open.id, 'reject', env)
                      : removeApprover(model, state, open.id, who, env);
          // A refusal (removing the last approver, say) changes nothing.
          if (result.ok) state = result.state;
          checkInvariant(state);
        }
        // Whatever happened, approving everything from here ends the run.
        for (let step = 0; state.status === 'running' && step < 50; step++) {
          const open = state.tasks[0];
          state = ok(complete(model, state, open.id, { decision: 'approve' }, { userId: undecided(open)[0] }, env)).state;
          checkInvariant(state);
        }
        expect(['completed', 'rejected']).toContain(state.status);
      }),
      { numRuns: 300 },
    );
  });

  const checkInvariant = (state: ProcessState) => {
    if (state.status === 'running') expect(state.tasks.length).toBeGreaterThan(0);
    else expect([state.tasks, state.joins]).toEqual([[], {}]);
  };
});
