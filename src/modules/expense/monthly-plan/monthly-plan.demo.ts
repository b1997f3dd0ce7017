import { officeId, type DemoRecord } from '../../module-demo.ts';

/** Demo records of `monthlyplan`, seeded once by src/server/seed/demo-records.ts. */
export const demoRecords: readonly DemoRecord[] = [
  {
    by: 'leader01',
    data: {
      title: '工程一部十二月资金计划',
      department: officeId('EAST-ENG'),
      month: '2026-12-01',
      lines: [
        { item: '差旅费', category: '费用', amount: '6000.00' },
        { item: '外聘专家费', category: '劳务', amount: '8000.00' },
        { item: '办公费', category: '费用', amount: '1200.00' },
      ],
    },
  },
];
