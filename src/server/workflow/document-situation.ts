import { createHash } from 'node:crypto';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { ProcessModel, ProcessState, TranslatedNames } from '../../../flows/index.ts';
import type { ModuleDescriptor } from '../../modules/module.types.ts';
import { OPINION_FILE_FIELD, URGE_EVERY_MINUTES } from '../../shared/approval-actions.ts';
import type { Db } from '../db/database.ts';
import { files, flowDefinitions, processInstances, processTasks, records, systemParams, users, webPages } from '../db/schema.ts';
import { principalsSql } from '../lib/acting-for.ts';
import { AppError } from '../lib/app-error.ts';
import { assigneeTableShape, assigneeTableSql, intArray } from './assignees.ts';

export type RecordRow = typeof records.$inferSelect;
export type OpenTaskRow = { id: number; taskKey: string; nodeId: string; nodeName: string; nodeNames: TranslatedNames | null; assigneeId: number };
export type RunningInstance = { id: number; definitionId: number; state: ProcessState; urgent: boolean; urgedRecently: boolean };

export type Situation = {
  instance: RunningInstance | null;
  open: OpenTaskRow[];
  /** The actor and everyone they act for in this module today (delegations, sign authorizations). */
  principals: number[];
  params: Record<string, string>;
  publishedId: number | null;
  /** Of the users the action names, those that exist and are active. */
  active: number[];
  /** Assignee rules resolved for `model`, when one was given. */
  table: Record<string, number[]> | null;
  /** The module's form override (its `form` web-page record), for the completeness check of a submission. */
  formOverride: { config: unknown } | null;
  /** Of the opinion's uploads the action names, those the actor made for this document and has not used yet. */
  files: string[];
};

/** The situation as the query answers it: in the shape of `Situation`, with whom the actor acts for apart. */
type SituationRow = Omit<Situation, 'principals'> & { delegators: number[] };

/**
 * A column of the document row inside the situation's subqueries. Drizzle writes the columns of a one-table select
 * unqualified, which inside a subquery would bind to the subquery's own table (`pi.id` instead of the record's).
 */
const outer = (column: string) => sql.raw(`"records"."${column}"`);

/**
 * The document and everything an action reads besides it, in one query: the running instance and its open to-do
 * rows, whom the actor acts for, system parameters, the published version, the module's form override, which
 * named users are active, which named uploads are the actor's for this document and (for `model`) who each assignee
 * rule resolves to. With `lock` the row is locked first, in its own statement, so that this read sees whatever an
 * action that held the lock committed. `actorId` null is the system, which acts for nobody.
 */
export async function readDocument(
  db: Db,
  actorId: number | null,
  descriptor: ModuleDescriptor,
  recordId: number,
  options: { lock: boolean; users: readonly number[]; model?: ProcessModel; files?: readonly string[] },
): Promise<{ record: RecordRow; situation: Situation }> {
  const named = options.files ?? [];
  const where = and(eq(records.id, recordId), eq(records.module, descriptor.key), sql`${records.deletedAt} is null`);
  if (options.lock) await db.select({ id: records.id }).from(records).where(where).for('update').prepare('workflow_lock_record').execute();
  const situation = sql<SituationRow>`(with inst as (select pi.id, pi.definition_id as "definitionId", pi.state, pi.urgent,
        coalesce(pi.urged_at > now() - interval '${sql.raw(String(URGE_EVERY_MINUTES))} minutes', false) as "urgedRecently" from ${processInstances} pi
        where pi.record_id = ${outer('id')} and pi.status = 'running' order by pi.id desc limit 1)
      select json_build_object(
        'instance', (select row_to_json(inst) from inst),
        'open', (select coalesce(json_agg(json_build_object('id', t.id, 'taskKey', t.task_key, 'nodeId', t.node_id, 'nodeName', t.node_name,
          'nodeNames', t.node_names, 'assigneeId', t.assignee_id) order by t.id), '[]'::json) from ${processTasks} t join inst on t.instance_id = inst.id where t.status = 'open'),
        'delegators', ${
          actorId === null
            ? sql`'[]'::json`
            : sql`(select coalesce(json_agg(distinct p.id), '[]'::json) from ${principalsSql(actorId, descriptor.key)} p(id) where p.id <> ${actorId})`
        },
        'params', (select coalesce(json_object_agg(sp.code, sp.value), '{}'::json) from ${systemParams} sp),
        'publishedId', (select fd.id from ${flowDefinitions} fd where fd.flow_key = ${descriptor.flow ?? ''} and fd.status = 'published'
          order by fd.version desc limit 1),
        'active', ${
          options.users.length
            ? sql`(select coalesce(json_agg(u.id), '[]'::json) from ${users} u where u.id = any(${intArray(options.users)}) and u.enabled)`
            : sql`'[]'::json`
        },
        'formOverride', (select json_build_object('config', wp.config) from ${webPages} wp where wp.module_id = ${descriptor.key} and wp.kind = 'form'
          order by wp.updated_at desc, wp.id desc limit 1),
        'files', ${
          named.length
            ? sql`(select coalesce(json_agg(f.id), '[]'::json) from ${files} f where f.id::text = any(${`{${named.join(',')}}`}::text[])
                and f.module = ${descriptor.key} and f.record_id = ${outer('id')} and f.field = ${OPINION_FILE_FIELD} and f.uploader_id = ${actorId}
                and f.history_id is null)`
            : sql`'[]'::json`
        },
        'table', ${options.model ? assigneeTableSql(options.model, outer('creator_id'), outer('project_leader_id'), outer('data')) : sql`null::json`}))`;
  // One prepared statement per shape of the query: whether users and files are named, whether the actor is the
  // system, and the assignee rules' kinds.
  const shape = `${options.users.length ? 'u' : ''}${named.length ? 'f' : ''}${actorId === null ? 's' : ''}:${options.model ? assigneeTableShape(options.model) : ''}`;
  const [row] = await db
    .select({ ...getTableColumns(records), situation })
    .from(records)
    .where(where)
    .prepare(`workflow_read_${createHash('sha1').update(shape).digest('hex').slice(0, 16)}`)
    .execute();
  if (!row) throw new AppError(404);
  const {
    situation: { delegators, instance, open, ...found },
    ...record
  } = row;
  return {
    record: record as RecordRow,
    situation: {
      ...found,
      instance: instance && { ...instance, id: Number(instance.id) },
      open: open.map((task) => ({ ...task, id: Number(task.id) })),
      principals: actorId === null ? [] : [actorId, ...delegators],
    },
  };
}
