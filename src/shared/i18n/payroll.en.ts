import type { PayrollMessageId } from './payroll.zh.ts';

/** Payroll's texts in English; the same keys as payroll.zh.ts. */
export const payrollEn: Record<PayrollMessageId, string> = {
  'payroll.unknownName': '“{name}” in the formula is neither a salary item nor an attendance figure or parameter',
  'payroll.cycle': 'Salary items refer to each other in a circle: {items}',
  'payroll.badFormula': 'The formula “{formula}” cannot be computed: use numbers, item names, + - * /, comparisons, parentheses and min, max, abs, round, if',
};
