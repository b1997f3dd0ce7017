import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ModuleDescriptor } from '../../modules/module.types.ts';
import { counterKey, counterWidth, impliedReset, numberPrefix, renderSerial, type ResetPeriod } from '../../shared/serial-template.ts';
import type { Db } from '../db/database.ts';
import { records, serialCounters, serialTemplates } from '../db/schema.ts';
import { batchesOf } from '../lib/batches.ts';

export type EffectiveTemplate = { template: string; reset: ResetPeriod; overridden: boolean; updatedAt: Date | null; updatedBy: number | null };

/** The descriptor's template restarts its counter whenever its finest date part changes. */
export const descriptorTemplate = (descriptor: ModuleDescriptor) => ({ template: descriptor.serial, reset: impliedReset(descriptor.serial) });

/** The template in force: the one an administrator saved for the module, else the descriptor's. */
export async function effectiveTemplate(db: Db, descriptor: ModuleDescriptor): Promise<EffectiveTemplate> {
  const [row] = await db.select().from(serialTemplates).where(eq(serialTemplates.module, descriptor.key));
  if (row) return { template: row.template, reset: row.reset, overridden: true, updatedAt: row.updatedAt, updatedBy: row.updatedBy };
  return { ...descriptorTemplate(descriptor), overridden: false, updatedAt: null, updatedBy: null };
}

/** The counter's value for the period of `at` (0 before its first number). */
export async function counterValue(db: Db, module: string, template: string, reset: ResetPeriod, at: Date): Promise<number> {
  const [row] = await db
    .select({ value: serialCounters.value })
    .from(serialCounters)
    .where(and(eq(serialCounters.module, module), eq(serialCounters.prefix, counterKey(template, reset, at))));
  return row?.value ?? 0;
}

/**
 * The highest counter among the module's existing numbers that this template would write for the period of
 * `at` (deleted records keep their numbers). A changed template or reset period starts a new counter; it
 * starts above this so it never hands out a number already in use.
 */
export async function counterFloor(db: Db, module: string, template: string, at: Date): Promise<number> {
  const prefix = numberPrefix(template, at);
  const digits = `^[0-9]{${counterWidth(template)}}$`;
  const [row] = await db
    .select({ floor: sql<number>`coalesce(max(substr(${records.serialNo}, ${prefix.length + 1})::bigint), 0)::float8` })
    .from(records)
    .where(
      and(
        eq(records.module, module),
        sql`left(${records.serialNo}, ${prefix.length}) = ${prefix}`,
        sql`substr(${records.serialNo}, ${prefix.length + 1}) ~ ${digits}`,
      ),
    );
  return Number(row?.floor ?? 0);
}

/** Raises the counter of the period of `at` to at least `floor`. */
export async function raiseCounter(db: Db, module: string, template: string, reset: ResetPeriod, at: Date, floor: number) {
  if (floor <= 0) return;
  await db
    .insert(serialCounters)
    .values({ module, prefix: counterKey(template, reset, at), value: floor })
    .onConflictDoUpdate({ target: [serialCounters.module, serialCounters.prefix], set: { value: sql`greatest(${serialCounters.value}, ${floor})` } });
}

/**
 * Takes `count` consecutive serial numbers from the template in force. `insert ... on conflict do update ...
 * returning` is atomic on PostgreSQL, so concurrent creations never share a number; numbers another template
 * already wrote (after an administrator changed it) are passed over. Called in the transaction that saves the
 * records, so a save that fails gives its numbers back.
 */
export async function allocateSerials(db: Db, descriptor: ModuleDescriptor, count = 1, at = new Date()): Promise<string[]> {
  const { template, reset } = await effectiveTemplate(db, descriptor);
  const prefix = counterKey(template, reset, at);
  const numbers: string[] = [];
  while (numbers.length < count) {
    const wanted = count - numbers.length;
    const [row] = await db
      .insert(serialCounters)
      .values({ module: descriptor.key, prefix, value: wanted })
      .onConflictDoUpdate({ target: [serialCounters.module, serialCounters.prefix], set: { value: sql`${serialCounters.value} + ${wanted}` } })
      .returning({ value: serialCounters.value });
    const first = row.value - wanted + 1;
    const candidates = Array.from({ length: wanted }, (_, index) => renderSerial(template, at, first + index));
    const used = new Set<string>();
    for (const batch of batchesOf(candidates)) {
      const taken = await db
        .select({ serialNo: records.serialNo })
        .from(records)
        .where(and(eq(records.module, descriptor.key), inArray(records.serialNo, batch)));
      for (const found of taken) used.add(found.serialNo);
    }
    numbers.push(...candidates.filter((candidate) => !used.has(candidate)));
  }
  return numbers;
}
