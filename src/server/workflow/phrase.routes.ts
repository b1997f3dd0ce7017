import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answer, nothing } from '../../shared/schemas/answer.schema.ts';
import { idParam } from '../../shared/schemas/input.schema.ts';
import { phrase, phraseBody, PHRASES_MAX } from '../../shared/schemas/workflow.schema.ts';
import { approvalPhrases, users } from '../db/schema.ts';
import { AppError, badInput } from '../lib/app-error.ts';
import type { RouteContext } from '../lib/route-context.ts';
import { keepSessionsOnItsRoutes } from '../plugins/session.plugin.ts';

/** Each user's common phrases for approval opinions: listed, added (at most 50, each up to 200 characters), deleted. */
export const phraseRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { db }) => {
  const tags = ['workflow'];
  keepSessionsOnItsRoutes(app);
  const columns = { id: approvalPhrases.id, text: approvalPhrases.text, createdAt: approvalPhrases.createdAt };

  app.get('/processAudit/phrases', { schema: { tags, response: { 200: answer(z.array(phrase)) } } }, async (request, reply) =>
    reply.ok(await db.select(columns).from(approvalPhrases).where(eq(approvalPhrases.userId, request.auth!.user.id)).orderBy(asc(approvalPhrases.id))),
  );

  /** A phrase the user already keeps is answered as it is. */
  app.post('/processAudit/phrases', { schema: { tags, body: phraseBody, response: { 200: answer(phrase) } } }, async (request, reply) => {
    const userId = request.auth!.user.id;
    const saved = await db.transaction(async (tx) => {
      // The user's row is the lock: two additions at once are counted one after the other.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      const [kept] = await tx
        .select(columns)
        .from(approvalPhrases)
        .where(and(eq(approvalPhrases.userId, userId), eq(approvalPhrases.text, request.body.text)));
      if (kept) return kept;
      const [{ n }] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(approvalPhrases)
        .where(eq(approvalPhrases.userId, userId));
      if (n >= PHRASES_MAX) throw badInput('text', 'workflow.phrases.tooMany', { n: PHRASES_MAX });
      const [added] = await tx.insert(approvalPhrases).values({ userId, text: request.body.text }).returning(columns);
      return added;
    });
    return reply.ok(saved, 'messages.created');
  });

  app.delete(
    '/processAudit/phrases/:id',
    { schema: { tags, params: z.object({ id: idParam }), response: { 200: answer(nothing) } } },
    async (request, reply) => {
      const removed = await db
        .delete(approvalPhrases)
        .where(and(eq(approvalPhrases.id, request.params.id), eq(approvalPhrases.userId, request.auth!.user.id)))
        .returning({ id: approvalPhrases.id });
      if (removed.length === 0) throw new AppError(404);
      return reply.ok(null, 'messages.saved');
    },
  );
};
