import type { Db } from '../db/database.ts';
import { scheduledJobs, systemParams } from '../db/schema.ts';
import { DEFAULT_JOBS } from '../scheduler/job-handlers.ts';
import { translate } from '../lib/translate.ts';

/** System parameters the code reads, with their defaults; admins change the values. Category per spec §9 (0-11). */
export const DEFAULT_PARAMS = (
  [
    { code: 'approvalThreshold', value: '5000', category: 2 },
    { code: 'security.loginFailures', value: '5', category: 1 },
    { code: 'wechat.appId', value: '', category: 11 },
    { code: 'wechat.appSecret', value: '', category: 11 },
    { code: 'notify.pollSeconds', value: '120', category: 10 },
    { code: 'reminder.daysAhead', value: '30', category: 10 },
  ] as const
).map((param) => ({
  ...param,
  // Stored in Chinese, the source text; readers see the catalogue's text in their language (sys-param.routes.ts).
  name: translate('zh', `sysParam.${param.code}.name`),
  description: translate('zh', `sysParam.${param.code}.description`),
}));

/** Adds the parameters and scheduled tasks the code declares; values admins changed are kept. */
export async function syncConfiguration(db: Db) {
  await db.insert(systemParams).values(DEFAULT_PARAMS).onConflictDoNothing();
  await db.insert(scheduledJobs).values(DEFAULT_JOBS).onConflictDoNothing();
}
