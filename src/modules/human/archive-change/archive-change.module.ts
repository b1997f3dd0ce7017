import { r } from '../../../shared/rules/rules.ts';
import { attachments, remark } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';
import { employeePick, effectiveFrom } from '../human-fields.ts';

/**
 * Human resources: archive change (档案变更, spec moduleId 51), approved through the `archiveChange` flow (department
 * head → general manager). It names the employee's archive and the values that change: mobile phone, marriage and the
 * archive's remarks; a field left empty stays as it is. From its effective date the archive takes them (`reassign`: at
 * signing when the date has come, otherwise by the `peopleMoves` task on the day); `effectiveOn` says when.
 */
export default defineModule({
  moduleId: 51,
  flow: 'archiveChange',
  serial: 'DA{yyyy}{seq:4}',
  menu: { sort: 55, icon: 'edit_note' },
  fields: [
    employeePick(),
    { key: 'toPhone', type: 'text', rules: [r.mobile], column: { width: 130 } },
    { key: 'toMarriage', type: 'select', options: { dict: 'marriage' }, column: { width: 90, align: 'center' } },
    { key: 'toRemark', type: 'textarea', rules: [r.maxLength(500)], span: 24 },
    ...effectiveFrom(),
    remark(),
    attachments(),
  ],
  capabilities: {
    reassign: { employee: 'employee', from: 'fromDate', done: 'effectiveOn', fields: { phone: 'toPhone', marriage: 'toMarriage', remark: 'toRemark' } },
    essential: ['employee', 'fromDate'],
  },
});
