import type { DemoRecord } from '../../module-demo.ts';

/** Demo records of `legislation`, seeded once by src/server/seed/demo-records.ts. */
export const demoRecords: readonly DemoRecord[] = [
  {
    by: 'manager01',
    data: {
      title: '中华人民共和国招标投标法',
      docNo: '主席令第86号',
      authority: '全国人民代表大会常务委员会',
      level: 'law',
      issueDate: '2017-12-27',
      effectiveDate: '2017-12-28',
      validity: 'valid',
    },
  },
  {
    by: 'manager01',
    data: {
      title: '建设工程质量管理条例',
      docNo: '国务院令第279号',
      authority: '国务院',
      level: 'regulation',
      issueDate: '2000-01-30',
      validity: 'revised',
    },
  },
  {
    by: 'leader01',
    data: { title: '浙江省建设工程造价管理办法', authority: '浙江省人民政府', level: 'local', issueDate: '2021-05-01', validity: 'valid' },
  },
];
