import AddAlarmIcon from '@mui/icons-material/AddAlarm';
import CalculateIcon from '@mui/icons-material/Calculate';
import LockIcon from '@mui/icons-material/Lock';
import ScheduleIcon from '@mui/icons-material/Schedule';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MaterialReactTable, MRT_GlobalFilterTextField, useMaterialReactTable, type MRT_ColumnDef } from 'material-react-table';
import { useMemo, useState } from 'react';
import { DateInput } from '../../components/date-input.tsx';
import { useIntl } from 'react-intl';
import type { Answer } from '../../../shared/schemas/answer.schema.ts';
import type { attendanceMonth } from '../../../shared/schemas/attendance.schema.ts';
import { api, type ApiError } from '../../api/base-api.ts';
import { PageCard } from '../../app/page-card.tsx';
import { useAppDispatch, useAppSelector } from '../../app/store.ts';
import { FIRST_PAGE, useTableLocalization } from '../../components/table-options.ts';
import { TableToolbar } from '../../components/table-toolbar.tsx';
import { uploadFile, type ImportProgress } from '../../engine/list/import-excel.ts';
import { ImportFeedback } from '../../engine/list/import-feedback.tsx';
import { hasPermission } from '../../lib/permissions.ts';
import { noticeActions } from '../../state/notice.slice.ts';
import { LeaveLedgerDialog } from './leave-ledger-dialog.tsx';
import { ShiftsDialog } from './shifts-dialog.tsx';

type Month = Answer<typeof attendanceMonth>;
type MonthRow = Month['rows'][number];
type ColumnSpec = { key: string; label: string; text?: (row: MonthRow) => string; size?: number };

const checkWorkApi = api.injectEndpoints({
  endpoints: (build) => ({
    attendanceMonth: build.query<Month, string>({ query: (month) => `/attendance/months/${month}` }),
    computeMonth: build.mutation<{ people: number }, { month: string; officeId: number | null }>({
      query: ({ month, officeId }) => ({ url: `/attendance/months/${month}/compute`, method: 'POST', body: { officeId } }),
    }),
    lockMonth: build.mutation<null, string>({ query: (month) => ({ url: `/attendance/months/${month}/lock`, method: 'POST', body: {} }) }),
    addPunch: build.mutation<{ added: number }, { person: string; at: string }>({
      query: (punch) => ({ url: '/attendance/check-ins', method: 'POST', body: { punches: [punch] } }),
    }),
  }),
});

/** The month before the current one: the one a clerk computes and locks. */
function lastMonth(): string {
  const now = new Date();
  const date = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
}

const days = (halves: number) => String(halves / 2);
const sum = (totals: Record<string, number>) => Object.values(totals).reduce((total, value) => total + value, 0);

/**
 * Menu component `human/checkWork` (spec path /human/checkWork/edit): the attendance clerk picks a month, imports the
 * time clock's punch file, computes the month for everyone and locks it once reviewed. The buttons show for the
 * holders of `checkWork:edit` and `checkWork:lock`; the server checks again.
 */
