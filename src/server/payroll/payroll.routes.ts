import ExcelJS from 'exceljs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { answer } from '../../shared/schemas/answer.schema.ts';
import { id, idParam } from '../../shared/schemas/input.schema.ts';
import type { Db } from '../db/database.ts';
import { selectRows } from '../db/database.ts';
import { insuranceSchemes, salaryItems, salarySchemes, salarySheets } from '../db/schema.ts';
import type { Access } from '../lib/access.ts';
import { AppError, badInput } from '../lib/app-error.ts';
import { dataScopeCondition, officeWithinReach } from '../lib/data-scope.ts';
import type { RouteContext } from '../lib/route-context.ts';
import { isMessageId, translate } from '../lib/translate.ts';
import { LOCALES, type Locale } from '../../shared/i18n/locales.ts';
import { figure } from './decimal.ts';
import { checkCatalogue, computeSheet, explainCell, lockedSheetOf, monthDays, SHEET, sheetLocked, type RowCells, type SheetExplain } from './salary-sheet.ts';

/**
 * The salary administrators' routes (spec path /human/salary/salaryManage/Edit, permission prefix `salaryManage`):
 * `salaryManage:setup` keeps items, insurance schemes and compute schemes; `salaryManage:compute` computes a month's
 * sheet; `salaryManage:sheet` reads sheets and their cells' explanations; `salaryManage:sheetExport` exports a sheet
 * and its bank transfer file. Every sheet read is within the reader's data scope (spec §3): an office outside it
 * answers nothing, a row of someone outside it is left out; every read and export is in the operation log. Anyone
 * signed in reads their own payslips, of locked sheets only.
 */
export const SALARY = {
  setup: 'salaryManage:setup',
  compute: 'salaryManage:compute',
  sheet: 'salaryManage:sheet',
  export: 'salaryManage:sheetExport',
} as const;

const monthParams = z.object({ month: z.string().max(7) });
const sheetQuery = z.object({ officeId: idParam });
const money = z.string().regex(/^\d{1,12}(\.\d{1,2})?$/);
const rate = z.string().regex(/^(0(\.\d{1,6})?|1(\.0{1,6})?)$/);
const step = z.enum(['0.01', '0.1', '1']);
const mode = z.enum(['halfUp', 'up', 'down']);
const code = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]{0,39}$/);

const itemInput = z.object({
  id: id.optional(),
  code,
  name: z.string().min(1).max(60),
  itemType: z.number().int().min(1).max(4),
  formula: z.string().max(2000).nullable().optional(),
  rankAmounts: z.record(z.string().max(30), money).nullable().optional(),
  amount: money.nullable().optional(),
  roundStep: step.default('0.01'),
  roundMode: mode.default('halfUp'),
  sort: z.number().int().min(0).max(9999).default(0),
});

const insuranceInput = z.object({
  city: z.string().min(1).max(40),
  year: z.number().int().min(2000).max(2100),
  kinds: z
    .array(z.object({ kind: z.string().min(1).max(40), floor: money, cap: money, employee: rate, employer: rate, round: z.object({ step, mode }) }))
    .min(1)
    .max(20),
});

const schemeInput = z.object({
  id: id.optional(),
  name: z.string().min(1).max(60),
  officeIds: z.array(id).min(1).max(200),
  items: z
    .array(z.object({ code, posts: z.array(z.string().max(30)).max(50).optional(), grades: z.array(z.string().max(30)).max(50).optional() }))
    .min(1)
    .max(200),
  grossItem: code,
  params: z.record(code, z.string().regex(/^-?\d{1,12}(\.\d{1,6})?$/)).default({}),
  insuranceCity: z.string().min(1).max(40),
});

type SheetRow = {
  userId: number;
  name: string;
  no: string | null;
  bankNum: string | null;
  officeName: string | null;
  gross: string;
  employeeInsurance: string;
  employerInsurance: string;
  tax: string;
  net: string;
  values: Record<string, string>;
};

/** The office of a sheet, when the reader's data scope reaches it; null otherwise (the reader gets nothing). */
async function officeInReach(db: Db, access: Access, officeId: number) {
  const [office] = await selectRows<{ id: number; path: string; name: string }>(db, sql`select id, path, name from offices where id = ${officeId}`);
  if (!office || !officeWithinReach(access, office.path, office.id) || access.dataScope === 4) return null;
  return office;
}

/** A person's row is read when the reader's scope holds the person (their office, company, or themselves). */
const rowScope = (access: Access) =>
  dataScopeCondition(access, { officePath: sql`o.path`, companyId: sql`u.company_id`, ownerId: sql`r.user_id` }) ?? sql`true`;

