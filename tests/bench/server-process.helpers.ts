import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

export type RunningServer = { url: string; process: ChildProcess; stop(): Promise<void> };

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Starts the real server (`src/server/main.ts`) in its own process on a fresh database, as production runs it. */
export async function startServer(options: { port: number; databaseUrl?: string; dataDir?: string; env?: Record<string, string> }): Promise<RunningServer> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'oa-bench-'));
  const url = `http://127.0.0.1:${options.port}`;
  // Another server left on the port would answer in this one's place.
  if (
    await fetch(`${url}/prod-api/config.json`).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`port ${options.port} is already in use`);
  // The server runs on the database given here only: a DATABASE_URL of the calling shell would turn an
  // embedded-database run into one on that server.
  const { DATABASE_URL: _inherited, ...inherited } = process.env;
  // SERVER_NODE_ARGS passes options to the server's node, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it.
  const nodeArgs = process.env.SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...inherited,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG: 'false',
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  for (let ready = false; !ready;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    // A server that never answers is said so here, not later as a refused connection.
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server on port ${options.port} did not answer within 120 s`);
    }
    ready = await fetch(`${url}/prod-api/config.json`).then(
      (response) => response.ok,
      () => false,
    );
    if (!ready) await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return {
    url,
    process: child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        // A server that does not finish its graceful shutdown in 20 s is killed.
        const force = setTimeout(() => child.kill('SIGKILL'), 20_000);
        child.once('exit', () => {
          clearTimeout(force);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/** A new empty database on the PostgreSQL server named by `serverUrl`, and a function to drop it. */
export async function freshPostgresDatabase(serverUrl: string, prefix = 'oa_bench'): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export const POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Median and 95th percentile of a list of numbers. */
export function percentiles(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { median: at(0.5), p95: at(0.95) };
}
