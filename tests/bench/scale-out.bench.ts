/**
 * One instance against two on the same PostgreSQL database: approval actions per second with 50 users filing
 * reimbursements and taking them through their chain, calls spread over the instances in turn.
 * On a 2-core machine the database and both Node processes share the same cores, so read the ratio with that in mind.
 */
import { signInAll, spreadCalls } from '../reliability/http-client.helpers.ts';
import { runWorkload } from '../reliability/workload.helpers.ts';
import { freshPostgresDatabase, POSTGRES_URL, startServer } from './server-process.helpers.ts';

const SECONDS = Number(process.env.BENCH_SCALE_SECONDS ?? 20);
const USERS = 50;

async function throughput(instances: number) {
  const database = await freshPostgresDatabase(POSTGRES_URL, 'oa_bench_scale');
  const servers = [];
  try {
    for (let i = 0; i < instances; i++) servers.push(await startServer({ port: 8331 + i, databaseUrl: database.url, env: { SCHEDULER: 'off' } }));
    const cookies = await signInAll(servers[0].url, ['staff01', 'leader01', 'finance01', 'manager01']);
    const spread = spreadCalls(
      servers.map((server) => server.url),
      cookies,
    );
    const started = performance.now();
    const deadline = Date.now() + SECONDS * 1000;
    const result = await runWorkload(spread.call, { users: USERS, until: () => Date.now() > deadline });
    const seconds = (performance.now() - started) / 1000;
    return { actionsPerSecond: result.actions / seconds, documents: result.documents, refused: result.refused.length, reached: spread.reached };
  } finally {
    for (const server of servers) await server.stop();
    await database.drop();
  }
}

export async function runScaleOutBench() {
  const one = await throughput(1);
  const two = await throughput(2);
  console.log(`\n## One vs two instances on one PostgreSQL (${USERS} users, ${SECONDS} s each)`);
  console.log('| instances | approval actions/s | documents | refused | calls per instance |');
  console.log('|---|---|---|---|---|');
  for (const [count, row] of [
    [1, one],
    [2, two],
  ] as const) {
    console.log(`| ${count} | ${row.actionsPerSecond.toFixed(0)} | ${row.documents} | ${row.refused} | ${row.reached.join(' / ')} |`);
  }
  console.log(`two / one: ${(two.actionsPerSecond / one.actionsPerSecond).toFixed(2)}×`);
}

if (import.meta.url === `file://${process.argv[1]}`) await runScaleOutBench();
