/**
 * Concurrent issues against one item (issue: quantities that are always right): ISSUES use documents of one unit
 * each, submitted and past their department head, are approved by the goods keeper from 50 concurrent clients against
 * ON_HAND units in store. Prints issues per second (the signing approvals), how many were issued and refused (2002),
 * and whether the invariant held (issued = what was on hand, the ledger's sum = on hand = 0), beside the ceiling of
 * the same ledger statements as raw SQL transactions (move the document's status, insert the entry whose trigger
 * keeps the quantity on hand and refuses it below zero).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, selectRows } from '../../../src/server/db/database.ts';
import { seed } from '../../../src/server/seed/seed.ts';
import { pool } from '../../bench/approvals.bench.ts';
import { postJson, signIn } from '../../bench/load-client.helpers.ts';
import { freshPostgresDatabase, POSTGRES_URL, startServer, type RunningServer } from '../../bench/server-process.helpers.ts';

const ISSUES = Number(process.env.BENCH_ISSUES ?? 500);
const ON_HAND = Math.floor(ISSUES / 5);
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,pg').split(',');

type Invariant = { issued: number; refused: number; onHand: number; ledgerSum: number };
const holds = (figures: Invariant) =>
  figures.issued === ON_HAND && figures.onHand === 0 && figures.ledgerSum === 0 && figures.issued + figures.refused === ISSUES;

async function throughApi(server: RunningServer) {
  const [staff, leader, finance, manager] = await Promise.all(['staff01', 'leader01', 'finance01', 'manager01'].map((name) => signIn(server.url, name)));
  const call = async (cookie: string, url: string, body: object) => (await postJson<any>(server.url, `/prod-api${url}`, body, cookie)).envelope;
  const get = async (cookie: string, url: string) =>
    (await fetch(`${server.url}/prod-api${url}`, { headers: { cookie } }).then((answer) => answer.json())) as any;
  const category = (await call(finance, '/m/goodscategory/page', { page: { pageIndex: 1, limit: 1 } })).data.list[0].id;
  const supplier = (await call(finance, '/m/supplier/page', { page: { pageIndex: 1, limit: 1 } })).data.list[0].id;
  const item = (await call(finance, '/m/goodsitem', { name: '压测签字笔', category, unit: 'box', kind: 'consumable' })).data.id as number;
  const contract = (
    await call(finance, '/m/purchasecontract', {
      title: '压测采购',
      supplier,
      signDate: '2026-11-20',
      lines: [{ item, quantity: String(ON_HAND), unitPrice: '5.00' }],
    })
  ).data.id;
  await call(finance, `/wf/purchasecontract/${contract}/submit`, {});
  await call(manager, `/wf/purchasecontract/${contract}/approve`, {});
  const received = (
    await call(finance, '/m/materialstock', { contract, acceptedDate: '2026-11-21', location: '库房', lines: [{ item, quantity: String(ON_HAND) }] })
  ).data.id;
  await call(finance, `/wf/materialstock/${received}/submit`, {});
  await call(manager, `/wf/materialstock/${received}/approve`, {});
  const ids: number[] = [];
  await pool(
    Array.from({ length: ISSUES }, (_, i) => i),
    async () => {
      const id = (await call(staff, '/m/materialuse', { purpose: '压测领用', receiver: 1, useDate: '2026-11-22', lines: [{ item, quantity: '1' }] })).data
        .id as number;
      await call(staff, `/wf/materialuse/${id}/submit`, {});
      await call(leader, `/wf/materialuse/${id}/approve`, {});
      ids.push(id);
    },
  );
  let issued = 0;
  let refused = 0;
  const seconds = await pool(ids, async (id) => {
    const status = (await call(finance, `/wf/materialuse/${id}/approve`, {})).status;
    if (status === 200) issued++;
    else if (status === 2002) refused++;
  });
  const onHand = Number((await get(finance, `/m/goodsitem/${item}`)).data.onHand);
  const movements = (await get(finance, `/stock/movements?item=${item}`)).data as { quantity: number }[];
  const ledgerSum = movements.reduce((sum, entry) => sum + entry.quantity, 0);
  return { perSecond: ids.length / seconds, issued, refused, onHand, ledgerSum };
}

/** The same statements as one signing issue, as raw transactions with no server around them. */
async function rawCeiling(options: { url?: string; dataDir: string }) {
  const database = await openDatabase(options);
  await seed(database.db, { demo: true });
  const { db } = database;
  const [{ creator }] = await selectRows<{ creator: number }>(db, sql`select id as creator from users where login_name = 'finance01'`);
  const [{ id: item }] = await selectRows<{ id: number }>(
    db,
    sql`insert into records (module, serial_no, data, creator_id, office_path) values ('benchItem', 'I1', '{}'::jsonb, ${creator}, '/1/') returning id`,
  );
  const documents = (
    await selectRows<{ id: number }>(
      db,
      sql`insert into records (module, serial_no, status, data, creator_id, office_path)
        select 'benchUse', 'U' || g, 3, '{}'::jsonb, ${creator}, '/1/' from generate_series(1, ${ISSUES + 1}) g returning id`,
    )
  ).map((row) => Number(row.id));
  await db.execute(
    sql`insert into stock_ledger (item_id, quantity, kind, module, record_id, line) values (${item}, ${ON_HAND}, 'receive', 'benchUse', ${documents.pop()!}, 0)`,
  );
  let issued = 0;
  let refused = 0;
  const seconds = await pool(documents, async (id) => {
    try {
      await db.transaction(async (tx) => {
        await tx.execute(sql`update records set status = 4, version = version + 1, updated_at = now() where id = ${id}`);
        await tx.execute(sql`insert into stock_ledger (item_id, quantity, kind, module, record_id, line) values (${item}, -1, 'issue', 'benchUse', ${id}, 0)`);
      });
      issued++;
    } catch {
      refused++;
    }
  });
  const [{ onHand, ledgerSum }] = await selectRows<{ onHand: number; ledgerSum: number }>(
    db,
    sql`select (select quantity from stock_on_hand where item_id = ${item}) as "onHand", (select sum(quantity)::int from stock_ledger where item_id = ${item}) as "ledgerSum"`,
  );
  await database.close();
  return { perSecond: documents.length / seconds, issued, refused, onHand: Number(onHand), ledgerSum: Number(ledgerSum) };
}

