import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginBody } from '../../shared/schemas/auth.schema.ts';
import { sessions, users } from '../db/schema.ts';
import { loadAccess } from '../lib/access.ts';
import { AppError } from '../lib/app-error.ts';
import { checkPassword } from '../lib/password-check.ts';
import { sha256 } from '../lib/tokens.ts';
import { issueRepToken } from '../plugins/rep-token.plugin.ts';
import { clearSessionCookies, SESSION_COOKIE, startSession } from '../plugins/session.plugin.ts';
import type { RouteContext } from '../lib/route-context.ts';
import { currentUserOf } from './current-user.ts';

export const authRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { db, secureCookies }) => {
  // A new session changes nothing of the sessions already kept.
  app.post('/login', { config: { access: 'public', sessionCache: 'keep' }, schema: { tags: ['auth'], body: loginBody } }, async (request, reply) => {
    const { username, password, rememberMe } = request.body;
    const loginName = username.toLowerCase();
    const [user] = await db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.loginName})`, loginName));
    const refusal = user && !user.enabled ? 'userDisabled' : null;
    const right = await checkPassword(db, { loginName, ip: request.ip, passwordHash: user?.passwordHash ?? null, password, refusal });
    if (!right) throw new AppError(1001, 'errors.wrongCredentials');
    if (refusal) throw new AppError(1001, `errors.${refusal}`);
    const sessionId = await startSession(db, reply, request, user.id, rememberMe, secureCookies);
    const access = await loadAccess(db, user.id);
    if (!access) throw new AppError(403);
    return reply.ok(await currentUserOf(db, access, sessionId));
  });

  app.get('/logout', { config: { access: 'public', sessionCache: 'drop', changesData: true }, schema: { tags: ['auth'] } }, async (request, reply) => {
    const secret = request.cookies[SESSION_COOKIE];
    if (secret) await db.delete(sessions).where(eq(sessions.tokenHash, sha256(secret)));
    clearSessionCookies(reply);
    return reply.ok(null, 'messages.loggedOut');
  });

  app.get('/user/current', { config: { access: 'passwordChange' }, schema: { tags: ['auth'] } }, async (request, reply) => {
    const auth = request.auth!;
    return reply.ok(await currentUserOf(db, auth, auth.sessionId));
  });

  app.get(
    '/ge/rep-token',
    {
      config: { access: 'passwordChange' },
      schema: { tags: ['auth'], response: { 200: z.object({ status: z.number(), msg: z.string(), data: z.string() }) } },
    },
    async (request, reply) => reply.ok(await issueRepToken(db, request.auth!.sessionId)),
  );
};
