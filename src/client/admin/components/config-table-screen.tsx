import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Switch from '@mui/material/Switch';
import {
  MaterialReactTable,
  MRT_GlobalFilterTextField,
  MRT_ToggleFiltersButton,
  useMaterialReactTable,
  type MRT_ColumnDef,
  type MRT_Row,
} from 'material-react-table';
import { useMemo, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  FIRST_PAGE,
  fittedCellProps,
  pagingOptions,
  pagingState,
  useActionsPinning,
  useTableLocalization,
  type ServerPaging,
} from '../../components/table-options.ts';
import { TableToolbar } from '../../components/table-toolbar.tsx';
import { PageCard } from '../../app/page-card.tsx';
import { ConfirmDelete } from './confirm-dialog.tsx';
import { FormDialog } from './config-form.tsx';
import { asTyped, type FieldSpec, type FormValues } from './form-model.ts';
import { useCan, useSaved } from './use-admin.ts';

/** A column declared as data: the row field it shows (or a render function) under a catalogue label. */
export type ColumnSpec<Row> = {
  key: string;
  label: string;
  /** Plain text of the cell: used to sort, group and show when there is no render function. */
  text?: (row: Row) => string;
  render?: (row: Row) => ReactNode;
  size?: number;
};

export type ConfigTableScreenProps<Row extends object> = {
  /** Catalogue id of the screen title (usually the menu's). */
  title: string;
  /** Permission prefix: buttons need `<prefix>:add|update|del`. */
  permission: string;
  rows: readonly Row[] | undefined;
  loading?: boolean;
  getId: (row: Row) => number;
  columns: readonly ColumnSpec<Row>[];
  fields: readonly FieldSpec[];
  /** Values a new row starts with. */
  defaults?: FormValues;
  /** Loads what the edit form needs beyond the row (e.g. a user's posts and roles). */
  loadForEdit?: (row: Row) => Promise<Record<string, unknown>>;
  onSave: (body: Record<string, unknown>, row?: Row) => Promise<unknown>;
  onDelete?: (row: Row) => Promise<unknown>;
  /** An enable / disable switch in each row. */
  toggle?: { isOn: (row: Row) => boolean; run: (row: Row, on: boolean) => Promise<unknown>; code?: string };
  /** Further buttons of a row (authority config, run now, ...); shown after edit and delete. */
  rowActions?: (row: Row) => ReactNode;
  /** The screen's own search fields (server-paged screens); otherwise the table searches the rows it has. */
  search?: ReactNode;
  renderDetail?: (row: Row) => ReactNode;
  /** Shown in the edit dialog below the fields, for the row being edited. */
  renderEditExtra?: (row: Row) => ReactNode;
  /** Server-side paging (users); otherwise the table pages the rows it has. */
  paging?: ServerPaging;
  /** Group rows by this column (system parameters by category). */
  groupBy?: string;
  selectedId?: number;
  onSelect?: (row: Row) => void;
  dialogWidth?: 'sm' | 'md' | 'lg';
  /** Width of the actions column, for screens with further row actions. */
  actionsWidth?: number;
  /** Render without the surrounding card (when two tables share a page). */
  bare?: boolean;
};

type Editing<Row> = { row?: Row; values?: Record<string, unknown> } | null;

/**
 * "A table of rows + a dialog form + enable / delete": the shape most configuration screens share. A screen
 * declares its columns, form fields, permission prefix and calls; this renders the table, the buttons the
 * user holds codes for, the form dialog and the delete confirmation.
 */
