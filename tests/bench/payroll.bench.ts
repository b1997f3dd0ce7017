/**
 * A company's payroll month by the payroll rules (src/server/payroll): 5,000 people × 30 salary items (10 given, 20
 * calculated, with attendance inputs), insurance from a city's scheme and November's tax continuing ten earlier months
 * of the cumulation. Prints the CPU time of computing every payslip over several runs, beside a bare loop adding the
 * same 30 figures per person in decimals (what no payroll can do with less), and the heap's peak. Asserts nothing about
 * time.
 *
 * Then the stored sheet through the real code on embedded PostgreSQL (PGlite): 5,000 people of one office with their
 * salaries (10 per-person items), a locked attendance month and ten earlier locked months of the cumulation, the
 * month's sheet computed and stored (`computeSheet`: one read of each input, one pass in memory, inserts of 500 rows),
 * beside raw inserts of the same rows into a table like it, then the unchanged sheet computed again; wall clock, one
 * run each, and the process's memory at its peak.
 *
 * Run: npx tsx tests/bench/payroll.bench.ts   (PEOPLE=7000 for another size; DB=false to skip the database)
 */
import { sql } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase, selectRows } from '../../src/server/db/database.ts';
import { computeSheet } from '../../src/server/payroll/salary-sheet.ts';
import { seed } from '../../src/server/seed/seed.ts';
import { Dec } from '../../src/server/payroll/decimal.ts';
import { compileItems, type SalaryItem } from '../../src/server/payroll/formula.ts';
import type { TaxMonth } from '../../src/server/payroll/income-tax.ts';
import type { InsuranceScheme } from '../../src/server/payroll/insurance.ts';
import { computePayslip } from '../../src/server/payroll/payslip.ts';
import { cpuMs, least } from './cpu-time.helpers.ts';

const PEOPLE = Number(process.env.PEOPLE ?? 5000);
const RUNS = 3;
const cent = { step: '0.01', mode: 'halfUp' } as const;

export function runPayrollBench() {
  const given = Array.from({ length: 10 }, (_, index): SalaryItem => ({ code: `given${index}` }));
  // Twenty calculated items: each reads two earlier figures and an attendance input; the last is gross pay.
  const calculated = Array.from({ length: 19 }, (_, index): SalaryItem => ({
    code: `calc${index}`,
    formula: `${index ? `calc${index - 1}` : 'given0'} / 21.75 * absentDays + given${index % 10} * (1 + overtimeHours / 100)`,
    round: cent,
  }));
  const gross: SalaryItem = { code: 'gross', formula: `${given.map((item) => item.code).join(' + ')} + calc18 - calc0`, round: cent };
  const plan = compileItems([...given, ...calculated, gross], ['absentDays', 'overtimeHours']);
  if (plan.problems.length) throw new Error(JSON.stringify(plan.problems));
  const round = { step: '0.1', mode: 'up' } as const;
  const scheme: InsuranceScheme = {
    city: 'bench',
    year: 2026,
    kinds: ['pension', 'medical', 'unemployment', 'injury', 'maternity'].map((kind) => ({
      kind,
      floor: '6821',
      cap: '35283',
      employee: '0.02',
      employer: '0.1',
      round,
    })),
  };
  const people = Array.from({ length: PEOPLE }, (_, person) => ({
    given: <Record<string, string>>{
      ...Object.fromEntries(given.map((item, index) => [item.code, String(1000 + ((person * 37 + index * 101) % 900)) + '.25'])),
      absentDays: String(person % 3),
      overtimeHours: String(person % 12),
    },
    insuranceBase: String(8000 + (person % 20) * 1000),
    earlierMonths: Array.from({ length: 10 }, (): TaxMonth => ({ income: String(12000 + (person % 50) * 100), special: '1800', additional: '1000' })),
  }));
  let peakHeap = 0;
  const compute = Array.from({ length: RUNS }, () =>
    cpuMs(() => {
      const slips = people.map((person) => computePayslip({ plan, gross: 'gross', scheme, additional: '1000', ...person }));
      peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
      if (slips.length !== PEOPLE) throw new Error('lost a payslip');
    }),
  );
  const bare = Array.from({ length: RUNS }, () =>
    cpuMs(() => {
      for (const person of people) {
        let sum = new Dec(0);
        for (const item of given) sum = sum.plus(person.given[item.code]);
        for (let index = 0; index < 20; index++) sum = sum.plus(person.insuranceBase);
      }
    }),
  );
  console.log(`\n## Payroll month (${PEOPLE} people × ${plan.order.length} items, insurance and November's tax; CPU ms, least of ${RUNS})`);
  console.log('| step | ms | µs a person | × the bare loop |');
  console.log('|---|---|---|---|');
  for (const [step, figures] of [
    ['every payslip (computePayslip)', compute],
    ['bare loop: 30 decimal additions per person', bare],
  ] as const)
    console.log(`| ${step} | ${least(figures).toFixed(1)} | ${((least(figures) / PEOPLE) * 1000).toFixed(1)} | ${(least(figures) / least(bare)).toFixed(1)} |`);
  console.log(`Heap at its peak while computing: ${(peakHeap / 2 ** 20).toFixed(0)} MiB.`);
}

