import type { DemoRecord } from '../../module-demo.ts';

/** Demo records of `standards`, seeded once by src/server/seed/demo-records.ts. */
export const demoRecords: readonly DemoRecord[] = [
  {
    by: 'manager01',
    data: {
      standardNo: 'GB 50500-2013',
      name: '建设工程工程量清单计价规范',
      category: 'country',
      authority: '住房和城乡建设部',
      implementDate: '2013-07-01',
      validity: 'valid',
    },
  },
  {
    by: 'leader01',
    data: {
      standardNo: 'JTG 3820-2018',
      name: '公路工程建设项目投资估算编制办法',
      category: 'business',
      authority: '交通运输部',
      implementDate: '2019-05-01',
      validity: 'valid',
    },
  },
  { by: 'staff01', data: { standardNo: 'GB/T 50353-2013', name: '建筑工程建筑面积计算规范', category: 'country', validity: 'valid' } },
];
