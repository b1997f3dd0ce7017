import { recordId, type DemoRecord } from '../../module-demo.ts';
import { IN_APPROVAL } from '../expense.demo.ts';

/** Demo records of `invoicereturn`, seeded once by src/server/seed/demo-records.ts. */
export const demoRecords: readonly DemoRecord[] = [
  {
    by: 'staff01',
    data: {
      title: '跟踪审计发票抬头有误',
      invoice: recordId('invoice'),
      invoiceNo: '33001234',
      amount: '12000.00',
      returnDate: '2026-10-20',
      reason: '购买方名称写错，退回重开',
    },
    steps: IN_APPROVAL,
  },
];
