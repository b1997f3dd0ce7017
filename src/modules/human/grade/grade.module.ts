import { r } from '../../../shared/rules/rules.ts';
import { attachments, remark } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';
import { employeePick, effectiveFrom } from '../human-fields.ts';

/**
 * Human resources: grade change (职级调整, spec moduleId 49), approved through the `grade` flow (department head →
 * general manager). From its effective date the employee's archive carries the new grade and post (`reassign`, as a
 * transfer without a new department); before it, nothing changes. Which approvals a post leads to stays the
 * administrator's (System → Users: posts).
 */
export default defineModule({
  moduleId: 49,
  permission: 'grade',
  flow: 'grade',
  serial: 'ZJ{yyyy}{seq:4}',
  menu: { sort: 35, icon: 'military_tech' },
  formRoute: '/human/grade/edit',
  fields: [
    employeePick(),
    { key: 'toGrade', type: 'text', rules: [r.required, r.maxLength(20)], column: { width: 90, align: 'center' } },
    { key: 'toPost', type: 'text', rules: [r.maxLength(50)], column: { width: 120 } },
    ...effectiveFrom(),
    remark(),
    attachments(),
  ],
  capabilities: {
    reassign: { employee: 'employee', from: 'fromDate', done: 'effectiveOn', fields: { grade: 'toGrade', post: 'toPost' } },
    essential: ['employee', 'toGrade', 'fromDate'],
  },
});
