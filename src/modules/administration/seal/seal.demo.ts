import { type DemoRecord, userId } from '../../module-demo.ts';

/**
 * Demo records of `seal`, seeded once by src/server/seed/demo-records.ts: the official seal kept by the general
 * manager, the finance seal by finance, the contract seal by the department head. The use requests pick
 * `officialSeal` and `contractSeal`.
 */
export const demoRecords: readonly DemoRecord[] = [
  { by: 'manager01', ref: 'officialSeal', data: { name: '公司公章', sealType: 'official', custodian: userId('manager01'), state: 'inUse' } },
  {
    by: 'manager01',
    ref: 'financeSeal',
    data: { name: '财务专用章', sealType: 'finance', custodian: userId('finance01'), state: 'inUse', remark: '存放于财务室保险柜' },
  },
  { by: 'manager01', ref: 'contractSeal', data: { name: '合同专用章', sealType: 'contract', custodian: userId('leader01'), state: 'inUse' } },
];