async function sheetOf(db: Db, access: Access, month: string, officeId: number) {
  monthDays(month);
  const office = await officeInReach(db, access, officeId);
  if (!office) return null;
  const [sheet] = await db
    .select()
    .from(salarySheets)
    .where(and(eq(salarySheets.month, month), eq(salarySheets.officeId, officeId)));
  if (!sheet) return null;
  const rows = await selectRows<SheetRow>(
    db,
    sql`select r.user_id as "userId", u.name, u.no, u.bank_num as "bankNum", o.name as "officeName", r.gross::text as gross,
          r.employee_insurance::text as "employeeInsurance", r.employer_insurance::text as "employerInsurance", r.tax::text as tax,
          r.net::text as net, r.values
        from salary_sheet_rows r join users u on u.id = r.user_id left join offices o on o.id = u.office_id
        where r.sheet_id = ${sheet.id} and ${rowScope(access)}
        order by u.no, u.id`,
  );
  return { office, sheet, rows };
}

async function itemColumns(db: Db, sheetSchemeId: number) {
  const [scheme] = await db.select().from(salarySchemes).where(eq(salarySchemes.id, sheetSchemeId));
  const names = new Map((await db.select().from(salaryItems)).map((item) => [item.code, item.name]));
  return (scheme?.items ?? []).map((entry) => ({ code: entry.code, name: names.get(entry.code) ?? entry.code }));
}

