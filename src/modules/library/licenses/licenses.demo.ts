import { officeId, userId, type DemoRecord } from '../../module-demo.ts';

/** Demo records of `licenses`, seeded once by src/server/seed/demo-records.ts. */
export const demoRecords: readonly DemoRecord[] = [
  {
    by: 'finance01',
    data: {
      name: '营业执照(集团)',
      licenseType: 'business',
      licenseNo: '91330000123456789X',
      holder: officeId('GROUP'),
      legalRepresentative: '王总',
      expiryDate: '2048-12-31',
      keeper: userId('finance01'),
    },
  },
  {
    by: 'finance01',
    data: { name: '基本存款账户开户许可证', licenseType: 'bankAccount', licenseNo: 'J3310001234501', holder: officeId('HQ'), keeper: userId('finance01') },
  },
  {
    by: 'leader01',
    data: { name: '华东分公司营业执照', licenseType: 'business', licenseNo: '91330100MA2B000001', holder: officeId('EAST'), legalRepresentative: '张经理' },
  },
];
