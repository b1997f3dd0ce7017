import { timingSafeEqual } from 'node:crypto';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The Prometheus metrics of this process. Every instance counts its own; several instances on one database are
 * told apart by the scraper's `instance` label. Labels take bounded values only: a route's pattern, never its URL.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });

const registers = [registry];
const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export const httpRequests = new Counter({
  name: 'oa_http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers,
});

export const httpDuration = new Histogram({
  name: 'oa_http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: SECONDS,
  registers,
});

/** `done`, `refused` (the caller's input or rights: an AppError) or `failed` (anything else). */
export type Outcome = 'done' | 'refused' | 'failed';

export const approvalActions = new Counter({
  name: 'oa_approval_actions_total',
  help: 'Approval actions taken, by module, action and outcome (done, refused, failed)',
  labelNames: ['module', 'action', 'outcome'] as const,
  registers,
});

export const jobRuns = new Counter({
  name: 'oa_scheduled_job_runs_total',
  help: 'Scheduled task runs on this instance, by job code and outcome (done, failed)',
  labelNames: ['job', 'outcome'] as const,
  registers,
});

export const jobDuration = new Histogram({
  name: 'oa_scheduled_job_duration_seconds',
  help: 'Time a scheduled task run took, by job code',
  labelNames: ['job'] as const,
  buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300],
  registers,
});

export const eventStreamClients = new Gauge({
  name: 'oa_event_stream_clients',
  help: 'Server-sent event streams open on this instance',
  registers,
});

export const dbQueryDuration = new Histogram({
  name: 'oa_db_query_duration_seconds',
  help: 'Time of each database query, as the application sees it (queueing for a connection excluded)',
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
  registers,
});

type TaskCount = { module: string; count: number };
/** What the scrape reads from the database: one reader per app built in this process, the latest open one asked. */
const taskReaders: (() => Promise<TaskCount[]>)[] = [];

export function readOpenTasksWith(read: () => Promise<TaskCount[]>): () => void {
  taskReaders.push(read);
  return () => {
    const at = taskReaders.indexOf(read);
    if (at >= 0) taskReaders.splice(at, 1);
  };
}

new Gauge({
  name: 'oa_open_tasks',
  help: 'Open approval tasks (to-do rows) in the database, by module; the same on every instance',
  labelNames: ['module'] as const,
  registers,
  async collect() {
    this.reset();
    const read = taskReaders.at(-1);
    if (!read) return;
    for (const { module, count } of await read()) this.set({ module }, count);
  },
});

/** A connection pool as node-postgres reports it. */
export type PoolState = { totalCount: number; idleCount: number; waitingCount: number; ended?: boolean; options?: { max?: number } };
const pools = new Set<PoolState>();

/** Counts a pool in the pool gauges until it ends. */
export function watchPool(pool: PoolState) {
  pools.add(pool);
}

new Gauge({
  name: 'oa_db_pool_connections',
  help: 'Database connections of this instance by state: open, idle, in use, max; and callers waiting for one',
  labelNames: ['state'] as const,
  registers,
  collect() {
    const sum = { open: 0, idle: 0, used: 0, waiting: 0, max: 0 };
    for (const pool of pools) {
      if (pool.ended) {
        pools.delete(pool);
        continue;
      }
      sum.open += pool.totalCount;
      sum.idle += pool.idleCount;
      sum.used += pool.totalCount - pool.idleCount;
      sum.waiting += pool.waitingCount;
      sum.max += pool.options?.max ?? 0;
    }
    for (const [state, value] of Object.entries(sum)) this.set({ state }, value);
  },
});

/**
 * Who may read /metrics on the app's own port: only a caller presenting `token` as a Bearer token. Without a token
 * nobody may (the metrics port, METRICS_PORT, serves them to whoever reaches its address).
 */
export function bearerMatches(header: string | undefined, token: string | undefined): boolean {
  if (!token || !header?.startsWith('Bearer ')) return false;
  const given = Buffer.from(header.slice('Bearer '.length));
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

type Querying = { query: (...args: never[]) => unknown };

/** Times every query a database client (a node-postgres connection, PGlite or one of its transactions) runs. */
export function timeQueries(client: Querying) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const timer = dbQueryDuration.startTimer();
    // Called with no argument: the timer would take one as its labels.
    const end = () => void timer();
    const callback = args.at(-1);
    // node-postgres's pool calls its connections with a callback.
    if (typeof callback === 'function') {
      args[args.length - 1] = (...answer: unknown[]) => {
        end();
        return callback(...answer);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise) result.then(end, end);
    return result;
  }) as Querying['query'];
}

type Transacting = Querying & { transaction: <T>(run: (tx: Querying) => Promise<T>) => Promise<T> };

/** PGlite: its own queries and those of each transaction it opens. */
export function timePgliteQueries(client: Transacting) {
  timeQueries(client);
  const transaction = client.transaction.bind(client);
  client.transaction = ((run: (tx: Querying) => Promise<unknown>) =>
    transaction((tx) => {
      timeQueries(tx);
      return run(tx);
    })) as Transacting['transaction'];
}
