import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answer, nothing, timestamp } from '../../shared/schemas/answer.schema.ts';
import { bigIdParam, idParam, pageIndex, pageLimit } from '../../shared/schemas/input.schema.ts';
import { homeCounts, TODO_KINDS, todoPage } from '../../shared/schemas/workflow.schema.ts';
import type { ProcessStatus } from '../../../flows/index.ts';
import { notifications, processCc, processInstances, processTasks, records, users } from '../db/schema.ts';
import { findModule } from '../../modules/index.ts';
import { pagePath, titleId } from '../../modules/module.types.ts';
import type { Locale } from '../../shared/i18n/languages.ts';
import { AppError } from '../lib/app-error.ts';
import { stepNameSql } from '../lib/step-names.ts';
import { translate } from '../lib/translate.ts';
import type { RouteContext } from '../lib/route-context.ts';
import { keepSessionsOnItsRoutes } from '../plugins/session.plugin.ts';
import { pageOf } from '../lib/paging.ts';
import { principalsSql } from '../lib/acting-for.ts';
import { approvalModuleKeys, descriptorOf, readableInstance } from './workflow-params.ts';
import { linkOf } from './approval-notifications.ts';
import { pagingQuery } from '../lib/paging.ts';
import { recordTitleSql } from '../engine/record-name.ts';

/** Rows name their document's module in the reader's language and link to the document's view. */
const aboutDocuments = <Row extends { module: string; recordId: number }>(locale: Locale, rows: Row[]) =>
  rows.map((row) => {
    const descriptor = findModule(row.module);
    return {
      ...row,
      moduleTitle: translate(locale, titleId({ key: row.module })),
      link: descriptor ? `${pagePath(descriptor)}/view?id=${row.recordId}` : null,
    };
  });

/** How a to-do or copy row names its document: serial number, title and applicant (its `records` and creator's `users` row joined). */
const documentNames = { serialNo: records.serialNo, title: recordTitleSql, applicantName: users.name };

/** Open to-do rows of the user and of whom they act for in each row's module (delegations, sign authorizations). */
const pendingFor = (userId: number) =>
  and(sql`${processTasks.assigneeId} in ${principalsSql(userId, sql`${processTasks.module}`)}`, eq(processTasks.status, 'open'));

