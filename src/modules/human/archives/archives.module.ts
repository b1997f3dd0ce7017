import { r } from '../../../shared/rules/rules.ts';
import { dateField, detailTable, remark, titleField } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';

/** Spec §4 employee status, the employee machine's codes (machines/employee-status.machine.ts). */
export const EMPLOYEE_STATUSES = ['1', '2', '3', '4', '5'] as const;

/**
 * Human resources: the employee archive (员工档案), a register without an approval, one per user account (`unique`:
 * a second archive for the same account is refused). Personal data (sex, ID card with its check character, birth
 * date, marriage), place (office, post), the entry date and the date work began (cumulative service, which annual
 * leave counts from), and the employee status (spec §4: 1 regular, 2 probation, 3 labour, 4 left, 5 retired): set
 * when the archive is made, then moved by the signed HR documents that pick it (a regularisation confirms a
 * probationer, capability `effects` with its `field`). Education, work history and emergency contacts are detail
 * tables. Read by whoever may list it, as the register the HR documents pick (`readByAll`).
 */
export default defineModule({
  serial: 'YG{yyyy}{seq:4}',
  menu: { sort: 10, icon: 'badge' },
  formRoute: '/human/archives/edit',
  fields: [
    titleField({ key: 'name', maxLength: 30, width: 100 }),
    { key: 'user', type: 'recordPick', target: 'user', rules: [r.required], column: { width: 110 } },
    { key: 'sex', type: 'radio', options: { dict: 'sex' }, rules: [r.required], column: { width: 70, align: 'center' } },
    { key: 'idCard', type: 'text', rules: [r.required, r.idcard], column: { width: 180, visible: false }, search: true },
    dateField('birthDate'),
    { key: 'marriage', type: 'select', options: { dict: 'marriage' }, column: { width: 90, align: 'center', visible: false } },
    { key: 'phone', type: 'text', rules: [r.mobile], column: { width: 130 } },
    { key: 'office', type: 'treePick', source: 'office', rules: [r.required], column: { width: 160 } },
    { key: 'post', type: 'text', rules: [r.maxLength(50)], column: { width: 120 }, search: true },
    { key: 'grade', type: 'text', rules: [r.maxLength(20)], column: { width: 80, align: 'center' } },
    dateField('entryDate', { required: true }),
    dateField('workStart', { required: true }),
    // The day a signed resignation took effect (its leave date), kept by the server.
    { key: 'leaveDate', type: 'date', editable: { statuses: [] }, column: { width: 110, align: 'center', visible: false } },
    {
      key: 'employeeStatus',
      type: 'select',
      options: { values: EMPLOYEE_STATUSES },
      rules: [r.required],
      column: { width: 100, align: 'center' },
    },
    detailTable(
      'education',
      [
        { key: 'school', type: 'text', rules: [r.required, r.maxLength(100)] },
        { key: 'major', type: 'text', rules: [r.maxLength(60)] },
        { key: 'degree', type: 'select', options: { values: ['highSchool', 'college', 'bachelor', 'master', 'doctor'] } },
        { key: 'startDate', type: 'date' },
        { key: 'endDate', type: 'date' },
      ],
      { maxRows: 10 },
    ),
    detailTable(
      'workHistory',
      [
        { key: 'company', type: 'text', rules: [r.required, r.maxLength(100)] },
        { key: 'position', type: 'text', rules: [r.maxLength(60)] },
        { key: 'startDate', type: 'date' },
        { key: 'endDate', type: 'date' },
      ],
      { maxRows: 20 },
    ),
    detailTable(
      'contacts',
      [
        { key: 'name', type: 'text', rules: [r.required, r.maxLength(30)] },
        { key: 'relation', type: 'text', rules: [r.maxLength(20)] },
        { key: 'phone', type: 'text', rules: [r.required, r.mobile] },
      ],
      { maxRows: 5 },
    ),
    remark(),
  ],
  capabilities: {
    // Colleagues picking an archive read its name, department and post; the personal data stays with the employee and HR.
    access: { readByAll: true, private: ['idCard', 'birthDate', 'marriage', 'phone', 'contacts'], person: 'user' },
    unique: [{ field: 'user', messageId: 'hr.archiveExists' }],
    // Annual leave counts from here (src/server/attendance).
    employment: { person: 'user', joined: 'entryDate', workStarted: 'workStart' },
    // Count reports → human count: head count by department and employee status, entries and departures by month.
    report: { key: 'human', permission: 'humanCount', date: 'entryDate', until: 'leaveDate', type: 'employeeStatus', office: 'office', sort: 60, icon: 'people' },
    // Where an HR document picks an archive, it is known by the employee's name.
    namedBy: 'name',
  },
});
