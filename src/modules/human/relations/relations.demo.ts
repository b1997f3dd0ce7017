import { approvedBy, recordId, type DemoRecord } from '../../module-demo.ts';

/**
 * Demo records of `relations`, seeded once by src/server/seed/demo-records.ts (department head, then the general
 * manager): staff01's first contract of 2019 with its one probation, its renewal, and an open-ended one being drafted.
 */
export const demoRecords: readonly DemoRecord[] = [
  {
    by: 'staff01',
    data: { employee: recordId('archiveStaff'), contractType: '103', term: '106', startDate: '2019-03-01', endDate: '2022-02-28', probationMonths: 3 },
    steps: approvedBy('leader01', 'manager01'),
  },
  {
    by: 'staff01',
    data: { employee: recordId('archiveStaff'), contractType: '103', term: '106', startDate: '2022-03-01', endDate: '2025-02-28', remark: '续签' },
    steps: approvedBy('leader01', 'manager01'),
  },
  {
    by: 'staff01',
    data: { employee: recordId('archiveStaff'), contractType: '103', term: '107', startDate: '2025-03-01', remark: '第二次续签，无固定期限' },
  },
];
