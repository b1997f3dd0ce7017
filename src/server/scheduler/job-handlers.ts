import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { jobRuns, loginAttempts, operationLogs, repTokens, sessions } from '../db/schema.ts';
import { sendDateReminders } from '../engine/date-reminders.ts';
import { removeUnusedUploads } from '../engine/record-files.ts';
import { scheduledBackup } from '../ops/backup.ts';
import { actOnDeadlines } from '../workflow/deadlines.ts';
import { applyDueMoves } from '../people/reassign.ts';

/** What a scheduled task can run: handlers are code; admins choose when (cron) and whether (enabled). */
export const JOB_HANDLERS = {
  /** Ends expired sessions and their repetition tokens. */
  cleanSessions: async (db: Db) => {
    await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
    await db.delete(repTokens).where(lt(repTokens.createdAt, sql`now() - interval '1 day'`));
  },
  /** Keeps the sign-in log, the operation log and the run log to 180 days. */
  pruneLogs: async (db: Db) => {
    await db.delete(loginAttempts).where(lt(loginAttempts.at, sql`now() - interval '180 days'`));
    await db.delete(operationLogs).where(lt(operationLogs.at, sql`now() - interval '180 days'`));
    await db.delete(jobRuns).where(lt(jobRuns.startedAt, sql`now() - interval '180 days'`));
  },
  /** Removes uploads nobody used within a day: never saved with a record, never sent with an opinion (engine/record-files.ts). */
  removeUnusedUploads,
  /** Does nothing but leave a run row: shows that the scheduler is alive. */
  heartbeat: async () => {},
  /** Acts on approval steps past their time limit: reminds, approves, rejects or escalates (workflow/deadlines.ts). */
  approvalDeadlines: actOnDeadlines,
  /** Reminds people of the dates records carry, ahead of them (a contract's expiry; engine/date-reminders.ts). */
  dateReminders: sendDateReminders,
  /** Makes signed transfers and grade changes take effect on their day (people/reassign.ts). */
  peopleMoves: applyDueMoves,
  /** Backs up the database and the uploaded files into BACKUP_DIR, keeping the newest BACKUP_KEEP (ops/backup.ts). */
  backup: scheduledBackup,
} satisfies Record<string, (db: Db) => Promise<void>>;

export type JobCode = keyof typeof JOB_HANDLERS;
export const JOB_CODES = Object.keys(JOB_HANDLERS) as JobCode[];
export const isJobCode = (code: string): code is JobCode => code in JOB_HANDLERS;

/** The jobs seeded at first start, by code: name and cron. */
export const DEFAULT_JOBS: { code: JobCode; name: string; cron: string; enabled: boolean }[] = [
  { code: 'cleanSessions', name: '清理过期会话', cron: '*/10 * * * *', enabled: true },
  { code: 'pruneLogs', name: '清理过期日志', cron: '30 3 * * *', enabled: true },
  { code: 'removeUnusedUploads', name: '清理未使用的上传', cron: '45 3 * * *', enabled: true },
  { code: 'heartbeat', name: '心跳', cron: '* * * * *', enabled: false },
  { code: 'approvalDeadlines', name: '审批时限', cron: '* * * * *', enabled: true },
  { code: 'dateReminders', name: '到期提醒', cron: '0 8 * * *', enabled: true },
  { code: 'backup', name: '每日备份', cron: '0 2 * * *', enabled: true },
  { code: 'peopleMoves', name: '人事调动生效', cron: '5 0 * * *', enabled: true },
];
