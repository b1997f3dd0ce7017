import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { updateMessage } from '../../shared/schemas/admin.schema.ts';
import { answer, nothing } from '../../shared/schemas/answer.schema.ts';
import { updateMessageBody } from '../../shared/schemas/config.schema.ts';
import { idParam } from '../../shared/schemas/input.schema.ts';
import { updateMessageReads, updateMessages } from '../db/schema.ts';
import { sanitizeRichText } from '../engine/rich-text.ts';
import { AppError } from '../lib/app-error.ts';
import { registerConfigTable } from '../lib/config-crud.ts';
import type { RouteContext } from '../lib/route-context.ts';

const idParams = z.object({ id: idParam });

/** Release notes: written by administrators, shown once to each user after sign-in. */
export const updateMessageRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { db }) => {
  registerConfigTable(app, db, {
    path: '/updateMessage',
    tag: 'config',
    table: updateMessages,
    id: updateMessages.id,
    permission: 'updateMessage',
    body: updateMessageBody,
    row: updateMessage,
    orderBy: [desc(updateMessages.publishedAt)],
    prepare: (body) => ({ ...body, content: sanitizeRichText(body.content) }),
  });

  /** Release notes this user has not seen yet; reading one marks it seen (shown once after sign-in). */
  app.get('/updateMessage/unread', { schema: { tags: ['config'], response: { 200: answer(z.array(updateMessage)) } } }, async (request, reply) => {
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
  app.post('/updateMessage/:id/read', { schema: { tags: ['config'], params: idParams, response: { 200: answer(nothing) } } }, async (request, reply) => {
    const [message] = await db.select({ id: updateMessages.id }).from(updateMessages).where(eq(updateMessages.id, request.params.id));
    if (!message) throw new AppError(404);
    await db.insert(updateMessageReads).values({ userId: request.auth!.user.id, messageId: request.params.id }).onConflictDoNothing();
    return reply.ok(null);
  });
};
