import { and, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import {
  complete,
  lifecycleEventFor,
  start,
  terminate,
  withdraw,
  type Decision,
  type ProcessEvent,
  type ProcessModel,
  type ProcessState,
  type StepResult,
} from '../../../flows/index.ts';
import { answerActions, applyEvent, LIFECYCLES, type Asker, type LifecycleEvent, type Refusal } from '../../../machines/index.ts';
import type { ModuleDescriptor } from '../../modules/module.types.ts';
import { titleId } from '../../modules/module.types.ts';
import type { ErrorCode } from '../../shared/error-codes.ts';
import type { MessageId } from '../../shared/i18n/locales.ts';
import type { Db } from '../db/database.ts';
import { delegations, flowDefinitions, notifications, processInstances, processTasks, recordHistory, records, systemParams } from '../db/schema.ts';
import type { Access } from '../lib/access.ts';
import { AppError } from '../lib/app-error.ts';
import { canRead, isOwner } from '../engine/record-scope.policy.ts';
import { resolverFor } from './assignees.ts';
import { modelOf, publishedDefinition } from './flow-definitions.ts';

export type WorkflowAction = 'submit' | 'resubmit' | 'approve' | 'reject' | 'withdraw' | 'terminate';

export type ActionInput = {
  /** Approvers picked in the approver dialog, for the next `chosen` step(s). */
  users?: number[];
  /** Spec §3 examRemarks: the opinion, or the withdrawal reason. */
  opinion?: string;
  urgent?: boolean;
  /** Reject back to this earlier step instead of the applicant. */
  rejectTo?: string;
};

type RecordRow = typeof records.$inferSelect;
type InstanceRow = typeof processInstances.$inferSelect;

const refusal = (r: { code: ErrorCode; messageId: string; values?: Record<string, string | number> }) =>
  new AppError(r.code, r.messageId as MessageId, r.values ?? {});

export function lifecycleOf(descriptor: ModuleDescriptor) {
  if (!descriptor.lifecycle || !descriptor.flow) throw new AppError(1009, 'workflow.notStarted');
  return LIFECYCLES[descriptor.lifecycle];
}

/** Users the actor may act for today: themself and everyone who delegated their approvals to them. */
export async function actingFor(db: Db, userId: number): Promise<number[]> {
  const today = new Date().toISOString().slice(0, 10);
  const rows = await db
    .select({ fromUserId: delegations.fromUserId })
    .from(delegations)
    .where(and(eq(delegations.toUserId, userId), eq(delegations.enabled, true), lte(delegations.startsOn, today), gte(delegations.endsOn, today)));
  return [userId, ...rows.map((row) => row.fromUserId)];
}

async function runningInstance(db: Db, recordId: number): Promise<InstanceRow | undefined> {
  const [row] = await db
    .select()
    .from(processInstances)
    .where(and(eq(processInstances.recordId, recordId), eq(processInstances.status, 'running')))
    .orderBy(desc(processInstances.id))
    .limit(1);
  return row;
}

async function openTasksOf(db: Db, instanceId: number) {
  return db
    .select()
    .from(processTasks)
    .where(and(eq(processTasks.instanceId, instanceId), eq(processTasks.status, 'open')));
}

/** Who asks, as the lifecycle machines see it (DESIGN.md §4). */
async function askerFor(db: Db, access: Access, descriptor: ModuleDescriptor, record: RecordRow, instance: InstanceRow | undefined): Promise<Asker> {
  const principals = await actingFor(db, access.user.id);
  const open = instance ? await openTasksOf(db, instance.id) : [];
  return {
    isCreator: record.creatorId === access.user.id,
    isCurrentApprover: open.some((task) => task.assigneeId === access.user.id),
    isDelegate: open.some((task) => task.assigneeId !== access.user.id && principals.includes(task.assigneeId)),
    isProjectLeader: descriptor.typeCode === 16 && record.projectLeaderId === access.user.id,
    isAdmin: access.isAdmin,
    permissions: [...access.permissions].filter((code) => code.startsWith(`${descriptor.permission}:`)),
  };
}

/** Participants read the document they approve or were copied on, whatever their data scope. */
export async function isParticipant(db: Db, userId: number, recordId: number): Promise<boolean> {
  const principals = await actingFor(db, userId);
  const [task] = await db
    .select({ id: processTasks.id })
    .from(processTasks)
    .where(and(eq(processTasks.recordId, recordId), inArray(processTasks.assigneeId, principals)))
    .limit(1);
  return Boolean(task);
}

export async function systemParamScope(db: Db): Promise<Record<string, string | number>> {
  const rows = await db.select({ code: systemParams.code, value: systemParams.value }).from(systemParams);
  // Conditions compare numbers held as text as numbers (flows/README.md), so values stay as they are stored.
  return Object.fromEntries(rows.map((row) => [row.code, row.value]));
}

/** The document's fields plus the record columns conditions may read. */
const docScope = (record: RecordRow) => ({ ...record.data, status: record.status, serialNo: record.serialNo });

async function lockRecord(db: Db, descriptor: ModuleDescriptor, recordId: number): Promise<RecordRow> {
  const [record] = await db
    .select()
    .from(records)
    .where(and(eq(records.id, recordId), eq(records.module, descriptor.key), sql`${records.deletedAt} is null`))
    .for('update');
  if (!record) throw new AppError(404);
  return record;
}

/**
 * Runs one approval action on one document, in one transaction: the lifecycle machine must accept the event,
 * the flow executor moves the process, and the status, the process state, the to-do rows, the history row and
 * the notifications are written together. The record row is locked first, so two approvers acting at once are
 * served one after the other and the second finds the task gone.
 */
export async function act(db: Db, access: Access, descriptor: ModuleDescriptor, recordId: number, action: WorkflowAction, input: ActionInput) {
  const lifecycle = lifecycleOf(descriptor);
  return db.transaction(async (tx) => {
    const record = await lockRecord(tx, descriptor, recordId);
    const instance = await runningInstance(tx, recordId);
    if (!canRead(access, descriptor, record) && !(await isParticipant(tx, access.user.id, recordId)) && !access.isAdmin) throw new AppError(404);
    const asker = await askerFor(tx, access, descriptor, record, instance);
    const input0 = { doc: record.data, asker };

    let event: LifecycleEvent;
    let step: StepResult;
    let definitionId: number;
    let model: ProcessModel;
    let nodeOfActor: { id: string; name: string } | null = null;
    let onBehalfOf: number | undefined;

    if (action === 'submit' || action === 'resubmit') {
      event = { type: action === 'submit' ? 'approval.submit' : 'approval.resubmit' };
      const allowed = applyEvent(lifecycle, record.status, input0, event);
      if (!allowed.ok) throw refusal(allowed.refusal);
      if (instance) throw new AppError(1007);
      const definition = await publishedDefinition(tx, descriptor.flow!);
      if (!definition) throw new AppError(1009);
      definitionId = definition.id;
      model = modelOf(definition);
      step = start(model, await envFor(tx, model, record, input), record.creatorId);
    } else {
      if (!instance) throw new AppError(1009);
      const [definition] = await tx.select().from(flowDefinitions).where(eq(flowDefinitions.id, instance.definitionId));
      definitionId = definition.id;
      model = modelOf(definition);
      const state = instance.state as ProcessState;
      if (action === 'approve' || action === 'reject') {
        const principals = await actingFor(tx, access.user.id);
        const open = await openTasksOf(tx, instance.id);
        const mine = open.find((task) => task.assigneeId === access.user.id) ?? open.find((task) => principals.includes(task.assigneeId));
        if (!mine) throw new AppError(1004);
        onBehalfOf = mine.assigneeId === access.user.id ? undefined : mine.assigneeId;
        nodeOfActor = { id: mine.nodeId, name: mine.nodeName };
        const decision: Decision = action === 'approve' ? { decision: 'approve' } : { decision: 'reject', ...(input.rejectTo ? { to: input.rejectTo } : {}) };
        step = complete(model, state, mine.taskKey, decision, { userId: access.user.id, onBehalfOf }, await envFor(tx, model, record, input));
        if (!step.ok) throw refusal(step.refusal);
        event = lifecycleEventFor(decision, step.events);
      } else if (action === 'withdraw') {
        event = { type: 'approval.withdraw' };
        step = withdraw(state, { userId: access.user.id });
      } else {
        event = { type: 'approval.terminate' };
        step = terminate(state);
      }
    }
    if (!step.ok) throw refusal(step.refusal);
    const moved = applyEvent(
      lifecycle,
      record.status,
      { doc: record.data, asker: { ...asker, isCurrentApprover: asker.isCurrentApprover || asker.isDelegate } },
      event,
    );
    if (!moved.ok) throw refusal(moved.refusal as Refusal);

    const next = step.state;
    const ended = next.status !== 'running';
    let instanceId: number;
    if (instance && action !== 'submit' && action !== 'resubmit') {
      instanceId = instance.id;
      await tx
        .update(processInstances)
        .set({ state: next, status: next.status, endedAt: ended ? new Date() : null })
        .where(eq(processInstances.id, instance.id));
    } else {
      const [created] = await tx
        .insert(processInstances)
        .values({
          recordId,
          module: descriptor.key,
          definitionId,
          state: next,
          status: next.status,
          applicantId: record.creatorId,
          urgent: Boolean(input.urgent),
          endedAt: ended ? new Date() : null,
        })
        .returning({ id: processInstances.id });
      instanceId = created.id;
    }
    const created = await syncTasks(tx, {
      instanceId,
      record,
      descriptor,
      model,
      state: next,
      actorId: access.user.id,
      actedAs: onBehalfOf ?? access.user.id,
      decision: action === 'approve' ? 'approved' : action === 'reject' ? 'rejected' : null,
      opinion: input.opinion ?? null,
      urgent: Boolean(input.urgent) || Boolean(instance?.urgent),
    });
    if (moved.to !== record.status) {
      await tx
        .update(records)
        .set({ status: moved.to, version: sql`${records.version} + 1`, updatedAt: new Date() })
        .where(eq(records.id, recordId));
    }
    await tx.insert(recordHistory).values({
      recordId,
      module: descriptor.key,
      instanceId,
      event: event.type,
      fromStatus: record.status,
      toStatus: moved.to,
      actorId: access.user.id,
      onBehalfOf: onBehalfOf ?? null,
      nodeId: nodeOfActor?.id ?? null,
      nodeName: nodeOfActor?.name ?? null,
      opinion: input.opinion ?? null,
      snapshot: { ...record.data, status: moved.to, serialNo: record.serialNo },
    });
    await notify(tx, descriptor, record, created, step.events, action, access.user.id);
    return { status: moved.to, instanceId, processStatus: next.status };
  });
}

async function envFor(db: Db, model: ProcessModel, record: RecordRow, input: ActionInput) {
  const chosenUsers = input.users ?? [];
  const chosen = Object.fromEntries(
    Object.values(model.nodes)
      .filter((node) => node.assignee?.type === 'chosen')
      .map((node) => [node.id, chosenUsers]),
  );
  return {
    doc: docScope(record),
    params: await systemParamScope(db),
    resolve: await resolverFor(db, model, record.creatorId, record.projectLeaderId),
    chosen,
  };
}

/**
 * Makes the to-do rows match the process state: an open row per open task and undecided assignee; the acting
 * user's row closed with their decision and opinion; rows of tasks that no longer exist cancelled.
 * Answers the rows it opened (for notifications).
 */
async function syncTasks(
  db: Db,
  context: {
    instanceId: number;
    record: RecordRow;
    descriptor: ModuleDescriptor;
    model: ProcessModel;
    state: ProcessState;
    actorId: number;
    actedAs: number;
    decision: 'approved' | 'rejected' | null;
    opinion: string | null;
    urgent: boolean;
  },
): Promise<{ assigneeId: number }[]> {
  const { instanceId, state, model } = context;
  const open = await openTasksOf(db, instanceId);
  const wanted = new Map<string, { taskKey: string; nodeId: string; assigneeId: number }>();
  for (const task of state.status === 'running' ? state.tasks : []) {
    for (const assigneeId of task.assignees) {
      if (task.approvals.includes(assigneeId) || task.rejections.includes(assigneeId)) continue;
      wanted.set(`${task.id}:${assigneeId}`, { taskKey: task.id, nodeId: task.nodeId, assigneeId });
    }
  }
  const now = new Date();
  for (const row of open) {
    if (wanted.delete(`${row.taskKey}:${row.assigneeId}`)) continue;
    const decidedHere = context.decision && row.assigneeId === context.actedAs;
    await db
      .update(processTasks)
      .set(
        decidedHere
          ? { status: context.decision!, opinion: context.opinion, actorId: context.actorId, completedAt: now }
          : { status: 'cancelled', completedAt: now },
      )
      .where(eq(processTasks.id, row.id));
  }
  const fresh = [...wanted.values()].map((task) => ({
    instanceId,
    recordId: context.record.id,
    module: context.descriptor.key,
    taskKey: task.taskKey,
    nodeId: task.nodeId,
    nodeName: model.nodes[task.nodeId]?.name || task.nodeId,
    assigneeId: task.assigneeId,
    urgent: context.urgent,
  }));
  if (fresh.length) await db.insert(processTasks).values(fresh);
  return fresh;
}

/** To-do notifications (type 3) for new approvers; a message (type 4) to the applicant when the process ends. */
async function notify(
  db: Db,
  descriptor: ModuleDescriptor,
  record: RecordRow,
  opened: { assigneeId: number }[],
  events: readonly ProcessEvent[],
  action: WorkflowAction,
  actorId: number,
) {
  const link = `/${descriptor.area}/${descriptor.key}/view?id=${record.id}`;
  const title = `${record.serialNo}`;
  const rows: (typeof notifications.$inferInsert)[] = opened.map((task) => ({
    userId: task.assigneeId,
    type: 3,
    content: JSON.stringify({ id: 'workflow.notify.todo', values: { module: titleId(descriptor), serialNo: title } }),
    link,
  }));
  const outcome = events.find((event) => event.type === 'process.completed' || event.type === 'process.rejected' || event.type === 'process.terminated');
  if (outcome && record.creatorId !== actorId) {
    rows.push({
      userId: record.creatorId,
      type: 4,
      content: JSON.stringify({ id: `workflow.notify.${outcome.type.split('.')[1]}`, values: { module: titleId(descriptor), serialNo: title } }),
      link,
    });
  }
  if (action === 'terminate' && record.creatorId !== actorId && !outcome) {
    rows.push({
      userId: record.creatorId,
      type: 4,
      content: JSON.stringify({ id: 'workflow.notify.terminated', values: { module: titleId(descriptor), serialNo: title } }),
      link,
    });
  }
  if (rows.length) await db.insert(notifications).values(rows);
}

/** The "why not?" answer for one document and the signed-in user: legal actions, and every refusal with its reason. */
export async function actionsFor(db: Db, access: Access, descriptor: ModuleDescriptor, recordId: number) {
  const lifecycle = lifecycleOf(descriptor);
  const [record] = await db
    .select()
    .from(records)
    .where(and(eq(records.id, recordId), eq(records.module, descriptor.key), sql`${records.deletedAt} is null`));
  if (!record) throw new AppError(404);
  if (!canRead(access, descriptor, record) && !(await isParticipant(db, access.user.id, recordId)) && !access.isAdmin) throw new AppError(404);
  const instance = await runningInstance(db, recordId);
  const asker = await askerFor(db, access, descriptor, record, instance);
  return {
    ...answerActions(lifecycle, record.status, { doc: record.data, asker }),
    owner: isOwner(access, descriptor, record),
    instanceId: instance?.id ?? null,
  };
}
