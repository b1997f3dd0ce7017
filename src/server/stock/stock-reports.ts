import ExcelJS from 'exceljs';
import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { labelField } from '../../modules/derive.ts';
import { findModule, MODULES } from '../../modules/index.ts';
import { fieldLabelId, type FieldDef, type ModuleDescriptor } from '../../modules/module.types.ts';
import type { Locale } from '../../shared/i18n/locales.ts';
import { dateRange, isoDate } from '../../shared/schemas/input.schema.ts';
import { STOCK_REPORT_GROUPS, type StockReportAnswer, type StockReportColumn, type StockReportKind, type StockReportRow } from '../../shared/stock-reports.ts';
import type { Db } from '../db/database.ts';
import { offices, records, stockHeld, stockLedger, stockOnHand, users } from '../db/schema.ts';
import type { Access } from '../lib/access.ts';
import { translate } from '../lib/translate.ts';
import { optionLabel } from '../engine/field-labels.ts';
import { readScopeCondition } from '../engine/record-scope.policy.ts';

/**
 * The stock reports (src/server/stock/README.md): found through the descriptors, never by module key. The catalogue
 * is the module declaring `stockReports`; the stock documents those declaring `stock`; the loans those whose `stock`
 * lends and whose reminder follows them past their due date (`reminders` with `overdue`).
 */
export const STOCK_CATALOGUE = MODULES.find((descriptor) => descriptor.capabilities.stockReports);
const STOCKED = MODULES.filter((descriptor) => descriptor.capabilities.stock);
const LENDING = STOCKED.flatMap((descriptor) => {
  const reminder = descriptor.capabilities.reminders?.find((candidate) => candidate.overdue);
  return descriptor.capabilities.stock!.move === 'lend' && reminder ? [{ descriptor, due: reminder.date, statuses: reminder.statuses }] : [];
});

export const stockReportQuery = z
  .object({
    by: z.enum(STOCK_REPORT_GROUPS).default('item'),
    from: isoDate.optional(),
    to: isoDate.optional(),
    /** Overdue loans: the day they are counted on (today when absent). */
    on: isoDate.optional(),
  })
  .superRefine(dateRange('from', 'to'));
export type StockReportQuery = z.infer<typeof stockReportQuery>;

/** Data keys are declared identifiers, never input: written as literals so a grouping reads the same everywhere. */
const dataKey = (key: string) => {
  if (!/^[A-Za-z][A-Za-z0-9]{0,40}$/.test(key)) throw new Error(`stock report field ${key}`);
  return sql.raw(`'${key}'`);
};
const text = (table: typeof records, key: string) => sql<string | null>`(${table.data} ->> ${dataKey(key)})`;
const whole = (value: unknown) => Number(value ?? 0) || 0;

type Item = { id: number; name: string; category: string; categoryId: string; unit: string };
type Context = { db: Db; access: Access; locale: Locale; catalogue: ModuleDescriptor };

