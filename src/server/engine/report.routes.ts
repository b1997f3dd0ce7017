import ExcelJS from 'exceljs';
import { and, inArray, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LIFECYCLES, statusCode } from '../../../machines/index.ts';
import { findModule, MODULES } from '../../modules/index.ts';
import { titleId, type ModuleDescriptor } from '../../modules/module.types.ts';
import type { Locale } from '../../shared/i18n/locales.ts';
import { dateRange, isoDate } from '../../shared/schemas/input.schema.ts';
import { sumMoney } from '../../shared/rules/totals.ts';
import type { Db } from '../db/database.ts';
import { offices, processInstances, records } from '../db/schema.ts';
import type { Access } from '../lib/access.ts';
import { translate } from '../lib/translate.ts';
import type { RouteContext } from '../lib/route-context.ts';
import { withDictionaries } from './dictionaries.ts';
import { optionLabel } from './field-labels.ts';
import { readScopeCondition } from './record-scope.policy.ts';

const REPORTS = MODULES.filter((descriptor) => descriptor.capabilities.report);
const reportKeys = REPORTS.map((descriptor) => descriptor.capabilities.report!.key) as [string, ...string[]];
const byReport = new Map(REPORTS.map((descriptor) => [descriptor.capabilities.report!.key, descriptor]));

export const REPORT_DIMENSIONS = ['month', 'office', 'type', 'status'] as const;
export type ReportDimension = (typeof REPORT_DIMENSIONS)[number];
/** Totals are grouped in SQL over the documents there are, so a long range costs no more than a short one. */
export const reportQuery = z
  .object({ by: z.enum(REPORT_DIMENSIONS).default('month'), from: isoDate.optional(), to: isoDate.optional() })
  .superRefine(dateRange('from', 'to'));
type ReportQuery = z.infer<typeof reportQuery>;
export type ReportRow = { key: string; name: string; count: number; amount: number; ended?: number; averageHours?: number | null };

/**
 * Documents a count report leaves out: drafts and applications not signed (0 draft, 1 rejected, 2 withdrawn,
 * 3 in approval) and voided ones (8). What was signed counts through its later sub-flows (a change, a void not yet
 * approved, a split). A module without a lifecycle (receipts, a register) counts every record.
 */
function uncounted(descriptor: ModuleDescriptor): number[] {
  if (!descriptor.lifecycle || descriptor.capabilities.report?.everyStatus) return [];
  const lifecycle = LIFECYCLES[descriptor.lifecycle];
  return ['draft', 'rejected', 'withdrawn', 'inApproval', 'voided'].map((key) => statusCode(lifecycle, key));
}

/**
 * What a report counts and how it groups: the documents in the user's data scope (spec §3, the condition their list
 * uses) whose date field (`date`, or `until` for the departures) lies in the range, and the grouping expression of `by`.
 * The grouping expression is repeated in select, group by and order by, so it is written with literals: parameters
 * would make three different expressions to PostgreSQL.
 */
function reportScope(access: Access, descriptor: ModuleDescriptor, query: ReportQuery, dateKey: 'date' | 'until' = 'date') {
  const report = descriptor.capabilities.report!;
  const fieldText = (key: string) => {
    if (!/^[A-Za-z][A-Za-z0-9]{0,40}$/.test(key)) throw new Error(`${descriptor.key}: report field ${key}`);
    return `(data ->> '${key}')`;
  };
  const field = (key: string) => sql.raw(fieldText(key));
  // A module of `with` may count by its own date field (`dates`).
  const ownDates = Object.entries(report.dates ?? {});
  const date =
    dateKey === 'until'
      ? field(report.until!)
      : ownDates.length
        ? sql.raw(
            // A document not dated yet (a draft) counts in the month it was made.
            `coalesce(case module ${ownDates.map(([module, key]) => `when '${module.replace(/[^A-Za-z]/g, '')}' then ${fieldText(key)}`).join(' ')} else ${fieldText(report.date)} end, to_char(created_at, 'YYYY-MM-DD'))`,
          )
        : field(report.date);
  // `type: 'module'` groups a report over several modules (`with`) by module: the kinds of result document.
  const typeGroup = report.type === 'module' ? sql.raw('module') : sql`coalesce(${field(report.type)}, '')`;
  const officeGroup = report.office ? field(report.office) : sql.raw('office_id::text');
  const group: SQL =
    query.by === 'month'
      ? sql`substring(${date} from 1 for 7)`
      : query.by === 'office'
        ? officeGroup
        : query.by === 'status'
          ? sql.raw('status::text')
          : typeGroup;
  const counted = [descriptor, ...(report.with ?? []).map((key) => findModule(key)!)];
  const skipped = uncounted(descriptor);
  const where = and(
    inArray(
      records.module,
      counted.map((module) => module.key),
    ),
    isNull(records.deletedAt),
    skipped.length ? notInArray(records.status, skipped) : undefined,
    readScopeCondition(access, descriptor),
    dateKey === 'until' ? sql`${date} is not null and ${date} <> ''` : undefined,
    query.from ? sql`${date} >= ${query.from}` : undefined,
    query.to ? sql`${date} <= ${query.to}` : undefined,
  );
  return { group, where, field, date };
}

