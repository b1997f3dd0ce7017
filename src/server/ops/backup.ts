import { spawn } from 'node:child_process';
import { createReadStream, createWriteStream, existsSync, readFileSync, statSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { createGzip, type ZlibOptions } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Database, Db } from '../db/database.ts';
import { databaseLevel, KNOWN_MIGRATIONS } from '../db/schema-level.ts';
import { startControl } from './control.ts';
import { TarWriter } from './tar.ts';

/**
 * Backups (README "Operating it"): one .tar.gz holding the database (PGlite's data folder, or pg_dump's custom
 * format for a PostgreSQL server), the uploaded files and, last, a manifest with every entry's checksum.
 * The database is copied first and the files after: an upload's bytes are written before its row commits and are
 * never rewritten, so every row of the copy finds its file; files are held from removal while a backup runs.
 */
export const BACKUP_FORMAT = 1;
export const PRODUCT = 'oa-office';
const PACKAGE = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../package.json'), 'utf8')) as { version: string };

export type ManifestEntry = { path: string; size: number; sha256: string };
export type Manifest = {
  format: number;
  product: string;
  version: string;
  /** Migrations applied to the copied database, and the last one's name. */
  schemaLevel: number;
  lastMigration: string | null;
  createdAt: string;
  database: 'pglite' | 'postgres';
  entries: ManifestEntry[];
};

export const DATABASE_ENTRY = { pglite: 'database/pglite.tar.gz', postgres: 'database/postgres.dump' } as const;
export const MANIFEST_ENTRY = 'manifest.json';
const SMALL_FILE = 1024 * 1024;
const NAME = /^oa-backup-\d{8}T\d{6}\d{3}Z\.tar\.gz$/;

export type BackupTarget = { database: Pick<Database, 'db' | 'dumpDataDir' | 'url'>; dataDir: string };

export const backupDir = (dataDir: string) => path.resolve(process.env.BACKUP_DIR ?? path.join(dataDir, 'backups'));
export const backupKeep = () => Math.max(1, Number(process.env.BACKUP_KEEP ?? 7) || 7);

/** Removals of stored files wait while a backup copies them (a row of the copy may still name the file). */
let running = 0;
let settled: Promise<void> = Promise.resolve();
let settle = () => {};
export async function whenNoBackup(): Promise<void> {
  while (running > 0) await settled;
}

/** One backup at a time per process: the scheduled one and the operator's wait for each other. */
let queue: Promise<unknown> = Promise.resolve();

export function createBackup(target: BackupTarget, outDir = backupDir(target.dataDir)): Promise<{ file: string; manifest: Manifest }> {
  const next = queue.then(() => backupNow(target, outDir));
  queue = next.catch(() => undefined);
  return next;
}

async function backupNow({ database, dataDir }: BackupTarget, outDir: string): Promise<{ file: string; manifest: Manifest }> {
  await mkdir(outDir, { recursive: true, mode: 0o700 });
  const createdAt = new Date();
  const file = path.join(outDir, `oa-backup-${createdAt.toISOString().replace(/[-:.]/g, '')}.tar.gz`);
  const partial = `${file}.partial`;
  const gzip = createGzip({ highWaterMark: 16 * SMALL_FILE } as ZlibOptions);
  const written = gzip.pipe(createWriteStream(partial, { mode: 0o600 }));
  const tar = new TarWriter(gzip);
  const entries: ManifestEntry[] = [];
  const add = async (name: string, source: Buffer | Readable, size: number, mtime?: Date) =>
    entries.push({ path: name, size, sha256: await tar.add(name, source, size, mtime) });
  if (running++ === 0) settled = new Promise((resolve) => (settle = resolve));
  try {
    const level = await levelOf(database.db);
    if (database.dumpDataDir) {
      const dump = Buffer.from(await (await database.dumpDataDir()).arrayBuffer());
      await add(DATABASE_ENTRY.pglite, dump, dump.length);
    } else if (database.url) {
      const dumpFile = `${file}.dump`;
      try {
        await pgDump(database.url, dumpFile);
        await add(DATABASE_ENTRY.postgres, createReadStream(dumpFile), (await stat(dumpFile)).size);
      } finally {
        await rm(dumpFile, { force: true });
      }
    } else throw new Error('this database cannot be backed up (in memory)');
    for (const stored of await filesUnder(path.join(dataDir, 'files'))) {
      const info = statSync(stored, { throwIfNoEntry: false });
      // Removed since it was listed: no row of the copy names it (removals wait for the backup).
      if (!info) continue;
      const name = `files/${path.relative(path.join(dataDir, 'files'), stored).split(path.sep).join('/')}`;
      // Small files are read at once: on a busy server each asynchronous step waits behind the requests.
      await add(name, info.size <= SMALL_FILE ? readFileSync(stored) : createReadStream(stored), info.size, info.mtime);
    }
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      product: PRODUCT,
      version: PACKAGE.version,
      schemaLevel: level.level,
      lastMigration: level.name,
      createdAt: createdAt.toISOString(),
      database: database.dumpDataDir ? 'pglite' : 'postgres',
      entries,
    };
    const text = Buffer.from(JSON.stringify(manifest, null, 2));
    await tar.add(MANIFEST_ENTRY, text, text.length);
    await tar.finish();
    await new Promise<void>((resolve, reject) => (written.closed ? resolve() : written.once('close', resolve).once('error', reject)));
    await rename(partial, file);
    return { file, manifest };
  } catch (error) {
    gzip.destroy();
    await rm(partial, { force: true });
    throw error;
  } finally {
    if (--running === 0) settle();
  }
}

