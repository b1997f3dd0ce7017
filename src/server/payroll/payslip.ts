import { cents, figure } from './decimal.ts';
import { computeItems, type ItemPlan, type ItemValue } from './formula.ts';
import { cumulativeWithholding, type TaxMonth, type TaxRow } from './income-tax.ts';
import { contributions, type Contribution, type InsuranceScheme } from './insurance.ts';

export type PayslipInput = {
  plan: ItemPlan;
  /** The item whose value is gross pay (taxable wages). */
  gross: string;
  /** The figures of the items without a formula and of the inputs (attendance, parameters). */
  given: Readonly<Record<string, string>>;
  scheme: InsuranceScheme;
  /** The person's insurance base for the year. */
  insuranceBase: string;
  /** The month's special additional deductions. */
  additional: string;
  /** This year's earlier months of the cumulation, in order (empty in the first month paid). */
  earlierMonths: readonly TaxMonth[];
};

export type Payslip = {
  items: Record<string, ItemValue>;
  gross: string;
  insurance: Contribution[];
  employeeInsurance: string;
  tax: TaxRow;
  net: string;
  /** The month as the next month's cumulation reads it. */
  taxMonth: TaxMonth;
};

/** One person's month: items, insurance, tax by cumulative withholding, and net pay = gross − insurance − tax. */
export function computePayslip(input: PayslipInput): Payslip {
  const items = computeItems(input.plan, input.given);
  const gross = figure(items[input.gross].value);
  const insurance = contributions(input.scheme, input.insuranceBase);
  const employeeInsurance = insurance.reduce((sum, part) => sum.plus(part.employee), figure('0'));
  const taxMonth: TaxMonth = { income: cents(gross), special: cents(employeeInsurance), additional: input.additional };
  const tax = cumulativeWithholding([...input.earlierMonths, taxMonth]).at(-1)!;
  return {
    items,
    gross: cents(gross),
    insurance,
    employeeInsurance: cents(employeeInsurance),
    tax,
    net: cents(gross.minus(employeeInsurance).minus(tax.tax)),
    taxMonth,
  };
}
