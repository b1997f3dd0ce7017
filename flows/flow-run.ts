import type { ErrorCode } from '../src/shared/error-codes.ts';
import type { WorkflowMessageId } from '../src/shared/i18n/workflow.zh.ts';
import { ExpressionError, evaluateCondition, parseCondition, type Scope } from './condition-expression.ts';
import { isAssigneeType, nodeLabel, ruleOf, type ProcessModel, type ProcessNode } from './process-model.ts';
import type { Actor, CancelReason, OpenTask, ProcessEnv, ProcessEvent, ProcessRefusal, ProcessState, StepResult, TaskMode, UserId } from './process-state.ts';

/**
 * One call of the executor (`flow-executor.ts`, `flow-interventions.ts`) works on a copy of the state, a `Run`,
 * through these steps: tokens arrive at nodes, tasks open and close, the run settles. Nothing here reads a clock,
 * a database or a random source, so the same inputs always give the same state.
 */

class Refused extends Error {
  constructor(readonly refusal: ProcessRefusal) {
    super(refusal.messageId);
  }
}
export function refuse(code: ErrorCode, messageId: WorkflowMessageId, node?: ProcessNode): never {
  // The step by its id too, so whoever shows the refusal names it in the reader's language.
  throw new Refused({ code, messageId, ...(node ? { values: { node: nodeLabel(node), nodeId: node.id } } : {}) });
}

/** Loops through gateways without a user task in between would never rest: cap the work of one call. */
const MAX_STEPS = 1000;

/** How many approvals close a task. */
export function approvalsNeeded(task: Pick<OpenTask, 'mode' | 'threshold' | 'assignees'>): number {
  const count = task.assignees.length;
  if (task.mode === 'all') return count;
  if (task.mode === 'vote') {
    const threshold = task.threshold ?? 1;
    return Math.min(count, Math.max(1, threshold <= 1 ? Math.ceil(threshold * count) : Math.floor(threshold)));
  }
  return 1;
}

/** One call's working copy: the caller's state is never mutated. */
export type Run = { model: ProcessModel; env: ProcessEnv; state: ProcessState; events: ProcessEvent[]; steps: number };

function scopeOf(run: Run): Scope {
  return { ...run.env.doc, params: run.env.params ?? {}, applicant: { id: run.state.applicantId } };
}

function approvedSoFar(state: ProcessState): Set<UserId> {
  return new Set(state.trail.flatMap((entry) => entry.approvers));
}

function resolveAssignees(run: Run, node: ProcessNode): UserId[] {
  const raw = node.assignee;
  if (!raw || !isAssigneeType(raw.type)) return refuse(1011, 'workflow.process.noAssignee', node);
  let users: readonly UserId[];
  if (raw.type === 'chosen') {
    users = run.env.chosen?.[node.id] ?? [];
    if (users.length === 0) refuse(1003, 'workflow.process.chosenMissing', node);
  } else users = run.env.resolve(ruleOf(raw), { applicantId: run.state.applicantId, nodeId: node.id, doc: run.env.doc });
  let assignees = [...new Set(users)];
  if (node.noSelfApproval) assignees = assignees.filter((user) => user !== run.state.applicantId);
  if (assignees.length === 0) refuse(1011, 'workflow.process.noAssignee', node);
  return assignees;
}

/** Creates the task of a user task node, or passes it when `oa:skipRepeated` finds its approvals already given. */
export function enterTask(run: Run, node: ProcessNode, allowSkip: boolean) {
  const assignees = resolveAssignees(run, node);
  const mode: TaskMode = node.multi === 'all' || node.multi === 'any' || node.multi === 'vote' ? node.multi : 'single';
  const task: OpenTask = { id: `t${++run.state.seq}`, nodeId: node.id, mode, assignees, approvals: [], rejections: [] };
  if (mode === 'vote' && node.threshold !== undefined) task.threshold = node.threshold;
  if (allowSkip && node.skipRepeated) {
    const already = approvedSoFar(run.state);
    task.approvals = assignees.filter((user) => already.has(user));
    if (task.approvals.length >= approvalsNeeded(task)) {
      run.state.trail.push({ nodeId: node.id, approvers: [], skipped: true });
      run.events.push({ type: 'task.skipped', nodeId: node.id, assignees });
      leave(run, node);
      return;
    }
  }
  run.state.tasks.push(task);
  run.events.push({ type: 'task.created', taskId: task.id, nodeId: node.id, assignees });
}

/** A CC step: the people its rule names get a copy as the flow passes (spec §3 CC); nothing waits there. */
function copyAndPass(run: Run, node: ProcessNode) {
  const raw = node.assignee;
  const users =
    raw && isAssigneeType(raw.type) && raw.type !== 'chosen'
      ? [...new Set(run.env.resolve(ruleOf(raw), { applicantId: run.state.applicantId, nodeId: node.id, doc: run.env.doc }))]
      : [];
  if (users.length > 0) run.events.push({ type: 'cc.sent', nodeId: node.id, users });
  leave(run, node);
}

