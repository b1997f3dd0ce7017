import { type DemoRecord, officeId, recordId, SUBMITTED, userId } from '../../module-demo.ts';
import { APPROVED } from '../cost.demo.ts';

/** Demo records of `distribution`, seeded once by src/server/seed/demo-records.ts; tenders are made for `metro12Tender`. */
export const demoRecords: readonly DemoRecord[] = [
  {
    by: 'staff01',
    ref: 'metro12Tender',
    data: {
      projectName: '杭州地铁十二号线全过程造价咨询招标',
      tenderer: recordId('hzct'),
      bidType: '2',
      estimatedPrice: '1280000.00',
      bidDeadline: '2026-12-15',
      responsibleOffice: officeId('EAST-ENG'),
      responsiblePerson: userId('leader01'),
    },
    steps: APPROVED,
  },
  {
    by: 'staff01',
    data: {
      projectName: '钱塘江海塘加固工程监理招标',
      tenderer: recordId('hzct'),
      bidType: '3',
      estimatedPrice: '560000.00',
      bidDeadline: '2026-12-28',
      responsibleOffice: officeId('EAST-ENG'),
      responsiblePerson: userId('staff01'),
      remark: '需联合设计单位投标',
    },
    steps: SUBMITTED,
  },
  {
    by: 'staff01',
    data: {
      projectName: '江干区安置房二期结算审核招标',
      tenderer: recordId('hzct'),
      bidType: '1',
      bidDeadline: '2027-01-10',
      responsibleOffice: officeId('EAST-ENG'),
      responsiblePerson: userId('staff01'),
    },
  },
];
