import { type Capability, capability, expectField, isUserPick, fieldOf } from './capability.ts';

/**
 * A payroll document (src/server/payroll/README.md "Stored payroll"), through the payroll engine:
 *
 * - `change` (single salary, spec moduleId 104): its signing sets the salary of the person the user pick `person`
 *   names from the month of the date `effective` on: the grade `grade`, the per-person items of the detail table
 *   `lines` (salary item code `item`, amount `amount`), the insurance base `insuranceBase` and the month's special
 *   additional deductions `additional`. A month of the person's already in a locked sheet cannot be changed.
 * - `sheet` (salary table, spec moduleId 105): the computed sheet of the month `month` (text 'YYYY-MM') and the office
 *   `office` goes for approval with it (it can no longer be recomputed); the signing locks it, for good. A rejected or
 *   withdrawn table's sheet can be computed again.
 *
 * Salary documents are the salary administrators': the demo grants them to the general manager only.
 */
export type SalaryDef =
  | {
      move: 'change';
      person: string;
      effective: string;
      grade: string;
      lines: string;
      item: string;
      amount: string;
      insuranceBase: string;
      additional: string;
    }
  | { move: 'sheet'; month: string; office: string };

export const salary: Capability<SalaryDef> = capability({
  check: (def, { descriptor }) =>
    def.move === 'change'
      ? [
          ...(isUserPick(fieldOf(descriptor, def.person)) ? [] : [`salary.person: ${def.person} is no user pick`]),
          ...expectField(descriptor, def.effective, ['date'], 'salary'),
          ...expectField(descriptor, def.grade, ['text', 'select'], 'salary'),
          ...expectField(descriptor, def.lines, ['subTable'], 'salary'),
          ...expectField(descriptor, `${def.lines}.${def.item}`, ['text', 'select'], 'salary'),
          ...expectField(descriptor, `${def.lines}.${def.amount}`, ['money'], 'salary'),
          ...expectField(descriptor, def.insuranceBase, ['money'], 'salary'),
          ...expectField(descriptor, def.additional, ['money'], 'salary'),
        ]
      : [...expectField(descriptor, def.month, ['text'], 'salary'), ...expectField(descriptor, def.office, ['treePick'], 'salary')],
});