function chooseFlow(run: Run, node: ProcessNode): string {
  const scope = scopeOf(run);
  for (const flowId of node.outgoing) {
    const flow = run.model.flows[flowId];
    if (flowId === node.defaultFlow || !flow.condition) continue;
    try {
      if (evaluateCondition(parseCondition(flow.condition), scope)) return flowId;
    } catch (error) {
      if (error instanceof ExpressionError) refuse(1002, 'workflow.process.conditionFailed', node);
      throw error;
    }
  }
  if (node.defaultFlow) return node.defaultFlow;
  // A single unconditioned way out is simply taken.
  if (node.outgoing.length === 1 && !run.model.flows[node.outgoing[0]].condition) return node.outgoing[0];
  return refuse(1002, 'workflow.process.noRoute', node);
}

export function leave(run: Run, node: ProcessNode) {
  for (const flowId of node.outgoing) arrive(run, flowId);
}

/** A token arrives at the target of `flowId`. */
function arrive(run: Run, flowId: string) {
  const flow = run.model.flows[flowId];
  const node = run.model.nodes[flow.target];
  if (++run.steps > MAX_STEPS) refuse(1010, 'workflow.process.loop', node);
  switch (node.kind) {
    case 'endEvent':
      return;
    case 'userTask':
      return enterTask(run, node, true);
    case 'ccTask':
      return copyAndPass(run, node);
    case 'exclusiveGateway': {
      const chosen = chooseFlow(run, node);
      run.events.push({ type: 'gateway.passed', nodeId: node.id, flowId: chosen });
      return arrive(run, chosen);
    }
    case 'parallelGateway': {
      if (node.incoming.length > 1) {
        const arrived = new Set([...(run.state.joins[node.id] ?? []), flowId]);
        if (arrived.size < node.incoming.length) {
          run.state.joins[node.id] = [...arrived];
          return;
        }
        delete run.state.joins[node.id];
      }
      run.events.push(...node.outgoing.map((id) => ({ type: 'gateway.passed' as const, nodeId: node.id, flowId: id })));
      return leave(run, node);
    }
    default:
      return refuse(1010, 'workflow.process.unsupportedNode', node);
  }
}

/** After each call: nothing open and nothing waiting means the process reached its end. */
function settle(run: Run) {
  if (run.state.status !== 'running' || run.state.tasks.length > 0) return;
  if (Object.keys(run.state.joins).length > 0) refuse(1010, 'workflow.process.stuck');
  run.state.status = 'completed';
  run.events.push({ type: 'process.completed' });
}

export function execute(model: ProcessModel, env: ProcessEnv, state: ProcessState, body: (run: Run) => void): StepResult {
  const run: Run = { model, env, state: structuredClone(state), events: [], steps: 0 };
  try {
    body(run);
    settle(run);
    return { ok: true, state: run.state, events: run.events };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, refusal: error.refusal };
    throw error;
  }
}

/** For calls that resolve no assignee and read no document. */
export const NO_ENV: ProcessEnv = { doc: {}, resolve: () => [] };

/** A call on the state alone, which never reads the model (withdraw, terminate, reassign). */
export const executeOnState = (state: ProcessState, body: (run: Run) => void) => execute({ id: '', name: '', nodes: {}, flows: {} }, NO_ENV, state, body);

export function cancelAll(run: Run, reason?: CancelReason) {
  for (const task of run.state.tasks) run.events.push({ type: 'task.cancelled', taskId: task.id, nodeId: task.nodeId, ...(reason ? { reason } : {}) });
  run.state.tasks = [];
  run.state.joins = {};
}

export function requireRunning(state: ProcessState) {
  if (state.status !== 'running') refuse(1010, 'workflow.process.notRunning');
}

export function findTask(state: ProcessState, taskId: string): OpenTask {
  const task = state.tasks.find((t) => t.id === taskId);
  return task ?? refuse(1012, 'workflow.process.taskNotFound');
}

/**
 * The stretch of the route a node lies on: the nodes reachable backwards from it without crossing a parallel
 * gateway. `inBranch` says whether that stretch starts at a parallel split, i.e. lies on one of its branches.
 */
function segmentOf(model: ProcessModel, nodeId: string): { nodes: Set<string>; inBranch: boolean } {
  const nodes = new Set<string>([nodeId]);
  const queue = [nodeId];
  let inBranch = false;
  while (queue.length > 0) {
    for (const flowId of model.nodes[queue.shift() as string].incoming) {
      const source = model.nodes[model.flows[flowId].source];
      if (source.kind === 'parallelGateway') {
        if (source.outgoing.length > 1) inBranch = true;
        continue;
      }
      if (nodes.has(source.id)) continue;
      nodes.add(source.id);
      queue.push(source.id);
    }
  }
  return { nodes, inBranch };
}

/** Whether a node lies on a branch of a parallel split (before its join). */
export const isInParallelBranch = (model: ProcessModel, nodeId: string) => segmentOf(model, nodeId).inBranch;

