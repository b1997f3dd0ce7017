/**
 * Sign-in and /user/current under load, on embedded PostgreSQL and on a PostgreSQL server.
 * Sign-in is dominated by argon2id on purpose (about 20 ms of CPU each); /user/current shows the per-request cost
 * of a signed-in call (after its first read, the session's access comes from the instance's session cache).
 */
import autocannon from 'autocannon';
import { OWN_PAGE } from '../support/api.helpers.ts';
import { signIn } from './load-client.helpers.ts';
import { freshPostgresDatabase, POSTGRES_URL, startServer, type RunningServer } from './server-process.helpers.ts';

type Figures = { requestsPerSecond: number; p50: number; p97_5: number; p99: number; errors: number; non2xx: number };

async function load(url: string, options: Partial<autocannon.Options>): Promise<Figures> {
  const result = await autocannon({ url, connections: 20, duration: 8, ...options });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

async function measure(label: string, server: RunningServer) {
  const cookie = await signIn(server.url, 'staff01');
  const current = await load(`${server.url}/prod-api/user/current`, { headers: { cookie } });
  const login = await load(`${server.url}/prod-api/login`, {
    method: 'POST',
    headers: { ...OWN_PAGE, 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'leader01', password: 'Demo@123' }),
    connections: 8,
  });
  return { label, current, login };
}

export async function runSessionBench() {
  const rows = [];
  const embedded = await startServer({ port: 8311 });
  try {
    rows.push(await measure('embedded PostgreSQL (PGlite)', embedded));
  } finally {
    await embedded.stop();
  }
  const database = await freshPostgresDatabase(POSTGRES_URL);
  const server = await startServer({ port: 8312, databaseUrl: database.url });
  try {
    rows.push(await measure('PostgreSQL server', server));
  } finally {
    await server.stop();
    await database.drop();
  }
  console.log('\n## Sessions under load (autocannon; GET /user/current with 20 connections, POST /login with 8, 8 s each)');
  console.log('| database | call | req/s | p50 ms | p97.5 ms | p99 ms | errors | non-2xx |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const row of rows) {
    for (const [call, f] of [
      ['GET /user/current', row.current],
      ['POST /login', row.login],
    ] as const) {
      console.log(`| ${row.label} | ${call} | ${f.requestsPerSecond} | ${f.p50} | ${f.p97_5} | ${f.p99} | ${f.errors} | ${f.non2xx} |`);
    }
  }
  const [pglite, postgres] = rows;
  console.log(
    `ratio PostgreSQL / PGlite throughput: /user/current ${(postgres.current.requestsPerSecond / pglite.current.requestsPerSecond).toFixed(2)}×, /login ${(postgres.login.requestsPerSecond / pglite.login.requestsPerSecond).toFixed(2)}×`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await runSessionBench();
