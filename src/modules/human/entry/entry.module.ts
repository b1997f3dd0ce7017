import { r } from '../../../shared/rules/rules.ts';
import { attachments, dateField, remark, titleField } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';

/** The employee statuses one is hired in (the employee machine's codes): regular, on probation, or on a labour contract. */
const HIRED_AS = ['1', '2', '3'] as const;

/**
 * Human resources: entry (入职, spec moduleId 45), approved through the `entry` flow (department head → general
 * manager). HR files the new hire's personal data, department, post, dates and the login name they will sign in with;
 * its signing opens the account and files the employee archive together (`hire`: both or neither, in the final
 * approval's transaction). The first password is the last six characters of the ID card, changed at the first
 * sign-in; the account starts as an employee (role `staff`).
 */
export default defineModule({
  moduleId: 45,
  permission: 'entry',
  flow: 'entry',
  serial: 'RZ{yyyy}{seq:4}',
  menu: { sort: 5, icon: 'person_add' },
  formRoute: '/human/entry/edit',
  fields: [
    titleField({ key: 'name', maxLength: 30, width: 100 }),
    { key: 'loginName', type: 'text', rules: [r.required, r.alnumUnderscore, r.maxLength(30)], column: { width: 120 }, search: true },
    { key: 'sex', type: 'radio', options: { dict: 'sex' }, rules: [r.required], column: { width: 70, align: 'center' } },
    { key: 'idCard', type: 'text', rules: [r.required, r.idcard], column: { width: 180, visible: false } },
    dateField('birthDate'),
    { key: 'phone', type: 'text', rules: [r.mobile], column: { width: 130 } },
    { key: 'office', type: 'treePick', source: 'office', rules: [r.required], column: { width: 160 } },
    { key: 'post', type: 'text', rules: [r.maxLength(50)], column: { width: 120 } },
    dateField('entryDate', { required: true }),
    dateField('workStart', { required: true }),
    { key: 'employeeStatus', type: 'select', options: { values: HIRED_AS }, rules: [r.required], column: { width: 100, align: 'center' } },
    remark(),
    attachments(),
  ],
  capabilities: {
    hire: {
      login: 'loginName',
      name: 'name',
      office: 'office',
      sex: 'sex',
      mobile: 'phone',
      password: 'idCard',
      roles: ['staff'],
      fields: {
        name: 'name',
        sex: 'sex',
        idCard: 'idCard',
        birthDate: 'birthDate',
        phone: 'phone',
        office: 'office',
        post: 'post',
        entryDate: 'entryDate',
        workStart: 'workStart',
        employeeStatus: 'employeeStatus',
      },
    },
    essential: ['name', 'loginName', 'office', 'entryDate'],
  },
});
