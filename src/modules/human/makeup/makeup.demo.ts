import { SUBMITTED, type DemoRecord } from '../../module-demo.ts';

/** Demo records of `makeup`: staff01 forgot to punch in one morning. */
export const demoRecords: readonly DemoRecord[] = [
  {
    by: 'staff01',
    data: { reason: '忘记打卡', punchDate: '2026-11-03', punchTime: '08:55' },
    steps: SUBMITTED,
  },
];
