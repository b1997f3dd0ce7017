import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { MaterialReactTable, useMaterialReactTable, type MRT_ColumnDef, type MRT_RowSelectionState } from 'material-react-table';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { displayTimestamp } from '../engine/fields/engine-format.ts';
import { StatusChip } from '../engine/fields/field-value.tsx';
import { RelativeTime } from '../engine/fields/relative-time.tsx';
import { PageCard } from '../app/page-card.tsx';
import { pagingOptions, pagingState, useTableLocalization } from '../components/table-options.ts';
import { TODO_KINDS } from '../../shared/schemas/workflow.schema.ts';
import { useReadCcMutation, useTodoPageQuery, type TodoKind, type TodoRow } from '../api/workflow.api.ts';
import { BatchDialog, type BatchAction } from './batch-dialog.tsx';

const TAB_ID: Record<TodoKind, string> = { todo: 'wf.todo.pending', done: 'wf.todo.done', mine: 'wf.todo.mine', cc: 'wf.todo.cc' };
const rowId = (row: TodoRow) => `${row.taskId ?? row.instanceId ?? ''}-${row.module}-${row.recordId}`;

/**
 * The to-do page (issue 5 Screens): pending approvals (mine and delegated), those I approved, my applications, copies
 * sent to me (CC). Rows of every module, each named and linked by the server, so no module loads for this list.
 * Pending rows may be selected and approved or rejected together with one opinion; rows past their step's time
 * limit are marked overdue.
 */
