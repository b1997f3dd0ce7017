import { approvedBy, type DemoRecord, recordId, SUBMITTED, userId } from '../../module-demo.ts';

/** The flow's demo route: department head, finance, then general manager. */
const SIGNED = approvedBy('leader01', 'finance01', 'manager01');

/** Demo records of `contract`, seeded once by src/server/seed/demo-records.ts; expense documents file against `metro3`. */
export const demoRecords: readonly DemoRecord[] = [
  {
    by: 'staff01',
    ref: 'metro3',
    data: {
      title: '杭州地铁三号线全过程造价咨询合同',
      customer: recordId('hzct'),
      contractType: '1',
      contractTerm: '108',
      amount: '860000.00',
      signDate: '2026-03-18',
      startDate: '2026-04-01',
      endDate: '2027-12-31',
      responsiblePerson: userId('leader01'),
      paymentTerms: '按季度支付咨询费，竣工结算审定后支付尾款 10%。',
    },
    steps: SIGNED,
  },
  {
    by: 'staff01',
    data: {
      title: '钱塘江海塘加固工程监理合同',
      customer: recordId('hzct'),
      contractType: '5',
      contractTerm: '106',
      amount: '420000.00',
      signDate: '2026-11-20',
      startDate: '2026-12-01',
      endDate: '2027-11-30',
      responsiblePerson: userId('staff01'),
    },
    steps: SUBMITTED,
  },
  {
    by: 'staff01',
    data: {
      title: '江干区安置房二期结算审核补充协议',
      customer: recordId('hzct'),
      contractType: '2',
      contractTerm: '108',
      amount: '36000.00',
      signDate: '2026-11-25',
      startDate: '2026-12-01',
      responsiblePerson: userId('staff01'),
    },
  },
];
