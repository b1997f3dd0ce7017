import { type DemoRecord, recordId, SUBMITTED } from '../../module-demo.ts';
import { APPROVED } from '../cost.demo.ts';

/** Demo records of `bidregistration`, seeded once by src/server/seed/demo-records.ts. */
export const demoRecords: readonly DemoRecord[] = [
  {
    by: 'staff01',
    ref: 'bidMetro12',
    data: {
      projectName: '杭州地铁十二号线全过程造价咨询',
      tenderer: recordId('hzct'),
      bidType: '2',
      estimatedPrice: '1280000.00',
      bidPrice: '1150000.00',
      openingDate: '2026-12-16',
      bidBond: '20000.00',
      bondDueBack: '2027-01-15',
      result: 'pending',
    },
    steps: APPROVED,
  },
  {
    by: 'staff01',
    ref: 'bidSeawall',
    data: {
      projectName: '钱塘江海塘加固工程监理',
      tenderer: recordId('hzct'),
      bidType: '3',
      estimatedPrice: '560000.00',
      bidPrice: '538000.00',
      openingDate: '2026-12-29',
      result: 'pending',
    },
    steps: SUBMITTED,
  },
  {
    by: 'staff01',
    ref: 'bidAirport',
    data: {
      projectName: '萧山机场三期航站楼造价审核',
      tenderer: recordId('hzct'),
      bidType: '2',
      estimatedPrice: '900000.00',
      bidPrice: '860000.00',
      openingDate: '2026-11-10',
      result: 'won',
      winningPrice: '860000.00',
      remark: '开标后登记，已中标，待签合同',
    },
    steps: APPROVED,
  },
];