/** The to-do list and its neighbours (done, mine, copied to me), the home counts and the urgent count (spec §7 push). */
export const todoRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { db }) => {
  const tags = ['workflow'];
  keepSessionsOnItsRoutes(app);

  /** The to-do list and its neighbours: pending (mine and delegated to me), done by me, my applications. */
  app.get(
    '/processAudit/processHome',
    {
      schema: {
        tags,
        querystring: z.object({
          kind: z.enum(TODO_KINDS).default('todo'),
          pageIndex,
          limit: pageLimit(100),
        }),
        response: { 200: answer(todoPage) },
      },
    },
    async (request, reply) => {
      const { kind, pageIndex, limit } = request.query;
      const userId = request.auth!.user.id;
      const where =
        kind === 'todo'
          ? pendingFor(userId)
          : kind === 'done'
            ? and(eq(processTasks.actorId, userId), inArray(processTasks.status, ['approved', 'rejected', 'transferred']))
            : undefined;
      if (kind === 'cc') {
        // Spec §3 CC: documents copied to the user, newest first, read or not.
        const where = eq(processCc.userId, userId);
        const page = await pageOf(
          db,
          request.query,
          (limit, offset) =>
            db
              .select({
                instanceId: processCc.instanceId,
                recordId: processInstances.recordId,
                module: processInstances.module,
                isRead: processCc.isRead,
                createdAt: processCc.createdAt,
                status: records.status,
                ...documentNames,
              })
              .from(processCc)
              .innerJoin(processInstances, eq(processInstances.id, processCc.instanceId))
              .innerJoin(records, eq(records.id, processInstances.recordId))
              .innerJoin(users, eq(users.id, records.creatorId))
              .where(and(where, sql`${records.deletedAt} is null`))
              .orderBy(desc(processCc.createdAt), desc(processCc.instanceId))
              .limit(limit)
              .offset(offset),
          processCc,
          where,
        );
        return reply.ok({ ...page, list: aboutDocuments(request.locale, page.list) });
      }
      if (kind === 'mine') {
        const mine = await db
          .select({
            recordId: records.id,
            module: records.module,
            serialNo: records.serialNo,
            status: records.status,
            title: recordTitleSql,
            updatedAt: records.updatedAt,
          })
          .from(records)
          .where(and(eq(records.creatorId, userId), sql`${records.deletedAt} is null`, inArray(records.module, approvalModuleKeys)))
          .orderBy(desc(records.updatedAt))
          .limit(limit)
          .offset((pageIndex - 1) * limit);
        return reply.ok({ list: aboutDocuments(request.locale, mine), pageIndex, limit });
      }
      const page = await pageOf(
        db,
        request.query,
        (limit, offset) =>
          db
            .select({
              taskId: processTasks.id,
              instanceId: processTasks.instanceId,
              recordId: processTasks.recordId,
              module: processTasks.module,
              nodeName: stepNameSql(request.locale, processTasks.nodeName, processTasks.nodeNames),
              assigneeId: processTasks.assigneeId,
              urgent: processTasks.urgent,
              status: processTasks.status,
              createdAt: processTasks.createdAt,
              completedAt: processTasks.completedAt,
              dueAt: processTasks.dueAt,
              overdue: sql<boolean>`coalesce(${processTasks.status} = 'open' and ${processTasks.dueAt} <= now(), false)`,
              refusedWith: processTasks.refusedWith,
              ...documentNames,
            })
            .from(processTasks)
            .innerJoin(records, eq(records.id, processTasks.recordId))
            .innerJoin(users, eq(users.id, records.creatorId))
            .where(where)
            .orderBy(desc(processTasks.urgent), desc(processTasks.id))
            .limit(limit)
            .offset(offset),
        processTasks,
        where,
      );
      // A to-do whose approval the system refused says why, in the reader's language.
      const list = page.list.map(({ refusedWith, ...row }) => ({
        ...row,
        refusal: refusedWith && row.status === 'open' ? translate(request.locale, refusedWith.messageId, refusedWith.values) : null,
      }));
      return reply.ok({ ...page, list: aboutDocuments(request.locale, list) });
    },
  );

  /** Opening a copied document marks the copy read. */
  app.post(
    '/processAudit/readCc/:instanceId',
    { schema: { tags, params: z.object({ instanceId: bigIdParam }), response: { 200: answer(nothing) } } },
    async (request, reply) => {
      await db
        .update(processCc)
        .set({ isRead: true })
        .where(and(eq(processCc.instanceId, request.params.instanceId), eq(processCc.userId, request.auth!.user.id)));
      return reply.ok(null);
    },
  );

  /** Home counts: pending to-dos, urgent ones among them, and my applications by status. */
  app.get('/processAudit/processHomeAll', { schema: { tags, response: { 200: answer(homeCounts) } } }, async (request, reply) => {
    const userId = request.auth!.user.id;
    const [counts] = await db
      .select({ todo: sql<number>`count(*)::int`, urgent: sql<number>`count(*) filter (where ${processTasks.urgent})::int` })
      .from(processTasks)
      .where(pendingFor(userId));
    const byStatus = await db
      .select({ status: records.status, count: sql<number>`count(*)::int` })
      .from(records)
      .where(and(eq(records.creatorId, userId), sql`${records.deletedAt} is null`, inArray(records.module, approvalModuleKeys)))
      .groupBy(records.status);
    return reply.ok({ ...counts, mine: byStatus });
  });

  /** Spec §7 push: the user's urgent to-dos, and dismissing one. */
  app.get(
    '/push/getUrgentCount',
    { schema: { tags, querystring: z.object({ userId: idParam }), response: { 200: answer(z.number()) } } },
    async (request, reply) => {
      if (request.query.userId !== request.auth!.user.id) throw new AppError(4031);
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(processTasks)
        .where(and(eq(processTasks.assigneeId, request.query.userId), eq(processTasks.status, 'open'), eq(processTasks.urgent, true)));
      return reply.ok(row.count);
    },
  );
  app.get(
    '/push/subtractUrgentCount',
    {
      config: { changesData: true },
      schema: { tags, querystring: z.object({ userId: idParam, taskId: bigIdParam.optional() }), response: { 200: answer(nothing) } },
    },
    async (request, reply) => {
      if (request.query.userId !== request.auth!.user.id) throw new AppError(4031);
      await db
        .update(processTasks)
        .set({ urgent: false })
        .where(and(eq(processTasks.assigneeId, request.query.userId), request.query.taskId ? eq(processTasks.id, request.query.taskId) : undefined));
      return reply.ok(null);
    },
  );

  /**
   * The processes the user took part in, newest first: those they applied for and those with a step assigned to them
   * or decided by them (`role`: applicant or approver), with the document and the process's status.
   */
  app.get(
    '/processAudit/processAuditList',
    {
      schema: {
        tags,
        querystring: pagingQuery.extend({ status: z.enum(PROCESS_STATUSES).optional(), module: z.enum(approvalModuleKeys).optional() }),
        response: { 200: answer(z.object({ list: z.array(z.looseObject({})), total: z.number(), pageIndex: z.number(), limit: z.number() })) },
      },
    },
    async (request, reply) => {
      const userId = request.auth!.user.id;
      const { status, module } = request.query;
      const where = and(
        sql`(${processInstances.applicantId} = ${userId} or exists (select 1 from ${processTasks} where ${processTasks.instanceId} = ${processInstances.id} and (${processTasks.assigneeId} = ${userId} or ${processTasks.actorId} = ${userId})))`,
        sql`${records.deletedAt} is null`,
        status ? eq(processInstances.status, status) : undefined,
        module ? eq(processInstances.module, module) : undefined,
      );
      const from = sql`${processInstances} join ${records} on ${records.id} = ${processInstances.recordId}`;
      const page = await pageOf(
        db,
        request.query,
        (limit, offset) =>
          db
            .select({
              instanceId: processInstances.id,
              recordId: processInstances.recordId,
              module: processInstances.module,
              status: processInstances.status,
              urgent: processInstances.urgent,
              startedAt: processInstances.startedAt,
              endedAt: processInstances.endedAt,
              applicantId: processInstances.applicantId,
              recordStatus: records.status,
              ...documentNames,
            })
            .from(processInstances)
            .innerJoin(records, eq(records.id, processInstances.recordId))
            .innerJoin(users, eq(users.id, processInstances.applicantId))
            .where(where)
            .orderBy(desc(processInstances.startedAt), desc(processInstances.id))
            .limit(limit)
            .offset(offset),
        from,
        where,
      );
      const list = page.list.map(({ applicantId, ...row }) => ({ ...row, role: applicantId === userId ? 'applicant' : 'approver' }));
      return reply.ok({ ...page, list: aboutDocuments(request.locale, list) });
    },
  );

  /**
   * Opening a document from its process marks read what told the user about it: their copy (cc) of that process and
   * their notices linking to the document. The process must be one whose document the user may read.
   */
  app.get(
    '/processAudit/readProcess',
    { config: { changesData: true }, schema: { tags, querystring: z.object({ processInstanceId: bigIdParam }), response: { 200: answer(nothing) } } },
    async (request, reply) => {
      const userId = request.auth!.user.id;
      const instance = await readableInstance(db, request.auth!, request.query.processInstanceId);
      const link = linkOf(descriptorOf(instance.module), { id: instance.recordId });
      await db.transaction(async (tx) => {
        await tx
          .update(processCc)
          .set({ isRead: true })
          .where(and(eq(processCc.instanceId, instance.id), eq(processCc.userId, userId)));
        await tx
          .update(notifications)
          .set({ isRead: true })
          .where(and(eq(notifications.userId, userId), eq(notifications.link, link)));
      });
      return reply.ok(null);
    },
  );

  /** The home page's numbers as they are now: pending to-dos, urgent ones, unread notices and unread copies. */
  app.get('/processAudit/refreshHomeNow', { schema: { tags, response: { 200: answer(homeNow) } } }, async (request, reply) => {
    const userId = request.auth!.user.id;
    const [[tasks], [notices], [copies]] = await Promise.all([
      db
        .select({ todo: sql<number>`count(*)::int`, urgent: sql<number>`count(*) filter (where ${processTasks.urgent})::int` })
        .from(processTasks)
        .where(pendingFor(userId)),
      db
        .select({ count: sql<number>`count(*)::int` })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false))),
      db
        .select({ count: sql<number>`count(*)::int` })
        .from(processCc)
        .where(and(eq(processCc.userId, userId), eq(processCc.isRead, false))),
    ]);
    return reply.ok({ ...tasks, unreadNotices: notices.count, unreadCc: copies.count, at: new Date() });
  });
};

const homeNow = z.object({ todo: z.number(), urgent: z.number(), unreadNotices: z.number(), unreadCc: z.number(), at: timestamp });
/** A process's statuses (flows/process-state.ts), for filtering the list. */
const PROCESS_STATUSES = ['running', 'completed', 'rejected', 'withdrawn', 'terminated'] as const satisfies readonly ProcessStatus[];