export function ConfigTableScreen<Row extends object>(props: ConfigTableScreenProps<Row>) {
  const { title, permission, rows, loading, getId, columns, fields, defaults, onSave, onDelete, toggle, rowActions, search, renderDetail, paging, groupBy } =
    props;
  const intl = useIntl();
  const can = useCan();
  const saved = useSaved();
  const localization = useTableLocalization();
  const pinning = useActionsPinning();
  const [editing, setEditing] = useState<Editing<Row>>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const mayAdd = can(`${permission}:add`);
  const mayUpdate = can(`${permission}:update`);
  const mayDelete = Boolean(onDelete) && can(`${permission}:del`);
  const mayToggle = Boolean(toggle) && can(toggle?.code ?? `${permission}:update`);

  const openEdit = async (row: Row) => {
    const values = asTyped(props.loadForEdit ? await props.loadForEdit(row) : row);
    setEditing({ row, values });
  };

  const tableColumns = useMemo<MRT_ColumnDef<Row>[]>(
    () => [
      ...columns.map((column): MRT_ColumnDef<Row> => ({
        id: column.key,
        header: intl.formatMessage({ id: column.label }),
        accessorFn: (row) => (column.text ? column.text(row) : String((row as Record<string, unknown>)[column.key] ?? '')),
        Cell: column.render ? ({ row }) => column.render!(row.original) : undefined,
        GroupedCell: ({ row }) => <strong>{column.text ? column.text(row.original) : String(row.getValue(column.key))}</strong>,
        size: column.size,
      })),
      ...(toggle
        ? [
            {
              id: 'enabled',
              header: intl.formatMessage({ id: 'admin.enabled' }),
              size: 90,
              accessorFn: (row: Row) => (toggle.isOn(row) ? '1' : '0'),
              Cell: ({ row }: { row: MRT_Row<Row> }) => (
                <Switch
                  size="small"
                  checked={toggle.isOn(row.original)}
                  disabled={!mayToggle}
                  slotProps={{ input: { 'aria-label': intl.formatMessage({ id: 'admin.enabled' }) } }}
                  onChange={(event) =>
                    void toggle.run(row.original, event.target.checked).then(
                      () => saved(),
                      () => undefined,
                    )
                  }
                />
              ),
            } satisfies MRT_ColumnDef<Row>,
          ]
        : []),
    ],
    [columns, toggle, intl, mayToggle, saved],
  );

  const data = useMemo(() => [...(rows ?? [])], [rows]);
  const table = useMaterialReactTable<Row>({
    columns: tableColumns,
    data,
    getRowId: (row) => String(getId(row)),
    localization,
    state: {
      isLoading: loading && !rows,
      ...pagingState(paging),
      // Row actions stay at the right edge while the table fits its box, never over its last columns.
      columnPinning: { right: pinning.right },
    },
    enableColumnPinning: true,
    initialState: {
      density: 'compact',
      ...(groupBy ? { grouping: [groupBy], expanded: true } : {}),
      pagination: FIRST_PAGE,
      showGlobalFilter: true,
    },
    enableGrouping: Boolean(groupBy),
    // Grouping is fixed by the screen; no drag-to-group zone.
    positionToolbarDropZone: 'none',
    enableColumnDragging: false,
    // Columns share the width of the card (growing and shrinking) instead of scrolling the actions out of sight.
    layoutMode: 'grid',
    defaultColumn: { minSize: 60, size: 100, grow: true },
    ...fittedCellProps<Row>(),
    muiTableContainerProps: { ref: pinning.containerRef },
    enableColumnActions: false,
    enableDensityToggle: false,
    enableFullScreenToggle: false,
    enableHiding: false,
    enableRowActions: true,
    positionActionsColumn: 'last',
    displayColumnDefOptions: { 'mrt-row-actions': { header: intl.formatMessage({ id: 'admin.actions' }), size: props.actionsWidth ?? 160, grow: false } },
    ...pagingOptions<Row>(paging),
    renderDetailPanel: renderDetail ? ({ row }) => renderDetail(row.original) : undefined,
    positionToolbarAlertBanner: 'none',
    muiTableBodyRowProps: props.onSelect
      ? ({ row }) => ({
          selected: getId(row.original) === props.selectedId,
          onClick: () => props.onSelect?.(row.original),
          sx: { cursor: 'pointer', '&.Mui-selected td': { bgcolor: 'action.selected' } },
        })
      : undefined,
    muiTablePaperProps: { elevation: 0, sx: { border: 'none' } },
    // The shared list toolbar: search on the left, "Add" on the right, as on every module list.
    renderTopToolbar: ({ table }) => (
      <TableToolbar
        search={search ?? (paging ? undefined : <MRT_GlobalFilterTextField table={table} />)}
        actions={
          <>
            {mayAdd && (
              <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={() => setEditing({})}>
                <FormattedMessage id="admin.add" />
              </Button>
            )}
            {!paging && <MRT_ToggleFiltersButton table={table} />}
          </>
        }
      />
    ),
    renderRowActions: ({ row }) => (
      <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'nowrap' }} onClick={(event) => event.stopPropagation()}>
        {mayUpdate && (
          <Button size="small" onClick={() => void openEdit(row.original)}>
            <FormattedMessage id="admin.edit" />
          </Button>
        )}
        {mayDelete && (
          <Button size="small" color="error" onClick={() => setDeleting(row.original)}>
            <FormattedMessage id="admin.delete" />
          </Button>
        )}
        {rowActions?.(row.original)}
      </Box>
    ),
  });

  const body = (
    <>
      <MaterialReactTable table={table} />
      {editing && (
        <FormDialog
          open
          maxWidth={props.dialogWidth}
          title={
            <>
              <FormattedMessage id={editing.row ? 'admin.edit' : 'admin.add'} /> · <FormattedMessage id={title} />
            </>
          }
          fields={fields}
          row={editing.values}
          defaults={defaults}
          extra={editing.row && props.renderEditExtra?.(editing.row)}
          onClose={() => setEditing(null)}
          onSave={async (formBody) => {
            await onSave(formBody, editing.row);
            saved(editing.row ? 'messages.saved' : 'messages.created');
          }}
        />
      )}
      {deleting && onDelete && <ConfirmDelete entry={deleting} onDelete={onDelete} onClose={() => setDeleting(null)} />}
    </>
  );
  if (props.bare) return body;
  return <PageCard title={<FormattedMessage id={title} />}>{body}</PageCard>;
}

/** A small labelled action for `rowActions`, hidden without its code. */
export function RowAction({ code, label, onClick, color }: { code: string; label: string; onClick: () => void; color?: 'primary' | 'error' | 'secondary' }) {
  const can = useCan();
  if (!can(code)) return null;
  return (
    <Button size="small" color={color ?? 'primary'} sx={{ whiteSpace: 'nowrap' }} onClick={onClick}>
      <FormattedMessage id={label} />
    </Button>
  );
}
