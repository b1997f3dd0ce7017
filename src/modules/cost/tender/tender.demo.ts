import { type DemoRecord, recordId, SUBMITTED, userId } from '../../module-demo.ts';
import { APPROVED } from '../cost.demo.ts';

/** Demo records of `tender`, seeded once by src/server/seed/demo-records.ts. */
export const demoRecords: readonly DemoRecord[] = [
  {
    by: 'staff01',
    data: {
      tenderName: '杭州地铁十二号线全过程造价咨询投标文件',
      distribution: recordId('metro12Tender'),
      bidType: '2',
      compiler: userId('staff01'),
      reviewer: userId('leader01'),
      originals: 1,
      copies: 4,
      submissionMethod: 'onsite',
      plannedSubmission: '2026-12-14',
      submittedOn: '2026-12-14',
      receiptNo: 'HZGGZY-2026-1214-037',
    },
    steps: APPROVED,
  },
  {
    by: 'staff01',
    data: {
      tenderName: '杭州地铁十二号线全过程造价咨询投标文件（电子标）',
      distribution: recordId('metro12Tender'),
      bidType: '2',
      compiler: userId('staff01'),
      originals: 1,
      submissionMethod: 'electronic',
      plannedSubmission: '2026-12-15',
      remark: '电子标需提前一天上传 CA 签章文件',
    },
    steps: SUBMITTED,
  },
];