export function CheckWorkPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const dispatch = useAppDispatch();
  const user = useAppSelector((state) => state.session.user);
  const [month, setMonth] = useState(lastMonth);
  const [importing, setImporting] = useState(false);
  const [typing, setTyping] = useState(false);
  const [editingShifts, setEditingShifts] = useState(false);
  // A department of those the month lists: its rows shown, and only it (with the offices below it) recomputed.
  const [officeId, setOfficeId] = useState<number | ''>('');
  const [confirming, setConfirming] = useState(false);
  const answer = checkWorkApi.useAttendanceMonthQuery(month, { skip: !/^\d{4}-\d{2}$/.test(month), refetchOnMountOrArgChange: true });
  const [compute, computing] = checkWorkApi.useComputeMonthMutation();
  const [lock, locking] = checkWorkApi.useLockMonthMutation();
  const mayEdit = hasPermission(user, 'checkWork:edit');
  const mayLock = hasPermission(user, 'checkWork:lock');
  const locked = answer.data?.lock ?? null;
  const officeChoices = [
    ...new Map((answer.data?.rows ?? []).flatMap((row) => (row.officeId === null ? [] : [[row.officeId, row.officeName ?? '']]))).entries(),
  ];
  const shown = officeId === '' ? answer.data?.rows : answer.data?.rows.filter((row) => row.officeId === officeId);
  const refused = (error: unknown) => dispatch(noticeActions.show({ severity: 'error', text: (error as ApiError).msg }));
  const run = async (action: () => Promise<unknown>) => {
    try {
      await action();
      void answer.refetch();
    } catch (error) {
      refused(error);
    }
  };
  const columns: ColumnSpec[] = [
    { key: 'name', label: 'hr.checkWork.person', size: 110 },
    { key: 'no', label: 'hr.checkWork.no', size: 90 },
    { key: 'officeName', label: 'hr.checkWork.office', size: 120 },
    { key: 'expectedHalves', label: 'hr.checkWork.expectedDays', text: (row) => days(row.expectedHalves), size: 90 },
    { key: 'workedHalves', label: 'hr.checkWork.workedDays', text: (row) => days(row.workedHalves), size: 90 },
    { key: 'lateCount', label: 'hr.checkWork.lateCount', text: (row) => String(row.lateCount), size: 80 },
    { key: 'lateMinutes', label: 'hr.checkWork.lateMinutes', text: (row) => String(row.lateMinutes), size: 80 },
    { key: 'earlyCount', label: 'hr.checkWork.earlyCount', text: (row) => String(row.earlyCount), size: 80 },
    { key: 'earlyMinutes', label: 'hr.checkWork.earlyMinutes', text: (row) => String(row.earlyMinutes), size: 80 },
    { key: 'absentHalves', label: 'hr.checkWork.absentDays', text: (row) => days(row.absentHalves), size: 80 },
    { key: 'missingPunches', label: 'hr.checkWork.missingPunches', text: (row) => String(row.missingPunches), size: 80 },
    {
      key: 'leave',
      label: 'hr.checkWork.leaveDays',
      text: (row) => String(Math.round((sum(row.leaveHalves) / 2 + sum(row.leaveMinutes) / 480) * 100) / 100),
      size: 80,
    },
    { key: 'overtime', label: 'hr.checkWork.overtimeHours', text: (row) => String(Math.round((sum(row.overtimeMinutes) / 60) * 10) / 10), size: 80 },
    {
      key: 'computedAt',
      label: 'hr.checkWork.computedAt',
      text: (row) => intl.formatDate(row.computedAt, { dateStyle: 'short', timeStyle: 'short' }),
      size: 130,
    },
  ];
  return (
    <PageCard title={t('hr.checkWork.title')}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}>
        <DateInput
          kind="month"
          testId="check-work-month"
          label={t('hr.checkWork.month')}
          value={month}
          onChange={(value) => {
            // A month still being typed reports ''; the page keeps the last whole one.
            if (!value) return;
            setMonth(value);
            setOfficeId('');
          }}
          fullWidth={false}
          sx={{ width: 180 }}
        />
        <TextField
          select
          size="small"
          label={t('hr.checkWork.office')}
          value={officeId}
          onChange={(event) => setOfficeId(event.target.value === '' ? '' : Number(event.target.value))}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">{t('hr.checkWork.allOffices')}</MenuItem>
          {officeChoices.map(([id, name]) => (
            <MenuItem key={id} value={id}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        {locked ? (
          <Chip
            icon={<LockIcon />}
            color="warning"
            label={t('hr.checkWork.lockedBy', { at: intl.formatDate(locked.lockedAt, { dateStyle: 'short', timeStyle: 'short' }), name: locked.name ?? '' })}
          />
        ) : (
          <Chip label={t('hr.checkWork.open')} variant="outlined" />
        )}
        {mayEdit && !locked && (
          <>
            <Button startIcon={<UploadFileIcon />} onClick={() => setImporting(true)}>
              {t('hr.checkWork.importPunches')}
            </Button>
            <Button startIcon={<AddAlarmIcon />} onClick={() => setTyping(true)}>
              {t('hr.checkWork.addPunch')}
            </Button>
            <Button
              variant="contained"
              startIcon={<CalculateIcon />}
              loading={computing.isLoading}
              onClick={() => void run(() => compute({ month, officeId: officeId === '' ? null : officeId }).unwrap())}
            >
              {t('hr.checkWork.compute')}
            </Button>
          </>
        )}
        <Button startIcon={<ScheduleIcon />} onClick={() => setEditingShifts(true)}>
          {t('hr.shift.title')}
        </Button>
        {mayLock && !locked && (answer.data?.rows.length ?? 0) > 0 && (
          <Button color="warning" startIcon={<LockIcon />} loading={locking.isLoading} onClick={() => setConfirming(true)}>
            {t('hr.checkWork.lock')}
          </Button>
        )}
      </Box>
      {answer.data && answer.data.rows.length === 0 ? (
        <Alert severity="info">{t('hr.checkWork.empty')}</Alert>
      ) : (
        <MonthTable rows={shown} columns={columns} loading={answer.isFetching} />
      )}
      {typing && <PunchDialog onClose={() => setTyping(false)} />}
      {editingShifts && <ShiftsDialog mayEdit={mayEdit} onClose={() => setEditingShifts(false)} />}
      {importing && (
        <PunchImportDialog
          onClose={(imported) => {
            setImporting(false);
            if (imported) void answer.refetch();
          }}
        />
      )}
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="lock-title">
        <DialogTitle id="lock-title">{t('hr.checkWork.lock')}</DialogTitle>
        <DialogContent>
          <Typography>{t('hr.checkWork.lockConfirm', { month })}</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('hr.checkWork.cancel')}</Button>
          <Button
            color="warning"
            variant="contained"
            onClick={() => {
              setConfirming(false);
              void run(() => lock(month).unwrap());
            }}
          >
            {t('hr.checkWork.lock')}
          </Button>
        </DialogActions>
      </Dialog>
    </PageCard>
  );
}

