import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signAuthorization } from '../../shared/schemas/admin.schema.ts';
import { signAuthorizationBody } from '../../shared/schemas/config.schema.ts';
import { idParam } from '../../shared/schemas/input.schema.ts';
import { signAuthorizations, users } from '../db/schema.ts';
import { badInput } from '../lib/app-error.ts';
import { registerConfigTable } from './config-crud.ts';
import type { RouteContext } from '../lib/route-context.ts';

/** Sign authorizations: who may sign for whom, on which modules, from when to when. */
export const signRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { db }) => {
  registerConfigTable(app, db, {
    path: '/sign/auth',
    tag: 'config',
    table: signAuthorizations,
    id: signAuthorizations.id,
    permission: 'signAuth',
    body: signAuthorizationBody,
    row: signAuthorization,
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
};
