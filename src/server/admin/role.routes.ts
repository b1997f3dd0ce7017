import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '../../shared/schemas/input.schema.ts';
import { postBody, postUsersBody, roleBody, roleMenusBody } from '../../shared/schemas/org.schema.ts';
import { menus, posts, roleMenus, roles, userPosts, userRoles, users } from '../db/schema.ts';
import { AppError } from '../lib/app-error.ts';
import { assertMayChangeHolders, assertMayShapeRole } from '../lib/grant.policy.ts';
import { withNameIn } from '../lib/translated-names.ts';
import { refuseUnknownIds } from './known-ids.ts';
import { holdersOf, registerUserGroup } from './user-group.ts';
import { post, role } from '../../shared/schemas/admin.schema.ts';
import { answer } from '../../shared/schemas/answer.schema.ts';
import type { RouteContext } from '../lib/route-context.ts';

const idParams = z.object({ id: idParam });

/**
 * Roles (type 1 function, 2 workflow; data scope 1-5) with their authority config (menus and button codes),
 * and posts with the users assigned to them. Changes take effect on each user's next request.
 */
export const roleRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { db }) => {
  const tags = ['role'];
  registerUserGroup(app, db, {
    name: 'role',
    table: roles,
    id: roles.id,
    code: roles.code,
    holding: { table: userRoles, user: userRoles.userId, group: userRoles.roleId },
    body: roleBody,
    row: role,
    orderBy: [asc(roles.id)],
    inUse: 'errors.roleInUse',
    // A role grants no more than its shaper holds.
    assertMayShape: (access, change) => assertMayShapeRole(db, access, { roleId: change.id, dataScope: change.values?.dataScope }),
  });
  app.get(
    '/role/:id',
    { config: { permission: 'role:list' }, schema: { tags, params: idParams, response: { 200: answer(role.extend({ menuIds: z.array(z.number()) })) } } },
    async (request, reply) => {
      const [row] = await db.select().from(roles).where(eq(roles.id, request.params.id));
      if (!row) throw new AppError(404);
      const menuIds = (await db.select({ id: roleMenus.menuId }).from(roleMenus).where(eq(roleMenus.roleId, row.id))).map((m) => m.id);
      return reply.ok({ ...withNameIn(request.locale, row), menuIds });
    },
  );
  /** Authority config: replaces the menus and buttons granted to a role. */
  app.put('/role/:id/menus', { config: { permission: 'role:update' }, schema: { tags, params: idParams, body: roleMenusBody } }, async (request, reply) => {
    const menuIds = [...new Set(request.body.menuIds)];
    await assertMayShapeRole(db, request.auth!, { roleId: request.params.id, menuIds });
    await db.transaction(async (tx) => {
      const [role] = await tx.select().from(roles).where(eq(roles.id, request.params.id)).for('update');
      if (!role) throw new AppError(404);
      await refuseUnknownIds(tx, menus, menuIds, 'menuIds');
      await tx.delete(roleMenus).where(eq(roleMenus.roleId, role.id));
      if (menuIds.length) await tx.insert(roleMenus).values(menuIds.map((menuId) => ({ roleId: role.id, menuId })));
    });
    return reply.ok(null, 'messages.saved');
  });

  const postTags = ['post'];
  const postHolding = { table: userPosts, user: userPosts.userId, group: userPosts.postId };
  registerUserGroup(app, db, {
    name: 'post',
    table: posts,
    id: posts.id,
    code: posts.code,
    holding: postHolding,
    body: postBody,
    row: post,
    orderBy: [asc(posts.sort), asc(posts.id)],
    inUse: 'errors.postInUse',
  });
  /** Spec §6 post:user — assigns users to a post (replacing the previous holders). */
  app.put(
    '/post/:id/users',
    { config: { permission: 'post:user' }, schema: { tags: postTags, params: idParams, body: postUsersBody } },
    async (request, reply) => {
      const userIds = [...new Set(request.body.userIds)];
      await db.transaction(async (tx) => {
        const [post] = await tx.select().from(posts).where(eq(posts.id, request.params.id)).for('update');
        if (!post) throw new AppError(404);
        await refuseUnknownIds(tx, users, userIds, 'userIds');
        // A post is an approver's place in the flows: whoever joins or leaves it is an account change.
        const holders = await holdersOf(tx, postHolding, post.id);
        const changed = [...userIds.filter((id) => !holders.includes(id)), ...holders.filter((id) => !userIds.includes(id))];
        await assertMayChangeHolders(tx, request.auth!, changed);
        await tx.delete(userPosts).where(eq(userPosts.postId, post.id));
        if (userIds.length) await tx.insert(userPosts).values(userIds.map((userId) => ({ userId, postId: post.id })));
      });
      return reply.ok(null, 'messages.saved');
    },
  );
};
