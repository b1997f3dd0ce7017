import { recordId, type DemoRecord } from '../../module-demo.ts';
import { IN_APPROVAL } from '../expense.demo.ts';

/** Demo records of `settlement`, seeded once by src/server/seed/demo-records.ts. */
export const demoRecords: readonly DemoRecord[] = [
  {
    by: 'staff01',
    data: {
      title: '江干区安置房项目收入结算',
      customer: recordId('hzct'),
      contractName: '江干区安置房结算审核合同',
      contractAmount: '50000.00',
      amount: '48600.00',
      invoicedAmount: '3600.00',
      settleDate: '2026-11-16',
    },
    steps: [...IN_APPROVAL, ['staff01', 'withdraw', '金额需要重新核对']],
  },
];
