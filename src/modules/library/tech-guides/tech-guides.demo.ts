import { userId, type DemoRecord } from '../../module-demo.ts';

/** Demo records of `techGuides`, seeded once by src/server/seed/demo-records.ts. */
export const demoRecords: readonly DemoRecord[] = [
  {
    by: 'leader01',
    data: {
      title: '地铁工程造价审核要点',
      specialty: 'cost',
      author: userId('leader01'),
      versionNo: 'V2.0',
      publishDate: '2023-06-01',
      keywords: '地铁,审核,造价',
    },
  },
  { by: 'staff01', data: { title: '电子招标投标平台操作指引', specialty: 'tender', author: userId('staff01'), versionNo: 'V1.1', keywords: '电子招标' } },
];
