import { describe, expect, it } from 'vitest';
import { cumulativeWithholding, type TaxMonth } from '../../src/server/payroll/income-tax.ts';

/** A month of a year's payroll: income, insurance and fund paid by the employee, special additional deductions. */
const month = (income: string, special = '0', additional = '0'): TaxMonth => ({ income, special, additional });
const taxes = (months: TaxMonth[]) => cumulativeWithholding(months).map((row) => row.tax);

describe('individual income tax by cumulative withholding (累计预扣法, 个人所得税预扣率表一)', () => {
  it('withholds 678, 1,322, 2,260 four times, 3,680 and 4,520 five times on a taxable 22,600 a month: 37,320, the annual table’s figure', () => {
    // 27,600 income, 5,000 basic deduction: 22,600 taxable every month.
    const year = cumulativeWithholding(Array.from({ length: 12 }, () => month('27600')));
    expect(year.map((row) => row.tax)).toEqual([
      '678.00',
      '1322.00',
      '2260.00',
      '2260.00',
      '2260.00',
      '2260.00',
      '3680.00',
      '4520.00',
      '4520.00',
      '4520.00',
      '4520.00',
      '4520.00',
    ]);
    const december = year[11];
    expect(december.cumulativeTaxable).toBe('271200.00');
    // 271,200 × 20 % − 16,920 = 37,320: the same as the annual table gives for the year's income.
    expect(december).toMatchObject({ rate: '0.20', quickDeduction: '16920.00', cumulativeTax: '37320.00', withheldBefore: '32800.00' });
  });

  it('takes the insurance, the fund and the special additional deductions off before the table', () => {
    // 17,000 − 5,000 − 2,000 (insurance and fund) − 2,000 (a child's education) = 8,000 taxable: 3 % is 240.
    const [january, february] = cumulativeWithholding([month('17000', '2000', '2000'), month('17000', '2000', '2000')]);
    expect(january).toMatchObject({ cumulativeIncome: '17000.00', cumulativeDeductions: '9000.00', cumulativeTaxable: '8000.00', tax: '240.00' });
    expect(february).toMatchObject({ cumulativeTaxable: '16000.00', cumulativeTax: '480.00', tax: '240.00' });
  });

  it('crosses into a higher bracket in the month a bonus is paid, and the months after it stay in that bracket', () => {
    // 10,000 taxable a month; March pays a 50,000 bonus with the salary.
    expect(taxes([month('15000'), month('15000'), month('65000'), month('15000')])).toEqual(['300.00', '300.00', '4880.00', '1000.00']);
  });

  it('starts a joiner’s year at the month they join: basic deductions only for the months they are paid', () => {
    // Joined in July, 20,000 a month: July is the first month of the cumulation (15,000 taxable, 450).
    const joiner = cumulativeWithholding([month('20000'), month('20000'), month('20000')]);
    expect(joiner.map((row) => row.cumulativeDeductions)).toEqual(['5000.00', '10000.00', '15000.00']);
    // September: 45,000 taxable crosses 36,000, 45,000 × 10 % − 2,520 = 1,980, less the 900 withheld.
    expect(joiner.map((row) => row.tax)).toEqual(['450.00', '450.00', '1080.00']);
  });

  it('withholds nothing in a month whose cumulative tax is below what was already withheld, and owes nothing back', () => {
    // 20,000 in January, 3,000 in February: the cumulative tax falls to 390, below the 450 withheld, so February
    // withholds 0; March's cumulative 840 less the 450 withheld is 390.
    expect(taxes([month('20000'), month('3000'), month('20000')])).toEqual(['450.00', '0.00', '390.00']);
    // Taxable income never goes below zero.
    expect(cumulativeWithholding([month('3000')])[0]).toMatchObject({ cumulativeTaxable: '0.00', tax: '0.00' });
  });

  it('keeps every figure exact to the cent: taxable income to the cent, and tax is rounded half up once', () => {
    const [row] = cumulativeWithholding([month('5000.10')]);
    expect(row).toMatchObject({ cumulativeTaxable: '0.10', tax: '0.00' });
    // 5,016.85 − 5,000 = 16.85 × 3 % = 0.5055 → 0.51.
    expect(taxes([month('5016.85')])).toEqual(['0.51']);
  });

  it('uses the top bracket, 45 % less 181,920, above 960,000', () => {
    const [row] = cumulativeWithholding([month('1005000')]);
    expect(row).toMatchObject({ cumulativeTaxable: '1000000.00', rate: '0.45', quickDeduction: '181920.00', tax: '268080.00' });
  });

  it('refuses a figure that is not money rather than guessing', () => {
    expect(() => cumulativeWithholding([month('12,000')])).toThrow(/12,000/);
  });
});
