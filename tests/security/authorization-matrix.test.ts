import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, type RouteSummary } from '../../src/server/app.ts';
import { users } from '../../src/server/db/schema.ts';
import { Caller, startTestApp, type TestApp } from '../api/helpers.ts';

/**
 * Every API route × every kind of caller, generated from the route table so that a new route cannot be missed:
 * anonymous callers reach only public routes; a signed-in user without codes is refused every route that names
 * a permission code; a user who must still change the password reaches only the password-change routes;
 * admin is refused nothing.
 */
let t: TestApp;
let routes: RouteSummary[];
const callers: Record<'anonymous' | 'noCodes' | 'mustChangePassword' | 'admin', Caller> = {} as never;

const SAMPLE_PARAMS: Record<string, string> = {
  id: '999999',
  module: 'customer',
  kind: 'area',
  file: '1-0000000000000000.png',
  sid: '00000000-0000-4000-8000-000000000000',
  day: '2031-01-01',
  state: '1',
  a: '999999',
  b: 'x',
  key: 'sex',
  '*': 'x',
};
/** Calls that end the caller's own session are checked by their own tests. */
const SKIP_FOR_SIGNED_IN = new Set(['GET /prod-api/logout', 'PUT /prod-api/user/updatepw', 'POST /prod-api/user/loginName']);

const concrete = (url: string) => url.replace(/:(\w+)|\*/g, (_match, name: string | undefined) => SAMPLE_PARAMS[name ?? '*'] ?? '1');
const needsCode = (route: RouteSummary) =>
  Boolean(route.config.permission) || Boolean((route.config as { engine?: { requireCode: boolean } }).engine?.requireCode);

beforeAll(async () => {
  t = await startTestApp();
  routes = t.app.routeList.filter((route) => route.url.startsWith(API_PREFIX) && route.method !== 'HEAD' && !route.url.startsWith(`${API_PREFIX}/docs`));
  callers.anonymous = new Caller(t.app);
  callers.admin = new Caller(t.app);
  await callers.admin.login('admin');
  // A user with no role at all, who has already chosen a password.
  const eng = (await callers.admin.get('/office')).body.data.find((o: { code: string }) => o.code === 'SOUTH-ENG');
  await callers.admin.post('/user', { loginName: 'nocodes01', name: '无权限', officeId: eng.id, password: 'Start@123' });
  await t.database.db.update(users).set({ remarks: true }).where(eq(users.loginName, 'nocodes01'));
  callers.noCodes = new Caller(t.app);
  await callers.noCodes.login('nocodes01', 'Start@123');
  callers.mustChangePassword = new Caller(t.app);
  await callers.mustChangePassword.login('newhire01');
});
afterAll(() => t.close());

async function call(caller: Caller, route: RouteSummary) {
  const method = route.method as 'GET' | 'POST' | 'PUT' | 'DELETE';
  return caller.request(method, concrete(route.url).slice(API_PREFIX.length), method === 'GET' || method === 'DELETE' ? undefined : {});
}

describe('authorization matrix over every API route', () => {
  it('covers the whole API', () => {
    expect(routes.length).toBeGreaterThan(100);
  });

  it('refuses anonymous callers everywhere but the public routes', async () => {
    const leaks: string[] = [];
    for (const route of routes) {
      const { body } = await call(callers.anonymous, route);
      const isPublic = route.config.access === 'public';
      if (!isPublic && body.status !== 403) leaks.push(`${route.method} ${route.url} → ${body.status}`);
      if (isPublic && body.status === 403) leaks.push(`${route.method} ${route.url} refused although public`);
    }
    expect(leaks).toEqual([]);
  });

  it('refuses a signed-in user without codes every route that names a code, and lets the others through the guard', async () => {
    const leaks: string[] = [];
    for (const route of routes) {
      if (SKIP_FOR_SIGNED_IN.has(`${route.method} ${route.url}`)) continue;
      const { body } = await call(callers.noCodes, route);
      if (needsCode(route) && body.status !== 4031) leaks.push(`${route.method} ${route.url} → ${body.status}`);
      if (!needsCode(route) && (body.status === 403 || body.status === 4031)) leaks.push(`${route.method} ${route.url} refused: ${body.status}`);
    }
    expect(leaks).toEqual([]);
  });

  it('keeps a user who must change the password to the password-change routes', async () => {
    const leaks: string[] = [];
    for (const route of routes) {
      if (SKIP_FOR_SIGNED_IN.has(`${route.method} ${route.url}`) || route.config.access === 'public') continue;
      const { body } = await call(callers.mustChangePassword, route);
      const allowed = route.config.access === 'passwordChange';
      if (!allowed && body.status !== 4011) leaks.push(`${route.method} ${route.url} → ${body.status}`);
      if (allowed && body.status === 4011) leaks.push(`${route.method} ${route.url} refused`);
    }
    expect(leaks).toEqual([]);
  });

  it('refuses admin nothing, and no call answers HTTP 500', async () => {
    const problems: string[] = [];
    for (const route of routes) {
      if (SKIP_FOR_SIGNED_IN.has(`${route.method} ${route.url}`)) continue;
      const answer = await call(callers.admin, route);
      if ([403, 4031, 4011].includes(answer.body.status)) problems.push(`${route.method} ${route.url} → ${answer.body.status}`);
      if (answer.http >= 500) problems.push(`${route.method} ${route.url} → HTTP ${answer.http}: ${answer.body.msg}`);
    }
    expect(problems).toEqual([]);
  });
});
