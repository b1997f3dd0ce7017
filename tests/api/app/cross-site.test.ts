import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app.ts';
import { OWN_PAGE_HEADER } from '../../../src/shared/envelope.ts';
import { Caller, signedInApp } from '../../support/api.helpers.ts';

/**
 * Forged cross-site requests (security review, medium 6): a page on another site makes the admin's browser call
 * the API with the admin's cookie. Every call that changes data is refused unless it comes from our own pages.
 */
const { t, as } = signedInApp(['admin']);
let admin: Caller;
let webPageId: number;

beforeAll(() => {
  admin = as.admin;
});

beforeAll(async () => {
  const saved = await admin.post('/mongo/web/saveWeb', {
    moduleId: 'customer',
    name: '客户表单',
    kind: 'form',
    config: { fields: [{ key: 'name', span: 24 }] },
  });
  webPageId = saved.body.data.id;
});

/** A request as the admin's browser would send it, with only the headers given (no mark of our pages unless given). */
async function browserCall(method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) {
  const cookie = Object.entries(admin.cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  const response = await t.app.inject({ method, url: `/prod-api${url}`, payload, headers: { cookie, host: 'oa.example.com', ...headers } });
  return response.json() as { status: number; msg: string };
}
const webPageExists = async () => (await admin.get(`/mongo/web/findWebById?id=${webPageId}`)).body.status === 200;

describe('GET /prod-api/mongo/web/delWeb (a GET that deletes, named by the spec)', () => {
  it('refuses a top-level navigation from another site (Sec-Fetch-Site: cross-site) with 4031 and deletes nothing', async () => {
    const answer = await browserCall('GET', `/mongo/web/delWeb?id=${webPageId}`, { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' });
    expect(answer.status).toBe(4031);
    expect(await webPageExists()).toBe(true);
  });

  it('refuses a browser without Fetch Metadata whose Referer is another site', async () => {
    const answer = await browserCall('GET', `/mongo/web/delWeb?id=${webPageId}`, {
      referer: 'https://evil.example.net/page',
      [OWN_PAGE_HEADER.name]: OWN_PAGE_HEADER.value,
    });
    expect(answer.status).toBe(4031);
    expect(await webPageExists()).toBe(true);
  });
});

describe('calls that change data', () => {
  it('refuses a POST without the mark of our pages (a plain form on another site), and saves nothing', async () => {
    const answer = await browserCall('POST', '/m/customer', {}, { name: '伪造客户', customerType: '1' });
    expect(answer.status).toBe(4031);
    expect(answer.msg).toMatch(/another site/);
    expect((await admin.post('/m/customer/page', { query: '伪造客户' })).body.data.total).toBe(0);
  });

  it('refuses a POST whose Origin is another site, even carrying the mark', async () => {
    const answer = await browserCall(
      'POST',
      '/m/customer',
      { origin: 'https://evil.example.net', [OWN_PAGE_HEADER.name]: OWN_PAGE_HEADER.value },
      { name: '伪造客户' },
    );
    expect(answer.status).toBe(4031);
  });

  it('refuses GET /logout from another site: the session lives on', async () => {
    expect((await browserCall('GET', '/logout', { 'sec-fetch-site': 'same-site' })).status).toBe(4031);
    expect((await admin.get('/user/current')).body.status).toBe(200);
  });

  it('accepts the same calls from our own pages', async () => {
    const mark = { [OWN_PAGE_HEADER.name]: OWN_PAGE_HEADER.value, 'sec-fetch-site': 'same-origin', origin: 'https://oa.example.com' };
    expect((await browserCall('POST', '/m/customer', mark, { name: '真客户', customerType: '1', level: 'A' })).status).toBe(200);
    expect((await browserCall('GET', `/mongo/web/delWeb?id=${webPageId}`, mark)).status).toBe(200);
    expect(await webPageExists()).toBe(false);
  });

  it('lets reads through from anywhere: links and images of our pages', async () => {
    expect((await browserCall('GET', '/user/current', { 'sec-fetch-site': 'cross-site' })).status).toBe(200);
  });
});

describe('the session cookie', () => {
  let proxied: FastifyInstance;
  beforeAll(async () => {
    proxied = await buildApp({ database: t.database, dataDir: t.dataDir, trustProxy: ['127.0.0.1'] });
    await proxied.ready();
  });
  afterAll(() => proxied.close());

  const sessionCookie = async (app: FastifyInstance, headers: Record<string, string>) => {
    const response = await app.inject({
      method: 'POST',
      url: '/prod-api/login',
      payload: { username: 'staff01', password: 'Demo@123' },
      headers: { [OWN_PAGE_HEADER.name]: OWN_PAGE_HEADER.value, ...headers },
    });
    return response.cookies.find((cookie) => cookie.name === 'Admin-Token')!;
  };

  it('is SameSite=Strict and HttpOnly, and Secure when the request came over HTTPS through a configured proxy', async () => {
    const plain = await sessionCookie(t.app, {});
    expect(plain).toMatchObject({ sameSite: 'Strict', httpOnly: true });
    expect(plain.secure).toBeFalsy();
    expect((await sessionCookie(proxied, { 'x-forwarded-proto': 'https' })).secure).toBe(true);
  });

  it('believes no X-Forwarded-Proto from a client when no proxy is configured', async () => {
    expect((await sessionCookie(t.app, { 'x-forwarded-proto': 'https' })).secure).toBeFalsy();
  });
});
