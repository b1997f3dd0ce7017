import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream, existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createGzip, createGunzip } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/server/db/database.ts';
import { scheduledJobs } from '../../../src/server/db/schema.ts';
import { NewerDatabaseError, SCHEMA_LEVEL } from '../../../src/server/db/schema-level.ts';
import { MANIFEST_ENTRY, setBackupTarget, type Manifest } from '../../../src/server/ops/backup.ts';
import { restoreBackup, RestoreRefused } from '../../../src/server/ops/restore.ts';
import { readTar, TarWriter } from '../../../src/server/ops/tar.ts';
import { runNow } from '../../../src/server/scheduler/scheduler.ts';
import { seed } from '../../../src/server/seed/seed.ts';

/** A copy of a backup with one more entry at its end, listed in its manifest with its true size and checksum. */
async function withEntry(file: string, name: string, content: Buffer): Promise<string> {
  const kept: { name: string; bytes: Buffer }[] = [];
  await readTar(createReadStream(file).pipe(createGunzip()), async (entry, parts) => {
    const chunks: Buffer[] = [];
    for await (const part of parts) chunks.push(part);
    if (entry.type === 'file') kept.push({ name: entry.name, bytes: Buffer.concat(chunks) });
  });
  const manifest = JSON.parse(kept.find((entry) => entry.name === MANIFEST_ENTRY)!.bytes.toString('utf8')) as Manifest;
  manifest.entries.push({ path: name, size: content.length, sha256: createHash('sha256').update(content).digest('hex') });
  const target = `${file}.crafted.tar.gz`;
  const gzip = createGzip();
  const written = gzip.pipe(createWriteStream(target));
  const tar = new TarWriter(gzip);
  for (const entry of kept) if (entry.name !== MANIFEST_ENTRY) await tar.add(entry.name, entry.bytes, entry.bytes.length);
  await tar.add(name, content, content.length);
  const text = Buffer.from(JSON.stringify(manifest));
  await tar.add(MANIFEST_ENTRY, text, text.length);
  await tar.finish();
  await once(written, 'close');
  return target;
}

/** The embedded database on disk: the scheduled backup and the schema-level guard (the process suite does the rest under load). */
const saved = { ...process.env };
afterEach(() => {
  process.env.BACKUP_DIR = saved.BACKUP_DIR;
  process.env.BACKUP_KEEP = saved.BACKUP_KEEP;
});

describe('scheduled task backup', () => {
  it('writes a verified archive into BACKUP_DIR and keeps the newest BACKUP_KEEP', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'oa-job-backup-'));
    process.env.BACKUP_DIR = path.join(dataDir, 'kept');
    process.env.BACKUP_KEEP = '2';
    const database = await openDatabase({ dataDir });
    try {
      await seed(database.db, { demo: false });
      setBackupTarget(database.db, { database, dataDir });
      const [job] = await database.db.select().from(scheduledJobs).where(eq(scheduledJobs.code, 'backup'));
      expect(job.enabled).toBe(true);
      for (let i = 0; i < 3; i++) expect((await runNow(database.db, job.id))?.error).toBeNull();
    } finally {
      await database.close();
    }
    const kept = readdirSync(process.env.BACKUP_DIR).sort();
    expect(kept).toHaveLength(2);
    const result = await restoreBackup({ file: path.join(process.env.BACKUP_DIR, kept[1]), dataDir: mkdtempSync(path.join(tmpdir(), 'oa-job-restored-')) });
    expect(result.manifest.schemaLevel).toBe(SCHEMA_LEVEL);
    expect(result.missing).toEqual([]);
    // The folder it came from holds a database: refused without force.
    await expect(restoreBackup({ file: path.join(process.env.BACKUP_DIR, kept[1]), dataDir })).rejects.toThrow(RestoreRefused);

    // A crafted copy whose last entry climbs out of the files folder, listed in its manifest with the right checksum:
    // refused with force too, before the folder's database and files are moved aside, and nothing is written.
    const crafted = await withEntry(path.join(process.env.BACKUP_DIR, kept[1]), 'files/x/../../../escape.txt', Buffer.from('escaped'));
    await expect(restoreBackup({ file: crafted, dataDir, force: true })).rejects.toThrow(/entries no backup writes: files\/x\/\.\.\/\.\.\/\.\.\/escape\.txt/);
    expect(readdirSync(path.join(dataDir, 'pg')).length).toBeGreaterThan(0);
    expect(readdirSync(dataDir).filter((name) => name.startsWith('replaced-'))).toEqual([]);
    expect(existsSync(path.join(dataDir, '..', 'escape.txt'))).toBe(false);
  }, 120_000);

  it('fails its run, not the server, where there is nothing to back up (a database in memory)', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      await seed(database.db, { demo: false });
      const [job] = await database.db.select().from(scheduledJobs).where(eq(scheduledJobs.code, 'backup'));
      expect((await runNow(database.db, job.id))?.success).toBe(false);
    } finally {
      await database.close();
    }
  }, 60_000);
});

describe('a database migrated by a newer version', () => {
  it('is refused at start with both schema levels, before anything is migrated', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'oa-newer-'));
    const database = await openDatabase({ dataDir });
    await database.db.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('future', ${Date.now() + 86_400_000})`);
    await database.close();
    const refused = await openDatabase({ dataDir }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(NewerDatabaseError);
    expect((refused as NewerDatabaseError).message).toContain(`schema level ${SCHEMA_LEVEL + 1}; this version knows up to ${SCHEMA_LEVEL}`);
  }, 60_000);
});