/** The stored month, a person a row, searchable and sortable in the browser. */
function MonthTable({ rows, columns, loading }: { rows: MonthRow[] | undefined; columns: ColumnSpec[]; loading: boolean }) {
  const intl = useIntl();
  // A person's row opens their leave balances and ledger.
  const [ledgerOf, setLedgerOf] = useState<MonthRow | null>(null);
  const localization = useTableLocalization();
  const tableColumns = useMemo<MRT_ColumnDef<MonthRow>[]>(
    () =>
      columns.map((column) => ({
        id: column.key,
        header: intl.formatMessage({ id: column.label }),
        accessorFn: (row) => (column.text ? column.text(row) : String((row as Record<string, unknown>)[column.key] ?? '')),
        size: column.size,
      })),
    [columns, intl],
  );
  const data = useMemo(() => [...(rows ?? [])], [rows]);
  const table = useMaterialReactTable<MonthRow>({
    columns: tableColumns,
    data,
    localization,
    initialState: { density: 'compact', pagination: FIRST_PAGE, showGlobalFilter: true },
    state: { isLoading: loading && !rows },
    layoutMode: 'grid',
    defaultColumn: { minSize: 60, size: 100, grow: true },
    enableColumnActions: false,
    enableDensityToggle: false,
    enableFullScreenToggle: false,
    renderTopToolbar: ({ table }) => <TableToolbar search={<MRT_GlobalFilterTextField table={table} />} />,
    muiTablePaperProps: { elevation: 0 },
    muiTableBodyRowProps: ({ row }) => ({
      hover: true,
      tabIndex: 0,
      sx: { cursor: 'pointer' },
      title: intl.formatMessage({ id: 'hr.ledger.open' }),
      onClick: () => setLedgerOf(row.original),
      onKeyDown: (event) => event.key === 'Enter' && setLedgerOf(row.original),
    }),
  });
  return (
    <>
      <MaterialReactTable table={table} />
      {ledgerOf && <LeaveLedgerDialog userId={ledgerOf.userId} name={ledgerOf.name} onClose={() => setLedgerOf(null)} />}
    </>
  );
}

