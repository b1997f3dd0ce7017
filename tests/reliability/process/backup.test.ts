import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, lstatSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, selectRows, type Database } from '../../../src/server/db/database.ts';
import { OWN_PAGE_HEADER } from '../../../src/shared/envelope.ts';
import { freshPostgresDatabase, POSTGRES_URL, startServer } from '../../bench/server-process.helpers.ts';
import { inconsistencies, missingAcknowledged } from '../consistency.helpers.ts';
import { signInAll, spreadCalls } from '../http-client.helpers.ts';
import { MODULE, runWorkload, type Acknowledged, type Call } from '../workload.helpers.ts';

/**
 * `npm run backup` while 20 users submit and approve and others upload files, then `npm run restore` into a fresh
 * folder (and database): everything acknowledged before the backup started is there, each file with its bytes,
 * and no document is half-changed. A damaged archive and a target holding data are refused, nothing replaced.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const ACCOUNTS = ['staff01', 'leader01', 'finance01', 'manager01'];
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** Runs one of the operator's commands (scripts/*.ts) as `npm run` does; answers its exit code and output. */
function command(script: string, args: string[], env: Record<string, string>): Promise<{ code: number; output: string }> {
  const { DATABASE_URL: _inherited, ...inherited } = process.env;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], { cwd: ROOT, env: { ...inherited, ...env } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => resolve({ code: code ?? -1, output }));
  });
}

type Upload = { id: string; sha256: string };

/** Uploads text files as staff01 until told to stop; answers the acknowledged ones with their checksums. */
async function uploadWhile(url: string, cookie: string, until: () => boolean, acknowledged: Upload[]) {
  let n = 0;
  while (!until()) {
    const content = `${n++} ${randomBytes(2000).toString('hex')}`;
    const form = new FormData();
    form.append('module', MODULE);
    form.append('field', 'attachments');
    form.append('file', new Blob([content]), `note-${n}.txt`);
    const answer = (await (
      await fetch(`${url}/prod-api/ge/upload`, { method: 'POST', headers: { [OWN_PAGE_HEADER.name]: OWN_PAGE_HEADER.value, cookie }, body: form })
    ).json()) as { status: number; data: { id: string } };
    if (answer.status !== 200) throw new Error(`upload refused: ${JSON.stringify(answer)}`);
    acknowledged.push({ id: answer.data.id, sha256: createHash('sha256').update(content).digest('hex') });
  }
}

/** Backs up mid-load with the operator's command; answers the archive and what was acknowledged before it started. */
async function backupUnderLoad(options: { port: number; dataDir: string; databaseUrl?: string; backupDir: string }) {
  const server = await startServer({ port: options.port, dataDir: options.dataDir, databaseUrl: options.databaseUrl, env: { SCHEDULER: 'off' } });
  cleanups.push(() => server.stop());
  const cookies = await signInAll(server.url, ACCOUNTS);
  const { call } = spreadCalls([server.url], cookies);
  // When each acknowledgement arrived, so "acknowledged before the backup started" is exact.
  const answeredAt = new Map<string, number[]>();
  const timed: Call = async (account, method, url, body) => {
    const answer = await call(account, method, url, body);
    if (answer.status === 200) {
      const key = url === `/m/${MODULE}` ? `create ${(answer.data as { id: number }).id}` : `${account} ${url}`;
      answeredAt.set(key, [...(answeredAt.get(key) ?? []), performance.now()]);
    }
    return answer;
  };
  const keyOf = (ack: Acknowledged) => (ack.action === 'create' ? `create ${ack.recordId}` : `${ack.account} /wf/${MODULE}/${ack.recordId}/${ack.action}`);
  let done = false;
  const uploads: Upload[] = [];
  const load = runWorkload(timed, { users: 20, until: () => done });
  const uploading = Promise.all([0, 1, 2].map(() => uploadWhile(server.url, cookies.get('staff01')!, () => done, uploads)));
  // The backup starts once work is under way: documents along their chains and files uploaded.
  while ([...answeredAt.values()].flat().length < 40 || uploads.length < 6) await new Promise((resolve) => setTimeout(resolve, 200));

  const before = { uploads: uploads.length, at: performance.now() };
  const started = performance.now();
  const made = await command('backup', ['--out', options.backupDir], {
    DATA_DIR: options.dataDir,
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
  });
  const took = Math.round(performance.now() - started);
  done = true;
  const result = await load;
  await uploading;
  await server.stop();
  expect(made.code, made.output).toBe(0);
  if (!options.databaseUrl) expect(made.output).toContain('made by the running server');
  const archives = readdirSync(options.backupDir).filter((name) => name.endsWith('.tar.gz'));
  expect(archives).toHaveLength(1);
  const acknowledged = result.acknowledged.filter((ack) => (answeredAt.get(keyOf(ack))?.shift() ?? Infinity) < before.at);
  console.log(
    `backup on port ${options.port} in ${took} ms: ${made.output.trim()}; ${acknowledged.length} of ${result.acknowledged.length} calls and ${before.uploads} of ${uploads.length} uploads acknowledged before it`,
  );
  expect(acknowledged.length).toBeGreaterThan(20);
  expect(before.uploads).toBeGreaterThan(5);
  return { archive: path.join(options.backupDir, archives[0]), acknowledged, uploads: uploads.slice(0, before.uploads) };
}

