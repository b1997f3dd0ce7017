import { recordId, SUBMITTED, type DemoRecord } from '../../module-demo.ts';

/** Demo records of `cancelleave`: staff01 came back a day early from the demo annual leave. */
export const demoRecords: readonly DemoRecord[] = [
  {
    by: 'staff01',
    data: {
      reason: '提前返岗',
      leave: recordId('leave'),
      startDate: '2026-10-14',
      startHalf: 'am',
      endDate: '2026-10-14',
      endHalf: 'pm',
    },
    steps: SUBMITTED,
  },
];
