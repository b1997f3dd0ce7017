import { approvedBy, recordId, type DemoRecord } from '../../module-demo.ts';

/** Demo records of `regular`, seeded once by src/server/seed/demo-records.ts: staff01's regularisation of 2019, signed, which made them a regular employee. */
export const demoRecords: readonly DemoRecord[] = [
  {
    by: 'staff01',
    data: {
      employee: recordId('archiveStaff'),
      regularDate: '2019-06-01',
      rating: 'good',
      assessment: '试用期内独立完成两个项目的造价审核，业务熟练，工作认真负责，同意按期转正。',
    },
    steps: approvedBy('leader01', 'manager01'),
  },
];
