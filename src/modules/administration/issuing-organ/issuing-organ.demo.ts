import { type DemoRecord, officeId } from '../../module-demo.ts';

/** Demo issuing organs: the group's headquarters and the East branch. */
export const demoRecords: readonly DemoRecord[] = [
  { by: 'manager01', ref: 'hqOrgan', data: { name: '中恒工程咨询集团', template: '中恒发〔{yyyy}〕{n}号', office: officeId('HQ'), state: 'inUse' } },
  { by: 'manager01', ref: 'eastOrgan', data: { name: '中恒华东分公司', template: '中恒东发〔{yyyy}〕{n}号', office: officeId('EAST'), state: 'inUse' } },
];
