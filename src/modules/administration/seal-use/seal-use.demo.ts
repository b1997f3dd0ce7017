import { approvedBy, type DemoRecord, recordId } from '../../module-demo.ts';

/** The flow's demo route: the department head, then the general manager. */
const SIGNED = approvedBy('leader01', 'manager01');

/**
 * Demo records of `sealuse`, seeded once by src/server/seed/demo-records.ts: the contract seal taken out to a
 * signing in October and back, its return recorded by the general manager; the official seal taken out for a tender opening
 * and not back yet.
 */
export const demoRecords: readonly DemoRecord[] = [
  {
    by: 'staff01',
    data: {
      seal: recordId('contractSeal'),
      documentTitle: '杭州地铁三号线造价咨询补充协议',
      purpose: '赴业主单位现场签署补充协议',
      copies: '4',
      useDate: '2026-10-20',
      takeOut: 'yes',
      plannedReturnDate: '2026-10-21',
    },
    steps: SIGNED,
    recorded: { by: 'manager01', event: 'return.record', data: { returnedDate: '2026-10-21', returnCondition: 'intact' } },
  },
  {
    by: 'staff01',
    data: {
      seal: recordId('officialSeal'),
      documentTitle: '海塘加固工程投标文件',
      purpose: '开标现场递交投标文件前盖章',
      copies: '6',
      useDate: '2026-11-26',
      takeOut: 'yes',
      plannedReturnDate: '2026-12-03',
    },
    steps: SIGNED,
  },
];