/**
 * Spec §1 count reports: the module's documents in the user's data scope (spec §3, the same condition its list
 * uses), totalled by month of the report's date field, by office or by type, with the total last. With `until`, each
 * row also counts the documents whose `until` date lies in it (by month: the departures of that month; otherwise
 * those of the row that have one).
 */
export async function reportRows(db: Db, access: Access, descriptor: ModuleDescriptor, query: ReportQuery, locale: Locale): Promise<ReportRow[]> {
  const report = descriptor.capabilities.report!;
  const byModule = report.type === 'module';
  const { group, where, field } = reportScope(access, descriptor, query);
  const rows = await db
    .select({
      key: sql<string | null>`${group}`,
      count: sql<number>`count(*)::int`,
      amount: report.amount ? sql<string>`coalesce(sum(${field(report.amount)}::numeric), 0)::numeric(20, 2)::text` : sql<string>`'0'`,
      // The last approved process of each document: from its submission to its end.
      averageHours: report.handling
        ? sql<string | null>`round((avg((select extract(epoch from (pi.ended_at - pi.started_at)) from ${processInstances} pi
            where pi.record_id = ${sql.raw('records.id')} and pi.status = 'completed' order by pi.started_at desc limit 1)) / 3600)::numeric, 1)::text`
        : sql<string | null>`null`,
    })
    .from(records)
    .where(where)
    .groupBy(group)
    .orderBy(group);
  const ended = report.until ? await endedRows(db, access, descriptor, query) : null;
  if (ended) for (const row of ended) if (!rows.some((own) => own.key === row.key)) rows.push({ key: row.key, count: 0, amount: '0', averageHours: null });
  rows.sort((a, b) => (a.key ?? '').localeCompare(b.key ?? ''));
  const typeField = (await withDictionaries(db, descriptor)).fields.find((field) => field.key === report.type);
  const officeNames =
    query.by === 'office' ? new Map((await db.select({ id: offices.id, name: offices.name }).from(offices)).map((row) => [String(row.id), row.name])) : null;
  const nameOf = (key: string) =>
    query.by === 'month'
      ? key
      : query.by === 'office'
        ? (officeNames!.get(key) ?? key)
        : query.by === 'status'
          ? translate(locale, `status.${descriptor.lifecycle ?? 'generic'}.${key}`)
          : byModule
            ? translate(locale, titleId({ key }))
            : key
              ? optionLabel(locale, descriptor, typeField!, key)
              : '';
  const found = rows.map((row): ReportRow => {
    const key = row.key ?? '';
    const averageHours = report.handling ? { averageHours: row.averageHours === null ? null : Number(row.averageHours) } : {};
    return { key, name: nameOf(key) || translate(locale, 'engine.report.none'), count: Number(row.count), amount: Number(row.amount), ...averageHours };
  });
  // By month, every month of the range is a row, an empty one at zero: a chart of months has no gaps.
  const filled = query.by === 'month' ? withEveryMonth(found, query) : found;
  const out = ended ? filled.map((row) => ({ ...row, ended: ended.find((other) => other.key === row.key)?.count ?? 0 })) : filled;
  // The total adds the database's exact sums, not the rows' binary numbers.
  const total = Number(sumMoney(rows.map((row) => row.amount)) ?? 0);
  const totalRow: ReportRow = { key: '', name: translate(locale, 'engine.report.total'), count: out.reduce((sum, row) => sum + row.count, 0), amount: total };
  return [...out, ended ? { ...totalRow, ended: out.reduce((sum, row) => sum + (row.ended ?? 0), 0) } : totalRow];
}

/** The documents that ended (their `until` date set and in the range), by the same groups. */
async function endedRows(db: Db, access: Access, descriptor: ModuleDescriptor, query: ReportQuery) {
  const { group, where } = reportScope(access, descriptor, query, 'until');
  const rows = await db
    .select({ key: sql<string | null>`${group}`, count: sql<number>`count(*)::int` })
    .from(records)
    .where(where)
    .groupBy(group);
  return rows.map((row) => ({ key: row.key ?? '', count: Number(row.count) }));
}

