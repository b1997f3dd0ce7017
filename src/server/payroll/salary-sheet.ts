import { and, eq, inArray, sql } from 'drizzle-orm';
import { LIFECYCLES, statusCode } from '../../../machines/index.ts';
import { HOLIDAY_TYPES, isHolidayType } from '../../shared/holiday-types.ts';
import type { MessageId } from '../../shared/i18n/locales.ts';
import type { Db } from '../db/database.ts';
import { selectRows } from '../db/database.ts';
import { attendanceMonthLocks, insuranceSchemes, records, salaryItems, salarySchemes, salarySheetRows, salarySheets } from '../db/schema.ts';
import { AppError, badInput } from '../lib/app-error.ts';
import { batchesOf } from '../lib/batches.ts';
import { cents, Dec, type Rounding } from './decimal.ts';
import { compileItems, namesOfFormula, type ItemPlan, type SalaryItem } from './formula.ts';
import type { TaxMonth } from './income-tax.ts';
import type { InsuranceScheme } from './insurance.ts';
import { computePayslip } from './payslip.ts';

/**
 * The month's salary sheet of an office (README.md "Stored payroll"): the compute scheme's items in order, each
 * person's salary in force that month, the locked attendance month and the city's insurance scheme, computed in one
 * pass in memory and stored in batches, replacing what was stored until the sheet goes for approval. A locked sheet
 * never changes (the database's triggers, migration 0019).
 */

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A month 'YYYY-MM', or a refusal naming `field`. */
export function monthDays(month: string, field = 'month') {
  if (!MONTH.test(month)) throw badInput(field, 'hr.attendanceMonthBad');
}

