import type { ErrorCode } from '../src/shared/error-codes.ts';
import type { WorkflowMessageId } from '../src/shared/i18n/workflow.zh.ts';
import { ExpressionError, evaluateCondition, parseCondition, type Scope } from './condition-expression.ts';
import { isAssigneeType, nodeLabel, ruleOf, startNodes, type AssigneeRule, type MultiMode, type ProcessModel, type ProcessNode } from './process-model.ts';

/**
 * Runs a process model as a pure state function (DESIGN.md §4): the server loads `ProcessState` from its row,
 * calls `start` / `complete` / `withdraw` / `terminate` / `reassign` inside the transaction that changes the
 * document's status, stores the new state and writes a history row per returned event. Nothing here reads a
 * clock, a database or a random source, so the same inputs always give the same state.
 */

export type UserId = number;

/** Resolves a rule to active user ids; synchronous, so the server resolves `assigneeRules(model)` up front. */
export type AssigneeResolver = (rule: AssigneeRule, context: { applicantId: UserId; nodeId: string; doc: Scope }) => readonly UserId[];

export type ProcessEnv = {
  /** The document's fields as conditions see them (`amount`, ...). */
  doc: Scope;
  /** System parameters, read by conditions as `params.<name>` (e.g. `params.approvalThreshold`). */
  params?: Scope;
  resolve: AssigneeResolver;
  /** Approvers picked in the approver dialog for `chosen` tasks, by node id. */
  chosen?: Readonly<Record<string, readonly UserId[]>>;
};

export type TaskMode = 'single' | MultiMode;

export type OpenTask = {
  id: string;
  nodeId: string;
  mode: TaskMode;
  threshold?: number;
  assignees: UserId[];
  approvals: UserId[];
  rejections: UserId[];
  /** Added after (spec §3 add an approver): asked, all of them, once this task is approved, before the flow moves on. */
  then?: UserId[];
  /** Added before: this task was inserted ahead of `resume`, which opens again once it is approved. */
  resume?: Omit<OpenTask, 'id' | 'nodeId'>;
  /** Approvers of the task an added one follows, counted in the trail when the node is left. */
  carry?: UserId[];
};

/** A user task that was passed: who approved it (empty when skipped). Rejections back to it cut the trail there. */
export type TrailEntry = { nodeId: string; approvers: UserId[]; skipped?: boolean };

export type ProcessStatus = 'running' | 'completed' | 'rejected' | 'withdrawn' | 'terminated';

export type ProcessState = {
  version: 1;
  status: ProcessStatus;
  applicantId: UserId;
  tasks: OpenTask[];
  /** Parallel joins waiting: gateway id → incoming flow ids that have arrived. */
  joins: Record<string, string[]>;
  trail: TrailEntry[];
  /** Counter for task ids, so ids are stable across replays. */
  seq: number;
};

export type ProcessEvent =
  | { type: 'task.created'; taskId: string; nodeId: string; assignees: UserId[] }
  | { type: 'task.skipped'; nodeId: string; assignees: UserId[] }
  | { type: 'task.approved'; taskId: string; nodeId: string; userId: UserId; onBehalfOf?: UserId }
  | { type: 'task.rejected'; taskId: string; nodeId: string; userId: UserId; onBehalfOf?: UserId }
  | { type: 'task.completed'; taskId: string; nodeId: string; outcome: 'approved' | 'rejected' }
  /** `reason`: why a task nobody decided was closed (a sibling branch's rejection, an administrator's jump). */
  | { type: 'task.cancelled'; taskId: string; nodeId: string; reason?: CancelReason }
  | { type: 'task.assigneeRemoved'; taskId: string; nodeId: string; userId: UserId }
  | { type: 'task.timedOut'; taskId: string; nodeId: string; action: 'approve' | 'reject' }
  | { type: 'cc.sent'; nodeId: string; users: UserId[] }
  | { type: 'process.jumped'; nodeId: string }
  | { type: 'task.reassigned'; taskId: string; nodeId: string; from?: UserId; to: UserId }
  | { type: 'task.added'; taskId: string; nodeId: string; position: AddPosition; assignees: UserId[] }
  | { type: 'gateway.passed'; nodeId: string; flowId: string }
  | { type: 'process.completed' }
  | { type: 'process.rejected' }
  | { type: 'process.returned'; nodeId: string }
  | { type: 'process.withdrawn' }
  | { type: 'process.terminated' };

