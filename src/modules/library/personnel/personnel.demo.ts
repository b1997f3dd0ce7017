import { officeId, type DemoRecord } from '../../module-demo.ts';

/** Demo records of `personnel`, seeded once by src/server/seed/demo-records.ts. */
export const demoRecords: readonly DemoRecord[] = [
  {
    by: 'leader01',
    data: {
      name: '张经理',
      sex: '0',
      mobile: '13800000004',
      office: officeId('EAST-ENG'),
      professionalTitle: 'senior',
      qualifications: ['costEngineer', 'consultant'],
      entryDate: '2012-07-01',
    },
  },
  {
    by: 'staff01',
    data: {
      name: '陈小明',
      sex: '0',
      mobile: '13800000005',
      office: officeId('EAST-ENG'),
      professionalTitle: 'intermediate',
      qualifications: ['costEngineer'],
      entryDate: '2019-03-11',
    },
  },
  {
    by: 'finance01',
    data: { name: '李财务', sex: '1', idCard: '11010519491231002X', office: officeId('HQ-FIN'), professionalTitle: 'senior', entryDate: '2010-09-01' },
  },
];