export async function runStockIssuesBench() {
  const rows: { label: string; api: Awaited<ReturnType<typeof throughApi>>; raw: Awaited<ReturnType<typeof rawCeiling>> }[] = [];
  if (DATABASES.includes('pglite')) {
    const server = await startServer({ port: 8325, env: { SCHEDULER: 'off' } });
    try {
      rows.push({
        label: 'embedded PostgreSQL (PGlite)',
        api: await throughApi(server),
        raw: await rawCeiling({ dataDir: mkdtempSync(path.join(tmpdir(), 'oa-raw-')) }),
      });
    } finally {
      await server.stop();
    }
  }
  if (DATABASES.includes('pg')) {
    const database = await freshPostgresDatabase(POSTGRES_URL, 'oa_bench_stock');
    const rawDatabase = await freshPostgresDatabase(POSTGRES_URL, 'oa_bench_stock_raw');
    const server = await startServer({ port: 8326, databaseUrl: database.url, env: { SCHEDULER: 'off', DB_POOL_SIZE: '20' } });
    try {
      rows.push({
        label: 'PostgreSQL server',
        api: await throughApi(server),
        raw: await rawCeiling({ url: rawDatabase.url, dataDir: mkdtempSync(path.join(tmpdir(), 'oa-raw-')) }),
      });
    } finally {
      await server.stop();
      await database.drop();
      await rawDatabase.drop();
    }
  }
  console.log(`\n## Concurrent issues against one item (${ISSUES} issues of one unit approved at once against ${ON_HAND} on hand, 50 concurrent clients)`);
  console.log('| database | issued | refused (2002) | invariant | issues/s (API) | raw SQL/s | raw issued / refused | raw invariant | API / raw |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const { label, api, raw } of rows)
    console.log(
      `| ${label} | ${api.issued} | ${api.refused} | ${holds(api) ? 'held' : 'BROKEN'} | ${api.perSecond.toFixed(0)} | ${raw.perSecond.toFixed(0)} | ${raw.issued} / ${raw.refused} | ${holds(raw) ? 'held' : 'BROKEN'} | ${(api.perSecond / raw.perSecond).toFixed(2)} |`,
    );
}

if (import.meta.url === `file://${process.argv[1]}`) await runStockIssuesBench();
