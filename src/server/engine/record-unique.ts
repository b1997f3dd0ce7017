import { and, eq, isNull, ne, notInArray, sql } from 'drizzle-orm';
import { LIFECYCLES, statusCode } from '../../../machines/index.ts';
import type { ModuleDescriptor, UniqueDef } from '../../modules/module.types.ts';
import { conditionHolds } from '../../shared/rules/conditions.ts';
import type { MessageId } from '../../shared/i18n/locales.ts';
import type { Db } from '../db/database.ts';
import { records } from '../db/schema.ts';
import { badInput } from '../lib/app-error.ts';

/**
 * Descriptor `unique` (capabilities/unique.ts): one filed record per value of a field. Checked in the saving
 * transaction (create, update, import) and the submitting one, under a transaction lock on the module, field and
 * value; `items` are the records saved together, each checked against the module's filed records and the items
 * before it.
 */

/** A document not filed: a draft, or one rejected or withdrawn back to its applicant (as a limit counts). */
const NOT_FILED = ['draft', 'rejected', 'withdrawn'].map((key) => statusCode(LIFECYCLES.generic, key));

const concerned = (rule: UniqueDef, data: Record<string, unknown>) => (rule.when ?? []).every((condition) => conditionHolds(condition, data));
const valueOf = (rule: UniqueDef, data: Record<string, unknown>) => {
  const value = data[rule.field];
  return value === undefined || value === null || value === '' ? null : String(value);
};

/**
 * Refuses the first of `items` whose unique field names what another filed record (or an earlier item) already names.
 * A draft of a module with an approval is checked against the filed ones too, so its applicant learns at once.
 */
export async function checkUnique(db: Db, descriptor: ModuleDescriptor, items: readonly Record<string, unknown>[], recordId: number | null) {
  for (const rule of descriptor.capabilities.unique ?? []) {
    const seen = new Set<string>();
    for (const data of items) {
      const value = valueOf(rule, data);
      if (value === null || !concerned(rule, data)) continue;
      if (seen.has(value)) throw badInput(rule.field, rule.messageId as MessageId, { serialNo: '—' });
      seen.add(value);
      // Two saves naming the same value at once are decided one after the other: the second finds the first.
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`${descriptor.key}.${rule.field}=${value}`}))`);
      const others = await db
        .select({ serialNo: records.serialNo, data: records.data })
        .from(records)
        .where(
          and(
            eq(records.module, descriptor.key),
            isNull(records.deletedAt),
            sql`${records.data} ->> ${rule.field} = ${value}`,
            descriptor.flow ? notInArray(records.status, NOT_FILED) : undefined,
            recordId === null ? undefined : ne(records.id, recordId),
          ),
        )
        .orderBy(records.id);
      const other = others.find((row) => concerned(rule, row.data));
      if (other) throw badInput(rule.field, rule.messageId as MessageId, { serialNo: other.serialNo });
    }
  }
}
