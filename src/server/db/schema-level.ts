import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const MIGRATIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

type JournalEntry = { idx: number; tag: string; when: number };

/** The migrations this build ships (drizzle's journal), oldest first. */
export const KNOWN_MIGRATIONS: JournalEntry[] = (
  JSON.parse(readFileSync(path.join(MIGRATIONS, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] }
).entries;

/** The schema level of this build: how many migrations it knows. */
export const SCHEMA_LEVEL = KNOWN_MIGRATIONS.length;

/** A database migrated by a newer build: this one must not start on it (it would not know its tables). */
export class NewerDatabaseError extends Error {
  constructor(
    readonly databaseLevel: number,
    readonly buildLevel: number,
  ) {
    super(
      `The database was upgraded by a newer version of this product (schema level ${databaseLevel}; this version knows up to ${buildLevel}). ` +
        'Start the newer version, or restore a backup made by this version.',
    );
    this.name = 'NewerDatabaseError';
  }
}

type Query = (text: string) => Promise<{ rows: unknown[] }>;

/** The database's level: the migrations drizzle recorded as applied, and the time of the last one (0 and 0 when new). */
export async function databaseLevel(query: Query): Promise<{ level: number; last: number }> {
  const [table] = (await query(`select to_regclass('drizzle.__drizzle_migrations')::text as name`)).rows as { name: string | null }[];
  if (!table?.name) return { level: 0, last: 0 };
  const [row] = (await query(`select count(*)::int as level, coalesce(max(created_at), 0)::text as last from drizzle.__drizzle_migrations`)).rows as {
    level: number;
    last: string;
  }[];
  return { level: Number(row.level), last: Number(row.last) };
}

/** Refuses a database holding migrations newer than the last one this build knows, before anything is migrated. */
export async function assertNotNewer(query: Query): Promise<void> {
  const { level, last } = await databaseLevel(query);
  const newest = KNOWN_MIGRATIONS.at(-1)?.when ?? 0;
  if (last > newest || level > SCHEMA_LEVEL) throw new NewerDatabaseError(level, SCHEMA_LEVEL);
}
