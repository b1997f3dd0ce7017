import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, like, sql } from 'drizzle-orm';
import { findModule } from '../../modules/index.ts';
import type { ModuleDescriptor } from '../../modules/module.types.ts';
import type { FileRef } from '../../shared/rules/field.types.ts';
import type { Db } from '../db/database.ts';
import { files, notifications, offices, records, users } from '../db/schema.ts';
import type { FileStorage } from '../engine/file-storage.ts';
import { allocateSerials } from '../engine/serial-number.ts';
import { badInput } from '../lib/app-error.ts';
import { companyOf } from '../lib/offices.ts';

type Row = typeof records.$inferSelect;

async function bytesOf(storage: FileStorage, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of storage.get(key)) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** Who receives what is sent to an office: its head, else the first head of the offices below it (by path and code). */
async function receiverOf(tx: Db, officeId: number) {
  const [office] = await tx.select().from(offices).where(eq(offices.id, officeId));
  if (!office) throw badInput('offices', 'engine.invalidPick');
  const heads = await tx
    .select({ userId: users.id, officeId: users.officeId })
    .from(offices)
    .innerJoin(users, and(eq(users.id, offices.headUserId), eq(users.enabled, true)))
    .where(like(offices.path, `${office.path}%`))
    .orderBy(asc(sql`length(${offices.path})`), asc(offices.code));
  const head = heads[0];
  if (!head) throw badInput('offices', 'documents.noReceiver', { office: office.name });
  return { ...head, office };
}

/**
 * Distributes the document (descriptor `distribution`) in the transaction of its distributing step: one record of
 * the target module per office picked, owned by the office's receiver, in its entry status, holding the mapped
 * fields of the document as they stand (the version signed off) and copies of its files. The receiver is notified.
 */
export async function distributeDocument(tx: Db, descriptor: ModuleDescriptor, record: Row, actorId: number | null, storageOf: () => FileStorage) {
  const rule = descriptor.capabilities.distribution!;
  const target = findModule(rule.to)!;
  const picked = record.data[rule.offices];
  const officeIds = [...new Set((Array.isArray(picked) ? picked : []).map(Number).filter(Number.isSafeInteger))];
  if (officeIds.length === 0) return [];
  const made: number[] = [];
  const [serials, receivers] = [await allocateSerials(tx, target, officeIds.length), await Promise.all(officeIds.map((id) => receiverOf(tx, id)))];
  for (const [index, receiver] of receivers.entries()) {
    const [holder] = await tx.select({ path: offices.path }).from(offices).where(eq(offices.id, receiver.officeId!));
    const company = receiver.officeId ? await companyOf(tx, receiver.officeId) : undefined;
    const data: Record<string, unknown> = {};
    const fileCopies: { from: FileRef; into: string }[] = [];
    for (const [into, from] of Object.entries(rule.copy)) {
      const value = record.data[from];
      if (value === undefined || value === null) continue;
      const field = target.fields.find((candidate) => candidate.key === into);
      if (field?.type === 'file' || field?.type === 'image') fileCopies.push(...(value as FileRef[]).map((ref) => ({ from: ref, into })));
      else data[into] = value;
    }
    if (rule.source) data[rule.source] = record.id;
    const [row] = await tx
      .insert(records)
      .values({
        module: target.key,
        serialNo: serials[index],
        data,
        creatorId: receiver.userId,
        officeId: receiver.officeId,
        companyId: company?.id ?? null,
        officePath: holder?.path ?? '',
      })
      .returning({ id: records.id });
    // Each record keeps its own files: the bytes are stored again under the target module.
    const sources = fileCopies.length
      ? await tx
          .select()
          .from(files)
          .where(
            and(
              inArray(
                files.id,
                fileCopies.map((copy) => copy.from.id),
              ),
              eq(files.module, descriptor.key),
              eq(files.recordId, record.id),
            ),
          )
      : [];
    const copied: Record<string, FileRef[]> = {};
    for (const copy of fileCopies) {
      const source = sources.find((file) => file.id === copy.from.id);
      if (!source) continue;
      const id = randomUUID();
      const extension = /\.[a-z0-9]{1,8}$/.exec(source.storedPath)?.[0] ?? '';
      const storedPath = `${target.key}/${new Date().toISOString().slice(0, 7)}/${id}${extension}`;
      const storage = storageOf();
      await storage.put(storedPath, await bytesOf(storage, source.storedPath));
      await tx.insert(files).values({
        id,
        module: target.key,
        recordId: row.id,
        field: copy.into,
        businessType: source.businessType,
        originalName: source.originalName,
        storedPath,
        size: source.size,
        mime: source.mime,
        uploaderId: actorId ?? source.uploaderId,
      });
      (copied[copy.into] ??= []).push({ id, name: copy.from.name });
    }
    if (Object.keys(copied).length)
      await tx
        .update(records)
        .set({ data: sql`${records.data} || ${JSON.stringify(copied)}::jsonb` })
        .where(eq(records.id, row.id));
    await tx.insert(notifications).values({
      userId: receiver.userId,
      type: 4,
      content: JSON.stringify({
        id: 'documents.notify.distributed',
        values: { title: String(record.data.title ?? ''), number: String(record.data[descriptor.capabilities.numbering?.field ?? ''] ?? record.serialNo) },
      }),
      link: `/${target.area}/${target.key}/view?id=${row.id}`,
    });
    made.push(row.id);
  }
  return made;
}
