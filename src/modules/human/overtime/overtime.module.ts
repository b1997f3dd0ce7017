import { r } from '../../../shared/rules/rules.ts';
import { COMPENSATIONS } from '../../capabilities/attendance.ts';
import { attachments, dateField, remark, titleField } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';

/**
 * Human resources: overtime (加班, spec moduleId 62), approved by the department head. The server splits the period
 * at midnight and rates each day's part by the holiday calendar (Labour Law §44: 150 % on a working day, 200 % on a
 * rest day, 300 % on a statutory holiday); time off in lieu is refused on a statutory holiday or a working day, and
 * the signing of time off credits its minutes to the time-off-in-lieu balance of the leave ledger.
 */
export default defineModule({
  moduleId: 62,
  flow: 'overtime',
  serial: 'JB{yyyy}{mm}{seq:4}',
  menu: { sort: 62, icon: 'more_time' },
  fields: [
    titleField({ key: 'reason' }),
    dateField('startDate', { required: true }),
    { key: 'startTime', type: 'time', rules: [r.required], column: { width: 90, align: 'center' } },
    dateField('endDate', { required: true }),
    { key: 'endTime', type: 'time', rules: [r.required], column: { width: 90, align: 'center' } },
    {
      key: 'compensation',
      type: 'radio',
      options: { values: COMPENSATIONS },
      rules: [r.required],
      column: { width: 110, align: 'center' },
      search: true,
    },
    remark(),
    attachments(),
  ],
  capabilities: {
    attendance: {
      kind: 'overtime',
      from: { date: 'startDate', time: 'startTime' },
      to: { date: 'endDate', time: 'endTime' },
      compensation: 'compensation',
      credits: 'toil',
    },
  },
});
