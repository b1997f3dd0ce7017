import { createHash } from 'node:crypto';
import { and, eq, getTableColumns, gte, lte, sql, type SQL } from 'drizzle-orm';
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
import { selectPrepared, selectRows, type Db } from '../db/database.ts';
import { delegations, flowDefinitions, processCc, processInstances, processTasks, records, systemParams, users, webPages } from '../db/schema.ts';
import type { Access } from '../lib/access.ts';
import { AppError, badInput } from '../lib/app-error.ts';
import { canRead, isOwner } from '../engine/record-scope.policy.ts';
import { subFlowOf, WORKFLOW_ACTIONS, type SubFlowEvent, type WorkflowAction } from '../../shared/approval-actions.ts';

export type { WorkflowAction } from '../../shared/approval-actions.ts';
import { assertCompleteWith } from '../engine/form-override.ts';
import { assigneeTableShape, assigneeTableSql, intArray, resolverFrom } from './assignees.ts';
import { cachedModel, modelById } from './flow-definitions.ts';
import { assertOffered, checkSplitBefore, isOffered, isSigning, moveSubFlow, runSigningEffects, startsApproval } from './sub-flows.ts';

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

type RecordRow = typeof records.$inferSelect;
type TaskStatus = (typeof processTasks.$inferSelect)['status'];
type OpenTaskRow = { id: number; taskKey: string; nodeId: string; nodeName: string; assigneeId: number };
type RunningInstance = { id: number; definitionId: number; state: ProcessState; urgent: boolean };

const refusal = (r: { code: ErrorCode; messageId: string; values?: Record<string, string | number> }) =>
  new AppError(r.code, r.messageId as MessageId, r.values ?? {});

export function lifecycleOf(descriptor: ModuleDescriptor) {
  if (!descriptor.lifecycle || !descriptor.flow) throw new AppError(1009, 'workflow.notStarted');
  return LIFECYCLES[descriptor.lifecycle];
}

const today = () => new Date().toISOString().slice(0, 10);

/** Users the actor may act for today: themself and everyone who delegated their approvals to them. */
export async function actingFor(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ fromUserId: delegations.fromUserId })
    .from(delegations)
    .where(and(eq(delegations.toUserId, userId), eq(delegations.enabled, true), lte(delegations.startsOn, today()), gte(delegations.endsOn, today())));
  return [userId, ...rows.map((row) => row.fromUserId)];
}

/** SQL: whether a user (or someone who delegated to them) holds or held a task of the document, or was copied on it. */
const participantSql = (userId: number, recordId: number) => sql`(exists (select 1 from ${processTasks} t where t.record_id = ${recordId}
    and (t.assignee_id = ${userId} or t.assignee_id in (select d.from_user_id from ${delegations} d where d.to_user_id = ${userId} and d.enabled
      and d.starts_on <= ${today()} and d.ends_on >= ${today()})))
  or exists (select 1 from ${processCc} c join ${processInstances} i on i.id = c.instance_id where i.record_id = ${recordId} and c.user_id = ${userId}))`;

/** Participants read the document they approve or were copied on, whatever their data scope. */
export async function isParticipant(db: Db, userId: number, recordId: number): Promise<boolean> {
  const [row] = await selectRows<{ yes: boolean }>(db, sql`select ${participantSql(userId, recordId)} as yes`);
  return row.yes;
}

export async function systemParamScope(db: Db): Promise<Record<string, string | number>> {
  const rows = await db.select({ code: systemParams.code, value: systemParams.value }).from(systemParams);
  // Conditions compare numbers held as text as numbers (flows/README.md), so values stay as they are stored.
  return Object.fromEntries(rows.map((row) => [row.code, row.value]));
}

/** The document's fields plus the record columns conditions may read. */
const docScope = (record: RecordRow) => ({ ...record.data, status: record.status, serialNo: record.serialNo });

type Situation = {
  instance: RunningInstance | null;
  open: OpenTaskRow[];
  /** The actor and everyone who delegated their approvals to them today. */
  principals: number[];
  params: Record<string, string>;
  publishedId: number | null;
  /** Of the users the action names, those that exist and are active. */
  active: number[];
  /** Assignee rules resolved for `model`, when one was given. */
  table: Record<string, number[]> | null;
  /** The module's form override (its `form` web-page record), for the completeness check of a submission. */
  formOverride: { config: unknown } | null;
};

type SituationRow = {
  instance: { id: number; definition_id: number; state: ProcessState; urgent: boolean } | null;
  open: OpenTaskRow[];
  delegators: number[];
  params: Record<string, string>;
  published_id: number | null;
  active: number[];
  table: Record<string, number[]> | null;
  form_override: { config: unknown } | null;
};