/** The stored sheet of PEOPLE people × 30 items on embedded PostgreSQL, beside raw inserts of the same rows. */
export async function runPayrollSheetBench() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'oa-bench-'));
  const database = await openDatabase({ dataDir: 'memory://' });
  let peakRss = 0;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20);
  try {
    await seed(database.db);
    const db = database.db;
    const [{ id: office }] = await selectRows<{ id: number }>(
      db,
      sql`insert into offices (code, parent_id, name, full_name, office_type, sort)
          select 'BENCH', id, '压测部', '压测部', 5, 99 from offices where code = 'GROUP' returning id`,
    );
    await db.execute(sql`update offices set path = (select path from offices where code = 'GROUP') || id || '/' where id = ${office}`);
    await db.execute(sql`insert into users (login_name, name, password_hash, office_id, no, remarks)
      select 'bench' || n, '员工' || n, 'x', ${office}, 'B' || lpad(n::text, 6, '0'), true from generate_series(1, ${PEOPLE}) n`);
    // 10 per-person items, 19 calculated ones reading them and attendance, gross pay: 30 items.
    const given = Array.from({ length: 10 }, (_, index) => `given${index}`);
    await db.execute(sql`insert into salary_items (code, name, item_type, sort)
      select 'given' || n, '项目' || n, 2, n from generate_series(0, 9) n`);
    for (let index = 0; index < 19; index++)
      await db.execute(sql`insert into salary_items (code, name, item_type, formula, sort) values (${`calc${index}`}, ${`计算${index}`}, 4,
        ${`${index ? `calc${index - 1}` : 'given0'} / workDays * absentDays + given${index % 10} * (1 + overtime150Hours / 100)`}, ${20 + index})`);
    await db.execute(sql`insert into salary_items (code, name, item_type, formula, sort)
      values ('benchGross', '应发', 4, ${`${given.join(' + ')} + calc18 - calc0`}, 50)`);
    const items = [...given, ...Array.from({ length: 19 }, (_, index) => `calc${index}`), 'benchGross'].map((code) => ({ code }));
    await db.execute(sql`insert into salary_schemes (name, office_ids, items, gross_item, params, insurance_city)
      values ('压测方案', ${JSON.stringify([office])}::jsonb, ${JSON.stringify(items)}::jsonb, 'benchGross', '{"workDays":"21.75"}'::jsonb, 'bench')`);
    const kinds = ['pension', 'medical', 'unemployment', 'injury', 'housingFund'].map((kind) => ({
      kind,
      floor: '6821',
      cap: '35283',
      employee: '0.02',
      employer: '0.1',
      round: { step: kind === 'housingFund' ? '1' : '0.1', mode: 'up' },
    }));
    await db.execute(sql`insert into insurance_schemes (city, year, kinds) values ('bench', 2025, ${JSON.stringify(kinds)}::jsonb)`);
    const amounts = `jsonb_build_object(${given.map((code, index) => `'${code}', (1000 + (u.id * 37 + ${index * 101}) % 900)::text || '.25'`).join(', ')})`;
    await db.execute(sql`insert into person_salaries (user_id, effective_month, amounts, insurance_base, additional)
      select u.id, '2025-01', ${sql.raw(amounts)}, 8000 + (u.id % 20) * 1000, 1000 from users u where u.login_name like 'bench%'`);
    await db.execute(sql`insert into attendance_months (user_id, month, office_id, expected_halves, worked_halves, absent_halves, overtime_minutes)
      select u.id, '2025-11', ${office}, 40, 40 - (u.id % 3), u.id % 3, jsonb_build_object('150', (u.id % 12) * 60, '200', 0, '300', 0)
      from users u where u.login_name like 'bench%'`);
    await db.execute(sql`insert into attendance_month_locks (month) values ('2025-11')`);
    // Ten earlier months of the cumulation, locked: January to October.
    for (let month = 1; month <= 10; month++) {
      const key = `2025-${String(month).padStart(2, '0')}`;
      const [{ id: sheet }] = await selectRows<{ id: number }>(
        db,
        sql`insert into salary_sheets (month, office_id, scheme_id, status) values (${key}, ${office}, (select id from salary_schemes where name = '压测方案'), 0) returning id`,
      );
      await db.execute(sql`insert into salary_sheet_rows (sheet_id, user_id, month, office_id, gross, employee_insurance, employer_insurance, tax, net,
          tax_income, tax_special, tax_additional, values, cells)
        select ${sheet}, u.id, ${key}, ${office}, 12000 + (u.id % 50) * 100, 1800, 4000, 100, 10000, 12000 + (u.id % 50) * 100, 1800, 1000, '{}', '{}'
        from users u where u.login_name like 'bench%'`);
      await db.execute(sql`update salary_sheets set status = 2 where id = ${sheet}`);
    }
    const [{ id: actor }] = await selectRows<{ id: number }>(db, sql`select id from users where login_name = 'admin'`);
    let started = performance.now();
    const computed = await db.transaction((tx) => computeSheet(tx, '2025-11', office, actor));
    const computeMs = performance.now() - started;
    const stored = await selectRows<Record<string, unknown>>(db, sql`select * from salary_sheet_rows where month = '2025-11'`);
    await db.execute(sql`create table bench_rows (like salary_sheet_rows)`);
    started = performance.now();
    await db.transaction(async (tx) => {
      for (let start = 0; start < stored.length; start += 500)
        await tx.execute(
          sql`insert into bench_rows select * from jsonb_populate_recordset(null::bench_rows, ${JSON.stringify(stored.slice(start, start + 500))}::jsonb)`,
        );
    });
    const rawMs = performance.now() - started;
    started = performance.now();
    await db.transaction((tx) => computeSheet(tx, '2025-11', office, actor));
    const recomputeMs = performance.now() - started;
    const [{ same }] = await selectRows<{ same: boolean }>(
      db,
      sql`select not exists (select user_id, net, "values" from bench_rows except select user_id, net, "values" from salary_sheet_rows where month = '2025-11') as same`,
    );
    console.log(
      `\n## Salary sheet stored (embedded PostgreSQL, ${computed.people} people × ${items.length} items, insurance and November's tax; wall ms, one run)`,
    );
    console.log('| step | ms | rows a second | × the raw inserts |');
    console.log('|---|---|---|---|');
    const line = (step: string, ms: number) =>
      console.log(`| ${step} | ${Math.round(ms)} | ${Math.round((computed.people / ms) * 1000)} | ${(ms / rawMs).toFixed(1)} |`);
    line('the sheet computed and stored (computeSheet: inputs read, one pass, inserts of 500 rows)', computeMs);
    line('raw inserts of the same rows (500 a statement, one transaction)', rawMs);
    line(`the unchanged sheet computed again (same figures: ${same})`, recomputeMs);
    console.log(`Process memory at its peak: ${(peakRss / 2 ** 20).toFixed(0)} MiB resident.`);
  } finally {
    clearInterval(sampler);
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runPayrollBench();
  if (process.env.DB !== 'false') await runPayrollSheetBench();
}
