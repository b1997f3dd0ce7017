import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '../../shared/schemas/input.schema.ts';
import { MENU_TYPE } from '../../shared/schemas/auth.schema.ts';
import { offices, users } from '../db/schema.ts';
import { loadAccess } from '../lib/access.ts';
import { AppError } from '../lib/app-error.ts';
import { dataScopeCondition } from '../lib/data-scope.ts';
import { accessSimulation } from '../../shared/schemas/admin.schema.ts';
import { answer } from '../../shared/schemas/answer.schema.ts';
import type { RouteContext } from '../lib/route-context.ts';
import { visibleMenus } from './menu.routes.ts';

/**
 * The permission and data-scope simulator: what another user gets — menus, button codes, data scope in words
 * and the people their scope reaches — computed by the same code that serves that user, without signing in as them.
 */
export const accessSimulatorRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { db }) => {
  app.get(
    '/system/simulate',
    {
      config: { permission: 'simulator:list' },
      schema: { tags: ['simulator'], querystring: z.object({ userId: idParam }), response: { 200: answer(accessSimulation) } },
    },
    async (request, reply) => {
      const access = await loadAccess(db, request.query.userId);
      if (!access) throw new AppError(404);
      const menus = await visibleMenus(db, access, request.locale);
      const [office] = access.user.officeId ? await db.select().from(offices).where(eq(offices.id, access.user.officeId)) : [];
      const [company] = access.user.companyId ? await db.select().from(offices).where(eq(offices.id, access.user.companyId)) : [];
      const scope = dataScopeCondition(access, { officePath: offices.path, companyId: users.companyId, ownerId: users.id });
      const [{ reachable }] = await db
        .select({ reachable: sql<number>`count(*)::int` })
        .from(users)
        .leftJoin(offices, eq(offices.id, users.officeId))
        .where(scope);
      return reply.ok({
        user: { id: access.user.id, loginName: access.user.loginName, name: access.user.name, isAdmin: access.isAdmin, roles: access.roleCodes },
        menus: menus.filter((menu) => menu.type !== MENU_TYPE.button),
        buttons: [...access.permissions].sort(),
        dataScope: access.dataScope,
        scopeInWords: request.t(`scope.explain.${access.dataScope}`, { company: company?.name ?? '-', office: office?.name ?? '-' }),
        reachableUsers: reachable,
      });
    },
  );
};
