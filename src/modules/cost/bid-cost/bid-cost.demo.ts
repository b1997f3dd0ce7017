import { type DemoRecord, officeId, recordId, SUBMITTED } from '../../module-demo.ts';
import { APPROVED } from '../cost.demo.ts';

/** Demo records of `bidcost`, seeded once by src/server/seed/demo-records.ts; each fee split adds up to its amount. */
export const demoRecords: readonly DemoRecord[] = [
  {
    by: 'staff01',
    data: {
      title: '地铁十二号线投标文件编制费',
      bid: recordId('bidMetro12'),
      costType: 'production',
      amount: '12000.00',
      costDate: '2026-11-28',
      description: '商务标、技术标编制，打印装订及电子标制作',
      feeSplit: [
        { office: officeId('EAST-ENG'), amount: '7200.00', note: '主编部门' },
        { office: officeId('SOUTH-ENG'), amount: '4800.00', note: '技术标协编' },
      ],
    },
    steps: APPROVED,
  },
  {
    by: 'staff01',
    data: {
      title: '萧山机场三期招标文件购买费',
      bid: recordId('bidAirport'),
      costType: 'tenderDocs',
      amount: '500.00',
      costDate: '2026-10-20',
      feeSplit: [{ office: officeId('EAST-ENG'), amount: '500.00' }],
    },
    steps: APPROVED,
  },
  {
    by: 'staff01',
    data: {
      title: '钱塘江海塘项目踏勘差旅费',
      bid: recordId('bidSeawall'),
      costType: 'travel',
      amount: '3260.50',
      costDate: '2026-12-05',
      description: '现场踏勘两人两天，交通及住宿',
      feeSplit: [
        { office: officeId('EAST-ENG'), amount: '1630.25' },
        { office: officeId('HQ-ADM'), amount: '1630.25', note: '综合管理部派员' },
      ],
    },
    steps: SUBMITTED,
  },
];
