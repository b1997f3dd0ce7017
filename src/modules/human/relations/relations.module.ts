import { r } from '../../../shared/rules/rules.ts';
import { attachments, dateField, remark } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';
import { employeePick } from '../human-fields.ts';

/**
 * Human resources: labour contracts (劳动合同, spec moduleId 46), approved through the `relations` flow (department
 * head → general manager). The employee is picked from the archives; the contract's type (dictionary `contractType`
 * 103 labour, 104 service, 105 supplementary agreement), its term (`contractTerm` 106 fixed, 107 open-ended, 108 until
 * a task is done), its first and last day and the probation in months. Its own rule (`relations.rules.ts`) is the
 * Labour Contract Law §19 probation check (`checkProbation`); probation is set once per employee (`unique`: a second
 * contract with probation for the same employee is refused while the first is filed, that is neither a draft nor
 * rejected or withdrawn). A signed contract's end date reminds its filer and the employee ahead of it (`reminders`), and
 * its view offers the renewal (续签, `followUps`): a new contract's form filled with the same employee, type and term,
 * naming the contract it renews.
 */
export default defineModule({
  moduleId: 46,
  permission: 'relations',
  flow: 'relations',
  serial: 'LDHT{yyyy}{seq:4}',
  menu: { sort: 20, icon: 'handshake' },
  formRoute: '/human/relations/components/Edit',
  fields: [
    employeePick(),
    { key: 'contractType', type: 'select', options: { dict: 'contractType' }, rules: [r.required], column: { width: 110, align: 'center' } },
    { key: 'term', type: 'select', options: { dict: 'contractTerm' }, rules: [r.required], column: { width: 130, align: 'center' } },
    dateField('startDate', { required: true }),
    { ...dateField('endDate'), type: 'date', after: 'startDate' },
    { key: 'probationMonths', type: 'number', rules: [r.wholeNumber, r.range(0, 6)], column: { width: 100, align: 'right' } },
    // The contract this one renews (续签), when it is a renewal.
    { key: 'renews', type: 'recordPick', target: { module: 'relations', statuses: ['signed'] }, column: { width: 140, visible: false } },
    remark(),
    attachments(),
  ],
  capabilities: {
    unique: [
      {
        field: 'employee',
        when: [
          { field: 'probationMonths', op: 'notEmpty' },
          { field: 'probationMonths', op: 'ne', value: 0 },
        ],
        messageId: 'hr.probationOnce',
      },
    ],
    essential: ['employee', 'contractType', 'term', 'startDate', 'endDate', 'probationMonths'],
    reminders: [{ date: 'endDate', notify: ['creator', 'employee.user'], statuses: ['signed'] }],
    followUps: [
      {
        module: 'relations',
        when: [{ field: 'status', op: 'in', value: ['signed'] }],
        fields: { employee: 'employee', contractType: 'contractType', term: 'term', renews: 'id' },
      },
    ],
  },
});
