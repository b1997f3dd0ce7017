import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { databaseLevel, SCHEMA_LEVEL } from '../db/schema-level.ts';
import { BACKUP_FORMAT, DATABASE_ENTRY, MANIFEST_ENTRY, PRODUCT, pgEnvironment, runTool, type Manifest } from './backup.ts';
import { serverRunsOn, startControl } from './control.ts';
import { readTar } from './tar.ts';

/** A restore refused before anything was replaced: the message says why. */
export class RestoreRefused extends Error {}

function entries(file: string) {
  const gunzip = createGunzip();
  // A read error reaches the reader as the unzipped stream's error.
  pipeline(createReadStream(file), gunzip).catch((error: unknown) => gunzip.destroy(error as Error));
  return gunzip;
}

/**
 * Where an archive entry goes under the files folder: a relative path that stays inside it, or null for a name no
 * backup writes (`..`, an absolute path, a backslash, an empty part).
 */
export function fileEntryTarget(filesDir: string, name: string): string | null {
  if (!name.startsWith('files/')) return null;
  const relative = name.slice('files/'.length);
  if (relative === '' || relative.includes('\\') || relative.split('/').some((part) => part === '' || part === '.' || part === '..')) return null;
  const target = path.resolve(filesDir, relative);
  return target.startsWith(filesDir + path.sep) ? target : null;
}

/** The entries a backup holds: its manifest, its database copy, and uploaded files under `files/`. */
const knownEntry = (name: string) =>
  name === MANIFEST_ENTRY || Object.values(DATABASE_ENTRY).includes(name as never) || fileEntryTarget(path.resolve('/files'), name) !== null;

/**
 * Reads the whole archive and checks every entry against its manifest, and every entry's name (nothing outside the
 * files folder), before anything is written; answers the manifest.
 */
