import type { MRT_RowData, MRT_TableOptions } from 'material-react-table';
import { MRT_Localization_EN } from 'material-react-table/locales/en';
import { MRT_Localization_ES } from 'material-react-table/locales/es';
import { MRT_Localization_ZH_HANS } from 'material-react-table/locales/zh-Hans';
import { useLanguage } from '../i18n/interface-language.ts';

const LOCALIZATION = { zh: MRT_Localization_ZH_HANS, en: MRT_Localization_EN, es: MRT_Localization_ES } as const;

/** material-react-table's own texts (pages, filters, sorting) in the interface language. */
export const useTableLocalization = () => LOCALIZATION[useLanguage()];

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
    muiPaginationProps: { rowsPerPageOptions: [5, 10, 20, 30, 50] },
    enableGlobalFilter: !paging,
    enableColumnFilters: !paging,
  };
}

/** The page a server-paged table shows, for its `state`. */
export const pagingState = (paging: ServerPaging | undefined) => (paging ? { pagination: { pageIndex: paging.pageIndex - 1, pageSize: paging.pageSize } } : {});
