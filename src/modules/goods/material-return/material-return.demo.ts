import { madeRecordId, recordId, userId, type DemoRecord } from '../../module-demo.ts';

/** Demo records of `materialreturn`: the laptop borrowed for the bid brought back intact and taken in by the keeper. */
export const demoRecords: readonly DemoRecord[] = [
  {
    by: 'staff01',
    data: {
      borrowing: recordId('laptopLoan'),
      returner: userId('staff01'),
      returnDate: '2026-11-13',
      condition: 'intact',
      lines: [{ item: recordId('laptop'), asset: madeRecordId('goodsasset', 'acceptance', 'laptopAcceptance', 2), quantity: '1' }],
    },
    steps: [
      ['staff01', 'submit'],
      ['finance01', 'approve'],
    ],
  },
];