export async function verifyBackup(file: string): Promise<Manifest> {
  const sums = new Map<string, { size: number; sha256: string }>();
  let manifest: Manifest | null = null;
  if (!existsSync(file)) throw new RestoreRefused(`${file} does not exist.`);
  const unknown: string[] = [];
  try {
    await readTar(entries(file), async (entry, content) => {
      if (entry.type !== 'file') return;
      if (!knownEntry(entry.name)) unknown.push(entry.name);
      if (entry.name === MANIFEST_ENTRY) {
        const parts: Buffer[] = [];
        for await (const part of content) parts.push(part);
        manifest = JSON.parse(Buffer.concat(parts).toString('utf8')) as Manifest;
        return;
      }
      const hash = createHash('sha256');
      let size = 0;
      for await (const part of content) {
        hash.update(part);
        size += part.length;
      }
      sums.set(entry.name, { size, sha256: hash.digest('hex') });
    });
  } catch (error) {
    throw new RestoreRefused(`${file} is not a readable backup: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (unknown.length) throw new RestoreRefused(`${file} holds entries no backup writes: ${unknown.slice(0, 3).join(', ')}.`);
  const found = manifest as Manifest | null;
  if (!found || found.product !== PRODUCT || !Array.isArray(found.entries)) throw new RestoreRefused(`${file} holds no backup manifest of this product.`);
  if (found.format > BACKUP_FORMAT) throw new RestoreRefused(`${file} is in a newer backup format (${found.format}); restore it with a newer version.`);
  const problems: string[] = [];
  for (const expected of found.entries) {
    const actual = sums.get(expected.path);
    if (!actual) problems.push(`${expected.path} is missing`);
    else if (actual.sha256 !== expected.sha256 || actual.size !== expected.size) problems.push(`${expected.path} does not match its checksum`);
  }
  for (const name of sums.keys()) if (!found.entries.some((entry) => entry.path === name)) problems.push(`${name} is not in the manifest`);
  if (!found.entries.some((entry) => entry.path === DATABASE_ENTRY[found.database])) problems.push('the database copy is missing');
  if (problems.length)
    throw new RestoreRefused(`${file} is damaged: ${problems.slice(0, 5).join('; ')}${problems.length > 5 ? ` (and ${problems.length - 5} more)` : ''}.`);
  return found;
}

export type RestoreOptions = {
  file: string;
  /** The data folder that receives the embedded database and the files. */
  dataDir: string;
  /** A PostgreSQL server's database to restore into instead of the embedded one. */
  url?: string;
  /** Replace what the target holds (moved aside into `<data>/replaced-<time>/` for the embedded database and files). */
  force?: boolean;
};

export type RestoreResult = { manifest: Manifest; files: number; missing: string[]; movedAside: string | null };

/**
 * Restores a backup into a data folder (and a PostgreSQL database when `url` is given): verifies the whole archive
 * first, refuses a target that holds data unless `force`, then writes the database and the files and checks that
 * every file a row names is there.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const manifest = await verifyBackup(options.file);
  if (manifest.schemaLevel > SCHEMA_LEVEL)
    throw new RestoreRefused(`The backup was made by a newer version (schema level ${manifest.schemaLevel}; this version knows up to ${SCHEMA_LEVEL}).`);
  const kind = options.url ? 'postgres' : 'pglite';
  if (manifest.database !== kind)
    throw new RestoreRefused(
      manifest.database === 'pglite'
        ? 'The backup holds an embedded database: restore it without DATABASE_URL.'
        : 'The backup holds a PostgreSQL server database: restore it with DATABASE_URL set.',
    );
  const dataDir = path.resolve(options.dataDir);
  if (await serverRunsOn(dataDir)) throw new RestoreRefused(`A server is running on ${dataDir}: stop it first.`);
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  // Held while restoring, so no server starts on the folder meanwhile.
  const stopControl = await startControl(dataDir, async () => {
    throw new Error('a backup is being restored into this data folder');
  });
  try {
    return await restoreInto(options, manifest, dataDir, kind);
  } finally {
    await stopControl();
  }
}

async function restoreInto(options: RestoreOptions, manifest: Manifest, dataDir: string, kind: 'pglite' | 'postgres'): Promise<RestoreResult> {
  const pgDir = path.join(dataDir, 'pg');
  const filesDir = path.join(dataDir, 'files');
  const occupied = [...((await holds(pgDir)) && kind === 'pglite' ? [pgDir] : []), ...((await holds(filesDir)) ? [filesDir] : [])];
  const databaseHolds = options.url ? await postgresHolds(options.url) : false;
  if ((occupied.length || databaseHolds) && !options.force)
    throw new RestoreRefused(
      `The target is not empty (${[...occupied, ...(databaseHolds ? ['the database named by DATABASE_URL'] : [])].join(', ')}); add --force to replace it.`,
    );

  let movedAside: string | null = null;
  if (occupied.length) {
    movedAside = path.join(dataDir, `replaced-${new Date().toISOString().replace(/[-:.]/g, '')}`);
    await mkdir(movedAside, { recursive: true, mode: 0o700 });
    for (const folder of occupied) await rename(folder, path.join(movedAside, path.basename(folder)));
  }

  const dumpFile = path.join(dataDir, `.restore-${process.pid}.dump`);
  let pgliteCopy: Buffer | null = null;
  let files = 0;
  try {
    await readTar(entries(options.file), async (entry, content) => {
      if (entry.type !== 'file') return;
      if (entry.name === DATABASE_ENTRY.pglite) {
        const parts: Buffer[] = [];
        for await (const part of content) parts.push(part);
        pgliteCopy = Buffer.concat(parts);
      } else if (entry.name === DATABASE_ENTRY.postgres) await pipeline(content, createWriteStream(dumpFile, { mode: 0o600 }));
      else if (entry.name.startsWith('files/')) {
        // verifyBackup refused any other name before anything was moved aside.
        const target = fileEntryTarget(filesDir, entry.name);
        if (!target) throw new RestoreRefused(`unsafe path in the backup: ${entry.name}`);
        await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
        await pipeline(content, createWriteStream(target, { mode: 0o600 }));
        files++;
      }
    });
    let restored: { level: number; paths: string[] };
    if (kind === 'pglite') {
      if (!pgliteCopy) throw new Error('the database copy is missing');
      const client = await PGlite.create({ dataDir: pgDir, loadDataDir: new Blob([pgliteCopy]) });
      try {
        restored = await contentsOf((text) => client.query(text));
      } finally {
        await client.close();
      }
    } else {
      const { target, env } = pgEnvironment(options.url!);
      const clean = databaseHolds ? ['--clean', '--if-exists'] : [];
      await runTool(
        process.env.PG_RESTORE ?? 'pg_restore',
        ['--no-owner', '--no-privileges', '--exit-on-error', ...clean, `--dbname=${target}`, dumpFile],
        env,
      );
      const client = new pg.Client({ connectionString: options.url });
      await client.connect();
      try {
        restored = await contentsOf((text) => client.query(text));
      } finally {
        await client.end();
      }
    }
    if (restored.level !== manifest.schemaLevel)
      throw new Error(`the restored database is at schema level ${restored.level}, the manifest says ${manifest.schemaLevel}`);
    const missing = restored.paths.filter((stored) => !existsSync(path.join(filesDir, stored)));
    return { manifest, files, missing, movedAside };
  } finally {
    await rm(dumpFile, { force: true });
  }
}

/** What a restored database holds that the archive is checked against: its schema level and the files its rows name. */
async function contentsOf(query: (text: string) => Promise<{ rows: unknown[] }>): Promise<{ level: number; paths: string[] }> {
  return { level: (await databaseLevel(query)).level, paths: await namedFiles(query) };
}

/** Every file a row names, relative to the files folder. */
async function namedFiles(query: (text: string) => Promise<{ rows: unknown[] }>): Promise<string[]> {
  const uploads = (await query('select stored_path as name from files')).rows as { name: string }[];
  const signatures = (await query(`select 'signatures/' || file_name as name from user_signatures`)).rows as { name: string }[];
  return [...uploads, ...signatures].map((row) => row.name);
}

async function holds(folder: string): Promise<boolean> {
  return ((await readdir(folder).catch(() => [])) as string[]).length > 0;
}

async function postgresHolds(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    return rows[0].n > 0;
  } finally {
    await client.end();
  }
}
