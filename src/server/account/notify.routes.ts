import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '../../shared/schemas/input.schema.ts';
import { notifications } from '../db/schema.ts';
import { answer } from '../../shared/schemas/answer.schema.ts';
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
};
