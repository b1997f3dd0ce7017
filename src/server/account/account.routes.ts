import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '../../shared/schemas/input.schema.ts';
import { answer } from '../../shared/schemas/answer.schema.ts';
import { loginNameBody, uiSettings, updatePasswordBody, userProfile, valipwBody } from '../../shared/schemas/auth.schema.ts';
import { posts, userPosts, users, userSettings } from '../db/schema.ts';
import { nameInSql } from '../lib/translated-names.ts';
import { AppError, badInput } from '../lib/app-error.ts';
import { readImageUpload, sendImageFile } from '../lib/image-upload.ts';
import { checkPassword } from '../lib/password-check.ts';
import { hashPassword } from '../lib/passwords.ts';
import { clearSessionCookies, endSessionsOf } from '../plugins/session.plugin.ts';
import type { RouteContext } from '../lib/route-context.ts';
import { currentUserOf } from './current-user.ts';

/** Spec §5 Uploads and §9 Cropper: avatars are png or jpg, at most 100 KB, at least the crop size. */
export const AVATAR = { maxBytes: 100 * 1024, minWidth: 100, minHeight: 100, types: ['png', 'jpg'] } as const;

export const accountRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { db, dataDir }) => {
  const avatarDir = path.join(dataDir, 'files', 'avatars');

  /** Whether the signed-in user's password is `password`; counts towards the sign-in throttle like a sign-in. */
  const isOwnPassword = async (request: FastifyRequest, password: string) => {
    const { user } = request.auth!;
    const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id));
    return checkPassword(db, { loginName: user.loginName, ip: request.ip, passwordHash: row.hash, password });
  };

  /** Spec §7: answers true when the old password is wrong. */
  app.post('/user/valipw', { config: { access: 'passwordChange' }, schema: { tags: ['account'], body: valipwBody } }, async (request, reply) =>
    reply.ok(!(await isOwnPassword(request, request.body.password))),
  );

  app.put('/user/updatepw', { config: { access: 'passwordChange' }, schema: { tags: ['account'], body: updatePasswordBody } }, async (request, reply) => {
    const userId = request.auth!.user.id;
    if (!(await isOwnPassword(request, request.body.password))) throw badInput('oldPwd', 'errors.oldPasswordWrong');
    const passwordHash = await hashPassword(request.body.newPassword);
    await db
      .update(users)
      .set({ passwordHash, remarks: true, version: sql`${users.version} + 1`, updatedAt: new Date() })
      .where(eq(users.id, userId));
    await endSessionsOf(db, userId);
    clearSessionCookies(reply);
    return reply.ok(null, 'messages.pwdChanged');
  });

  app.post('/user/loginName', { schema: { tags: ['account'], body: loginNameBody } }, async (request, reply) => {
    const { user } = request.auth!;
    const newName = request.body.newName;
    if (newName.toLowerCase() === user.loginName.toLowerCase()) throw badInput('newName', 'errors.sameLoginName');
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(sql`lower(${users.loginName})`, newName.toLowerCase()), ne(users.id, user.id)));
    if (taken) throw badInput('newName', 'errors.loginNameTaken');
    await db
      .update(users)
      .set({ loginName: newName, version: sql`${users.version} + 1`, updatedAt: new Date() })
      .where(eq(users.id, user.id));
    await endSessionsOf(db, user.id);
    clearSessionCookies(reply);
    return reply.ok(null, 'messages.profileUpdated');
  });

  /** The user-info dialog (spec §2): the signed-in user's own profile. */
  app.get('/user/profile', { schema: { tags: ['account'], response: { 200: answer(userProfile) } } }, async (request, reply) => {
    const userId = request.auth!.user.id;
    const current = await currentUserOf(db, request.auth!, request.auth!.sessionId);
    const [row] = await db.select({ openId: users.openId }).from(users).where(eq(users.id, userId));
    const postList = await db
      .select({ id: posts.id, name: nameInSql(request.locale, posts.name, posts.names) })
      .from(userPosts)
      .innerJoin(posts, eq(posts.id, userPosts.postId))
      .where(eq(userPosts.userId, userId));
    return reply.ok({ ...current, postList, wechatBound: Boolean(row.openId) });
  });

  app.post('/user/photo', { schema: { tags: ['account'], consumes: ['multipart/form-data'] } }, async (request, reply) => {
    const { bytes, type } = await readImageUpload(request, AVATAR);
    const userId = request.auth!.user.id;
    const fileName = `${userId}-${randomBytes(8).toString('hex')}.${type}`;
    await mkdir(avatarDir, { recursive: true });
    await writeFile(path.join(avatarDir, fileName), bytes);
    const photo = `/prod-api/user/photo/${fileName}`;
    await db.update(users).set({ photo, updatedAt: new Date() }).where(eq(users.id, userId));
    return reply.ok({ photo }, 'messages.uploadSuccess');
  });

  app.get(
    '/user/photo/:file',
    { schema: { tags: ['account'], params: z.object({ file: z.string().regex(/^\d+-[0-9a-f]{16}\.(png|jpg)$/) }) } },
    async (request, reply) => sendImageFile(reply, path.join(avatarDir, request.params.file), 'private, max-age=86400'),
  );

  app.get('/user/settings', { config: { access: 'passwordChange' }, schema: { tags: ['account'] } }, async (request, reply) => {
    const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, request.auth!.user.id));
    return reply.ok(uiSettings.parse(row?.settings ?? {}));
  });

  app.put('/user/settings', { schema: { tags: ['account'], body: uiSettings } }, async (request, reply) => {
    const userId = request.auth!.user.id;
    await db
      .insert(userSettings)
      .values({ userId, settings: request.body })
      .onConflictDoUpdate({ target: userSettings.userId, set: { settings: request.body, updatedAt: new Date() } });
    return reply.ok(request.body, 'messages.saved');
  });

  /** Spec §7 Wechat: removes the user's WeChat binding (the user themself, or an administrator). */
  app.get(
    '/wechat/delAllUserWxId',
    { config: { changesData: true }, schema: { tags: ['account'], querystring: z.object({ userId: idParam }) } },
    async (request, reply) => {
      const auth = request.auth!;
      if (request.query.userId !== auth.user.id && !auth.isAdmin && !auth.permissions.has('user:update')) throw new AppError(4031);
      await db.update(users).set({ openId: null, uuid: null, updatedAt: new Date() }).where(eq(users.id, request.query.userId));
      return reply.ok(null, 'messages.unbound');
    },
  );
};
