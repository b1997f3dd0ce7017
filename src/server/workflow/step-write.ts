import { sql, type SQL } from 'drizzle-orm';
import type { ProcessModel, ProcessState } from '../../../flows/index.ts';
import type { ModuleDescriptor } from '../../modules/module.types.ts';
import { selectPrepared, type Db } from '../db/database.ts';
import { processCc, processInstances, processTasks, records } from '../db/schema.ts';
import { ccContent, linkOf, type NotificationRow } from './approval-notifications.ts';
import { intArray } from './assignees.ts';
import type { OpenTaskRow, RecordRow, RunningInstance } from './document-situation.ts';

export type TaskStatus = (typeof processTasks.$inferSelect)['status'];

export type TaskChanges = {
  closed: { id: number; status: TaskStatus; opinion: string | null; actorId: number | null }[];
  opened: { taskKey: string; nodeId: string; nodeName: string; assigneeId: number }[];
};

/**
 * Makes the to-do rows match the process state: an open row per open task and undecided assignee; the row of the
 * person the action is about closed as the action says (approved, rejected, transferred...) with the actor and
 * opinion; rows of tasks or assignees that no longer wait cancelled.
 */
export function taskChanges(context: {
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

const json = (value: unknown) => sql`${JSON.stringify(value)}::json`;

/**
 * Writes one step in one statement: the process instance (new or moved), the to-do rows closed and opened, the
 * document's status, its history row, the CC rows and every notification. Answers the instance id, or null when
 * the document changed since it was read (nothing is written then).
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
      select copied.user_id, 4, ${ccContent(descriptor, record)},
        ${linkOf(descriptor, record)} from copied)`);
  }
  const [row] = await selectPrepared<{ id: number }>(db, sql`with ${sql.join(parts, sql`, `)} select id from inst`);
  return row ? Number(row.id) : null;
}
