import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/database.ts';
import { systemParams, users, wechatStates } from '../db/schema.ts';
import { AppError, badInput } from '../lib/app-error.ts';
import { checkPassword } from '../lib/password-check.ts';
import { newSecret } from '../lib/tokens.ts';
import type { RouteContext } from '../lib/route-context.ts';

/** A QR code is good for this long. */
const STATE_MINUTES = 10;
const AUTHORIZE_URL = 'https://open.weixin.qq.com/connect/oauth2/authorize';

/** WeChat's OAuth API; WECHAT_API_BASE points it elsewhere (a test double, a proxy). */
const apiBase = () => process.env.WECHAT_API_BASE ?? 'https://api.weixin.qq.com';

async function credentials(db: Db) {
  const rows = await db
    .select()
    .from(systemParams)
    .where(inArray(systemParams.code, ['wechat.appId', 'wechat.appSecret']));
  const value = (code: string) => rows.find((row) => row.code === code)?.value ?? '';
  const appId = value('wechat.appId');
  const secret = value('wechat.appSecret');
  if (!appId || !secret) throw new AppError(1001, 'errors.wechatNotConfigured');
  return { appId, secret };
}

/**
 * Exchanges an OAuth code for the user's openid (WeChat "sns/oauth2/access_token", grant_type authorization_code).
 * WeChat answers errors as `{ errcode, errmsg }` with HTTP 200.
 */
export async function exchangeCode(db: Db, code: string): Promise<string> {
  const { appId, secret } = await credentials(db);
  const url = new URL('/sns/oauth2/access_token', apiBase());
  url.search = new URLSearchParams({ appid: appId, secret, code, grant_type: 'authorization_code' }).toString();
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) }).catch(() => null);
  const answer = response?.ok ? ((await response.json().catch(() => null)) as { openid?: string; errcode?: number } | null) : null;
  if (!answer?.openid) throw new AppError(1001, 'errors.wechatExchangeFailed');
  return answer.openid;
}

/** Spec §7 Wechat binding calls. */
export const wechatRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { db }) => {
  const tags = ['wechat'];
  const live = sql`now() - ${STATE_MINUTES} * interval '1 minute'`;

  /** Without a state: starts a binding (a new state and the URL for the QR code). With one: whether the phone has answered. */
  app.get(
    '/wechat/getCodeByState',
    { config: { access: 'public', changesData: true }, schema: { tags, querystring: z.object({ state: z.string().max(64).optional() }) } },
    async (request, reply) => {
      if (request.query.state) {
        const [row] = await db
          .select()
          .from(wechatStates)
          .where(and(eq(wechatStates.state, request.query.state), gt(wechatStates.createdAt, live)));
        if (!row) throw new AppError(404);
        const [bound] = row.openId ? await db.select({ loginName: users.loginName }).from(users).where(eq(users.openId, row.openId)) : [];
        return reply.ok({ state: row.state, scanned: Boolean(row.openId), openId: row.openId, boundLoginName: bound?.loginName ?? null });
      }
      const { appId } = await credentials(db);
      const state = newSecret().slice(0, 32);
      await db.insert(wechatStates).values({ state });
      const redirect = `${request.protocol}://${request.host}/prod-api/wechat/getWxIdByCode`;
      const authorizeUrl = `${AUTHORIZE_URL}?${new URLSearchParams({ appid: appId, redirect_uri: redirect, response_type: 'code', scope: 'snsapi_base', state })}#wechat_redirect`;
      return reply.ok({ state, authorizeUrl });
    },
  );

  /**
   * The OAuth callback the phone opens: exchanges the code and records the openid against the state. WeChat's redirect
   * opens it from another site, so it is not guarded as a call that changes data: it needs no session, the state proves it.
   */
  app.get(
    '/wechat/getWxIdByCode',
    { config: { access: 'public' }, schema: { tags, querystring: z.object({ code: z.string().min(1).max(256), state: z.string().min(1).max(64) }) } },
    async (request, reply) => {
      const [row] = await db
        .select()
        .from(wechatStates)
        .where(and(eq(wechatStates.state, request.query.state), gt(wechatStates.createdAt, live)));
      if (!row) throw badInput('state', 'errors.404');
      const openId = await exchangeCode(db, request.query.code);
      await db.update(wechatStates).set({ openId }).where(eq(wechatStates.state, row.state));
      return reply.ok({ openId });
    },
  );

  /** Binds the scanned WeChat identity to an account, proven by its password (sent in the body, never in a URL). */
  const bindBody = z.object({
    loginName: z.string().trim().min(1).max(64),
    password: z.string().min(1).max(128),
    type: z.string().max(20).optional(),
    openId: z.string().min(1).max(128),
    uuid: z.string().max(128).optional(),
  });
  app.post('/wechat/saveOpenIdAndUuid', { config: { access: 'public' }, schema: { tags, body: bindBody } }, async (request, reply) => {
    const { loginName, password, openId, uuid } = request.body;
    const [scanned] = await db
      .select()
      .from(wechatStates)
      .where(and(eq(wechatStates.openId, openId), gt(wechatStates.createdAt, live)));
    if (!scanned) throw badInput('openId', 'errors.404');
    const [user] = await db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.loginName})`, loginName.toLowerCase()));
    const right = await checkPassword(db, {
      loginName,
      ip: request.ip,
      passwordHash: user?.passwordHash ?? null,
      password,
      refusal: user?.enabled ? null : 'userDisabled',
    });
    if (!right || !user.enabled) throw new AppError(1001, 'errors.wrongCredentials');
    // One WeChat identity belongs to one account: binding it here unbinds it anywhere else.
    await db.transaction(async (tx) => {
      await tx.update(users).set({ openId: null, uuid: null }).where(eq(users.openId, openId));
      await tx
        .update(users)
        .set({ openId, uuid: uuid ?? null, updatedAt: new Date() })
        .where(eq(users.id, user.id));
    });
    return reply.ok(null, 'messages.saved');
  });
  /** The spec's GET form of the binding would carry the password in a URL (logs, history, referrers): it binds nothing. */
  app.get('/wechat/saveOpenIdAndUuid', { config: { access: 'public' }, schema: { tags } }, async () => {
    throw badInput('password', 'errors.passwordInUrl');
  });
};
