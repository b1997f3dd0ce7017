import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../src/server/db/database.ts';
import { OWN_PAGE_HEADER } from '../../../src/shared/envelope.ts';
import { freshPostgresDatabase, POSTGRES_URL, startServer, type RunningServer } from '../../bench/server-process.helpers.ts';
import { inconsistencies, missingAcknowledged } from '../consistency.helpers.ts';
import { signInAll } from '../http-client.helpers.ts';
import { MODULE, runWorkload, type Answer, type Call } from '../workload.helpers.ts';

/**
 * SIGTERM while 50 users submit and approve: the server stops taking requests (refused connections, or 503 on a
 * connection already open), answers every request it had taken, ends the event streams so browsers reconnect
 * elsewhere, and exits 0; every acknowledged action is in the database and no document is half-changed.
 */
const ACCOUNTS = ['staff01', 'leader01', 'finance01', 'manager01'];
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function terminateMidLoad(server: RunningServer) {
  cleanups.push(() => server.stop());
  const cookies = await signInAll(server.url, ACCOUNTS);
  const cut: string[] = [];
  const declined = { refused: 0, unavailable: 0 };
  let inFlight = 0;
  // Like a load balancer's view: a refused connection or a 503 is "not taken"; anything else without an answer is cut.
  const call: Call = async (account, method, url, body) => {
    inFlight++;
    try {
      const response = await fetch(`${server.url}/prod-api${url}`, {
        method,
        headers: { [OWN_PAGE_HEADER.name]: OWN_PAGE_HEADER.value, cookie: cookies.get(account)!, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      }).catch((error: { cause?: { code?: string } }) => {
        if (error.cause?.code === 'ECONNREFUSED') declined.refused++;
        else cut.push(`${method} ${url}: ${error.cause?.code ?? String(error)}`);
        throw error;
      });
      if (response.status === 503) {
        declined.unavailable++;
        await response.body?.cancel();
        throw new Error('503');
      }
      return (await response.json().catch((error: unknown) => {
        cut.push(`${method} ${url}: answer cut (${String(error)})`);
        throw error;
      })) as Answer;
    } finally {
      inFlight--;
    }
  };
  const stream = await fetch(`${server.url}/prod-api/events`, { headers: { accept: 'text/event-stream', cookie: cookies.get('leader01')! } });
  expect(stream.status).toBe(200);
  const streamEnd = (async () => {
    const reader = stream.body!.getReader();
    for (;;) if ((await reader.read()).done) return 'ended';
  })().catch((error: unknown) => `broken: ${String(error)}`);

  let stopped = false;
  const load = runWorkload(call, { users: 50, until: () => stopped });
  await new Promise((resolve) => setTimeout(resolve, 4000));
  const exited = new Promise<number | null>((resolve) => server.process.once('exit', (code) => resolve(code)));
  const underWay = inFlight;
  const signalled = performance.now();
  server.process.kill('SIGTERM');
  const code = await exited;
  const took = Math.round(performance.now() - signalled);
  stopped = true;
  const result = await load;
  console.log(
    `SIGTERM on ${server.url} with ${underWay} requests under way: exited ${code} after ${took} ms; ${result.acknowledged.length} calls acknowledged, ` +
      `${declined.refused} connections refused, ${declined.unavailable} answered 503, ${cut.length} cut`,
  );
  expect(underWay).toBeGreaterThan(0);
  expect(result.acknowledged.length).toBeGreaterThan(20);
  expect(cut).toEqual([]);
  expect(await streamEnd).toBe('ended');
  expect(code).toBe(0);
  return result.acknowledged;
}

async function expectAllThere(database: Database, acknowledged: Awaited<ReturnType<typeof terminateMidLoad>>) {
  try {
    expect(await missingAcknowledged(database.db, MODULE, acknowledged)).toEqual([]);
    expect(await inconsistencies(database.db, MODULE)).toEqual([]);
  } finally {
    await database.close();
  }
}

describe('a server sent SIGTERM under load finishes what it took and loses nothing', () => {
  it('on embedded PostgreSQL (PGlite)', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'oa-sigterm-'));
    const acknowledged = await terminateMidLoad(await startServer({ port: 8147, dataDir, env: { SCHEDULER: 'off' } }));
    await expectAllThere(await openDatabase({ dataDir }), acknowledged);
  }, 300_000);

  it('on a PostgreSQL server', async () => {
    const target = await freshPostgresDatabase(POSTGRES_URL, 'oa_sigterm');
    cleanups.push(() => target.drop());
    const acknowledged = await terminateMidLoad(await startServer({ port: 8148, databaseUrl: target.url, env: { SCHEDULER: 'off' } }));
    await expectAllThere(await openDatabase({ url: target.url, dataDir: 'memory://' }), acknowledged);
  }, 300_000);
});