/**
 * Where a rejection from the task at `fromNodeId` may send the document: a step it passed that lies outside every
 * parallel branch (the whole run goes back there), or an earlier step of the rejecting task's own branch (that branch
 * alone goes back; its siblings carry on). A step of another branch is never a target: its join would wait for ever.
 */
export const canReturnTo = (model: ProcessModel, state: ProcessState, nodeId: string, fromNodeId?: string) => {
  if (model.nodes[nodeId]?.kind !== 'userTask' || !state.trail.some((entry) => entry.nodeId === nodeId && !entry.skipped)) return false;
  if (!isInParallelBranch(model, nodeId)) return true;
  return fromNodeId !== undefined && segmentOf(model, fromNodeId).inBranch && segmentOf(model, fromNodeId).nodes.has(nodeId);
};

function returnTo(run: Run, nodeId: string, fromNodeId?: string) {
  const node = run.model.nodes[nodeId];
  if (!canReturnTo(run.model, run.state, nodeId, fromNodeId)) refuse(1006, 'workflow.process.rejectTarget');
  const index = run.state.trail.findLastIndex((entry) => entry.nodeId === nodeId && !entry.skipped);
  if (isInParallelBranch(run.model, nodeId)) {
    // Within one branch: only its own open tasks close, and only its own steps are asked again.
    const branch = segmentOf(run.model, nodeId).nodes;
    for (const task of run.state.tasks.filter((open) => branch.has(open.nodeId)))
      run.events.push({ type: 'task.cancelled', taskId: task.id, nodeId: task.nodeId });
    run.state.tasks = run.state.tasks.filter((open) => !branch.has(open.nodeId));
    run.state.trail = run.state.trail.filter((entry, at) => at < index || !branch.has(entry.nodeId));
  } else {
    cancelAll(run, 'siblingRejected');
    // Approvals given from that step on no longer count: they are asked again (and never skipped as repeated).
    run.state.trail = run.state.trail.slice(0, index);
  }
  run.events.push({ type: 'process.returned', nodeId });
  enterTask(run, node, false);
}

/** A vote fails only once the remaining voters can no longer reach the threshold. */
export const voteStillOpen = (task: OpenTask) =>
  task.mode === 'vote' && task.approvals.length + (task.assignees.length - task.approvals.length - task.rejections.length) >= approvalsNeeded(task);

/** The task has the approvals it needs: an added approver's task hands the node back or on, else the flow moves on. */
export function closeApproved(run: Run, task: OpenTask) {
  run.state.tasks = run.state.tasks.filter((t) => t.id !== task.id);
  run.events.push({ type: 'task.completed', taskId: task.id, nodeId: task.nodeId, outcome: 'approved' });
  const approvers = [...(task.carry ?? []), ...task.approvals];
  const next: Omit<OpenTask, 'id' | 'nodeId'> | undefined = task.resume
    ? task.resume
    : task.then?.length
      ? { mode: 'all', assignees: task.then, approvals: [], rejections: [], carry: approvers }
      : undefined;
  if (next) {
    openTask(run, task.nodeId, next);
    return;
  }
  run.state.trail.push({ nodeId: task.nodeId, approvers });
  leave(run, run.model.nodes[task.nodeId]);
}

/** The task is rejected: back to an earlier step when `to` names one, else to the applicant, closing every other task. */
export function closeRejected(run: Run, task: OpenTask, to?: string) {
  run.state.tasks = run.state.tasks.filter((t) => t.id !== task.id);
  run.events.push({ type: 'task.completed', taskId: task.id, nodeId: task.nodeId, outcome: 'rejected' });
  if (to !== undefined) return returnTo(run, to, task.nodeId);
  cancelAll(run, 'siblingRejected');
  run.state.status = 'rejected';
  run.events.push({ type: 'process.rejected' });
}

export function openTask(run: Run, nodeId: string, body: Omit<OpenTask, 'id' | 'nodeId'>): OpenTask {
  const task: OpenTask = { id: `t${++run.state.seq}`, nodeId, ...body };
  run.state.tasks.push(task);
  run.events.push({ type: 'task.created', taskId: task.id, nodeId, assignees: task.assignees });
  return task;
}

/** The user is on the task and has not decided yet. */
export const isPending = (task: OpenTask, user: UserId) => task.assignees.includes(user) && !task.approvals.includes(user) && !task.rejections.includes(user);

/**
 * A step that refuses self-approval refuses it whoever acts: the applicant decides no task of that step on their
 * own document, neither as its assignee nor as someone's delegate, nor hands it on (transfer, add approver).
 */
export function refuseSelfApproval(run: Run, task: OpenTask, actor: Actor) {
  if (!run.model.nodes[task.nodeId]?.noSelfApproval) return;
  if (actor.userId === run.state.applicantId || actor.onBehalfOf === run.state.applicantId) refuse(1004, 'workflow.process.selfApproval');
}
