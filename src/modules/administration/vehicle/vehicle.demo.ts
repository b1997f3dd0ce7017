import type { DemoRecord } from '../../module-demo.ts';

/** A demo company car. */
export const demoRecords: readonly DemoRecord[] = [
  { by: 'manager01', ref: 'companyCar', data: { plate: '浙A·D8866', model: '别克GL8', seats: '7', state: 'inUse' } },
];
