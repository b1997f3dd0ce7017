import { and, eq, inArray, isNull, ne, notInArray, sql } from 'drizzle-orm';
import { LIFECYCLES, statusCode } from '../../../machines/index.ts';
import { findModule, MODULES } from '../../modules/index.ts';
import { totalRules } from '../../modules/capabilities/sums.ts';
import type { LimitDef, ModuleDescriptor } from '../../modules/module.types.ts';
import type { Db } from '../db/database.ts';
import { records } from '../db/schema.ts';
import type { Access } from '../lib/access.ts';
import { badInput } from '../lib/app-error.ts';
import { readableCondition } from './document-access.policy.ts';
import { batchesOf } from '../lib/batches.ts';
import { applyTotals as applyShared } from '../../shared/rules/totals.ts';
import { money } from '../../shared/money-format.ts';
import { hundredths, moneyText } from '../../shared/rules/totals.ts';

/** Exact hundredths of a stored amount (a JSON number) or of a database sum (numeric text); never a binary product. */
const cents = (value: unknown): bigint => hundredths(typeof value === 'number' ? value.toFixed(2) : String(value ?? 0)) ?? 0n;

/**
 * The computed sums (capability `sums`): while the detail table has rows, the total field is the sum of their column,
 * whatever the client sent (the server is the authority; the form computes the same with the same rule as the lines
 * are typed).
 */
export const applyTotals = (descriptor: Pick<ModuleDescriptor, 'capabilities'>, input: Record<string, unknown>) => applyShared(totalRules(descriptor), input);

function targetModuleOf(descriptor: ModuleDescriptor, limit: LimitDef): ModuleDescriptor {
  const pick = descriptor.fields.find((field) => field.key === limit.notAbove.via);
  const target = pick?.type === 'recordPick' && typeof pick.target === 'object' ? findModule(pick.target.module) : undefined;
  if (!target) throw new Error(`${descriptor.key}: limit via ${limit.notAbove.via} is not a record pick of a module`);
  return target;
}

/** The generic lifecycle's statuses of a document not filed: a draft, or one rejected or withdrawn back to its applicant. */
const NOT_FILED = ['draft', 'rejected', 'withdrawn'].map((key) => statusCode(LIFECYCLES.generic, key));

/**
 * The records of `holder` that count against a limit: filed ones, until the limit releases them (a voided invoice).
 * A document with an approval is filed when it is submitted (a draft reserves nothing: it is checked again then); a
 * record without one when it is saved.
 */
const counted = (holder: ModuleDescriptor, limit: LimitDef) =>
  and(
    isNull(records.deletedAt),
    holder.flow ? notInArray(records.status, NOT_FILED) : undefined,
    limit.released?.length ? notInArray(records.status, [...limit.released]) : undefined,
  );

/**
 * What a record allows under a holder module's limit (a contract's amount under its receipts), what the holder's
 * filed records count against it, and what remains: exact decimals from the database. Null when the record holds no
 * figure for the limit.
 */
export async function limitStanding(db: Db, holder: ModuleDescriptor, limit: LimitDef, target: { id: number; data: Record<string, unknown> }) {
  const ceiling = target.data[limit.notAbove.field];
  if (ceiling === undefined || ceiling === null || ceiling === '') return null;
  const [row] = await db
    .select({
      counted: sql<string>`coalesce(sum((${records.data} ->> ${limit.field})::numeric), 0)::numeric(20, 2)::text`,
      remaining: sql<string>`(${String(ceiling)}::numeric - coalesce(sum((${records.data} ->> ${limit.field})::numeric), 0))::numeric(20, 2)::text`,
    })
    .from(records)
    .where(and(eq(records.module, holder.key), sql`${records.data} ->> ${limit.notAbove.via} = ${String(target.id)}`, counted(holder, limit)));
  return row;
}

/**
 * The documents that hold what a picked record allows, as a refusal names them to `access`: the serial numbers of
 * those the reader may read, and how many others there are.
 */
async function holdersNamed(db: Db, access: Access | null, descriptor: ModuleDescriptor, limit: LimitDef, targetId: number, recordId: number | null) {
  const rows = await db
    .select({
      serialNo: records.serialNo,
      readable: access ? sql<boolean>`coalesce(${readableCondition(access, descriptor)}, false)` : sql<boolean>`false`,
    })
    .from(records)
    .where(
      and(
        eq(records.module, descriptor.key),
        sql`${records.data} ->> ${limit.notAbove.via} = ${String(targetId)}`,
        recordId === null ? undefined : ne(records.id, recordId),
        counted(descriptor, limit),
      ),
    )
    .orderBy(records.id);
  const named = rows.filter((row) => row.readable).map((row) => row.serialNo);
  return { named, others: rows.length - named.length };
}

