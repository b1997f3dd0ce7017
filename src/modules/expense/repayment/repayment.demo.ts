import { recordId, type DemoRecord } from '../../module-demo.ts';
import { SIGNED } from '../expense.demo.ts';

/** Demo records of `repayment`, seeded once by src/server/seed/demo-records.ts. */
export const demoRecords: readonly DemoRecord[] = [
  {
    by: 'staff01',
    data: { title: '归还北京出差备用金', loan: recordId('loan'), amount: '1000.00', repayDate: '2026-11-01', method: 'deduction' },
    steps: SIGNED,
  },
  { by: 'staff01', data: { title: '归还剩余备用金', loan: recordId('loan'), amount: '500.00', repayDate: '2026-11-20', method: 'transfer' } },
];
