import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answer, nothing } from '../../shared/schemas/answer.schema.ts';
import { dateRange, id, idParam, isoDate } from '../../shared/schemas/input.schema.ts';
import { delegationRow } from '../../shared/schemas/workflow.schema.ts';
import { delegations, users } from '../db/schema.ts';
import { AppError, badInput } from '../lib/app-error.ts';
import type { RouteContext } from '../lib/route-context.ts';
import { keepSessionsOnItsRoutes } from '../plugins/session.plugin.ts';
import { approvalModuleKeys } from './workflow-params.ts';

/**
 * The user's delegations of their approvals, in every module or the ones listed: listed (theirs and those made to
 * them), created, ended (it stays listed, no longer in force) and deleted by their owner. lib/acting-for.ts says who
 * then acts for whom.
 */
export const delegationRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { db }) => {
  const tags = ['workflow'];
  keepSessionsOnItsRoutes(app);

  /** Delegation of one's approvals to another user for a date range, in the modules listed (none: all). */
  const delegationBody = z
    .object({
      toUserId: id,
      startsOn: isoDate,
      endsOn: isoDate,
      modules: z.array(z.enum(approvalModuleKeys)).max(100).default([]),
    })
    .superRefine(dateRange('startsOn', 'endsOn'));
  /** The caller's delegations and those made to them; `all=true` by an administrator: everyone's. */
  app.get(
    '/delegation',
    { schema: { tags, querystring: z.object({ all: z.enum(['true', 'false']).optional() }), response: { 200: answer(z.array(delegationRow)) } } },
    async (request, reply) => {
      const userId = request.auth!.user.id;
      const everyone = request.query.all === 'true' && request.auth!.isAdmin;
      return reply.ok(
        await db
          .select()
          .from(delegations)
          .where(everyone ? undefined : sql`${delegations.fromUserId} = ${userId} or ${delegations.toUserId} = ${userId}`)
          .orderBy(desc(delegations.id)),
      );
    },
  );
  /** Its owner ends or deletes a delegation; an administrator any. */
  const owned = (id: number, access: { user: { id: number }; isAdmin: boolean }) =>
    access.isAdmin ? eq(delegations.id, id) : and(eq(delegations.id, id), eq(delegations.fromUserId, access.user.id));
  app.post('/delegation', { schema: { tags, body: delegationBody, response: { 200: answer(delegationRow) } } }, async (request, reply) => {
    const userId = request.auth!.user.id;
    if (request.body.toUserId === userId) throw badInput('toUserId', 'errors.selfDelegation');
    const [target] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, request.body.toUserId), eq(users.enabled, true)));
    if (!target) throw badInput('toUserId', 'errors.404');
    const [row] = await db
      .insert(delegations)
      .values({ fromUserId: userId, ...request.body })
      .returning();
    return reply.ok(row, 'messages.created');
  });
  app.post('/delegation/:id/end', { schema: { tags, params: z.object({ id: idParam }), response: { 200: answer(delegationRow) } } }, async (request, reply) => {
    const [ended] = await db.update(delegations).set({ enabled: false }).where(owned(request.params.id, request.auth!)).returning();
    if (!ended) throw new AppError(404);
    return reply.ok(ended, 'messages.saved');
  });
  app.delete('/delegation/:id', { schema: { tags, params: z.object({ id: idParam }), response: { 200: answer(nothing) } } }, async (request, reply) => {
    const removed = await db.delete(delegations).where(owned(request.params.id, request.auth!)).returning();
    if (removed.length === 0) throw new AppError(404);
    return reply.ok(null, 'messages.saved');
  });
};
