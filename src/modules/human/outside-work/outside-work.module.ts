import { r } from '../../../shared/rules/rules.ts';
import { attachments, dateField, remark, titleField } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';

const time = (key: string) => ({ key, type: 'time', rules: [r.required], column: { width: 90, align: 'center' } }) as const;

/**
 * Human resources: outside work (外出, spec moduleId 64), approved by the department head. One day, from a time to a
 * time, and the place; signed, the month counts the office shift's minutes it covers as outside work (attendance's
 * `signedAttendance`): lateness or leaving early within them is excused.
 */
export default defineModule({
  moduleId: 64,
  flow: 'outside',
  serial: 'WC{yyyy}{mm}{seq:4}',
  menu: { sort: 64, icon: 'directions_walk' },
  fields: [
    titleField({ key: 'reason' }),
    { key: 'place', type: 'text', rules: [r.required, r.maxLength(100)], column: { width: 160 }, search: true },
    dateField('day', { required: true }),
    time('startTime'),
    time('endTime'),
    remark(),
    attachments(),
  ],
  capabilities: {
    attendance: { kind: 'outside', from: { date: 'day', time: 'startTime' }, to: { date: 'day', time: 'endTime' } },
  },
});
