import type { DemoRecord } from '../../module-demo.ts';
import { SIGNED } from '../expense.demo.ts';

/** Demo records of `approproation`, seeded once by src/server/seed/demo-records.ts. */
export const demoRecords: readonly DemoRecord[] = [
  {
    by: 'staff01',
    data: {
      title: '华东分公司十一月备用金',
      payee: '华东分公司',
      payeeBank: '中国银行杭州分行',
      payeeAccount: '6216600100001234567',
      amount: '4000.00',
      payDate: '2026-11-02',
      purpose: '分公司日常运营备用金',
    },
    steps: SIGNED,
  },
];
