import { sql, type SQL } from 'drizzle-orm';
import type { ProcessEvent, ProcessModel, ProcessState, TranslatedNames } from '../../../flows/index.ts';
import type { ModuleDescriptor } from '../../modules/module.types.ts';
import { selectPrepared, type Db } from '../db/database.ts';
import { files, processCc, processInstances, processTasks, records } from '../db/schema.ts';
import { ccContent, linkOf, type NotificationRow } from './approval-notifications.ts';
import { intArray } from './assignees.ts';
import type { OpenTaskRow, RecordRow, RunningInstance } from './document-situation.ts';
import { dueAtSql, dueIn, type DueIn } from './due-time.ts';

export type TaskStatus = (typeof processTasks.$inferSelect)['status'];

export type TaskChanges = {
  closed: { id: number; status: TaskStatus; opinion: string | null; actorId: number | null; reason: string | null }[];
  opened: ({ taskKey: string; nodeId: string; assigneeId: number } & StepNames & DueIn)[];
  /** Steps passed as repeated (`oa:skipRepeated`): a closed row per assignee, so the trail shows them. */
  skipped: ({ nodeId: string; assigneeId: number } & StepNames)[];
};

/** A step's name as the flow writes it and in the other languages (lib/step-names.ts). */
type StepNames = { nodeName: string; nodeNames: TranslatedNames | null };
const stepNames = (model: ProcessModel, nodeId: string): StepNames => ({
  nodeName: model.nodes[nodeId]?.name || nodeId,
  nodeNames: model.nodes[nodeId]?.names ?? null,
});

/**
 * Makes the to-do rows match the process state: an open row per open task and undecided assignee (due when its step
 * has a time limit, unless `untimed`); the rows the action is about (`closing`: the task's, or one assignee's of it)
 * closed as the action says (approved, rejected, transferred...) with the actor and opinion; rows of tasks or
 * assignees that no longer wait cancelled, with the reason the flow gives (a sibling branch's rejection, a jump).
 */
export function taskChanges(context: {
  open: OpenTaskRow[];
  model: ProcessModel;
  state: ProcessState;
  events: readonly ProcessEvent[];
  closing: { taskKey: string; assigneeId?: number; status: TaskStatus } | null;
  actorId: number | null;
  opinion: string | null;
  untimed?: boolean;
}): TaskChanges {
  const wanted = new Map<string, { taskKey: string; nodeId: string; assigneeId: number }>();
  for (const task of context.state.status === 'running' ? context.state.tasks : []) {
    for (const assigneeId of task.assignees) {
      if (task.approvals.includes(assigneeId) || task.rejections.includes(assigneeId)) continue;
      wanted.set(`${task.id}:${assigneeId}`, { taskKey: task.id, nodeId: task.nodeId, assigneeId });
    }
  }
  const reasons = new Map(context.events.flatMap((event) => (event.type === 'task.cancelled' && event.reason ? [[event.taskId, event.reason]] : [])));
  const { closing } = context;
  const closed: TaskChanges['closed'] = [];
  for (const row of context.open) {
    if (wanted.delete(`${row.taskKey}:${row.assigneeId}`)) continue;
    const decided = closing && row.taskKey === closing.taskKey && (closing.assigneeId === undefined || row.assigneeId === closing.assigneeId);
    closed.push(
      decided
        ? { id: row.id, status: closing.status, opinion: context.opinion, actorId: context.actorId, reason: null }
        : { id: row.id, status: 'cancelled', opinion: null, actorId: null, reason: reasons.get(row.taskKey) ?? null },
    );
  }
  const opened = [...wanted.values()].map((task) => ({
    ...task,
    ...stepNames(context.model, task.nodeId),
    ...dueIn(context.untimed ? undefined : context.model.nodes[task.nodeId]?.deadline),
  }));
  const skipped = context.events.flatMap((event) =>
    event.type === 'task.skipped' ? event.assignees.map((assigneeId) => ({ nodeId: event.nodeId, ...stepNames(context.model, event.nodeId), assigneeId })) : [],
  );
  return { closed, opened, skipped };
}

const json = (value: unknown) => sql`${JSON.stringify(value)}::json`;

export type StepHistory = {
  event: string;
  /** Null when the system acted (a time limit). */
  actorId: number | null;
  onBehalfOf: number | null;
  nodeId: string | null;
  nodeName: string | null;
  nodeNames: TranslatedNames | null;
  opinion: string | null;
  /** The people the action named (transferred to, added, copied in). */
  namedUsers: readonly number[];
  /** The opinion's uploads, checked by the read (document-situation.ts), linked to this row. */
  files: readonly string[];
};

/**
 * Writes one step in one statement: the process instance (new or moved; urgent from now on once set, when it was
 * last urged), the to-do rows closed, opened and passed as repeated, the document's status, its history row with the
 * opinion's attachments, the CC rows and every notification. Answers the instance id, or null when the document
 * changed since it was read (nothing is written then).
 */