/** The catalogue's items with their category's name (its path in the tree: 办公设备 / 电脑) and unit, by id. */
async function catalogueItems({ db, locale, catalogue }: Context): Promise<Map<number, Item>> {
  const def = catalogue.capabilities.stockReports!;
  const categoryField = catalogue.fields.find((field) => field.key === def.category);
  const unitField = catalogue.fields.find((field) => field.key === def.unit) as FieldDef | undefined;
  const categoryModule = categoryField?.type === 'recordPick' && typeof categoryField.target === 'object' ? findModule(categoryField.target.module) : undefined;
  const nameOf = (descriptor: ModuleDescriptor) => labelField(descriptor);
  const paths = new Map<string, string>();
  if (categoryModule) {
    const name = nameOf(categoryModule);
    const parentField = categoryModule.fields.find(
      (field) => field.type === 'recordPick' && typeof field.target === 'object' && field.target.module === categoryModule.key,
    );
    const rows = await db
      .select({
        id: records.id,
        name: name ? sql<string>`coalesce(${text(records, name)}, ${records.serialNo})` : records.serialNo,
        parent: parentField ? text(records, parentField.key) : sql<string | null>`null`,
      })
      .from(records)
      .where(and(eq(records.module, categoryModule.key), isNull(records.deletedAt)));
    const byId = new Map(rows.map((row) => [String(row.id), row]));
    const pathOf = (id: string, depth = 0): string => {
      const row = byId.get(id);
      if (!row) return '';
      const parent = row.parent && depth < 10 ? pathOf(row.parent, depth + 1) : '';
      return parent ? `${parent} / ${row.name}` : row.name;
    };
    for (const id of byId.keys()) paths.set(id, pathOf(id));
  }
  const name = nameOf(catalogue);
  const rows = await db
    .select({
      id: records.id,
      name: name ? sql<string>`coalesce(${text(records, name)}, ${records.serialNo})` : records.serialNo,
      category: text(records, def.category),
      unit: text(records, def.unit),
    })
    .from(records)
    .where(eq(records.module, catalogue.key))
    .orderBy(records.serialNo);
  const none = translate(locale, 'engine.report.none');
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        name: row.name,
        categoryId: row.category ?? '',
        category: (row.category && paths.get(row.category)) || none,
        unit: row.unit && unitField ? optionLabel(locale, catalogue, unitField, row.unit) : '',
      },
    ]),
  );
}

/** The ledger entries whose documents the caller may read: each stock module's read scope (spec §3), as its list. */
function documentsInScope(access: Access): SQL {
  return or(...STOCKED.map((descriptor) => and(eq(stockLedger.module, descriptor.key), readScopeCondition(access, descriptor))), sql`false`)!;
}

/**
 * Rows per item, or summed per category with the number of items; the total last, named `name`. Quantities are added
 * only where they share one unit (2 台 and 3 包 make no 5): a category or total of several units leaves them empty.
 */
function grouped(ctx: Context, items: Map<number, Item>, perItem: Map<number, Record<string, number>>, by: 'item' | 'category', keys: string[]) {
  const t = (id: string) => translate(ctx.locale, id);
  const total: StockReportRow = { name: t('engine.report.total') };
  for (const key of keys) total[key] = 0;
  let rows: StockReportRow[];
  if (by === 'item') {
    rows = [...items.values()].flatMap((item) => {
      const figures = perItem.get(item.id);
      return figures ? [{ name: item.name, category: item.category, unit: item.unit, ...figures }] : [];
    });
  } else {
    const byCategory = new Map<string, StockReportRow>();
    const categoryUnits = new Map<string, Set<string>>();
    for (const item of items.values()) {
      const figures = perItem.get(item.id);
      if (!figures) continue;
      const row = byCategory.get(item.category) ?? { name: item.category, items: 0, ...Object.fromEntries(keys.map((key) => [key, 0])) };
      row.items = whole(row.items) + 1;
      for (const key of keys) row[key] = whole(row[key]) + figures[key]!;
      byCategory.set(item.category, row);
      categoryUnits.set(item.category, (categoryUnits.get(item.category) ?? new Set()).add(item.unit));
    }
    for (const [category, row] of byCategory) if (categoryUnits.get(category)!.size > 1) for (const key of keys) row[key] = null;
    rows = [...byCategory.values()].sort((a, b) => String(a.name).localeCompare(String(b.name), 'zh'));
    total.items = rows.reduce((sum, row) => sum + whole(row.items), 0);
  }
  const units = new Set([...items.values()].filter((item) => perItem.has(item.id)).map((item) => item.unit));
  for (const key of keys) total[key] = units.size > 1 ? null : rows.reduce((sum, row) => sum + whole(row[key]), 0);
  const field = (key: string) => t(fieldLabelId(ctx.catalogue, key));
  const columns: StockReportColumn[] =
    by === 'item'
      ? [
          { key: 'name', label: t(fieldLabelId(ctx.catalogue, labelField(ctx.catalogue) ?? 'name')) },
          { key: 'category', label: field(ctx.catalogue.capabilities.stockReports!.category) },
          { key: 'unit', label: field(ctx.catalogue.capabilities.stockReports!.unit) },
        ]
      : [
          { key: 'name', label: field(ctx.catalogue.capabilities.stockReports!.category) },
          { key: 'items', label: t('stockReport.items'), numeric: true },
        ];
  return { columns: [...columns, ...keys.map((key) => ({ key, label: t(`stockReport.${key}`), numeric: true }))], rows: [...rows, total] };
}

