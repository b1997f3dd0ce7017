import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/database.ts';
import { scheduledJobs } from '../../src/server/db/schema.ts';
import { NewerDatabaseError, SCHEMA_LEVEL } from '../../src/server/db/schema-level.ts';
import { setBackupTarget } from '../../src/server/ops/backup.ts';
import { restoreBackup, RestoreRefused } from '../../src/server/ops/restore.ts';
import { runNow } from '../../src/server/scheduler/scheduler.ts';
import { seed } from '../../src/server/seed/seed.ts';

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
