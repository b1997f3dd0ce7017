import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { OWN_PAGE_HEADER } from '../../src/shared/envelope.ts';
import { openDatabase, type Database } from '../../src/server/db/database.ts';
import { ACCESS_CHANNEL } from '../../src/server/lib/session-cache.ts';
import { createSeededDatabase, onServer, seededDataDir } from './database-template.ts';

/** `url` names the PostgreSQL database when the app runs on a server (DATABASE_URL), for a second instance on it. */
export type TestApp = { app: FastifyInstance; database: Database; url?: string; dataDir: string; close(): Promise<void> };

/**
 * The real app on a fresh, seeded database: embedded PostgreSQL in memory, or, when DATABASE_URL is set,
 * a new database on that server, dropped again on close. Both start as the run's seeded template.
 */
export async function startTestApp(): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'oa-test-'));
  const serverUrl = process.env.DATABASE_URL;
  let url: string | undefined;
  let dropDatabase = async () => {};
  if (serverUrl) {
    const name = `oa_test_${randomUUID().replaceAll('-', '')}`;
    url = await createSeededDatabase(serverUrl, name);
    dropDatabase = () => onServer(serverUrl, `drop database if exists ${name} with (force)`);
  }
  const database = url ? await openDatabase({ url, dataDir }) : await openDatabase({ dataDir: 'memory://', startFrom: seededDataDir() });
  const app = await buildApp({ database, dataDir });
  await app.ready();
  // SCALE_OUT=2 with DATABASE_URL: a second instance on the same database (its own pool, event hub and caches)
  // answers every other call, so the whole API suite runs split across two instances.
  let second: { app: FastifyInstance; database: Database } | undefined;
  if (url && process.env.SCALE_OUT === '2') {
    const otherDatabase = await openDatabase({ url, dataDir });
    const other = await buildApp({ database: otherDatabase, dataDir });
    await other.ready();
    second = { app: other, database: otherDatabase };
  }
  instancesOf.set(app, { instances: second ? [app, second.app] : [app], database });
  return {
    app,
    database,
    url,
    dataDir,
    async close() {
      if (second) {
        await second.app.close();
        await second.database.close();
      }
      await app.close();
      await database.close();
      await dropDatabase();
    },
  };
}

/** The instances a test app's calls are spread over (only the app itself unless SCALE_OUT is set), and its database. */
const instancesOf = new WeakMap<FastifyInstance, { instances: FastifyInstance[]; database: Database }>();
let turn = 0;
const nextInstance = (app: FastifyInstance) => {
  const instances = instancesOf.get(app)?.instances ?? [app];
  return instances[turn++ % instances.length];
};

/**
 * Waits until every instance of the test app has heard what the database announced so far on the access channel
 * (lib/session-cache.ts): a change of access made outside an instance (through another one, or straight in the
 * database) holds there from then on. A person's next click comes later than that; a test's next call may not.
 */