export async function writeStep(
  db: Db,
  step: {
    descriptor: ModuleDescriptor;
    record: RecordRow;
    instance: RunningInstance | null;
    definitionId: number;
    state: ProcessState;
    stateChanged: boolean;
    urgent: boolean;
    urged?: boolean;
    tasks: TaskChanges;
    toStatus: number;
    history: StepHistory;
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
  } else if (step.stateChanged || step.urged || (step.urgent && !step.instance.urgent)) {
    const moved = step.stateChanged ? sql`, state = ${JSON.stringify(state)}::jsonb, status = ${state.status}, ended_at = ${endedAt}` : sql``;
    parts.push(sql`inst as (update ${processInstances} set urgent = ${step.urgent}${moved}${step.urged ? sql`, urged_at = now()` : sql``}
      where id = ${step.instance.id} and exists (select 1 from guard) returning id)`);
  } else {
    parts.push(sql`inst as (select ${step.instance.id}::bigint as id from guard)`);
  }
  const { closed, opened, skipped } = step.tasks;
  if (closed.length) {
    parts.push(sql`closed as (update ${processTasks} t set status = c.status, opinion = c.opinion, actor_id = c."actorId", closed_reason = c.reason,
        completed_at = now()
      from json_to_recordset(${json(closed)}) as c(id bigint, status text, opinion text, "actorId" int, reason text) where t.id = c.id and exists (select 1 from guard))`);
  }
  if (opened.length) {
    parts.push(sql`opened as (insert into ${processTasks} (instance_id, record_id, module, task_key, node_id, node_name, node_names, assignee_id, urgent, due_at)
      select inst.id, ${record.id}, ${descriptor.key}, x."taskKey", x."nodeId", x."nodeName", x."nodeNames", x."assigneeId", ${step.urgent},
        ${dueAtSql(sql`x."dueHours"`, sql`x."dueWorkdays"`)}
      from inst, json_to_recordset(${json(opened)}) as x("taskKey" text, "nodeId" text, "nodeName" text, "nodeNames" jsonb, "assigneeId" int, "dueHours" float8, "dueWorkdays" float8))`);
  }
  if (skipped.length) {
    parts.push(sql`skipped as (insert into ${processTasks} (instance_id, record_id, module, task_key, node_id, node_name, node_names, assignee_id, status, completed_at)
      select inst.id, ${record.id}, ${descriptor.key}, '', x."nodeId", x."nodeName", x."nodeNames", x."assigneeId", 'skipped', now()
      from inst, json_to_recordset(${json(skipped)}) as x("nodeId" text, "nodeName" text, "nodeNames" jsonb, "assigneeId" int))`);
  }
  if (closed.length) {
    // A to-do notice stays true only while its reader still has a task on the document: whoever's tasks this step
    // closed, and who has no other open one and gets no new one, finds their notice of it marked read.
    const stillAwaited = [...new Set(opened.map((task) => task.assigneeId))];
    parts.push(sql`settled as (update notifications n set is_read = true
      where n.type = 3 and not n.is_read and n.link = ${linkOf(descriptor, record)}
        and n.user_id in (select assignee_id from ${processTasks} where id = any(${intArray(closed.map((task) => task.id))}))
        and n.user_id <> all(${intArray(stillAwaited)})
        and not exists (select 1 from ${processTasks} t where t.record_id = ${record.id} and t.status = 'open' and t.assignee_id = n.user_id
          and t.id <> all(${intArray(closed.map((task) => task.id))}))
        and exists (select 1 from guard))`);
  }
  const h = step.history;
  parts.push(sql`history as (insert into record_history (record_id, module, instance_id, event, from_status, to_status, actor_id, on_behalf_of, node_id,
      node_name, node_names, opinion, named_users, snapshot)
    select ${record.id}, ${descriptor.key}, inst.id, ${h.event}, ${record.status}, ${step.toStatus}, ${h.actorId}::int, ${h.onBehalfOf}::int, ${h.nodeId}::text,
      ${h.nodeName}::text, ${h.nodeNames === null ? null : JSON.stringify(h.nodeNames)}::jsonb, ${h.opinion}::text, ${h.namedUsers.length ? intArray(h.namedUsers) : sql`null::int[]`},
      ${JSON.stringify({ ...record.data, status: step.toStatus, serialNo: record.serialNo })}::jsonb from inst returning id)`);
  if (h.files.length) {
    parts.push(sql`attached as (update ${files} set history_id = (select id from history) where id::text = any(${`{${h.files.join(',')}}`}::text[])
      and history_id is null)`);
  }
  if (step.notes.length) {
    parts.push(sql`notes as (insert into notifications (user_id, type, content, link)
      select x.user_id, x.type, x.content, x.link from json_to_recordset(${json(step.notes)}) as x(user_id int, type smallint, content text, link text)
      where exists (select 1 from guard))`);
  }
  const cc = [...new Set(step.cc)];
  if (cc.length) {
    // Only people not copied before get a row and a notification.
    parts.push(sql`copied as (insert into ${processCc} (instance_id, user_id) select inst.id, u from inst, unnest(${intArray(cc)}) as u
      on conflict do nothing returning user_id)`);
    parts.push(sql`cc_notes as (insert into notifications (user_id, type, content, link)
      select copied.user_id, 4, ${ccContent(descriptor, record)},
        ${linkOf(descriptor, record)} from copied)`);
  }
  const [row] = await selectPrepared<{ id: number }>(db, sql`with ${sql.join(parts, sql`, `)} select id from inst`);
  return row ? Number(row.id) : null;
}
