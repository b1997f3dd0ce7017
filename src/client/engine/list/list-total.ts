import type { ListQuery } from '../../../shared/schemas/engine.schema.ts';
import type { RecordCount, RecordPage } from '../../api/engine.api.ts';

/**
 * What a list knows of its total: `exact`; `atLeast` while the count is still coming (the rows seen so far, one
 * more when another page follows); `moreThan` the cap, with the planner's estimate of the whole where it has one.
 */
export type ListTotal = { kind: 'exact' | 'atLeast'; total: number } | { kind: 'moreThan'; total: number; estimate: number | null };

type Page = Pick<RecordPage, 'list' | 'total' | 'totalExact' | 'more' | 'pageIndex' | 'limit'>;

export function listTotal(page: Page | undefined, count: RecordCount | undefined): ListTotal {
  if (count) return count.totalExact ? { kind: 'exact', total: count.total } : { kind: 'moreThan', total: count.total, estimate: count.estimate };
  if (!page) return { kind: 'atLeast', total: 0 };
  if (page.total !== null && page.totalExact) return { kind: 'exact', total: page.total };
  return { kind: 'atLeast', total: (page.pageIndex - 1) * page.limit + page.list.length + (page.more ? 1 : 0) };
}

/** The row count the pager pages over: beyond the cap, as far as the rows go (next stays open while more follow). */
export function pagerRowCount(total: ListTotal, page: Page | undefined): number {
  if (total.kind !== 'moreThan' || !page) return total.total;
  return Math.max(total.total, page.pageIndex * page.limit + (page.more ? 1 : 0));
}

/** The part of a list query its total depends on: paging and sorting change no count. */
export function countQueryOf(query: ListQuery): ListQuery {
  const { page: _page, sortby: _sortby, order: _order, withTotal: _withTotal, ...counted } = query;
  return counted;
}
