import { type DemoRecord, recordId, userId } from '../../module-demo.ts';

/**
 * Demo tasks of staff01 around the week of 23 November 2026: one finished that week, one at 60 %, one starting the
 * next week; the weekly report of that week drafts from them. One task of leader01's.
 */
export const demoRecords: readonly DemoRecord[] = [
  {
    by: 'leader01',
    data: {
      title: '考勤导出接口',
      need: recordId('needExport'),
      assignee: userId('staff01'),
      startDate: '2026-11-23',
      deadline: '2026-11-25',
      estimate: '8',
      spent: '7.5',
      progress: '100',
      finishedOn: '2026-11-25',
    },
  },
  {
    by: 'leader01',
    data: {
      title: '按部门拆分工作表',
      need: recordId('needExport'),
      assignee: userId('staff01'),
      startDate: '2026-11-24',
      deadline: '2026-12-02',
      estimate: '16',
      spent: '9',
      progress: '60',
    },
  },
  {
    by: 'leader01',
    data: {
      title: '导出功能联调',
      need: recordId('needExport'),
      assignee: userId('staff01'),
      startDate: '2026-11-30',
      deadline: '2026-12-04',
      estimate: '8',
      progress: '0',
    },
  },
  {
    by: 'leader01',
    data: {
      title: '二期需求评审',
      assignee: userId('leader01'),
      startDate: '2026-11-23',
      deadline: '2026-11-27',
      estimate: '4',
      spent: '4',
      progress: '100',
      finishedOn: '2026-11-27',
    },
  },
];
