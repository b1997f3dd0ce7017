import { approvedBy, type DemoRecord, recordId } from '../../module-demo.ts';

/**
 * Demo records of `sealuse`, seeded once by src/server/seed/demo-records.ts, each approved by staff01's department
 * head and then the seal's custodian: the finance seal taken out to the bank in October and back, its return
 * recorded by its custodian; the official seal taken out for a tender opening and not back yet.
 */
export const demoRecords: readonly DemoRecord[] = [
  {
    by: 'staff01',
    data: {
      seal: recordId('financeSeal'),
      documentTitle: '银行预留印鉴变更申请书',
      purpose: '赴开户银行办理预留印鉴变更',
      copies: '2',
      useDate: '2026-10-20',
      takeOut: 'yes',
      plannedReturnDate: '2026-10-21',
    },
    steps: approvedBy('leader01', 'finance01'),
    recorded: { by: 'finance01', event: 'return.record', data: { returnedDate: '2026-10-21', returnCondition: 'intact' } },
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
    steps: approvedBy('leader01', 'manager01'),
  },
];
