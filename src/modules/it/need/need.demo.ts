import { type DemoRecord, userId } from '../../module-demo.ts';

/**
 * Demo needs, managed by leader01: one in development by staff01, one waiting to be assigned, one done (developed by
 * staff01, tested by leader01). The tasks and bugs name `needExport`.
 */
export const demoRecords: readonly DemoRecord[] = [
  {
    by: 'leader01',
    ref: 'needExport',
    data: {
      title: '考勤月报按部门导出',
      project: 'OA 二期',
      priority: '2',
      manager: userId('leader01'),
      deadline: '2026-12-11',
      description: '人事希望按部门导出考勤月报 Excel，每个部门一个工作表。',
    },
    recorded: { by: 'leader01', event: 'need.assign', data: { developer: userId('staff01') } },
  },
  {
    by: 'leader01',
    data: {
      title: '周报自动汇总项目任务',
      project: 'OA 二期',
      priority: '3',
      manager: userId('leader01'),
      description: '周报草稿从本周的项目任务与缺陷自动生成，员工修改后提交。',
    },
  },
  {
    by: 'leader01',
    data: { title: '登录页记住账号', project: 'OA 一期', priority: '4', manager: userId('leader01'), description: '登录页可勾选记住账号。' },
    recorded: [
      { by: 'leader01', event: 'need.assign', data: { developer: userId('staff01') } },
      { by: 'staff01', event: 'need.submitTest', data: { tester: userId('leader01') } },
      { by: 'leader01', event: 'need.pass', data: { testNote: '已在测试环境验证' } },
    ],
  },
];
