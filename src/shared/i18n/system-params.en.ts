import type { SystemParamMessageId } from './system-params.zh.ts';

/** The declared system parameters in English; the same keys as system-params.zh.ts. */
export const systemParamsEn: Record<SystemParamMessageId, string> = {
  'sysParam.approvalThreshold.name': 'General manager approval threshold (yuan)',
  'sysParam.approvalThreshold.description': 'Applications such as reimbursements above this amount need the general manager’s approval',
  'sysParam.security.loginFailures.name': 'Failed sign-ins before locking',
  'sysParam.security.loginFailures.description': 'Sign-in pauses once one account fails this many times within 15 minutes',
  'sysParam.wechat.appId.name': 'WeChat official account AppID',
  'sysParam.wechat.appId.description': 'The AppID WeChat binding uses',
  'sysParam.wechat.appSecret.name': 'WeChat official account AppSecret',
  'sysParam.wechat.appSecret.description': 'The secret WeChat binding uses',
  'sysParam.notify.pollSeconds.name': 'Message polling interval (seconds)',
  'sysParam.notify.pollSeconds.description': 'How often the navbar’s message bell asks for news',
  'sysParam.reminder.daysAhead.name': 'Days ahead of a due date',
  'sysParam.reminder.daysAhead.description': 'How many days before a date such as a contract’s expiry the people responsible are reminded',
};
