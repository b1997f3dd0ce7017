import { r } from '../../../shared/rules/rules.ts';
import { attachments, dateField, remark } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';
import { employeePick } from '../human-fields.ts';

/**
 * Human resources: resignation (离职, spec moduleId 48), approved through the `resign` flow (department head → general
 * manager). What the employee still holds is computed, not typed (`clearance`): goods in their custody or lent to them,
 * money they owe, their open approvals and their own documents in approval, shown under the employee field; the
 * signing is refused while they hold goods or owe money. On the leave date (at signing when it has come, otherwise by
 * the `peopleMoves` task on the day) the archive's employee status moves to left by the employee machine, the account
 * is disabled and its sessions end, and their open approvals go to the person taking over (`reassign` with `status`
 * and `leaves`); `effectiveOn` says when it took effect.
 */
export default defineModule({
  moduleId: 48,
  flow: 'resign',
  serial: 'LZ{yyyy}{seq:4}',
  menu: { sort: 45, icon: 'logout' },
  fields: [
    employeePick(),
    dateField('leaveDate', { required: true }),
    { key: 'reason', type: 'textarea', rules: [r.required, r.maxLength(500)], span: 24 },
    { key: 'handover', type: 'recordPick', target: 'user', rules: [r.required], column: { width: 100 } },
    { key: 'effectiveOn', type: 'date', editable: { statuses: [] }, column: { width: 110, align: 'center' } },
    remark(),
    attachments(),
  ],
  capabilities: {
    clearance: { employee: 'employee' },
    reassign: {
      employee: 'employee',
      from: 'leaveDate',
      done: 'effectiveOn',
      fields: { leaveDate: 'leaveDate' },
      status: { key: 'employeeStatus', lifecycle: 'employee', event: 'employee.leave' },
      leaves: { handover: 'handover' },
    },
    essential: ['employee', 'leaveDate', 'handover'],
  },
});
