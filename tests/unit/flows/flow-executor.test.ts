import { describe, expect, it } from 'vitest';
import { readBpmn } from '../../../flows/bpmn-reader.ts';
import { complete, rejectTargets, start, tasksFor } from '../../../flows/flow-executor.ts';
import { reassign, terminate, withdraw } from '../../../flows/flow-interventions.ts';
import type { Decision, ProcessEnv, ProcessState, StepResult } from '../../../flows/process-state.ts';
import { simulate, undecided, type Decider } from '../../../flows/flow-simulator.ts';
import { lifecycleEventFor } from '../../../flows/lifecycle-bridge.ts';
import { genericLifecycle } from '../../../machines/generic-status.machine.ts';
import { NOBODY, applyEvent, type Asker } from '../../../machines/lifecycle.ts';
import type { ProcessModel } from '../../../flows/process-model.ts';
import { bpmn, demoResolver, envFor, EXPENSE_FLOWS, flow, readShipped, task } from './flow-fixtures.helpers.ts';

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
const only = (state: ProcessState) => {
  expect(state.tasks).toHaveLength(1);
  return state.tasks[0];
};
const approve: Decision = { decision: 'approve' };

/**
 * Every run of a flow, branching at each open task into approve, reject to the applicant, and reject to each
 * earlier step; a rejection to the applicant is followed by a resubmission (a new run) at most once.
 */
function exploreRuns(model: ProcessModel, env: ProcessEnv) {
  const outcomes: { route: string[]; status: ProcessState['status'] }[] = [];
  const visit = (state: ProcessState, route: string[], resubmitted: boolean, depth: number) => {
    expect(depth, route.join(' ')).toBeLessThan(30);
    if (state.status === 'rejected' && !resubmitted) return visit(ok(start(model, env, APPLICANT)).state, [...route, 'resubmit'], true, depth + 1);
    if (state.status !== 'running') return outcomes.push({ route, status: state.status });
    const open = state.tasks[0];
    const by = undecided(open)[0];
    const choices: Decision[] = [approve, { decision: 'reject' }];
    // Returning to an earlier step only once per run keeps the tree finite.
    if (!route.some((step) => step.startsWith('return')))
      for (const target of rejectTargets(model, state)) choices.push({ decision: 'reject', to: target.nodeId });
    for (const decision of choices) {
      const result = complete(model, state, open.id, decision, { userId: by }, env);
      expect(result.ok, `${route.join(' ')} ${JSON.stringify(decision)}`).toBe(true);
      if (!result.ok) continue;
      const label = decision.decision === 'approve' ? `${open.nodeId}:ok` : decision.to ? `return:${decision.to}` : `${open.nodeId}:reject`;
      visit(result.state, [...route, label], resubmitted, depth + 1);
    }
  };
  visit(ok(start(model, env, APPLICANT)).state, [], false, 0);
  return outcomes;
}

describe.each(EXPENSE_FLOWS.map((f) => [f.key, f] as const))('the shipped flow %s', (_file, shipped) => {
  it('goes department head → finance → end when the amount is within the threshold', async () => {
    const run = simulate(await modelOf(readShipped(shipped)), envFor({ amount: 9999.99 }), APPLICANT);
    expect(run.outcome).toBe('completed');
    expect(run.route.map((step) => [step.nodeId, step.assignees, step.outcome, step.by])).toEqual([
      ['Task_DeptHead', [2], 'approved', 2],
      ['Task_Finance', [3, 4], 'approved', 3],
    ]);
  });

  it('adds the general manager above the threshold, also for an amount typed as text', async () => {
    const model = await modelOf(readShipped(shipped));
    for (const amount of [10000.01, '25000.00']) {
      const run = simulate(model, envFor({ amount }), APPLICANT);
      expect(run.outcome).toBe('completed');
      expect(run.route.map((step) => step.nodeName)).toEqual(['部门负责人审批', '财务审批', '总经理审批']);
    }
  });

  it.each([500, 50000])('ends every combination of approvals and rejections (amount %i)', async (amount) => {
    const outcomes = exploreRuns(await modelOf(readShipped(shipped)), envFor({ amount }));
    expect(outcomes.length).toBeGreaterThan(5);
    expect(new Set(outcomes.map((o) => o.status))).toEqual(new Set(['completed', 'rejected']));
  });
});

