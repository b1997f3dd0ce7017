/** The names and descriptions of the system parameters the code declares, in Chinese, the source text. */
export const systemParamsZh = {
  'sysParam.approvalThreshold.name': '总经理审批金额阈值(元)',
  'sysParam.approvalThreshold.description': '报销等申请金额超过此值时需总经理审批',
  'sysParam.security.loginFailures.name': '登录失败锁定次数',
  'sysParam.security.loginFailures.description': '15 分钟内同一账号失败次数达到此值后暂停登录',
  'sysParam.wechat.appId.name': '微信公众号 AppID',
  'sysParam.wechat.appId.description': '微信绑定使用的 AppID',
  'sysParam.wechat.appSecret.name': '微信公众号 AppSecret',
  'sysParam.wechat.appSecret.description': '微信绑定使用的密钥',
  'sysParam.notify.pollSeconds.name': '消息轮询间隔(秒)',
  'sysParam.notify.pollSeconds.description': '导航栏消息铃铛的轮询间隔',
  'sysParam.reminder.daysAhead.name': '到期提前提醒天数',
  'sysParam.reminder.daysAhead.description': '合同到期等日期提前多少天提醒负责人',
} as const;
export type SystemParamMessageId = keyof typeof systemParamsZh;