export type CancelReason = 'siblingRejected' | 'jumped';

export type ProcessRefusal = { code: ErrorCode; messageId: WorkflowMessageId; values?: Record<string, string> };
export type StepResult = { ok: true; state: ProcessState; events: ProcessEvent[] } | { ok: false; refusal: ProcessRefusal };

/** `reject` without `to` goes back to the applicant; with `to`, to an earlier user task of this run. */
export type Decision = { decision: 'approve' } | { decision: 'reject'; to?: string };
/** Where added approvers go: ahead of the actor (the task comes back to them afterwards) or after them. */
export type AddPosition = 'before' | 'after';
/** `onBehalfOf`: the assignee a delegate acts for (the server has checked the delegation). */
export type Actor = { userId: UserId; onBehalfOf?: UserId };

class Refused extends Error {
  constructor(readonly refusal: ProcessRefusal) {
    super(refusal.messageId);
  }
}
function refuse(code: ErrorCode, messageId: WorkflowMessageId, node?: ProcessNode): never {
  throw new Refused({ code, messageId, ...(node ? { values: { node: nodeLabel(node) } } : {}) });
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
type Run = { model: ProcessModel; env: ProcessEnv; state: ProcessState; events: ProcessEvent[]; steps: number };

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
function enterTask(run: Run, node: ProcessNode, allowSkip: boolean) {
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

function leave(run: Run, node: ProcessNode) {
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

function execute(model: ProcessModel, env: ProcessEnv, state: ProcessState, body: (run: Run) => void): StepResult {
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

const NO_ENV: ProcessEnv = { doc: {}, resolve: () => [] };

function cancelAll(run: Run, reason?: CancelReason) {
  for (const task of run.state.tasks) run.events.push({ type: 'task.cancelled', taskId: task.id, nodeId: task.nodeId, ...(reason ? { reason } : {}) });
  run.state.tasks = [];
  run.state.joins = {};
}

/** Starts a run for the applicant's document (submit, and again on resubmit after a rejection or withdrawal). */
export function start(model: ProcessModel, env: ProcessEnv, applicantId: UserId): StepResult {
  const initial: ProcessState = { version: 1, status: 'running', applicantId, tasks: [], joins: {}, trail: [], seq: 0 };
  return execute(model, env, initial, (run) => {
    const [startNode] = startNodes(model);
    if (!startNode) refuse(1010, 'workflow.flow.noStart');
    leave(run, startNode);
  });
}

function requireRunning(state: ProcessState) {
  if (state.status !== 'running') refuse(1010, 'workflow.process.notRunning');
}

function findTask(state: ProcessState, taskId: string): OpenTask {
  const task = state.tasks.find((t) => t.id === taskId);
  return task ?? refuse(1012, 'workflow.process.taskNotFound');
}

/**
 * The stretch of the route a node lies on: the nodes reachable backwards from it without crossing a parallel
 * gateway. `inBranch` says whether that stretch starts at a parallel split, i.e. lies on one of its branches.
 */
export function segmentOf(model: ProcessModel, nodeId: string): { nodes: Set<string>; inBranch: boolean } {
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
const canReturnTo = (model: ProcessModel, state: ProcessState, nodeId: string, fromNodeId?: string) => {
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

/** An assignee (or their delegate) decides on an open task. */
export function complete(model: ProcessModel, state: ProcessState, taskId: string, decision: Decision, actor: Actor, env: ProcessEnv): StepResult {
  return execute(model, env, state, (run) => {
    requireRunning(run.state);
    const task = findTask(run.state, taskId);
    const who = actor.onBehalfOf ?? actor.userId;
    if (!task.assignees.includes(who)) refuse(1004, 'workflow.process.notAssignee');
    if (task.approvals.includes(who) || task.rejections.includes(who)) refuse(1005, 'workflow.process.alreadyDecided');
    refuseSelfApproval(run, task, actor);
    const by = { userId: actor.userId, ...(actor.onBehalfOf !== undefined ? { onBehalfOf: actor.onBehalfOf } : {}) };

    if (decision.decision === 'approve') {
      task.approvals.push(who);
      run.events.push({ type: 'task.approved', taskId, nodeId: task.nodeId, ...by });
      if (task.approvals.length >= approvalsNeeded(task)) closeApproved(run, task);
      return;
    }
    if (decision.to !== undefined && !canReturnTo(model, run.state, decision.to, task.nodeId)) refuse(1006, 'workflow.process.rejectTarget');
    task.rejections.push(who);
    run.events.push({ type: 'task.rejected', taskId, nodeId: task.nodeId, ...by });
    if (!voteStillOpen(task)) closeRejected(run, task, decision.to);
  });
}

/** A vote fails only once the remaining voters can no longer reach the threshold. */
const voteStillOpen = (task: OpenTask) =>
  task.mode === 'vote' && task.approvals.length + (task.assignees.length - task.approvals.length - task.rejections.length) >= approvalsNeeded(task);

/** The task has the approvals it needs: an added approver's task hands the node back or on, else the flow moves on. */
function closeApproved(run: Run, task: OpenTask) {
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
function closeRejected(run: Run, task: OpenTask, to?: string) {
  run.state.tasks = run.state.tasks.filter((t) => t.id !== task.id);
  run.events.push({ type: 'task.completed', taskId: task.id, nodeId: task.nodeId, outcome: 'rejected' });
  if (to !== undefined) return returnTo(run, to, task.nodeId);
  cancelAll(run, 'siblingRejected');
  run.state.status = 'rejected';
  run.events.push({ type: 'process.rejected' });
}

/**
 * A step's time limit passed and its flow decides on expiry (`oa:onTimeout` approve or reject): the system decides
 * the whole task, whoever had not yet. The server's scheduler calls it once, under the document's lock.
 */
export function expire(model: ProcessModel, state: ProcessState, taskId: string, action: 'approve' | 'reject', env: ProcessEnv): StepResult {
  return execute(model, env, state, (run) => {
    requireRunning(run.state);
    const task = findTask(run.state, taskId);
    run.events.push({ type: 'task.timedOut', taskId, nodeId: task.nodeId, action });
    if (action === 'approve') closeApproved(run, task);
    else closeRejected(run, task);
  });
}

/**
 * Takes someone who has not decided yet out of a running countersign or vote (an administrator, or whoever added
 * them): what the task needs is counted again over those who remain, so it may complete, or a vote fail, at once.
 */
export function removeApprover(model: ProcessModel, state: ProcessState, taskId: string, userId: UserId, env: ProcessEnv): StepResult {
  return execute(model, env, state, (run) => {
    requireRunning(run.state);
    const task = findTask(run.state, taskId);
    if (!isPending(task, userId)) refuse(1004, 'workflow.process.notAssignee');
    if (task.assignees.length - task.rejections.length <= 1 || task.mode === 'single') refuse(1001, 'workflow.process.lastApprover');
    task.assignees = task.assignees.filter((user) => user !== userId);
    run.events.push({ type: 'task.assigneeRemoved', taskId, nodeId: task.nodeId, userId });
    if (task.approvals.length >= approvalsNeeded(task)) closeApproved(run, task);
    else if (task.rejections.length > 0 && !voteStillOpen(task)) closeRejected(run, task);
  });
}

/**
 * An administrator moves a running process to another step, or to its end: every open task closes (recorded as
 * closed by the jump), approvals from that step on are asked again, and the step opens. Steps inside a parallel
 * branch are not targets: the branch's join would wait for ever for its siblings.
 */
export function jump(model: ProcessModel, state: ProcessState, nodeId: string, env: ProcessEnv): StepResult {
  return execute(model, env, state, (run) => {
    requireRunning(run.state);
    const node = Object.hasOwn(model.nodes, nodeId) ? model.nodes[nodeId] : undefined;
    if (!node || (node.kind !== 'userTask' && node.kind !== 'endEvent') || isInParallelBranch(model, nodeId)) refuse(1006, 'workflow.process.jumpTarget');
    cancelAll(run, 'jumped');
    const index = run.state.trail.findIndex((entry) => entry.nodeId === nodeId);
    if (index >= 0) run.state.trail = run.state.trail.slice(0, index);
    run.events.push({ type: 'process.jumped', nodeId });
    if (node.kind === 'userTask') enterTask(run, node, false);
  });
}

/** The applicant takes the document back while it is in approval (spec §8 1008 otherwise). */
export function withdraw(state: ProcessState, actor: Actor): StepResult {
  return execute({ id: '', name: '', nodes: {}, flows: {} }, NO_ENV, state, (run) => {
    if (run.state.status !== 'running') refuse(1008, 'workflow.process.notRunning');
    if (actor.userId !== run.state.applicantId) refuse(1008, 'workflow.process.notApplicant');
    cancelAll(run);
    run.state.status = 'withdrawn';
    run.events.push({ type: 'process.withdrawn' });
  });
}

/** The admin stops a run (the server checks who may). */
export function terminate(state: ProcessState): StepResult {
  return execute({ id: '', name: '', nodes: {}, flows: {} }, NO_ENV, state, (run) => {
    requireRunning(run.state);
    cancelAll(run);
    run.state.status = 'terminated';
    run.events.push({ type: 'process.terminated' });
  });
}

/**
 * Transfer (an assignee hands the task on) and admin reassign: `to` replaces `from`; without `from`, `to` is
 * added as one more approver (for `all`, one more approval is then needed).
 */
export function reassign(state: ProcessState, taskId: string, to: UserId, from?: UserId): StepResult {
  return execute({ id: '', name: '', nodes: {}, flows: {} }, NO_ENV, state, (run) => {
    requireRunning(run.state);
    const task = findTask(run.state, taskId);
    if (from !== undefined) {
      if (!task.assignees.includes(from) || task.approvals.includes(from) || task.rejections.includes(from)) refuse(1004, 'workflow.process.notAssignee');
      task.assignees = task.assignees.filter((user) => user !== from);
    }
    if (isPending(task, to)) refuse(1001, 'workflow.process.alreadyAssignee');
    // Nobody is handed a step of their own document: on a step refusing self-approval the task would wait for ever.
    if (to === run.state.applicantId) refuse(1001, 'workflow.process.selfApproval');
    if (!task.assignees.includes(to)) task.assignees.push(to);
    run.events.push({ type: 'task.reassigned', taskId, nodeId: task.nodeId, ...(from !== undefined ? { from } : {}), to });
  });
}

function openTask(run: Run, nodeId: string, body: Omit<OpenTask, 'id' | 'nodeId'>): OpenTask {
  const task: OpenTask = { id: `t${++run.state.seq}`, nodeId, ...body };
  run.state.tasks.push(task);
  run.events.push({ type: 'task.created', taskId: task.id, nodeId, assignees: task.assignees });
  return task;
}

const isPending = (task: OpenTask, user: UserId) => task.assignees.includes(user) && !task.approvals.includes(user) && !task.rejections.includes(user);

/** The actor's own open task: they (or the assignee they act for) have not decided on it yet. */
function actorsTask(run: Run, taskId: string, actor: Actor): { task: OpenTask; who: UserId } {
  requireRunning(run.state);
  const task = findTask(run.state, taskId);
  const who = actor.onBehalfOf ?? actor.userId;
  if (!isPending(task, who)) refuse(1004, 'workflow.process.notAssignee');
  refuseSelfApproval(run, task, actor);
  return { task, who };
}

/**
 * A step that refuses self-approval refuses it whoever acts: the applicant decides no task of that step on their
 * own document, neither as its assignee nor as someone's delegate, nor hands it on (transfer, add approver).
 */
function refuseSelfApproval(run: Run, task: OpenTask, actor: Actor) {
  if (!run.model.nodes[task.nodeId]?.noSelfApproval) return;
  if (actor.userId === run.state.applicantId || actor.onBehalfOf === run.state.applicantId) refuse(1004, 'workflow.process.selfApproval');
}

/** Someone joining a task: not the actor, not already on it, and not the applicant where self-approval is forbidden. */
function checkNewcomers(run: Run, task: OpenTask, users: readonly UserId[], actor: UserId) {
  if (users.length === 0) refuse(1001, 'workflow.process.nobodyChosen');
  if (users.includes(actor)) refuse(1001, 'workflow.process.selfChosen');
  if (users.some((user) => task.assignees.includes(user) || task.then?.includes(user))) refuse(1001, 'workflow.process.alreadyAssignee');
  if (run.model.nodes[task.nodeId]?.noSelfApproval && users.includes(run.state.applicantId)) refuse(1001, 'workflow.process.selfApproval');
}

/** Spec §3 transfer: the current approver hands their part of the task to another user, who decides instead. */
export function transfer(model: ProcessModel, state: ProcessState, taskId: string, actor: Actor, to: UserId): StepResult {
  return execute(model, NO_ENV, state, (run) => {
    const { task, who } = actorsTask(run, taskId, actor);
    checkNewcomers(run, task, [to], who);
    task.assignees = task.assignees.map((user) => (user === who ? to : user));
    run.events.push({ type: 'task.reassigned', taskId, nodeId: task.nodeId, from: who, to });
  });
}

/**
 * Spec §3 add an approver: `before` puts the added users (each must approve) ahead of the actor's task, which
 * opens again once they have approved; `after` asks them once the task is approved, before the flow moves on.
 * A rejection by an added approver is a rejection of the step.
 */
export function addApprovers(
  model: ProcessModel,
  state: ProcessState,
  taskId: string,
  actor: Actor,
  users: readonly UserId[],
  position: AddPosition,
): StepResult {
  return execute(model, NO_ENV, state, (run) => {
    const { task, who } = actorsTask(run, taskId, actor);
    const added = [...new Set(users)];
    checkNewcomers(run, task, added, who);
    if (position === 'after') {
      task.then = [...(task.then ?? []), ...added];
      run.events.push({ type: 'task.added', taskId, nodeId: task.nodeId, position, assignees: added });
      return;
    }
    run.state.tasks = run.state.tasks.filter((t) => t.id !== taskId);
    const { id, nodeId, ...resume } = task;
    run.events.push({ type: 'task.cancelled', taskId: id, nodeId });
    const inserted = openTask(run, nodeId, { mode: 'all', assignees: added, approvals: [], rejections: [], resume });
    run.events.push({ type: 'task.added', taskId: inserted.id, nodeId, position, assignees: added });
  });
}

/** Open tasks a user may act on (as assignee, or for the users they hold a delegation from). */
export function tasksFor(state: ProcessState, userId: UserId, onBehalfOf: readonly UserId[] = []): OpenTask[] {
  return state.tasks.filter((task) => {
    const pending = (user: UserId) => task.assignees.includes(user) && !task.approvals.includes(user) && !task.rejections.includes(user);
    return pending(userId) || onBehalfOf.some(pending);
  });
}

/**
 * The earlier steps a rejection may return to (the reject dialog's choices), latest first: steps outside parallel
 * branches, and the earlier steps of the rejecting task's own branch when `fromNodeId` names it.
 */
export function rejectTargets(model: ProcessModel, state: ProcessState, fromNodeId?: string): { nodeId: string; name: string; approvers: UserId[] }[] {
  const seen = new Set<string>();
  return state.trail
    .filter((entry) => !entry.skipped && canReturnTo(model, state, entry.nodeId, fromNodeId))
    .reverse()
    .filter((entry) => !seen.has(entry.nodeId) && seen.add(entry.nodeId))
    .map((entry) => ({ nodeId: entry.nodeId, name: nodeLabel(model.nodes[entry.nodeId]), approvers: entry.approvers }));
}
