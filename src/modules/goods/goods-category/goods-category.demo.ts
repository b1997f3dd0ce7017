import { recordId, type DemoRecord } from '../../module-demo.ts';

/** Demo records of `goodscategory`, seeded once by src/server/seed/demo-records.ts: office equipment and supplies. */
export const demoRecords: readonly DemoRecord[] = [
  { by: 'finance01', ref: 'catOffice', data: { name: '办公设备', code: '01' } },
  { by: 'finance01', ref: 'catComputers', data: { name: '计算机设备', code: '0101', parent: recordId('catOffice') } },
  { by: 'finance01', ref: 'catPrinters', data: { name: '打印复印设备', code: '0102', parent: recordId('catOffice') } },
  { by: 'finance01', ref: 'catSupplies', data: { name: '办公耗材', code: '02' } },
  { by: 'finance01', ref: 'catPaper', data: { name: '纸张', code: '0201', parent: recordId('catSupplies') } },
];
