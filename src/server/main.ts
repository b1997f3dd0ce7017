import path from 'node:path';
import { buildApp } from './app.ts';
import { openDatabase } from './db/database.ts';
import { NewerDatabaseError } from './db/schema-level.ts';
import { createBackup, setBackupTarget } from './ops/backup.ts';
import { startControl } from './ops/control.ts';
import { drainable } from './ops/drain.ts';
import { metricsAccessFrom, startMetricsServer } from './ops/metrics-endpoint.ts';
import { keepFilesPrivate } from './db/private-files.ts';
import { startScheduler } from './scheduler/scheduler.ts';
import { seed } from './seed/seed.ts';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '0.0.0.0';
const dataDir = path.resolve(process.env.DATA_DIR ?? 'data');
/** How long a stopping server waits for the requests and jobs under way before it cuts them. */
const shutdownTimeout = Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 10_000);

keepFilesPrivate(dataDir);

const database = await openDatabase({ url: process.env.DATABASE_URL, dataDir }).catch((error: unknown) => {
  if (!(error instanceof NewerDatabaseError)) throw error;
  console.error(error.message);
  process.exit(2);
});
const backupTarget = { database, dataDir };
setBackupTarget(database.db, backupTarget);
// The embedded database is this process's alone: `npm run backup` asks it over the data folder's socket.
const stopControl =
  database.kind === 'pglite'
    ? await startControl(dataDir, (request) => createBackup(backupTarget, request.out ? path.resolve(request.out) : undefined)).catch(
        async (error: unknown) => {
          console.error(error instanceof Error ? error.message : String(error));
          await database.close();
          process.exit(1);
        },
      )
    : async () => {};
await seed(database.db, { demo: process.env.SEED_DEMO !== 'false' });
const app = await buildApp({ database, dataDir, logger: process.env.LOG !== 'false', serveClient: true });
const drain = drainable(app.server);

// METRICS_PORT: /metrics on a listener of its own (METRICS_HOST, loopback by default), for the scraper alone.
const metrics = metricsAccessFrom();
const stopMetrics = metrics.port ? await startMetricsServer({ ...metrics, port: metrics.port }) : async () => {};

const stopScheduler = process.env.SCHEDULER === 'off' ? async () => {} : startScheduler(database.db, (error) => app.log.error(error));

/**
 * SIGTERM: stop taking requests (new ones on open connections get 503), finish the requests and jobs under way,
 * end the event streams so browsers reconnect to another instance, close the database. What is still
 * running after SHUTDOWN_TIMEOUT_MS is cut.
 */
const closedConnections = () =>
  new Promise<void>((resolve) => {
    const check = () => app.server.getConnections((_error, count) => (count === 0 ? resolve() : setTimeout(check, 50)));
    check();
  });
let stopping = false;
const shutdown = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: stopping`);
  const force = setTimeout(() => {
    console.error(`still busy after ${shutdownTimeout} ms: cutting the remaining requests`);
    app.server.closeAllConnections();
    setTimeout(() => process.exit(1), 1000).unref();
  }, shutdownTimeout);
  force.unref();
  const stopped = Promise.all([stopScheduler(), stopControl(), stopMetrics()]);
  await drain();
  // The connections left idle, an ended event stream's among them, are closed as they become so.
  const reap = setInterval(() => app.server.closeIdleConnections(), 100);
  await Promise.all([app.close(), stopped, closedConnections()]);
  clearInterval(reap);
  await database.close();
  clearTimeout(force);
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port, host });
console.log(`Listening on http://localhost:${port}; database: ${database.kind === 'postgres' ? 'PostgreSQL server' : `embedded PostgreSQL in ${dataDir}`}`);
