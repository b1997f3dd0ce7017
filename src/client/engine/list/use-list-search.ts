import { useCallback, useState } from 'react';
import type { FilterEntry, HighQueryRow } from '../../../shared/schemas/engine.schema.ts';
import type { SortState } from './list-query.ts';

/** What a list searches and sorts by: the quick-search text (as typed, and as applied), column filters, advanced rows. */
export function useListSearch(opening: readonly FilterEntry[] = []) {
  const [quickDraft, setQuickDraft] = useState('');
  const [quick, setQuick] = useState('');
  // A page opening filtered (a module's "mine" page: the records naming the reader) starts from its filters.
  const [filters, setFilters] = useState<FilterEntry[]>(() => [...opening]);
  const [advanced, setAdvanced] = useState<HighQueryRow[]>([]);
  const [sort, setSort] = useState<SortState>({});
  /** A column's filter replaces the one it had; none removes it. Stable, so the columns that use it are built once. */
  const setFilter = useCallback(
    (prop: string, entry: FilterEntry | undefined) => setFilters((current) => [...current.filter((item) => item.prop !== prop), ...(entry ? [entry] : [])]),
    [],
  );
  return {
    quickDraft,
    setQuickDraft,
    quick,
    applyQuick: () => setQuick(quickDraft),
    filters,
    setFilter,
    advanced,
    setAdvanced,
    sort,
    setSort,
    searching: quick !== '' || filters.length > 0 || advanced.length > 0,
    reset: () => {
      setQuick('');
      setQuickDraft('');
      setFilters([]);
      setAdvanced([]);
    },
  };
}

export type ListSearch = ReturnType<typeof useListSearch>;
