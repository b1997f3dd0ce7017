/**
 * Receipts filed at once against one contract (issue: money never exceeds the contract): 50 concurrent clients ask
 * for twice the contract's amount. Prints accepted and refused counts, whether the accepted total stayed within the
 * amount (to the cent), and receipts per second through the real server beside the ceiling of the same statements
 * as raw SQL transactions (lock the contract, add up what it holds, insert the receipt).
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

const RECEIPTS = Number(process.env.BENCH_RECEIPTS ?? 1000);
const AMOUNT_CENTS = RECEIPTS * 1000 * 50; // each receipt asks for 1000.00, the contract holds half of them
const EACH = '1000.00';
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,pg').split(',');

const money = (cents: number) => (cents / 100).toFixed(2);

/** A contract signed through its flow, then RECEIPTS receipts at once, each answered accepted or refused. */
async function throughApi(server: RunningServer) {
  const [staff, leader, finance, manager] = await Promise.all(['staff01', 'leader01', 'finance01', 'manager01'].map((name) => signIn(server.url, name)));
  const call = async (cookie: string, url: string, body: object) => (await postJson<any>(server.url, `/prod-api${url}`, body, cookie)).envelope;
  const customer = (await call(staff, '/m/customer/page', { page: { pageIndex: 1, limit: 1 } })).data.list[0].id;
  const created = await call(staff, '/m/contract', {
    title: '压测合同',
    customer,
    contractType: '1',
    contractTerm: '108',
    amount: money(AMOUNT_CENTS),
    signDate: '2026-11-20',
    startDate: '2026-11-20',
    responsiblePerson: 1,
  });
  const id = created.data.id as number;
  await call(staff, `/wf/contract/${id}/submit`, {});
  for (const approver of [leader, finance, manager]) await call(approver, `/wf/contract/${id}/approve`, { examRemarks: '同意' });
  let accepted = 0;
  let refused = 0;
  const seconds = await pool(
    Array.from({ length: RECEIPTS }, (_, i) => i),
    async (i) => {
      const answer = await call(finance, '/m/receipt', {
        title: `到账 ${i}`,
        customer,
        contract: id,
        amount: EACH,
        receivedOn: '2026-11-20',
        method: 'transfer',
      });
      if (answer.status === 200) accepted++;
      else refused++;
    },
  );
  return { accepted, refused, totalCents: accepted * 100_000, perSecond: RECEIPTS / seconds };
}

/** The same statements as one receipt's save, as a raw transaction with no server around them. */
async function rawCeiling(options: { url?: string; dataDir: string }) {
  const database = await openDatabase(options);
  await seed(database.db, { demo: true });
  const { db } = database;
  const [{ creator }] = await selectRows<{ creator: number }>(db, sql`select id as creator from users where login_name = 'finance01'`);
  const [{ id: contract }] = await selectRows<{ id: number }>(
    db,
    sql`insert into records (module, serial_no, status, data, creator_id, office_path) values ('benchContract', 'C1', 4, ${JSON.stringify({ amount: AMOUNT_CENTS / 100 })}::jsonb, ${creator}, '/1/') returning id`,
  );
  let accepted = 0;
  const seconds = await pool(
    Array.from({ length: RECEIPTS }, (_, i) => i),
    async (i) => {
      await db.transaction(async (tx) => {
        const [row] = await selectRows<{ ceiling: string }>(tx, sql`select data ->> 'amount' as ceiling from records where id = ${contract} for update`);
        const [held] = await selectRows<{ sum: string | null }>(
          tx,
          sql`select sum((data ->> 'amount')::numeric) as sum from records where module = 'benchReceipt' and deleted_at is null and data ->> 'contract' = ${String(contract)}`,
        );
        if (Number(held.sum ?? 0) + 1000 > Number(row.ceiling)) return;
        await tx.execute(
          sql`insert into records (module, serial_no, data, creator_id, office_path) values ('benchReceipt', ${`R${i}`}, ${JSON.stringify({ amount: 1000, contract })}::jsonb, ${creator}, '/1/')`,
        );
        accepted++;
      });
    },
  );
  await database.close();
  return { perSecond: RECEIPTS / seconds, accepted };
}

export async function runContractReceiptsBench() {
  const rows: { label: string; api: Awaited<ReturnType<typeof throughApi>>; raw: Awaited<ReturnType<typeof rawCeiling>> }[] = [];
  if (DATABASES.includes('pglite')) {
    const server = await startServer({ port: 8323, env: { SCHEDULER: 'off' } });
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
    const database = await freshPostgresDatabase(POSTGRES_URL, 'oa_bench_rc');
    const rawDatabase = await freshPostgresDatabase(POSTGRES_URL, 'oa_bench_rc_raw');
    const server = await startServer({ port: 8324, databaseUrl: database.url, env: { SCHEDULER: 'off', DB_POOL_SIZE: '20' } });
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
  console.log(`\n## Receipts against one contract (${RECEIPTS} receipts of ${EACH} asking twice its amount ${money(AMOUNT_CENTS)}, 50 concurrent clients)`);
  console.log('| database | accepted | refused | accepted total | within the amount | receipts/s (API) | raw SQL/s | API / raw |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const { label, api, raw } of rows)
    console.log(
      `| ${label} | ${api.accepted} | ${api.refused} | ${money(api.totalCents)} | ${api.totalCents <= AMOUNT_CENTS ? 'yes' : 'NO'} | ${api.perSecond.toFixed(0)} | ${raw.perSecond.toFixed(0)} | ${(api.perSecond / raw.perSecond).toFixed(2)} |`,
    );
}

if (import.meta.url === `file://${process.argv[1]}`) await runContractReceiptsBench();
