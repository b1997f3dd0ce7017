import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app.ts';
import { openDatabase } from '../../../src/server/db/database.ts';
import { startTestApp, type TestApp } from '../../support/api.helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(() => t.close());

describe('GET /healthz and /readyz', () => {
  it('answer anyone, without a session, at the server root', async () => {
    const alive = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(alive.statusCode).toBe(200);
    expect(alive.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', checks: { database: 'ok', migrations: 'ok', listening: 'ok' } });
    // Not part of the API: the guarded prefix does not serve them.
    expect((await t.app.inject({ method: 'GET', url: '/prod-api/readyz' })).statusCode).toBe(404);
  });

  it('answers 503 naming the check that failed when the database is closed, while /healthz stays 200', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'oa-health-'));
    const database = await openDatabase({ url: t.url, dataDir: t.url ? dataDir : 'memory://' });
    const app = await buildApp({ database, dataDir });
    try {
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      await database.close();
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().status).toBe('unavailable');
      expect(ready.json().checks.database).toBe('failed');
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('answers 503 naming the migrations when the database lacks one this build ships', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'oa-health-'));
    const database = await openDatabase({ url: t.url, dataDir: t.url ? dataDir : 'memory://' });
    const app = await buildApp({ database, dataDir });
    try {
      // As if the newest migration had not been applied.
      await database.db.execute(sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`);
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().checks).toEqual({ database: 'ok', migrations: 'failed', listening: 'ok' });
    } finally {
      await app.close();
      await database.close();
    }
  });
});
