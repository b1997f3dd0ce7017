import { and, count, eq, gt, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { editableInStatus } from '../../modules/derive.ts';
import { findModule } from '../../modules/index.ts';
import type { ModuleDescriptor } from '../../modules/module.types.ts';
import { OPINION_FILE_FIELD } from '../../shared/approval-actions.ts';
import type { FileRef, ScalarField } from '../../shared/rules/field.types.ts';
import type { Db } from '../db/database.ts';
import { files, records } from '../db/schema.ts';
import type { Access } from '../lib/access.ts';
import { AppError, badInput } from '../lib/app-error.ts';
import { whenNoBackup } from '../ops/backup.ts';
import { fileStorageOf } from './file-storage.ts';
import { loadStored } from './record-rows.ts';
import { assertSavable } from './record-save.policy.ts';
import { assertRecordAccess } from './record-scope.policy.ts';
import { editableAtStep } from './step-rights.policy.ts';

/** A record's uploads: linking those a save names, and the checks before a file is added or read. */

const refsOf = (data: Record<string, unknown>, key: string) => ((data[key] as FileRef[] | undefined) ?? []).map((ref) => ref.id);

function fileIds(descriptor: ModuleDescriptor, data: Record<string, unknown>): string[] {
  return descriptor.fields.filter((field) => field.type === 'file' || field.type === 'image').flatMap((field) => refsOf(data, field.key));
}

export type UploadField = Extract<ScalarField, { type: 'file' | 'image' }>;

/** How many files a record holds in one field (`also`: only those it says). */
async function fileCount(db: Db, descriptor: ModuleDescriptor, recordId: number, fieldKey: string, also?: SQL) {
  const [{ n }] = await db
    .select({ n: count() })
    .from(files)
    .where(and(eq(files.module, descriptor.key), eq(files.recordId, recordId), eq(files.field, fieldKey), also));
  return Number(n);
}

/**
 * Spec §5 Uploads: a record holds at most the field's `maxCount` files, its uploads and the files a save linked
 * alike. It holds the files its data names (`named`) and the uploads linked to it since its last save (`since`; on
 * a new record, every one). A file a later save replaced stays linked for the earlier version that names it (a
 * result document's previous upload, still readable) and takes no room. Callers hold the record's row lock, so
 * concurrent uploads and saves are counted one after the other.
 */
async function assertFileRoom(
  db: Db,
  descriptor: ModuleDescriptor,
  field: UploadField,
  recordId: number,
  held: { named: string[]; since: Date | null },
  adding: number,
) {
  const n = await fileCount(
    db,
    descriptor,
    recordId,
    field.key,
    held.since ? or(gt(files.createdAt, held.since), held.named.length ? inArray(files.id, held.named) : sql`false`) : undefined,
  );
  if (n + adding > field.maxCount) throw badInput(field.key, 'engine.tooManyFiles', { n: field.maxCount });
}

/**
 * Attaches the uploads the saved data names to the record (its row locked by the save), within each field's count.
 * `since`: when the record was saved before this save (null for a new record).
 */
export async function linkFiles(db: Db, descriptor: ModuleDescriptor, data: Record<string, unknown>, recordId: number, since: Date | null = null) {
  const ids = fileIds(descriptor, data);
  if (ids.length === 0) return;
  const linked = await db
    .update(files)
    .set({ recordId })
    .where(and(inArray(files.id, ids), isNull(files.recordId)))
    .returning({ field: files.field });
  for (const field of descriptor.fields)
    if ((field.type === 'file' || field.type === 'image') && linked.some((row) => row.field === field.key))
      await assertFileRoom(db, descriptor, field, recordId, { named: refsOf(data, field.key), since }, 0);
}

/**
 * Before a file is added to a record's field: the record's row is locked until the caller's transaction ends, and
 * the file goes in only where a save could change the field — the lifecycle accepts `record.save` in the record's
 * status and the field is editable in it — and while the field has room.
 */
export async function assertFileAddable(db: Db, access: Access, descriptor: ModuleDescriptor, field: UploadField, recordId: number) {
  await db
    .select({ id: records.id })
    .from(records)
    .where(and(eq(records.id, recordId), eq(records.module, descriptor.key)))
    .for('update');
  const row = await loadStored(db, descriptor, recordId);
  // In approval, the approver of a step whose field rights make the field editable adds to it.
  if (!(await editableAtStep(db, access, descriptor, row)).includes(field.key)) {
    assertRecordAccess(access, descriptor, row, 'update');
    assertSavable(access, descriptor, row);
    if (!editableInStatus(descriptor, field, row.status)) throw new AppError(1006, 'engine.fieldLocked');
  }
  await assertFileRoom(db, descriptor, field, recordId, { named: refsOf(row.data, field.key), since: new Date(row.updatedAt) }, 1);
}

/**
 * Before an approver attaches a file to the opinion they are about to give: the record's row is locked until the
 * caller's transaction ends, and the approver holds fewer than the opinion's `maxCount` attachments not yet sent
 * with an action (a sent opinion's files are its own and take no room).
 */
export async function assertOpinionRoom(db: Db, uploaderId: number, descriptor: ModuleDescriptor, field: UploadField, recordId: number) {
  await db
    .select({ id: records.id })
    .from(records)
    .where(and(eq(records.id, recordId), eq(records.module, descriptor.key)))
    .for('update');
  const n = await fileCount(db, descriptor, recordId, OPINION_FILE_FIELD, and(eq(files.uploaderId, uploaderId), isNull(files.historyId)));
  if (n >= field.maxCount) throw badInput(field.key, 'engine.tooManyFiles', { n: field.maxCount });
}

/**
 * Scheduled task: uploads nobody used within a day go, their rows first and then their bytes (once no backup is
 * being taken, which may have listed them): a form's upload never saved with its record, an opinion's attachment
 * never sent with an action.
 */
export async function removeUnusedUploads(db: Db) {
  const removed = await db
    .delete(files)
    .where(
      and(lt(files.createdAt, sql`now() - interval '1 day'`), or(isNull(files.recordId), and(eq(files.field, OPINION_FILE_FIELD), isNull(files.historyId)))),
    )
    .returning({ storedPath: files.storedPath });
  if (removed.length === 0) return;
  const storage = fileStorageOf(db);
  await whenNoBackup();
  for (const { storedPath } of removed) await storage.remove(storedPath);
}

/** The record a file belongs to, for the download check; null when the file is not linked yet. */
export async function recordForFile(db: Db, moduleKey: string, recordId: number | null) {
  const descriptor = findModule(moduleKey);
  if (!descriptor || recordId === null) return null;
  return { descriptor, row: await loadStored(db, descriptor, recordId) };
}