export function TodoPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const navigate = useNavigate();
  const localization = useTableLocalization();
  const [kind, setKind] = useState<TodoKind>('todo');
  const [paging, setPaging] = useState({ pageIndex: 1, pageSize: 10 });
  const [selection, setSelection] = useState<MRT_RowSelectionState>({});
  const [batch, setBatch] = useState<BatchAction | null>(null);
  const result = useTodoPageQuery({ kind, pageIndex: paging.pageIndex, limit: paging.pageSize }, { refetchOnMountOrArgChange: true });
  const rows = useMemo(() => result.data?.list ?? [], [result.data]);
  const total =
    result.data?.total ?? (rows.length < paging.pageSize ? (paging.pageIndex - 1) * paging.pageSize + rows.length : paging.pageIndex * paging.pageSize + 1);
  const [readCc] = useReadCcMutation();
  const open = (row: TodoRow) => {
    if (kind === 'cc' && row.instanceId && !row.isRead) void readCc(row.instanceId);
    if (row.link) navigate(row.link);
  };
  // On a phone each row is a card that says what it is, who asks, at which step and since when; tapped, it opens.
  const phone = useMediaQuery('(max-width:600px)');
  const selectable = kind === 'todo';
  const selected = rows.filter((row) => selection[rowId(row)]);

  const columns = useMemo<MRT_ColumnDef<TodoRow>[]>(() => {
    const list: MRT_ColumnDef<TodoRow>[] = [
      {
        id: 'serialNo',
        header: t('wf.col.serialNo'),
        size: 180,
        accessorFn: (row) => row.serialNo,
        Cell: ({ row: { original: row } }) => (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
            <Link component="button" underline="hover" onClick={() => open(row)}>
              {row.serialNo}
            </Link>
            {row.urgent && <Chip size="small" color="error" label={t('wf.todo.urgent')} />}
            {row.overdue && <Chip size="small" color="warning" label={t('wf.todo.overdue')} data-testid="overdue-chip" />}
            {row.refusal && <RefusedChip refusal={row.refusal} />}
            {kind === 'cc' && row.isRead === false && <Chip size="small" color="primary" label={t('wf.todo.unread')} />}
          </Box>
        ),
      },
      {
        id: 'title',
        header: t('wf.col.title'),
        size: 150,
        accessorFn: (row) => row.title ?? '',
        Cell: ({ row: { original: row } }) => (
          <Box>
            {row.title}
            {row.refusal && (
              <Typography variant="caption" color="error" sx={{ display: 'block' }} data-testid="todo-refusal">
                {row.refusal}
              </Typography>
            )}
          </Box>
        ),
      },
      { id: 'module', header: t('wf.col.module'), size: 110, accessorFn: (row) => row.moduleTitle },
    ];
    if (kind !== 'mine' && kind !== 'cc')
      list.push({
        id: 'nodeName',
        header: t('wf.col.nodeName'),
        size: 140,
        accessorFn: (row) => row.nodeName ?? '',
        Cell: ({ row: { original: row } }) => (
          <Box>
            {row.nodeName}
            {row.dueAt && (
              <Typography variant="caption" color={row.overdue ? 'warning.main' : 'text.secondary'} sx={{ display: 'block' }} data-testid="due-at">
                {t('wf.todo.dueAt', { time: displayTimestamp(row.dueAt) })}
              </Typography>
            )}
          </Box>
        ),
      });
    if (kind !== 'mine') list.push({ id: 'applicant', header: t('wf.col.applicant'), size: 80, accessorFn: (row) => row.applicantName ?? '' });
    list.push(
      {
        id: 'status',
        header: t('wf.col.status'),
        size: 90,
        accessorFn: (row) => String(row.status),
        Cell: ({ row: { original: row } }) => (typeof row.status === 'number' ? <StatusChip status={row.status} /> : t(`wf.task.${row.status}`)),
      },
      {
        id: 'time',
        header: t('wf.col.time'),
        size: 150,
        accessorFn: (row) => displayTimestamp(row.completedAt ?? row.createdAt ?? row.updatedAt),
        muiTableBodyCellProps: { sx: { whiteSpace: 'nowrap' } },
      },
    );
    return list;
    // `open` and `t` follow the language and the tab, which the dependencies name.
  }, [kind, intl]);

  const table = useMaterialReactTable<TodoRow>({
    columns,
    data: rows,
    localization,
    getRowId: rowId,
    enableRowSelection: (row) => selectable && row.original.taskId !== undefined,
    onRowSelectionChange: setSelection,
    state: {
      rowSelection: selection,
      isLoading: result.isLoading,
      showProgressBars: result.isFetching,
      ...pagingState({ ...paging, total, onChange: () => undefined }),
    },
    ...pagingOptions<TodoRow>({
      ...paging,
      total,
      onChange: (pageIndex, pageSize) => {
        setSelection({});
        setPaging({ pageIndex, pageSize });
      },
    }),
    initialState: { density: 'compact' },
    layoutMode: 'semantic',
    enableSorting: false,
    enableColumnActions: false,
    enableDensityToggle: false,
    enableFullScreenToggle: false,
    enableHiding: false,
    enableTopToolbar: selectable,
    enableToolbarInternalActions: false,
    positionToolbarAlertBanner: 'none',
    renderTopToolbarCustomActions: () => (
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }} data-testid="batch-bar">
        <Button
          size="small"
          variant="contained"
          color="success"
          disabled={selected.length === 0}
          onClick={() => setBatch('approve')}
          data-testid="batch-approve"
        >
          {t('wf.batch.approve')}
        </Button>
        <Button size="small" variant="outlined" color="warning" disabled={selected.length === 0} onClick={() => setBatch('reject')} data-testid="batch-reject">
          {t('wf.batch.reject')}
        </Button>
        {selected.length > 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('wf.batch.selected', { count: selected.length })}
          </Typography>
        )}
      </Box>
    ),
    renderEmptyRowsFallback: () => (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center', width: '100%' }}>
        {t('wf.todo.empty')}
      </Typography>
    ),
    muiSelectCheckboxProps: ({ row }) => ({
      onClick: (event) => event.stopPropagation(),
      slotProps: { input: { 'aria-label': t('wf.todo.select', { serialNo: row.original.serialNo }) } },
    }),
    muiTableProps: { 'data-testid': 'todo-table' } as object,
    muiTablePaperProps: { elevation: 0 },
    muiTableHeadCellProps: { sx: { bgcolor: '#fafafa', fontWeight: 600, whiteSpace: 'nowrap' } },
    muiTableBodyRowProps: ({ row }) =>
      ({
        hover: true,
        onClick: () => open(row.original),
        sx: { cursor: 'pointer' },
        'data-record': row.original.recordId,
        'data-overdue': row.original.overdue ? 'true' : undefined,
      }) as object,
  });

  return (
    <PageCard title={t('wf.todo.title')}>
      <Tabs
        value={kind}
        onChange={(_event, value: TodoKind) => {
          setKind(value);
          setSelection({});
          setPaging((current) => ({ ...current, pageIndex: 1 }));
        }}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 1 }}
      >
        {TODO_KINDS.map((value) => (
          <Tab key={value} value={value} label={t(TAB_ID[value])} />
        ))}
      </Tabs>
      {phone ? (
        <TodoCards rows={rows} kind={kind} onOpen={open} paging={paging} total={total} onPage={(pageIndex) => setPaging({ ...paging, pageIndex })} />
      ) : (
        <MaterialReactTable table={table} />
      )}
      {batch && (
        <BatchDialog
          action={batch}
          rows={selected}
          onClose={() => {
            setBatch(null);
            setSelection({});
          }}
        />
      )}
    </PageCard>
  );
}

