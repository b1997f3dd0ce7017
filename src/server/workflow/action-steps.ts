import {
  addApprovers,
  complete,
  expire,
  jump,
  lifecycleEventFor,
  reassign,
  removeApprover,
  start,
  terminate,
  transfer,
  withdraw,
  type Actor,
  type Decision,
  type ProcessEnv,
  type ProcessEvent,
  type ProcessModel,
  type ProcessState,
  type StepResult,
} from '../../../flows/index.ts';
import { and, desc, eq, sql } from 'drizzle-orm';
import { NOBODY, type Asker, type LifecycleEvent } from '../../../machines/index.ts';
import { needsReason, REASON_MAX, WORKFLOW_ACTIONS, type WorkflowAction } from '../../shared/approval-actions.ts';
import type { MessageId } from '../../shared/i18n/locales.ts';
import type { Db } from '../db/database.ts';
import { recordHistory } from '../db/schema.ts';
import { AppError, badInput } from '../lib/app-error.ts';
import type { OpenTaskRow } from './document-situation.ts';

export type ActionInput = {
  /** Approvers picked in the approver dialog for the next `chosen` step(s); the person a task is transferred or reassigned to; the added approvers; the people copied in. */
  users?: number[];
  /** Spec §3 examRemarks: the opinion, the withdrawal reason, the reason of a jump. */
  opinion?: string;
  urgent?: boolean;
  /** Reject back to this earlier step instead of the applicant. */
  rejectTo?: string;
  /** Add an approver: ahead of the actor (the task comes back to them) or after them. */
  position?: 'before' | 'after';
  /**
   * The to-do row the action is about: the approver's own for approve, reject, transfer and add approver (by default
   * their oldest), the one reassigned, taken out of a countersign, or decided by its time limit.
   */
  taskId?: number;
  /** Jump: the step the process moves to, or its end. */
  nodeId?: string;
  /** Uploads made for the opinion (`POST /ge/upload`, field `__opinion`), linked to the action's history row. */
  files?: string[];
};

/** Actions an approver takes on a task of their own (or of someone they act for, which the history records). */
export const ON_OWN_TASK: ReadonlySet<WorkflowAction> = new Set(['approve', 'reject', 'transfer', 'addApprover']);
/** Actions about someone else's to-do row, named by `taskId`. */
const ON_NAMED_TASK: ReadonlySet<WorkflowAction> = new Set(['reassign', 'removeApprover']);
/** Actions that may open tasks, so assignee rules are resolved with them. */
export const RESOLVES: ReadonlySet<WorkflowAction> = new Set(['submit', 'resubmit', 'approve', 'reject', 'removeApprover', 'jump']);

/** The system's authority over a document in approval: a step's time limit, or an action that ends the process. */
export const SYSTEM_ASKER: Asker = { ...NOBODY, isCurrentApprover: true, isAdmin: true };

/** What an action's input must hold before anything is read (1001 naming the field). */
export function checkInput(action: WorkflowAction, input: ActionInput, named: readonly number[]) {
  const users = WORKFLOW_ACTIONS[action].users;
  if (users !== 'none' && named.length === 0) throw badInput('users', 'rules.required');
  if (users === 'one' && named.length > 1) throw badInput('users', 'workflow.refusal.oneUser' as MessageId);
  if (ON_NAMED_TASK.has(action) && !input.taskId) throw badInput('taskId', 'rules.required');
  if (action === 'jump' && !input.nodeId) throw badInput('nodeId', 'rules.required');
  if (action === 'jump' && !input.opinion) throw badInput('examRemarks', 'rules.required');
}

/**
 * The to-do row an action is about. An approver's own: the one named by `taskId` (a person holding tasks in two
 * parallel branches decides each on its own), else their oldest, then the oldest of someone they act for. The
 * system (a time limit) decides the row it names.
 */
export function subjectOf(
  action: WorkflowAction,
  open: readonly OpenTaskRow[],
  principals: readonly number[],
  actorId: number | null,
  taskId: number | undefined,
): OpenTaskRow | undefined {
  const named = taskId === undefined ? undefined : open.find((task) => task.id === taskId);
  if (ON_NAMED_TASK.has(action) || (actorId === null && ON_OWN_TASK.has(action))) return named ?? notFound();
  if (!ON_OWN_TASK.has(action)) return undefined;
  const mine = [
    ...open.filter((task) => task.assigneeId === actorId),
    ...open.filter((task) => task.assigneeId !== actorId && principals.includes(task.assigneeId)),
  ];
  if (taskId === undefined) return mine[0] ?? notApprover();
  return mine.find((task) => task.id === taskId) ?? (named ? notApprover() : notFound());
}

