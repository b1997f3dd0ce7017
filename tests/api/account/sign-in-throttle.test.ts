import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app.ts';
import { OWN_PAGE_HEADER } from '../../../src/shared/envelope.ts';
import { Caller, startTestApp, type TestApp } from '../../support/api.helpers.ts';

/**
 * The sign-in throttle (security review, medium 4 and 5): addresses come from the connection unless the request
 * passed a configured proxy; one address cannot lock an account for everyone; every place that checks a password
 * counts towards the same throttle.
 */
let t: TestApp;
/** The same product behind a reverse proxy at 127.0.0.1 (TRUST_PROXY=127.0.0.1). */
let proxied: FastifyInstance;

beforeAll(async () => {
  t = await startTestApp();
  proxied = await buildApp({ database: t.database, dataDir: t.dataDir, trustProxy: ['127.0.0.1'] });
  await proxied.ready();
});
afterAll(async () => {
  await proxied.close();
  await t.close();
});

type Login = { username: string; password: string };
async function signIn(app: FastifyInstance, login: Login, from: { remoteAddress?: string; forwardedFor?: string } = {}) {
  const response = await app.inject({
    method: 'POST',
    url: '/prod-api/login',
    payload: login,
    remoteAddress: from.remoteAddress,
    headers: { [OWN_PAGE_HEADER.name]: OWN_PAGE_HEADER.value, ...(from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {}) },
  });
  return response.json().status as number;
}
const wrong = (username: string): Login => ({ username, password: 'Wrong@123' });
const right = (username: string): Login => ({ username, password: username === 'admin' ? 'Admin@123' : 'Demo@123' });

describe('POST /prod-api/login without a configured proxy', () => {
  it('ignores X-Forwarded-For: a new forwarded address each time does not escape the per-address limit', async () => {
    for (let i = 0; i < 30; i++) expect(await signIn(t.app, wrong(`guess${i}`), { remoteAddress: '192.0.2.7', forwardedFor: `198.51.100.${i}` })).toBe(1001);
    expect(await signIn(t.app, right('leader01'), { remoteAddress: '192.0.2.7', forwardedFor: '198.51.100.99' })).toBe(429);
    expect(await signIn(t.app, right('leader01'), { remoteAddress: '192.0.2.8' })).toBe(200);
  });
});

describe('POST /prod-api/login behind a configured proxy', () => {
  it('counts by the forwarded address, and a correct password from another address still signs in', async () => {
    for (let i = 0; i < 5; i++) expect(await signIn(proxied, wrong('finance01'), { forwardedFor: '203.0.113.5' })).toBe(1001);
    expect(await signIn(proxied, right('finance01'), { forwardedFor: '203.0.113.5' })).toBe(429);
    expect(await signIn(proxied, right('finance01'), { forwardedFor: '203.0.113.6' })).toBe(200);
  });

  it('cannot lock the admin account for its owner with wrong passwords from many addresses', async () => {
    for (let i = 0; i < 60; i++) await signIn(proxied, wrong('admin'), { forwardedFor: `10.1.${Math.floor(i / 200)}.${i % 200}` });
    // An address that has failed is held back once the account has failed this often...
    expect(await signIn(proxied, right('admin'), { forwardedFor: '10.1.0.3' })).toBe(429);
    // ...but the administrator, from an address with no failures, signs in.
    expect(await signIn(proxied, right('admin'), { forwardedFor: '10.2.0.1' })).toBe(200);
  });
});

describe('every password check counts towards the sign-in throttle', () => {
  it('POST /prod-api/user/valipw: five wrong answers, then it and the sign-in from that address are refused with 429', async () => {
    const staff = new Caller(t.app);
    await staff.login('staff01');
    for (let i = 0; i < 5; i++) expect((await staff.post('/user/valipw', { password: `Guess@${i}` })).body).toMatchObject({ status: 200, data: true });
    expect((await staff.post('/user/valipw', { password: 'Demo@123' })).body.status).toBe(429);
    expect(await signIn(t.app, right('staff01'))).toBe(429);
  });

  it('POST /prod-api/wechat/saveOpenIdAndUuid counts wrong passwords; the GET form never reads one', async () => {
    // A WeChat identity scanned a moment ago, waiting to be bound.
    await t.database.db.execute(sql`insert into wechat_states (state, open_id) values ('throttle-test', 'o-throttle')`);
    for (let i = 0; i < 5; i++) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/prod-api/wechat/saveOpenIdAndUuid',
        payload: { loginName: 'manager01', password: `Guess@${i}`, openId: 'o-throttle' },
        remoteAddress: '192.0.2.40',
        headers: { [OWN_PAGE_HEADER.name]: OWN_PAGE_HEADER.value },
      });
      expect(answer.json().status).toBe(1001);
    }
    expect(await signIn(t.app, right('manager01'), { remoteAddress: '192.0.2.40' })).toBe(429);
    const inUrl = await new Caller(t.app).get('/wechat/saveOpenIdAndUuid?loginName=manager01&password=Demo@123&openId=o-throttle');
    expect(inUrl.body).toMatchObject({ status: 1001, data: { field: 'password' } });
  });
});
