import { eq, sql } from 'drizzle-orm';
import { MODULES } from '../../modules/index.ts';
import { hasStatus, labelField } from '../../modules/derive.ts';
import { pagePath, titleId, type ModuleDescriptor } from '../../modules/module.types.ts';
import type { Locale } from '../../shared/i18n/locales.ts';
import type { ListQuery, RelatedGroup } from '../../shared/schemas/engine.schema.ts';
import type { Db } from '../db/database.ts';
import { records } from '../db/schema.ts';
import type { Access } from '../lib/access.ts';
import { translate } from '../lib/translate.ts';
import { listWhere, pageRecords } from './record.service.ts';
import { limitStanding } from './record-rules.ts';
import { holds } from './record-scope.policy.ts';

/** Rows shown of each related module; the group says how many there are in all. */
export const RELATED_ROWS = 10;

/** Every pick field of every module that picks records of `moduleKey` (a contract's project, a receipt's contract). */
export function picksOf(moduleKey: string): { descriptor: ModuleDescriptor; field: string }[] {
  return MODULES.flatMap((descriptor) =>
    descriptor.fields
      .filter((field) => field.type === 'recordPick' && typeof field.target === 'object' && field.target.module === moduleKey)
      .map((field) => ({ descriptor, field: field.key })),
  );
}

/** A stored money value (a JSON number of at most two decimals) as the two-decimal text money is answered in. */
const moneyText = (value: unknown) => (value === undefined || value === null || value === '' ? null : Number(value).toFixed(2));

/** The money a module's records are about: its count report's amount, else its first money field. */
const amountField = (descriptor: ModuleDescriptor) => descriptor.capabilities.report?.amount ?? descriptor.fields.find((field) => field.type === 'money')?.key;

/**
 * The records of other modules that pick one record (a project's contracts, result documents and archives; a
 * contract's invoices and receipts), as the reader's own lists would show them: only modules they may list, only
 * rows in their data scope. Each group has its first rows, how many there are and, where the module is about money,
 * their exact sum.
 */
export async function relatedRecords(db: Db, access: Access, moduleKey: string, id: number, locale: Locale): Promise<RelatedGroup[]> {
  const groups: RelatedGroup[] = [];
  let target: { id: number; data: Record<string, unknown> } | undefined;
  for (const { descriptor, field } of picksOf(moduleKey)) {
    if (!holds(access, descriptor, 'list')) continue;
    const query: ListQuery = { query: [{ prop: field, type: 'equals', values: String(id) }], page: { pageIndex: 1, limit: RELATED_ROWS } };
    const page = await pageRecords(db, access, descriptor, query);
    if (page.total === 0) continue;
    const amount = amountField(descriptor);
    const [sum] = amount
      ? await db
          .select({ total: sql<string | null>`round(sum((${records.data} ->> ${amount})::numeric), 2)::text` })
          .from(records)
          .where(listWhere(access, descriptor, query))
      : [];
    const label = labelField(descriptor);
    // What these records count against the record (a contract's receipts against its amount), and what remains.
    const limit = descriptor.capabilities.limits?.find((candidate) => candidate.notAbove.via === field && candidate.lessEarlier);
    if (limit && !target) {
      const [row] = await db.select({ data: records.data }).from(records).where(eq(records.id, id));
      target = { id, data: (row?.data ?? {}) as Record<string, unknown> };
    }
    const standing = limit && target ? await limitStanding(db, descriptor, limit, target) : null;
    groups.push({
      module: descriptor.key,
      path: pagePath(descriptor),
      title: translate(locale, titleId(descriptor)),
      lifecycle: descriptor.lifecycle ?? null,
      hasStatus: hasStatus(descriptor),
      via: translate(locale, `modules.${descriptor.key}.fields.${field}`),
      total: page.total ?? 0,
      amountLabel: amount ? translate(locale, `modules.${descriptor.key}.fields.${amount}`) : null,
      amountTotal: sum?.total ?? null,
      ...(standing && limit ? { standing: { ceilingLabel: translate(locale, `modules.${moduleKey}.fields.${limit.notAbove.field}`), ...standing } } : {}),
      rows: page.list.map((row) => ({
        id: row.id,
        serialNo: row.serialNo,
        status: row.status,
        label: label ? String(row[label] ?? row.serialNo) : row.serialNo,
        amount: amount ? moneyText(row[amount]) : null,
        createdAt: row.createdAt,
      })),
    });
  }
  return groups;
}