/**
 * A withdrawal, a change and a void say why (`examRemarks`, at most `REASON_MAX` characters), in the reader's
 * language. Checked once the machine has accepted the action, so an action the status does not offer is refused as such.
 */
export function checkReason(action: WorkflowAction, opinion: string | undefined) {
  const length = (opinion ?? '').length;
  if (length > REASON_MAX) throw new AppError(1001, 'workflow.reason.tooLong', { n: REASON_MAX, count: length });
  if (needsReason(action) && length === 0) throw new AppError(1001, 'workflow.reason.required');
}

const notFound = (): never => {
  throw new AppError(1012, 'workflow.process.taskNotFound' as MessageId);
};
const notApprover = (): never => {
  throw new AppError(1004);
};

/** Who added the person of a to-do row as an approver (add approver, before or after themself), if anyone did. */
export async function addedBy(db: Db, instanceId: number, userId: number): Promise<number | null> {
  const [added] = await db
    .select({ actorId: recordHistory.actorId })
    .from(recordHistory)
    .where(and(eq(recordHistory.instanceId, instanceId), eq(recordHistory.event, 'approval.addApprover'), sql`${userId} = any(${recordHistory.namedUsers})`))
    .orderBy(desc(recordHistory.id))
    .limit(1);
  return added?.actorId ?? null;
}

export type StepContext = {
  model: ProcessModel;
  /** The running process (none for a start). */
  state: ProcessState;
  env: ProcessEnv;
  applicantId: number;
  /** Who acts, and for whom; null for the system. */
  actor: Actor | null;
  subject: OpenTaskRow | undefined;
  named: readonly number[];
  input: ActionInput;
};

/** What the flow engine does for each action; `decision` for the approvals and rejections. */
export function stepFor(action: WorkflowAction, c: StepContext): { step: StepResult; decision?: Decision } {
  const task = c.subject?.taskKey ?? '';
  const actor = c.actor ?? { userId: 0 };
  switch (action) {
    case 'approve':
    case 'reject': {
      const decision: Decision = action === 'approve' ? { decision: 'approve' } : { decision: 'reject', ...(c.input.rejectTo ? { to: c.input.rejectTo } : {}) };
      // The system decides the whole task once its time limit has passed.
      const step = c.actor ? complete(c.model, c.state, task, decision, c.actor, c.env) : expire(c.model, c.state, task, action, c.env);
      return { step, decision };
    }
    case 'withdraw':
      return { step: withdraw(c.state, { userId: actor.userId }) };
    case 'terminate':
      return { step: terminate(c.state) };
    case 'transfer':
      return { step: transfer(c.model, c.state, task, actor, c.named[0]) };
    case 'addApprover':
      return { step: addApprovers(c.model, c.state, task, actor, c.named, c.input.position ?? 'after') };
    case 'reassign':
      return { step: reassign(c.state, task, c.named[0], c.subject?.assigneeId) };
    case 'removeApprover':
      return { step: removeApprover(c.model, c.state, task, c.subject?.assigneeId ?? 0, c.env) };
    case 'jump':
      return { step: jump(c.model, c.state, c.input.nodeId ?? '', c.env) };
    case 'cc':
    case 'urge':
      return { step: { ok: true, state: c.state, events: [] } };
    default:
      // Submissions and the starts of sub-flows run the flow from its beginning.
      return { step: start(c.model, c.env, c.applicantId) };
  }
}

/**
 * The lifecycle event a step sends and the authority it is sent with. An approval or rejection says whether it
 * ended the process (final, or back to the applicant); decided by the system, the system sends it. Any other action
 * that ends the process (a jump to the end, the last undecided approver taken out) approves or rejects the
 * document as the system; the rest send their own event.
 */
export function lifecycleEventOf(
  asked: LifecycleEvent,
  asker: Asker,
  decision: Decision | undefined,
  events: readonly ProcessEvent[],
  bySystem: boolean,
): { event: LifecycleEvent; asker: Asker } {
  if (decision) return { event: lifecycleEventFor(decision, events), asker: bySystem ? SYSTEM_ASKER : asker };
  if (events.some((event) => event.type === 'process.completed')) return { event: { type: 'approval.approve', final: true }, asker: SYSTEM_ASKER };
  if (events.some((event) => event.type === 'process.rejected')) return { event: { type: 'approval.reject', toEarlierNode: false }, asker: SYSTEM_ASKER };
  return { event: asked, asker };
}
