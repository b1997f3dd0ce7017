import path from 'node:path';
import { buildApp } from './app.ts';
import { openDatabase } from './db/database.ts';
import { metricsAccessFrom, startMetricsServer } from './ops/metrics-endpoint.ts';
import { startScheduler } from './scheduler/scheduler.ts';
import { seed } from './seed/seed.ts';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '0.0.0.0';
const dataDir = path.resolve(process.env.DATA_DIR ?? 'data');

const database = await openDatabase({ url: process.env.DATABASE_URL, dataDir });
await seed(database.db, { demo: process.env.SEED_DEMO !== 'false' });
const app = await buildApp({ database, dataDir, logger: process.env.LOG !== 'false', serveClient: true });

// METRICS_PORT: /metrics on a listener of its own (METRICS_HOST, loopback by default), for the scraper alone.
const metrics = metricsAccessFrom();
const stopMetrics = metrics.port ? await startMetricsServer({ ...metrics, port: metrics.port }) : async () => {};

const stopScheduler = process.env.SCHEDULER === 'off' ? () => {} : startScheduler(database.db, (error) => app.log.error(error));

const shutdown = async () => {
  stopScheduler();
  await stopMetrics();
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

await app.listen({ port, host });
console.log(`Listening on http://localhost:${port}; database: ${database.kind === 'postgres' ? 'PostgreSQL server' : `embedded PostgreSQL in ${dataDir}`}`);
