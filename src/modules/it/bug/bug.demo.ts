import { type DemoRecord, recordId, userId } from '../../module-demo.ts';

/**
 * Demo bugs reported by leader01 and assigned to staff01: one active, one resolved (fixed) waiting for the
 * reporter to close it, one closed after a reopening (its reopen count 1), and a draft.
 */
export const demoRecords: readonly DemoRecord[] = [
  {
    by: 'leader01',
    data: {
      title: '导出的考勤表缺少加班列',
      need: recordId('needExport'),
      severity: '2',
      priority: '2',
      assignee: userId('staff01'),
      steps: '1. 打开考勤月报\n2. 导出 Excel\n3. 表中没有加班时长列',
    },
    recorded: { by: 'leader01', event: 'bug.submit', data: {} },
  },
  {
    by: 'leader01',
    data: {
      title: '日期选择器在手机上溢出',
      severity: '3',
      priority: '3',
      assignee: userId('staff01'),
      steps: '在 390px 宽的屏幕打开报销单，日期选择器超出屏幕。',
    },
    recorded: [
      { by: 'leader01', event: 'bug.submit', data: {} },
      { by: 'staff01', event: 'bug.resolve', data: { resolution: '1', resolutionNote: '弹出层改为全屏' } },
    ],
  },
  {
    by: 'leader01',
    data: { title: '登录后偶尔跳回登录页', severity: '2', priority: '1', assignee: userId('staff01'), steps: '连续刷新首页十次，偶尔跳回登录页。' },
    recorded: [
      { by: 'leader01', event: 'bug.submit', data: {} },
      { by: 'staff01', event: 'bug.resolve', data: { resolution: '5' } },
      { by: 'leader01', event: 'bug.reopen', data: {} },
      { by: 'staff01', event: 'bug.resolve', data: { resolution: '1', resolutionNote: '会话续期时的竞争已修复' } },
      { by: 'leader01', event: 'bug.close', data: {} },
    ],
  },
  { by: 'leader01', data: { title: '帮助中心搜索无结果提示', severity: '4', priority: '4', assignee: userId('staff01'), steps: '搜索不存在的词时页面空白。' } },
];