/**
 * Descriptor limits, checked inside the saving transaction (and the submitting one: a draft reserves nothing): the
 * picked records' rows are locked first (in id order), so two documents against the same loan or invoice are checked
 * one after the other. `items` are the records being saved together (one, or the rows of an import), each checked
 * after the ones before it: they count as earlier, and so do this module's other filed records (`counted`). A few
 * statements per limit, however many items. A refusal names what already holds the amount, as far as `access` reads.
 */
export async function checkLimits(
  db: Db,
  access: Access | null,
  descriptor: ModuleDescriptor,
  items: readonly Record<string, unknown>[],
  recordId: number | null,
) {
  for (const limit of descriptor.capabilities.limits ?? []) {
    const via = limit.notAbove.via;
    const targetIds = [...new Set(items.map((data) => data[via]).filter((id): id is number => typeof id === 'number'))].sort((a, b) => a - b);
    if (targetIds.length === 0) continue;
    const target = targetModuleOf(descriptor, limit);
    const picked = new Map<number, { status: number; ceiling: string | null }>();
    for (const batch of batchesOf(targetIds)) {
      const rows = await db
        .select({ id: records.id, status: records.status, ceiling: sql<string | null>`${records.data} ->> ${limit.notAbove.field}` })
        .from(records)
        .where(and(inArray(records.id, batch), eq(records.module, target.key), isNull(records.deletedAt)))
        .orderBy(records.id)
        .for('update');
      for (const row of rows) picked.set(row.id, row);
    }
    const earlier = new Map<number, bigint>();
    if (limit.lessEarlier)
      for (const batch of batchesOf(targetIds)) {
        const sums = await db
          .select({ target: sql<string>`${records.data} ->> ${via}`, sum: sql<string | number | null>`sum((${records.data} ->> ${limit.field})::numeric)` })
          .from(records)
          .where(
            and(
              eq(records.module, descriptor.key),
              inArray(sql`${records.data} ->> ${via}`, batch.map(String)),
              recordId === null ? undefined : ne(records.id, recordId),
              counted(descriptor, limit),
            ),
          )
          // By position: the same expression written twice would bind its key as two parameters.
          .groupBy(sql`1`);
        for (const row of sums) earlier.set(Number(row.target), cents(row.sum ?? 0));
      }
    // What each picked record still allows, less the items before this one.
    const available = new Map<number, bigint>();
    for (const data of items) {
      const targetId = data[via];
      if (typeof targetId !== 'number') continue;
      const row = picked.get(targetId);
      if (!row) throw badInput(via, 'engine.invalidPick');
      if (limit.notAbove.statuses && !limit.notAbove.statuses.includes(row.status)) throw badInput(via, 'engine.pickNotApproved');
      const value = data[limit.field];
      if (typeof value !== 'number') continue;
      const left = available.get(targetId) ?? cents(row.ceiling ?? 0) - (earlier.get(targetId) ?? 0n);
      if (cents(value) > left) {
        const remains = money(moneyText(left > 0n ? left : 0n));
        const holders = await holdersNamed(db, access, descriptor, limit, targetId, recordId);
        if (holders.named.length + holders.others === 0) throw badInput(limit.field, 'engine.overLimit', { limit: remains });
        throw badInput(limit.field, 'engine.overLimitHeld', {
          limit: remains,
          held: holders.named.join(', '),
          named: holders.named.length ? 'some' : 'none',
          others: holders.others,
        });
      }
      if (limit.lessEarlier) available.set(targetId, left - cents(value));
    }
  }
}

/** The limits other modules' records hold against records of each module: who counts what against which field. */
const HELD_AGAINST = new Map<string, { holder: ModuleDescriptor; limit: LimitDef }[]>();
for (const holder of MODULES)
  for (const limit of holder.capabilities.limits ?? [])
    if (limit.lessEarlier) {
      const target = targetModuleOf(holder, limit).key;
      HELD_AGAINST.set(target, [...(HELD_AGAINST.get(target) ?? []), { holder, limit }]);
    }

/**
 * The other side of the limits: a save of a record that others count against (a contract its invoices and
 * receipts, a loan its repayments) may not lower the field they count against below what they already hold. The
 * record's row is locked first, as a document filed against it locks it, so the two never pass each other.
 */
export async function checkHeldAgainst(db: Db, descriptor: ModuleDescriptor, data: Record<string, unknown>, recordId: number) {
  const held = HELD_AGAINST.get(descriptor.key);
  if (!held) return;
  await db.select({ id: records.id }).from(records).where(eq(records.id, recordId)).for('update');
  for (const { holder, limit } of held) {
    const value = data[limit.notAbove.field];
    if (typeof value !== 'number') continue;
    const [row] = await db
      .select({ sum: sql<string | null>`sum((${records.data} ->> ${limit.field})::numeric)` })
      .from(records)
      .where(and(eq(records.module, holder.key), sql`${records.data} ->> ${limit.notAbove.via} = ${String(recordId)}`, counted(holder, limit)));
    const committed = cents(row?.sum ?? 0);
    if (cents(value) < committed) throw badInput(limit.notAbove.field, 'engine.belowCommitted', { committed: money(moneyText(committed)) });
  }
}
