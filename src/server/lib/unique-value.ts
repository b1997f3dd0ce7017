import { and, ne, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.ts';
import { badInput } from './app-error.ts';

/**
 * Refuses a code (or another value that must stay unique) when another row already holds it: 1001
 * `errors.codeTaken` on `field`. `holding` selects the rows that hold the value, in the table of the `id` column;
 * `except` is the row being edited, which may keep its own.
 */
export async function refuseTaken(db: Db, rows: { id: PgColumn; field: string; holding: SQL | undefined; except?: number }) {
  const [taken] = await db
    .select({ id: rows.id })
    .from(rows.id.table)
    .where(and(rows.holding, rows.except ? ne(rows.id, rows.except) : undefined))
    .limit(1);
  if (taken) throw badInput(rows.field, 'errors.codeTaken');
}
