import { madeRecordId, recordId, type DemoRecord } from '../../module-demo.ts';

/** Demo records of `materialscrap`: a laptop dropped in the store room, scrapped with the general manager's approval. */
export const demoRecords: readonly DemoRecord[] = [
  {
    by: 'finance01',
    data: {
      reason: '搬运中跌落,主板损坏无法维修',
      scrapDate: '2026-11-20',
      lines: [{ item: recordId('laptop'), asset: madeRecordId('goodsasset', 'acceptance', 'laptopAcceptance', 17), quantity: '1' }],
    },
    steps: [
      ['finance01', 'submit'],
      ['manager01', 'approve'],
    ],
  },
];
