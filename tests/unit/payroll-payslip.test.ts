import { describe, expect, it } from 'vitest';
import { compileItems } from '../../src/server/payroll/formula.ts';
import type { InsuranceScheme } from '../../src/server/payroll/insurance.ts';
import { computePayslip } from '../../src/server/payroll/payslip.ts';

const round = { step: '0.1', mode: 'up' } as const;
const scheme: InsuranceScheme = {
  city: 'example',
  year: 2026,
  kinds: [
    { kind: 'pension', floor: '6821', cap: '35283', employee: '0.08', employer: '0.16', round },
    { kind: 'medical', floor: '6821', cap: '35283', employee: '0.02', employer: '0.098', round },
    { kind: 'unemployment', floor: '6821', cap: '35283', employee: '0.005', employer: '0.005', round },
    { kind: 'fund', floor: '2540', cap: '35811', employee: '0.12', employer: '0.12', round: { step: '1', mode: 'halfUp' } },
  ],
};
const plan = compileItems(
  [
    { code: 'base' },
    { code: 'allowance' },
    { code: 'absence', formula: 'base / 21.75 * absentDays', round: { step: '0.01', mode: 'halfUp' } },
    { code: 'gross', formula: 'base + allowance - absence', round: { step: '0.01', mode: 'halfUp' } },
  ],
  ['absentDays'],
);

describe('a payslip: gross pay from the items, the employee’s insurance, the month’s tax, net pay', () => {
  it('nets gross less the rounded insurance parts and the rounded tax, to the cent', () => {
    const slip = computePayslip({
      plan,
      gross: 'gross',
      given: { base: '12000', allowance: '1000', absentDays: '1' },
      scheme,
      insuranceBase: '12000',
      additional: '0',
      earlierMonths: [],
    });
    // 12,000 ÷ 21.75 = 551.72; 12,000 + 1,000 − 551.72
    expect(slip.gross).toBe('12448.28');
    // 960.00 + 240.00 + 60.00 + 1,440.00
    expect(slip.employeeInsurance).toBe('2700.00');
    // (12,448.28 − 5,000 − 2,700) × 3 % = 142.4484 → 142.45
    expect(slip.tax.tax).toBe('142.45');
    expect(slip.net).toBe('9605.83');
    expect(slip.items.absence.used).toEqual([
      { name: 'base', value: '12000' },
      { name: 'absentDays', value: '1' },
    ]);
  });

  it('continues the year’s cumulation from the months already paid', () => {
    const month = { plan, gross: 'gross', given: { base: '30000', allowance: '0', absentDays: '0' }, scheme, insuranceBase: '30000', additional: '1000' };
    const january = computePayslip({ ...month, earlierMonths: [] });
    const february = computePayslip({ ...month, earlierMonths: [january.taxMonth] });
    // Employee insurance on 30,000: 2,400 + 600 + 150 + 3,600 = 6,750; taxable a month 30,000 − 5,000 − 6,750 − 1,000 = 17,250.
    expect(january.tax).toMatchObject({ cumulativeTaxable: '17250.00', tax: '517.50' });
    // February: 34,500 cumulative, 3 % still: 1,035 less 517.50.
    expect(february.tax).toMatchObject({ cumulativeTaxable: '34500.00', tax: '517.50' });
    expect(february.net).toBe('22732.50');
  });
});
