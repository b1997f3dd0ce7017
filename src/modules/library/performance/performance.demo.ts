import { userId, type DemoRecord } from '../../module-demo.ts';

/** Demo records of `performance`, seeded once by src/server/seed/demo-records.ts. */
export const demoRecords: readonly DemoRecord[] = [
  {
    by: 'leader01',
    data: {
      projectName: '杭州地铁10号线工程造价全过程咨询',
      serviceType: 'wholeProcess',
      contractAmount: 3860000,
      contractDate: '2021-04-01',
      completionDate: '2023-12-30',
      location: '浙江杭州',
      projectLeader: userId('leader01'),
    },
  },
  {
    by: 'staff01',
    data: { projectName: '宁波舟山港码头扩建招标代理', serviceType: 'tender', contractAmount: 680000.5, contractDate: '2022-08-15', location: '浙江宁波' },
  },
  {
    by: 'finance01',
    data: { projectName: '中能电力园区监理', serviceType: 'supervision', contractAmount: 1250000, contractDate: '2023-02-01', location: '北京' },
  },
];
