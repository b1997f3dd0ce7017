import { and, eq, isNull, sql } from 'drizzle-orm';
import { findModule } from '../../modules/index.ts';
import type { ModuleDescriptor } from '../../modules/module.types.ts';
import { pickTarget } from '../../modules/capabilities/capability.ts';
import type { Db } from '../db/database.ts';
import { documentNumberCounters, documentNumbers, records } from '../db/schema.ts';
import { badInput } from '../lib/app-error.ts';

type Row = typeof records.$inferSelect;

/** Today in the server's zone, as YYYY-MM-DD (the day a document is numbered and dated). */
const today = () => new Date().toLocaleDateString('sv');

/**
 * A document number from an organ's template: `{yyyy}` the year, `{n}` the sequence as it is (GB/T 9704: no
 * leading zeros), `{n:3}` padded to three digits. A template without its sequence is no template.
 */
export function renderDocumentNumber(template: string, year: number, seq: number): string | null {
  if (!/\{n(:\d)?\}/.test(template)) return null;
  return template
    .replace(/\{yyyy\}/g, String(year))
    .replace(/\{n(?::(\d))?\}/g, (_all, width: string | undefined) => String(seq).padStart(Number(width ?? 0), '0'));
}

/**
 * Gives the document its number (descriptor `numbering`), in the transaction of the step that numbers it: the
 * organ's counter row for the year is created if missing, then locked (`for update`) until the transaction ends,
 * so concurrent numberings of the same organ and year take their turns and get consecutive numbers. A document that
 * already holds a number keeps it. The number and the day are written into the document's fields.
 */
export async function numberDocument(tx: Db, descriptor: ModuleDescriptor, record: Row, actorId: number | null) {
  const rule = descriptor.capabilities.numbering!;
  const [held] = await tx
    .select({ number: documentNumbers.number })
    .from(documentNumbers)
    .where(and(eq(documentNumbers.module, descriptor.key), eq(documentNumbers.recordId, record.id), isNull(documentNumbers.voidedAt)));
  if (held) return held.number;
  const organId = record.data[rule.organ];
  const register = findModule(pickTarget(descriptor, rule.organ) ?? '');
  if (typeof organId !== 'number' || !register) throw badInput(rule.organ, 'engine.invalidPick');
  const [organ] = await tx
    .select()
    .from(records)
    .where(and(eq(records.id, organId), eq(records.module, register.key), isNull(records.deletedAt)));
  if (!organ) throw badInput(rule.organ, 'engine.invalidPick');
  const day = today();
  const year = Number(day.slice(0, 4));
  const template = String(organ.data[rule.template] ?? '');
  if (renderDocumentNumber(template, year, 1) === null)
    throw badInput(rule.organ, 'documents.templateInvalid', { organ: String(organ.data.name ?? organ.serialNo) });
  await tx.insert(documentNumberCounters).values({ organId, year, value: 0 }).onConflictDoNothing();
  const [counter] = await tx
    .select({ value: documentNumberCounters.value })
    .from(documentNumberCounters)
    .where(and(eq(documentNumberCounters.organId, organId), eq(documentNumberCounters.year, year)))
    .for('update');
  const seq = counter.value + 1;
  await tx
    .update(documentNumberCounters)
    .set({ value: seq })
    .where(and(eq(documentNumberCounters.organId, organId), eq(documentNumberCounters.year, year)));
  const number = renderDocumentNumber(template, year, seq)!;
  await tx.insert(documentNumbers).values({ organId, year, seq, number, module: descriptor.key, recordId: record.id, numberedBy: actorId });
  const written = { [rule.field]: number, ...(rule.date ? { [rule.date]: day } : {}) };
  await tx
    .update(records)
    .set({ data: sql`${records.data} || ${JSON.stringify(written)}::jsonb` })
    .where(eq(records.id, record.id));
  record.data = { ...record.data, ...written };
  return number;
}

/**
 * Voids the number a document holds (a document withdrawn after numbering, terminated, or misnumbered): the row stays,
 * marked with who and why, and is the only kind of gap a year's numbers may show. The document's field keeps the
 * number for the record; a later numbering of the same document takes a new one.
 */
export async function voidNumber(tx: Db, descriptor: ModuleDescriptor, recordId: number, actorId: number | null, reason: string) {
  const voided = await tx
    .update(documentNumbers)
    .set({ voidedAt: new Date(), voidedBy: actorId, voidReason: reason })
    .where(and(eq(documentNumbers.module, descriptor.key), eq(documentNumbers.recordId, recordId), isNull(documentNumbers.voidedAt)))
    .returning({ number: documentNumbers.number });
  return voided[0]?.number ?? null;
}
