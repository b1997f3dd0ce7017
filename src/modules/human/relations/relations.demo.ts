import { approvedBy, recordId, type DemoRecord } from '../../module-demo.ts';

/** Demo records of `relations`, seeded once by src/server/seed/demo-records.ts: department head, then the general manager. */
export const demoRecords: readonly DemoRecord[] = [
  {
    by: 'staff01',
    data: { employee: recordId('archiveStaff'), contractType: '103', term: '106', startDate: '2026-09-01', endDate: '2029-08-31', probationMonths: 3 },
    steps: approvedBy('leader01', 'manager01'),
  },
  {
    by: 'staff01',
    data: { employee: recordId('archiveStaff'), contractType: '105', term: '106', startDate: '2026-12-01', endDate: '2029-08-31', remark: '岗位调整补充协议' },
  },
];
