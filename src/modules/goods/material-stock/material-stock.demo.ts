import { recordId, type DemoRecord } from '../../module-demo.ts';

/** Demo records of `materialstock`: the laptop contract received, 2 laptops sent back; its 18 laptops become fixed assets. */
export const demoRecords: readonly DemoRecord[] = [
  {
    by: 'finance01',
    ref: 'laptopAcceptance',
    data: {
      contract: recordId('laptopContract'),
      acceptedDate: '2026-11-16',
      location: '总部 3楼 物品库房',
      lines: [
        { item: recordId('laptop'), quantity: '18', rejected: '2', rejectReason: '屏幕坏点,退回换货' },
        { item: recordId('paperA4'), quantity: '100', rejected: '0' },
        { item: recordId('toner'), quantity: '10', rejected: '0' },
      ],
    },
    steps: [
      ['finance01', 'submit'],
      ['manager01', 'approve'],
    ],
  },
];
