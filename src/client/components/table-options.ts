import type { MRT_Column, MRT_RowData, MRT_TableOptions } from 'material-react-table';
import { MRT_Localization_EN } from 'material-react-table/locales/en';
import { MRT_Localization_ES } from 'material-react-table/locales/es';
import { MRT_Localization_ZH_HANS } from 'material-react-table/locales/zh-Hans';
import { useEffect, useRef, useState, type MutableRefObject } from 'react';
import { DEFAULT_PAGE_SIZE } from '../../shared/schemas/engine.schema.ts';
import { useLanguage } from '../i18n/interface-language.ts';

const LOCALIZATION = { zh: MRT_Localization_ZH_HANS, en: MRT_Localization_EN, es: MRT_Localization_ES } as const;

/** material-react-table's own texts (pages, filters, sorting) in the interface language. */
export const useTableLocalization = () => LOCALIZATION[useLanguage()];

/** Spec §9 page sizes; every list starts at the spec's default of 10 rows. */
export const PAGE_SIZE_OPTIONS = [5, 10, 20, 30, 50] as const;
/** The page a list paged in the browser opens on. */
export const FIRST_PAGE = { pageIndex: 0, pageSize: DEFAULT_PAGE_SIZE };

/** Every list's pagination: the same page sizes and first / last page buttons, module lists and administration alike. */
export const PAGINATION_PROPS = { rowsPerPageOptions: [...PAGE_SIZE_OPTIONS], showFirstButton: true, showLastButton: true };

/** Rows paged by the server: the page shown (from 1), its size, the total and how to ask for another page. */
export type ServerPaging = { total: number; pageIndex: number; pageSize: number; onChange: (pageIndex: number, pageSize: number) => void };

/**
 * A table's paging: by the server when `paging` is given (a new page size starts again at page 1; a server's page is
 * not filtered in the browser, which would mislead), else by the table over the rows it has.
 */
export function pagingOptions<Row extends MRT_RowData>(paging: ServerPaging | undefined): Partial<MRT_TableOptions<Row>> {
  return {
    manualPagination: Boolean(paging),
    rowCount: paging?.total,
    onPaginationChange: paging
      ? (updater) => {
          const current = { pageIndex: paging.pageIndex - 1, pageSize: paging.pageSize };
          const next = typeof updater === 'function' ? updater(current) : updater;
          paging.onChange(next.pageSize === current.pageSize ? next.pageIndex + 1 : 1, next.pageSize);
        }
      : undefined,
    muiPaginationProps: PAGINATION_PROPS,
    enableGlobalFilter: !paging,
    enableColumnFilters: !paging,
  };
}

/** The page a server-paged table shows, for its `state`. */
export const pagingState = (paging: ServerPaging | undefined) => (paging ? { pagination: { pageIndex: paging.pageIndex - 1, pageSize: paging.pageSize } } : {});

/** The id material-react-table gives the row actions column. */
export const ACTIONS_COLUMN = 'mrt-row-actions';

/**
 * Pins the row actions at the right edge, so a wide list (a bid list at 1440 px) keeps them in view while its other
 * columns scroll under them. On a narrow box (a phone) that overflows, a pinned column would cover most of what
 * scrolls: there the actions come after the last column instead, reached by scrolling like the rest.
 * `containerRef` goes on the table's container (`muiTableContainerProps.ref`, which the table fills as an object
 * ref); pass the caller's own ref when it needs the container too.
 */
/** Below this width (a phone) a pinned actions column would cover too much of a table that scrolls. */
const NARROW_BOX = 600;

export function useActionsPinning(own?: MutableRefObject<HTMLDivElement | null>) {
  const fallback = useRef<HTMLDivElement | null>(null);
  const containerRef = own ?? fallback;
  const [unpinned, setUnpinned] = useState(false);
  const watched = useRef<{ container: HTMLElement; observer: ResizeObserver } | null>(null);
  // The container appears once the table has rendered; it is watched from then on (and again if it is replaced).
  useEffect(() => {
    const container = containerRef.current;
    if (!container || watched.current?.container === container || typeof ResizeObserver === 'undefined') return;
    watched.current?.observer.disconnect();
    const check = () => setUnpinned(container.clientWidth < NARROW_BOX && container.scrollWidth > container.clientWidth + 1);
    const observer = new ResizeObserver(check);
    observer.observe(container);
    // The table itself changes width with its columns and rows, which the container's own size does not show.
    const table = container.querySelector('table');
    if (table) observer.observe(table);
    watched.current = { container, observer };
    check();
  });
  useEffect(() => () => watched.current?.observer.disconnect(), []);
  return { containerRef, right: unpinned ? [] : [ACTIONS_COLUMN] };
}

/**
 * Grid-layout columns that share the box's width: each starts at its declared size, grows with the room and shrinks
 * down to its `minSize` (the actions column keeps its width), so a desktop table fits beside its actions; text wraps
 * inside its cell instead of running into the next one.
 */
export function fittedCellProps<Row extends MRT_RowData>(): Pick<MRT_TableOptions<Row>, 'muiTableHeadCellProps' | 'muiTableBodyCellProps'> {
  const sx = (column: MRT_Column<Row>) =>
    column.id === ACTIONS_COLUMN
      ? {}
      : {
          flex: `${column.columnDef.grow === false ? 0 : column.getSize()} 1 ${column.getSize()}px`,
          width: 'auto',
          minWidth: `${column.columnDef.minSize ?? 60}px`,
          overflowWrap: 'anywhere' as const,
        };
  return {
    // A heading wraps to a second line rather than ending in an ellipsis; an unsorted column's arrow shows on hover.
    muiTableHeadCellProps: ({ column }) => ({
      sx: {
        ...sx(column),
        '& .Mui-TableHeadCell-Content-Wrapper': { whiteSpace: 'normal', textOverflow: 'clip' },
        '&[aria-sort="none"]:not(:hover):not(:focus-within) .MuiBadge-root': { display: 'none' },
      },
    }),
    muiTableBodyCellProps: ({ column }) => ({ sx: sx(column) }),
  };
}
