/**
 * Approval depth in Chinese, the source text: time limits and reminders, urging, batch decisions, common phrases,
 * opinion attachments, handwritten signatures, an administrator's jump, the system as an actor.
 */
export const approvalZh = {
  'workflow.system': '系统',
  'workflow.notify.overdue': '{module} {serialNo} 的审批已超过时限，请尽快处理',
  'workflow.notify.urged': '申请人催办：{module} {serialNo} 正在等待您审批',
  'workflow.notify.escalated': '{module} {serialNo} 超时未审批，已转交给您',
  'workflow.reason.required': '请填写原因：撤回、变更和作废都需要说明原因',
  'workflow.reason.tooLong': '原因最多 {n} 个字符，当前 {count} 个',
  'workflow.urge.tooSoon': '每 {minutes} 分钟只能催办一次，请稍后再试',
  'workflow.batch.tooMany': '一次最多批量处理 {n} 条',
  'workflow.phrases.tooMany': '常用语最多保存 {n} 条，请先删除一些',
  'workflow.files.unknown': '审批意见的附件不存在或不是您为本单据上传的',
  'workflow.simulation.chosenByPrevious': '由上一审批人选择',
  'fields.items': '单据',
  'fields.files': '附件',
  'fields.nodeId': '目标环节',
  'fields.taskId': '待办',
  'fields.text': '常用语',
  'fields.modules': '模块',
} as const;
export type ApprovalMessageId = keyof typeof approvalZh;
