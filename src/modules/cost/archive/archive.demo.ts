import { recordId, userId, type DemoRecord } from '../../module-demo.ts';

/**
 * Demo records of `archive`, seeded once by src/server/seed/demo-records.ts; the borrowings borrow `metro3File` and
 * `metro3Result`. The metro line 3 files are handed in by the project's engineer (who may read the project and the
 * contract they name) and kept by finance01.
 */
export const demoRecords: readonly DemoRecord[] = [
  {
    by: 'staff01',
    ref: 'metro3File',
    data: {
      title: '杭州地铁三号线全过程造价咨询合同(正本)',
      contract: recordId('metro3'),
      category: 'contract',
      retention: 'y30',
      location: 'A区 3号柜 第2层',
      volumes: '1',
      pages: '48',
      archivedDate: '2026-04-02',
      keeper: userId('finance01'),
    },
  },
  {
    by: 'staff01',
    ref: 'metro3Result',
    data: {
      title: '杭州地铁三号线一期结算审核报告',
      project: recordId('metro3Project'),
      contract: recordId('metro3'),
      category: 'result',
      retention: 'permanent',
      location: 'B区 1号柜 第4层',
      volumes: '3',
      pages: '612',
      archivedDate: '2026-10-15',
      keeper: userId('finance01'),
      remark: '含审定单及附件光盘一张',
    },
  },
  {
    by: 'finance01',
    data: {
      title: '钱塘江海塘加固工程投标文件',
      category: 'bid',
      retention: 'y10',
      location: 'A区 5号柜 第1层',
      volumes: '2',
      archivedDate: '2026-09-08',
      keeper: userId('finance01'),
    },
  },
];
