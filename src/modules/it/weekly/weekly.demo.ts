import type { DemoRecord } from '../../module-demo.ts';

/** Demo weekly report: staff01's week of 16 November 2026, submitted and signed by their department head (leader01). */
export const demoRecords: readonly DemoRecord[] = [
  {
    by: 'staff01',
    data: {
      weekStart: '2026-11-16',
      weekEnd: '2026-11-22',
      workingDays: '5',
      done: '- 考勤导出需求分析',
      notDone: '',
      nextWeek: '- 考勤导出接口\n- 按部门拆分工作表',
    },
    steps: [
      ['staff01', 'submit'],
      ['leader01', 'approve', '已阅'],
    ],
  },
];