/** Keeps the newest `keep` backups of a folder (by their names, which are their times); answers those removed. */
export async function pruneBackups(outDir: string, keep = backupKeep()): Promise<string[]> {
  const names = (await readdir(outDir).catch(() => [] as string[])).filter((name) => NAME.test(name)).sort();
  const old = names.slice(0, Math.max(0, names.length - keep));
  for (const name of old) await rm(path.join(outDir, name), { force: true });
  return old;
}

async function levelOf(db: Db): Promise<{ level: number; name: string | null }> {
  const query = async (text: string) => (await db.execute(sql.raw(text))) as unknown as { rows: unknown[] };
  const { level, last } = await databaseLevel(query);
  return { level, name: KNOWN_MIGRATIONS.find((entry) => entry.when === last)?.tag ?? null };
}

async function filesUnder(folder: string): Promise<string[]> {
  const found: string[] = [];
  const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) found.push(...(await filesUnder(full)));
    else if (entry.isFile()) found.push(full);
  }
  return found;
}

/** The password goes by the environment, not the command line another account could read. */
export function pgEnvironment(url: string): { target: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { target: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

export function runTool(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} failed (${code}): ${errors.trim()}`))));
  });
}

function pgDump(url: string, file: string): Promise<void> {
  const { target, env } = pgEnvironment(url);
  return runTool(process.env.PG_DUMP ?? 'pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${target}`], env);
}

/** The backup the scheduled task and the control channel run, for the database `buildApp` was given (main.ts sets it). */
const TARGETS = new WeakMap<object, BackupTarget>();
export const setBackupTarget = (db: object, target: BackupTarget) => void TARGETS.set(db, target);

/** The scheduled daily backup: into BACKUP_DIR, keeping the newest BACKUP_KEEP. */
export async function scheduledBackup(db: Db): Promise<void> {
  const target = TARGETS.get(db);
  if (!target) throw new Error('no backup target set for this database');
  const { file } = await createBackup(target);
  await pruneBackups(path.dirname(file));
}

/**
 * A backup without a running server: a PostgreSQL server's database is dumped as it is (any number of instances
 * may be running on it); an embedded one is opened here, with the data folder's socket held meanwhile so no server
 * starts on it.
 */
export async function backupDirectly(options: { dataDir: string; url?: string; outDir?: string }): Promise<{ file: string; manifest: Manifest }> {
  const outDir = options.outDir ?? backupDir(options.dataDir);
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 1 });
    try {
      return await createBackup({ database: { db: drizzlePg(pool) as unknown as Db, url: options.url }, dataDir: options.dataDir }, outDir);
    } finally {
      await pool.end();
    }
  }
  if (!existsSync(path.join(options.dataDir, 'pg', 'PG_VERSION'))) throw new Error(`no embedded database in ${options.dataDir}`);
  const stopControl = await startControl(options.dataDir, async () => {
    throw new Error('a backup is being made of this data folder');
  });
  const client = await PGlite.create(path.join(options.dataDir, 'pg'));
  try {
    const dumpDataDir = async () => {
      await client.exec('checkpoint');
      return client.dumpDataDir('gzip');
    };
    return await createBackup({ database: { db: drizzlePglite(client) as unknown as Db, dumpDataDir }, dataDir: options.dataDir }, outDir);
  } finally {
    await client.close();
    await stopControl();
  }
}
