import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { pageIndex, pageLimit } from '../../shared/schemas/input.schema.ts';
import type { Db } from '../db/database.ts';

/** Spec §3 page.pageIndex and page.limit as query parameters (default page size 10, spec §9). */
export const pagingQuery = z.object({ pageIndex, limit: pageLimit(500) });
export type Paging = z.infer<typeof pagingQuery>;
export type Page<T> = { list: T[]; total: number; pageIndex: number; limit: number };

/**
 * One page of a list and the total it is part of, read together. `rows` gets the limit and offset to apply;
 * the count runs over `from` (with any joins the filter needs) and `where`.
 */
export async function pageOf<T>(
  db: Db,
  paging: Paging,
  rows: (limit: number, offset: number) => Promise<T[]>,
  from: PgTable | SQL,
  where?: SQL,
): Promise<Page<T>> {
  const { pageIndex, limit } = paging;
  const [list, [{ total }]] = await Promise.all([
    rows(limit, (pageIndex - 1) * limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(from as PgTable)
      .where(where),
  ]);
  return { list, total, pageIndex, limit };
}