/**
 * Stock on hand, company-wide: the store is one, and the catalogue (read by all) shows it already. Every item with
 * its quantity in store and what people hold of it (issued fixed assets, goods on loan).
 */
async function onHandReport(ctx: Context, query: StockReportQuery): Promise<StockReportAnswer> {
  const items = await catalogueItems(ctx);
  const inStore = await ctx.db.select({ itemId: stockOnHand.itemId, quantity: stockOnHand.quantity }).from(stockOnHand);
  const held = await ctx.db
    .select({ itemId: stockHeld.itemId, quantity: sql<number>`sum(${stockHeld.quantity})::int` })
    .from(stockHeld)
    .groupBy(stockHeld.itemId);
  const perItem = new Map<number, Record<string, number>>();
  const live = await ctx.db
    .select({ id: records.id })
    .from(records)
    .where(and(eq(records.module, ctx.catalogue.key), isNull(records.deletedAt)));
  for (const { id } of live) perItem.set(id, { onHand: 0, held: 0 });
  for (const row of inStore) if (perItem.has(row.itemId)) perItem.get(row.itemId)!.onHand = row.quantity;
  for (const row of held) if (perItem.has(row.itemId)) perItem.get(row.itemId)!.held = Number(row.quantity);
  const { columns, rows } = grouped(ctx, items, perItem, query.by, ['onHand', 'held']);
  return { columns, rows, chart: { name: 'name', series: ['onHand', 'held'] } };
}

const MOVEMENT_KEYS = { receive: 'received', issue: 'issued', lend: 'lent', return: 'returned', scrap: 'scrapped' } as const;

/**
 * Movements between two dates (the ledger's dates, inclusive), per item or category: units received, issued, lent,
 * returned and scrapped, from the ledger entries of the documents in the caller's read scope. Reversing entries
 * count against what they reverse.
 */
async function movementsReport(ctx: Context, query: StockReportQuery): Promise<StockReportAnswer> {
  const items = await catalogueItems(ctx);
  const day = sql`(${stockLedger.createdAt})::date`;
  const rows = await ctx.db
    .select({ itemId: stockLedger.itemId, kind: stockLedger.kind, quantity: sql<number>`abs(sum(${stockLedger.quantity}))::int` })
    .from(stockLedger)
    .innerJoin(records, eq(records.id, stockLedger.recordId))
    .where(
      and(documentsInScope(ctx.access), query.from ? sql`${day} >= ${query.from}::date` : undefined, query.to ? sql`${day} <= ${query.to}::date` : undefined),
    )
    .groupBy(stockLedger.itemId, stockLedger.kind);
  const keys = Object.values(MOVEMENT_KEYS);
  const perItem = new Map<number, Record<string, number>>();
  for (const row of rows) {
    const figures = perItem.get(row.itemId) ?? Object.fromEntries(keys.map((key) => [key, 0]));
    figures[MOVEMENT_KEYS[row.kind]] = Number(row.quantity);
    perItem.set(row.itemId, figures);
  }
  const { columns, rows: table } = grouped(ctx, items, perItem, query.by, keys);
  return { columns, rows: table, chart: { name: 'name', series: keys } };
}

