import { and, asc, eq, ilike, like, ne, or, sql, type Column, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { passwordSchema } from '../../shared/schemas/auth.schema.ts';
import { id, idParam, pageIndex, pageLimit, rowVersion } from '../../shared/schemas/input.schema.ts';
import { userBody, type UserBody } from '../../shared/schemas/org.schema.ts';
import type { Db } from '../db/database.ts';
import { offices, posts, roles, userPosts, userRoles, users } from '../db/schema.ts';
import { ADMIN_LOGIN_NAME, type Access } from '../lib/access.ts';
import { AppError, badInput } from '../lib/app-error.ts';
import { dataScopeCondition, officeWithinReach } from '../lib/data-scope.ts';
import { assertMayGrantRoles, assertMayManageAccount } from '../lib/grant.policy.ts';
import { pageOf } from '../lib/paging.ts';
import { nameInSql } from '../lib/translated-names.ts';
import type { Locale } from '../../shared/i18n/languages.ts';
import { hashPassword } from '../lib/passwords.ts';
import { endSessionsOf, hasAny } from '../plugins/session.plugin.ts';
import { adminUser, adminUserDetail, createdId, pickedUser, userListItem } from '../../shared/schemas/admin.schema.ts';
import { answer, nothing, paged } from '../../shared/schemas/answer.schema.ts';
import type { RouteContext } from '../lib/route-context.ts';
import { refuseUnknownIds } from './known-ids.ts';
import { companyOf } from '../lib/offices.ts';

const idParams = z.object({ id: idParam });
const userQuery = z.object({
  pageIndex,
  limit: pageLimit(500),
  name: z.string().trim().max(60).optional(),
  loginName: z.string().trim().max(60).optional(),
  officeId: idParam.optional(),
  enabled: z.enum(['0', '1']).optional(),
});
const tags = ['user'];

/** What a picker (user picker, approver choice) shows of anyone: who they are, where they work and their posts. */
const pickerColumnsIn = (locale: Locale) => ({
  id: users.id,
  userId: users.id,
  loginName: users.loginName,
  name: users.name,
  officeId: users.officeId,
  officeName: offices.name,
  companyId: users.companyId,
  // Posts by their name in the reader's language, listed with the separator of that language.
  posts: sql<string | null>`(select string_agg(${nameInSql(locale, posts.name, posts.names)}, ${locale === 'zh' ? '、' : ', '} order by ${posts.sort})
    from ${userPosts} join ${posts} on ${posts.id} = ${userPosts.postId} where ${userPosts.userId} = ${users.id})`,
});

/** What an administrator sees of a user in their scope; never the password hash. */
const publicColumnsIn = (locale: Locale) => ({
  ...pickerColumnsIn(locale),
  no: users.no,
  email: users.email,
  mobile: users.mobile,
  sex: users.sex,
  bankNum: users.bankNum,
  photo: users.photo,
  enabled: users.enabled,
  remarks: users.remarks,
  version: users.version,
  wechatBound: sql<boolean>`${users.openId} is not null`,
  createdAt: users.createdAt,
});

/** Spec §7 User calls: people administration within the caller's data scope, and pickers for everyone. */
export const userAdminRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { db }) => {
  const scoped = (access: Access): SQL | undefined => dataScopeCondition(access, { officePath: offices.path, companyId: users.companyId, ownerId: users.id });

  /**
   * Pickers list everyone, but personal details (staff number, e-mail, mobile, bank account) only to a caller who may
   * read users, and only of the people in their data scope.
   */
  function pickerColumns(access: Access, locale: Locale) {
    if (!hasAny(access, 'user:list')) return pickerColumnsIn(locale);
    const inScope = scoped(access) ?? sql`true`;
    const personal = (column: Column) => sql<string | null>`case when ${inScope} then ${column} end`;
    return {
      ...pickerColumnsIn(locale),
      no: personal(users.no),
      email: personal(users.email),
      mobile: personal(users.mobile),
      bankNum: personal(users.bankNum),
    };
  }

  async function page(access: Access, locale: Locale, query: z.infer<typeof userQuery>, view: 'administration' | 'picker') {
    const office = query.officeId ? (await db.select().from(offices).where(eq(offices.id, query.officeId)))[0] : undefined;
    const where = and(
      view === 'administration' ? scoped(access) : eq(users.enabled, true),
      query.name ? or(ilike(users.name, `%${escapeLike(query.name)}%`), ilike(users.loginName, `%${escapeLike(query.name)}%`)) : undefined,
      query.loginName ? ilike(users.loginName, `%${escapeLike(query.loginName)}%`) : undefined,
      office ? like(offices.path, `${office.path}%`) : undefined,
      query.enabled ? eq(users.enabled, query.enabled === '1') : undefined,
    );
    const withOffice = sql`${users} left join ${offices} on ${offices.id} = ${users.officeId}`;
    return pageOf(
      db,
      query,
      (limit, offset) =>
        db
          .select(view === 'administration' ? publicColumnsIn(locale) : pickerColumns(access, locale))
          .from(users)
          .leftJoin(offices, eq(offices.id, users.officeId))
          .where(where)
          .orderBy(asc(offices.path), asc(users.no), asc(users.id))
          .limit(limit)
          .offset(offset),
      withOffice,
      where,
    );
  }

  /** One user, if the caller's data scope reaches them. */
  async function findInScope(access: Access, id: number, locale: Locale = 'zh') {
    const [row] = await db
      .select(publicColumnsIn(locale))
      .from(users)
      .leftJoin(offices, eq(offices.id, users.officeId))
      .where(and(eq(users.id, id), scoped(access)));
    if (!row) throw new AppError(404);
    return row;
  }

  app.get(
    '/user',
    { config: { permission: 'user:list' }, schema: { tags, querystring: userQuery, response: { 200: answer(paged(adminUser)) } } },
    async (request, reply) => reply.ok(await page(request.auth!, request.locale, request.query, 'administration')),
  );
  /** Pickers (user picker, approver choice) list enabled users of the whole organisation. */
  app.get('/user/queryPageUser', { schema: { tags, querystring: userQuery, response: { 200: answer(paged(pickedUser)) } } }, async (request, reply) =>
    reply.ok(await page(request.auth!, request.locale, request.query, 'picker')),
  );
  app.get('/user/userLists', { schema: { tags, response: { 200: answer(z.array(userListItem)) } } }, async (_request, reply) =>
    reply.ok(
      await db
        .select({ id: users.id, name: users.name, loginName: users.loginName, officeId: users.officeId, officeName: offices.name })
        .from(users)
        .leftJoin(offices, eq(offices.id, users.officeId))
        .where(eq(users.enabled, true))
        .orderBy(asc(users.id)),
    ),
  );
  app.get('/user/getUserList', { schema: { tags, querystring: z.object({ officeId: idParam }) } }, async (request, reply) =>
    reply.ok((await page(request.auth!, request.locale, { officeId: request.query.officeId, pageIndex: 1, limit: 500 }, 'picker')).list),
  );
  app.get(
    '/user/postUserList',
    { schema: { tags, querystring: z.object({ postId: idParam }), response: { 200: answer(z.array(userListItem)) } } },
    async (request, reply) =>
      reply.ok(
        await db
          .select({ id: users.id, name: users.name, loginName: users.loginName, officeName: offices.name })
          .from(userPosts)
          .innerJoin(users, eq(users.id, userPosts.userId))
          .leftJoin(offices, eq(offices.id, users.officeId))
          .where(and(eq(userPosts.postId, request.query.postId), eq(users.enabled, true))),
      ),
  );

  app.get(
    '/user/:id',
    { config: { permission: ['user:list', 'user:update'] }, schema: { tags, params: idParams, response: { 200: answer(adminUserDetail) } } },
    async (request, reply) => {
      const row = await findInScope(request.auth!, request.params.id, request.locale);
      return reply.ok({ ...row, ...(await assignmentsOf(db, row.id)) });
    },
  );

  app.post('/user', { config: { permission: 'user:add' }, schema: { tags, body: userBody, response: { 200: answer(createdId) } } }, async (request, reply) => {
    const body = request.body;
    if (!body.password) throw badInput('password', 'rules.required');
    const placement = await placementOf(db, request.auth!, body.officeId);
    await refuseTakenLoginName(db, body.loginName);
    await refuseUnknown(db, body);
    await assertMayGrantRoles(db, request.auth!, body.roleIds);
    const passwordHash = await hashPassword(body.password);
    const created = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({ ...personalFields(body), ...placement, passwordHash, remarks: false })
        .returning({ id: users.id });
      await assign(tx, row.id, body);
      return row;
    });
    return reply.ok({ id: created.id }, 'messages.created');
  });

  /** Optimistic concurrency: the caller sends the version it read; a newer one wins and nothing is overwritten. */
  app.put(
    '/user',
    {
      config: { permission: 'user:update' },
      schema: { tags, body: userBody.extend({ id, version: rowVersion }) },
    },
    async (request, reply) => {
      const body = request.body;
      const access = request.auth!;
      const current = await findInScope(access, body.id);
      if (current.loginName === ADMIN_LOGIN_NAME && body.loginName !== ADMIN_LOGIN_NAME) throw badInput('loginName', 'errors.adminProtected');
      const placement = await placementOf(db, access, body.officeId);
      await refuseTakenLoginName(db, body.loginName, body.id);
      await refuseUnknown(db, body);
      // Personal details may be edited freely; what the account may do, and how it signs in, only within one's own rights.
      const held = await assignmentsOf(db, body.id);
      const rolesChange = !sameIds(held.roleIds, body.roleIds);
      if (rolesChange || !sameIds(held.postIds, body.postIds) || current.loginName !== body.loginName) await assertMayManageAccount(db, access, body.id);
      if (rolesChange) await assertMayGrantRoles(db, access, body.roleIds);
      await db.transaction(async (tx) => {
        const updated = await tx
          .update(users)
          .set({ ...personalFields(body), ...placement, version: sql`${users.version} + 1`, updatedAt: new Date() })
          .where(and(eq(users.id, body.id), eq(users.version, body.version)))
          .returning({ id: users.id });
        if (updated.length === 0) throw new AppError(409);
        await tx.delete(userPosts).where(eq(userPosts.userId, body.id));
        await tx.delete(userRoles).where(eq(userRoles.userId, body.id));
        await assign(tx, body.id, body);
      });
      // A new login name must be used from now on: the user signs in again.
      if (current.loginName !== body.loginName) await endSessionsOf(db, body.id);
      return reply.ok(null, 'messages.saved');
    },
  );

  /** Enables a disabled user, or disables an enabled one, who then loses every open session at once. */
  app.delete(
    '/user/enable/:id',
    { config: { permission: ['user:update', 'user:del'] }, schema: { tags, params: idParams, response: { 200: answer(z.object({ enabled: z.boolean() })) } } },
    async (request, reply) => {
      const current = await findInScope(request.auth!, request.params.id);
      if (current.loginName === ADMIN_LOGIN_NAME || current.id === request.auth!.user.id) throw badInput('id', 'errors.adminProtected');
      await assertMayManageAccount(db, request.auth!, current.id);
      await db
        .update(users)
        .set({ enabled: !current.enabled, version: sql`${users.version} + 1`, updatedAt: new Date() })
        .where(eq(users.id, current.id));
      if (current.enabled) await endSessionsOf(db, current.id);
      return reply.ok({ enabled: !current.enabled }, 'messages.saved');
    },
  );

  app.delete(
    '/user/:id',
    { config: { permission: 'user:del' }, schema: { tags, params: idParams, response: { 200: answer(nothing) } } },
    async (request, reply) => {
      const current = await findInScope(request.auth!, request.params.id);
      if (current.loginName === ADMIN_LOGIN_NAME || current.id === request.auth!.user.id) throw badInput('id', 'errors.adminProtected');
      await assertMayManageAccount(db, request.auth!, current.id);
      try {
        await db.delete(users).where(eq(users.id, current.id));
      } catch {
        // Documents still point at this person: keep the history whole and let the admin disable them instead.
        throw badInput('id', 'errors.userInUse');
      }
      return reply.ok(null, 'messages.saved');
    },
  );

  /** Sets a new initial password; the user must change it at the next sign-in and loses open sessions. */
  app.put(
    '/user/resetpw/:id',
    { config: { permission: 'user:update' }, schema: { tags, params: idParams, body: z.object({ password: passwordSchema }) } },
    async (request, reply) => {
      const current = await findInScope(request.auth!, request.params.id);
      await assertMayManageAccount(db, request.auth!, current.id);
      const passwordHash = await hashPassword(request.body.password);
      await db
        .update(users)
        .set({ passwordHash, remarks: false, version: sql`${users.version} + 1`, updatedAt: new Date() })
        .where(eq(users.id, current.id));
      await endSessionsOf(db, current.id);
      return reply.ok(null, 'messages.saved');
    },
  );
};

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

