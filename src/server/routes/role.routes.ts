import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { id, idParam } from '../../shared/schemas/input.schema.ts';
import { postBody, postUsersBody, roleBody, roleMenusBody } from '../../shared/schemas/org.schema.ts';
import { menus, posts, roleMenus, roles, userPosts, userRoles, users } from '../db/schema.ts';
import { AppError, badInput } from '../lib/app-error.ts';
import { refuseTaken } from '../lib/unique-value.ts';
import { assertMayChangeGroup, assertMayChangeHolders, assertMayShapeRole } from '../lib/grant.policy.ts';
import { post, role } from '../../shared/schemas/admin.schema.ts';
import { answer, nothing } from '../../shared/schemas/answer.schema.ts';
import type { RouteContext } from '../lib/route-context.ts';

const idParams = z.object({ id: idParam });

/**
 * Roles (type 1 function, 2 workflow; data scope 1-5) with their authority config (menus and button codes),
 * and posts with the users assigned to them. Changes take effect on each user's next request.
 */
export const roleRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { db }) => {
  const tags = ['role'];
  app.get(
    '/role',
    { config: { permission: ['role:list', 'user:add', 'user:update'] }, schema: { tags, response: { 200: answer(z.array(role)) } } },
    async (_request, reply) => reply.ok(await db.select().from(roles).orderBy(asc(roles.id))),
  );
  app.get('/role/:id', { config: { permission: 'role:list' }, schema: { tags, params: idParams } }, async (request, reply) => {
    const [row] = await db.select().from(roles).where(eq(roles.id, request.params.id));
    if (!row) throw new AppError(404);
    const menuIds = (await db.select({ id: roleMenus.menuId }).from(roleMenus).where(eq(roleMenus.roleId, row.id))).map((m) => m.id);
    return reply.ok({ ...row, menuIds });
  });
  app.post('/role', { config: { permission: 'role:add' }, schema: { tags, body: roleBody, response: { 200: answer(role) } } }, async (request, reply) => {
    const { id: _ignored, ...values } = request.body;
    await assertMayShapeRole(db, request.auth!, { dataScope: values.dataScope });
    await refuseTaken(db, { id: roles.id, field: 'code', holding: eq(roles.code, values.code) });
    const [row] = await db.insert(roles).values(values).returning();
    return reply.ok(row, 'messages.created');
  });
  app.put(
    '/role',
    { config: { permission: 'role:update' }, schema: { tags, body: roleBody.extend({ id }), response: { 200: answer(role) } } },
    async (request, reply) => {
      const { id, ...values } = request.body;
      await assertMayShapeRole(db, request.auth!, { roleId: id, dataScope: values.dataScope });
      const [current] = await db.select().from(roles).where(eq(roles.id, id));
      if (!current) throw new AppError(404);
      const holders = async () => (await db.select({ id: userRoles.userId }).from(userRoles).where(eq(userRoles.roleId, id))).map((row) => row.id);
      await assertMayChangeGroup(db, request.auth!, { from: current, to: values, holders });
      await refuseTaken(db, { id: roles.id, field: 'code', holding: eq(roles.code, values.code), except: id });
      const [row] = await db.update(roles).set(values).where(eq(roles.id, id)).returning();
      if (!row) throw new AppError(404);
      return reply.ok(row, 'messages.saved');
    },
  );
  app.delete(
    '/role/:id',
    { config: { permission: 'role:del' }, schema: { tags, params: idParams, response: { 200: answer(nothing) } } },
    async (request, reply) => {
      const [holder] = await db.select({ userId: userRoles.userId }).from(userRoles).where(eq(userRoles.roleId, request.params.id)).limit(1);
      if (holder) throw badInput('id', 'errors.roleInUse');
      await assertMayShapeRole(db, request.auth!, { roleId: request.params.id });
      await db.delete(roles).where(eq(roles.id, request.params.id));
      return reply.ok(null, 'messages.saved');
    },
  );
  /** Authority config: replaces the menus and buttons granted to a role. */
  app.put('/role/:id/menus', { config: { permission: 'role:update' }, schema: { tags, params: idParams, body: roleMenusBody } }, async (request, reply) => {
    const menuIds = [...new Set(request.body.menuIds)];
    await assertMayShapeRole(db, request.auth!, { roleId: request.params.id, menuIds });
    await db.transaction(async (tx) => {
      const [role] = await tx.select().from(roles).where(eq(roles.id, request.params.id)).for('update');
      if (!role) throw new AppError(404);
      if (menuIds.length) {
        const found = await tx.select({ id: menus.id }).from(menus).where(inArray(menus.id, menuIds));
        if (found.length !== menuIds.length) throw badInput('menuIds', 'errors.404');
      }
      await tx.delete(roleMenus).where(eq(roleMenus.roleId, role.id));
      if (menuIds.length) await tx.insert(roleMenus).values(menuIds.map((menuId) => ({ roleId: role.id, menuId })));
    });
    return reply.ok(null, 'messages.saved');
  });

  const postTags = ['post'];
  app.get(
    '/post',
    { config: { permission: ['post:list', 'user:add', 'user:update'] }, schema: { tags: postTags, response: { 200: answer(z.array(post)) } } },
    async (_request, reply) => reply.ok(await db.select().from(posts).orderBy(asc(posts.sort), asc(posts.id))),
  );
  app.post(
    '/post',
    { config: { permission: 'post:add' }, schema: { tags: postTags, body: postBody, response: { 200: answer(post) } } },
    async (request, reply) => {
      const { id: _ignored, ...values } = request.body;
      await refuseTaken(db, { id: posts.id, field: 'code', holding: eq(posts.code, values.code) });
      const [row] = await db.insert(posts).values(values).returning();
      return reply.ok(row, 'messages.created');
    },
  );
  app.put(
    '/post',
    { config: { permission: 'post:update' }, schema: { tags: postTags, body: postBody.extend({ id }), response: { 200: answer(post) } } },
    async (request, reply) => {
      const { id, ...values } = request.body;
      const [current] = await db.select().from(posts).where(eq(posts.id, id));
      if (!current) throw new AppError(404);
      const holders = async () => (await db.select({ id: userPosts.userId }).from(userPosts).where(eq(userPosts.postId, id))).map((row) => row.id);
      await assertMayChangeGroup(db, request.auth!, { from: current, to: values, holders });
      await refuseTaken(db, { id: posts.id, field: 'code', holding: eq(posts.code, values.code), except: id });
      const [row] = await db.update(posts).set(values).where(eq(posts.id, id)).returning();
      if (!row) throw new AppError(404);
      return reply.ok(row, 'messages.saved');
    },
  );
  app.delete(
    '/post/:id',
    { config: { permission: 'post:del' }, schema: { tags: postTags, params: idParams, response: { 200: answer(nothing) } } },
    async (request, reply) => {
      const [holder] = await db.select({ userId: userPosts.userId }).from(userPosts).where(eq(userPosts.postId, request.params.id)).limit(1);
      if (holder) throw badInput('id', 'errors.postInUse');
      await db.delete(posts).where(eq(posts.id, request.params.id));
      return reply.ok(null, 'messages.saved');
    },
  );
  /** Spec §6 post:user — assigns users to a post (replacing the previous holders). */
  app.put(
    '/post/:id/users',
    { config: { permission: 'post:user' }, schema: { tags: postTags, params: idParams, body: postUsersBody } },
    async (request, reply) => {
      const userIds = [...new Set(request.body.userIds)];
      await db.transaction(async (tx) => {
        const [post] = await tx.select().from(posts).where(eq(posts.id, request.params.id)).for('update');
        if (!post) throw new AppError(404);
        if (userIds.length) {
          const found = await tx.select({ id: users.id }).from(users).where(inArray(users.id, userIds));
          if (found.length !== userIds.length) throw badInput('userIds', 'errors.404');
        }
        // A post is an approver's place in the flows: whoever joins or leaves it is an account change.
        const holders = (await tx.select({ id: userPosts.userId }).from(userPosts).where(eq(userPosts.postId, post.id))).map((row) => row.id);
        const changed = [...userIds.filter((id) => !holders.includes(id)), ...holders.filter((id) => !userIds.includes(id))];
        await assertMayChangeHolders(tx, request.auth!, changed);
        await tx.delete(userPosts).where(eq(userPosts.postId, post.id));
        if (userIds.length) await tx.insert(userPosts).values(userIds.map((userId) => ({ userId, postId: post.id })));
      });
      return reply.ok(null, 'messages.saved');
    },
  );
};
