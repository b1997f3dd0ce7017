import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scheduledJobBody } from '../../shared/schemas/config.schema.ts';
import { idParam } from '../../shared/schemas/input.schema.ts';
import { selectRows } from '../db/database.ts';
import { jobRuns, scheduledJobs } from '../db/schema.ts';
import { AppError, badInput } from '../lib/app-error.ts';
import { refuseTaken } from '../lib/unique-value.ts';
import { isJobCode } from '../scheduler/job-handlers.ts';
import { isValidCron, runNow } from '../scheduler/scheduler.ts';
import { job, jobRun } from '../../shared/schemas/admin.schema.ts';
import { answer } from '../../shared/schemas/answer.schema.ts';
import type { RouteContext } from '../lib/route-context.ts';

const idParams = z.object({ id: idParam });

/** Scheduled tasks: their schedule, a run on demand, and the runs' history. */
export const jobRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { db }) => {
  const tags = ['job'];
  const checkJob = (body: z.infer<typeof scheduledJobBody>) => {
    if (!isJobCode(body.code)) throw badInput('code', 'errors.unknownJob');
    if (!isValidCron(body.cron)) throw badInput('cron', 'errors.badCron');
  };
  app.get('/job', { config: { permission: 'job:list' }, schema: { tags, response: { 200: answer(z.array(job)) } } }, async (_request, reply) => {
    const rows = await selectRows(
      db,
      sql`select j.*, r.started_at as last_run_at, r.success as last_success, r.duration_ms as last_duration_ms, r.error as last_error
        from scheduled_jobs j left join lateral (select * from job_runs where job_id = j.id order by started_at desc limit 1) r on true order by j.id`,
    );
    return reply.ok(rows);
  });
  app.post('/job', { config: { permission: 'job:add' }, schema: { tags, body: scheduledJobBody, response: { 200: answer(job) } } }, async (request, reply) => {
    checkJob(request.body);
    await refuseTaken(db, { id: scheduledJobs.id, field: 'code', holding: eq(scheduledJobs.code, request.body.code) });
    const [row] = await db.insert(scheduledJobs).values(request.body).returning();
    return reply.ok(row, 'messages.created');
  });
  app.put(
    '/job/:id',
    { config: { permission: 'job:update' }, schema: { tags, params: idParams, body: scheduledJobBody, response: { 200: answer(job) } } },
    async (request, reply) => {
      checkJob(request.body);
      const [row] = await db
        .update(scheduledJobs)
        .set({ ...request.body, updatedAt: new Date() })
        .where(eq(scheduledJobs.id, request.params.id))
        .returning();
      if (!row) throw new AppError(404);
      return reply.ok(row, 'messages.saved');
    },
  );
  app.post(
    '/job/:id/run',
    { config: { permission: 'job:run' }, schema: { tags, params: idParams, response: { 200: answer(jobRun) } } },
    async (request, reply) => {
      const run = await runNow(db, request.params.id);
      if (!run) throw new AppError(404);
      return reply.ok(run);
    },
  );
  app.get(
    '/job/:id/runs',
    {
      config: { permission: 'job:list' },
      schema: {
        tags,
        params: idParams,
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(500).default(50) }),
        response: { 200: answer(z.array(jobRun)) },
      },
    },
    async (request, reply) =>
      reply.ok(await db.select().from(jobRuns).where(eq(jobRuns.jobId, request.params.id)).orderBy(desc(jobRuns.startedAt)).limit(request.query.limit)),
  );
};