export async function accessChangesHeard(app: FastifyInstance) {
  const found = instancesOf.get(app);
  if (!found) return;
  const token = `heard:${randomUUID()}`;
  await found.database.db.execute(sql`select pg_notify(${ACCESS_CHANNEL}, ${token})`);
  for (const instance of found.instances) {
    const started = Date.now();
    while (!instance.sessionCache.hasHeard(token)) {
      if (Date.now() - started > 5000) throw new Error('an instance did not hear the access channel in 5 s');
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
  }
}

/** The header the product's pages send with every call; a test injecting a request itself sends it too. */
export const OWN_PAGE = { [OWN_PAGE_HEADER.name]: OWN_PAGE_HEADER.value };

/** A signed-in caller: keeps the session cookie like a browser would. */
export class Caller {
  cookies: Record<string, string> = {};
  constructor(private readonly app: FastifyInstance) {}

  async request(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, headers: Record<string, string> = {}) {
    const response = await nextInstance(this.app).inject({
      method,
      url: `/prod-api${url}`,
      payload: body as never,
      headers: {
        cookie: Object.entries(this.cookies)
          .map(([k, v]) => `${k}=${v}`)
          .join('; '),
        // What the product's pages send with every call (plugins/cross-site.plugin.ts).
        ...OWN_PAGE,
        ...headers,
      },
    });
    for (const cookie of response.cookies) {
      if (cookie.value === '' || (cookie.expires && cookie.expires.getTime() < Date.now())) delete this.cookies[cookie.name];
      else this.cookies[cookie.name] = cookie.value;
    }
    // Split over instances, the next call goes to another one: it must have heard a change this call made.
    const spread = (instancesOf.get(this.app)?.instances.length ?? 1) > 1;
    if (spread && (method !== 'GET' || url === '/logout')) await accessChangesHeard(this.app);
    return envelopeOf(response);
  }

  get = (url: string, headers?: Record<string, string>) => this.request('GET', url, undefined, headers);
  post = (url: string, body?: unknown, headers?: Record<string, string>) => this.request('POST', url, body, headers);
  put = (url: string, body?: unknown, headers?: Record<string, string>) => this.request('PUT', url, body, headers);
  delete = (url: string) => this.request('DELETE', url);

  async login(username: string, password = username === 'admin' ? 'Admin@123' : 'Demo@123') {
    const result = await this.post('/login', { username, password });
    if (result.body.status !== 200) throw new Error(`login ${username} failed: ${result.body.msg}`);
    return result;
  }
}

export type Answer = { http: number; body: { status: number; msg: string; data: any } };

/** The envelope of a JSON answer; a file download (Excel, PDF, image) is reported with its HTTP status. */
function envelopeOf(response: LightMyRequestResponse): Answer {
  const isJson = String(response.headers['content-type'] ?? '').includes('json');
  return { http: response.statusCode, body: isJson ? response.json() : { status: response.statusCode, msg: '', data: response.rawPayload } };
}

/** The demo accounts the API tests act as: the administrator and the reimbursement chain (spec §10 demo data). */
export const DEMO_ACCOUNTS = ['admin', 'staff01', 'leader01', 'finance01', 'manager01'] as const;

/** Signs each account in on its own caller; answers the callers and the accounts' user ids by login name. */
export async function signInAccounts(app: FastifyInstance, accounts: readonly string[] = DEMO_ACCOUNTS) {
  const as: Record<string, Caller> = {};
  const ids: Record<string, number> = {};
  for (const name of accounts) {
    as[name] = new Caller(app);
    await as[name].login(name);
    ids[name] = (await as[name].get('/user/current')).body.data.userId;
  }
  return { as, ids };
}

/**
 * The fixture an API file starts from: before its tests, the app on a fresh seeded database and `accounts` signed in;
 * after them, the app closed. `t`, `as` and `ids` are filled in place, so a file takes them once at its top and its
 * own `beforeAll`, registered after this call, finds them ready.
 */
export function signedInApp(accounts: readonly string[] = DEMO_ACCOUNTS) {
  const t = {} as TestApp;
  const as: Record<string, Caller> = {};
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    Object.assign(t, await startTestApp());
    const signedIn = await signInAccounts(t.app, accounts);
    Object.assign(as, signedIn.as);
    Object.assign(ids, signedIn.ids);
  });
  afterAll(() => t.close?.());
  return { t, as, ids };
}

/** A one-line travel reimbursement of `amount` yuan, ready to submit through the shipped flow. */
export const travelClaim = (amount: number, title = `差旅 ${amount}`, on = '2026-11-01') => ({
  title,
  reimbursementType: '2',
  amount: amount.toFixed(2),
  occurredOn: on,
  lines: [{ date: on, item: '高铁', amount: amount.toFixed(2) }],
});

const EN = { 'accept-language': 'en' };

/**
 * Approval actions on any module's documents as the accounts take them, read in English unless other `headers` are
 * given: `act` answers, `ok` is an action that must succeed.
 */
export function workflowCalls(as: Record<string, Caller>, headers: Record<string, string> = EN) {
  const act = (name: string, module: string, id: number, action: string, body: object = {}) => as[name].post(`/wf/${module}/${id}/${action}`, body, headers);
  return {
    act,
    async ok(name: string, module: string, id: number, action: string, body: object = {}) {
      const answer = await act(name, module, id, action, body);
      expect(answer.body.status, `${name} ${action} on ${module}: ${answer.body.msg}`).toBe(200);
      return answer;
    },
  };
}

