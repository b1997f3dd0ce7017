import { sql } from 'drizzle-orm';
import {
  addApprovers,
  complete,
  lifecycleEventFor,
  reassign,
  start,
  terminate,
  transfer,
  withdraw,
  type AddPosition,
  type Decision,
  type ProcessEnv,
  type ProcessModel,
  type ProcessState,
  type StepResult,
} from '../../../flows/index.ts';
import { answerActions, applyEvent, LIFECYCLES, type Asker, type LifecycleEvent, type Refusal } from '../../../machines/index.ts';
import type { ModuleDescriptor } from '../../modules/module.types.ts';
import { subFlowOf, WORKFLOW_ACTIONS, type SubFlowEvent, type WorkflowAction } from '../../shared/approval-actions.ts';
import type { ErrorCode } from '../../shared/error-codes.ts';
import type { MessageId } from '../../shared/i18n/locales.ts';
import { selectPrepared, type Db } from '../db/database.ts';
import { systemParams } from '../db/schema.ts';
import type { Access } from '../lib/access.ts';
import { AppError, badInput } from '../lib/app-error.ts';
import { assertDocumentReadable } from '../engine/document-access.policy.ts';
import { assertCompleteWith } from '../engine/form-override.ts';
import { isOwner } from '../engine/record-scope.policy.ts';
import { notificationsFor } from './approval-notifications.ts';
import { assigneeTableSql, resolverFrom } from './assignees.ts';
import { readDocument, type OpenTaskRow, type RecordRow, type Situation } from './document-situation.ts';
import { cachedModel, modelById } from './flow-definitions.ts';
import { taskChanges, writeStep, type TaskStatus } from './step-write.ts';
import { assertOffered, checkSplitBefore, isOffered, isSigning, moveSubFlow, runSigningEffects, startsApproval } from './sub-flows.ts';

export type { WorkflowAction } from '../../shared/approval-actions.ts';

export type ActionInput = {
  /** Approvers picked in the approver dialog for the next `chosen` step(s); the person a task is transferred or reassigned to; the added approvers; the people copied in. */
  users?: number[];
  /** Spec §3 examRemarks: the opinion, or the withdrawal reason. */
  opinion?: string;
  urgent?: boolean;
  /** Reject back to this earlier step instead of the applicant. */
  rejectTo?: string;
  /** Add an approver: ahead of the actor (the task comes back to them) or after them. */
  position?: AddPosition;
  /** Admin reassign: the to-do row (process task id) whose assignee is replaced. */
  taskId?: number;
};

/** Actions that may open tasks, so assignee rules are resolved with them. */
const RESOLVES: ReadonlySet<WorkflowAction> = new Set(['submit', 'resubmit', 'approve', 'reject']);

const refusal = (r: { code: ErrorCode; messageId: string; values?: Record<string, string | number> }) =>
  new AppError(r.code, r.messageId as MessageId, r.values ?? {});

export function lifecycleOf(descriptor: ModuleDescriptor) {
  if (!descriptor.lifecycle || !descriptor.flow) throw new AppError(1009, 'workflow.notStarted');
  return LIFECYCLES[descriptor.lifecycle];
}

export async function systemParamScope(db: Db): Promise<Record<string, string | number>> {
  const rows = await db.select({ code: systemParams.code, value: systemParams.value }).from(systemParams);
  // Conditions compare numbers held as text as numbers (flows/README.md), so values stay as they are stored.
  return Object.fromEntries(rows.map((row) => [row.code, row.value]));
}

/** The document's fields plus the record columns conditions may read. */
const docScope = (record: RecordRow) => ({ ...record.data, status: record.status, serialNo: record.serialNo });

/** The flow version each flow key last ran on here: a hint for resolving its assignee rules in the same query. */
const lastDefinition = new Map<string, number>();

/** Who asks, as the lifecycle machines see it (DESIGN.md §4). */
function askerOf(access: Access, descriptor: ModuleDescriptor, record: RecordRow, situation: Pick<Situation, 'open' | 'principals'>): Asker {
  const { open, principals } = situation;
  return {
    isCreator: record.creatorId === access.user.id,
    isCurrentApprover: open.some((task) => task.assigneeId === access.user.id),
    isDelegate: open.some((task) => task.assigneeId !== access.user.id && principals.includes(task.assigneeId)),
    isProjectLeader: descriptor.typeCode === 16 && record.projectLeaderId === access.user.id,
    isAdmin: access.isAdmin,
    permissions: [...access.permissions].filter((code) => code.startsWith(`${descriptor.permission}:`)),
  };
}

/** A step's write found the document changed since it was read; a step that must hold the row lock (see `act`). */
const CONFLICT = Symbol('conflict');
const NEEDS_LOCK = Symbol('needs lock');
/** Optimistic attempts before an action waits for the row lock instead. */
const OPTIMISTIC_ATTEMPTS = 3;

