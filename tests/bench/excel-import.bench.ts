/**
 * Excel import of customers (POST /prod-api/m/:module/import) through the real app (Fastify inject), on embedded
 * PostgreSQL (PGlite) and on a PostgreSQL server: files of 2,500 to 20,000 rows (the cap), every row wrong (read,
 * checked and refused) and every row right (saved in one transaction, numbered). Prints the time of each import,
 * its cost per row, and the longest the event loop was held meanwhile (how long another request could have had to
 * wait). Asserts nothing about time.
 *
 * Run: npx tsx tests/bench/excel-import.bench.ts   (ROWS=2500,5000 to pick sizes; PGLITE=false / PG=false to skip one)
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Caller, startTestApp } from '../support/api.helpers.ts';
import { multipart, validCustomers, wrongCustomers } from '../support/import-files.helpers.ts';
import { POSTGRES_URL } from './server-process.helpers.ts';

const SIZES = (process.env.ROWS ?? '2500,5000,10000,20000').split(',').map(Number);

type Figure = { rows: number; kind: string; ms: number; longestStallMs: number; status: number };

async function importOnce(admin: Caller, content: Buffer, rows: number, kind: string): Promise<Figure> {
  const { body, headers } = multipart({}, content);
  const stalls = monitorEventLoopDelay({ resolution: 5 });
  stalls.enable();
  const started = performance.now();
  const answer = await admin.post('/m/customer/import', body, headers);
  const ms = performance.now() - started;
  stalls.disable();
  return { rows, kind, ms, longestStallMs: stalls.max / 1e6, status: answer.body.status };
}

async function measure(databaseUrl: string | undefined): Promise<Figure[]> {
  // startTestApp takes a PostgreSQL server from DATABASE_URL, else embedded PostgreSQL.
  const inherited = process.env.DATABASE_URL;
  if (databaseUrl) process.env.DATABASE_URL = databaseUrl;
  else delete process.env.DATABASE_URL;
  const app = await startTestApp().finally(() => {
    if (inherited === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = inherited;
  });
  try {
    const admin = new Caller(app.app);
    await admin.login('admin');
    const figures: Figure[] = [];
    // A first small import loads what every later one reuses.
    await importOnce(admin, await wrongCustomers(10), 10, 'warm-up');
    for (const rows of SIZES) {
      figures.push(await importOnce(admin, await wrongCustomers(rows), rows, 'all wrong'));
      figures.push(await importOnce(admin, await validCustomers(rows, `bench${rows}-`), rows, 'all right'));
    }
    return figures;
  } finally {
    await app.close();
  }
}

export async function runExcelImportBench() {
  const runs: [string, Figure[]][] = [];
  if (process.env.PGLITE !== 'false') runs.push(['embedded PostgreSQL (PGlite)', await measure(undefined)]);
  if (process.env.PG !== 'false') runs.push(['PostgreSQL server', await measure(POSTGRES_URL)]);
  console.log('\n## Excel import of customers (POST /m/customer/import, in process)');
  console.log('| database | rows | rows are | answer | ms | µs a row | longest event-loop stall ms |');
  console.log('|---|---|---|---|---|---|---|');
  for (const [label, figures] of runs)
    for (const f of figures)
      console.log(
        `| ${label} | ${f.rows} | ${f.kind} | ${f.status} | ${Math.round(f.ms)} | ${Math.round((f.ms / f.rows) * 1000)} | ${Math.round(f.longestStallMs)} |`,
      );
}

if (import.meta.url === `file://${process.argv[1]}`) await runExcelImportBench();
