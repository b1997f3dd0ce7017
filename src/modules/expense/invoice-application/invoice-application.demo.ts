import { recordId, type DemoRecord } from '../../module-demo.ts';
import { IN_APPROVAL, SIGNED_BY_GM } from '../expense.demo.ts';

/** Demo records of `invoiceapplication`, seeded once by src/server/seed/demo-records.ts. */
export const demoRecords: readonly DemoRecord[] = [
  {
    by: 'staff01',
    ref: 'invoice',
    data: {
      title: '地铁三号线造价咨询第三季度服务费',
      customer: recordId('hzct'),
      contract: recordId('metro3'),
      contractName: '杭州地铁三号线全过程造价咨询合同',
      invoiceType: '0',
      invoicing: '1',
      taxRate: '6',
      applyDate: '2026-10-08',
      taxpayerNo: '91330100MA27XK123M',
      buyerBank: '中国工商银行杭州分行',
      lines: [
        { item: '造价咨询服务费', unit: '项', quantity: 1, unitPrice: '30000.00', amount: '30000.00' },
        { item: '跟踪审计服务费', unit: '项', quantity: 1, unitPrice: '12000.00', amount: '12000.00' },
      ],
    },
    steps: SIGNED_BY_GM,
  },
  {
    by: 'staff01',
    data: {
      title: '江干区安置房项目结算审核费',
      customer: recordId('hzct'),
      invoiceType: '1',
      invoicing: '0',
      taxRate: '6',
      applyDate: '2026-11-12',
      lines: [{ item: '结算审核服务费', amount: '3600.00' }],
    },
    steps: IN_APPROVAL,
  },
  {
    by: 'staff01',
    data: {
      title: '招标代理服务费',
      customer: recordId('hzct'),
      invoiceType: '1',
      invoicing: '1',
      taxRate: '6',
      applyDate: '2026-11-18',
      lines: [{ item: '招标代理服务费', amount: '1800.00' }],
    },
  },
];
