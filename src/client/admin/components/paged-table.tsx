import { MaterialReactTable, MRT_GlobalFilterTextField, useMaterialReactTable, type MRT_ColumnDef } from 'material-react-table';
import { useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { FIRST_PAGE, pagingOptions, pagingState, useTableLocalization, type ServerPaging } from '../../components/table-options.ts';
import { TableToolbar } from '../../components/table-toolbar.tsx';
import type { ColumnSpec } from './config-table-screen.tsx';

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
  paging?: ServerPaging;
  renderDetail?: (row: Row) => ReactNode;
  toolbar?: ReactNode;
}) {
  const intl = useIntl();
  const localization = useTableLocalization();
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
    localization,
    initialState: { density: 'compact', pagination: FIRST_PAGE, showGlobalFilter: true },
    state: { isLoading: loading && !rows, ...pagingState(paging) },
    ...pagingOptions<Row>(paging),
    layoutMode: 'grid',
    defaultColumn: { minSize: 60, size: 120, grow: true },
    enableColumnActions: false,
    enableDensityToggle: false,
    enableFullScreenToggle: false,
    enableHiding: false,
    renderDetailPanel: renderDetail ? ({ row }) => renderDetail(row.original) : undefined,
    // The shared toolbar: the table's own search (when it pages in the browser) beside what the screen adds.
    renderTopToolbar: ({ table }) => <TableToolbar search={paging ? undefined : <MRT_GlobalFilterTextField table={table} />} actions={toolbar} />,
    muiTablePaperProps: { elevation: 0 },
  });
  return <MaterialReactTable table={table} />;
}
