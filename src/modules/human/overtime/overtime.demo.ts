import { approvedBy, type DemoRecord } from '../../module-demo.ts';

/** Demo records of `overtime`, seeded once by src/server/seed/demo-records.ts: staff01's Saturday morning taken as time off (4 hours of 调休). */
export const demoRecords: readonly DemoRecord[] = [
  {
    by: 'staff01',
    data: {
      reason: '系统上线支持',
      startDate: '2026-11-21',
      startTime: '09:00',
      endDate: '2026-11-21',
      endTime: '13:00',
      compensation: 'timeOff',
    },
    steps: approvedBy('leader01'),
  },
];
