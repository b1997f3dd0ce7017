import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, selectRows, type Database } from '../../../src/server/db/database.ts';
import { freshPostgresDatabase, POSTGRES_URL, startServer, type RunningServer } from '../../bench/server-process.helpers.ts';
import { inconsistencies, missingAcknowledged } from '../consistency.helpers.ts';
import { httpCall, signInAll, spreadCalls } from '../http-client.helpers.ts';
import { MODULE, runWorkload } from '../workload.helpers.ts';

/**
 * Two server processes on one PostgreSQL database: sessions, pushed to-do events and scheduled tasks work across
 * them, and when one is killed in the middle of the load the other carries on without losing anything.
 */
const ACCOUNTS = ['staff01', 'leader01', 'finance01', 'manager01'];
let target: { url: string; drop(): Promise<void> };
let a: RunningServer;
let b: RunningServer;
let database: Database;
let cookies: Map<string, string>;
const startedAt = new Date();

beforeAll(async () => {
  target = await freshPostgresDatabase(POSTGRES_URL, 'oa_scale');
  // Both poll for due jobs every second, so they compete for every tick.
  const env = { SCHEDULER_POLL_MS: '1000' };
  a = await startServer({ port: 8193, databaseUrl: target.url, env });
  b = await startServer({ port: 8194, databaseUrl: target.url, env });
  database = await openDatabase({ url: target.url, dataDir: 'memory://' });
  // Every five seconds (the scheduler reads a cron expression's optional seconds field), so ticks come during the
  // load rather than at the next minute.
  await database.db.execute(sql`update scheduled_jobs set cron = '*/5 * * * * *', enabled = true where code = 'heartbeat'`);
  cookies = await signInAll(a.url, ACCOUNTS);
});
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await database?.close();
  await target?.drop();
});

describe('two instances on one PostgreSQL database', () => {
  it('a session made on one works on the other', async () => {
    const onA = await httpCall(a.url, cookies.get('leader01')!, 'GET', '/user/current');
    const onB = await httpCall(b.url, cookies.get('leader01')!, 'GET', '/user/current');
    expect(onA.status).toBe(200);
    expect(onB).toEqual(onA);
  });

  it('a to-do made on one instance reaches a browser connected to the other', async () => {
    const abort = new AbortController();
    const stream = await fetch(`${b.url}/prod-api/events`, {
      headers: { accept: 'text/event-stream', cookie: cookies.get('leader01')! },
      signal: abort.signal,
    });
    const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
    const arrived = (async () => {
      let text = '';
      while (!text.includes('event: notification')) text += (await reader.read()).value ?? '';
      return text;
    })();
    let started = 0;
    const filed = await runWorkload(spreadCalls([a.url], cookies).call, { users: 1, until: () => started++ > 0 });
    expect(filed.refused).toEqual([]);
    expect(await arrived).toContain('data: {"type":3}');
    abort.abort();
  });

  it('one instance killed under load: the other carries on, nothing acknowledged is lost, each scheduled tick ran once', async () => {
    const spread = spreadCalls([a.url, b.url], cookies);
    let stop = false;
    const load = runWorkload(spread.call, { users: 30, until: () => stop });
    await new Promise((resolve) => setTimeout(resolve, 5000));
    a.process.kill('SIGKILL');
    const reachedBAtKill = spread.reached[1];
    await new Promise((resolve) => setTimeout(resolve, 5000));
    stop = true;
    const result = await load;
    console.log(`two instances: ${result.documents} documents, ${result.actions} actions; answered by A ${spread.reached[0]}, by B ${spread.reached[1]}`);
    expect(spread.reached[0]).toBeGreaterThan(0);
    expect(spread.reached[1] - reachedBAtKill).toBeGreaterThan(20);
    // A call cut off with A may have been applied before the kill: its retry on B is then refused, nothing else is.
    expect(result.refused.length).toBeLessThanOrEqual(30);
    expect(await missingAcknowledged(database.db, MODULE, result.acknowledged)).toEqual([]);
    expect(await inconsistencies(database.db, MODULE)).toEqual([]);

    // The heartbeat job runs every five seconds: wait for a tick after start, then check no tick ran twice.
    const ticks = async () =>
      selectRows<{ tick: string; runs: number; instances: number }>(
        database.db,
        sql`select r.tick, count(*) as runs, count(distinct r.instance) as instances from job_runs r join scheduled_jobs j on j.id = r.job_id
            where j.code = 'heartbeat' and not r.manual and r.tick >= ${startedAt.toISOString()} group by r.tick`,
      );
    const deadline = Date.now() + 75_000;
    while ((await ticks()).length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 1000));
    const ran = await ticks();
    expect(ran.length).toBeGreaterThan(0);
    for (const tick of ran) expect(Number(tick.runs)).toBe(1);
  }, 180_000);
});
