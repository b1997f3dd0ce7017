import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { findModule } from '../../modules/index.ts';
import type { LimitDef, ModuleDescriptor } from '../../modules/module.types.ts';
import type { Db } from '../db/database.ts';
import { records } from '../db/schema.ts';
import { badInput } from '../lib/app-error.ts';

const MONEY = /^-?\d+(\.\d+)?$/;
const cents = (value: unknown) => Math.round(Number(value) * 100);

/**
 * Descriptor totals: while the detail table has rows, the total field is the sum of their column, whatever the
 * client sent (the server is the authority; the form shows the stored value back). A row whose cell is not a
 * number leaves the total alone, so validation reports the cell rather than a wrong total.
 */
export function applyTotals(descriptor: Pick<ModuleDescriptor, 'totals'>, input: Record<string, unknown>): Record<string, unknown> {
  if (!descriptor.totals?.length) return input;
  const out = { ...input };
  for (const total of descriptor.totals) {
    const rows = out[total.of.subTable];
    if (!Array.isArray(rows) || rows.length === 0) continue;
    const cells = rows.map((row: Record<string, unknown> | null) => String(row?.[total.of.column] ?? '').trim());
    if (!cells.every((cell) => MONEY.test(cell))) continue;
    out[total.field] = (cells.reduce((sum, cell) => sum + cents(cell), 0) / 100).toFixed(2);
  }
  return out;
}

function targetModuleOf(descriptor: ModuleDescriptor, limit: LimitDef): ModuleDescriptor {
  const pick = descriptor.fields.find((field) => field.key === limit.notAbove.via);
  const target = pick?.type === 'recordPick' && typeof pick.target === 'object' ? findModule(pick.target.module) : undefined;
  if (!target) throw new Error(`${descriptor.key}: limit via ${limit.notAbove.via} is not a record pick of a module`);
  return target;
}

/**
 * Descriptor limits, checked inside the saving transaction: the picked record's row is locked first, so two
 * documents against the same loan or invoice are checked one after the other. `pending` are records of the same
 * batch not inserted yet (imports). "Earlier" counts every other record of this module that is not deleted,
 * drafts included: what is filed against a loan or an invoice is reserved until it is deleted.
 */
export async function checkLimits(
  db: Db,
  descriptor: ModuleDescriptor,
  data: Record<string, unknown>,
  recordId: number | null,
  pending: readonly Record<string, unknown>[] = [],
) {
  for (const limit of descriptor.limits ?? []) {
    const value = data[limit.field];
    const targetId = data[limit.notAbove.via];
    if (typeof targetId !== 'number') continue;
    const target = targetModuleOf(descriptor, limit);
    const [row] = await db
      .select({ status: records.status, ceiling: sql<string | null>`${records.data} ->> ${limit.notAbove.field}` })
      .from(records)
      .where(and(eq(records.id, targetId), eq(records.module, target.key), isNull(records.deletedAt)))
      .for('update');
    if (!row) throw badInput(limit.notAbove.via, 'engine.invalidPick');
    if (limit.notAbove.statuses && !limit.notAbove.statuses.includes(row.status)) throw badInput(limit.notAbove.via, 'engine.pickNotApproved');
    if (typeof value !== 'number') continue;
    let available = cents(row.ceiling ?? 0);
    if (limit.lessEarlier) {
      const [earlier] = await db
        .select({ sum: sql<string | number | null>`sum((${records.data} ->> ${limit.field})::numeric)` })
        .from(records)
        .where(
          and(
            eq(records.module, descriptor.key),
            isNull(records.deletedAt),
            sql`${records.data} ->> ${limit.notAbove.via} = ${String(targetId)}`,
            recordId === null ? undefined : ne(records.id, recordId),
          ),
        );
      available -= cents(earlier?.sum ?? 0);
      for (const other of pending) if (other[limit.notAbove.via] === targetId) available -= cents(other[limit.field] ?? 0);
    }
    if (cents(value) > available) throw badInput(limit.field, 'engine.overLimit', { limit: (Math.max(available, 0) / 100).toFixed(2) });
  }
}
