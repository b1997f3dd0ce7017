import { recordId, type DemoRecord } from '../../module-demo.ts';

/** Demo records of `reconciliation`, seeded once by src/server/seed/demo-records.ts. */
export const demoRecords: readonly DemoRecord[] = [
  {
    by: 'staff01',
    data: {
      title: '杭州城投第三季度往来对账',
      customer: recordId('hzct'),
      periodStart: '2026-07-01',
      periodEnd: '2026-09-30',
      invoicedAmount: '42000.00',
      receivedAmount: '30000.00',
      amount: '12000.00',
      confirmed: '1',
    },
  },
];
