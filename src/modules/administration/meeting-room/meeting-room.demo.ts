import type { DemoRecord } from '../../module-demo.ts';

/** Demo meeting rooms at headquarters. */
export const demoRecords: readonly DemoRecord[] = [
  { by: 'manager01', ref: 'bigRoom', data: { name: '一号会议室', location: '总部大楼5楼', capacity: '30', state: 'inUse' } },
  { by: 'manager01', ref: 'smallRoom', data: { name: '二号洽谈室', location: '总部大楼3楼', capacity: '8', state: 'inUse' } },
];
