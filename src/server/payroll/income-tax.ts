import { cents, Dec, figure } from './decimal.ts';

/**
 * Individual income tax on wages by cumulative withholding (累计预扣法, 国家税务总局公告2018年第61号): each month the
 * year's income so far, less 5,000 for each month of the cumulation and the deductions so far, is taxed by the annual
 * table (个人所得税预扣率表一), and the month withholds that tax less what the year has already withheld, never less
 * than nothing. The cumulation starts at the first month this employer pays the person in the year (a joiner in July
 * starts at July), so `months` are the year's paid months from that one, in order.
 */
export type TaxMonth = {
  /** The month's taxable wages (gross pay). */
  income: string;
  /** Special deductions (专项扣除): the employee's insurance and housing fund. */
  special: string;
  /** Special additional deductions (专项附加扣除): children's education, elderly care, housing… as entered. */
  additional: string;
};

export type TaxRow = {
  cumulativeIncome: string;
  cumulativeDeductions: string;
  cumulativeTaxable: string;
  rate: string;
  quickDeduction: string;
  cumulativeTax: string;
  withheldBefore: string;
  /** What this month withholds. */
  tax: string;
};

/** 基本减除费用: 5,000 a month. */
export const BASIC_DEDUCTION = '5000';

/** The annual table: up to `upTo` of cumulative taxable income, `rate`, less `quickDeduction`. */
export const BRACKETS: readonly { upTo: string | null; rate: string; quickDeduction: string }[] = [
  { upTo: '36000', rate: '0.03', quickDeduction: '0' },
  { upTo: '144000', rate: '0.10', quickDeduction: '2520' },
  { upTo: '300000', rate: '0.20', quickDeduction: '16920' },
  { upTo: '420000', rate: '0.25', quickDeduction: '31920' },
  { upTo: '660000', rate: '0.30', quickDeduction: '52920' },
  { upTo: '960000', rate: '0.35', quickDeduction: '85920' },
  { upTo: null, rate: '0.45', quickDeduction: '181920' },
];

const bracketOf = (taxable: Dec) => BRACKETS.find((bracket) => bracket.upTo === null || taxable.lte(bracket.upTo))!;

/** Each month's withholding with the figures it comes from, in the order of `months`. */
export function cumulativeWithholding(months: readonly TaxMonth[]): TaxRow[] {
  let income = new Dec(0);
  let deductions = new Dec(0);
  let withheld = new Dec(0);
  return months.map((month) => {
    income = income.plus(figure(month.income));
    deductions = deductions.plus(BASIC_DEDUCTION).plus(figure(month.special)).plus(figure(month.additional));
    const taxable = Dec.max(income.minus(deductions), 0);
    const bracket = bracketOf(taxable);
    // Rounded once, to the cent, on the year's tax; each month's share is then a difference of exact figures.
    const tax = Dec.max(taxable.times(bracket.rate).minus(bracket.quickDeduction), 0).toDecimalPlaces(2);
    const due = Dec.max(tax.minus(withheld), 0);
    const row: TaxRow = {
      cumulativeIncome: cents(income),
      cumulativeDeductions: cents(deductions),
      cumulativeTaxable: cents(taxable),
      rate: new Dec(bracket.rate).toFixed(2),
      quickDeduction: cents(new Dec(bracket.quickDeduction)),
      cumulativeTax: cents(tax),
      withheldBefore: cents(withheld),
      tax: cents(due),
    };
    withheld = withheld.plus(due);
    return row;
  });
}
