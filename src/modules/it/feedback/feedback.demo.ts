import type { DemoRecord } from '../../module-demo.ts';

/**
 * Demo feedback: staff01's, waiting for an answer (the administrator answers it), and finance01's, answered by
 * manager01, who holds `feedback:reply` and reads the head office's records.
 */
export const demoRecords: readonly DemoRecord[] = [
  { by: 'staff01', data: { title: '报销单打印时金额显示不全', category: 'problem', content: '金额超过百万时打印出来的大写金额被截断。' } },
  {
    by: 'finance01',
    data: { title: '希望待办列表能按模块筛选', category: 'suggestion', content: '待办较多时希望能只看报销类的。' },
    recorded: { by: 'manager01', event: 'feedback.reply', data: { reply: '感谢建议，已列入下个版本计划。' } },
  },
];