/** The flow version each flow key last ran on here: a hint for resolving its assignee rules in the same query. */
const lastDefinition = new Map<string, number>();

/**
 * The document and everything an action reads besides it, in one query: the running instance and its open to-do
 * rows, the actor's delegations, system parameters, the published version, the module's form override, which
 * named users are active and (for `model`) who each assignee rule resolves to. With `lock` the row is locked
 * first, in its own statement, so that this read sees whatever an action that held the lock committed.
 */
/**
 * A column of the document row inside the situation's subqueries. Drizzle writes the columns of a one-table select
 * unqualified, which inside a subquery would bind to the subquery's own table (`pi.id` instead of the record's).
 */
const outer = (column: string) => sql.raw(`"records"."${column}"`);

async function readDocument(
  db: Db,
  access: Access,
  descriptor: ModuleDescriptor,
  recordId: number,
  options: { lock: boolean; users: readonly number[]; model?: ProcessModel },
): Promise<{ record: RecordRow; situation: Situation }> {
  const userId = access.user.id;
  const where = and(eq(records.id, recordId), eq(records.module, descriptor.key), sql`${records.deletedAt} is null`);
  if (options.lock) await db.select({ id: records.id }).from(records).where(where).for('update').prepare('workflow_lock_record').execute();
  const situation = sql<SituationRow>`(with inst as (select pi.id, pi.definition_id, pi.state, pi.urgent from ${processInstances} pi
        where pi.record_id = ${outer('id')} and pi.status = 'running' order by pi.id desc limit 1)
      select json_build_object(
        'instance', (select row_to_json(inst) from inst),
        'open', (select coalesce(json_agg(json_build_object('id', t.id, 'taskKey', t.task_key, 'nodeId', t.node_id, 'nodeName', t.node_name,
          'assigneeId', t.assignee_id) order by t.id), '[]'::json) from ${processTasks} t join inst on t.instance_id = inst.id where t.status = 'open'),
        'delegators', (select coalesce(json_agg(d.from_user_id), '[]'::json) from ${delegations} d where d.to_user_id = ${userId} and d.enabled
          and d.starts_on <= ${today()} and d.ends_on >= ${today()}),
        'params', (select coalesce(json_object_agg(sp.code, sp.value), '{}'::json) from ${systemParams} sp),
        'published_id', (select fd.id from ${flowDefinitions} fd where fd.flow_key = ${descriptor.flow ?? ''} and fd.status = 'published'
          order by fd.version desc limit 1),
        'active', ${
          options.users.length
            ? sql`(select coalesce(json_agg(u.id), '[]'::json) from ${users} u where u.id = any(${intArray(options.users)}) and u.enabled)`
            : sql`'[]'::json`
        },
        'form_override', (select json_build_object('config', wp.config) from ${webPages} wp where wp.module_id = ${descriptor.key} and wp.kind = 'form'
          order by wp.updated_at desc, wp.id desc limit 1),
        'table', ${options.model ? assigneeTableSql(options.model, outer('creator_id'), outer('project_leader_id')) : sql`null::json`}))`;
  // One prepared statement per shape of the query: whether users are named, and the assignee rules' kinds.
  const shape = `${options.users.length ? 'u' : ''}:${options.model ? assigneeTableShape(options.model) : ''}`;
  const [row] = await db
    .select({ ...getTableColumns(records), situation })
    .from(records)
    .where(where)
    .prepare(`workflow_read_${createHash('sha1').update(shape).digest('hex').slice(0, 16)}`)
    .execute();
  if (!row) throw new AppError(404);
  const { situation: found, ...record } = row;
  return {
    record: record as RecordRow,
    situation: {
      instance: found.instance
        ? { id: Number(found.instance.id), definitionId: found.instance.definition_id, state: found.instance.state, urgent: found.instance.urgent }
        : null,
      open: found.open.map((task) => ({ ...task, id: Number(task.id) })),
      principals: [userId, ...found.delegators],
      params: found.params,
      publishedId: found.published_id,
      active: found.active,
      table: found.table,
      formOverride: found.form_override,
    },
  };
}

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
    if (!access.isAdmin && !canRead(access, descriptor, record) && !(await isParticipant(tx, access.user.id, recordId))) throw new AppError(404);
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

type TaskChanges = {
  closed: { id: number; status: TaskStatus; opinion: string | null; actorId: number | null }[];
  opened: { taskKey: string; nodeId: string; nodeName: string; assigneeId: number }[];
};