describe('the executor', () => {
  const twoSteps = () => modelOf(readShipped(EXPENSE_FLOWS[2]));

  it('keeps its state as plain JSON and continues from a stored copy exactly as from the original', async () => {
    const model = await twoSteps();
    const env = envFor({ amount: 20000 });
    const started = ok(start(model, env, APPLICANT));
    const stored: ProcessState = JSON.parse(JSON.stringify(started.state));
    expect(stored).toEqual(started.state);
    const fromOriginal = complete(model, started.state, 't1', approve, { userId: 2 }, env);
    const fromStored = complete(model, stored, 't1', approve, { userId: 2 }, env);
    expect(fromStored).toEqual(fromOriginal);
  });

  it('never changes the state it is given', async () => {
    const model = await twoSteps();
    const env = envFor({ amount: 20000 });
    const state = ok(start(model, env, APPLICANT)).state;
    const before = JSON.stringify(state);
    ok(complete(model, state, 't1', approve, { userId: 2 }, env));
    ok(withdraw(state, { userId: APPLICANT }));
    expect(JSON.stringify(state)).toBe(before);
  });

  it('reports what happened as events for the history rows', async () => {
    const model = await twoSteps();
    const env = envFor({ amount: 20000 });
    const started = ok(start(model, env, APPLICANT));
    expect(started.events).toEqual([{ type: 'task.created', taskId: 't1', nodeId: 'Task_DeptHead', assignees: [2] }]);
    const approved = ok(complete(model, started.state, 't1', approve, { userId: 9, onBehalfOf: 2 }, env));
    expect(approved.events).toEqual([
      { type: 'task.approved', taskId: 't1', nodeId: 'Task_DeptHead', userId: 9, onBehalfOf: 2 },
      { type: 'task.completed', taskId: 't1', nodeId: 'Task_DeptHead', outcome: 'approved' },
      { type: 'task.created', taskId: 't2', nodeId: 'Task_Finance', assignees: [3, 4] },
    ]);
    expect(tasksFor(approved.state, 3)).toHaveLength(1);
    expect(tasksFor(approved.state, 9, [4])).toHaveLength(1);
    expect(tasksFor(approved.state, 2)).toEqual([]);
  });

  it('refuses with the spec codes', async () => {
    const model = await twoSteps();
    const env = envFor({ amount: 20000 });
    const state = ok(start(model, env, APPLICANT)).state;
    const code = (result: StepResult) => (result.ok ? 200 : result.refusal.code);
    expect(code(complete(model, state, 't1', approve, { userId: 3 }, env))).toBe(1004);
    expect(code(complete(model, state, 't9', approve, { userId: 2 }, env))).toBe(1012);
    expect(code(complete(model, state, 't1', { decision: 'reject', to: 'Task_Finance' }, { userId: 2 }, env))).toBe(1006);
    expect(code(withdraw(state, { userId: 2 }))).toBe(1008);
    const withdrawn = ok(withdraw(state, { userId: APPLICANT }));
    expect(withdrawn.state.status).toBe('withdrawn');
    expect(withdrawn.events).toEqual([{ type: 'task.cancelled', taskId: 't1', nodeId: 'Task_DeptHead' }, { type: 'process.withdrawn' }]);
    expect(code(complete(model, withdrawn.state, 't1', approve, { userId: 2 }, env))).toBe(1010);
    expect(code(withdraw(withdrawn.state, { userId: APPLICANT }))).toBe(1008);
    expect(
      code(
        start(
          model,
          envFor({ amount: 1 }, () => []),
          APPLICANT,
        ),
      ),
    ).toBe(1011);
    expect(ok(terminate(state)).state.status).toBe('terminated');
  });

  it('rejects back to an earlier step, whose approver decides again', async () => {
    const model = await twoSteps();
    const env = envFor({ amount: 20000 });
    let state = ok(start(model, env, APPLICANT)).state;
    state = ok(complete(model, state, 't1', approve, { userId: 2 }, env)).state;
    expect(rejectTargets(model, state)).toEqual([{ nodeId: 'Task_DeptHead', name: '部门负责人审批', approvers: [2] }]);
    const returned = ok(complete(model, state, 't2', { decision: 'reject', to: 'Task_DeptHead' }, { userId: 4 }, env));
    expect(returned.events.map((e) => e.type)).toEqual(['task.rejected', 'task.completed', 'process.returned', 'task.created']);
    expect(only(returned.state)).toMatchObject({ nodeId: 'Task_DeptHead', assignees: [2] });
    expect(returned.state.trail).toEqual([]);
  });

  it('skips a step whose approver already approved, and keeps applicants from approving themselves', async () => {
    const model = await twoSteps();
    const sameHead = envFor({ amount: 20000 }, (rule) => (rule.type === 'deptHead' ? [3] : demoResolver(rule, { applicantId: 1, nodeId: '', doc: {} })));
    let result = ok(start(model, sameHead, APPLICANT));
    result = ok(complete(model, result.state, 't1', approve, { userId: 3 }, sameHead));
    expect(result.events).toContainEqual({ type: 'task.skipped', nodeId: 'Task_Finance', assignees: [3, 4] });
    expect(only(result.state).nodeId).toBe('Task_GeneralManager');

    const selfHead = envFor({ amount: 1 }, (rule) => (rule.type === 'deptHead' ? [APPLICANT, 2] : [3]));
    expect(only(ok(start(model, selfHead, APPLICANT)).state).assignees).toEqual([2]);
    const onlySelf = envFor({ amount: 1 }, (rule) => (rule.type === 'deptHead' ? [APPLICANT] : [3]));
    expect(start(model, onlySelf, APPLICANT)).toMatchObject({ ok: false, refusal: { code: 1011, values: { node: '部门负责人审批' } } });
  });

  it('transfers a task and adds an approver', async () => {
    const model = await twoSteps();
    const env = envFor({ amount: 1 });
    const state = ok(start(model, env, APPLICANT)).state;
    const moved = ok(reassign(state, 't1', 9, 2));
    expect(only(moved.state).assignees).toEqual([9]);
    expect(complete(model, moved.state, 't1', approve, { userId: 2 }, env)).toMatchObject({ ok: false, refusal: { code: 1004 } });
    expect(only(ok(reassign(state, 't1', 9)).state).assignees).toEqual([2, 9]);
    expect(reassign(state, 't1', 9, 5)).toMatchObject({ ok: false, refusal: { code: 1004 } });
  });
});

