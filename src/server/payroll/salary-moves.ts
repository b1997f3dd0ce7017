import { and, eq, sql } from 'drizzle-orm';
import type { SalaryDef } from '../../modules/capabilities/salary.ts';
import type { ModuleDescriptor } from '../../modules/module.types.ts';
import type { Db } from '../db/database.ts';
import { selectRows } from '../db/database.ts';
import { personSalaries, records, salaryItems, salarySheets, users } from '../db/schema.ts';
import { AppError, badInput } from '../lib/app-error.ts';
import { cents, figure } from './decimal.ts';
import { heldInApproval, monthDays, SHEET } from './salary-sheet.ts';

type Row = typeof records.$inferSelect;

const MONEY = /^\d{1,12}(\.\d{1,2})?$/;

const money = (value: unknown, field: string) => {
  const text = value === undefined || value === null || value === '' ? '0' : String(value);
  if (!MONEY.test(text)) throw badInput(field, 'payroll.moneyBad', { value: text });
  return cents(figure(text));
};

/** What a single salary document sets: person, first month, grade, per-person amounts, insurance base, deductions. */
async function changeOf(tx: Db, def: Extract<SalaryDef, { move: 'change' }>, record: Row) {
  const data = record.data;
  const userId = Number(data[def.person]);
  if (!Number.isSafeInteger(userId) || !(await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)))[0])
    throw badInput(def.person, 'engine.invalidPick');
  const date = String(data[def.effective] ?? '');
  const effectiveMonth = date.slice(0, 7);
  monthDays(effectiveMonth, def.effective);
  const perPerson = new Set((await tx.select({ code: salaryItems.code }).from(salaryItems).where(eq(salaryItems.itemType, 2))).map((item) => item.code));
  const amounts: Record<string, string> = {};
  const lines = Array.isArray(data[def.lines]) ? (data[def.lines] as Record<string, unknown>[]) : [];
  for (const [index, line] of lines.entries()) {
    const code = String(line[def.item] ?? '');
    if (!perPerson.has(code)) throw badInput(`${def.lines}.${index}.${def.item}`, 'payroll.notPerPerson', { name: code });
    if (amounts[code] !== undefined) throw badInput(`${def.lines}.${index}.${def.item}`, 'payroll.itemTwice', { name: code });
    amounts[code] = money(line[def.amount], `${def.lines}.${index}.${def.amount}`);
  }
  const grade = data[def.grade] === undefined || data[def.grade] === null || data[def.grade] === '' ? null : String(data[def.grade]);
  // A month already paid in a locked sheet stays as it was paid: a correction is next month's.
  const [paid] = await selectRows<{ month: string }>(
    tx,
    sql`select max(r.month) as month from salary_sheet_rows r join salary_sheets s on s.id = r.sheet_id
        where r.user_id = ${userId} and s.status = ${SHEET.locked} and r.month >= ${effectiveMonth}`,
  );
  if (paid?.month) throw new AppError(2002, 'payroll.salaryMonthPaid', { month: paid.month }, def.effective);
  return {
    userId,
    effectiveMonth,
    grade,
    amounts,
    insuranceBase: money(data[def.insuranceBase], def.insuranceBase),
    additional: money(data[def.additional], def.additional),
  };
}

/** The sheet a salary table names, locked for the move. */
async function sheetOf(tx: Db, def: Extract<SalaryDef, { move: 'sheet' }>, record: Row) {
  const month = String(record.data[def.month] ?? '');
  monthDays(month, def.month);
  const officeId = Number(record.data[def.office]);
  if (!Number.isSafeInteger(officeId)) throw badInput(def.office, 'engine.invalidPick');
  const [sheet] = await tx
    .select()
    .from(salarySheets)
    .where(and(eq(salarySheets.month, month), eq(salarySheets.officeId, officeId)))
    .for('update');
  if (!sheet) throw badInput(def.month, 'payroll.sheetNotComputed', { month });
  return { sheet, month };
}

export async function checkSalaryBefore(tx: Db, descriptor: ModuleDescriptor, record: Row) {
  const def = descriptor.capabilities.salary!;
  if (def.move === 'change') {
    await changeOf(tx, def, record);
    return;
  }
  const { sheet, month } = await sheetOf(tx, def, record);
  if (sheet.status === SHEET.locked) throw new AppError(2002, 'payroll.sheetLocked', { month }, def.month);
  if (await heldInApproval(tx, sheet, record.id)) throw new AppError(2002, 'payroll.sheetInApproval', { month }, def.month);
  if (sheet.people === 0) throw badInput(def.month, 'payroll.sheetNotComputed', { month });
  await tx.update(salarySheets).set({ status: SHEET.inApproval, recordId: record.id }).where(eq(salarySheets.id, sheet.id));
}

export async function postSalary(tx: Db, descriptor: ModuleDescriptor, record: Row) {
  const def = descriptor.capabilities.salary!;
  if (def.move === 'change') {
    const change = await changeOf(tx, def, record);
    await tx
      .insert(personSalaries)
      .values({ ...change, recordId: record.id })
      .onConflictDoUpdate({
        target: [personSalaries.userId, personSalaries.effectiveMonth],
        set: { grade: change.grade, amounts: change.amounts, insuranceBase: change.insuranceBase, additional: change.additional, recordId: record.id },
      });
    return;
  }
  const { sheet, month } = await sheetOf(tx, def, record);
  if (sheet.status === SHEET.locked) throw new AppError(2002, 'payroll.sheetLocked', { month }, def.month);
  if (sheet.status !== SHEET.inApproval || sheet.recordId !== record.id) throw new AppError(2002, 'payroll.sheetChanged', { month }, def.month);
  await tx.update(salarySheets).set({ status: SHEET.locked, lockedAt: new Date() }).where(eq(salarySheets.id, sheet.id));
}
