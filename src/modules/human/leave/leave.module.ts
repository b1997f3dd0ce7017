import { HOLIDAY_TYPE_CODES, HOLIDAY_TYPES } from '../../../shared/holiday-types.ts';
import { r } from '../../../shared/rules/rules.ts';
import { attachments, LEAVE_PERIOD, leavePeriodFields, remark, titleField } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';

/**
 * Human resources: leave (请假, spec moduleId 60), approved by the department head. The server counts the period in
 * the holiday type's unit (src/server/attendance, leave-duration.ts with the holiday calendar) and refuses a
 * submission beyond the balance of a type that may not go negative; the signing writes the use to the leave ledger.
 */
export default defineModule({
  moduleId: 60,
  flow: 'leave',
  serial: 'QJ{yyyy}{mm}{seq:4}',
  menu: { sort: 60, icon: 'event_busy' },
  fields: [
    titleField({ key: 'reason' }),
    {
      key: 'holidayType',
      type: 'select',
      options: { values: HOLIDAY_TYPE_CODES },
      rules: [r.required],
      column: { width: 110, align: 'center' },
      search: true,
    },
    ...leavePeriodFields({ typeField: 'holidayType', hourTypes: HOLIDAY_TYPE_CODES.filter((code) => HOLIDAY_TYPES[code].unit === 'hour') }),
    remark(),
    attachments(),
  ],
  capabilities: {
    leave: { move: 'use', type: 'holidayType', proof: 'attachments', ...LEAVE_PERIOD },
  },
});
