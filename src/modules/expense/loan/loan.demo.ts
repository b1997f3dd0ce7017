import type { DemoRecord } from '../../module-demo.ts';
import { IN_APPROVAL, SIGNED } from '../expense.demo.ts';

/** Demo records of `loan`, seeded once by src/server/seed/demo-records.ts. */
export const demoRecords: readonly DemoRecord[] = [
  {
    by: 'staff01',
    ref: 'loan',
    data: { title: '北京出差备用金', loanType: 'travel', amount: '3000.00', loanDate: '2026-10-09', repayBy: '2026-12-31' },
    steps: SIGNED,
  },
  {
    by: 'staff01',
    data: { title: '项目现场设备采购借款', loanType: 'purchase', amount: '8000.00', loanDate: '2026-11-15', repayBy: '2027-01-31' },
    steps: [...IN_APPROVAL, ['leader01', 'approve']],
  },
];
