import { approvedBy, type DemoRecord } from '../../module-demo.ts';

/** Demo records of `trip`, seeded once by src/server/seed/demo-records.ts: staff01's signed trip to Shanghai. */
export const demoRecords: readonly DemoRecord[] = [
  {
    by: 'staff01',
    data: {
      reason: '项目现场踏勘',
      destination: '上海',
      startDate: '2026-11-16',
      startHalf: 'am',
      endDate: '2026-11-18',
      endHalf: 'pm',
      transport: 'train',
      estimatedCost: '1500.00',
    },
    steps: approvedBy('leader01'),
  },
];
