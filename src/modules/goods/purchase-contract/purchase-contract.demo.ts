import { recordId, type DemoRecord } from '../../module-demo.ts';

/** Demo records of `purchasecontract`: this year's laptops and office supplies, approved (deptHead of finance, then the GM). */
export const demoRecords: readonly DemoRecord[] = [
  {
    by: 'finance01',
    ref: 'laptopContract',
    data: {
      title: '2026年度办公电脑及耗材采购合同',
      supplier: recordId('dealerLaptops'),
      signDate: '2026-11-02',
      deliveryDate: '2026-11-16',
      lines: [
        { item: recordId('laptop'), quantity: '20', unitPrice: '7999.00' },
        { item: recordId('paperA4'), quantity: '100', unitPrice: '24.50' },
        { item: recordId('toner'), quantity: '10', unitPrice: '458.00' },
      ],
    },
    steps: [
      ['finance01', 'submit'],
      ['manager01', 'approve'],
    ],
  },
];
