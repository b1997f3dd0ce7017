import { and, asc, desc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CATALOG_KINDS,
  catalogNodeBody,
  helpArticleBody,
  holidayBody,
  printTemplateBody,
  scheduledJobBody,
  signAuthorizationBody,
  systemParamBody,
  updateMessageBody,
} from '../../shared/schemas/config.schema.ts';
import { dateRange, id, idParam, isoDate } from '../../shared/schemas/input.schema.ts';
import { selectRows, type Db } from '../db/database.ts';
import {
  catalogTrees,
  helpArticles,
  holidays,
  jobRuns,
  operationLogs,
  printTemplates,
  scheduledJobs,
  signAuthorizations,
  systemParams,
  updateMessageReads,
  updateMessages,
  users,
} from '../db/schema.ts';
import { sanitizeRichText } from '../engine/rich-text.ts';
import { checkTemplate } from '../print/print.service.ts';
import { AppError, badInput } from '../lib/app-error.ts';
import { pageOf, pagingQuery } from '../lib/paging.ts';
import { isJobCode } from '../scheduler/job-handlers.ts';
import { isValidCron, runNow } from '../scheduler/scheduler.ts';
import { registerConfigTable } from './config-crud.ts';
import type { RouteContext } from './context.ts';

const idParams = z.object({ id: idParam });
/** Working days are counted one by one: a range of two years at most keeps every such call short. */
export const WORKDAY_RANGE_MAX_DAYS = 366 * 2;

