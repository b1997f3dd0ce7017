import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { selectRows, type Db } from './db/database.ts';
import type { ReadinessChecks } from './ops/health.ts';

const JOURNAL = path.join(path.dirname(fileURLToPath(import.meta.url)), 'db', 'migrations', 'meta', '_journal.json');
/** How many migrations this build ships; a database with fewer applied is not ready for it. */
const SHIPPED_MIGRATIONS = (JSON.parse(readFileSync(JOURNAL, 'utf8')) as { entries: unknown[] }).entries.length;

/**
 * What /readyz checks: the database answers, it holds every migration this build ships, and both listening
 * connections (events pushed to browsers, access changes made on other instances) are up.
 */
export function readinessChecks(db: Db, listening: () => boolean): ReadinessChecks {
  return {
    database: async () => (await selectRows<{ one: number }>(db, sql`select 1 as one`))[0]?.one === 1,
    migrations: async () => {
      const [row] = await selectRows<{ applied: number }>(db, sql`select count(*)::int as applied from drizzle.__drizzle_migrations`);
      return Number(row?.applied) >= SHIPPED_MIGRATIONS;
    },
    listening: async () => listening(),
  };
}
