import { r } from '../../../shared/rules/rules.ts';
import { attachments, dateField, moneyField, remark, titleField } from '../../common-fields.ts';
import { defineModule } from '../../module.types.ts';

/** Means of transport a business trip names (its labels in business-trip.labels.json). */
const TRANSPORT = ['plane', 'train', 'car', 'bus', 'ship', 'other'] as const;
const half = (key: string) => ({ key, type: 'radio', options: { values: ['am', 'pm'] }, rules: [r.required], column: { width: 90, align: 'center' } }) as const;

/**
 * Human resources: business trip (出差, spec moduleId 63), approved by the department head. Its period runs from a
 * half day to a half day; signed, the month counts the working half days it covers as a trip (attendance's
 * `signedAttendance`): attended, never absent.
 */
export default defineModule({
  moduleId: 63,
  flow: 'trip',
  serial: 'CC{yyyy}{mm}{seq:4}',
  menu: { sort: 63, icon: 'flight_takeoff' },
  fields: [
    titleField({ key: 'reason' }),
    { key: 'destination', type: 'text', rules: [r.required, r.maxLength(100)], column: { width: 160 }, search: true },
    dateField('startDate', { required: true }),
    half('startHalf'),
    dateField('endDate', { required: true }),
    half('endHalf'),
    { key: 'transport', type: 'select', options: { values: TRANSPORT }, rules: [r.required], column: { width: 100, align: 'center' } },
    moneyField('estimatedCost', { required: false }),
    remark(),
    attachments(),
  ],
  capabilities: {
    attendance: { kind: 'trip', from: { date: 'startDate', half: 'startHalf' }, to: { date: 'endDate', half: 'endHalf' } },
  },
});
