import { r } from '../../../shared/rules/rules.ts';
import { remark, titleField } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';

/**
 * Human resources: salary table (工资表, spec moduleId 105), approved by the general manager. It names a month and an
 * office whose sheet the salary administrator has computed (src/server/payroll/README.md "Stored payroll"): submitted,
 * the sheet can no longer be recomputed; signed, it is locked for good and everyone on it sees their payslip. A
 * rejected or withdrawn table frees the sheet to be computed again.
 */
export default defineModule({
  moduleId: 105,
  permission: 'salaryTable',
  flow: 'salarytable',
  serial: 'GZB{yyyy}{mm}{seq:4}',
  menu: { sort: 105, icon: 'request_quote' },
  fields: [
    titleField({ key: 'title' }),
    { key: 'month', type: 'text', rules: [r.required, r.maxLength(7)], column: { width: 90, align: 'center' }, search: true },
    { key: 'office', type: 'treePick', source: 'office', rules: [r.required], column: { width: 160 } },
    remark(),
  ],
  capabilities: {
    salary: { move: 'sheet', month: 'month', office: 'office' },
    essential: ['month', 'office'],
  },
});
