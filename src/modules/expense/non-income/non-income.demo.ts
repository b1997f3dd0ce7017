import type { DemoRecord } from '../../module-demo.ts';
import { SIGNED } from '../expense.demo.ts';

/** Demo records of `nonincome`, seeded once by src/server/seed/demo-records.ts. */
export const demoRecords: readonly DemoRecord[] = [
  {
    by: 'staff01',
    data: { title: '投标保证金退回', payer: '杭州市公共资源交易中心', category: 'deposit', amount: '2000.00', receivedOn: '2026-11-08' },
    steps: SIGNED,
  },
];
