import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '../db/database.ts';
import { sessions } from '../db/schema.ts';
import { AppError } from '../lib/app-error.ts';
import { loadSessionAccess, type Access } from '../lib/access.ts';
import { changesData } from '../lib/call-kind.ts';
import { ACCESS_CHANNEL, SessionCache } from '../lib/session-cache.ts';
import { newSecret, sha256 } from '../lib/tokens.ts';

export const SESSION_COOKIE = 'Admin-Token';
/** Cookies the client may hold for a session; logout clears them all (spec §4). */
export const SESSION_COOKIES = [SESSION_COOKIE, 'sid', 'rememberMe'] as const;
const SHORT_SESSION_MS = 12 * 3600_000;
const REMEMBERED_SESSION_MS = 7 * 24 * 3600_000;
/** Sliding expiry is written at most this often per session, not on every request. */
const TOUCH_EVERY_MS = 60_000;

export type Auth = Access & { sessionId: string };

/**
 * Who may call a route. `signedIn` (the default) also requires that the initial password has been changed;
 * `passwordChange` lets a user who must still change it through.
 */
export type RouteAccess = 'public' | 'signedIn' | 'passwordChange';

declare module 'fastify' {
  interface FastifyRequest {
    auth: Auth | null;
  }
  interface FastifyInstance {
    sessionCache: SessionCache<Auth>;
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
    /**
     * Permission codes (`module:action`); holding any one of them is enough. A function derives them from the
     * request, for routes whose path names the module (e.g. `/catalog/:kind`).
     */
    permission?: string | readonly string[] | ((request: FastifyRequest) => string | readonly string[]);
    /**
     * What a call does to the sessions this instance keeps (lib/session-cache.ts). By default a call that may change
     * data drops them before it answers; `keep` for routes that never change the users, roles, menus, offices or
     * existing sessions access is made of, `drop` for one that does although its method says it reads (GET /logout).
     */
    sessionCache?: 'keep' | 'drop';
  }
}

export const sessionPlugin = fp(async (app: FastifyInstance, options: { db: Db; listen: Database['listen']; secureCookies: boolean }) => {
  const { db } = options;
  app.decorateRequest('auth', null);
  const cache = new SessionCache<Auth>();
  app.decorate('sessionCache', cache);
  const stopHearing = await options.listen(
    ACCESS_CHANNEL,
    (payload) => cache.hear(payload),
    (hearing) => cache.setHearing(hearing),
  );
  app.addHook('onClose', stopHearing);

  app.addHook('onRequest', async (request) => {
    const secret = request.cookies[SESSION_COOKIE];
    if (secret) request.auth = await loadSession(db, cache, secret);
  });
  // A call that may have changed access drops this instance's sessions before it answers, so the caller's next
  // request here sees the change; other instances drop theirs when the database announces it, on commit.
  app.addHook('onSend', async (request, _reply, payload) => {
    const rule = request.routeOptions.config?.sessionCache;
    if (rule === 'drop' || (rule !== 'keep' && changesData(request))) cache.drop();
    return payload;
  });
});

/** Marks every route a plugin registers after this call as one that keeps the sessions cache (`sessionCache: 'keep'`). */
export function keepSessionsOnItsRoutes(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, sessionCache: 'keep' };
  });
}

/** The route guard of every API route: its `access` and `permission` config, enforced before input is read. */
export async function guardRoute(request: FastifyRequest) {
  const config = request.routeOptions.config ?? {};
  const access = config.access ?? 'signedIn';
  if (access === 'public') return;
  if (!request.auth) throw new AppError(403);
  if (access === 'signedIn' && !request.auth.user.remarks) throw new AppError(4011);
  const codes = typeof config.permission === 'function' ? config.permission(request) : config.permission;
  if (codes && !hasAny(request.auth, codes)) throw new AppError(4031);
}

export function hasAny(auth: Access, codes: string | readonly string[]): boolean {
  if (auth.isAdmin) return true;
  const list = typeof codes === 'string' ? [codes] : codes;
  return list.some((code) => auth.permissions.has(code));
}

/** The session's access, from this instance's cache or the database; its expiry slides at most once a minute. */
async function loadSession(db: Db, cache: SessionCache<Auth>, secret: string): Promise<Auth | null> {
  const tokenHash = sha256(secret);
  const now = Date.now();
  let entry = cache.get(tokenHash, now);
  if (!entry) {
    const keep = cache.reading();
    const found = await loadSessionAccess(db, tokenHash);
    if (!found) return null;
    const { sessionTouchedMs, sessionExpiresInMs, rememberMe, ...auth } = found;
    entry = { value: auth, rememberMe, loadedAt: now, touchedAt: now - sessionTouchedMs, expiresAt: now + sessionExpiresInMs };
    keep(tokenHash, entry);
  }
  if (now - entry.touchedAt > TOUCH_EVERY_MS) {
    const lifetimeMs = lifetime(entry.rememberMe);
    entry.touchedAt = now;
    entry.expiresAt = now + lifetimeMs;
    await db
      .update(sessions)
      .set({ lastSeenAt: sql`now()`, expiresAt: sql`now() + ${lifetimeMs} * interval '1 millisecond'` })
      .where(eq(sessions.id, entry.value.sessionId));
  }
  return entry.value;
}

const lifetime = (rememberMe: boolean) => (rememberMe ? REMEMBERED_SESSION_MS : SHORT_SESSION_MS);

/** Creates the session row and sets its cookie; the cookie is HttpOnly, so scripts never see the secret. */
export async function startSession(
  db: Db,
  reply: FastifyReply,
  request: FastifyRequest,
  userId: number,
  rememberMe: boolean,
  secure: boolean,
): Promise<string> {
  const secret = newSecret();
  const [row] = await db
    .insert(sessions)
    .values({
      tokenHash: sha256(secret),
      userId,
      rememberMe,
      ip: request.ip,
      userAgent: String(request.headers['user-agent'] ?? '').slice(0, 300),
      expiresAt: new Date(Date.now() + lifetime(rememberMe)),
    })
    .returning({ id: sessions.id });
  reply.setCookie(SESSION_COOKIE, secret, {
    path: '/',
    httpOnly: true,
    // Strict: a link or form on another site never arrives with the session (the app's own calls always do).
    sameSite: 'strict',
    secure: secure || request.protocol === 'https',
    ...(rememberMe ? { maxAge: REMEMBERED_SESSION_MS / 1000 } : {}),
  });
  return row.id;
}

export function clearSessionCookies(reply: FastifyReply) {
  for (const name of SESSION_COOKIES) reply.clearCookie(name, { path: '/' });
}

/** Ends every session of a user (after a password or login-name change, or when an admin disables them). */
export async function endSessionsOf(db: Db, userId: number) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