/** A value as text with every object's keys in order, so a row read back from jsonb compares equal to one computed. */
function stableText(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableText).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${stableText((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}

/** Sheet statuses. */
export const SHEET = { computed: 0, inApproval: 1, locked: 2 } as const;

/** The attendance figures a formula reads, from the locked attendance month (`attendance_months`). */
export const ATTENDANCE_INPUTS = [
  'expectedDays',
  'workedDays',
  'absentDays',
  'unpaidLeaveDays',
  'paidLeaveDays',
  'lateCount',
  'lateMinutes',
  'earlyMinutes',
  'missingPunches',
  'overtime150Hours',
  'overtime200Hours',
  'overtime300Hours',
] as const;

type AttendanceRow = {
  userId: number;
  expectedHalves: number;
  workedHalves: number;
  absentHalves: number;
  lateCount: number;
  lateMinutes: number;
  earlyMinutes: number;
  missingPunches: number;
  leaveHalves: Record<string, number>;
  overtimeMinutes: Record<string, number>;
};

/** An attendance row as the formulas' figures: days from half days, hours from minutes, exact. */
export function attendanceFigures(row: AttendanceRow | undefined): Record<(typeof ATTENDANCE_INPUTS)[number], string> {
  const halves = (n: number) => new Dec(n).div(2).toString();
  const hours = (n: number) => new Dec(n).div(60).toString();
  const leave = (paid: boolean) =>
    Object.entries(row?.leaveHalves ?? {}).reduce((sum, [type, n]) => (isHolidayType(type) && HOLIDAY_TYPES[type].paid === paid ? sum + Number(n) : sum), 0);
  return {
    expectedDays: halves(row?.expectedHalves ?? 0),
    workedDays: halves(row?.workedHalves ?? 0),
    absentDays: halves(row?.absentHalves ?? 0),
    unpaidLeaveDays: halves(leave(false)),
    paidLeaveDays: halves(leave(true)),
    lateCount: String(row?.lateCount ?? 0),
    lateMinutes: String(row?.lateMinutes ?? 0),
    earlyMinutes: String(row?.earlyMinutes ?? 0),
    missingPunches: String(row?.missingPunches ?? 0),
    overtime150Hours: hours(Number(row?.overtimeMinutes?.['150'] ?? 0)),
    overtime200Hours: hours(Number(row?.overtimeMinutes?.['200'] ?? 0)),
    overtime300Hours: hours(Number(row?.overtimeMinutes?.['300'] ?? 0)),
  };
}

type ItemRow = typeof salaryItems.$inferSelect;
type SchemeRow = typeof salarySchemes.$inferSelect;

export const roundingOf = (item: Pick<ItemRow, 'roundStep' | 'roundMode'>): Rounding => ({
  step: item.roundStep as Rounding['step'],
  mode: item.roundMode as Rounding['mode'],
});

/** The formula items of the catalogue, checked together: every name known, no circle. Problems as refusals. */
export function checkCatalogue(items: readonly Pick<ItemRow, 'code' | 'formula' | 'roundStep' | 'roundMode'>[], params: readonly string[]) {
  const plan = compileItems(
    items.map((item) => ({ code: item.code, ...(item.formula ? { formula: item.formula } : {}), round: roundingOf(item) })),
    [...ATTENDANCE_INPUTS, ...params],
  );
  const [problem] = plan.problems;
  if (problem) throw badInput('formula', problem.messageId as MessageId, problem.values);
  return plan;
}

const IN_APPROVAL = statusCode(LIFECYCLES.generic, 'inApproval');

/** Whether a sheet is held by a salary table in approval (another than `recordId`). */
export async function heldInApproval(tx: Db, sheet: Pick<typeof salarySheets.$inferSelect, 'status' | 'recordId'>, recordId?: number) {
  if (sheet.status !== SHEET.inApproval || !sheet.recordId || sheet.recordId === recordId) return false;
  const [holder] = await tx.select({ status: records.status }).from(records).where(eq(records.id, sheet.recordId));
  return holder?.status === IN_APPROVAL;
}

/** The refusals payroll answers, in the reader's language. */
export const sheetLocked = (month: string) => new AppError(2002, 'payroll.sheetLocked', { month }, 'month');

export function lockedSheetOf(error: unknown): boolean {
  for (let cause = error as { constraint?: string; cause?: unknown } | undefined; cause; cause = cause.cause as typeof cause)
    if (cause.constraint === 'salary_sheet_locked') return true;
  return false;
}

/** The scheme that pays an office: the one naming it, or the nearest office above it. */
export async function schemeOfOffice(tx: Db, officeId: number): Promise<{ scheme: SchemeRow; path: string } | null> {
  const [office] = await selectRows<{ path: string }>(tx, sql`select path from offices where id = ${officeId}`);
  if (!office) return null;
  const chain = office.path.split('/').filter(Boolean).map(Number).reverse();
  const schemes = await tx.select().from(salarySchemes);
  for (const id of chain) {
    const scheme = schemes.find((row) => row.officeIds.includes(id));
    if (scheme) return { scheme, path: office.path };
  }
  return null;
}

type Person = {
  id: number;
  officeId: number | null;
  grade: string | null;
  amounts: Record<string, string>;
  insuranceBase: string;
  additional: string;
  effectiveMonth: string;
  salaryRecordId: number | null;
  posts: string[] | null;
};

/** Where a figure came from, as the cell's explanation names it. */
export type Source =
  | { kind: 'attendance'; month: string }
  | { kind: 'parameter' }
  | { kind: 'item' }
  | { kind: 'salary'; effectiveMonth: string; recordId: number | null }
  | { kind: 'rank'; grade: string | null }
  | { kind: 'fixed' }
  | { kind: 'notApplicable' };

export type Cell = { value: string; formula?: string; source?: Source; used?: { name: string; value: string; source: Source }[] };

/** What a sheet keeps once for all its rows to explain them: the formulas, each item's type, the parameters, the city. */
export type SheetExplain = {
  formulas: Record<string, string>;
  types: Record<string, number>;
  params: Record<string, string>;
  insurance: { city: string; year: number };
};

/** What a row keeps to explain its cells beyond its values. */
export type RowCells = {
  inputs: Record<string, string>;
  salary: { grade: string | null; effectiveMonth: string; recordId: number | null };
  excluded: string[];
  insurance: { base: string; parts: unknown[]; employee: string };
  tax: Record<string, unknown>;
};

/**
 * One cell's explanation from the sheet's formulas and the row: an item's value with its formula and each name it
 * read, with the value read and where it came from; `insurance`, `tax` and `net` their own figures. Null for no cell.
 */
export function explainCell(
  explain: SheetExplain,
  month: string,
  row: { values: Record<string, string>; cells: RowCells; gross: string; employeeInsurance: string; tax: string; net: string },
  code: string,
): object | null {
  const { cells, values } = row;
  if (code === 'insurance') return { ...explain.insurance, ...cells.insurance };
  if (code === 'tax') return cells.tax;
  if (code === 'net')
    return { value: row.net, formula: 'gross - employeeInsurance - tax', gross: row.gross, employeeInsurance: row.employeeInsurance, tax: row.tax };
  if (!Object.hasOwn(values, code)) return null;
  const sourceOf = (name: string): Source => {
    if (cells.excluded.includes(name)) return { kind: 'notApplicable' };
    if (Object.hasOwn(cells.inputs, name)) return { kind: 'attendance', month };
    if (Object.hasOwn(explain.params, name) && !Object.hasOwn(values, name)) return { kind: 'parameter' };
    switch (explain.types[name]) {
      case 1:
        return { kind: 'rank', grade: cells.salary.grade };
      case 2:
        return { kind: 'salary', effectiveMonth: cells.salary.effectiveMonth, recordId: cells.salary.recordId };
      case 3:
        return { kind: 'fixed' };
      default:
        return { kind: 'item' };
    }
  };
  const formula = cells.excluded.includes(code) ? undefined : explain.formulas[code];
  if (!formula) return { value: values[code], source: sourceOf(code) };
  const valueOf = (name: string) => (Object.hasOwn(values, name) ? values[name] : new Dec(cells.inputs[name] ?? explain.params[name] ?? '0').toString());
  const names = namesOfFormula(formula);
  return { value: values[code], formula, used: names.map((name) => ({ name, value: valueOf(name), source: sourceOf(name) })) };
}

type Computed = typeof salarySheetRows.$inferInsert;

/**
 * Computes an office's sheet for a month and stores it. Refused when the attendance month is not locked, when the
 * sheet is in approval or locked, and without a scheme; answers the sheet's id, its people and those without a salary.
 */
export async function computeSheet(tx: Db, month: string, officeId: number, actorId: number) {
  monthDays(month);
  if (!(await tx.select().from(attendanceMonthLocks).where(eq(attendanceMonthLocks.month, month)))[0])
    throw new AppError(2002, 'payroll.attendanceNotLocked', { month }, 'month');
  const found = await schemeOfOffice(tx, officeId);
  if (!found) throw badInput('officeId', 'payroll.noScheme');
  const { scheme, path } = found;
  // One computation of a sheet at a time.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`salary_sheet:${month}:${officeId}`}))`);
  const [existing] = await tx
    .select()
    .from(salarySheets)
    .where(and(eq(salarySheets.month, month), eq(salarySheets.officeId, officeId)))
    .for('update');
  if (existing?.status === SHEET.locked) throw sheetLocked(month);
  if (existing && (await heldInApproval(tx, existing))) throw new AppError(2002, 'payroll.sheetInApproval', { month }, 'month');

  const year = Number(month.slice(0, 4));
  const [insurance] = await tx
    .select()
    .from(insuranceSchemes)
    .where(and(eq(insuranceSchemes.city, scheme.insuranceCity), eq(insuranceSchemes.year, year)));
  if (!insurance) throw badInput('officeId', 'payroll.noInsurance', { city: scheme.insuranceCity, year });
  const insuranceScheme: InsuranceScheme = { city: insurance.city, year: insurance.year, kinds: insurance.kinds };

  const catalogue = new Map((await tx.select().from(salaryItems)).map((item) => [item.code, item]));
  const used = scheme.items.map((entry) => ({ ...entry, item: catalogue.get(entry.code) }));
  const missing = used.find((entry) => !entry.item);
  if (missing) throw badInput('items', 'payroll.unknownName', { name: missing.code });
  if (!scheme.items.some((entry) => entry.code === scheme.grossItem)) throw badInput('grossItem', 'payroll.unknownName', { name: scheme.grossItem });

  // Plans by the items that do not apply to a person (by post or grade): such an item is 0 for them.
  const plans = new Map<string, ItemPlan>();
  const planOf = (excluded: ReadonlySet<string>) => {
    const key = [...excluded].sort().join();
    let plan = plans.get(key);
    if (!plan) {
      const items: SalaryItem[] = used.map(({ code, item }) =>
        item!.itemType === 4 && !excluded.has(code) ? { code, formula: item!.formula!, round: roundingOf(item!) } : { code, round: roundingOf(item!) },
      );
      plan = compileItems(items, [...ATTENDANCE_INPUTS, ...Object.keys(scheme.params)]);
      const [problem] = plan.problems;
      if (problem) throw badInput('formula', problem.messageId as MessageId, problem.values);
      plans.set(key, plan);
    }
    return plan;
  };

  // Everyone enabled in the office and below with a salary in force in the month, in one query.
  const people = await selectRows<Person>(
    tx,
    sql`select u.id, u.office_id as "officeId", ps.grade, ps.amounts, ps.insurance_base::text as "insuranceBase",
          ps.additional::text as additional, ps.effective_month as "effectiveMonth", ps.record_id as "salaryRecordId",
          (select array_agg(p.code) from user_posts up join posts p on p.id = up.post_id where up.user_id = u.id) as posts
        from users u join offices o on o.id = u.office_id
        join lateral (select * from person_salaries s where s.user_id = u.id and s.effective_month <= ${month}
                      order by s.effective_month desc limit 1) ps on true
        where u.enabled and o.path like ${`${path}%`}
        order by u.id`,
  );
  const [{ n: withoutSalary }] = await selectRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from users u join offices o on o.id = u.office_id
        where u.enabled and o.path like ${`${path}%`}
          and not exists (select 1 from person_salaries s where s.user_id = u.id and s.effective_month <= ${month})`,
  );
  // Nobody is paid twice a month: someone already on another office's sheet is refused, naming them.
  const [twice] = await selectRows<{ name: string }>(
    tx,
    sql`select u.name from salary_sheet_rows r join users u on u.id = r.user_id join offices o on o.id = u.office_id
        where r.month = ${month} and o.path like ${`${path}%`} and r.sheet_id <> ${existing?.id ?? 0} limit 1`,
  );
  if (twice) throw badInput('officeId', 'payroll.personInOtherSheet', { name: twice.name, month });
  const attendance = new Map(
    (
      await selectRows<AttendanceRow>(
        tx,
        sql`select m.user_id as "userId", m.expected_halves as "expectedHalves", m.worked_halves as "workedHalves",
              m.absent_halves as "absentHalves", m.late_count as "lateCount", m.late_minutes as "lateMinutes",
              m.early_minutes as "earlyMinutes", m.missing_punches as "missingPunches", m.leave_halves as "leaveHalves",
              m.overtime_minutes as "overtimeMinutes"
            from attendance_months m join users u on u.id = m.user_id join offices o on o.id = u.office_id
            where m.month = ${month} and o.path like ${`${path}%`}`,
      )
    ).map((row) => [row.userId, row]),
  );
  // The year's earlier months of each person's cumulation: their rows of locked sheets, in order.
  const earlier = new Map(
    (
      await selectRows<{ userId: number; months: TaxMonth[] }>(
        tx,
        sql`select r.user_id as "userId",
              json_agg(json_build_object('income', r.tax_income::text, 'special', r.tax_special::text, 'additional', r.tax_additional::text) order by r.month) as months
            from salary_sheet_rows r join salary_sheets s on s.id = r.sheet_id
            join users u on u.id = r.user_id join offices o on o.id = u.office_id
            where s.status = ${SHEET.locked} and r.month >= ${`${year}-01`} and r.month < ${month} and o.path like ${`${path}%`}
            group by r.user_id`,
      )
    ).map((row) => [row.userId, row.months]),
  );

  const rows: Omit<Computed, 'sheetId'>[] = people.map((person) => {
    const excluded = new Set(
      scheme.items
        .filter(
          (entry) =>
            (entry.posts?.length && !entry.posts.some((post) => person.posts?.includes(post))) ||
            (entry.grades?.length && !entry.grades.includes(person.grade ?? '')),
        )
        .map((entry) => entry.code),
    );
    const plan = planOf(excluded);
    const figures = attendanceFigures(attendance.get(person.id));
    const given: Record<string, string> = { ...scheme.params, ...figures };
    for (const { code, item } of used) {
      if (excluded.has(code)) given[code] = '0';
      else if (item!.itemType === 1) given[code] = item!.rankAmounts?.[person.grade ?? ''] ?? '0';
      else if (item!.itemType === 2) given[code] = person.amounts[code] ?? '0';
      else if (item!.itemType === 3) given[code] = item!.amount ?? '0';
    }
    const slip = computePayslip({
      plan,
      gross: scheme.grossItem,
      given,
      scheme: insuranceScheme,
      insuranceBase: person.insuranceBase,
      additional: person.additional,
      earlierMonths: earlier.get(person.id) ?? [],
    });
    const values: Record<string, string> = {};
    for (const [code, value] of Object.entries(slip.items)) values[code] = value.value;
    const employer = slip.insurance.reduce((sum, part) => sum.plus(part.employer), new Dec(0));
    return {
      userId: person.id,
      month,
      officeId: person.officeId,
      gross: slip.gross,
      employeeInsurance: slip.employeeInsurance,
      employerInsurance: cents(employer),
      tax: slip.tax.tax,
      net: slip.net,
      taxIncome: slip.taxMonth.income,
      taxSpecial: slip.taxMonth.special,
      taxAdditional: cents(new Dec(slip.taxMonth.additional)),
      values,
      // What the cells' explanations read beyond the values and the sheet's formulas (`explainCell`).
      cells: {
        inputs: figures,
        salary: { grade: person.grade, effectiveMonth: person.effectiveMonth, recordId: person.salaryRecordId },
        excluded: [...excluded],
        insurance: { base: person.insuranceBase, parts: slip.insurance, employee: slip.employeeInsurance },
        tax: { ...slip.tax, monthsBefore: (earlier.get(person.id) ?? []).length, additional: slip.taxMonth.additional },
      } satisfies RowCells,
    };
  });

  const totals = rows.reduce((sum, row) => ({ gross: sum.gross.plus(row.gross), net: sum.net.plus(row.net) }), { gross: new Dec(0), net: new Dec(0) });
  const explain: SheetExplain = {
    formulas: Object.fromEntries(used.filter(({ item }) => item!.itemType === 4).map(({ code, item }) => [code, item!.formula!])),
    types: Object.fromEntries(used.map(({ code, item }) => [code, item!.itemType])),
    params: scheme.params,
    insurance: { city: insuranceScheme.city, year: insuranceScheme.year },
  };
  const sheetValues = {
    explain,
    status: SHEET.computed,
    recordId: null,
    schemeId: scheme.id,
    people: rows.length,
    gross: cents(totals.gross),
    net: cents(totals.net),
    computedBy: actorId,
    computedAt: new Date(),
  };
  let sheetId: number;
  let written = rows;
  if (existing) {
    sheetId = existing.id;
    await tx.update(salarySheets).set(sheetValues).where(eq(salarySheets.id, sheetId));
    // Only what changed is written again: a row equal to the stored one stays, so an unchanged sheet writes nothing.
    const stored = new Map(
      (
        await selectRows<Record<string, unknown> & { userId: number }>(
          tx,
          sql`select user_id as "userId", month, office_id as "officeId", gross::text as gross, employee_insurance::text as "employeeInsurance",
                employer_insurance::text as "employerInsurance", tax::text as tax, net::text as net, tax_income::text as "taxIncome",
                tax_special::text as "taxSpecial", tax_additional::text as "taxAdditional", values, cells
              from salary_sheet_rows where sheet_id = ${sheetId}`,
        )
      ).map((row) => [row.userId, stableText(row)]),
    );
    written = rows.filter((row) => stored.get(row.userId) !== stableText(row));
    const kept = new Set(rows.filter((row) => !written.includes(row)).map((row) => row.userId));
    const gone = [...stored.keys()].filter((userId) => !kept.has(userId));
    for (const batch of batchesOf(gone))
      await tx.delete(salarySheetRows).where(and(eq(salarySheetRows.sheetId, sheetId), inArray(salarySheetRows.userId, batch)));
  } else {
    [{ id: sheetId }] = await tx
      .insert(salarySheets)
      .values({ month, officeId, ...sheetValues })
      .returning({ id: salarySheets.id });
  }
  for (const batch of batchesOf(written, 500)) await tx.insert(salarySheetRows).values(batch.map((row) => ({ ...row, sheetId })));
  return { sheetId, people: rows.length, withoutSalary };
}