/** The configuration screens of spec §1 "System configuration" that are not organisation or people. */
export const configRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { db }) => {
  registerConfigTable(app, db, {
    path: '/sysParam',
    tag: 'config',
    table: systemParams,
    id: systemParams.id,
    permission: 'sysParam',
    body: systemParamBody,
    orderBy: [asc(systemParams.category), asc(systemParams.code)],
    unique: { column: systemParams.code, field: 'code' },
    prepare: (body) => ({ ...body, updatedAt: new Date() }),
  });

  registerConfigTable(app, db, {
    path: '/sign/auth',
    tag: 'config',
    table: signAuthorizations,
    id: signAuthorizations.id,
    permission: 'signAuth',
    body: signAuthorizationBody,
    orderBy: [desc(signAuthorizations.id)],
    prepare: async (body) => {
      const found = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`${users.id} in (${body.grantorId}, ${body.signerId})`);
      if (found.length !== 2) throw badInput('signerId', 'errors.404');
      return body;
    },
  });

  registerConfigTable(app, db, {
    path: '/updateMessage',
    tag: 'config',
    table: updateMessages,
    id: updateMessages.id,
    permission: 'updateMessage',
    body: updateMessageBody,
    orderBy: [desc(updateMessages.publishedAt)],
    prepare: (body) => ({ ...body, content: sanitizeRichText(body.content) }),
  });

  registerConfigTable(app, db, {
    path: '/printTemplate',
    tag: 'config',
    table: printTemplates,
    id: printTemplates.id,
    permission: 'printTemplate',
    body: printTemplateBody,
    orderBy: [asc(printTemplates.module), asc(printTemplates.id)],
    prepare: async (body) => {
      // Unknown placeholders are refused before anything is written.
      checkTemplate(body);
      // One default per module: making this one the default clears the others.
      if (body.isDefault) await db.update(printTemplates).set({ isDefault: false }).where(eq(printTemplates.module, body.module));
      return { ...body, content: sanitizeRichText(body.content), updatedAt: new Date() };
    },
  });

  /** Spec §7 sign lists: who may sign for user `a` on module `b` today (sign authorization). */
  app.get('/sign/getSignList/:a/:b', { schema: { tags: ['config'], params: z.object({ a: idParam, b: z.string().max(60) }) } }, async (request, reply) => {
    const today = new Date().toISOString().slice(0, 10);
    const rows = await db
      .select({
        id: signAuthorizations.id,
        signerId: users.id,
        signerName: users.name,
        validFrom: signAuthorizations.validFrom,
        validTo: signAuthorizations.validTo,
      })
      .from(signAuthorizations)
      .innerJoin(users, eq(users.id, signAuthorizations.signerId))
      .where(
        and(
          eq(signAuthorizations.grantorId, request.params.a),
          eq(signAuthorizations.enabled, true),
          lte(signAuthorizations.validFrom, today),
          gte(signAuthorizations.validTo, today),
          sql`${request.params.b} = any(${signAuthorizations.modules})`,
        ),
      );
    return reply.ok(rows);
  });

  /** Release notes this user has not seen yet; reading one marks it seen (shown once after sign-in). */
  app.get('/updateMessage/unread', { schema: { tags: ['config'] } }, async (request, reply) => {
    const userId = request.auth!.user.id;
    const rows = await db
      .select({
        id: updateMessages.id,
        version: updateMessages.version,
        title: updateMessages.title,
        content: updateMessages.content,
        publishedAt: updateMessages.publishedAt,
      })
      .from(updateMessages)
      .leftJoin(updateMessageReads, and(eq(updateMessageReads.messageId, updateMessages.id), eq(updateMessageReads.userId, userId)))
      .where(isNull(updateMessageReads.userId))
      .orderBy(desc(updateMessages.publishedAt));
    return reply.ok(rows);
  });
  app.post('/updateMessage/:id/read', { schema: { tags: ['config'], params: idParams } }, async (request, reply) => {
    const [message] = await db.select({ id: updateMessages.id }).from(updateMessages).where(eq(updateMessages.id, request.params.id));
    if (!message) throw new AppError(404);
    await db.insert(updateMessageReads).values({ userId: request.auth!.user.id, messageId: request.params.id }).onConflictDoNothing();
    return reply.ok(null);
  });

  /** The operation log: every mutating call with who, what, when and result. */
  app.get(
    '/monitor/operations',
    {
      config: { permission: 'monitor:list' },
      schema: {
        tags: ['monitor'],
        querystring: pagingQuery.extend({ loginName: z.string().trim().max(60).optional() }),
      },
    },
    async (request, reply) => {
      const where = request.query.loginName ? eq(operationLogs.loginName, request.query.loginName) : undefined;
      const page = await pageOf(
        db,
        request.query,
        (limit, offset) => db.select().from(operationLogs).where(where).orderBy(desc(operationLogs.id)).limit(limit).offset(offset),
        operationLogs,
        where,
      );
      return reply.ok(page);
    },
  );

  registerJobRoutes();
  registerHolidayRoutes();
  registerCatalogTreeRoutes();
  registerHelpRoutes();

  function registerJobRoutes() {
    const tags = ['job'];
    const checkJob = (body: z.infer<typeof scheduledJobBody>) => {
      if (!isJobCode(body.code)) throw badInput('code', 'errors.unknownJob');
      if (!isValidCron(body.cron)) throw badInput('cron', 'errors.badCron');
    };
    app.get('/job', { config: { permission: 'job:list' }, schema: { tags } }, async (_request, reply) => {
      const rows = await selectRows(
        db,
        sql`select j.*, r.started_at as last_run_at, r.success as last_success, r.duration_ms as last_duration_ms, r.error as last_error
          from scheduled_jobs j left join lateral (select * from job_runs where job_id = j.id order by started_at desc limit 1) r on true order by j.id`,
      );
      return reply.ok(rows);
    });
    app.post('/job', { config: { permission: 'job:add' }, schema: { tags, body: scheduledJobBody } }, async (request, reply) => {
      checkJob(request.body);
      const [taken] = await db.select().from(scheduledJobs).where(eq(scheduledJobs.code, request.body.code));
      if (taken) throw badInput('code', 'errors.codeTaken');
      const [row] = await db.insert(scheduledJobs).values(request.body).returning();
      return reply.ok(row, 'messages.created');
    });
    app.put('/job/:id', { config: { permission: 'job:update' }, schema: { tags, params: idParams, body: scheduledJobBody } }, async (request, reply) => {
      checkJob(request.body);
      const [row] = await db
        .update(scheduledJobs)
        .set({ ...request.body, updatedAt: new Date() })
        .where(eq(scheduledJobs.id, request.params.id))
        .returning();
      if (!row) throw new AppError(404);
      return reply.ok(row, 'messages.saved');
    });
    app.post('/job/:id/run', { config: { permission: 'job:run' }, schema: { tags, params: idParams } }, async (request, reply) => {
      const run = await runNow(db, request.params.id);
      if (!run) throw new AppError(404);
      return reply.ok(run);
    });
    app.get(
      '/job/:id/runs',
      {
        config: { permission: 'job:list' },
        schema: { tags, params: idParams, querystring: z.object({ limit: z.coerce.number().int().min(1).max(500).default(50) }) },
      },
      async (request, reply) =>
        reply.ok(await db.select().from(jobRuns).where(eq(jobRuns.jobId, request.params.id)).orderBy(desc(jobRuns.startedAt)).limit(request.query.limit)),
    );
  }

  function registerHolidayRoutes() {
    const tags = ['holiday'];
    app.get('/holiday', { schema: { tags, querystring: z.object({ year: z.coerce.number().int().min(1970).max(2200) }) } }, async (request, reply) =>
      reply.ok(
        await db
          .select()
          .from(holidays)
          .where(and(gte(holidays.day, `${request.query.year}-01-01`), lte(holidays.day, `${request.query.year}-12-31`)))
          .orderBy(asc(holidays.day)),
      ),
    );
    app.put('/holiday', { config: { permission: 'holiday:update' }, schema: { tags, body: holidayBody } }, async (request, reply) => {
      await db
        .insert(holidays)
        .values(request.body)
        .onConflictDoUpdate({ target: holidays.day, set: { name: request.body.name, isWorkday: request.body.isWorkday } });
      return reply.ok(null, 'messages.saved');
    });
    app.delete('/holiday/:day', { config: { permission: 'holiday:update' }, schema: { tags, params: z.object({ day: isoDate }) } }, async (request, reply) => {
      await db.delete(holidays).where(eq(holidays.day, request.params.day));
      return reply.ok(null, 'messages.saved');
    });
    /** Working days from `from` to `to` inclusive: weekdays that are not holidays, plus make-up working days. */
    app.get(
      '/holiday/workdays',
      { schema: { tags, querystring: z.object({ from: isoDate, to: isoDate }).superRefine(dateRange('from', 'to', WORKDAY_RANGE_MAX_DAYS)) } },
      async (request, reply) => {
        const { from, to } = request.query;
        return reply.ok({ from, to, workdays: await workingDays(db, from, to) });
      },
    );
  }

  function registerCatalogTreeRoutes() {
    const kindParams = z.object({ kind: z.enum(CATALOG_KINDS) });
    const tags = ['catalog'];
    const code = (action: string) => ({ permission: (request: FastifyRequest) => `${(request.params as { kind: string }).kind}:${action}` });
    app.get('/catalog/:kind/tree', { schema: { tags, params: kindParams } }, async (request, reply) => {
      const rows = await db.select().from(catalogTrees).where(eq(catalogTrees.kind, request.params.kind)).orderBy(asc(catalogTrees.sort), asc(catalogTrees.id));
      return reply.ok(buildTree(rows));
    });
    app.post('/catalog/:kind', { config: code('add'), schema: { tags, params: kindParams, body: catalogNodeBody } }, async (request, reply) => {
      const { kind } = request.params;
      const body = request.body;
      const row = await db.transaction(async (tx) => {
        const parent = body.parentId
          ? (
              await tx
                .select()
                .from(catalogTrees)
                .where(and(eq(catalogTrees.id, body.parentId), eq(catalogTrees.kind, kind)))
            )[0]
          : undefined;
        if (body.parentId && !parent) throw badInput('parentId', 'errors.404');
        const [taken] = await tx
          .select()
          .from(catalogTrees)
          .where(and(eq(catalogTrees.kind, kind), eq(catalogTrees.code, body.code)));
        if (taken) throw badInput('code', 'errors.codeTaken');
        const [created] = await tx
          .insert(catalogTrees)
          .values({ ...body, kind })
          .returning();
        const [withPath] = await tx
          .update(catalogTrees)
          .set({ path: `${parent?.path ?? '/'}${created.id}/` })
          .where(eq(catalogTrees.id, created.id))
          .returning();
        return withPath;
      });
      return reply.ok(row, 'messages.created');
    });
    app.put(
      '/catalog/:kind/:id',
      {
        config: code('update'),
        schema: { tags, params: kindParams.extend({ id: idParam }), body: catalogNodeBody.omit({ parentId: true }) },
      },
      async (request, reply) => {
        const [row] = await db
          .update(catalogTrees)
          .set(request.body)
          .where(and(eq(catalogTrees.id, request.params.id), eq(catalogTrees.kind, request.params.kind)))
          .returning();
        if (!row) throw new AppError(404);
        return reply.ok(row, 'messages.saved');
      },
    );
    app.delete('/catalog/:kind/:id', { config: code('del'), schema: { tags, params: kindParams.extend({ id: idParam }) } }, async (request, reply) => {
      const [row] = await db
        .select()
        .from(catalogTrees)
        .where(and(eq(catalogTrees.id, request.params.id), eq(catalogTrees.kind, request.params.kind)));
      if (!row) throw new AppError(404);
      const [child] = await db.select().from(catalogTrees).where(eq(catalogTrees.parentId, row.id)).limit(1);
      if (child) throw badInput('id', 'errors.menuHasChildren');
      await db.delete(catalogTrees).where(eq(catalogTrees.id, row.id));
      return reply.ok(null, 'messages.saved');
    });
  }

  function registerHelpRoutes() {
    const tags = ['help'];
    const values = (body: z.infer<typeof helpArticleBody>) => ({ ...body, content: sanitizeRichText(body.content), updatedAt: new Date() });
    app.post(
      '/helpcenter',
      {
        config: { permission: ['helpcenter:add', 'helpcenter:update'] },
        schema: { tags, body: helpArticleBody.extend({ id: id.optional() }) },
      },
      async (request, reply) => {
        const { id, ...body } = request.body;
        if (body.parentId && !(await db.select().from(helpArticles).where(eq(helpArticles.id, body.parentId)))[0]) throw badInput('parentId', 'errors.404');
        const [taken] = await db.select().from(helpArticles).where(eq(helpArticles.code, body.code));
        if (taken && taken.id !== id) throw badInput('code', 'errors.codeTaken');
        if (id) {
          const [row] = await db.update(helpArticles).set(values(body)).where(eq(helpArticles.id, id)).returning();
          if (!row) throw new AppError(404);
          return reply.ok(row, 'messages.saved');
        }
        const [row] = await db.insert(helpArticles).values(values(body)).returning();
        return reply.ok(row, 'messages.created');
      },
    );
    app.delete('/helpcenter/:id', { config: { permission: 'helpcenter:del' }, schema: { tags, params: idParams } }, async (request, reply) => {
      const [child] = await db.select().from(helpArticles).where(eq(helpArticles.parentId, request.params.id)).limit(1);
      if (child) throw badInput('id', 'errors.menuHasChildren');
      await db.delete(helpArticles).where(eq(helpArticles.id, request.params.id));
      return reply.ok(null, 'messages.saved');
    });
  }
};

