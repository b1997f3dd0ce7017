import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.ts';
import type { ModuleDescriptor } from '../../modules/module.types.ts';
import { files, recordHistory, records, users } from '../db/schema.ts';
import type { Access } from '../lib/access.ts';
import { withoutPrivate } from './record-scope.policy.ts';
import { hiddenFieldsOf, withoutFields } from './step-rights.policy.ts';

const principal = alias(users, 'principal');

/**
 * A document's transitions, oldest first: the event, from → to status, who acted (null: the system, when a step's
 * time limit decided) and on whose behalf, the step, the opinion and its attachments, the people the action named,
 * the fields a save between steps changed, when, and the document as it was after the step (flow tracing, the
 * auditors' replay, the print's trail).
 */
export const transitionsOf = (db: Db, recordId: number) =>
  db
    .select({
      id: recordHistory.id,
      event: recordHistory.event,
      fromStatus: recordHistory.fromStatus,
      toStatus: recordHistory.toStatus,
      actorId: recordHistory.actorId,
      actorName: users.name,
      onBehalfOf: recordHistory.onBehalfOf,
      onBehalfOfName: principal.name,
      nodeName: recordHistory.nodeName,
      nodeNames: recordHistory.nodeNames,
      opinion: recordHistory.opinion,
      files: sql<
        { id: string; name: string }[]
      >`(select coalesce(json_agg(json_build_object('id', f.id, 'name', f.original_name) order by f.created_at), '[]'::json)
        from ${files} f where f.history_id = ${recordHistory.id})`,
      namedUsers: sql<string[]>`(select coalesce(json_agg(n.name order by array_position(${recordHistory.namedUsers}, n.id)), '[]'::json)
        from ${users} n where n.id = any(${recordHistory.namedUsers}))`,
      changedFields: recordHistory.changedFields,
      at: recordHistory.at,
      instanceId: recordHistory.instanceId,
      snapshot: recordHistory.snapshot,
    })
    .from(recordHistory)
    .leftJoin(users, eq(users.id, recordHistory.actorId))
    .leftJoin(principal, eq(principal.id, recordHistory.onBehalfOf))
    .where(eq(recordHistory.recordId, recordId))
    .orderBy(asc(recordHistory.id));

/**
 * A document's transitions as the reader may read them: each snapshot without the fields the reader's open steps on
 * the document hide (step-rights.policy.ts), as the view hides them, nor those the register keeps private from them
 * (`access.private`, record-scope.policy.ts).
 */
export async function transitionsFor(db: Db, access: Access, descriptor: ModuleDescriptor, recordId: number) {
  const [rows, hidden] = await Promise.all([transitionsOf(db, recordId), hiddenFieldsOf(db, access.user.id, descriptor, [recordId])]);
  const fields = hidden.get(recordId);
  const shown = fields ? rows.map((row) => ({ ...row, snapshot: row.snapshot && withoutFields(row.snapshot, fields) })) : rows;
  if (!descriptor.capabilities.access?.private?.length) return shown;
  const [record] = await db
    .select({
      creatorId: records.creatorId,
      projectLeaderId: records.projectLeaderId,
      officePath: records.officePath,
      companyId: records.companyId,
      data: records.data,
    })
    .from(records)
    .where(eq(records.id, recordId));
  return record ? shown.map((row) => ({ ...row, snapshot: row.snapshot && withoutPrivate(access, descriptor, record, row.snapshot) })) : [];
}

/** Transitions as answered: a step the system took is named by `systemName` (the reader's word for it). */
export const withActorNames = <Row extends { actorName: string | null }>(rows: Row[], systemName: string) =>
  rows.map((row) => ({ ...row, actorName: row.actorName ?? systemName }));

/** Where administrators moved a process (`approval.jump`), oldest first: the step, when, by whom, and why. */
export const jumpsOf = async (db: Db, instanceId: number) =>
  db
    .select({
      nodeId: recordHistory.nodeId,
      nodeName: recordHistory.nodeName,
      nodeNames: recordHistory.nodeNames,
      at: recordHistory.at,
      actorName: users.name,
      opinion: recordHistory.opinion,
    })
    .from(recordHistory)
    .leftJoin(users, eq(users.id, recordHistory.actorId))
    .where(and(eq(recordHistory.instanceId, instanceId), eq(recordHistory.event, 'approval.jump')))
    .orderBy(asc(recordHistory.id));
