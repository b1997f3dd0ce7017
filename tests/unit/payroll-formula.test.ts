import { describe, expect, it } from 'vitest';
import { compileItems, computeItems, type SalaryItem } from '../../src/server/payroll/formula.ts';

const HALF_UP_CENT = { step: '0.01', mode: 'halfUp' } as const;
const items: SalaryItem[] = [
  { code: 'base' },
  { code: 'allowance' },
  // 日工资 = 月工资 ÷ 21.75 (计薪日); deductions and overtime pay from it, each rounded to the cent.
  { code: 'absence', formula: 'base / 21.75 * absentDays', round: HALF_UP_CENT },
  { code: 'overtime', formula: 'base / 21.75 / 8 * (weekdayHours * 1.5 + restDayHours * 2 + holidayHours * 3)', round: HALF_UP_CENT },
  { code: 'gross', formula: 'base + allowance + overtime - absence', round: HALF_UP_CENT },
  { code: 'meal', formula: 'if(workedDays >= 20, 300, workedDays * 15)', round: HALF_UP_CENT },
];
const inputs = ['absentDays', 'weekdayHours', 'restDayHours', 'holidayHours', 'workedDays'];

describe('calculated salary items: formulas over items, attendance figures and parameters', () => {
  it('computes in dependency order, exactly, rounding each item by its own rule', () => {
    const plan = compileItems(items, inputs);
    expect(plan.problems).toEqual([]);
    // gross comes after the three items it uses, whatever order they were listed in.
    expect(plan.order.indexOf('gross')).toBeGreaterThan(plan.order.indexOf('overtime'));
    const values = computeItems(plan, {
      base: '8000',
      allowance: '500',
      absentDays: '2',
      weekdayHours: '4',
      restDayHours: '0',
      holidayHours: '8',
      workedDays: '18',
    });
    // 8,000 ÷ 21.75 × 2 = 735.632… → 735.63
    expect(values.absence.value).toBe('735.63');
    // 8,000 ÷ 21.75 ÷ 8 = 45.977… × (6 + 24) = 1,379.31
    expect(values.overtime.value).toBe('1379.31');
    expect(values.gross.value).toBe('9143.68');
    expect(values.meal.value).toBe('270.00');
  });

  it('explains each figure: its formula and every input it used, with the value it had', () => {
    const plan = compileItems(items, inputs);
    const values = computeItems(plan, {
      base: '8000',
      allowance: '0',
      absentDays: '1',
      weekdayHours: '0',
      restDayHours: '0',
      holidayHours: '0',
      workedDays: '21',
    });
    expect(values.absence).toEqual({
      value: '367.82',
      formula: 'base / 21.75 * absentDays',
      used: [
        { name: 'base', value: '8000' },
        { name: 'absentDays', value: '1' },
      ],
    });
  });

  it('refuses, when the items are saved, a name that is neither an item nor an input', () => {
    const plan = compileItems([{ code: 'base' }, { code: 'bonus', formula: 'base * rate' }], []);
    expect(plan.problems).toEqual([{ item: 'bonus', messageId: 'payroll.unknownName', values: { name: 'rate' } }]);
  });

  it('refuses a cycle, naming the items on it', () => {
    const plan = compileItems(
      [
        { code: 'a', formula: 'b + 1' },
        { code: 'b', formula: 'c * 2' },
        { code: 'c', formula: 'a - 1' },
        { code: 'd', formula: '1' },
      ],
      [],
    );
    expect(plan.problems).toEqual([{ item: 'a', messageId: 'payroll.cycle', values: { items: 'a → b → c → a' } }]);
  });

  it('refuses what is not arithmetic: property access, strings, unknown functions, assignments, bad syntax', () => {
    for (const formula of ['base.constructor', "'text'", 'eval(1)', 'base = 1', 'base +', 'this', 'base[0]', '() => 1']) {
      const plan = compileItems([{ code: 'base' }, { code: 'x', formula }], []);
      expect(
        plan.problems.map((problem) => problem.messageId),
        formula,
      ).toEqual(['payroll.badFormula']);
    }
  });

  it('stops on a division by zero, naming the item, rather than storing Infinity', () => {
    const plan = compileItems([{ code: 'base' }, { code: 'daily', formula: 'base / days' }], ['days']);
    expect(() => computeItems(plan, { base: '100', days: '0' })).toThrow(/daily/);
  });

  it('rounds half up, up or down to the item’s step, and keeps 0.1 + 0.2 exactly 0.3', () => {
    const plan = compileItems(
      [
        { code: 'sum', formula: 'a + b' },
        { code: 'up', formula: 'a * 10.01', round: { step: '1', mode: 'up' } },
        { code: 'down', formula: 'a * 19.99', round: { step: '1', mode: 'down' } },
        { code: 'capped', formula: 'min(max(a * 100, 15), 20)' },
        { code: 'rounded', formula: 'round(b / 3, 2)' },
      ],
      ['a', 'b'],
    );
    const values = computeItems(plan, { a: '0.1', b: '0.2' });
    expect([values.sum.value, values.up.value, values.down.value, values.capped.value, values.rounded.value]).toEqual(['0.3', '2', '1', '15', '0.07']);
  });
});