/**
 * What each person holds, from the ledger entries of the documents in the caller's read scope: fixed assets in their
 * custody (issued or lent one by one) and other goods on loan, per item; the chart sums each person's.
 */
async function holdingsReport(ctx: Context): Promise<StockReportAnswer> {
  const t = (id: string) => translate(ctx.locale, id);
  const items = await catalogueItems(ctx);
  const rows = await ctx.db
    .select({
      holderId: stockLedger.holderId,
      person: users.name,
      office: offices.name,
      itemId: stockLedger.itemId,
      assets: sql<number>`coalesce(sum(${stockLedger.held}) filter (where ${stockLedger.assetId} is not null), 0)::int`,
      loans: sql<number>`coalesce(sum(${stockLedger.held}) filter (where ${stockLedger.assetId} is null), 0)::int`,
    })
    .from(stockLedger)
    .innerJoin(records, eq(records.id, stockLedger.recordId))
    .innerJoin(users, eq(users.id, stockLedger.holderId))
    .leftJoin(offices, eq(offices.id, users.officeId))
    .where(and(documentsInScope(ctx.access), sql`${stockLedger.held} <> 0`))
    .groupBy(stockLedger.holderId, users.name, offices.name, stockLedger.itemId)
    .orderBy(users.name, stockLedger.holderId, stockLedger.itemId);
  const table: StockReportRow[] = [];
  const perPerson = new Map<number, StockReportRow>();
  for (const row of rows) {
    const assets = Math.max(0, Number(row.assets));
    const loans = Math.max(0, Number(row.loans));
    if (assets + loans === 0) continue;
    const item = items.get(row.itemId);
    table.push({ name: row.person, office: row.office ?? '', item: item?.name ?? String(row.itemId), unit: item?.unit ?? '', assets, loans });
    const person = perPerson.get(row.holderId!) ?? { name: row.person, assets: 0, loans: 0 };
    person.assets = whole(person.assets) + assets;
    person.loans = whole(person.loans) + loans;
    perPerson.set(row.holderId!, person);
  }
  const total = (key: string) => table.reduce((sum, row) => sum + whole(row[key]), 0);
  return {
    columns: [
      { key: 'name', label: t('stockReport.person') },
      { key: 'office', label: t('stockReport.office') },
      { key: 'item', label: t(fieldLabelId(ctx.catalogue, labelField(ctx.catalogue) ?? 'name')) },
      { key: 'unit', label: t(fieldLabelId(ctx.catalogue, ctx.catalogue.capabilities.stockReports!.unit)) },
      { key: 'assets', label: t('stockReport.assets'), numeric: true },
      { key: 'loans', label: t('stockReport.loans'), numeric: true },
    ],
    rows: [...table, { name: t('engine.report.total'), assets: total('assets'), loans: total('loans') }],
    chart: { name: 'name', series: ['assets', 'loans'], rows: [...perPerson.values()] },
  };
}

/**
 * Loans still lent out (a status of the reminder that follows them) after their due date, in the caller's read scope
 * of the loans: the borrower, the goods lent, the due date and the days overdue on `on` (today when absent).
 */
