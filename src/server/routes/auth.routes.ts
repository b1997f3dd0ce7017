import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginBody } from '../../shared/schemas/auth.schema.ts';
import { loginAttempts, sessions, users } from '../db/schema.ts';
import { loadAccess } from '../lib/access.ts';
import { AppError } from '../lib/app-error.ts';
import { DUMMY_HASH, verifyPassword } from '../lib/passwords.ts';
import { sha256 } from '../lib/tokens.ts';
import { issueRepToken } from '../plugins/rep-token.plugin.ts';
import { clearSessionCookies, SESSION_COOKIE, startSession } from '../plugins/session.plugin.ts';
import type { RouteContext } from './context.ts';
import { currentUserOf } from './current-user.ts';

/** Failed sign-ins allowed per account and per address in the window before further tries are refused. */
export const THROTTLE = { windowMinutes: 15, perAccount: 5, perAddress: 30 } as const;

export const authRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { db, secureCookies }) => {
  // A new session changes nothing of the sessions already kept.
  app.post('/login', { config: { access: 'public', sessionCache: 'keep' }, schema: { tags: ['auth'], body: loginBody } }, async (request, reply) => {
    const { username, password, rememberMe } = request.body;
    const loginName = username.toLowerCase();
    await refuseWhenThrottled(loginName, request.ip);
    const [user] = await db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.loginName})`, loginName));
    const passwordOk = await verifyPassword(user?.passwordHash ?? DUMMY_HASH, password);
    const failure = !user || !passwordOk ? 'wrongCredentials' : !user.enabled ? 'userDisabled' : null;
    await db.insert(loginAttempts).values({ loginName, ip: request.ip, success: failure === null, reason: failure });
    if (failure) throw new AppError(1001, `errors.${failure}`);
    const sessionId = await startSession(db, reply, request, user.id, rememberMe, secureCookies);
    const access = await loadAccess(db, user.id);
    if (!access) throw new AppError(403);
    return reply.ok(await currentUserOf(db, access, sessionId));
  });

  app.get('/logout', { config: { access: 'public', sessionCache: 'drop' }, schema: { tags: ['auth'] } }, async (request, reply) => {
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

  async function refuseWhenThrottled(loginName: string, ip: string) {
    const since = sql`now() - ${THROTTLE.windowMinutes} * interval '1 minute'`;
    const failed = (where: ReturnType<typeof eq>) =>
      db
        .select({ n: count() })
        .from(loginAttempts)
        .where(and(where, eq(loginAttempts.success, false), gt(loginAttempts.at, since)))
        .then(([row]) => row.n);
    const [byAccount, byAddress] = await Promise.all([failed(eq(loginAttempts.loginName, loginName)), failed(eq(loginAttempts.ip, ip))]);
    if (byAccount >= THROTTLE.perAccount || byAddress >= THROTTLE.perAddress) {
      throw new AppError(429, 'errors.429', { minutes: THROTTLE.windowMinutes });
    }
  }
};
