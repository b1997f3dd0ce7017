import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app.ts';
import { openDatabase, type Database } from '../../../src/server/db/database.ts';
import { accessChangesHeard, startTestApp, type TestApp, OWN_PAGE } from '../../support/api.helpers.ts';

/**
 * Each instance keeps the access of the sessions it has read (src/server/lib/session-cache.ts). What it keeps must
 * never outlive a change: a change made through the instance holds on the very next request, and one made elsewhere
 * holds once the database's announcement arrives.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** Requests pinned to one instance (the shared test caller spreads them over instances when SCALE_OUT is set). */
async function signIn(app: FastifyInstance, username: string, password = 'Demo@123') {
  const response = await app.inject({ method: 'POST', url: '/prod-api/login', payload: { username, password }, headers: OWN_PAGE });
  const session = response.cookies.find((cookie) => cookie.name === 'Admin-Token');
  if (!session) throw new Error(`sign-in of ${username} failed`);
  return `Admin-Token=${session.value}`;
}
const call = async (app: FastifyInstance, cookie: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  (await app.inject({ method, url: `/prod-api${url}`, headers: { ...OWN_PAGE, cookie }, payload })).json() as { status: number; data: any };
const profileStatus = async (app: FastifyInstance, cookie: string) => (await call(app, cookie, 'GET', '/user/profile')).status;

/** Waits until `check` holds, for at most `ms`; answers how long it took. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`still not so after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Date.now() - started;
}

const userId = async (name: string) =>
  Number(((await t.database.db.execute(sql`select id from users where login_name = ${name}`)) as unknown as { rows: { id: number }[] }).rows[0].id);

describe('sessions kept by an instance', () => {
  it('serves a session from memory until the database announces a change to users', async () => {
    const cookie = await signIn(t.app, 'manager01');
    expect(await profileStatus(t.app, cookie)).toBe(200);
    // Disabled behind the instance's back, with the announcing triggers off: what it keeps still lets the user in,
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update users set enabled = false where login_name = 'manager01'`);
    });
    expect(await profileStatus(t.app, cookie)).toBe(200);
    // until any change to users is announced: then it reads the session again and finds the user disabled.
    await t.database.db.execute(sql`update users set remarks = remarks where false`);
    await accessChangesHeard(t.app);
    expect(await profileStatus(t.app, cookie)).toBe(403);
    await t.database.db.execute(sql`update users set enabled = true where login_name = 'manager01'`);
  });

  it('applies a change made through the instance on its very next request: menus taken from a role, logout', async () => {
    const admin = await signIn(t.app, 'admin', 'Admin@123');
    const finance = await signIn(t.app, 'finance01');
    const roles = (await call(t.app, admin, 'GET', `/user/${await userId('finance01')}`)).data.roleIds as number[];
    expect(roles.length).toBeGreaterThan(0);
    const menus = (await call(t.app, admin, 'GET', `/role/${roles[0]}`)).data.menuIds as number[];
    const listClaims = async () => (await call(t.app, finance, 'POST', '/m/reimapplication/page', { pageNo: 1, pageSize: 5 })).status;
    expect(await listClaims()).toBe(200);

    expect((await call(t.app, admin, 'PUT', `/role/${roles[0]}/menus`, { menuIds: [] })).status).toBe(200);
    expect(await listClaims()).toBe(4031);
    expect((await call(t.app, admin, 'PUT', `/role/${roles[0]}/menus`, { menuIds: menus })).status).toBe(200);
    expect(await listClaims()).toBe(200);

    await t.app.inject({ method: 'GET', url: '/prod-api/logout', headers: { ...OWN_PAGE, cookie: finance } });
    expect(await profileStatus(t.app, finance)).toBe(403);
  });

  it('keeps what it holds through record and approval calls, and drops it on a call that may change access', async () => {
    const staff = await signIn(t.app, 'staff01');
    const admin = await signIn(t.app, 'admin', 'Admin@123');
    expect(await profileStatus(t.app, staff)).toBe(200);
    expect(await profileStatus(t.app, admin)).toBe(200);
    const kept = t.app.sessionCache.size;
    expect(kept).toBeGreaterThanOrEqual(2);
    const claim = await call(t.app, staff, 'POST', '/m/reimapplication', { title: '缓存', reimbursementType: '2', amount: '10.00', occurredOn: '2026-11-01' });
    expect(claim.status).toBe(200);
    expect((await call(t.app, staff, 'POST', `/wf/reimapplication/${claim.data.id}/withdraw`, {})).status).not.toBe(200);
    expect(t.app.sessionCache.size).toBe(kept);
    const [role] = (await call(t.app, admin, 'GET', '/role')).data as { id: number }[];
    const menuIds = (await call(t.app, admin, 'GET', `/role/${role.id}`)).data.menuIds as number[];
    expect((await call(t.app, admin, 'PUT', `/role/${role.id}/menus`, { menuIds })).status).toBe(200);
    expect(t.app.sessionCache.size).toBe(0);
  });

  it.skipIf(!process.env.DATABASE_URL)('another instance on the database drops what it keeps when the change commits', async () => {
    let other: { app: FastifyInstance; database: Database } | undefined;
    try {
      const database = await openDatabase({ url: t.url, dataDir: t.dataDir });
      other = { app: await buildApp({ database, dataDir: t.dataDir }), database };
      await other.app.ready();
      const admin = await signIn(t.app, 'admin', 'Admin@123');
      const leader = await signIn(t.app, 'leader01');
      expect(await profileStatus(other.app, leader)).toBe(200);
      // Disabling a user ends their sessions, on the instance that did it; the other hears of it.
      expect((await call(t.app, admin, 'DELETE', `/user/enable/${await userId('leader01')}`)).status).toBe(200);
      const ms = await within(5000, async () => (await profileStatus(other!.app, leader)) === 403);
      console.log(`the other instance refused the ended session ${ms} ms after the change`);
      expect((await call(t.app, admin, 'DELETE', `/user/enable/${await userId('leader01')}`)).status).toBe(200);
    } finally {
      await other?.app.close();
      await other?.database.close();
    }
  });
});
