import type { ErrorCode } from '../src/shared/error-codes.ts';
import type { WorkflowMessageId } from '../src/shared/i18n/workflow.zh.ts';
import type { Scope } from './condition-expression.ts';
import type { AssigneeRule, MultiMode } from './process-model.ts';

/**
 * What the executor's calls take and give back (DESIGN.md §4): a run's state, plain JSON the server stores and
 * hands back unchanged, the events each call returns (history rows and to-do changes) and its refusals.
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