async function overdueReport(ctx: Context, query: StockReportQuery): Promise<StockReportAnswer> {
  const t = (id: string) => translate(ctx.locale, id);
  const items = await catalogueItems(ctx);
  const on = sql`coalesce(${query.on ?? null}::date, current_date)`;
  const borrower = alias(users, 'borrower');
  const table: StockReportRow[] = [];
  for (const { descriptor, due, statuses } of LENDING) {
    const holder = descriptor.capabilities.stock!.holder;
    const dueDate = text(records, due);
    const loans = await ctx.db
      .select({
        id: records.id,
        serialNo: records.serialNo,
        borrower: sql<string>`coalesce(${borrower.name}, '')`,
        office: offices.name,
        dueDate: sql<string>`${dueDate}`,
        days: sql<number>`(${on} - (${dueDate})::date)::int`,
      })
      .from(records)
      .leftJoin(borrower, eq(borrower.id, holder ? sql`(${text(records, holder)})::int` : records.creatorId))
      .leftJoin(offices, eq(offices.id, borrower.officeId))
      .where(
        and(
          eq(records.module, descriptor.key),
          isNull(records.deletedAt),
          inArray(records.status, [...statuses]),
          sql`${dueDate} ~ '^\\d{4}-\\d{2}-\\d{2}$'`,
          sql`(${dueDate})::date < ${on}`,
          readScopeCondition(ctx.access, descriptor),
        ),
      )
      .orderBy(sql`${dueDate}`, records.id);
    if (loans.length === 0) continue;
    // What each loan lent, from its ledger entries (net of any reversal).
    const lent = await ctx.db
      .select({ recordId: stockLedger.recordId, itemId: stockLedger.itemId, quantity: sql<number>`(-sum(${stockLedger.quantity}))::int` })
      .from(stockLedger)
      .where(
        and(
          eq(stockLedger.kind, 'lend'),
          inArray(
            stockLedger.recordId,
            loans.map((loan) => loan.id),
          ),
        ),
      )
      .groupBy(stockLedger.recordId, stockLedger.itemId)
      .orderBy(stockLedger.recordId, stockLedger.itemId);
    for (const loan of loans) {
      const lines = lent.filter((line) => line.recordId === loan.id && Number(line.quantity) > 0);
      const goods = lines.map((line) => {
        const item = items.get(line.itemId);
        return `${item?.name ?? line.itemId} × ${line.quantity}${item?.unit ? ` ${item.unit}` : ''}`;
      });
      table.push({
        name: loan.serialNo ?? String(loan.id),
        borrower: loan.borrower,
        office: loan.office ?? '',
        goods: goods.join('; '),
        quantity: lines.reduce((sum, line) => sum + Number(line.quantity), 0),
        dueDate: loan.dueDate,
        daysOverdue: Number(loan.days),
      });
    }
  }
  table.sort((a, b) => whole(b.daysOverdue) - whole(a.daysOverdue));
  return {
    columns: [
      { key: 'name', label: t('stockReport.document') },
      { key: 'borrower', label: t('stockReport.borrower') },
      { key: 'office', label: t('stockReport.office') },
      { key: 'goods', label: t('stockReport.goods') },
      { key: 'quantity', label: t('stockReport.quantity'), numeric: true },
      { key: 'dueDate', label: t('stockReport.dueDate') },
      { key: 'daysOverdue', label: t('stockReport.daysOverdue'), numeric: true },
    ],
    rows: [...table, { name: t('engine.report.total'), quantity: table.reduce((sum, row) => sum + whole(row.quantity), 0), daysOverdue: null }],
    chart: { name: 'name', series: ['daysOverdue'] },
  };
}

export async function stockReport(db: Db, access: Access, kind: StockReportKind, query: StockReportQuery, locale: Locale): Promise<StockReportAnswer> {
  const ctx: Context = { db, access, locale, catalogue: STOCK_CATALOGUE! };
  switch (kind) {
    case 'onHand':
      return onHandReport(ctx, query);
    case 'movements':
      return movementsReport(ctx, query);
    case 'holdings':
      return holdingsReport(ctx);
    case 'overdue':
      return overdueReport(ctx, query);
  }
}

/** The same table as a workbook: the headers bold, numbers as numbers, the total row bold. */
export async function stockReportWorkbook(kind: StockReportKind, answer: StockReportAnswer): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(kind);
  sheet.columns = answer.columns.map((column) => ({
    header: column.label,
    key: column.key,
    width: column.numeric ? 14 : 24,
    ...(column.numeric ? { style: { numFmt: '#,##0' } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of answer.rows) sheet.addRow(Object.fromEntries(answer.columns.map((column) => [column.key, row[column.key] ?? null])));
  sheet.lastRow!.font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
