import { r } from '../../../shared/rules/rules.ts';
import { dateField, detailTable, moneyField, remark, titleField } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';

/**
 * Human resources: single salary (单项工资, spec moduleId 104, spec path /human/salary/salaryManage/Edit, permission
 * prefix `salaryManage`), approved by the general manager. It sets one person's salary from the month of its
 * effective date: the grade (rank items), the per-person items' amounts, the insurance base and the month's special
 * additional deductions. The signing stores it in the payroll's salaries (src/server/payroll/README.md); a month of
 * the person's already in a locked sheet is refused (a correction is a later month's).
 */
export default defineModule({
  moduleId: 104,
  permission: 'salaryManage',
  flow: 'salary',
  serial: 'GZ{yyyy}{mm}{seq:4}',
  menu: { sort: 104, icon: 'payments' },
  formRoute: '/human/salary/salaryManage/Edit',
  fields: [
    titleField({ key: 'reason' }),
    { key: 'person', type: 'recordPick', target: 'user', rules: [r.required], column: { width: 110 } },
    dateField('effectiveDate', { required: true }),
    { key: 'grade', type: 'text', rules: [r.maxLength(30)], column: { width: 80, align: 'center' } },
    moneyField('insuranceBase'),
    moneyField('additional', { required: false }),
    detailTable(
      'lines',
      [
        { key: 'item', type: 'text', rules: [r.required, r.maxLength(40)] },
        { key: 'amount', type: 'money', rules: [r.required, r.money] },
      ],
      { rules: [r.required] },
    ),
    remark(),
  ],
  capabilities: {
    salary: {
      move: 'change',
      person: 'person',
      effective: 'effectiveDate',
      grade: 'grade',
      lines: 'lines',
      item: 'item',
      amount: 'amount',
      insuranceBase: 'insuranceBase',
      additional: 'additional',
    },
    essential: ['person', 'effectiveDate', 'insuranceBase', 'lines'],
  },
});