/**
 * Runs one approval action on one document, atomically: the lifecycle machine must accept the event, the flow
 * executor moves the process, and the status, the process state, the to-do rows, the history row and the
 * notifications are written together, in one statement that applies only if the document's version is still the
 * one the action read (every action bumps it). Two approvers acting at once: one write applies, the other finds
 * the version moved, reads again and finds the task gone. Round trips: read the document, read its situation,
 * write. After a few lost races, and for what writes more than one statement (a sub-flow move, the effects of
 * signing), the action runs in a transaction holding the document's row lock instead.
 */
export async function act(db: Db, access: Access, descriptor: ModuleDescriptor, recordId: number, action: WorkflowAction, input: ActionInput) {
  const lifecycle = lifecycleOf(descriptor);
  const named = [...new Set(input.users ?? [])];
  const needs = WORKFLOW_ACTIONS[action].users !== 'none';
  if (needs && named.length === 0) throw badInput('users', 'rules.required');
  if (WORKFLOW_ACTIONS[action].users === 'one' && named.length > 1) throw badInput('users', 'workflow.refusal.oneUser' as MessageId);
  if (action === 'reassign' && !input.taskId) throw badInput('taskId', 'rules.required');

  const attempt = async (tx: Db, locked: boolean) => {
    const hint = descriptor.flow ? lastDefinition.get(descriptor.flow) : undefined;
    const hinted = RESOLVES.has(action) && hint ? cachedModel(hint) : undefined;
    const { record, situation } = await readDocument(tx, access, descriptor, recordId, { lock: locked, users: needs ? named : [], model: hinted });
    await assertDocumentReadable(tx, access, descriptor, record);
    const { instance, open, principals } = situation;
    const asker = askerOf(access, descriptor, record, situation);
    const probeAsker = { ...asker, isCurrentApprover: asker.isCurrentApprover || asker.isDelegate };

    // The machine answers first: an action the status does not offer, or one this asker may not take, is refused
    // with its own code before anything else is looked at.
    // A sub-flow the module does not offer does not exist for it: a wrong step (1006), whoever asks.
    assertOffered(descriptor, action);
    const asked: LifecycleEvent = { type: WORKFLOW_ACTIONS[action].event };
    const probe = applyEvent(lifecycle, record.status, { doc: record.data, asker: probeAsker }, asked);
    if (!probe.ok) throw refusal(probe.refusal);
    // Sub-flows (descriptor `subFlows`): a start into a draft or a cancel moves the status alone; void starts its
    // approval through the module's flow like a submission.
    const subFlow = subFlowOf(action);
    if (subFlow && !startsApproval(lifecycle, record.status, action))
      return locked ? moveSubFlow(tx, access, descriptor, record, asker, action as SubFlowEvent) : NEEDS_LOCK;
    checkSplitBefore(descriptor, lifecycle, probe.to, record.data);
    if (needs && situation.active.length < named.length) throw badInput('users', 'errors.404');

    const isStart = action === 'submit' || action === 'resubmit' || subFlow !== undefined;
    if (isStart && instance) throw new AppError(1007);
    // What is submitted is complete: every required rule, the form override's included (1001 naming the field).

    if (!isStart && !instance) throw new AppError(1009);
    const definitionId = isStart ? situation.publishedId : instance!.definitionId;
    if (!definitionId) throw new AppError(1009);
    const model = await modelById(tx, definitionId);
    if (descriptor.flow) lastDefinition.set(descriptor.flow, definitionId);
    if (isStart) assertCompleteWith(descriptor, record.data, situation.formOverride ?? undefined, model);
    const envOf = async (): Promise<ProcessEnv> => {
      const table =
        hinted && hint === definitionId && situation.table
          ? situation.table
          : (
              await selectPrepared<{ table: Record<string, number[]> }>(
                tx,
                sql`select ${assigneeTableSql(model, record.creatorId, record.projectLeaderId)} as "table"`,
              )
            )[0].table;
      return { doc: docScope(record), params: situation.params, resolve: resolverFrom(table), chosen: chosenFor(model, named) };
    };

    // The actor's own open task (or one of a user who delegated to them), for the actions an approver takes.
    const mine = open.find((task) => task.assigneeId === access.user.id) ?? open.find((task) => principals.includes(task.assigneeId));
    const onBehalfOf = mine && mine.assigneeId !== access.user.id ? mine.assigneeId : undefined;
    const actor = { userId: access.user.id, ...(onBehalfOf !== undefined ? { onBehalfOf } : {}) };
    const state = instance?.state as ProcessState;

    let event = asked;
    let step: StepResult;
    let subject: OpenTaskRow | undefined;
    switch (action) {
      case 'submit':
      case 'resubmit':
      case 'void.start':
      case 'change.start':
      case 'split.start':
      case 'change.cancel':
      case 'void.cancel':
      case 'split.cancel':
      case 'seal.start':
      case 'seal.cancel':
      case 'archive.start':
      case 'archive.cancel':
        step = start(model, await envOf(), record.creatorId);
        break;
      case 'approve':
      case 'reject': {
        if (!mine) throw new AppError(1004);
        subject = mine;
        const decision: Decision = action === 'approve' ? { decision: 'approve' } : { decision: 'reject', ...(input.rejectTo ? { to: input.rejectTo } : {}) };
        step = complete(model, state, mine.taskKey, decision, actor, await envOf());
        if (step.ok) event = lifecycleEventFor(decision, step.events);
        break;
      }
      case 'withdraw':
        step = withdraw(state, { userId: access.user.id });
        break;
      case 'terminate':
        step = terminate(state);
        break;
      case 'transfer':
      case 'addApprover':
        if (!mine) throw new AppError(1004);
        subject = mine;
        step =
          action === 'transfer'
            ? transfer(model, state, mine.taskKey, actor, named[0])
            : addApprovers(model, state, mine.taskKey, actor, named, input.position ?? 'after');
        break;
      case 'reassign':
        subject = open.find((task) => task.id === input.taskId);
        if (!subject) throw refusal({ code: 1012, messageId: 'workflow.process.taskNotFound' });
        step = reassign(state, subject.taskKey, named[0], subject.assigneeId);
        break;
      case 'cc':
        if (named.includes(access.user.id)) throw badInput('users', 'workflow.process.selfChosen' as MessageId);
        step = { ok: true, state, events: [] };
        break;
    }
    if (!step.ok) throw refusal(step.refusal);
    // The flow may have made the event more precise (an approval that completes the process signs the document).
    const moved = event === asked ? probe : applyEvent(lifecycle, record.status, { doc: record.data, asker: probeAsker }, event);
    if (!moved.ok) throw refusal(moved.refusal as Refusal);

    const next = step.state;
    const decided: TaskStatus | null = WORKFLOW_ACTIONS[action].closes ?? null;
    const tasks = taskChanges({
      open,
      model,
      state: next,
      // Adding after the actor keeps their task open: nothing of theirs closes yet.
      closing: decided && subject && !(action === 'addApprover' && input.position !== 'before') ? { assigneeId: subject.assigneeId, status: decided } : null,
      actorId: access.user.id,
      opinion: input.opinion ?? null,
    });
    const urgent = Boolean(input.urgent) || Boolean(instance?.urgent);
    const notes = notificationsFor(descriptor, record, tasks.opened, step.events, action, access.user.id);
    const signing = isSigning(lifecycle, record.status, moved.to);
    if (signing && descriptor.effects?.length && !locked) return NEEDS_LOCK;
    const instanceId = await writeStep(tx, {
      descriptor,
      record,
      instance,
      definitionId,
      state: next,
      stateChanged: action !== 'cc',
      urgent,
      tasks,
      toStatus: moved.to,
      history: {
        event: event.type,
        actorId: access.user.id,
        onBehalfOf: action === 'reassign' ? null : (onBehalfOf ?? null),
        nodeId: subject?.nodeId ?? null,
        nodeName: subject?.nodeName ?? null,
        opinion: input.opinion ?? null,
      },
      notes,
      cc: action === 'cc' ? named : [],
    });
    if (instanceId === null) return CONFLICT;
    if (signing) await runSigningEffects(tx, descriptor, record, moved.to, access.user.id, instanceId);
    return { status: moved.to, instanceId, processStatus: next.status };
  };

  for (let round = 0; round < OPTIMISTIC_ATTEMPTS; round++) {
    const outcome = await attempt(db, false);
    if (outcome === NEEDS_LOCK) break;
    if (outcome !== CONFLICT) return outcome;
  }
  // Under the row lock nobody can act in between, so the write applies.
  const outcome = await db.transaction((tx) => attempt(tx, true));
  if (outcome === CONFLICT || outcome === NEEDS_LOCK) throw new AppError(1007);
  return outcome;
}

/** Approvers picked in the dialog go to every `chosen` step. */
function chosenFor(model: ProcessModel, users: readonly number[]) {
  return Object.fromEntries(
    Object.values(model.nodes)
      .filter((node) => node.assignee?.type === 'chosen')
      .map((node) => [node.id, users]),
  );
}

/** The "why not?" answer for one document and the signed-in user: legal actions, and every refusal with its reason. */
export async function actionsFor(db: Db, access: Access, descriptor: ModuleDescriptor, recordId: number) {
  const lifecycle = lifecycleOf(descriptor);
  const { record, situation } = await readDocument(db, access, descriptor, recordId, { lock: false, users: [] });
  await assertDocumentReadable(db, access, descriptor, record);
  const asker = askerOf(access, descriptor, record, situation);
  const answer = answerActions(lifecycle, record.status, { doc: record.data, asker });
  return {
    status: answer.status,
    legal: answer.legal.filter((event) => isOffered(descriptor, event)),
    refused: Object.fromEntries(Object.entries(answer.refused).filter(([event]) => isOffered(descriptor, event))),
    owner: isOwner(access, descriptor, record),
    instanceId: situation.instance?.id ?? null,
  };
}
