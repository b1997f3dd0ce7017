import { recordId, type DemoRecord } from '../../module-demo.ts';

/** Demo records of `bidbond`, seeded once by src/server/seed/demo-records.ts: a ledger, saved without approval. */
export const demoRecords: readonly DemoRecord[] = [
  {
    by: 'staff01',
    data: {
      bid: recordId('bidMetro12'),
      bondState: 'paid',
      estimatedPrice: '1280000.00',
      amount: '20000.00',
      paidDate: '2026-12-10',
      paidTo: '杭州市公共资源交易中心',
      dueBackDate: '2027-01-15',
    },
  },
  {
    by: 'staff01',
    data: {
      bid: recordId('bidAirport'),
      bondState: 'refunded',
      estimatedPrice: '900000.00',
      amount: '18000.00',
      paidDate: '2026-10-30',
      paidTo: '浙江省建设工程招标代理有限公司',
      dueBackDate: '2026-11-25',
      refundedDate: '2026-11-20',
      refundedAmount: '18000.00',
      remark: '中标合同签订后退回',
    },
  },
  {
    by: 'staff01',
    data: {
      bid: recordId('bidSeawall'),
      bondState: 'dueBack',
      estimatedPrice: '560000.00',
      amount: '11200.00',
      paidDate: '2026-10-12',
      paidTo: '杭州市钱塘区公共资源交易中心',
      dueBackDate: '2026-11-20',
      remark: '已过应退日期，待财务跟进',
    },
  },
];
