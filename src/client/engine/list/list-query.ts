import type { ModuleDescriptor } from '../../../modules/module.types.ts';
import { checkHighQuery, COMPARISONS, type FilterEntry, type HighQueryRow, type ListQuery } from '../../../shared/schemas/engine.schema.ts';

export type Comparison = (typeof COMPARISONS)[number];

/** One row of the advanced search dialog as the user edits it. */
export type AdvancedRow = { key: number; logic: 'and' | 'or' | ''; open: number; prop: string; op: Comparison; value: string; close: number };

/** Spec §9: the advanced search starts with three rows. */
export const INITIAL_ADVANCED_ROWS = 3;

let nextKey = 1;
export function emptyAdvancedRow(first: boolean): AdvancedRow {
  return { key: nextKey++, logic: first ? '' : 'and', open: 0, prop: '', op: '=', value: '', close: 0 };
}

export function initialAdvancedRows(): AdvancedRow[] {
  return Array.from({ length: INITIAL_ADVANCED_ROWS }, (_unused, index) => emptyAdvancedRow(index === 0));
}

/** `in` / `not in` take a comma-separated list. */
function rowValue(row: AdvancedRow): HighQueryRow['value'] {
  if (row.op === 'in' || row.op === 'not in')
    return row.value
      .split(/[,，]/)
      .map((item) => item.trim())
      .filter(Boolean);
  return row.value.trim();
}

/**
 * Spec §5 Tables and search: rows without a field do not count; at least one condition is needed
 * (请选择查询条件！), and the brackets and logical operators must be right (查询条件不正确，请检查) — the same
 * `checkHighQuery` the server applies.
 */
export function compileAdvancedRows(rows: readonly AdvancedRow[]): { error: string } | { rows: HighQueryRow[] } {
  const used = rows.filter((row) => row.prop !== '');
  if (used.length === 0) return { error: 'engine.searchEmpty' };
  const compiled: HighQueryRow[] = used.map((row, index) => ({
    ...(index === 0 || row.logic === '' ? {} : { logic: row.logic }),
    ...(row.open ? { open: row.open } : {}),
    prop: row.prop,
    op: row.op,
    value: rowValue(row),
    ...(row.close ? { close: row.close } : {}),
  }));
  // A later row without an operator is the user's mistake, not something to guess.
  if (used.some((row, index) => index > 0 && row.logic === '')) return { error: 'engine.searchInvalid' };
  const problem = checkHighQuery(compiled);
  return problem ? { error: problem } : { rows: compiled };
}

export type SortState = { sortby?: string; order?: 'asc' | 'desc' };

/**
 * Spec §3 Table list query. The quick search text goes in `query` unless column filters use it; then the text
 * becomes a bracketed OR group over the quick-search fields (text `in` is a like match), joined with AND.
 */
export function buildListQuery(
  descriptor: ModuleDescriptor,
  state: { quick: string; filters: readonly FilterEntry[]; advanced: readonly HighQueryRow[]; sort: SortState; pageIndex: number; limit: number },
): ListQuery {
  const quick = state.quick.trim();
  const high: HighQueryRow[] = [];
  let query: ListQuery['query'];
  if (state.filters.length) {
    query = [...state.filters];
    if (quick) {
      const props = ['serialNo', ...descriptor.fields.filter((field) => field.search).map((field) => field.key)];
      props.forEach((prop, index) =>
        high.push({
          ...(index > 0 ? { logic: 'or' as const } : {}),
          ...(index === 0 ? { open: 1 } : {}),
          prop,
          op: 'in',
          value: [quick],
          ...(index === props.length - 1 ? { close: 1 } : {}),
        }),
      );
    }
  } else if (quick) query = quick;
  if (state.advanced.length) {
    const wrap = high.length > 0;
    state.advanced.forEach((row, index) =>
      high.push({
        ...row,
        ...(index === 0 ? (wrap ? { logic: 'and' as const, open: (row.open ?? 0) + 1 } : {}) : {}),
        ...(index === state.advanced.length - 1 && wrap ? { close: (row.close ?? 0) + 1 } : {}),
      }),
    );
  }
  return {
    ...(query !== undefined ? { query } : {}),
    ...(high.length ? { highQuery: high } : {}),
    page: { pageIndex: state.pageIndex, limit: state.limit },
    ...(state.sort.sortby ? { sortby: state.sort.sortby, order: state.sort.order } : {}),
  };
}