/**
 * Makes the to-do rows match the process state: an open row per open task and undecided assignee; the row of the
 * person the action is about closed as the action says (approved, rejected, transferred...) with the actor and
 * opinion; rows of tasks or assignees that no longer wait cancelled.
 */
function taskChanges(context: {
  open: OpenTaskRow[];
  model: ProcessModel;
  state: ProcessState;
  closing: { assigneeId: number; status: TaskStatus } | null;
  actorId: number;
  opinion: string | null;
}): TaskChanges {
  const wanted = new Map<string, { taskKey: string; nodeId: string; assigneeId: number }>();
  for (const task of context.state.status === 'running' ? context.state.tasks : []) {
    for (const assigneeId of task.assignees) {
      if (task.approvals.includes(assigneeId) || task.rejections.includes(assigneeId)) continue;
      wanted.set(`${task.id}:${assigneeId}`, { taskKey: task.id, nodeId: task.nodeId, assigneeId });
    }
  }
  const closed: TaskChanges['closed'] = [];
  for (const row of context.open) {
    if (wanted.delete(`${row.taskKey}:${row.assigneeId}`)) continue;
    const closing = context.closing && row.assigneeId === context.closing.assigneeId ? context.closing : null;
    closed.push(
      closing
        ? { id: row.id, status: closing.status, opinion: context.opinion, actorId: context.actorId }
        : { id: row.id, status: 'cancelled', opinion: null, actorId: null },
    );
  }
  const opened = [...wanted.values()].map((task) => ({ ...task, nodeName: context.model.nodes[task.nodeId]?.name || task.nodeId }));
  return { closed, opened };
}

type NotificationRow = { user_id: number; type: number; content: string; link: string };

/** To-do notifications (type 3) for new approvers; a message (type 4) to the applicant when the process ends. */
function notificationsFor(
  descriptor: ModuleDescriptor,
  record: RecordRow,
  opened: { assigneeId: number }[],
  events: readonly ProcessEvent[],
  action: WorkflowAction,
  actorId: number,
): NotificationRow[] {
  const link = linkOf(descriptor, record);
  const values = { module: titleId(descriptor), serialNo: record.serialNo };
  const rows: NotificationRow[] = [...new Set(opened.map((task) => task.assigneeId))].map((userId) => ({
    user_id: userId,
    type: 3,
    content: JSON.stringify({ id: 'workflow.notify.todo', values }),
    link,
  }));
  const outcome = events.find((event) => event.type === 'process.completed' || event.type === 'process.rejected' || event.type === 'process.terminated');
  if (outcome && record.creatorId !== actorId) {
    rows.push({ user_id: record.creatorId, type: 4, content: JSON.stringify({ id: `workflow.notify.${outcome.type.split('.')[1]}`, values }), link });
  }
  if (action === 'terminate' && record.creatorId !== actorId && !outcome) {
    rows.push({ user_id: record.creatorId, type: 4, content: JSON.stringify({ id: 'workflow.notify.terminated', values }), link });
  }
  return rows;
}

const linkOf = (descriptor: ModuleDescriptor, record: RecordRow) => `/${descriptor.area}/${descriptor.key}/view?id=${record.id}`;
const json = (value: unknown) => sql`${JSON.stringify(value)}::json`;

/**
 * Writes one step in one statement: the process instance (new or moved), the to-do rows closed and opened, the
 * document's status, its history row, the CC rows and every notification. Answers the instance id, or null when
 * the document changed since it was read (nothing is written then).
 */
