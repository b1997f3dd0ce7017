import { officeId, type DemoRecord } from '../../module-demo.ts';

/** Demo records of `managementRules`, seeded once by src/server/seed/demo-records.ts. */
export const demoRecords: readonly DemoRecord[] = [
  {
    by: 'manager01',
    data: { title: '合同管理办法', ruleNo: 'ZH-GL-001', category: 'business', department: officeId('HQ-GM'), versionNo: 'A/2', effectiveDate: '2023-01-01' },
  },
  {
    by: 'finance01',
    data: {
      title: '费用报销管理制度',
      ruleNo: 'ZH-CW-003',
      category: 'finance',
      department: officeId('HQ-FIN'),
      versionNo: 'B/1',
      effectiveDate: '2024-03-01',
    },
  },
  { by: 'manager01', data: { title: '信息安全管理规定', ruleNo: 'ZH-XX-002', category: 'it', department: officeId('HQ-ADM'), effectiveDate: '2022-09-01' } },
];
