import { randomUUID } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { and, eq, sql } from 'drizzle-orm';
import type { ModuleDescriptor } from '../../modules/module.types.ts';
import type { FileRef } from '../../shared/rules/field.types.ts';
import type { Db } from '../db/database.ts';
import { files, records, users } from '../db/schema.ts';
import { badInput } from '../lib/app-error.ts';
import { extensionOf, FILE_KINDS } from '../lib/file-kinds.ts';
import { offThread } from '../lib/off-thread.ts';
import type { FileStorage } from '../engine/file-storage.ts';
import type { SealPosition, StampRequest } from '../print/document-stamp.ts';

/**
 * The signed copy a final approval produces (descriptor `signing`): the document's file with the seal stamped on it,
 * stored as a new file linked to the record's `into` field, in the approval's transaction. It is stamped before the
 * approval's transaction, in a worker with bounds (lib/off-thread.ts): a file that cannot be stamped refuses the
 * approval, 1001 on the file field. It is stored in the transaction; the bytes go in last, and the caller removes
 * them if the transaction does not commit.
 */

type RecordRow = typeof records.$inferSelect;
export type SignedCopy = { id: string; name: string; storedPath: string; bytes: Buffer; into: string; field: string };

const POSITIONS: readonly SealPosition[] = ['bottomRight', 'bottomLeft', 'bottomCenter'];
const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

/** What a signing stamps: the document's file and the stamp; `key` names it, so a stamped copy is reused. */
export type SigningRequest = { key: string; original: typeof files.$inferSelect; extension: string; request: StampRequest; field: string; into: string };

/** What the signing of the document stamps (database reads only), or null when the document names no file to sign. */
export async function signingRequestOf(tx: Db, descriptor: ModuleDescriptor, record: RecordRow, signerId: number | null): Promise<SigningRequest | null> {
  const signing = descriptor.capabilities.signing;
  if (!signing) return null;
  const [ref] = (record.data[signing.file] as FileRef[] | undefined) ?? [];
  if (!ref) return null;
  const [original] = await tx
    .select()
    .from(files)
    .where(and(eq(files.id, ref.id), eq(files.module, descriptor.key), eq(files.recordId, record.id)))
    .limit(1);
  if (!original) throw badInput(signing.file, 'engine.stampFailed');
  const sealValue = String(record.data[signing.seal] ?? '');
  const seal = descriptor.labels.options?.[signing.seal]?.[sealValue]?.zh ?? sealValue;
  const [signer] = signerId === null ? [] : await tx.select({ name: users.name }).from(users).where(eq(users.id, signerId)).limit(1);
  const page = signing.page ? Number(record.data[signing.page]) : NaN;
  const position = signing.position ? (record.data[signing.position] as SealPosition) : undefined;
  const request: StampRequest = {
    seal,
    signer: signer?.name ?? '',
    date: today(),
    page: Number.isInteger(page) && page > 0 ? page : null,
    position: position && POSITIONS.includes(position) ? position : null,
  };
  return {
    key: JSON.stringify([original.id, request]),
    original,
    extension: extensionOf(original.storedPath),
    request,
    field: signing.file,
    into: signing.into,
  };
}

/** The stamped copy of a signing's file, made in the worker thread: call it outside any transaction. */
export async function stampSignedCopy(storage: FileStorage, descriptor: ModuleDescriptor, signing: SigningRequest): Promise<SignedCopy> {
  const { original, extension } = signing;
  const source = await buffer(storage.get(original.storedPath)).catch(() => null);
  if (!source) throw badInput(signing.field, 'engine.stampFailed');
  const stamping = new URL('../print/document-stamp.ts', import.meta.url);
  const bytes = await offThread<Buffer>(stamping, 'stampFile', [extension, source, signing.request]).catch(() => {
    throw badInput(signing.field, 'engine.stampFailed');
  });
  const id = randomUUID();
  const dot = original.originalName.lastIndexOf('.');
  const name = `${dot > 0 ? original.originalName.slice(0, dot) : original.originalName}-signed.${extension}`;
  const storedPath = `${descriptor.key}/${new Date().toISOString().slice(0, 7)}/${id}.${extension}`;
  return { id, name, storedPath, bytes, into: signing.into, field: signing.field };
}

/** The record's data with the signed copy named in its `into` field. */
export const withSignedCopy = (data: Record<string, unknown>, copy: SignedCopy | null) =>
  copy ? { ...data, [copy.into]: [{ id: copy.id, name: copy.name } satisfies FileRef] } : data;

/** Stores the copy: its file row linked to the record, the record's `into` field, then the bytes. */
export async function storeSignedCopy(
  tx: Db,
  storage: FileStorage,
  descriptor: ModuleDescriptor,
  record: RecordRow,
  copy: SignedCopy,
  signerId: number | null,
) {
  await tx.insert(files).values({
    id: copy.id,
    module: descriptor.key,
    recordId: record.id,
    field: copy.into,
    businessType: null,
    originalName: copy.name.slice(0, 200),
    storedPath: copy.storedPath,
    size: copy.bytes.length,
    mime: FILE_KINDS[extensionOf(copy.storedPath)]?.mime ?? 'application/octet-stream',
    uploaderId: signerId ?? record.creatorId,
  });
  const into = JSON.stringify(withSignedCopy({}, copy));
  await tx
    .update(records)
    .set({ data: sql`${records.data} || ${into}::jsonb` })
    .where(eq(records.id, record.id));
  await storage.put(copy.storedPath, copy.bytes);
}