async function expectRestored(database: Database, dataDir: string, acknowledged: Acknowledged[], uploads: Upload[]) {
  try {
    expect(await missingAcknowledged(database.db, MODULE, acknowledged)).toEqual([]);
    expect(await inconsistencies(database.db, MODULE)).toEqual([]);
    const rows = await selectRows<{ id: string; stored_path: string }>(database.db, sql`select id, stored_path from files`);
    const stored = new Map(rows.map((row) => [row.id, row.stored_path]));
    const wrong = uploads.filter((upload) => {
      const file = stored.get(upload.id);
      return (
        !file ||
        createHash('sha256')
          .update(readFileSync(path.join(dataDir, 'files', file)))
          .digest('hex') !== upload.sha256
      );
    });
    expect(wrong).toEqual([]);
  } finally {
    await database.close();
  }
}

/** What under `folder` (itself included) another local account could read, write or enter. */
function openToOthers(folder: string): string[] {
  const open = (statSync(folder).mode & 0o077) !== 0 ? [folder] : [];
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath, entry.name);
    if ((lstatSync(full).mode & 0o077) !== 0 && !entry.isSymbolicLink()) open.push(`${full} ${(lstatSync(full).mode & 0o777).toString(8)}`);
  }
  return open;
}

describe('npm run backup under load, npm run restore into a fresh place', () => {
  it('on embedded PostgreSQL (PGlite): the running server makes the backup; the restored folder holds every acknowledged document and file', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'oa-backup-'));
    const backupDir = mkdtempSync(path.join(tmpdir(), 'oa-backups-'));
    const { archive, acknowledged, uploads } = await backupUnderLoad({ port: 8145, dataDir, backupDir });

    // A damaged archive is refused before anything is written.
    const damaged = path.join(backupDir, 'damaged.tar.gz');
    copyFileSync(archive, damaged);
    const bytes = readFileSync(damaged);
    bytes[Math.floor(bytes.length / 2)] ^= 0xff;
    writeFileSync(damaged, bytes);
    const intoDamaged = mkdtempSync(path.join(tmpdir(), 'oa-restored-'));
    const refused = await command('restore', [damaged, '--data', intoDamaged], {});
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('Restore refused');
    expect(existsSync(path.join(intoDamaged, 'pg'))).toBe(false);

    // A folder that holds data is refused without --force.
    const occupied = await command('restore', [archive, '--data', dataDir], {});
    expect(occupied.code).toBe(1);
    expect(occupied.output).toContain('not empty');

    const fresh = mkdtempSync(path.join(tmpdir(), 'oa-restored-'));
    const started = performance.now();
    const restored = await command('restore', [archive, '--data', fresh], {});
    expect(restored.code, restored.output).toBe(0);
    console.log(`${restored.output.trim()} in ${Math.round(performance.now() - started)} ms`);
    await expectRestored(await openDatabase({ dataDir: fresh }), fresh, acknowledged, uploads);
    // The server's database, its uploads and its backups, and the restored copy: for the account that runs them alone.
    for (const folder of [dataDir, backupDir, fresh]) expect(openToOthers(folder)).toEqual([]);
  }, 300_000);

  it('on a PostgreSQL server: pg_dump while the server runs, restored into an empty database', async () => {
    const source = await freshPostgresDatabase(POSTGRES_URL, 'oa_backup');
    cleanups.push(() => source.drop());
    const dataDir = mkdtempSync(path.join(tmpdir(), 'oa-backup-'));
    const backupDir = mkdtempSync(path.join(tmpdir(), 'oa-backups-'));
    const { archive, acknowledged, uploads } = await backupUnderLoad({ port: 8146, dataDir, databaseUrl: source.url, backupDir });

    const target = await freshPostgresDatabase(POSTGRES_URL, 'oa_restore');
    cleanups.push(() => target.drop());
    const fresh = mkdtempSync(path.join(tmpdir(), 'oa-restored-'));
    const restored = await command('restore', [archive, '--data', fresh], { DATABASE_URL: target.url });
    expect(restored.code, restored.output).toBe(0);
    // A second restore finds the database holding data.
    const again = await command('restore', [archive, '--data', mkdtempSync(path.join(tmpdir(), 'oa-restored-'))], { DATABASE_URL: target.url });
    expect(again.output).toContain('not empty');
    await expectRestored(await openDatabase({ url: target.url, dataDir: 'memory://' }), fresh, acknowledged, uploads);
  }, 300_000);
});
