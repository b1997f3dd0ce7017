import { sql } from 'drizzle-orm';
import { MODULES } from '../../modules/index.ts';
import type { Db } from '../db/database.ts';

/**
 * Expression statistics on the text fields lists search (`data ->> '<field>'`), created at start for every
 * descriptor's quick-search fields. Without them PostgreSQL guesses that a `like '%x%'` filter matches almost
 * nothing and reads every row of a status before sorting; with them it walks the (module, status, created_at)
 * index in order and stops after one page (tests/bench/list-query.bench.ts). Count reports' date and type fields get
 * the same, so a report's group estimates are real.
 */
export async function syncRecordStatistics(db: Db) {
  const keys = new Set(
    MODULES.flatMap((descriptor) => [
      ...descriptor.fields.filter((field) => field.search).map((field) => field.key),
      // Count reports group by their date and type fields: the planner estimates those groups from these too.
      ...(descriptor.capabilities.report
        ? [descriptor.capabilities.report.date, ...(descriptor.capabilities.report.type === 'module' ? [] : [descriptor.capabilities.report.type])]
        : []),
    ]),
  );
  for (const key of keys) {
    // Field keys are declared identifiers; anything else never reaches DDL.
    if (!/^[A-Za-z][A-Za-z0-9]{0,40}$/.test(key)) continue;
    await db.execute(sql.raw(`create statistics if not exists "records_text_${key.toLowerCase()}" on ((data ->> '${key}')) from records`)).catch(() => {
      // Another instance created it at the same moment: nothing to do.
    });
  }
}
