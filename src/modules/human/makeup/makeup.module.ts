import { r } from '../../../shared/rules/rules.ts';
import { dateField, remark, titleField } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';

/**
 * Human resources: make-up card (补卡, spec moduleId 65), approved by the department head. It names the day and the
 * time of a punch its creator missed; the signing stores that punch (source `makeup`, naming the document) for the
 * attendance month (src/server/attendance/README.md "Shifts, punches and the stored month"). A locked month's day is
 * refused on submission and on signing; a person files at most three a month, and none for a punch already asked for.
 */
export default defineModule({
  moduleId: 65,
  flow: 'makeup',
  serial: 'BQ{yyyy}{mm}{seq:4}',
  menu: { sort: 65, icon: 'history' },
  fields: [
    titleField({ key: 'reason' }),
    dateField('punchDate', { required: true }),
    { key: 'punchTime', type: 'time', rules: [r.required], column: { width: 90, align: 'center' } },
    remark(),
  ],
  capabilities: {
    // At most three a month, as attendance rules commonly allow.
    punch: { date: 'punchDate', time: 'punchTime', perMonth: 3 },
  },
});
