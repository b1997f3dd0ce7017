import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import AccountTreeOutlinedIcon from '@mui/icons-material/AccountTreeOutlined';
import TableRowsOutlinedIcon from '@mui/icons-material/TableRowsOutlined';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { MaterialReactTable, useMaterialReactTable, type MRT_RowSelectionState, type MRT_SortingState, type MRT_Updater } from 'material-react-table';
import { useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { preChecksOf, type ModuleDescriptor } from '../../../modules/module.types.ts';
import { firstFailedCheck } from '../../../shared/rules/conditions.ts';
import { DEFAULT_PAGE_SIZE, nextSort, type RecordRow } from '../../../shared/schemas/engine.schema.ts';
import { engineApi, useRestoreTableLayoutMutation, useSaveTableLayoutMutation, type TableLayout } from '../../api/engine.api.ts';
import { noticeActions } from '../../state/notice.slice.ts';
import { useAppDispatch, useAppSelector } from '../../app/store.ts';
import { PAGINATION_PROPS, useActionsPinning } from '../../components/table-options.ts';
import { TableToolbar } from '../../components/table-toolbar.tsx';
import { PageCard } from '../../app/page-card.tsx';
import { canDo, formPath, viewPath } from '../module/module-context.ts';
import { slotsOf } from '../module/engine-slots.ts';
import { AdvancedSearchDialog } from './advanced-search-dialog.tsx';
import { ColumnSettingsPanel } from './column-settings-panel.tsx';
import { DeleteRecordDialog } from './delete-record-dialog.tsx';
import { downloadExport, type ExportProgress } from './export-excel.ts';
import { ImportDialog } from './import-dialog.tsx';
import { buildListQuery } from './list-query.ts';
import { ListActions, ListSearchBar } from './list-toolbar.tsx';
import { pagerRowCount } from './list-total.ts';
import { useListPage } from './use-list-page.ts';
import { ListTotalStatus } from './list-total-status.tsx';
import { RecordTreeView } from './record-tree-view.tsx';
import { searchableProps } from './searchable-props.ts';
import { columnsFromLayout, layoutBody, type ColumnSetting, type PagingMode } from './table-layout.ts';
import { useInfiniteRows } from './use-infinite-rows.ts';
import { useListSearch } from './use-list-search.ts';
import { MINE_SUFFIX } from '../../../modules/capabilities/mine.ts';
import { DelayedEmptyText, useRecordColumns } from './record-columns.tsx';

/** Spec §9 table heights. */
const TABLE_MIN_HEIGHT = 300;
const TABLE_BODY_HEIGHT = 500;

type Props = { descriptor: ModuleDescriptor; layout: TableLayout };

/**
 * The generic list of a module (DESIGN.md §3): columns from the effective table layout, server-side paging,
 * sorting and filtering, quick and advanced search, classic or infinite paging, export and layout saving.
 */
export function ModuleListScreen({ descriptor, layout }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const user = useAppSelector((state) => state.session.user);
  const notify = useCallback(
    (severity: 'success' | 'error' | 'info', messageId: string, values?: Record<string, string | number>) =>
      dispatch(noticeActions.show({ severity, messageId, values })),
    [dispatch],
  );

  const [columns, setColumns] = useState<ColumnSetting[]>(() => columnsFromLayout(layout.tableHeaderSet, layout.source !== 'descriptor'));
  const [paging, setPaging] = useState<PagingMode>(layout.istable === 0 ? 'infinite' : 'classic');
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  // Descriptor `mine`: its own page lists the records whose user pick names the reader (my bugs).
  const mine = descriptor.capabilities.mine && location.pathname.endsWith(MINE_SUFFIX) ? descriptor.capabilities.mine : undefined;
  const search = useListSearch(mine && user ? [{ prop: mine.field, type: 'equals', values: user.userId }] : []);
  const { quick, filters, advanced, sort, setFilter } = search;
  // The list opens on its first page, unsearched and unsorted (`openingQuery`, asked for before the layout came).
  const [pageIndex, setPageIndex] = useState(1);
  const [limit, setLimit] = useState(DEFAULT_PAGE_SIZE);
  const [exporting, setExporting] = useState<ExportProgress | null>(null);
  const [confirmDelete, setConfirmDelete] = useState<RecordRow | null>(null);
  // Rows are chosen, across pages and searches, for the actions a domain offers on them (a tagged module's labels).
  const [selection, setSelection] = useState<MRT_RowSelectionState>({});
  const selectionActions = slotsOf('selectionAction').filter((action) => action.appliesTo(descriptor));
  const choosing = selectionActions.length > 0;
  // A tree module (capability `tree`) opens on its tree; the table keeps its search, filters and paging.
  const { tree } = descriptor.capabilities;
  const treeOf = tree ? { ...descriptor, capabilities: { ...descriptor.capabilities, tree } } : null;
  const [view, setView] = useState<'tree' | 'table'>(treeOf ? 'tree' : 'table');
  const showTree = treeOf !== null && view === 'tree';
  const [saveLayout, saving] = useSaveTableLayoutMutation();
  const [restoreLayout, restoring] = useRestoreTableLayoutMutation();

  const props = useMemo(() => searchableProps(descriptor), [descriptor]);
  const query = useMemo(
    () => buildListQuery(descriptor, { quick, filters, advanced, sort, pageIndex, limit }),
    [descriptor, quick, filters, advanced, sort, pageIndex, limit],
  );
  const { page, known, pagerLocalization } = useListPage(descriptor.key, query);
  const infinite = useInfiniteRows({
    enabled: paging === 'infinite',
    page,
    pageIndex,
    limit,
    // A change of search, sort or page size starts the infinite list again from the first page.
    restartKey: JSON.stringify({ quick, filters, advanced, sort, limit, paging }),
    onRestart: useCallback(() => setPageIndex(1), []),
    onNextPage: useCallback(() => setPageIndex((index) => index + 1), []),
  });
  const rows = paging === 'infinite' ? infinite.rows : (page.data?.list ?? []);

  const openForm = (record?: RecordRow) => navigate(record ? `${formPath(descriptor)}?id=${record.id}` : formPath(descriptor));
  const openView = (record: RecordRow) => navigate(`${viewPath(descriptor)}?id=${record.id}`);
  const askDelete = (record: RecordRow) => {
    // Spec §4: a button's pre-check that holds shows its message and stops the action.
    const refusal = firstFailedCheck(preChecksOf(descriptor, 'del'), record);
    if (refusal) notify('error', refusal);
    else setConfirmDelete(record);
  };

  const tableColumns = useRecordColumns(descriptor, columns, props, filters, setFilter);

  const sorting: MRT_SortingState = sort.sortby ? [{ id: sort.sortby, desc: sort.order === 'desc' }] : [];
  const onSortingChange = (updater: MRT_Updater<MRT_SortingState>) => {
    const next = typeof updater === 'function' ? updater(sorting) : updater;
    // Spec §4: a new column sorts descending; the same column flips (a cleared sort is a click on the same column).
    const column = next[0]?.id ?? sort.sortby;
    if (column) search.setSort(nextSort(sort, column));
  };
  const pinned = columns.filter((column) => column.visible && column.locked).map((column) => column.prop);
  const actionsPinning = useActionsPinning(infinite.container);

  const table = useMaterialReactTable<RecordRow>({
    columns: tableColumns,
    data: rows,
    getRowId: (row) => String(row.id),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    enableColumnFilters: false,
    enableGlobalFilter: false,
    enableColumnActions: false,
    enableDensityToggle: false,
    enableFullScreenToggle: false,
    enableHiding: false,
    enableTopToolbar: false,
    enableColumnPinning: true,
    enableColumnResizing: true,
    columnResizeMode: 'onEnd',
    enableSortingRemoval: false,
    enableMultiSort: false,
    enableStickyHeader: true,
    enablePagination: paging === 'classic',
    enableBottomToolbar: true,
    enableRowActions: true,
    positionActionsColumn: 'last',
    displayColumnDefOptions: {
      'mrt-row-actions': { header: t('grid.actions'), size: 130, muiTableHeadCellProps: { align: 'center' }, muiTableBodyCellProps: { align: 'center' } },
    },
    rowCount: pagerRowCount(known, page.data),
    // Until the count comes the pager says "of at least"; beyond the cap, "of more than".
    localization: pagerLocalization,
    state: {
      isLoading: page.isLoading,
      showProgressBars: page.isFetching,
      sorting,
      pagination: { pageIndex: pageIndex - 1, pageSize: limit },
      columnPinning: { left: choosing ? ['mrt-row-select', ...pinned] : pinned, right: actionsPinning.right },
      columnOrder: [...(choosing ? ['mrt-row-select'] : []), ...columns.filter((column) => column.visible).map((column) => column.prop), 'mrt-row-actions'],
      rowSelection: selection,
    },
    enableRowSelection: choosing,
    onRowSelectionChange: setSelection,
    onSortingChange,
    onPaginationChange: (updater) => {
      const next = typeof updater === 'function' ? updater({ pageIndex: pageIndex - 1, pageSize: limit }) : updater;
      if (next.pageSize !== limit) {
        setLimit(next.pageSize);
        setPageIndex(1);
      } else setPageIndex(next.pageIndex + 1);
    },
    onColumnSizingChange: (updater) => {
      const next = typeof updater === 'function' ? updater({}) : updater;
      setColumns((current) => current.map((column) => (next[column.prop] ? { ...column, width: Math.round(next[column.prop]) } : column)));
    },
    muiPaginationProps: PAGINATION_PROPS,
    muiTableContainerProps: {
      ref: actionsPinning.containerRef,
      onScroll: infinite.onScroll,
      sx: { minHeight: TABLE_MIN_HEIGHT, maxHeight: TABLE_BODY_HEIGHT },
    },
    muiTablePaperProps: { elevation: 0, sx: { border: '1px solid #ebeef5' } },
    initialState: { density: 'compact' },
    // Locked columns stay opaque, so scrolled cells do not show through them.
    // An unsorted column shows its sort arrow on hover only, so narrow columns keep room for their label.
    muiTableHeadCellProps: {
      sx: {
        backgroundColor: '#f5f7fa',
        px: 1,
        verticalAlign: 'middle',
        '&[data-pinned="true"]': { backgroundColor: '#f5f7fa', opacity: 1 },
        '&[aria-sort="none"]:not(:hover):not(:focus-within) .MuiBadge-root': { display: 'none' },
        // A long heading (Spanish) wraps to a second line rather than ending in an ellipsis.
        '& .Mui-TableHeadCell-Content-Wrapper': { whiteSpace: 'normal', textOverflow: 'clip', lineHeight: 1.2 },
      },
    },
    muiTableBodyCellProps: { sx: { '&[data-pinned="true"]': { backgroundColor: '#fafafa', opacity: 1 } } },
    muiTableBodyRowProps: ({ row }) => ({ onDoubleClick: () => openView(row.original), sx: { cursor: 'default' } }),
    renderEmptyRowsFallback: () => <DelayedEmptyText />,
    // Only an infinite list has a status there; a paged one keeps its pagination where every list has it.
    renderBottomToolbarCustomActions:
      paging === 'infinite' || known.kind === 'moreThan'
        ? () => (
            <ListTotalStatus
              known={known}
              loaded={paging === 'infinite' ? { rows: rows.length, complete: !infinite.morePages && rows.length > 0 && !page.isFetching } : null}
            />
          )
        : undefined,
    renderRowActions: ({ row }) => (
      <Box sx={{ display: 'flex', justifyContent: 'center', gap: 0.25 }}>
        <Tooltip title={t('grid.view')}>
          <IconButton size="small" aria-label={t('grid.view')} onClick={() => openView(row.original)}>
            <VisibilityOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        {/* Each row offers what the server's own checks allow on it (its status, owner, pre-checks). */}
        {(row.original.refused ? !row.original.refused.update : canDo(user, descriptor, 'update')) && (
          <Tooltip title={t('grid.edit')}>
            <IconButton size="small" aria-label={t('grid.edit')} onClick={() => openForm(row.original)}>
              <EditOutlinedIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
        {/* Deleting stays with the holders of the code (the list's own button rule), on rows the server would let go. */}
        {canDo(user, descriptor, 'del') && !row.original.refused?.del && (
          <Tooltip title={t('grid.delete')}>
            <IconButton size="small" aria-label={t('grid.delete')} onClick={() => askDelete(row.original)}>
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </Box>
    ),
  });

  const save = async (isDefault: boolean) => {
    const result = await saveLayout({ module: descriptor.key, body: layoutBody(layout, columns, paging, isDefault) });
    if ('data' in result) {
      notify('success', 'messages.saved');
      // Spec §8: 保存成功, then the page reloads with the saved layout.
      navigate(`/redirect${location.pathname}${location.search}`, { replace: true });
    }
  };
  const restore = async () => {
    const result = await restoreLayout(descriptor.key);
    if ('data' in result) navigate(`/redirect${location.pathname}${location.search}`, { replace: true });
  };
  const runExport = async () => {
    setExporting({ received: 0, total: null });
    try {
      const { page: _page, ...all } = query;
      const result = await downloadExport(descriptor.key, all, setExporting);
      if (result.ok) notify('success', 'grid.exported');
      else dispatch(noticeActions.show({ severity: 'error', text: result.msg || t('errors.status', { status: result.status }) }));
    } catch {
      notify('error', 'errors.network');
    } finally {
      setExporting(null);
    }
  };
  const selectedIds = Object.keys(selection)
    .filter((id) => selection[id])
    .map(Number);
  /** A tag typed or scanned, then Enter: the record whose serial number it is exactly opens, as far as the reader may list it. */
  const openTag = async (text: string) => {
    const tag = text.trim();
    if (!tag) return false;
    const found = await dispatch(
      engineApi.endpoints.recordPage.initiate(
        { module: descriptor.key, query: { query: tag, page: { pageIndex: 1, limit: 10 }, withTotal: false } },
        { subscribe: false },
      ),
    );
    const record = found.data?.list.find((row) => row.serialNo.toUpperCase() === tag.toUpperCase());
    if (record) openView(record);
    return Boolean(record);
  };
  const tableSet = layout.tableSet;

  return (
    <PageCard
      // The saved title is text in the language it was saved in; the catalogue's follows the user's language.
      title={mine ? t('engine.mine', { module: t(`modules.${descriptor.key}.title`) }) : t(`modules.${descriptor.key}.title`)}
    >
      <TableToolbar
        search={
          <>
            {treeOf && (
              <ToggleButtonGroup
                size="small"
                exclusive
                value={view}
                onChange={(_event, next: 'tree' | 'table' | null) => next && setView(next)}
                aria-label={t('grid.tree.view')}
              >
                <ToggleButton value="tree" sx={{ gap: 0.5, px: 1.25 }}>
                  <AccountTreeOutlinedIcon fontSize="small" />
                  {t('grid.tree.tree')}
                </ToggleButton>
                <ToggleButton value="table" sx={{ gap: 0.5, px: 1.25 }}>
                  <TableRowsOutlinedIcon fontSize="small" />
                  {t('grid.tree.table')}
                </ToggleButton>
              </ToggleButtonGroup>
            )}
            {!showTree && tableSet.isSearch !== false && (
              <ListSearchBar
                search={search}
                advancedSearch={tableSet.isHighSearch !== false}
                onAdvanced={() => setAdvancedOpen(true)}
                onEnter={descriptor.capabilities.tagged ? openTag : undefined}
              />
            )}
          </>
        }
        actions={
          <ListActions
            canAdd={canDo(user, descriptor, 'add')}
            canExport={tableSet.isExport !== false && canDo(user, descriptor, 'export')}
            canImport={canDo(user, descriptor, 'import')}
            exporting={exporting !== null}
            selectionActions={selectionActions.map(({ Action }, index) => (
              <Action key={index} ids={selectedIds} />
            ))}
            settingsOpen={settingsOpen}
            onAdd={() => openForm()}
            onExport={() => void runExport()}
            onImport={() => setImportOpen(true)}
            onToggleSettings={() => setSettingsOpen((open) => !open)}
          />
        }
      />
      <Collapse in={settingsOpen} unmountOnExit>
        <ColumnSettingsPanel
          descriptor={descriptor}
          columns={columns}
          onChange={setColumns}
          paging={paging}
          onPagingChange={setPaging}
          onRefused={(messageId) => notify('error', messageId)}
          canSaveDefault={Boolean(user?.isAdmin)}
          canRestore={layout.source === 'personal'}
          busy={saving.isLoading || restoring.isLoading}
          onSave={(isDefault) => void save(isDefault)}
          onRestore={() => void restore()}
        />
      </Collapse>
      {exporting && (
        <Box sx={{ mb: 1 }} role="status" aria-live="polite">
          <Typography variant="body2" color="text.secondary">
            {t('grid.exporting', { kb: Math.round(exporting.received / 1024) })}
          </Typography>
          <LinearProgress
            variant={exporting.total ? 'determinate' : 'indeterminate'}
            value={exporting.total ? Math.min(100, (exporting.received / exporting.total) * 100) : undefined}
          />
        </Box>
      )}
      {showTree ? <RecordTreeView descriptor={treeOf} onOpen={(id) => navigate(`${viewPath(descriptor)}?id=${id}`)} /> : <MaterialReactTable table={table} />}
      {advancedOpen && (
        <AdvancedSearchDialog
          open
          descriptor={descriptor}
          props={props.filter((item) => item.kind !== 'pick')}
          onClose={() => setAdvancedOpen(false)}
          onRefused={(messageId) => notify('error', messageId)}
          onSearch={(rowsToApply) => {
            search.setAdvanced(rowsToApply);
            setAdvancedOpen(false);
          }}
        />
      )}
      {importOpen && <ImportDialog descriptor={descriptor} onClose={() => setImportOpen(false)} />}
      <DeleteRecordDialog
        module={descriptor.key}
        record={confirmDelete}
        onClose={() => setConfirmDelete(null)}
        onDeleted={() => notify('success', 'grid.deleted')}
      />
    </PageCard>
  );
}
