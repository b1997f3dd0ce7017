import { randomUUID } from 'node:crypto';
import { CronExpressionParser } from 'cron-parser';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { jobRuns, scheduledJobs } from '../db/schema.ts';
import { jobDuration, jobRuns as jobRunCount } from '../metrics/metrics.ts';
import { isJobCode, JOB_HANDLERS } from './job-handlers.ts';

/** How often each instance looks for due ticks; a tick runs within this long of its time. */
const POLL_MS = Number(process.env.SCHEDULER_POLL_MS ?? 15_000);

/** Which process ran a job: instances are told apart in the run log. */
export const INSTANCE_ID = `${process.pid}-${randomUUID().slice(0, 8)}`;

/** The most recent time at or before `now` that a cron expression names, or null if it is invalid. */
export function latestTick(cron: string, now: Date): Date | null {
  try {
    return CronExpressionParser.parse(cron, { currentDate: new Date(now.getTime() + 1), tz: process.env.TZ ?? 'UTC' })
      .prev()
      .toDate();
  } catch {
    return null;
  }
}

export function isValidCron(cron: string): boolean {
  return latestTick(cron, new Date()) !== null && cron.trim().split(/\s+/).length === 5;
}

/**
 * Runs each enabled job once per tick of its cron expression. Any number of instances may run this loop:
 * each tries to insert the (job, tick) run row and only the one whose insert succeeds runs the job.
 * Only the latest due tick is run, so a stopped system does not replay every missed tick when it starts.
 */
export async function runDueJobs(db: Db, now = new Date()): Promise<number> {
  const jobs = await db.select().from(scheduledJobs).where(eq(scheduledJobs.enabled, true));
  let ran = 0;
  for (const job of jobs) {
    const tick = latestTick(job.cron, now);
    // A tick older than two polls was missed while every instance was down: skip it.
    if (!tick || now.getTime() - tick.getTime() > 2 * POLL_MS + 60_000) continue;
    const claimed = await db.insert(jobRuns).values({ jobId: job.id, tick, instance: INSTANCE_ID }).onConflictDoNothing().returning({ id: jobRuns.id });
    if (claimed.length === 0) continue;
    await execute(db, job.code, claimed[0].id);
    ran++;
  }
  return ran;
}

/** Runs a job now, outside its schedule ("run now"), and answers its run row. */
export async function runNow(db: Db, jobId: number) {
  const [job] = await db.select().from(scheduledJobs).where(eq(scheduledJobs.id, jobId));
  if (!job) return null;
  const [run] = await db.insert(jobRuns).values({ jobId, tick: new Date(), manual: true, instance: INSTANCE_ID }).returning({ id: jobRuns.id });
  await execute(db, job.code, run.id);
  return (await db.select().from(jobRuns).where(eq(jobRuns.id, run.id)))[0];
}

async function execute(db: Db, code: string, runId: number) {
  const started = performance.now();
  let error: string | null = null;
  try {
    if (!isJobCode(code)) throw new Error(`no handler for ${code}`);
    await JOB_HANDLERS[code](db);
  } catch (caught) {
    error = caught instanceof Error ? caught.message : String(caught);
  }
  const seconds = (performance.now() - started) / 1000;
  // An unknown code is one row of the job table, not a code of ours: its runs are counted under one label.
  const job = isJobCode(code) ? code : 'unknown';
  jobRunCount.inc({ job, outcome: error === null ? 'done' : 'failed' });
  jobDuration.observe({ job }, seconds);
  await db
    .update(jobRuns)
    .set({ finishedAt: new Date(), durationMs: Math.round(seconds * 1000), success: error === null, error })
    .where(eq(jobRuns.id, runId));
}

/** Starts the polling loop of this instance; the returned function stops it and waits for the jobs under way. */
export function startScheduler(db: Db, log: (error: unknown) => void): () => Promise<void> {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> = Promise.resolve();
  const loop = () => {
    if (stopped) return;
    current = runDueJobs(db)
      .then(() => undefined, log)
      .finally(() => {
        if (!stopped) timer = setTimeout(loop, POLL_MS);
      });
  };
  timer = setTimeout(loop, 1_000);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await current;
  };
}
