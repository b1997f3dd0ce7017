import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ModuleDescriptor } from '../../modules/module.types.ts';
import { selectRows, type Db } from '../db/database.ts';
import { circulations, processCc, processInstances, processTasks, records } from '../db/schema.ts';
import type { Access } from '../lib/access.ts';
import { principalsSql } from '../lib/acting-for.ts';
import { AppError } from '../lib/app-error.ts';
import { canRead, holds, isOwner, ownCondition, readScopeCondition, type RecordColumns, type ScopedRecord } from './record-scope.policy.ts';

/** What of a document decides who may read it. */
export type ReadableRecord = ScopedRecord & { id: number; deletedAt: Date | null };

/**
 * SQL: whether a user (or someone they act for today: a delegation, a sign authorization) holds or held a task of
 * the document, was copied on it, or had it circulated to them (descriptor `circulation`).
 */
const participantSql = (userId: number, recordId: number | SQL | AnyPgColumn) => sql`(exists (select 1 from ${processTasks} t where t.record_id = ${recordId}
    and t.assignee_id in ${principalsSql(userId, sql`t.module`)})
  or exists (select 1 from ${processCc} c join ${processInstances} i on i.id = c.instance_id where i.record_id = ${recordId} and c.user_id = ${userId})
  or exists (select 1 from ${circulations} r where r.record_id = ${recordId} and r.reader_id = ${userId}))`;

async function isParticipant(db: Db, userId: number, recordId: number): Promise<boolean> {
  const [row] = await selectRows<{ yes: boolean }>(db, sql`select ${participantSql(userId, recordId)} as yes`);
  return row.yes;
}

/**
 * `assertDocumentReadable`'s answer as a SQL condition over many documents of one module (`table` names their
 * records, when a query joins them under another name): the undeleted ones the administrator, the owner, whoever has
 * them in their data scope and holds the module's list or view code, and their participants may read.
 */
export function readableCondition(access: Access, descriptor: ModuleDescriptor, table: RecordColumns = records): SQL {
  if (access.isAdmin) return isNull(table.deletedAt);
  const coded = holds(access, descriptor, 'view') || holds(access, descriptor, 'list');
  const inScope = coded ? (readScopeCondition(access, descriptor, table) ?? sql`true`) : ownCondition(access, descriptor, table);
  return and(isNull(table.deletedAt), or(inScope, participantSql(access.user.id, table.id)))!;
}

/**
 * May this user read this document? The one answer for every route that names a document: its record, files,
 * print, approval actions, flow tracing, chart, history and replay. A deleted document never. Otherwise the
 * administrator, its owner (spec §6: the creator, or the project leader of a type-16 module), whoever has it in
 * their data scope (spec §3) and holds the module's list or view code, and whoever approves it or was copied on
 * it (DESIGN.md §4), whatever their scope. Anyone else is refused: 4031 inside their data scope (the code is
 * missing), 404 outside it (the document does not exist for them). The participant check is the only query, and
 * is asked last.
 */
export async function assertDocumentReadable(db: Db, access: Access, descriptor: ModuleDescriptor, record: ReadableRecord): Promise<void> {
  if (record.deletedAt) throw new AppError(404);
  if (access.isAdmin || isOwner(access, descriptor, record)) return;
  const inScope = canRead(access, descriptor, record);
  if (inScope && (holds(access, descriptor, 'view') || holds(access, descriptor, 'list'))) return;
  if (await isParticipant(db, access.user.id, record.id)) return;
  throw new AppError(inScope ? 4031 : 404);
}

/** The document of a module the user may read (`assertDocumentReadable`), by its id. */
export async function readableDocument(db: Db, access: Access, descriptor: ModuleDescriptor, recordId: number) {
  const [record] = await db
    .select()
    .from(records)
    .where(and(eq(records.id, recordId), eq(records.module, descriptor.key)));
  if (!record) throw new AppError(404);
  await assertDocumentReadable(db, access, descriptor, record);
  return record;
}