/** The to-do rows as cards on a phone: title, module and number, applicant, step and how long it has waited. */
function TodoCards({
  rows,
  kind,
  onOpen,
  paging,
  total,
  onPage,
}: {
  rows: TodoRow[];
  kind: TodoKind;
  onOpen: (row: TodoRow) => void;
  paging: { pageIndex: number; pageSize: number };
  total: number;
  onPage: (pageIndex: number) => void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const pages = Math.max(1, Math.ceil(total / paging.pageSize));
  if (rows.length === 0)
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        {t('wf.todo.empty')}
      </Typography>
    );
  return (
    <Box data-testid="todo-cards">
      {rows.map((row) => (
        <CardActionArea
          key={rowId(row)}
          onClick={() => onOpen(row)}
          data-record={row.recordId}
          sx={{ display: 'block', minHeight: 44, py: 1.25, px: 0.5, borderBottom: '1px solid', borderColor: 'divider' }}
        >
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
            <Typography sx={{ flex: 1, fontWeight: 600, overflowWrap: 'anywhere' }}>{row.title || row.serialNo}</Typography>
            {row.urgent && <Chip size="small" color="error" label={t('wf.todo.urgent')} />}
            {row.overdue && <Chip size="small" color="warning" label={t('wf.todo.overdue')} />}
          </Box>
          {row.refusal && (
            <Typography variant="body2" color="error" data-testid="todo-refusal">
              {row.refusal}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            {row.moduleTitle} · {row.serialNo}
          </Typography>
          <Typography variant="body2" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
            {kind !== 'mine' && row.applicantName && <span>{row.applicantName}</span>}
            {kind !== 'mine' && kind !== 'cc' && row.nodeName && <span>{row.nodeName}</span>}
            {(row.completedAt ?? row.createdAt ?? row.updatedAt) && (
              <Box component="span" sx={{ color: row.overdue ? 'warning.main' : 'text.secondary' }}>
                <RelativeTime time={(row.completedAt ?? row.createdAt ?? row.updatedAt)!} />
              </Box>
            )}
          </Typography>
        </CardActionArea>
      ))}
      {pages > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', pt: 1 }}>
          <Pagination count={pages} page={paging.pageIndex} onChange={(_event, page) => onPage(page)} size="small" />
        </Box>
      )}
    </Box>
  );
}

/** A to-do whose last approval the system refused (the stock gone since the submission): why, on hover or focus. */
function RefusedChip({ refusal }: { refusal: string }) {
  const intl = useIntl();
  return (
    <Tooltip title={refusal}>
      <Chip size="small" color="error" variant="outlined" label={intl.formatMessage({ id: 'wf.todo.refused' })} data-testid="refused-chip" tabIndex={0} />
    </Tooltip>
  );
}
