import { officeId, type DemoRecord } from '../../module-demo.ts';

/** Demo records of `credentials`, seeded once by src/server/seed/demo-records.ts; qualification applications ask for `costGradeA` and `supervision`. */
export const demoRecords: readonly DemoRecord[] = [
  {
    by: 'finance01',
    ref: 'costGradeA',
    data: {
      name: '工程造价咨询企业甲级资质',
      certNo: '甲210330001',
      grade: 'A',
      issuer: '住房和城乡建设部',
      holder: officeId('HQ'),
      issueDate: '2021-06-01',
      expiryDate: '2026-05-31',
    },
  },
  {
    by: 'manager01',
    ref: 'supervision',
    data: {
      name: '工程监理综合资质',
      certNo: 'E133000123',
      grade: 'special',
      issuer: '住房和城乡建设部',
      holder: officeId('HQ'),
      issueDate: '2020-01-10',
      expiryDate: '2025-12-31',
    },
  },
  {
    by: 'leader01',
    data: {
      name: '工程招标代理机构乙级',
      certNo: 'ZB-2022-0456',
      grade: 'B',
      issuer: '浙江省住房和城乡建设厅',
      holder: officeId('EAST'),
      expiryDate: '2027-03-01',
    },
  },
];
