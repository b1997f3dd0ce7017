import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { id, idParam } from '../../shared/schemas/input.schema.ts';
import { notifications } from '../db/schema.ts';
import { answer, nothing } from '../../shared/schemas/answer.schema.ts';
import { AppError } from '../lib/app-error.ts';
import { pageOf, pagingQuery } from '../lib/paging.ts';
import { notification } from '../../shared/schemas/auth.schema.ts';
import type { RouteContext } from '../lib/route-context.ts';
import { translate } from '../lib/translate.ts';
import type { Locale } from '../../shared/i18n/languages.ts';

/**
 * An approval notice is stored as a catalogue id with values, the module among them by its title's catalogue id
 * (workflow/approval-notifications.ts). The client has a module's labels only once a screen of it has loaded, so
 * such values reach the reader already in their language; the client words the rest. Other content is as typed.
 */
function withValuesInLanguage(locale: Locale, content: string): string {
  if (!content.startsWith('{')) return content;
  try {
    const stored = JSON.parse(content) as { id?: unknown; values?: Record<string, unknown> };
    if (typeof stored.id !== 'string' || !stored.values) return content;
    const values = Object.entries(stored.values).map(([key, value]) => [key, typeof value === 'string' ? translate(locale, value) : value]);
    return JSON.stringify({ ...stored, values: Object.fromEntries(values) });
  } catch {
    // plain text that happens to start with a brace
    return content;
  }
}

/** Spec §4 Notifications: the bell polls the unread list; showing one marks it read. */
export const notifyRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { db }) => {
  app.get(
    '/processAudit/notifyList',
    { schema: { tags: ['notify'], querystring: z.object({ unread: z.enum(['0', '1']).optional() }), response: { 200: answer(z.array(notification)) } } },
    async (request, reply) => {
      const userId = request.auth!.user.id;
      const where = request.query.unread === '0' ? eq(notifications.userId, userId) : and(eq(notifications.userId, userId), eq(notifications.isRead, false));
      const rows = await db.select().from(notifications).where(where).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(100);
      return reply.ok(rows.map((row) => ({ ...row, content: withValuesInLanguage(request.locale, row.content) })));
    },
  );

  app.get(
    '/processAudit/readNotify',
    { config: { changesData: true }, schema: { tags: ['notify'], querystring: z.object({ id: idParam }) } },
    async (request, reply) => {
      await db
        .update(notifications)
        .set({ isRead: true })
        .where(and(eq(notifications.id, request.query.id), eq(notifications.userId, request.auth!.user.id)));
      return reply.ok(null);
    },
  );

  const inLanguage = (locale: Locale, row: typeof notifications.$inferSelect) => ({ ...row, content: withValuesInLanguage(locale, row.content) });

  /** The bell's counts for the home page: every notice of the user, the unread ones, and the unread by type. */
  app.get('/processAudit/notifyHomeAll', { schema: { tags: ['notify'], response: { 200: answer(notifyCounts) } } }, async (request, reply) => {
    const rows = await db
      .select({ type: notifications.type, total: sql<number>`count(*)::int`, unread: sql<number>`count(*) filter (where not ${notifications.isRead})::int` })
      .from(notifications)
      .where(eq(notifications.userId, request.auth!.user.id))
      .groupBy(notifications.type)
      .orderBy(notifications.type);
    return reply.ok({
      total: rows.reduce((sum, row) => sum + row.total, 0),
      unread: rows.reduce((sum, row) => sum + row.unread, 0),
      byType: rows.map(({ type, unread }) => ({ type, unread })),
    });
  });

  /** Every notice of the user, read or not, newest first, a page at a time (`unread=1`: the unread ones only). */
  app.get(
    '/processAudit/notifyHomeAlls',
    {
      schema: {
        tags: ['notify'],
        querystring: pagingQuery.extend({ unread: z.enum(['0', '1']).optional(), type: z.coerce.number().int().min(0).max(99).optional() }),
        response: { 200: answer(z.object({ list: z.array(notification), total: z.number(), pageIndex: z.number(), limit: z.number() })) },
      },
    },
    async (request, reply) => {
      const { unread, type } = request.query;
      const where = and(
        eq(notifications.userId, request.auth!.user.id),
        unread === '1' ? eq(notifications.isRead, false) : undefined,
        type === undefined ? undefined : eq(notifications.type, type),
      );
      const page = await pageOf(
        db,
        request.query,
        (limit, offset) =>
          db.select().from(notifications).where(where).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(limit).offset(offset),
        notifications,
        where,
      );
      return reply.ok({ ...page, list: page.list.map((row) => inLanguage(request.locale, row)) });
    },
  );

  /** One notice of the user's own; showing it marks it read (spec §4 Notifications). Another user's is not found. */
  app.get(
    '/processAudit/getNotifyInfo/:id',
    { config: { changesData: true }, schema: { tags: ['notify'], params: z.object({ id: idParam }), response: { 200: answer(notification) } } },
    async (request, reply) => {
      const [row] = await db
        .update(notifications)
        .set({ isRead: true })
        .where(and(eq(notifications.id, request.params.id), eq(notifications.userId, request.auth!.user.id)))
        .returning();
      if (!row) throw new AppError(404);
      return reply.ok(inLanguage(request.locale, row));
    },
  );

  /** Deletes notices of the user's own (`ids`); when one of them is not theirs (or gone) nothing is deleted. */
  app.post(
    '/processAudit/delUserPush',
    { schema: { tags: ['notify'], body: z.object({ ids: z.array(id).min(1).max(500) }), response: { 200: answer(nothing) } } },
    async (request, reply) => {
      const ids = [...new Set(request.body.ids)];
      await db.transaction(async (tx) => {
        const removed = await tx
          .delete(notifications)
          .where(and(inArray(notifications.id, ids), eq(notifications.userId, request.auth!.user.id)))
          .returning({ id: notifications.id });
        if (removed.length !== ids.length) throw new AppError(404);
      });
      return reply.ok(null, 'messages.saved');
    },
  );
};

const notifyCounts = z.object({ total: z.number(), unread: z.number(), byType: z.array(z.object({ type: z.number(), unread: z.number() })) });
