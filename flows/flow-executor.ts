import {
  approvalsNeeded,
  canReturnTo,
  closeApproved,
  closeRejected,
  execute,
  findTask,
  isPending,
  leave,
  refuse,
  refuseSelfApproval,
  requireRunning,
  voteStillOpen,
} from './flow-run.ts';
import { nodeLabel, startNodes, type ProcessModel } from './process-model.ts';
import type { Actor, Decision, OpenTask, ProcessEnv, ProcessState, StepResult, UserId } from './process-state.ts';

/**
 * Runs a process model as a pure state function (DESIGN.md §4): the server loads `ProcessState` from its row,
 * calls `start` / `complete` (and the interventions of `flow-interventions.ts`) inside the transaction that changes
 * the document's status, stores the new state and writes a history row per returned event.
 */

/** Starts a run for the applicant's document (submit, and again on resubmit after a rejection or withdrawal). */
export function start(model: ProcessModel, env: ProcessEnv, applicantId: UserId): StepResult {
  const initial: ProcessState = { version: 1, status: 'running', applicantId, tasks: [], joins: {}, trail: [], seq: 0 };
  return execute(model, env, initial, (run) => {
    const [startNode] = startNodes(model);
    if (!startNode) refuse(1010, 'workflow.flow.noStart');
    leave(run, startNode);
  });
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

/** Open tasks a user may act on (as assignee, or for the users they hold a delegation from). */
export function tasksFor(state: ProcessState, userId: UserId, onBehalfOf: readonly UserId[] = []): OpenTask[] {
  return state.tasks.filter((task) => [userId, ...onBehalfOf].some((user) => isPending(task, user)));
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
