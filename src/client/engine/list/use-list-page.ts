import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { ListQuery } from '../../../shared/schemas/engine.schema.ts';
import { useRecordCountQuery, useRecordPageQuery } from '../../api/engine.api.ts';
import { useTableLocalization } from '../../components/table-options.ts';
import { countQueryOf, listTotal } from './list-total.ts';

/**
 * A list's page of rows and what it knows of its total. The rows never wait for a count: the page is asked without
 * one and the count beside it (after it, so a single-connection database serves the rows first); paging and sorting
 * keep the count they have. Until the count comes the pager says "of at least"; beyond the cap, "of more than".
 */
export function useListPage(module: string, query: ListQuery) {
  const intl = useIntl();
  const localization = useTableLocalization();
  const page = useRecordPageQuery({ module, query: { ...query, withTotal: false } });
  const countQuery = useMemo(() => countQueryOf(query), [query]);
  const count = useRecordCountQuery({ module, query: countQuery });
  const known = listTotal(page.data, count.currentData);
  // One object per kind of total: the table redraws whenever its localization is a new object.
  const pagerOf = known.kind === 'exact' ? null : intl.formatMessage({ id: known.kind === 'atLeast' ? 'grid.ofAtLeast' : 'grid.ofMoreThan' });
  const pagerLocalization = useMemo(() => (pagerOf ? { ...localization, of: pagerOf } : localization), [localization, pagerOf]);
  return { page, known, pagerLocalization };
}
