import type { DemoRecord } from '../../module-demo.ts';
import { IN_APPROVAL, SIGNED } from '../expense.demo.ts';

/** Demo records of `reimapplication`, seeded once by src/server/seed/demo-records.ts. */
export const demoRecords: readonly DemoRecord[] = [
  {
    by: 'staff01',
    data: {
      title: '宁波港口项目现场踏勘差旅费',
      reimbursementType: '1',
      occurredOn: '2026-11-03',
      lines: [
        { date: '2026-11-03', item: '高铁票', amount: '236.00' },
        { date: '2026-11-03', item: '住宿费', amount: '420.00' },
        { date: '2026-11-04', item: '市内交通', amount: '58.50' },
      ],
    },
    steps: SIGNED,
  },
  {
    by: 'staff01',
    data: { title: '办公用品采购', reimbursementType: '2', occurredOn: '2026-11-10', lines: [{ date: '2026-11-10', item: '打印纸', amount: '320.00' }] },
    steps: [...IN_APPROVAL, ['leader01', 'reject']],
  },
];
