import type { DemoRecord } from '../../module-demo.ts';

/** Demo records of `externalLinks`, seeded once by src/server/seed/demo-records.ts. */
export const demoRecords: readonly DemoRecord[] = [
  { by: 'manager01', data: { name: '全国公共资源交易平台', url: 'http://www.ggzy.gov.cn', category: 'tender', sortNo: 1, newWindow: '1' } },
  { by: 'manager01', data: { name: '中国建设工程造价管理协会', url: 'http://www.ccea.pro', category: 'association', sortNo: 2, newWindow: '1' } },
  { by: 'manager01', data: { name: '住房和城乡建设部', url: 'https://www.mohurd.gov.cn', category: 'government', sortNo: 3, newWindow: '1' } },
];
