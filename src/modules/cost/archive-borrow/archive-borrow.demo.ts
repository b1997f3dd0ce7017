import { approvedBy, type DemoRecord, recordId } from '../../module-demo.ts';

/** The flow's demo route for a reading in the archive room: department head, then the archive keeper (finance). */
const LENT = approvedBy('leader01', 'finance01');

/**
 * Demo records of `archiveborrow`, seeded once by src/server/seed/demo-records.ts: the contract file lent out and
 * due back soon; the result report borrowed in October and returned, its return recorded by the keeper.
 */
export const demoRecords: readonly DemoRecord[] = [
  {
    by: 'staff01',
    data: { archive: recordId('metro3File'), purpose: '核对合同付款条款,编制三季度咨询费结算', takeOut: 'no', borrowDate: '2026-11-18', dueDate: '2026-12-02' },
    steps: LENT,
  },
  {
    by: 'staff01',
    data: {
      archive: recordId('metro3Result'),
      purpose: '二期结算审核参考一期审定单',
      takeOut: 'no',
      borrowDate: '2026-10-20',
      dueDate: '2026-10-27',
    },
    steps: LENT,
    recorded: { by: 'finance01', event: 'return.record', data: { returnedDate: '2026-10-26', returnCondition: 'intact' } },
  },
];
