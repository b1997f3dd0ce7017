import type { Db } from '../db/database.ts';
import { scheduledJobs, systemParams } from '../db/schema.ts';
import { DEFAULT_JOBS } from '../scheduler/job-handlers.ts';

/** System parameters the code reads, with their defaults; admins change the values. Category per spec §9 (0-11). */
export const DEFAULT_PARAMS = [
  { code: 'approvalThreshold', name: '总经理审批金额阈值(元)', value: '5000', category: 2, description: '报销等申请金额超过此值时需总经理审批' },
  { code: 'security.loginFailures', name: '登录失败锁定次数', value: '5', category: 1, description: '15 分钟内同一账号失败次数达到此值后暂停登录' },
  { code: 'wechat.appId', name: '微信公众号 AppID', value: '', category: 11, description: '微信绑定使用的 AppID' },
  { code: 'wechat.appSecret', name: '微信公众号 AppSecret', value: '', category: 11, description: '微信绑定使用的密钥' },
  { code: 'notify.pollSeconds', name: '消息轮询间隔(秒)', value: '120', category: 10, description: '导航栏消息铃铛的轮询间隔' },
];

/** Adds the parameters and scheduled tasks the code declares; values admins changed are kept. */
export async function syncConfiguration(db: Db) {
  await db.insert(systemParams).values(DEFAULT_PARAMS).onConflictDoNothing();
  await db.insert(scheduledJobs).values(DEFAULT_JOBS).onConflictDoNothing();
}
