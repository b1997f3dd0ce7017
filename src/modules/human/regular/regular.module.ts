import { r } from '../../../shared/rules/rules.ts';
import { attachments, dateField, remark } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';
import { employeePick } from '../human-fields.ts';

/**
 * Human resources: regularisation (转正, spec moduleId 47), approved through the `regular` flow (department head →
 * general manager). The employee on probation is picked from the archives, with the date they become regular and
 * the assessment of their probation. Its signing confirms the employee (`effects`: the employee machine's
 * `employee.confirm` on the archive's employee status, 2 probation → 1 regular); an employee not on probation cannot
 * be confirmed: the machine's refusal refuses the submission, and undoes a final approval should the status change meanwhile.
 */
export default defineModule({
  moduleId: 47,
  permission: 'regular',
  flow: 'regular',
  serial: 'ZZ{yyyy}{seq:4}',
  menu: { sort: 30, icon: 'how_to_reg' },
  formRoute: '/human/regular/components/Edit',
  fields: [
    employeePick(),
    dateField('regularDate', { required: true }),
    { key: 'rating', type: 'radio', options: { values: ['excellent', 'good', 'pass'] }, rules: [r.required], column: { width: 90, align: 'center' } },
    { key: 'assessment', type: 'textarea', rules: [r.required, r.maxLength(1000)], span: 24 },
    remark(),
    attachments(),
  ],
  capabilities: {
    effects: [{ on: 'signed', event: 'employee.confirm', via: 'employee', field: { key: 'employeeStatus', lifecycle: 'employee' } }],
    essential: ['employee', 'regularDate'],
  },
});
