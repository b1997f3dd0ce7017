import { inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.ts';
import { badInput } from '../lib/app-error.ts';

/** Every id a body names must exist; otherwise the body is refused, naming its field. An id named twice counts once. */
export async function refuseUnknownIds(db: Pick<Db, 'select'>, table: PgTable & { id: PgColumn }, ids: number[], field: string) {
  if (!ids.length) return;
  const found = await db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  if (found.length !== new Set(ids).size) throw badInput(field, 'errors.404');
}
