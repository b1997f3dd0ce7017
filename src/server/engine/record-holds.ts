import { and, eq, isNull, ne, notInArray, sql } from 'drizzle-orm';
import { pickTarget } from '../../modules/capabilities/capability.ts';
import { findModule, MODULES } from '../../modules/index.ts';
import type { ExclusiveDef, ModuleDescriptor } from '../../modules/module.types.ts';
import type { Db } from '../db/database.ts';
import { records } from '../db/schema.ts';
import { badInput } from '../lib/app-error.ts';
import { liveRecordsIn } from './live-records.ts';

/**
 * Descriptor `exclusive` (module.types.ts): one holder at a time of a picked record (a borrowing of an archive
 * item). The picked record's row is locked before the holders are counted, so two documents moving into the holding
 * statuses at once are decided one after the other: the second finds the first and is refused (1001 on the pick,
 * `engine.pickHeld`), its whole transaction undone. With `mark`, the picked record's field says whether it is held.
 */

function pickedModule(descriptor: ModuleDescriptor, rule: ExclusiveDef): ModuleDescriptor {
  const pick = descriptor.fields.find((field) => field.key === rule.via);
  const target = pick?.type === 'recordPick' && typeof pick.target === 'object' ? findModule(pick.target.module) : undefined;
  if (!target) throw new Error(`${descriptor.key}: exclusive via ${rule.via} is not a record pick of a module`);
  return target;
}

/** The marks other modules keep on each module's records: field and value while free, by the picked module's key. */
const MARKS = new Map<string, { field: string; free: string }[]>();
for (const holder of MODULES)
  for (const rule of holder.capabilities.exclusive ?? [])
    if (rule.mark) {
      const target = pickedModule(holder, rule).key;
      MARKS.set(target, [...(MARKS.get(target) ?? []), { field: rule.mark.field, free: rule.mark.free }]);
    }

/** A new record that others hold starts free (an archive item starts in the archive). */
export function withInitialMarks(descriptor: ModuleDescriptor, items: Record<string, unknown>[]): Record<string, unknown>[] {
  const marks = MARKS.get(descriptor.key);
  if (!marks) return items;
  return items.map((data) => ({ ...data, ...Object.fromEntries(marks.map((mark) => [mark.field, mark.free])) }));
}

/** Locks the picked record and finds another record of this module holding it (in one of the rule's statuses). */
async function lockAndFindHolder(db: Db, descriptor: ModuleDescriptor, rule: ExclusiveDef, pickedId: number, selfId: number | null) {
  const target = pickedModule(descriptor, rule);
  const [picked] = await db
    .select({ id: records.id, serialNo: records.serialNo })
    .from(records)
    .where(and(eq(records.id, pickedId), eq(records.module, target.key), isNull(records.deletedAt)))
    .for('update');
  if (!picked) throw badInput(rule.via, 'engine.invalidPick');
  const [holder] = await db
    .select({ serialNo: records.serialNo })
    .from(records)
    .where(
      and(
        liveRecordsIn(descriptor.key, rule.statuses),
        sql`${records.data} ->> ${rule.via} = ${String(pickedId)}`,
        selfId === null ? undefined : ne(records.id, selfId),
      ),
    )
    .limit(1);
  return { picked, holder };
}

const heldError = (rule: ExclusiveDef, item: string, holder: string) => badInput(rule.via, 'engine.pickHeld', { item, holder });

/**
 * A save or a submission picking a record another one holds is refused at once (a borrowing of an item lent out):
 * the strict check is the status move's, this one spares the applicant an approval that could not end well.
 */
export async function checkExclusive(db: Db, descriptor: ModuleDescriptor, items: readonly Record<string, unknown>[], recordId: number | null) {
  for (const rule of descriptor.capabilities.exclusive ?? []) {
    const ids = [...new Set(items.map((data) => data[rule.via]).filter((id): id is number => typeof id === 'number'))].sort((a, b) => a - b);
    for (const id of ids) {
      const { picked, holder } = await lockAndFindHolder(db, descriptor, rule, id, recordId);
      if (holder) throw heldError(rule, picked.serialNo, holder.serialNo);
    }
  }
}

/**
 * A record of this module moves from one status to another, in the transaction that writes it: entering the
 * holding statuses needs the picked record free (checked under its row lock) and marks it held; leaving them marks
 * it free again. The mark bumps the picked record's version, so a form opened on it before saves nothing stale.
 */
export async function moveHolds(db: Db, descriptor: ModuleDescriptor, record: { id: number; data: Record<string, unknown> }, from: number, to: number) {
  for (const rule of descriptor.capabilities.exclusive ?? []) {
    const entering = rule.statuses.includes(to);
    if (rule.statuses.includes(from) === entering) continue;
    const pickedId = record.data[rule.via];
    if (typeof pickedId !== 'number') continue;
    const { picked, holder } = await lockAndFindHolder(db, descriptor, rule, pickedId, record.id);
    if (entering && holder) throw heldError(rule, picked.serialNo, holder.serialNo);
    if (!rule.mark || (!entering && holder)) continue;
    const value = entering ? rule.mark.held : rule.mark.free;
    await db
      .update(records)
      .set({
        data: sql`${records.data} || jsonb_build_object(${rule.mark.field}::text, ${value}::text)`,
        version: sql`${records.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(records.id, picked.id));
  }
}

/**
 * Descriptor `bookings`: a record may not book its resource for a period another live booking of it overlaps. The
 * resource's row is locked first (until the transaction ends), so simultaneous bookings of it are decided one after
 * the other and the later ones see the earlier. `recordId`: the record being saved or submitted, not counted.
 */
export async function checkBookings(db: Db, descriptor: ModuleDescriptor, items: readonly Record<string, unknown>[], recordId: number | null) {
  const rule = descriptor.capabilities.bookings;
  if (!rule) return;
  const target = findModule(pickTarget(descriptor, rule.via)!)!;
  for (const data of items) {
    const [resource, start, end] = [data[rule.via], data[rule.start], data[rule.end]];
    if (typeof resource !== 'number' || typeof start !== 'string' || typeof end !== 'string' || !start || !end) continue;
    if (end <= start) throw badInput(rule.end, 'engine.endBeforeStart');
    const [picked] = await db
      .select({ id: records.id })
      .from(records)
      .where(and(eq(records.id, resource), eq(records.module, target.key), isNull(records.deletedAt)))
      .for('update');
    if (!picked) throw badInput(rule.via, 'engine.invalidPick');
    const [holder] = await db
      .select({ serialNo: records.serialNo, start: sql<string>`${records.data} ->> ${rule.start}`, end: sql<string>`${records.data} ->> ${rule.end}` })
      .from(records)
      .where(
        and(
          eq(records.module, descriptor.key),
          isNull(records.deletedAt),
          rule.released.length ? notInArray(records.status, [...rule.released]) : undefined,
          recordId === null ? undefined : ne(records.id, recordId),
          sql`${records.data} ->> ${rule.via} = ${String(resource)}`,
          sql`${records.data} ->> ${rule.start} < ${end}`,
          sql`${records.data} ->> ${rule.end} > ${start}`,
        ),
      )
      .limit(1);
    if (holder) throw badInput(rule.start, 'documents.bookingOverlap', { serialNo: holder.serialNo, from: holder.start, to: holder.end });
  }
}
