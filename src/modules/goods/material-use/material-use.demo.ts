import { madeRecordId, recordId, userId, type DemoRecord } from '../../module-demo.ts';

/** Demo records of `materialuse`: a laptop and paper issued to staff01; a toner request waiting for the department head. */
export const demoRecords: readonly DemoRecord[] = [
  {
    by: 'staff01',
    data: {
      purpose: '新项目组办公用机',
      receiver: userId('staff01'),
      useDate: '2026-11-18',
      lines: [
        { item: recordId('laptop'), asset: madeRecordId('goodsasset', 'acceptance', 'laptopAcceptance', 0), quantity: '1' },
        { item: recordId('paperA4'), quantity: '5' },
      ],
    },
    steps: [
      ['staff01', 'submit'],
      ['leader01', 'approve'],
      ['finance01', 'approve'],
    ],
  },
  {
    by: 'staff01',
    data: { purpose: '部门打印机更换硒鼓', receiver: userId('staff01'), useDate: '2026-11-23', lines: [{ item: recordId('toner'), quantity: '1' }] },
    steps: [['staff01', 'submit']],
  },
];
