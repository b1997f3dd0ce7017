import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { usePickableUsersQuery, type UserSummary } from '../api/engine.api.ts';
import { noticeActions } from '../state/notice.slice.ts';
import { useAppDispatch } from '../app/store.ts';
import { displayTimestamp } from '../engine/engine-format.ts';
import { StatusChip } from '../engine/field-value.tsx';
import { useModules } from '../engine/module-registry.ts';
import { PageCard } from '../app/page-card.tsx';
import { InstanceChart } from '../engine/approval/flow-chart-dialog.tsx';
import { useAdjustInstanceMutation, useRunningInstancesQuery, type InstanceFilter, type RunningInstance } from '../api/flow-graph.api.ts';
import { ReplayDialog } from '../engine/approval/replay-dialog.tsx';
import { durationText } from '../engine/approval/flow-tracing-dialog.tsx';
import { useHisInfoQuery } from '../api/workflow.api.ts';

const PAGE_SIZE = 10;
type Filters = Omit<InstanceFilter, 'pageIndex' | 'limit'>;

/** "View and adjust" of running instances (spec §7 Process; permission processLayout:list): list, chart, reassign, terminate. */
export function ProcessInstancesPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [draft, setDraft] = useState<Filters>({});
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(0);
  const result = useRunningInstancesQuery({ ...filters, pageIndex: page + 1, limit: PAGE_SIZE }, { refetchOnMountOrArgChange: true });
  // Rows of every module: they are named once every module's labels have loaded.
  const modules = useModules();
  const [openId, setOpenId] = useState<number | null>(null);
  const rows = (modules && result.data?.list) ?? [];
  const opened = rows.find((row) => row.id === openId) ?? null;
  const search = () => {
    setPage(0);
    setFilters(draft);
  };
  const reset = () => {
    setDraft({});
    setFilters({});
    setPage(0);
  };
  const field = (key: keyof Filters) => ({
    value: draft[key] ?? '',
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value || undefined }),
    onKeyDown: (event: { key: string }) => event.key === 'Enter' && search(),
  });

  return (
    <PageCard title={t('wf.instances.title')}>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', mb: 2 }} data-testid="instance-filters">
        <TextField select size="small" label={t('wf.col.module')} sx={{ width: 200 }} {...field('module')}>
          <MenuItem value="">{t('wf.instances.all')}</MenuItem>
          {modules
            ?.filter((descriptor) => descriptor.lifecycle && descriptor.flow)
            .map((descriptor) => (
              <MenuItem key={descriptor.key} value={descriptor.key}>
                {t(`modules.${descriptor.key}.title`)}
              </MenuItem>
            ))}
        </TextField>
        <TextField size="small" label={t('wf.col.serialNo')} sx={{ width: 180 }} {...field('serialNo')} />
        <TextField size="small" label={t('wf.col.applicant')} sx={{ width: 150 }} {...field('applicant')} />
        <TextField size="small" label={t('wf.instances.approver')} sx={{ width: 150 }} {...field('approver')} />
        <TextField select size="small" label={t('wf.todo.urgent')} sx={{ width: 120 }} {...field('urgent')}>
          <MenuItem value="">{t('wf.instances.all')}</MenuItem>
          <MenuItem value="true">{t('wf.instances.yes')}</MenuItem>
          <MenuItem value="false">{t('wf.instances.no')}</MenuItem>
        </TextField>
        <Button variant="contained" onClick={search}>
          {t('wf.instances.search')}
        </Button>
        <Button onClick={reset}>{t('wf.instances.reset')}</Button>
      </Box>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" data-testid="instance-table" sx={{ '& th': { bgcolor: '#fafafa', fontWeight: 600, whiteSpace: 'nowrap' } }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('wf.col.module')}</TableCell>
              <TableCell>{t('wf.col.serialNo')}</TableCell>
              <TableCell>{t('wf.col.title')}</TableCell>
              <TableCell>{t('wf.col.applicant')}</TableCell>
              <TableCell>{t('wf.instances.currentStep')}</TableCell>
              <TableCell>{t('wf.instances.approver')}</TableCell>
              <TableCell>{t('wf.col.status')}</TableCell>
              <TableCell>{t('wf.col.startDate')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id} hover data-record={row.recordId} data-serial={row.serialNo}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{t(`modules.${row.module}.title`)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {row.serialNo}
                  {row.urgent && <Chip size="small" color="error" label={t('wf.todo.urgent')} sx={{ ml: 1 }} />}
                </TableCell>
                <TableCell sx={{ minWidth: 140 }}>{row.title}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.applicantName}</TableCell>
                <TableCell>{[...new Set(row.openTasks.map((task) => task.nodeName))].join(', ')}</TableCell>
                <TableCell>{row.openTasks.map((task) => task.assigneeName).join(', ')}</TableCell>
                <TableCell>
                  <StatusChip status={row.status} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{displayTimestamp(row.startedAt)}</TableCell>
                <TableCell>
                  <Button size="small" sx={{ whiteSpace: 'nowrap' }} onClick={() => setOpenId(row.id)} data-testid="instance-open">
                    {t('wf.instances.adjust')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
            {rows.length === 0 && modules && !result.isFetching && (
              <TableRow>
                <TableCell colSpan={9} align="center" sx={{ color: 'text.secondary', py: 4 }}>
                  {t('wf.instances.empty')}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <TablePagination
          component="div"
          count={result.data?.total ?? 0}
          page={page}
          rowsPerPage={PAGE_SIZE}
          rowsPerPageOptions={[PAGE_SIZE]}
          onPageChange={(_event, next) => setPage(next)}
        />
      </Box>
      {opened && <AdjustDialog instance={opened} onClose={() => setOpenId(null)} />}
    </PageCard>
  );
}

/** One running instance: its chart and history; reassign an open task, terminate with a reason, replay. */
function AdjustDialog({ instance, onClose }: { instance: RunningInstance; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const dispatch = useAppDispatch();
  const history = useHisInfoQuery(instance.id, { refetchOnMountOrArgChange: true });
  const [adjust, adjusting] = useAdjustInstanceMutation();
  const [taskId, setTaskId] = useState<number | ''>(instance.openTasks[0]?.id ?? '');
  const [userSearch, setUserSearch] = useState('');
  const users = usePickableUsersQuery({ limit: 50, ...(userSearch ? { name: userSearch } : {}) });
  const [assignee, setAssignee] = useState<UserSummary | null>(null);
  const [reason, setReason] = useState('');
  const [replaying, setReplaying] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const done = () => {
    dispatch(noticeActions.show({ severity: 'success', messageId: 'messages.success' }));
    onClose();
  };
  const onReassign = async () => {
    if (!taskId || !assignee) return;
    const result = await adjust({
      module: instance.module,
      id: instance.recordId,
      action: 'reassign',
      body: { taskId, users: [assignee.userId ?? assignee.id] },
    });
    if (!('error' in result)) done();
  };
  const onTerminate = async () => {
    const result = await adjust({ module: instance.module, id: instance.recordId, action: 'terminate', body: { examRemarks: reason.trim() } });
    setConfirming(false);
    if (!('error' in result)) done();
  };
  return (
    <Dialog open onClose={onClose} maxWidth={false} slotProps={{ paper: { sx: { width: 1200, maxWidth: 'calc(100vw - 32px)' } } }} data-testid="adjust-dialog">
      <DialogTitle>
        {t('wf.instances.adjustTitle')} · {t(`modules.${instance.module}.title`)} {instance.serialNo}
      </DialogTitle>
      <DialogContent dividers>
        <InstanceChart module={instance.module} recordId={instance.recordId} height={320} />
        <Typography variant="subtitle2" sx={{ mt: 2, mb: 1 }}>
          {t('wf.trace.history')}
        </Typography>
        <Table size="small" data-testid="adjust-history" sx={{ '& th': { bgcolor: '#fafafa', fontWeight: 600, whiteSpace: 'nowrap' } }}>
          <TableHead>
            <TableRow>
              {(['nodeName', 'auditUserName', 'startDate', 'endDate', 'approvalOpinion', 'auditDate'] as const).map((column) => (
                <TableCell key={column}>{t(`wf.col.${column}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {(history.data ?? []).map((row, index) => (
              <TableRow key={index} data-status={row.status}>
                <TableCell>
                  {row.nodeName}
                  {row.status !== 'approved' && <Chip size="small" sx={{ ml: 1 }} label={t(`wf.task.${row.status}`)} />}
                </TableCell>
                <TableCell>{row.auditUserName}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{displayTimestamp(row.startDate)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{displayTimestamp(row.endDate)}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.approvalOpinion ?? ''}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{durationText(intl, row.auditDate)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2, mt: 2 }}>
          <Box sx={{ p: 1.5, border: '1px solid', borderColor: 'divider', borderRadius: 1 }} data-testid="reassign-panel">
            <Typography variant="subtitle2" sx={{ mb: 1 }}>
              {t('wf.instances.reassign')}
            </Typography>
            {instance.openTasks.length === 0 ? (
              <Alert severity="info">{t('wf.instances.noOpenTask')}</Alert>
            ) : (
              <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
                <TextField select size="small" label={t('wf.instances.task')} value={taskId} onChange={(event) => setTaskId(Number(event.target.value))}>
                  {instance.openTasks.map((task) => (
                    <MenuItem key={task.id} value={task.id}>
                      {task.nodeName} · {task.assigneeName}
                    </MenuItem>
                  ))}
                </TextField>
                <Autocomplete
                  size="small"
                  options={users.data?.list ?? []}
                  value={assignee}
                  onChange={(_event, value) => setAssignee(value)}
                  onInputChange={(_event, value, reason) => reason === 'input' && setUserSearch(value)}
                  filterOptions={(options) => options}
                  getOptionLabel={(user) => `${user.name} (${user.loginName})`}
                  isOptionEqualToValue={(a, b) => a.id === b.id}
                  renderInput={(params) => <TextField {...params} label={t('wf.instances.newAssignee')} />}
                  data-testid="reassign-user"
                />
                <Box>
                  <Button
                    variant="contained"
                    disabled={!taskId || !assignee || adjusting.isLoading}
                    onClick={() => void onReassign()}
                    data-testid="reassign-submit"
                  >
                    {t('wf.instances.reassign')}
                  </Button>
                </Box>
              </Box>
            )}
          </Box>
          <Box sx={{ p: 1.5, border: '1px solid', borderColor: 'divider', borderRadius: 1 }} data-testid="terminate-panel">
            <Typography variant="subtitle2" sx={{ mb: 1 }}>
              {t('wf.instances.terminate')}
            </Typography>
            <TextField
              size="small"
              fullWidth
              multiline
              minRows={2}
              label={t('wf.instances.reason')}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'terminate-reason' } }}
            />
            <Button
              sx={{ mt: 1.5 }}
              variant="outlined"
              color="error"
              disabled={!reason.trim() || adjusting.isLoading}
              onClick={() => setConfirming(true)}
              data-testid="terminate-submit"
            >
              {t('wf.instances.terminate')}
            </Button>
          </Box>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setReplaying(true)}>{t('wf.replay.title')}</Button>
        <Button onClick={onClose}>{t('actions.close')}</Button>
      </DialogActions>
      {confirming && (
        <Dialog open onClose={() => setConfirming(false)} data-testid="terminate-confirm">
          <DialogContent>{t('wf.instances.terminateConfirm', { serialNo: instance.serialNo })}</DialogContent>
          <DialogActions>
            <Button onClick={() => setConfirming(false)}>{t('actions.cancel')}</Button>
            <Button color="error" variant="contained" onClick={() => void onTerminate()} data-testid="terminate-confirm-ok">
              {t('wf.instances.terminate')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
      {replaying && <ReplayDialog module={instance.module} recordId={instance.recordId} onClose={() => setReplaying(false)} />}
    </Dialog>
  );
}
