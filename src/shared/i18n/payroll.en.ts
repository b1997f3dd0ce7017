import type { PayrollMessageId } from './payroll.zh.ts';

/** Payroll's texts in English; the same keys as payroll.zh.ts. */
export const payrollEn: Record<PayrollMessageId, string> = {
  'payroll.unknownName': '“{name}” in the formula is neither a salary item nor an attendance figure or parameter',
  'payroll.cycle': 'Salary items refer to each other in a circle: {items}',
  'payroll.badFormula': 'The formula “{formula}” cannot be computed: use numbers, item names, + - * /, comparisons, parentheses and min, max, abs, round, if',
  'payroll.attendanceNotLocked':
    'The attendance of {month} is not locked yet, so salaries cannot be computed: the attendance clerk computes and locks the month first',
  'payroll.noScheme': 'No compute scheme pays this office or any office above it',
  'payroll.noInsurance': '{city} has no insurance and housing fund scheme for {year}',
  'payroll.sheetLocked': 'The salary sheet of {month} is locked and never changes; put corrections in next month’s items',
  'payroll.sheetInApproval': 'The salary sheet of {month} is in approval and cannot be recomputed',
  'payroll.sheetNotComputed': 'The salary sheet of {month} has not been computed yet',
  'payroll.sheetChanged': 'The salary sheet of {month} is no longer the one sent for approval',
  'payroll.sheetComputed': 'Salaries of {month} computed: {n} people',
  'payroll.personInOtherSheet': '{name} is already on another salary sheet of {month}',
  'payroll.moneyBad': '“{value}” is not an amount (at most two decimals)',
  'payroll.notPerPerson': '“{name}” is not a per-person salary item',
  'payroll.itemTwice': 'The salary item “{name}” is given twice',
  'payroll.salaryMonthPaid': 'The salary of {month} is already locked: a change takes effect from a later month',
  'payroll.itemTypeBad': 'A calculated item has a formula and no other item has one',
  'payroll.rateBad': '{kind}: the floor may not be above the cap, and rates lie between 0 and 1',
  'payroll.noPayslip': 'There is no payslip for {month}',
  'payroll.noCell': 'The sheet has no such cell',
  'payroll.sheetNotLocked': 'The salary sheet of {month} is not locked yet: the bank file comes from a locked sheet',
  'payroll.column.no': 'No.',
  'payroll.column.name': 'Name',
  'payroll.column.office': 'Office',
  'payroll.column.employeeInsurance': 'Employee insurance and fund',
  'payroll.column.tax': 'Income tax',
  'payroll.column.net': 'Net pay',
  'payroll.column.gross': 'Gross pay',
};
