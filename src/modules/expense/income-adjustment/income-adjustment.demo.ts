import { recordId, type DemoRecord } from '../../module-demo.ts';
import { IN_APPROVAL } from '../expense.demo.ts';

/** Demo records of `incomeadjustment`, seeded once by src/server/seed/demo-records.ts. */
export const demoRecords: readonly DemoRecord[] = [
  {
    by: 'staff01',
    data: {
      title: '补充协议增加跟踪审计范围',
      customer: recordId('hzct'),
      contractName: '杭州地铁三号线全过程造价咨询合同',
      direction: 'increase',
      amount: '4500.00',
      adjustDate: '2026-11-05',
      reason: '业主增加二期工程跟踪审计',
    },
    steps: IN_APPROVAL,
  },
];
