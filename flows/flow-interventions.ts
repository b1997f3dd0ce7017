import {
  approvalsNeeded,
  cancelAll,
  closeApproved,
  closeRejected,
  enterTask,
  execute,
  executeOnState,
  findTask,
  isInParallelBranch,
  isPending,
  NO_ENV,
  openTask,
  refuse,
  refuseSelfApproval,
  requireRunning,
  voteStillOpen,
  type Run,
} from './flow-run.ts';
import { nodeLabel, startNodes, type ProcessModel } from './process-model.ts';
import type { Actor, AddPosition, OpenTask, ProcessEnv, ProcessState, StepResult, UserId } from './process-state.ts';

/**
 * What else may happen to a running process besides an assignee's decision: an administrator jumps it, stops it,
 * reassigns a step or takes a countersigner out; an approver transfers their part or adds approvers; a step's time
 * limit decides; the applicant withdraws. Each is one call, pure like `complete`.
 */

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

/** Where `jump` may move a process: its user tasks outside parallel branches, and its ends, in the order the flow reaches them. */
export function jumpTargets(model: ProcessModel): { nodeId: string; name: string; kind: 'userTask' | 'endEvent' }[] {
  const reached: string[] = [];
  const queue = startNodes(model).map((node) => node.id);
  while (queue.length > 0) {
    const nodeId = queue.shift() as string;
    if (reached.includes(nodeId)) continue;
    reached.push(nodeId);
    queue.push(...model.nodes[nodeId].outgoing.map((flowId) => model.flows[flowId].target));
  }
  return reached.flatMap((nodeId) => {
    const node = model.nodes[nodeId];
    const target = (node.kind === 'userTask' && !isInParallelBranch(model, nodeId)) || node.kind === 'endEvent';
    return target ? [{ nodeId, name: nodeLabel(node), kind: node.kind as 'userTask' | 'endEvent' }] : [];
  });
}

/** The applicant takes the document back while it is in approval (spec §8 1008 otherwise). */
export function withdraw(state: ProcessState, actor: Actor): StepResult {
  return executeOnState(state, (run) => {
    if (run.state.status !== 'running') refuse(1008, 'workflow.process.notRunning');
    if (actor.userId !== run.state.applicantId) refuse(1008, 'workflow.process.notApplicant');
    cancelAll(run);
    run.state.status = 'withdrawn';
    run.events.push({ type: 'process.withdrawn' });
  });
}

/** The admin stops a run (the server checks who may). */
export function terminate(state: ProcessState): StepResult {
  return executeOnState(state, (run) => {
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
  return executeOnState(state, (run) => {
    requireRunning(run.state);
    const task = findTask(run.state, taskId);
    if (from !== undefined) {
      if (!isPending(task, from)) refuse(1004, 'workflow.process.notAssignee');
      task.assignees = task.assignees.filter((user) => user !== from);
    }
    if (isPending(task, to)) refuse(1001, 'workflow.process.alreadyAssignee');
    // Nobody is handed a step of their own document: on a step refusing self-approval the task would wait for ever.
    if (to === run.state.applicantId) refuse(1001, 'workflow.process.selfApproval');
    if (!task.assignees.includes(to)) task.assignees.push(to);
    run.events.push({ type: 'task.reassigned', taskId, nodeId: task.nodeId, ...(from !== undefined ? { from } : {}), to });
  });
}

/** The actor's own open task: they (or the assignee they act for) have not decided on it yet. */
function actorsTask(run: Run, taskId: string, actor: Actor): { task: OpenTask; who: UserId } {
  requireRunning(run.state);
  const task = findTask(run.state, taskId);
  const who = actor.onBehalfOf ?? actor.userId;
  if (!isPending(task, who)) refuse(1004, 'workflow.process.notAssignee');
  refuseSelfApproval(run, task, actor);
  return { task, who };
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