describe('gateways and multi-instance tasks', () => {
  const multi = (attrs: string) =>
    modelOf(
      bpmn(
        `<bpmn:startEvent id="S" />${task('Vote', `oa:assigneeType="role" oa:assignee="approver" ${attrs}`)}<bpmn:endEvent id="E" />${flow('f1', 'S', 'Vote')}${flow('f2', 'Vote', 'E')}`,
      ),
    );
  const env = envFor({});
  const decide = (model: ProcessModel, decisions: [number, 'approve' | 'reject'][]) => {
    let state = ok(start(model, env, APPLICANT)).state;
    for (const [userId, decision] of decisions) state = ok(complete(model, state, 't1', { decision }, { userId }, env)).state;
    return state;
  };

  it('needs every approval for all, and fails on one rejection', async () => {
    const model = await multi('oa:multi="all"');
    expect(
      decide(model, [
        [6, 'approve'],
        [7, 'approve'],
      ]).status,
    ).toBe('running');
    expect(
      decide(model, [
        [6, 'approve'],
        [7, 'approve'],
        [8, 'approve'],
      ]).status,
    ).toBe('completed');
    expect(
      decide(model, [
        [6, 'approve'],
        [8, 'reject'],
      ]).status,
    ).toBe('rejected');
  });

  it('lets the first decision count for any', async () => {
    const model = await multi('oa:multi="any"');
    expect(decide(model, [[7, 'approve']]).status).toBe('completed');
    expect(decide(model, [[7, 'reject']]).status).toBe('rejected');
  });

  it('passes a vote at its threshold and fails it once the threshold is out of reach', async () => {
    const model = await multi('oa:multi="vote" oa:threshold="0.6"');
    expect(
      decide(model, [
        [6, 'approve'],
        [7, 'reject'],
      ]).status,
    ).toBe('running');
    expect(
      decide(model, [
        [6, 'approve'],
        [7, 'reject'],
        [8, 'approve'],
      ]).status,
    ).toBe('completed');
    expect(
      decide(model, [
        [6, 'reject'],
        [7, 'reject'],
      ]).status,
    ).toBe('rejected');
    const state = decide(model, [[6, 'approve']]);
    expect(complete(model, state, 't1', approve, { userId: 6 }, env)).toMatchObject({ ok: false, refusal: { code: 1005 } });
  });

  it('splits at a parallel gateway and waits at the join for both branches', async () => {
    const model = await modelOf(
      bpmn(
        `<bpmn:startEvent id="S" /><bpmn:parallelGateway id="Split" />${task('Legal', 'oa:assigneeType="users" oa:assignee="10"')}${task('Money')}` +
          `<bpmn:parallelGateway id="Join" />${task('Boss', 'oa:assigneeType="post" oa:assignee="gm"')}<bpmn:endEvent id="E" />` +
          `${flow('a', 'S', 'Split')}${flow('b', 'Split', 'Legal')}${flow('c', 'Split', 'Money')}${flow('d', 'Legal', 'Join')}${flow('e', 'Money', 'Join')}${flow('f', 'Join', 'Boss')}${flow('g', 'Boss', 'E')}`,
      ),
    );
    const users = envFor({}, (rule) =>
      rule.type === 'users' ? (rule.value ?? '').split(',').map(Number) : demoResolver(rule, { applicantId: 1, nodeId: '', doc: {} }),
    );
    let state = ok(start(model, users, APPLICANT)).state;
    expect(state.tasks.map((t) => t.nodeId)).toEqual(['Legal', 'Money']);
    state = ok(complete(model, state, 't2', approve, { userId: 3 }, users)).state;
    expect(state.joins).toEqual({ Join: ['e'] });
    state = ok(complete(model, state, 't1', approve, { userId: 10 }, users)).state;
    expect(state.tasks.map((t) => t.nodeId)).toEqual(['Boss']);
    // A branch step is no place to send the run back to: the join would wait for the other branch forever.
    expect(rejectTargets(model, state)).toEqual([]);
    expect(complete(model, state, 't3', { decision: 'reject', to: 'Legal' }, { userId: 5 }, users)).toMatchObject({ ok: false, refusal: { code: 1006 } });
    expect(simulate(model, users, APPLICANT).outcome).toBe('completed');
    expect(exploreRuns(model, users).map((run) => run.status)).toContain('completed');
  });

  it('refuses with 1002 when no condition holds and there is no default, and asks for chosen approvers (1003)', async () => {
    const noDefault = await modelOf(
      bpmn(
        `<bpmn:startEvent id="S" /><bpmn:exclusiveGateway id="G" name="Amount?" />${task('A')}<bpmn:endEvent id="E" />${flow('f1', 'S', 'G')}${flow('big', 'G', 'A', 'amount &gt; 100')}${flow('f2', 'A', 'E')}`,
      ),
    );
    expect(start(noDefault, envFor({ amount: 5 }), APPLICANT)).toEqual({
      ok: false,
      refusal: { code: 1002, messageId: 'workflow.process.noRoute', values: { node: 'Amount?', nodeId: 'G' } },
    });
    const chosen = await modelOf(
      bpmn(`<bpmn:startEvent id="S" />${task('Pick', 'oa:assigneeType="chosen"')}<bpmn:endEvent id="E" />${flow('f1', 'S', 'Pick')}${flow('f2', 'Pick', 'E')}`),
    );
    expect(start(chosen, envFor({}), APPLICANT)).toMatchObject({ ok: false, refusal: { code: 1003 } });
    expect(only(ok(start(chosen, { ...envFor({}), chosen: { Pick: [42] } }, APPLICANT)).state).assignees).toEqual([42]);
  });

  it('refuses to start a flow without a start event (1010)', async () => {
    const headless = await modelOf(bpmn(`${task('A')}<bpmn:endEvent id="E" />${flow('f1', 'A', 'E')}`));
    expect(start(headless, envFor({}), APPLICANT)).toEqual({ ok: false, refusal: { code: 1010, messageId: 'workflow.flow.noStart' } });
  });

  it('stops a loop of gateways without a task', async () => {
    const loop = await modelOf(
      bpmn(
        `<bpmn:startEvent id="S" /><bpmn:exclusiveGateway id="G1" /><bpmn:exclusiveGateway id="G2" /><bpmn:endEvent id="E" />${flow('f1', 'S', 'G1')}${flow('f2', 'G1', 'G2')}${flow('f3', 'G2', 'G1')}`,
      ),
    );
    expect(start(loop, envFor({}), APPLICANT)).toMatchObject({ ok: false, refusal: { code: 1010, messageId: 'workflow.process.loop' } });
  });

  it('lets the simulator reject back and forth as a script says', async () => {
    const model = await modelOf(readShipped(EXPENSE_FLOWS[0]));
    let returned = false;
    const script: Decider = (open, state) => {
      if (open.nodeId === 'Task_Finance' && !returned) {
        returned = true;
        return { decision: { decision: 'reject', to: rejectTargets(model, state)[0].nodeId }, by: 3 };
      }
      return { decision: approve, by: undecided(open)[0] };
    };
    const run = simulate(model, envFor({ amount: 1 }), APPLICANT, script);
    expect(run.outcome).toBe('completed');
    expect(run.route.map((step) => `${step.nodeId}:${step.outcome}`)).toEqual([
      'Task_DeptHead:approved',
      'Task_Finance:rejected',
      'Task_DeptHead:returned',
      'Task_DeptHead:approved',
      'Task_Finance:approved',
    ]);
  });
});

