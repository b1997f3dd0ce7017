import { desc, eq, gt, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { offices, sessions, users } from '../db/schema.ts';
import type { RouteContext } from './context.ts';

/** Online sessions (system monitoring): who is signed in, and force sign-out. */
export const monitorRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { db }) => {
  app.get('/monitor/online', { config: { permission: 'online:list' }, schema: { tags: ['monitor'] } }, async (_request, reply) => {
    const rows = await db
      .select({
        sid: sessions.id,
        userId: users.id,
        loginName: users.loginName,
        name: users.name,
        officeName: offices.name,
        ip: sessions.ip,
        userAgent: sessions.userAgent,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(offices, eq(offices.id, users.officeId))
      .where(gt(sessions.expiresAt, sql`now()`))
      .orderBy(desc(sessions.lastSeenAt));
    return reply.ok(rows);
  });

  app.delete(
    '/monitor/online/:sid',
    { config: { permission: 'online:forceLogout' }, schema: { tags: ['monitor'], params: z.object({ sid: z.uuid() }) } },
    async (request, reply) => {
      await db.delete(sessions).where(eq(sessions.id, request.params.sid));
      return reply.ok(null);
    },
  );
};
