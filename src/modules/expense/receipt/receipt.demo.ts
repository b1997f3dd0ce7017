import { recordId, type DemoRecord } from '../../module-demo.ts';

/** Demo records of `receipt`, seeded once by src/server/seed/demo-records.ts: the East contract owner files its receipt. */
export const demoRecords: readonly DemoRecord[] = [
  {
    by: 'staff01',
    data: {
      title: '地铁三号线第三季度咨询费到账',
      customer: recordId('hzct'),
      contract: recordId('metro3'),
      invoice: recordId('invoice'),
      amount: '30000.00',
      receivedOn: '2026-10-28',
      method: 'transfer',
    },
  },
];
