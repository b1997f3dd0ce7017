import { createHash } from 'node:crypto';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { privateFolder, shutToOthers } from './private-files.ts';
import { timePgliteQueries, timeQueries, watchPool } from '../metrics/metrics.ts';
import * as schema from './schema.ts';
import { assertNotNewer, MIGRATIONS } from './schema-level.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Calls `onPayload` for every NOTIFY on `channel` (a fixed identifier), and `onHearing` when listening starts or
   * stops (a lost connection: what is announced until it is back is missed); answers how to stop listening.
   */
  listen(channel: string, onPayload: (payload: string) => void, onHearing?: (hearing: boolean) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** For backups: the embedded database's data folder as a tarball (gzipped unless `none`), taken between two queries. */
  dumpDataDir?(compression?: 'gzip' | 'none'): Promise<Blob>;
  /** For backups: the server's address, for pg_dump. */
  url?: string;
};

/** The longest a statement of the server's pool may run (PostgreSQL server; the embedded one has no timer). */
export const STATEMENT_TIMEOUT_MS = 30_000;

/** Whether a database error is a statement cancelled for running past its time (PostgreSQL 57014, query_canceled). */
export const isStatementTimeout = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && ((error as { code?: unknown }).code === '57014' || isStatementTimeout((error as { cause?: unknown }).cause));

/** Any fixed number: instances starting together take turns to migrate. */
const MIGRATION_LOCK = 7_310_001;

// node-postgres returns int8 (count(*), sums) as strings; PGlite returns numbers. Make both numbers.
pg.types.setTypeParser(20, (value) => Number(value));
pg.types.setTypeParser(1700, (value) => Number(value));

/**
 * Opens the database the environment names: a PostgreSQL server when `url` is given,
 * else embedded PostgreSQL (PGlite) in `dataDir` ('memory://' keeps it in memory), and migrates it.
 * `startFrom` is an embedded database's data folder (`dumpDataDir`) a new embedded database starts as: the test
 * suites start each file from one seeded copy instead of migrating and seeding again.
 */
export async function openDatabase(options: { url?: string; dataDir: string; startFrom?: Blob }): Promise<Database> {
  if (options.url) return openPostgres(options.url);
  return openPglite(options.dataDir, options.startFrom);
}

async function openPglite(dataDir: string, startFrom?: Blob): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) privateFolder(dataDir);
  const client = await PGlite.create(inMemory ? dataDir : path.join(dataDir, 'pg'), startFrom ? { loadDataDir: startFrom } : undefined);
  if (!inMemory) shutToOthers(path.join(dataDir, 'pg'));
  timePgliteQueries(client as never);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  try {
    await assertNotNewer((text) => client.query(text));
  } catch (error) {
    await client.close();
    throw error;
  }
  await migratePglite(db as never, { migrationsFolder: MIGRATIONS });
  return {
    db,
    kind: 'pglite',
    listen: async (channel, onPayload, onHearing) => {
      const stop = await client.listen(channel, onPayload);
      onHearing?.(true);
      return async () => {
        onHearing?.(false);
        if (!client.closed) await stop();
      };
    },
    close: () => client.close(),
    dumpDataDir: async (compression = 'gzip') => {
      // A checkpoint first, so the copy needs no recovery when it is opened.
      await client.exec('checkpoint');
      return client.dumpDataDir(compression);
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  const migrator = new pg.Client({ connectionString: url });
  await migrator.connect();
  try {
    await migrator.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await assertNotNewer((text) => migrator.query(text));
    await migratePg(drizzlePg(migrator, { schema }), { migrationsFolder: MIGRATIONS });
  } finally {
    await migrator.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await migrator.end();
  }
  // No statement of a request runs longer than STATEMENT_TIMEOUT_MS: one a user shaped badly is cancelled (57014,
  // answered 1001) instead of holding a connection and the rows it reads while everyone else waits.
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DB_POOL_SIZE ?? 10), statement_timeout: STATEMENT_TIMEOUT_MS });
  // An idle connection the server drops (restart, admin kill) is replaced on next use; it must not crash the process.
  pool.on('error', (error) => console.warn(`database connection lost: ${error.message}`));
  pool.on('connect', (connection) => timeQueries(connection as never));
  watchPool(pool);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return { db, kind: 'postgres', url, listen: (channel, onPayload, onHearing) => listenPostgres(url, channel, onPayload, onHearing), close: () => pool.end() };
}

/**
 * LISTEN holds its own connection, outside the pool. When the connection is lost (server restart, admin kill),
 * it is opened again after a second; what was announced in between is missed (`onHearing` says so), and caught up
 * by the clients' own polling and by the session cache keeping nothing meanwhile.
 */
async function listenPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onHearing?: (hearing: boolean) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let current: pg.Client | undefined;
  const open = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url });
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      onHearing?.(false);
      client.end().catch(() => undefined);
      if (!stopped) setTimeout(() => void open().catch(() => undefined), 1000).unref();
    };
    client.on('error', onLost);
    client.on('end', onLost);
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload) onPayload(message.payload);
    });
    try {
      await client.connect();
      await client.query(`listen ${channel}`);
      current = client;
      onHearing?.(true);
    } catch (error) {
      onLost();
      throw error;
    }
  };
  await open().catch((error: unknown) => {
    stopped = true;
    throw error;
  });
  return async () => {
    stopped = true;
    onHearing?.(false);
    await current?.end().catch(() => undefined);
  };
}

/**
 * Runs raw SQL as a named prepared statement, named after its text: on PostgreSQL each connection parses and
 * plans it once instead of on every call (the planning of a big query costs more than running it). PGlite runs
 * it as usual. Use it for the statements every request runs; the text must not embed values (use parameters).
 */
export async function selectPrepared<T>(db: Db, query: SQL): Promise<T[]> {
  const { session, dialect } = db as unknown as PreparingDb;
  const compiled = dialect.sqlToQuery(query);
  const name = `q${createHash('sha1').update(compiled.sql).digest('hex').slice(0, 20)}`;
  const result = (await session.prepareQuery(compiled, undefined, name, false).execute()) as { rows: T[] };
  return result.rows;
}

/** The part of Drizzle's database object that prepares a statement (not in its public types). */
type PreparingDb = {
  session: { prepareQuery(query: { sql: string; params: unknown[] }, fields: undefined, name: string, arrayMode: boolean): { execute(): Promise<unknown> } };
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
};

/** Runs raw SQL and returns its rows; both drivers answer `{ rows }`. */
export async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * A memo kept per database, made by `make` on first use. A process serves one database, but may hold several (the
 * test suites run many files' databases in one process), and an id is unique within one database only. A database and
 * every transaction opened on it share one Drizzle dialect, which therefore names the database.
 */
export function perDatabase<T>(make: () => T): (db: Db) => T {
  const memos = new WeakMap<object, T>();
  return (db) => {
    const { dialect } = db as unknown as PreparingDb;
    let memo = memos.get(dialect);
    if (!memo) memos.set(dialect, (memo = make()));
    return memo;
  };
}
