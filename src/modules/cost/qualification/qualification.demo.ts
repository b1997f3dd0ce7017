import { type DemoRecord, recordId, SUBMITTED } from '../../module-demo.ts';
import { APPROVED } from '../cost.demo.ts';

/** Demo records of `qualification`, seeded once by src/server/seed/demo-records.ts. */
export const demoRecords: readonly DemoRecord[] = [
  {
    by: 'staff01',
    data: {
      purpose: '杭州地铁十二号线全过程造价咨询投标',
      distribution: recordId('metro12Tender'),
      certificates: [recordId('costGradeA')],
      useType: 'bid',
      form: 'copy',
      useFrom: '2026-12-01',
      useTo: '2026-12-20',
    },
    steps: APPROVED,
  },
  {
    by: 'staff01',
    data: {
      purpose: '钱塘江海塘加固工程监理资格预审',
      certificates: [recordId('costGradeA'), recordId('supervision')],
      useType: 'review',
      form: 'original',
      useFrom: '2026-12-10',
      useTo: '2026-12-12',
      remark: '原件需专人携带并当日归还',
    },
    steps: SUBMITTED,
  },
];