type TreeRow = typeof catalogTrees.$inferSelect;
function buildTree(rows: TreeRow[]) {
  type Node = TreeRow & { children: Node[] };
  const nodes = new Map<number, Node>(rows.map((row) => [row.id, { ...row, children: [] }]));
  const roots: Node[] = [];
  for (const node of nodes.values()) (node.parentId && nodes.get(node.parentId) ? nodes.get(node.parentId)!.children : roots).push(node);
  return roots;
}

/** Working days between two dates inclusive, by the holiday calendar: the calculation HR uses for leave. */
export async function workingDays(db: Db, from: string, to: string): Promise<number> {
  const marked = new Map(
    (
      await db
        .select()
        .from(holidays)
        .where(and(gte(holidays.day, from), lte(holidays.day, to)))
    ).map((day) => [day.day, day.isWorkday]),
  );
  let count = 0;
  for (let day = new Date(`${from}T00:00:00Z`); day <= new Date(`${to}T00:00:00Z`); day.setUTCDate(day.getUTCDate() + 1)) {
    const iso = day.toISOString().slice(0, 10);
    const weekend = day.getUTCDay() === 0 || day.getUTCDay() === 6;
    const worked = marked.has(iso) ? marked.get(iso)! : !weekend;
    if (worked) count++;
  }
  return count;
}
