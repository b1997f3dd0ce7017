import { type DemoRecord, recordId, userId } from '../../module-demo.ts';
import { APPROVED } from '../cost.demo.ts';

/** Demo records of `project`, seeded once by src/server/seed/demo-records.ts. */
export const demoRecords: readonly DemoRecord[] = [
  {
    by: 'staff01',
    ref: 'metro3Project',
    data: {
      projectName: '杭州地铁三号线全过程造价咨询',
      customer: recordId('hzct'),
      projectLeader: userId('leader01'),
      amount: '860000.00',
      startDate: '2026-04-01',
      endDate: '2027-12-31',
      members: [
        { member: userId('leader01'), role: 'leader', share: 50 },
        { member: userId('staff01'), role: 'engineer', share: 35 },
        { member: userId('finance01'), role: 'reviewer', share: 15 },
      ],
    },
    // The project leader, then the department head (the same person here: passed as repeated), then the general manager.
    steps: APPROVED,
  },
  {
    by: 'staff01',
    data: {
      projectName: '钱塘江海塘加固工程监理',
      customer: recordId('hzct'),
      projectLeader: userId('staff01'),
      startDate: '2026-12-01',
      members: [
        { member: userId('staff01'), role: 'leader', share: 60 },
        { member: userId('leader01'), role: 'reviewer', share: 40 },
      ],
    },
  },
];
