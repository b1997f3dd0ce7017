import type { DemoRecord } from '../../module-demo.ts';

/** Demo records of `honors`, seeded once by src/server/seed/demo-records.ts. */
export const demoRecords: readonly DemoRecord[] = [
  {
    by: 'manager01',
    data: {
      title: '全国优秀工程咨询成果一等奖',
      honorLevel: 'national',
      awardedBy: '中国工程咨询协会',
      awardDate: '2023-11-20',
      projectName: '杭州湾跨海大桥全过程咨询',
    },
  },
  {
    by: 'leader01',
    data: { title: '浙江省守合同重信用企业', honorLevel: 'provincial', awardedBy: '浙江省市场监督管理局', awardDate: '2022-05-10', awardee: '华东分公司' },
  },
  { by: 'staff01', data: { title: '优秀造价工程师', honorLevel: 'industry', awardedBy: '浙江省造价管理协会', awardDate: '2024-01-15', awardee: '陈小明' } },
];
