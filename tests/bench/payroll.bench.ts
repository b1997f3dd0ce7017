/**
 * A company's payroll month by the payroll rules (src/server/payroll): 5,000 people × 30 salary items (10 given, 20
 * calculated, with attendance inputs), insurance from a city's scheme and November's tax continuing ten earlier months
 * of the cumulation. Prints the CPU time of computing every payslip over several runs, beside a bare loop adding the
 * same 30 figures per person in decimals (what no payroll can do with less), and the heap's peak. Storing the sheet
 * is measured with the salary table once it exists. Asserts nothing about time.
 *
 * Run: npx tsx tests/bench/payroll.bench.ts   (PEOPLE=7000 for another size)
 */
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

if (import.meta.url === `file://${process.argv[1]}`) runPayrollBench();
