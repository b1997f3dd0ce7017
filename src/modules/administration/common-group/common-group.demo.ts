import { type DemoRecord, userId } from '../../module-demo.ts';

/** Demo common groups: the management team and the East branch's engineering department. */
export const demoRecords: readonly DemoRecord[] = [
  { by: 'manager01', ref: 'managementGroup', data: { name: '公司领导班子', members: [userId('manager01'), userId('finance01'), userId('leader01')] } },
  { by: 'leader01', ref: 'eastEngineeringGroup', data: { name: '工程一部全体', members: [userId('leader01'), userId('staff01')] } },
];