/** One module's calls: `create` a record (as staff01 unless told), `act` and `ok` on it, its `record` and `statusOf`. */
export function moduleCalls(as: Record<string, Caller>, module: string, headers: Record<string, string> = EN) {
  const calls = workflowCalls(as, headers);
  const record = async (id: number) => (await as.admin.get(`/m/${module}/${id}`)).body.data;
  return {
    create: (data: object, by = 'staff01') => as[by].post(`/m/${module}`, data, headers),
    act: (name: string, id: number, action: string, body: object = {}) => calls.act(name, module, id, action, body),
    async ok(name: string, id: number, action: string, body: object = {}) {
      const answer = await calls.act(name, module, id, action, body);
      expect(answer.body.status, `${name} ${action}: ${answer.body.msg}`).toBe(200);
      return answer;
    },
    record,
    statusOf: async (id: number) => (await record(id)).status as number,
  };
}

/**
 * Reimbursement claims through the API: `file` one as staff01 (its id), `act` on one as an account (in a language),
 * `ok` an action that must succeed, and a claim's `statusOf`.
 */
export function claimCalls(as: Record<string, Caller>, module = 'reimapplication') {
  const act = (name: string, id: number, action: string, body: object = {}, language = 'en') =>
    as[name].post(`/wf/${module}/${id}/${action}`, body, { 'accept-language': language });
  return {
    async file(amount: number) {
      const created = await as.staff01.post(`/m/${module}`, travelClaim(amount));
      expect(created.body.status).toBe(200);
      return created.body.data.id as number;
    },
    act,
    async ok(name: string, id: number, action: string, body: object = {}) {
      const answer = await act(name, id, action, body);
      expect(answer.body.status, `${name} ${action}: ${answer.body.msg}`).toBe(200);
    },
    statusOf: async (id: number) => (await as.admin.get(`/m/${module}/${id}`)).body.data.status as number,
  };
}

/**
 * A delegated administrator: an account in `officeCode` whose one role (data scope `dataScope`) grants the menus
 * carrying `codes` and the pages above them — a subset of what the admin account holds. Answers its signed-in caller.
 */
export async function delegatedAdmin(
  t: TestApp,
  admin: Caller,
  options: { loginName: string; codes: readonly string[]; dataScope?: 1 | 2 | 3 | 4 | 5; officeCode?: string },
) {
  const menus = (await admin.get('/menu')).body.data as { menuId: number; parentId: number | null; permission: string | null }[];
  const byId = new Map(menus.map((menu) => [menu.menuId, menu]));
  const granted = new Set<number>();
  for (const menu of menus.filter((entry) => options.codes.includes(entry.permission ?? ''))) {
    for (let node: (typeof menus)[number] | undefined = menu; node; node = node.parentId ? byId.get(node.parentId) : undefined) granted.add(node.menuId);
  }
  const role = await admin.post('/role', { code: `${options.loginName}_role`, name: options.loginName, roleType: 1, dataScope: options.dataScope ?? 5 });
  await admin.put(`/role/${role.body.data.id}/menus`, { menuIds: [...granted] });
  const office = (await admin.get('/office')).body.data.find((o: { code: string }) => o.code === (options.officeCode ?? 'HQ-ADM'));
  const made = await admin.post('/user', {
    loginName: options.loginName,
    name: options.loginName,
    officeId: office.id,
    password: 'Start@123',
    roleIds: [role.body.data.id],
  });
  if (made.body.status !== 200) throw new Error(`could not create ${options.loginName}: ${made.body.msg}`);
  await t.database.db.execute(sql`update users set remarks = true where login_name = ${options.loginName}`);
  await accessChangesHeard(t.app);
  const caller = new Caller(t.app);
  await caller.login(options.loginName, 'Start@123');
  return { caller, roleId: role.body.data.id as number, userId: made.body.data.id as number };
}
