import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { ModuleDescriptor } from '../../../modules/module.types.ts';
import { DEFAULT_PAGE_SIZE, type ListQuery } from '../../../shared/schemas/engine.schema.ts';
import { engineApi, useRecordCountQuery, useRecordPageQuery } from '../../api/engine.api.ts';
import { useTableLocalization } from '../../components/table-options.ts';
import { useAppDispatch } from '../../app/store.ts';
import { buildListQuery } from './list-query.ts';
import { countQueryOf, listTotal } from './list-total.ts';

/**
 * A list's page of rows and what it knows of its total. The rows never wait for a count: the page is asked without
 * one and the count beside it (after it, so a single-connection database serves the rows first); paging and sorting
 * keep the count they have. Until the count comes the pager says "of at least"; beyond the cap, "of more than".
 */
export function useListPage(module: string, query: ListQuery) {
  const intl = useIntl();
  const localization = useTableLocalization();
  const page = useRecordPageQuery(pageArgs(module, query));
  const countQuery = useMemo(() => countQueryOf(query), [query]);
  const count = useRecordCountQuery({ module, query: countQuery });
  const known = listTotal(page.data, count.currentData);
  // One object per kind of total: the table redraws whenever its localization is a new object.
  const pagerOf = known.kind === 'exact' ? null : intl.formatMessage({ id: known.kind === 'atLeast' ? 'grid.ofAtLeast' : 'grid.ofMoreThan' });
  const pagerLocalization = useMemo(() => (pagerOf ? { ...localization, of: pagerOf } : localization), [localization, pagerOf]);
  return { page, known, pagerLocalization };
}

const pageArgs = (module: string, query: ListQuery) => ({ module, query: { ...query, withTotal: false } });

/** What a list asks for when it opens: no search, no sort, the first page (the list screen's initial state). */
export const openingQuery = (descriptor: ModuleDescriptor): ListQuery =>
  buildListQuery(descriptor, { quick: '', filters: [], advanced: [], sort: {}, pageIndex: 1, limit: DEFAULT_PAGE_SIZE });

/**
 * Asks for a list's opening page and count while its table layout is still on its way (the list needs neither to ask
 * for them), so the rows arrive with the layout rather than a round trip and a first drawing after it.
 */
export function usePrefetchOpeningPage(descriptor: ModuleDescriptor) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const query = openingQuery(descriptor);
    void dispatch(engineApi.util.prefetch('recordPage', pageArgs(descriptor.key, query), { ifOlderThan: 10 }));
    void dispatch(engineApi.util.prefetch('recordCount', { module: descriptor.key, query: countQueryOf(query) }, { ifOlderThan: 10 }));
  }, [dispatch, descriptor]);
}