function personalFields(body: UserBody) {
  return {
    loginName: body.loginName,
    name: body.name,
    no: body.no || null,
    email: body.email || null,
    mobile: body.mobile || null,
    sex: body.sex ?? null,
    bankNum: body.bankNum || null,
  };
}

/** The office must exist, be enabled and lie within the caller's data scope; the company is derived from it. */
async function placementOf(db: Db, access: Access, officeId: number) {
  const [office] = await db
    .select()
    .from(offices)
    .where(and(eq(offices.id, officeId), eq(offices.enabled, true)));
  if (!office) throw badInput('officeId', 'errors.404');
  if (!officeWithinReach(access, office.path, office.id)) throw badInput('officeId', 'errors.outOfScope');
  const company = await companyOf(db, officeId);
  return { officeId, companyId: company?.id ?? null };
}

async function refuseTakenLoginName(db: Db, loginName: string, exceptId?: number) {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.loginName})`, loginName.toLowerCase()), exceptId ? ne(users.id, exceptId) : undefined));
  if (taken) throw badInput('loginName', 'errors.loginNameTaken');
}

async function refuseUnknown(db: Db, body: UserBody) {
  await refuseUnknownIds(db, posts, body.postIds, 'postIds');
  await refuseUnknownIds(db, roles, body.roleIds, 'roleIds');
}

async function assignmentsOf(db: Db, userId: number) {
  const [postIds, roleIds] = await Promise.all([
    db.select({ id: userPosts.postId }).from(userPosts).where(eq(userPosts.userId, userId)),
    db.select({ id: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, userId)),
  ]);
  return { postIds: postIds.map((row) => row.id), roleIds: roleIds.map((row) => row.id) };
}

const sameIds = (a: readonly number[], b: readonly number[]) => {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((id) => right.has(id));
};

async function assign(db: Db, userId: number, body: UserBody) {
  const postIds = [...new Set(body.postIds)];
  const roleIds = [...new Set(body.roleIds)];
  if (postIds.length) await db.insert(userPosts).values(postIds.map((postId) => ({ userId, postId })));
  if (roleIds.length) await db.insert(userRoles).values(roleIds.map((roleId) => ({ userId, roleId })));
}