export const payrollRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { db }) => {
  const tags = ['payroll'];
  const anything = answer(z.unknown());

  app.get('/payroll/items', { config: { permission: [SALARY.setup, SALARY.sheet] }, schema: { tags, response: { 200: anything } } }, async (_request, reply) =>
    reply.ok(await db.select().from(salaryItems).orderBy(asc(salaryItems.sort), asc(salaryItems.id))),
  );

  // An item saved: the whole catalogue is checked with it (every name known, no circle) before anything is stored.
  app.post(
    '/payroll/items',
    { config: { permission: SALARY.setup }, schema: { tags, body: itemInput, response: { 200: anything } } },
    async (request, reply) => {
      const { id: itemId, ...values } = request.body;
      const formula = values.itemType === 4 ? (values.formula ?? '').trim() : null;
      if (values.itemType === 4 && !formula) throw badInput('formula', 'payroll.itemTypeBad');
      if (values.itemType !== 4 && values.formula) throw badInput('formula', 'payroll.itemTypeBad');
      const row = { ...values, formula, rankAmounts: values.rankAmounts ?? null, amount: values.amount ?? null };
      const saved = await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('salary_items'))`);
        const items = await tx.select().from(salaryItems);
        const others = items.filter((item) => item.id !== itemId && item.code !== row.code);
        if (itemId !== undefined && !items.some((item) => item.id === itemId)) throw badInput('id', 'rules.required');
        if (items.some((item) => item.code === row.code && item.id !== itemId)) throw new AppError(1002, 'errors.1002', {}, 'code');
        const params = new Set((await tx.select({ params: salarySchemes.params }).from(salarySchemes)).flatMap((scheme) => Object.keys(scheme.params)));
        checkCatalogue([...others, row], [...params]);
        if (itemId === undefined) return (await tx.insert(salaryItems).values(row).returning())[0];
        return (await tx.update(salaryItems).set(row).where(eq(salaryItems.id, itemId)).returning())[0];
      });
      return reply.ok(saved);
    },
  );

  app.get(
    '/payroll/insurance-schemes',
    { config: { permission: [SALARY.setup, SALARY.sheet] }, schema: { tags, response: { 200: anything } } },
    async (_request, reply) => reply.ok(await db.select().from(insuranceSchemes).orderBy(asc(insuranceSchemes.city), asc(insuranceSchemes.year))),
  );

  // A city's scheme for a year, saved whole: each kind's floor at most its cap, rates between 0 and 1.
  app.post(
    '/payroll/insurance-schemes',
    { config: { permission: SALARY.setup }, schema: { tags, body: insuranceInput, response: { 200: anything } } },
    async (request, reply) => {
      const { city, year, kinds } = request.body;
      for (const [index, kind] of kinds.entries())
        if (figure(kind.floor).gt(figure(kind.cap))) {
          // The kind by its name in each language (养老保险, Pension); a kind the product does not name, by its code.
          const named = (locale: Locale) => ({
            kind: isMessageId(locale, `payroll.kind.${kind.kind}`) ? translate(locale, `payroll.kind.${kind.kind}`) : kind.kind,
          });
          const error = badInput(`kinds.${index}.floor`, 'payroll.rateBad', named('zh'));
          error.valuesIn = Object.fromEntries(LOCALES.map((locale) => [locale, named(locale)]));
          throw error;
        }
      const [saved] = await db
        .insert(insuranceSchemes)
        .values({ city, year, kinds })
        .onConflictDoUpdate({ target: [insuranceSchemes.city, insuranceSchemes.year], set: { kinds } })
        .returning();
      return reply.ok(saved);
    },
  );

  app.get(
    '/payroll/schemes',
    { config: { permission: [SALARY.setup, SALARY.sheet] }, schema: { tags, response: { 200: anything } } },
    async (_request, reply) => reply.ok(await db.select().from(salarySchemes).orderBy(asc(salarySchemes.id))),
  );

  // A compute scheme (its constitution): items known, gross pay among them, the formulas valid with its parameters.
  app.post(
    '/payroll/schemes',
    { config: { permission: SALARY.setup }, schema: { tags, body: schemeInput, response: { 200: anything } } },
    async (request, reply) => {
      const { id: schemeId, ...values } = request.body;
      const saved = await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('salary_items'))`);
        const catalogue = new Map((await tx.select().from(salaryItems)).map((item) => [item.code, item]));
        for (const [index, entry] of values.items.entries())
          if (!catalogue.has(entry.code)) throw badInput(`items.${index}.code`, 'payroll.unknownName', { name: entry.code });
        if (!values.items.some((entry) => entry.code === values.grossItem)) throw badInput('grossItem', 'payroll.unknownName', { name: values.grossItem });
        checkCatalogue(
          values.items.map((entry) => catalogue.get(entry.code)!),
          Object.keys(values.params),
        );
        const known = await selectRows<{ id: number }>(tx, sql`select id from offices where id in ${sql.raw(`(${values.officeIds.join(',')})`)}`);
        if (known.length !== new Set(values.officeIds).size) throw badInput('officeIds', 'engine.invalidPick');
        if (schemeId === undefined) return (await tx.insert(salarySchemes).values(values).returning())[0];
        const [row] = await tx.update(salarySchemes).set(values).where(eq(salarySchemes.id, schemeId)).returning();
        if (!row) throw badInput('id', 'rules.required');
        return row;
      });
      return reply.ok(saved);
    },
  );

  // The month's sheet of an office computed and stored again (refused once in approval or locked, and until the
  // attendance month is locked).
  app.post(
    '/payroll/sheets/:month/compute',
    {
      config: { permission: SALARY.compute },
      schema: {
        tags,
        params: monthParams,
        body: z.object({ officeId: id }),
        response: { 200: answer(z.object({ people: z.number(), withoutSalary: z.number() })) },
      },
    },
    async (request, reply) => {
      const { month } = request.params;
      const access = request.auth!;
      monthDays(month);
      if (!(await officeInReach(db, access, request.body.officeId))) throw new AppError(4031);
      try {
        const { people, withoutSalary } = await db.transaction((tx) => computeSheet(tx, month, request.body.officeId, access.user.id));
        return reply.code(200).send({ status: 200, msg: request.t('payroll.sheetComputed', { n: people, month }), data: { people, withoutSalary } });
      } catch (error) {
        if (lockedSheetOf(error)) throw sheetLocked(month);
        throw error;
      }
    },
  );

  app.get(
    '/payroll/sheets/:month',
    { config: { permission: SALARY.sheet, logged: true }, schema: { tags, params: monthParams, querystring: sheetQuery, response: { 200: anything } } },
    async (request, reply) => {
      const found = await sheetOf(db, request.auth!, request.params.month, request.query.officeId);
      if (!found) return reply.ok(null);
      const { sheet, office, rows } = found;
      return reply.ok({
        month: sheet.month,
        office: { id: office.id, name: office.name },
        status: sheet.status,
        recordId: sheet.recordId,
        computedAt: sheet.computedAt,
        lockedAt: sheet.lockedAt,
        columns: await itemColumns(db, sheet.schemeId),
        rows: rows.map(({ bankNum: _bank, ...row }) => row),
      });
    },
  );

  // One cell's explanation: its formula, the figures it read and where each came from.
  app.get(
    '/payroll/sheets/:month/cell',
    {
      config: { permission: SALARY.sheet, logged: true },
      schema: {
        tags,
        params: monthParams,
        querystring: z.object({ officeId: idParam, userId: idParam, code: z.string().max(40) }),
        response: { 200: anything },
      },
    },
    async (request, reply) => {
      const { month } = request.params;
      const { officeId, userId, code: cell } = request.query;
      monthDays(month);
      const office = await officeInReach(db, request.auth!, officeId);
      if (!office) return reply.ok(null);
      const [row] = await selectRows<Parameters<typeof explainCell>[2] & { explain: SheetExplain }>(
        db,
        sql`select r.cells, r.values, r.gross::text as gross, r.employee_insurance::text as "employeeInsurance", r.tax::text as tax,
              r.net::text as net, s.explain from salary_sheet_rows r join salary_sheets s on s.id = r.sheet_id join users u on u.id = r.user_id
            left join offices o on o.id = u.office_id
            where s.month = ${month} and s.office_id = ${officeId} and r.user_id = ${userId} and ${rowScope(request.auth!)}`,
      );
      if (!row) return reply.ok(null);
      const explained = explainCell(row.explain, month, row, cell);
      if (!explained) throw badInput('code', 'payroll.noCell');
      return reply.ok({ code: cell, ...explained });
    },
  );

  app.get(
    '/payroll/sheets/:month/export',
    { config: { permission: SALARY.export, logged: true }, schema: { tags, params: monthParams, querystring: sheetQuery } },
    async (request, reply) => {
      const { month } = request.params;
      const found = await sheetOf(db, request.auth!, month, request.query.officeId);
      if (!found) throw new AppError(1009);
      const columns = await itemColumns(db, found.sheet.schemeId);
      const t = (key: string) => translate(request.locale, key as never);
      const book = new ExcelJS.Workbook();
      const sheet = book.addWorksheet(month);
      sheet.addRow([
        t('payroll.column.no'),
        t('payroll.column.name'),
        t('payroll.column.office'),
        ...columns.map((column) => column.name),
        t('payroll.column.employeeInsurance'),
        t('payroll.column.tax'),
        t('payroll.column.net'),
      ]);
      for (const row of found.rows)
        sheet.addRow([
          row.no,
          row.name,
          row.officeName,
          ...columns.map((column) => Number(row.values[column.code] ?? 0)),
          Number(row.employeeInsurance),
          Number(row.tax),
          Number(row.net),
        ]);
      const name = `${found.office.name}-${month}.xlsx`;
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`)
        .send(Buffer.from(await book.xlsx.writeBuffer()));
    },
  );

  // The bank transfer file of a locked sheet: account, name, amount (net pay), one line a person, as CSV.
  app.get(
    '/payroll/sheets/:month/bank',
    { config: { permission: SALARY.export, logged: true }, schema: { tags, params: monthParams, querystring: sheetQuery } },
    async (request, reply) => {
      const { month } = request.params;
      const found = await sheetOf(db, request.auth!, month, request.query.officeId);
      if (!found) throw new AppError(1009);
      if (found.sheet.status !== SHEET.locked) throw new AppError(2002, 'payroll.sheetNotLocked', { month }, 'month');
      const quote = (text: string) => `"${text.replace(/"/g, '""')}"`;
      const lines = [
        'account,name,amount,memo',
        ...found.rows.map((row) => [quote(row.bankNum ?? ''), quote(row.name), row.net, quote(`${month} salary`)].join(',')),
      ];
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="bank-${month}-${found.office.id}.csv"`)
        .send(`${lines.join('\r\n')}\r\n`);
    },
  );

  // The months of the reader's own payslips: their rows of locked sheets only.
  app.get('/payroll/payslips', { config: { logged: true }, schema: { tags, response: { 200: anything } } }, async (request, reply) =>
    reply.ok(
      await selectRows(
        db,
        sql`select r.month, r.gross::text as gross, r.net::text as net from salary_sheet_rows r join salary_sheets s on s.id = r.sheet_id
            where r.user_id = ${request.auth!.user.id} and s.status = ${SHEET.locked} order by r.month desc`,
      ),
    ),
  );

  app.get(
    '/payroll/payslips/:month',
    { config: { logged: true }, schema: { tags, params: monthParams, response: { 200: anything } } },
    async (request, reply) => {
      const { month } = request.params;
      monthDays(month);
      const [row] = await selectRows<{
        schemeId: number;
        gross: string;
        tax: string;
        net: string;
        employeeInsurance: string;
        values: Record<string, string>;
        cells: RowCells;
      }>(
        db,
        sql`select s.scheme_id as "schemeId", r.gross::text as gross, r.tax::text as tax, r.net::text as net,
              r.employee_insurance::text as "employeeInsurance", r.values, r.cells
            from salary_sheet_rows r join salary_sheets s on s.id = r.sheet_id
            where r.user_id = ${request.auth!.user.id} and r.month = ${month} and s.status = ${SHEET.locked}`,
      );
      if (!row) throw new AppError(1009, 'payroll.noPayslip', { month });
      const columns = await itemColumns(db, row.schemeId);
      return reply.ok({
        month,
        name: request.auth!.user.name,
        items: columns.map((column) => ({ ...column, value: row.values[column.code] ?? '0' })),
        gross: row.gross,
        employeeInsurance: row.employeeInsurance,
        insurance: row.cells.insurance,
        tax: row.tax,
        net: row.net,
      });
    },
  );
};
