/**
 * Approval actions per second (issue: submit and approve, 50 concurrent users) through the real server, on
 * embedded PostgreSQL and on a PostgreSQL server, against the ceiling of the same kind of statements run
 * directly as raw SQL transactions (lock the document, move its status, write the history and task rows).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, selectRows } from '../../src/server/db/database.ts';
import { seed } from '../../src/server/seed/seed.ts';
import { postJson, signIn } from './load-client.helpers.ts';
import { freshPostgresDatabase, POSTGRES_URL, startServer, type RunningServer } from './server-process.helpers.ts';

const CONCURRENCY = 50;
const DOCUMENTS = Number(process.env.BENCH_APPROVAL_DOCS ?? 1000);
const WARM_UP = 100;
/** BENCH_DATABASES=pg (or pglite) runs one of the two. */
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,pg').split(',');

const call = async (server: RunningServer, cookie: string, url: string, body: object) =>
  (await postJson<{ id: number }>(server.url, `/prod-api${url}`, body, cookie)).envelope;

/** Runs `work` for every item with at most CONCURRENCY in flight; answers the elapsed seconds. */
export async function pool<T>(items: T[], work: (item: T) => Promise<void>): Promise<number> {
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
  return (performance.now() - started) / 1000;
}

/** Files `count` claims as staff01, submits them all, then has leader01 approve them all; times the two rounds. */
async function round(server: RunningServer, staff: string, leader: string, count: number) {
  const ids: number[] = [];
  await pool(
    Array.from({ length: count }, (_, i) => i),
    async (i) => {
      const created = await call(server, staff, '/m/reimapplication', {
        title: `压测 ${i}`,
        reimbursementType: '2',
        amount: '100.00',
        occurredOn: '2026-11-01',
      });
      ids.push(created.data.id);
    },
  );
  let refused = 0;
  const submitSeconds = await pool(ids, async (id) => {
    if ((await call(server, staff, `/wf/reimapplication/${id}/submit`, {})).status !== 200) refused++;
  });
  const approveSeconds = await pool(ids, async (id) => {
    if ((await call(server, leader, `/wf/reimapplication/${id}/approve`, { examRemarks: '同意' })).status !== 200) refused++;
  });
  return {
    perSecond: (2 * ids.length) / (submitSeconds + approveSeconds),
    submitPerSecond: ids.length / submitSeconds,
    approvePerSecond: ids.length / approveSeconds,
    refused,
  };
}

/** A warm-up round (the server compiles its hot code, every pooled connection prepares its statements), then the measured one. */
export async function throughApi(server: RunningServer) {
  const staff = await signIn(server.url, 'staff01');
  const leader = await signIn(server.url, 'leader01');
  await round(server, staff, leader, WARM_UP);
  return round(server, staff, leader, DOCUMENTS);
}

/** The statements one approval action needs, as a raw transaction, with no server around them. */
async function rawCeiling(options: { url?: string; dataDir: string }) {
  const database = await openDatabase(options);
  await seed(database.db, { demo: true });
  const { db } = database;
  const [{ creator }] = await selectRows<{ creator: number }>(db, sql`select id as creator from users where login_name = 'staff01'`);
  const ids = (
    await selectRows<{ id: number }>(
      db,
      sql`insert into records (module, serial_no, data, creator_id, office_path)
        select 'bench', 'B' || g, '{"amount": 100}'::jsonb, ${creator}, '/1/' from generate_series(1, ${DOCUMENTS * 2}) g returning id`,
    )
  ).map((row) => Number(row.id));
  const seconds = await pool(ids, async (id) => {
    await db.transaction(async (tx) => {
      await tx.execute(sql`select id, status, data from records where id = ${id} for update`);
      await tx.execute(sql`update records set status = 3, version = version + 1, updated_at = now() where id = ${id}`);
      await tx.execute(
        sql`insert into record_history (record_id, module, event, from_status, to_status, actor_id, snapshot) values (${id}, 'bench', 'approval.submit', 0, 3, ${creator}, '{}'::jsonb)`,
      );
      await tx.execute(sql`insert into notifications (user_id, type, content) values (${creator}, 3, 'bench')`);
    });
  });
  await database.close();
  return ids.length / seconds;
}

export async function runApprovalBench() {
  const rows: { label: string; api: Awaited<ReturnType<typeof throughApi>>; raw: number }[] = [];
  if (DATABASES.includes('pglite')) {
    const server = await startServer({ port: 8321, env: { SCHEDULER: 'off' } });
    try {
      const api = await throughApi(server);
      rows.push({ label: 'embedded PostgreSQL (PGlite)', api, raw: await rawCeiling({ dataDir: mkdtempSync(path.join(tmpdir(), 'oa-raw-')) }) });
    } finally {
      await server.stop();
    }
  }
  if (DATABASES.includes('pg')) {
    const database = await freshPostgresDatabase(POSTGRES_URL, 'oa_bench_wf');
    const rawDatabase = await freshPostgresDatabase(POSTGRES_URL, 'oa_bench_raw');
    const server = await startServer({ port: 8322, databaseUrl: database.url, env: { SCHEDULER: 'off', DB_POOL_SIZE: '20' } });
    try {
      const api = await throughApi(server);
      rows.push({ label: 'PostgreSQL server', api, raw: await rawCeiling({ url: rawDatabase.url, dataDir: mkdtempSync(path.join(tmpdir(), 'oa-raw-')) }) });
    } finally {
      await server.stop();
      await database.drop();
      await rawDatabase.drop();
    }
  }
  console.log(`\n## Approval actions (${DOCUMENTS} documents submitted then approved after ${WARM_UP} to warm up, ${CONCURRENCY} concurrent clients)`);
  console.log('| database | actions/s (API) | submit/s | approve/s | raw SQL transactions/s | API / raw | refused |');
  console.log('|---|---|---|---|---|---|---|');
  for (const row of rows) {
    console.log(
      `| ${row.label} | ${row.api.perSecond.toFixed(0)} | ${row.api.submitPerSecond.toFixed(0)} | ${row.api.approvePerSecond.toFixed(0)} | ${row.raw.toFixed(0)} | ${(row.api.perSecond / row.raw).toFixed(2)} | ${row.api.refused} |`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runApprovalBench();
