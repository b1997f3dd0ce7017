import { madeRecordId, recordId, userId, type DemoRecord } from '../../module-demo.ts';

const LENT = [
  ['staff01', 'submit'],
  ['leader01', 'approve'],
  ['finance01', 'approve'],
] as const;
const laptop = (index: number) => ({ item: recordId('laptop'), asset: madeRecordId('goodsasset', 'acceptance', 'laptopAcceptance', index), quantity: '1' });

/** Demo records of `materialborrow`: a laptop lent to staff01 for a site audit, due back soon; another lent and since returned. */
export const demoRecords: readonly DemoRecord[] = [
  {
    by: 'staff01',
    data: { purpose: '现场审计借用', borrower: userId('staff01'), borrowDate: '2026-11-20', dueDate: '2026-11-27', lines: [laptop(1)] },
    steps: LENT,
  },
  {
    by: 'staff01',
    ref: 'laptopLoan',
    data: { purpose: '投标文件编制加班借用', borrower: userId('staff01'), borrowDate: '2026-11-09', dueDate: '2026-11-13', lines: [laptop(2)] },
    steps: LENT,
  },
];
