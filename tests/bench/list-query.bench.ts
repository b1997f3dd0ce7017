/**
 * List page of the module engine over 1,000,000 records of one module (issue 3 benchmark), on a PostgreSQL
 * server (DATABASE_URL, a fresh database is created and dropped) and on embedded PostgreSQL (PGlite).
 * Page 20 with a text filter, a status filter and a sort: median and p95 of the API (Fastify inject, with the
 * session lookup, permission and scope checks, validation and envelope) and of the same two SQL statements run
 * directly on the driver, and their ratio. Prints figures; asserts nothing about time.
 *
 * Total count at this size: `count(*)` over the matching rows capped at COUNT_CAP + 1 (10,001) — exact up to
 * 10,000, beyond that the page answers `total: 10000, totalExact: false` — so a count never scans a million rows.
 *
 * Run: npx tsx tests/bench/list-query.bench.ts   (RECORDS=200000 for a quicker run; PGLITE=false / PG=false to skip one)
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { findModule } from '../../src/modules/index.ts';
import { buildApp } from '../../src/server/app.ts';
import { openDatabase, type Database } from '../../src/server/db/database.ts';
import { offices, users } from '../../src/server/db/schema.ts';
import { pageStatements } from '../../src/server/engine/record.service.ts';
import { loadAccess } from '../../src/server/lib/access.ts';
import { seed } from '../../src/server/seed/seed.ts';
import type { ListQuery } from '../../src/shared/schemas/engine.schema.ts';
import { OWN_PAGE } from '../api/helpers.ts';

const RECORDS = Number(process.env.RECORDS ?? 1_000_000);
const RUNS = Number(process.env.RUNS ?? 40);
const WARMUP = 5;
const POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const QUERY: ListQuery = {
  query: [
    { prop: 'name', type: 'like', values: '杭州' },
    { prop: 'status', type: 'equals', values: 1 },
  ],
  sortby: 'createdAt',
  order: 'desc',
  page: { pageIndex: 1, limit: 20 },
};

type RawClient = { query(text: string, params?: unknown[]): Promise<unknown> };

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

async function time(run: () => Promise<unknown>) {
  for (let i = 0; i < WARMUP; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return { median: percentile(samples, 50), p95: percentile(samples, 95) };
}

/** One million rows in one statement per 100,000: generate_series, as staff01 of EAST-ENG, a second apart. */
async function generate(database: Database) {
  const { db } = database;
  const [owner] = await db.select({ id: users.id, officeId: users.officeId, companyId: users.companyId }).from(users).where(eq(users.loginName, 'staff01'));
  const [office] = await db.select({ path: offices.path }).from(offices).where(eq(offices.id, owner.officeId!));
  const started = performance.now();
  for (let from = 1; from <= RECORDS; from += 100_000) {
    const to = Math.min(RECORDS, from + 99_999);
    await db.execute(sql`
      insert into records (module, serial_no, status, data, creator_id, office_id, company_id, office_path, created_at, updated_at)
      select 'customer', 'BENCH' || lpad(g::text, 7, '0'), (g % 4)::smallint,
        jsonb_build_object(
          'name', (array['杭州','宁波','南京','北京','深圳'])[1 + g % 5] || '第' || g || '工程有限公司',
          'level', (array['A','B','C'])[1 + g % 3],
          'customerType', ((g % 5) + 1)::text,
          'registeredCapital', (g % 10000) * 10,
          'contactName', '联系人' || (g % 1000),
          'contactMobile', '139' || lpad((g % 100000000)::text, 8, '0')),
        ${owner.id}, ${owner.officeId}, ${owner.companyId}, ${office.path},
        now() - make_interval(secs => g), now() - make_interval(secs => g)
      from generate_series(${from}::int, ${to}::int) g`);
  }
  await db.execute(sql`analyze records`);
  return (performance.now() - started) / 1000;
}

async function measure(label: string, database: Database, dataDir: string) {
  console.log(`\n## ${label}: ${RECORDS.toLocaleString('en')} customer records`);
  await seed(database.db);
  const seconds = await generate(database);
  console.log(`generated in ${seconds.toFixed(1)} s`);
  const app = await buildApp({ database, dataDir });
  await app.ready();
  const descriptor = findModule('customer')!;
  const raw = (database.db as unknown as { $client: RawClient }).$client;
  try {
    for (const login of ['admin', 'leader01']) {
      const signIn = await app.inject({
        method: 'POST',
        url: '/prod-api/login',
        payload: { username: login, password: login === 'admin' ? 'Admin@123' : 'Demo@123' },
        headers: OWN_PAGE,
      });
      const cookie = `Admin-Token=${signIn.cookies.find((c) => c.name === 'Admin-Token')!.value}`;
      const [{ id }] = await database.db.select({ id: users.id }).from(users).where(eq(users.loginName, login));
      const statements = pageStatements(database.db, (await loadAccess(database.db, id))!, descriptor, QUERY);
      const rows = statements.rows.toSQL();
      const counted = statements.count.toSQL();
      let answer: { total: number; totalExact: boolean; list: unknown[] } | undefined;
      const api = await time(async () => {
        const response = await app.inject({ method: 'POST', url: '/prod-api/m/customer/page', payload: QUERY, headers: { cookie } });
        answer = response.json().data;
      });
      const direct = await time(() => Promise.all([raw.query(rows.sql, rows.params), raw.query(counted.sql, counted.params)]));
      const rowsOnly = await time(() => raw.query(rows.sql, rows.params));
      const countOnly = await time(() => raw.query(counted.sql, counted.params));
      console.log(
        `${login.padEnd(8)} (scope ${login === 'admin' ? 5 : 3}): rows ${answer!.list.length}, total ${answer!.total}${answer!.totalExact ? '' : '+ (capped)'} | ` +
          `API median ${api.median.toFixed(1)} ms, p95 ${api.p95.toFixed(1)} ms | SQL median ${direct.median.toFixed(1)} ms, p95 ${direct.p95.toFixed(1)} ms | ` +
          `ratio median ${(api.median / direct.median).toFixed(2)}x, p95 ${(api.p95 / direct.p95).toFixed(2)}x`,
      );
      console.log(
        `${''.padEnd(19)} of which: page rows SQL median ${rowsOnly.median.toFixed(1)} ms, capped count SQL median ${countOnly.median.toFixed(1)} ms`,
      );
    }
  } finally {
    await app.close();
  }
}

export async function runListQueryBench() {
  console.log(`# List query benchmark (${new Date().toISOString()}, Node ${process.version}, ${RUNS} runs after ${WARMUP} warm-up)`);
  console.log(`query: ${JSON.stringify(QUERY)}`);
  if (process.env.PG !== 'false') {
    const name = `oa_bench_${randomUUID().replaceAll('-', '')}`;
    const admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const target = new URL(POSTGRES_URL);
    target.pathname = `/${name}`;
    const database = await openDatabase({ url: target.toString(), dataDir: tmpdir() });
    try {
      await measure('PostgreSQL server', database, mkdtempSync(path.join(tmpdir(), 'oa-bench-')));
    } finally {
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }
  if (process.env.PGLITE !== 'false') {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'oa-bench-'));
    const database = await openDatabase({ dataDir });
    try {
      await measure('embedded PostgreSQL (PGlite)', database, dataDir);
    } finally {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runListQueryBench();
