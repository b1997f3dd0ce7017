import type { DemoRecord } from '../../module-demo.ts';

/** Demo records of `introduction`, seeded once by src/server/seed/demo-records.ts. */
export const demoRecords: readonly DemoRecord[] = [
  {
    by: 'manager01',
    data: {
      title: '中恒工程咨询集团简介',
      language: 'zh',
      versionNo: '2024版',
      effectiveDate: '2024-01-01',
      content: '<p>中恒工程咨询集团成立于1998年，提供工程造价咨询、招标代理、工程监理与全过程咨询服务。</p>',
    },
  },
  {
    by: 'manager01',
    data: {
      title: 'Zhongheng Engineering Consulting Group',
      language: 'en',
      versionNo: '2024',
      content: '<p>Founded in 1998, we provide cost consulting, tendering and supervision.</p>',
    },
  },
];
