import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { usePickableUsersQuery, type UserSummary } from '../api/engine.api.ts';
import { noticeActions } from '../state/notice.slice.ts';
import { useAppDispatch } from '../app/store.ts';
import { InstanceChart } from '../engine/approval/flow-chart-dialog.tsx';
import type { RunningInstance } from '../api/flow-graph.api.ts';
import { ReplayDialog } from '../engine/approval/replay-dialog.tsx';
import { HistoryTableRow } from '../engine/approval/flow-tracing-dialog.tsx';
import { useHisInfoQuery } from '../api/workflow.api.ts';
import { JumpPanel, RemoveApproverPanel, panelSx } from './instance-actions.tsx';
import { useInstanceAdjust } from './use-instance-adjust.ts';

/**
 * One running instance: its chart and history; reassign an open task, terminate with a reason, take an undecided
 * approver out of a countersign or vote, move the process to another step or its end (jump), replay.
 */
export function AdjustDialog({ instance, onClose }: { instance: RunningInstance; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const dispatch = useAppDispatch();
  const history = useHisInfoQuery(instance.id, { refetchOnMountOrArgChange: true });
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
  const { act, busy } = useInstanceAdjust(instance, done);
  const onReassign = async () => {
    if (taskId && assignee) await act('reassign', { taskId, users: [assignee.userId ?? assignee.id] });
  };
  const onTerminate = async () => {
    await act('terminate', { examRemarks: reason.trim() });
    setConfirming(false);
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
              <HistoryTableRow key={index} row={row} post={false} />
            ))}
          </TableBody>
        </Table>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2, mt: 2 }}>
          <Box sx={panelSx} data-testid="reassign-panel">
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
                  <Button variant="contained" disabled={!taskId || !assignee || busy} onClick={() => void onReassign()} data-testid="reassign-submit">
                    {t('wf.instances.reassign')}
                  </Button>
                </Box>
              </Box>
            )}
          </Box>
          <Box sx={panelSx} data-testid="terminate-panel">
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
              disabled={!reason.trim() || busy}
              onClick={() => setConfirming(true)}
              data-testid="terminate-submit"
            >
              {t('wf.instances.terminate')}
            </Button>
          </Box>
          <RemoveApproverPanel instance={instance} onDone={done} />
          <JumpPanel instance={instance} onDone={done} />
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
