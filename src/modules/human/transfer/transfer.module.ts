import { r } from '../../../shared/rules/rules.ts';
import { attachments, remark } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';
import { employeePick, effectiveFrom } from '../human-fields.ts';

/**
 * Human resources: department transfer (调岗, spec moduleId 50), approved through the `transfer` flow (department head
 * → general manager). From its effective date the employee's archive names the new department and post, and their
 * account moves to the department, and with it their data scope, department head and the approvals that follow them
 * (`reassign`: at signing when the date has come, otherwise by the `peopleMoves` task on the day). Before it,
 * nothing changes; `effectiveOn` says when it took effect.
 */
export default defineModule({
  moduleId: 50,
  permission: 'transfer',
  flow: 'transfer',
  serial: 'DG{yyyy}{seq:4}',
  menu: { sort: 40, icon: 'swap_horiz' },
  formRoute: '/human/transfer/edit',
  fields: [
    employeePick(),
    { key: 'toOffice', type: 'treePick', source: 'office', rules: [r.required], column: { width: 160 } },
    { key: 'toPost', type: 'text', rules: [r.maxLength(50)], column: { width: 120 } },
    ...effectiveFrom(),
    remark(),
    attachments(),
  ],
  capabilities: {
    reassign: { employee: 'employee', from: 'fromDate', done: 'effectiveOn', office: 'toOffice', fields: { office: 'toOffice', post: 'toPost' } },
    essential: ['employee', 'toOffice', 'fromDate'],
  },
});
