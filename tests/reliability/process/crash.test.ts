import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../src/server/db/database.ts';
import { freshPostgresDatabase, POSTGRES_URL, startServer, type RunningServer } from '../../bench/server-process.helpers.ts';
import { inconsistencies, missingAcknowledged } from '../consistency.helpers.ts';
import { signInAll, spreadCalls } from '../http-client.helpers.ts';
import { MODULE, runWorkload, type Acknowledged } from '../workload.helpers.ts';

/**
 * kill -9 of the server while 50 users submit and approve: after a restart on the same data every acknowledged
 * action is there, no document is half-changed, and work goes on. On embedded PostgreSQL the data folder must
 * open cleanly after the kill; on a PostgreSQL server the connections just drop.
 */
const ACCOUNTS = ['staff01', 'leader01', 'finance01', 'manager01'];
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function killMidLoad(start: () => Promise<RunningServer>, port: number) {
  const server = await start();
  cleanups.push(() => server.stop());
  const cookies = await signInAll(server.url, ACCOUNTS);
  const { call } = spreadCalls([server.url], cookies);
  let killed = false;
  const load = runWorkload(call, { users: 50, until: () => killed });
  await new Promise((resolve) => setTimeout(resolve, 4000));
  server.process.kill('SIGKILL');
  killed = true;
  const result = await load;
  await new Promise((resolve) => (server.process.exitCode !== null || server.process.signalCode ? resolve(null) : server.process.once('exit', resolve)));
  console.log(`killed on port ${port} after ${result.acknowledged.length} acknowledged calls (${result.documents} documents)`);
  expect(result.acknowledged.length).toBeGreaterThan(20);

  // The restarted server answers with the sessions made before the kill, and finishes a whole chain.
  const again = await start();
  cleanups.push(() => again.stop());
  const after = spreadCalls([again.url], cookies);
  let started = 0;
  const more = await runWorkload(after.call, { users: 1, until: () => started++ > 0 });
  expect(more.refused).toEqual([]);
  expect(more.documents).toBe(1);
  await again.stop();
  return [...result.acknowledged, ...more.acknowledged];
}

async function expectAllThere(database: Database, acknowledged: Acknowledged[]) {
  try {
    expect(await missingAcknowledged(database.db, MODULE, acknowledged)).toEqual([]);
    expect(await inconsistencies(database.db, MODULE)).toEqual([]);
  } finally {
    await database.close();
  }
}

describe('a server killed with SIGKILL under load loses nothing it acknowledged', () => {
  it('on embedded PostgreSQL (PGlite): the data folder opens cleanly and holds every acknowledged action', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'oa-crash-'));
    const acknowledged = await killMidLoad(() => startServer({ port: 8191, dataDir, env: { SCHEDULER: 'off' } }), 8191);
    // The server really ran on this folder (not on a server named by the environment).
    expect(existsSync(path.join(dataDir, 'pg', 'PG_VERSION'))).toBe(true);
    await expectAllThere(await openDatabase({ dataDir }), acknowledged);
  }, 300_000);

  it('on a PostgreSQL server', async () => {
    const target = await freshPostgresDatabase(POSTGRES_URL, 'oa_crash');
    cleanups.push(() => target.drop());
    const acknowledged = await killMidLoad(() => startServer({ port: 8192, databaseUrl: target.url, env: { SCHEDULER: 'off' } }), 8192);
    await expectAllThere(await openDatabase({ url: target.url, dataDir: 'memory://' }), acknowledged);
  }, 300_000);
});
