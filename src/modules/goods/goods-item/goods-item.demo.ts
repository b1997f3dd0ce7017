import { recordId, type DemoRecord } from '../../module-demo.ts';

/** Demo records of `goodsitem`, seeded once by src/server/seed/demo-records.ts; stock comes from the demo acceptances. */
export const demoRecords: readonly DemoRecord[] = [
  {
    by: 'finance01',
    ref: 'laptop',
    data: { name: '笔记本电脑', category: recordId('catComputers'), specification: 'ThinkPad T14 i7/16G/512G', unit: 'unit', kind: 'fixedAsset' },
  },
  {
    by: 'finance01',
    ref: 'printer',
    data: { name: '激光打印机', category: recordId('catPrinters'), specification: 'HP LaserJet M404dn', unit: 'unit', kind: 'fixedAsset' },
  },
  {
    by: 'finance01',
    ref: 'paperA4',
    data: { name: 'A4复印纸', category: recordId('catPaper'), specification: '70g 500张/包', unit: 'ream', kind: 'consumable', reorderLevel: 20 },
  },
  {
    by: 'finance01',
    ref: 'toner',
    data: { name: '硒鼓', category: recordId('catSupplies'), specification: 'HP CF259A', unit: 'box', kind: 'consumable', reorderLevel: 5 },
  },
];