async function writeStep(
  db: Db,
  step: {
    descriptor: ModuleDescriptor;
    record: RecordRow;
    instance: RunningInstance | null;
    definitionId: number;
    state: ProcessState;
    stateChanged: boolean;
    urgent: boolean;
    tasks: TaskChanges;
    toStatus: number;
    history: { event: string; actorId: number; onBehalfOf: number | null; nodeId: string | null; nodeName: string | null; opinion: string | null };
    notes: NotificationRow[];
    cc: number[];
  },
): Promise<number | null> {
  const { record, descriptor, state } = step;
  const ended = state.status !== 'running';
  const endedAt = ended ? sql`now()` : sql`null`;
  // The guard: the document moves (and its version with it) only if nobody changed it since it was read; every
  // other write of the step hangs on it, so a lost race writes nothing.
  const parts: SQL[] = [
    sql`guard as (update ${records} set status = ${step.toStatus}, version = version + 1, updated_at = now()
      where id = ${record.id} and version = ${record.version} and deleted_at is null returning id)`,
  ];
  if (!step.instance) {
    parts.push(sql`inst as (insert into ${processInstances} (record_id, module, definition_id, state, status, applicant_id, urgent, ended_at)
      select ${record.id}, ${descriptor.key}, ${step.definitionId}, ${JSON.stringify(state)}::jsonb, ${state.status}, ${record.creatorId}, ${step.urgent}, ${endedAt}
      from guard returning id)`);
  } else if (step.stateChanged) {
    parts.push(sql`inst as (update ${processInstances} set state = ${JSON.stringify(state)}::jsonb, status = ${state.status}, ended_at = ${endedAt}
      where id = ${step.instance.id} and exists (select 1 from guard) returning id)`);
  } else {
    parts.push(sql`inst as (select ${step.instance.id}::bigint as id from guard)`);
  }
  if (step.tasks.closed.length) {
    parts.push(sql`closed as (update ${processTasks} t set status = c.status, opinion = c.opinion, actor_id = c."actorId", completed_at = now()
      from json_to_recordset(${json(step.tasks.closed)}) as c(id bigint, status text, opinion text, "actorId" int) where t.id = c.id and exists (select 1 from guard))`);
  }
  if (step.tasks.opened.length) {
    parts.push(sql`opened as (insert into ${processTasks} (instance_id, record_id, module, task_key, node_id, node_name, assignee_id, urgent)
      select inst.id, ${record.id}, ${descriptor.key}, x."taskKey", x."nodeId", x."nodeName", x."assigneeId", ${step.urgent}
      from inst, json_to_recordset(${json(step.tasks.opened)}) as x("taskKey" text, "nodeId" text, "nodeName" text, "assigneeId" int))`);
  }
  const h = step.history;
  parts.push(sql`history as (insert into record_history (record_id, module, instance_id, event, from_status, to_status, actor_id, on_behalf_of, node_id,
      node_name, opinion, snapshot)
    select ${record.id}, ${descriptor.key}, inst.id, ${h.event}, ${record.status}, ${step.toStatus}, ${h.actorId}, ${h.onBehalfOf}::int, ${h.nodeId}::text,
      ${h.nodeName}::text, ${h.opinion}::text, ${JSON.stringify({ ...record.data, status: step.toStatus, serialNo: record.serialNo })}::jsonb from inst)`);
  if (step.notes.length) {
    parts.push(sql`notes as (insert into notifications (user_id, type, content, link)
      select x.user_id, x.type, x.content, x.link from json_to_recordset(${json(step.notes)}) as x(user_id int, type smallint, content text, link text)
      where exists (select 1 from guard))`);
  }
  if (step.cc.length) {
    // Only people not copied before get a row and a notification.
    parts.push(sql`copied as (insert into ${processCc} (instance_id, user_id) select inst.id, u from inst, unnest(${intArray(step.cc)}) as u
      on conflict do nothing returning user_id)`);
    parts.push(sql`cc_notes as (insert into notifications (user_id, type, content, link)
      select copied.user_id, 4, ${JSON.stringify({ id: 'workflow.notify.cc', values: { module: titleId(descriptor), serialNo: record.serialNo } })},
        ${linkOf(descriptor, record)} from copied)`);
  }
  const [row] = await selectPrepared<{ id: number }>(db, sql`with ${sql.join(parts, sql`, `)} select id from inst`);
  return row ? Number(row.id) : null;
}

/** Admin terminate (spec §8 4031 for anyone else): the running process stops and the document is withdrawn. */
export const terminateInstance = (db: Db, access: Access, descriptor: ModuleDescriptor, recordId: number, opinion?: string) =>
  act(db, access, descriptor, recordId, 'terminate', { opinion });

/**
 * Admin reassign of one to-do row (`taskId`, a process task id) to another active user, in one transaction with its
 * history row and a to-do notification; the previous assignee's row closes as reassigned.
 */
export const reassignTask = (
  db: Db,
  access: Access,
  descriptor: ModuleDescriptor,
  recordId: number,
  change: { taskId: number; to: number; opinion?: string },
) => act(db, access, descriptor, recordId, 'reassign', { taskId: change.taskId, users: [change.to], opinion: change.opinion });

/** The "why not?" answer for one document and the signed-in user: legal actions, and every refusal with its reason. */
export async function actionsFor(db: Db, access: Access, descriptor: ModuleDescriptor, recordId: number) {
  const lifecycle = lifecycleOf(descriptor);
  const { record, situation } = await readDocument(db, access, descriptor, recordId, { lock: false, users: [] });
  if (!access.isAdmin && !canRead(access, descriptor, record) && !(await isParticipant(db, access.user.id, recordId))) throw new AppError(404);
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
