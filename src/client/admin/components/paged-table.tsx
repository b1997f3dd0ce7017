import { MaterialReactTable, useMaterialReactTable, type MRT_ColumnDef } from 'material-react-table';
import { MRT_Localization_EN } from 'material-react-table/locales/en';
import { MRT_Localization_ES } from 'material-react-table/locales/es';
import { MRT_Localization_ZH_HANS } from 'material-react-table/locales/zh-Hans';
import { useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLanguage } from '../../i18n/interface-language.ts';
import type { ColumnSpec } from './config-table-screen.tsx';

const LOCALIZATION = { zh: MRT_Localization_ZH_HANS, en: MRT_Localization_EN, es: MRT_Localization_ES } as const;

/** A read-only table (logs, table info) with declared columns; paged by the server when `paging` is given. */
export function ReadOnlyTable<Row extends object>({
  rows,
  columns,
  loading,
  paging,
  renderDetail,
  toolbar,
}: {
  rows: readonly Row[] | undefined;
  columns: readonly ColumnSpec<Row>[];
  loading?: boolean;
  paging?: { total: number; pageIndex: number; pageSize: number; onChange: (pageIndex: number, pageSize: number) => void };
  renderDetail?: (row: Row) => ReactNode;
  toolbar?: ReactNode;
}) {
  const intl = useIntl();
  const language = useLanguage();
  const tableColumns = useMemo<MRT_ColumnDef<Row>[]>(
    () =>
      columns.map((column) => ({
        id: column.key,
        header: intl.formatMessage({ id: column.label }),
        accessorFn: (row) => (column.text ? column.text(row) : String((row as Record<string, unknown>)[column.key] ?? '')),
        Cell: column.render ? ({ row }) => column.render!(row.original) : undefined,
        size: column.size,
      })),
    [columns, intl],
  );
  const data = useMemo(() => [...(rows ?? [])], [rows]);
  const table = useMaterialReactTable<Row>({
    columns: tableColumns,
    data,
    localization: LOCALIZATION[language],
    initialState: { density: 'compact', pagination: { pageIndex: 0, pageSize: 10 } },
    state: { isLoading: loading && !rows, ...(paging ? { pagination: { pageIndex: paging.pageIndex - 1, pageSize: paging.pageSize } } : {}) },
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
    layoutMode: 'grid',
    defaultColumn: { minSize: 60, size: 120, grow: true },
    enableGlobalFilter: !paging,
    enableColumnFilters: !paging,
    enableColumnActions: false,
    enableDensityToggle: false,
    enableFullScreenToggle: false,
    enableHiding: false,
    renderDetailPanel: renderDetail ? ({ row }) => renderDetail(row.original) : undefined,
    renderTopToolbarCustomActions: toolbar ? () => toolbar : undefined,
    muiTablePaperProps: { elevation: 0 },
  });
  return <MaterialReactTable table={table} />;
}
