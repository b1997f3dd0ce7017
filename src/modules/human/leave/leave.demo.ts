import { approvedBy, SUBMITTED, type DemoRecord } from '../../module-demo.ts';

/** Demo records of `leave`, seeded once by src/server/seed/demo-records.ts: staff01's annual and sick leave. */
export const demoRecords: readonly DemoRecord[] = [
  {
    by: 'staff01',
    ref: 'leave',
    data: {
      reason: '回家探亲',
      holidayType: 'annual',
      startDate: '2026-10-12',
      startHalf: 'am',
      endDate: '2026-10-14',
      endHalf: 'pm',
    },
    steps: approvedBy('leader01'),
  },
  {
    by: 'staff01',
    data: {
      reason: '感冒发烧',
      holidayType: 'sick',
      startDate: '2026-11-30',
      startHalf: 'pm',
      endDate: '2026-11-30',
      endHalf: 'pm',
    },
    steps: SUBMITTED,
  },
];