/** A punch the clerk types: the person by account, employee number or name, and the time; the server checks both. */
function PunchDialog({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const dispatch = useAppDispatch();
  const [person, setPerson] = useState('');
  const [at, setAt] = useState('');
  const [addPunch, adding] = checkWorkApi.useAddPunchMutation();
  const save = async () => {
    try {
      const answer = await addPunch({ person, at: at.replace('T', ' ') }).unwrap();
      dispatch(noticeActions.show({ severity: 'success', text: intl.formatMessage({ id: 'hr.punchesSaved' }, { n: answer.added }) }));
      onClose();
    } catch (error) {
      dispatch(noticeActions.show({ severity: 'error', text: (error as ApiError).msg }));
    }
  };
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="punch-title">
      <DialogTitle id="punch-title">{t('hr.checkWork.addPunch')}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
        <TextField size="small" label={t('hr.punchColumn.person')} value={person} onChange={(event) => setPerson(event.target.value)} autoFocus />
        <DateInput kind="datetime" label={t('hr.punchColumn.time')} value={at} onChange={setAt} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('hr.checkWork.cancel')}</Button>
        <Button variant="contained" disabled={!person || !at} loading={adding.isLoading} onClick={() => void save()}>
          {t('hr.checkWork.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

type PunchReport = { rows: number; imported: number; errorCount: number; errors: { row: number; message: string }[] };

/** The time clock's punch file: the upload's progress, then the server reading, checking and storing it; row errors listed. */
function PunchImportDialog({ onClose }: { onClose: (imported: boolean) => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string; report?: PunchReport } | null>(null);
  const run = async () => {
    if (!file) return;
    setOutcome(null);
    setProgress({ phase: 'uploading', sent: 0, total: file.size });
    const answer = await uploadFile('/attendance/check-ins/import', file, {}, setProgress).finally(() => setProgress(null));
    if (answer.kind !== 'answer') return setOutcome({ ok: false, text: t(answer.kind === 'timeout' ? 'errors.timeout' : 'errors.network') });
    const { status, msg, data } = answer.envelope;
    const report = data && typeof data === 'object' && 'errors' in data ? (data as PunchReport) : undefined;
    setOutcome({ ok: status === 200, text: msg || t('messages.uploadFailed'), report });
  };
  return (
    <Dialog open onClose={() => onClose(outcome?.ok ?? false)} maxWidth="sm" fullWidth aria-labelledby="punch-import-title">
      <DialogTitle id="punch-import-title">{t('hr.checkWork.importPunches')}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t('hr.checkWork.importHint')}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1 }}>
          <Button component="label" variant="outlined" size="small" startIcon={<UploadFileIcon />}>
            {t('upload.chooseFile')}
            <input
              hidden
              type="file"
              accept=".xlsx"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setOutcome(null);
              }}
            />
          </Button>
          <Typography variant="body2">{file?.name}</Typography>
        </Box>
        <ImportFeedback progress={progress} outcome={outcome && { ...outcome, severity: outcome.ok ? 'success' : 'error' }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(outcome?.ok ?? false)}>{t('actions.close')}</Button>
        <Button variant="contained" disabled={!file || progress !== null} onClick={() => void run()}>
          {t('hr.checkWork.importPunches')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