describe('the lifecycle bridge', () => {
  it('turns the last approval into a final approve and a rejection to the applicant into a reject', async () => {
    const model = await modelOf(readShipped(EXPENSE_FLOWS[0]));
    const env = envFor({ amount: 1 });
    let state = ok(start(model, env, APPLICANT)).state;
    let result = ok(complete(model, state, 't1', approve, { userId: 2 }, env));
    expect(lifecycleEventFor(approve, result.events)).toEqual({ type: 'approval.approve', final: false });
    state = result.state;
    const back = ok(complete(model, state, 't2', { decision: 'reject', to: 'Task_DeptHead' }, { userId: 3 }, env));
    expect(lifecycleEventFor({ decision: 'reject', to: 'Task_DeptHead' }, back.events)).toEqual({ type: 'approval.reject', toEarlierNode: true });
    const out = ok(complete(model, state, 't2', { decision: 'reject' }, { userId: 3 }, env));
    expect(lifecycleEventFor({ decision: 'reject' }, out.events)).toEqual({ type: 'approval.reject', toEarlierNode: false });
    result = ok(complete(model, state, 't2', approve, { userId: 3 }, env));
    expect(lifecycleEventFor(approve, result.events)).toEqual({ type: 'approval.approve', final: true });
  });

  it('drives the generic machine in step with the flow', async () => {
    const model = await modelOf(readShipped(EXPENSE_FLOWS[0]));
    const env = envFor({ amount: 1 });
    const approver: Asker = { ...NOBODY, isCurrentApprover: true };
    let status = 3;
    let state = ok(start(model, env, APPLICANT)).state;
    for (const [taskId, userId] of [
      ['t1', 2],
      ['t2', 3],
    ] as const) {
      const result = ok(complete(model, state, taskId, approve, { userId }, env));
      const moved = applyEvent(genericLifecycle, status, { asker: approver }, lifecycleEventFor(approve, result.events));
      if (!moved.ok) throw new Error('refused');
      status = moved.to;
      state = result.state;
    }
    expect([state.status, status]).toEqual(['completed', 4]);
  });
});
