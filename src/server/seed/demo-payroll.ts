import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { insuranceSchemes, offices, personSalaries, salaryItems, salarySchemes, users } from '../db/schema.ts';

const cent = { roundStep: '0.01', roundMode: 'halfUp' } as const;

/** The demo's salary items: a rank base, two per-person items, a meal allowance, overtime, absence and gross pay. */
export const DEMO_SALARY_ITEMS = [
  { code: 'base', name: '基本工资', itemType: 1, rankAmounts: { P1: '6000', P2: '8000', P3: '12000', M1: '20000' }, ...cent, sort: 1 },
  { code: 'post', name: '岗位工资', itemType: 2, ...cent, sort: 2 },
  { code: 'performance', name: '绩效工资', itemType: 2, ...cent, sort: 3 },
  { code: 'meal', name: '餐补', itemType: 3, amount: '600', ...cent, sort: 4 },
  {
    code: 'overtimePay',
    name: '加班工资',
    itemType: 4,
    formula: '(base + post) / workDays / 8 * (overtime150Hours * 1.5 + overtime200Hours * 2 + overtime300Hours * 3)',
    ...cent,
    sort: 5,
  },
  { code: 'absenceDeduction', name: '缺勤扣款', itemType: 4, formula: '(base + post) / workDays * (absentDays + unpaidLeaveDays)', ...cent, sort: 6 },
  { code: 'gross', name: '应发工资', itemType: 4, formula: 'base + post + performance + meal + overtimePay - absenceDeduction', ...cent, sort: 7 },
] as const;

/**
 * A demo city's 2026 insurance and housing fund scheme (the figures are the demo's, shaped like Shanghai's: insurance
 * rounded to the cent, the fund to the whole yuan).
 */
export const DEMO_INSURANCE = {
  city: '上海',
  year: 2026,
  kinds: [
    { kind: 'pension', floor: '7384', cap: '36921', employee: '0.08', employer: '0.16', round: { step: '0.01', mode: 'halfUp' } },
    { kind: 'medical', floor: '7384', cap: '36921', employee: '0.02', employer: '0.09', round: { step: '0.01', mode: 'halfUp' } },
    { kind: 'unemployment', floor: '7384', cap: '36921', employee: '0.005', employer: '0.005', round: { step: '0.01', mode: 'halfUp' } },
    { kind: 'injury', floor: '7384', cap: '36921', employee: '0', employer: '0.0026', round: { step: '0.01', mode: 'halfUp' } },
    { kind: 'housingFund', floor: '2690', cap: '36921', employee: '0.07', employer: '0.07', round: { step: '1', mode: 'halfUp' } },
  ],
} as const;

/** Each demo employee's salary from January 2026: grade, per-person amounts, insurance base, additional deductions. */
const DEMO_SALARIES: Record<string, { grade: string; post: string; performance: string; insuranceBase: string; additional: string }> = {
  manager01: { grade: 'M1', post: '10000', performance: '8000', insuranceBase: '36921', additional: '3000' },
  finance01: { grade: 'P3', post: '3000', performance: '2000', insuranceBase: '15000', additional: '2000' },
  leader01: { grade: 'P3', post: '4000', performance: '3000', insuranceBase: '16000', additional: '1000' },
  staff01: { grade: 'P2', post: '2000', performance: '1500', insuranceBase: '10000', additional: '1000' },
  newhire01: { grade: 'P1', post: '1000', performance: '1000', insuranceBase: '5000', additional: '0' },
};

/** The demo's payroll: items, the city's scheme, one compute scheme for the whole group, everyone's salary. */
export async function seedDemoPayroll(tx: Db) {
  await tx.insert(salaryItems).values(DEMO_SALARY_ITEMS.map((item) => ({ ...item })));
  await tx.insert(insuranceSchemes).values({ ...DEMO_INSURANCE, kinds: DEMO_INSURANCE.kinds.map((kind) => ({ ...kind, round: { ...kind.round } })) });
  const [group] = await tx.select({ id: offices.id }).from(offices).where(eq(offices.code, 'GROUP'));
  await tx.insert(salarySchemes).values({
    name: '集团标准工资方案',
    officeIds: [group.id],
    items: DEMO_SALARY_ITEMS.map((item) => ({ code: item.code })),
    grossItem: 'gross',
    params: { workDays: '21.75' },
    insuranceCity: DEMO_INSURANCE.city,
  });
  const people = await tx
    .select({ id: users.id, loginName: users.loginName })
    .from(users)
    .where(inArray(users.loginName, Object.keys(DEMO_SALARIES)));
  await tx.insert(personSalaries).values(
    people.map((person) => {
      const { grade, post, performance, insuranceBase, additional } = DEMO_SALARIES[person.loginName];
      return { userId: person.id, effectiveMonth: '2026-01', grade, amounts: { post, performance }, insuranceBase, additional };
    }),
  );
  await tx
    .update(users)
    .set({ bankNum: '6222020000000000000' })
    .where(inArray(users.loginName, Object.keys(DEMO_SALARIES)));
}