export const DRILL_PAGE_SIZE = 50;
export const drillQuery = reportQuery.safeExtend({
  /** The row's key (a month, an office id, a type); absent: the total's documents. */
  key: z.string().max(100).optional(),
  /** The documents the row counts, or with `ended` those it counts as ended. */
  of: z.enum(['counted', 'ended']).default('counted'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type DrillRow = { id: number; module: string; serialNo: string; label: string; date: string | null; amount: number | null; status: number };

/** A report row's documents (its drill-down), newest date first, a page at a time, within the same data scope. */
export async function drillRows(db: Db, access: Access, descriptor: ModuleDescriptor, query: z.infer<typeof drillQuery>) {
  const report = descriptor.capabilities.report!;
  const { group, where, field, date } = reportScope(access, descriptor, query, query.of === 'ended' ? 'until' : 'date');
  const inRow = query.key === undefined ? where : and(where, query.key === '' ? sql`coalesce(${group}, '') = ''` : sql`${group} = ${query.key}`);
  const labelKey = descriptor.capabilities.namedBy;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: records.id,
        module: records.module,
        serialNo: records.serialNo,
        label: labelKey ? sql<string>`coalesce(${field(labelKey)}, ${records.serialNo})` : records.serialNo,
        date: sql<string | null>`${date}`,
        amount: report.amount ? sql<string | null>`${field(report.amount)}` : sql<null>`null`,
        status: records.status,
      })
      .from(records)
      .where(inRow)
      .orderBy(sql`${date} desc nulls last`, sql`${records.id} desc`)
      .limit(DRILL_PAGE_SIZE)
      .offset((query.page - 1) * DRILL_PAGE_SIZE),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(records)
      .where(inRow),
  ]);
  return { rows: rows.map((row): DrillRow => ({ ...row, amount: row.amount === null ? null : Number(row.amount) })), total: Number(total) };
}

/** The most months a report fills in: a range of more shows the months that have documents. */
const MAX_FILLED_MONTHS = 120;

/** The months from `first` to `last` (yyyy-mm), both included; none when they are more than MAX_FILLED_MONTHS apart. */
function monthsFrom(first: string, last: string): string[] {
  const months: string[] = [];
  let [year, month] = first.split('-').map(Number);
  while (`${year}-${String(month).padStart(2, '0')}` <= last && months.length <= MAX_FILLED_MONTHS) {
    months.push(`${year}-${String(month).padStart(2, '0')}`);
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
  return months.length > MAX_FILLED_MONTHS ? [] : months;
}

/** Rows by month with the months between (of the query's range, else of the rows) that have none, at zero. */
function withEveryMonth(rows: ReportRow[], query: ReportQuery): ReportRow[] {
  const dated = rows.filter((row) => /^\d{4}-\d{2}$/.test(row.key));
  const first = query.from?.slice(0, 7) ?? dated[0]?.key;
  const last = query.to?.slice(0, 7) ?? dated.at(-1)?.key;
  if (!first || !last) return rows;
  const byMonth = new Map(dated.map((row) => [row.key, row]));
  const months = monthsFrom(first, last);
  if (months.length === 0) return rows;
  return [...months.map((key) => byMonth.get(key) ?? { key, name: key, count: 0, amount: 0 }), ...rows.filter((row) => !/^\d{4}-\d{2}$/.test(row.key))];
}

async function reportWorkbook(descriptor: ModuleDescriptor, rows: ReportRow[], by: ReportDimension, locale: Locale): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(descriptor.capabilities.report!.key);
  sheet.columns = [
    { header: translate(locale, `engine.report.by.${by}`), key: 'name', width: 24 },
    { header: translate(locale, 'engine.report.count'), key: 'count', width: 12 },
    { header: translate(locale, 'engine.report.amount'), key: 'amount', width: 18, style: { numFmt: '#,##0.00' } },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow({ name: row.name, count: row.count, amount: row.amount });
  sheet.lastRow!.font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Count reports (spec §1): `POST /prod-api/report/:report` for the rows, `/export` for the same as Excel. */
export const reportRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { db }) => {
  const tags = ['report'];
  const params = z.object({ report: z.enum(reportKeys) });
  const permissionOf = (action: 'list' | 'export') => (request: { params: unknown }) =>
    `${byReport.get((request.params as { report: string }).report)?.capabilities.report?.permission ?? 'report'}:${action}`;

  app.post('/report/:report', { config: { permission: permissionOf('list') }, schema: { tags, params, body: reportQuery } }, async (request, reply) => {
    const descriptor = byReport.get(request.params.report)!;
    return reply.ok(await reportRows(db, request.auth!, descriptor, request.body, request.locale));
  });

  app.post('/report/:report/documents', { config: { permission: permissionOf('list') }, schema: { tags, params, body: drillQuery } }, async (request, reply) =>
    reply.ok(await drillRows(db, request.auth!, byReport.get(request.params.report)!, request.body)),
  );

  app.post(
    '/report/:report/export',
    { config: { permission: permissionOf('export') }, schema: { tags, params, body: reportQuery } },
    async (request, reply) => {
      const descriptor = byReport.get(request.params.report)!;
      const rows = await reportRows(db, request.auth!, descriptor, request.body, request.locale);
      const name = `${translate(request.locale, `menu.count.${descriptor.capabilities.report!.key}`)}-${new Date().toISOString().slice(0, 10)}.xlsx`;
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`)
        .send(await reportWorkbook(descriptor, rows, request.body.by, request.locale));
    },
  );
};
