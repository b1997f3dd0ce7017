import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app.ts';
import { OWN_PAGE, startTestApp, type TestApp } from '../../support/api.helpers.ts';

const TOKEN = 'log-test-metrics-token-91c2';
const PASSWORD = 'Demo@123';
let t: TestApp;
let app: FastifyInstance;
const lines: string[] = [];
const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

beforeAll(async () => {
  t = await startTestApp();
  const level = process.env.LOG_LEVEL;
  process.env.LOG_LEVEL = 'info';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  app = await buildApp({ database: t.database, dataDir: t.dataDir, logger: true, logStream: stream, metricsToken: TOKEN });
  if (level === undefined) delete process.env.LOG_LEVEL;
  else process.env.LOG_LEVEL = level;
}, 120_000);
afterAll(async () => {
  await app?.close();
  await t.close();
});

const cookieOf = (response: { cookies: { name: string; value: string }[] }) => response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

describe('the log', () => {
  it('holds one JSON line per request with its id, and no password, token, cookie or name', async () => {
    const signIn = await app.inject({
      method: 'POST',
      url: '/prod-api/login',
      headers: { ...OWN_PAGE, cookie: 'Admin-Token=stale-session-secret-77; theme=dark' },
      payload: { username: 'staff01', password: PASSWORD },
    });
    expect(signIn.json().status).toBe(200);
    const cookie = cookieOf(signIn);
    const session = signIn.cookies.find((c) => c.name === 'Admin-Token')!.value;
    const me = await app.inject({ method: 'GET', url: '/prod-api/user/current', headers: { cookie } });
    const { name, userId } = me.json().data as { name: string; userId: number };
    // A refusal: its envelope names the request's id, the header too.
    const missing = await app.inject({ method: 'GET', url: '/prod-api/m/reimapplication/99999999', headers: { cookie, 'x-request-id': 'forged-id' } });
    expect(missing.statusCode).toBe(404);
    const requestId = missing.json().requestId as string;
    expect(requestId).toMatch(/^[0-9a-f]{12}$/);
    expect(missing.headers['x-request-id']).toBe(requestId);
    const wrong = await app.inject({ method: 'POST', url: '/prod-api/login', headers: OWN_PAGE, payload: { username: 'staff01', password: 'Wrong@456' } });
    expect(wrong.json().requestId).toBe(wrong.headers['x-request-id']);
    expect((await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(200);

    const requests = entries().filter((entry) => entry.msg === 'request');
    expect(requests).toHaveLength(5);
    // The refusal's line carries the id the user was shown, never the one the caller sent.
    const refused = requests.find((entry) => entry.reqId === requestId)!;
    expect(refused).toMatchObject({ method: 'GET', route: '/prod-api/m/:module/:id', status: 404, userId, level: 30 });
    expect(typeof refused.ms).toBe('number');
    expect(requests.some((entry) => entry.reqId === 'forged-id')).toBe(false);
    expect(requests.find((entry) => entry.route === '/prod-api/user/current')).toMatchObject({ status: 200, userId });
    expect(new Set(requests.map((entry) => entry.reqId)).size).toBe(5);

    const text = lines.join('\n');
    for (const secret of [PASSWORD, 'Wrong@456', session, 'stale-session-secret-77', TOKEN, name, 'staff01']) expect(text).not.toContain(secret);
  });

  it('writes request lines only at LOG_LEVEL=info or below: the default warn leaves them out', async () => {
    const quiet: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        quiet.push(String(chunk));
        done();
      },
    });
    const level = process.env.LOG_LEVEL;
    delete process.env.LOG_LEVEL;
    const other = await buildApp({ database: t.database, dataDir: t.dataDir, logger: true, logStream: stream });
    if (level !== undefined) process.env.LOG_LEVEL = level;
    try {
      const answer = await other.inject({ method: 'GET', url: '/healthz' });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f]{12}$/);
      expect(quiet.join('')).toBe('');
    } finally {
      await other.close();
    }
  });
});
