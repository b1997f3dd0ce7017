import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Paper from '@mui/material/Paper';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { titleId } from '../../modules/module.types.ts';
import { useUserOptionsQuery } from '../api/admin.api.ts';
import { PageCard } from '../app/page-card.tsx';
import { useAppDispatch, useAppSelector } from '../app/store.ts';
import { useModules } from '../engine/module/module-registry.ts';
import { noticeActions } from '../state/notice.slice.ts';
import { DelegationDialog, type ModuleOption } from './delegation-dialog.tsx';
import { TableHeader } from '../components/table-header.tsx';
import {
  delegationStatus,
  useDelegationsQuery,
  useDeleteDelegationMutation,
  useEndDelegationMutation,
  type Delegation,
  type DelegationStatus,
} from './delegation.api.ts';

const STATUS_COLOR: Record<DelegationStatus, 'success' | 'info' | 'default'> = { active: 'success', upcoming: 'info', expired: 'default', ended: 'default' };

const localToday = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

/**
 * Delegations of one's approvals (issue 20): a user delegates to a person, for every module or the ones chosen, over
 * a date range; sees theirs (made by them and to them) and ends or deletes their own. An administrator may list
 * everyone's and end any. Reached from the account menu (no menu of its own: the spec lists delegation among the
 * user's own things, beside the to-do list).
 */
export function DelegationPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const dispatch = useAppDispatch();
  const me = useAppSelector((state) => state.session.user);
  const [all, setAll] = useState(false);
  const list = useDelegationsQuery({ all: all && Boolean(me?.isAdmin) }, { refetchOnMountOrArgChange: true });
  const users = useUserOptionsQuery();
  const allModules = useModules();
  const modules = useMemo<ModuleOption[]>(
    () => (allModules ?? []).filter((module) => module.flow).map((module) => ({ key: module.key, title: intl.formatMessage({ id: titleId(module) }) })),
    [allModules, intl],
  );
  const [creating, setCreating] = useState(false);
  const [confirm, setConfirm] = useState<{ row: Delegation; action: 'end' | 'delete' } | null>(null);
  const [end, ending] = useEndDelegationMutation();
  const [remove, removing] = useDeleteDelegationMutation();
  const today = localToday();
  const name = (id: number) => users.data?.find((user) => user.id === id)?.name ?? (id === me?.userId ? me.name : '…');
  const moduleTitle = (key: string) => modules.find((module) => module.key === key)?.title ?? '…';
  const mayChange = (row: Delegation) => row.fromUserId === me?.userId || Boolean(me?.isAdmin);

  const onConfirm = async () => {
    if (!confirm) return;
    const result = confirm.action === 'end' ? await end(confirm.row.id) : await remove(confirm.row.id);
    setConfirm(null);
    if (!('error' in result)) dispatch(noticeActions.show({ severity: 'success', messageId: 'messages.success' }));
  };
  const rows = list.data ?? [];
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const scope = (row: Delegation) =>
    row.modules.length === 0 ? (
      <Chip size="small" variant="outlined" label={t('wf.delegation.allModules')} />
    ) : (
      row.modules.map((key) => <Chip key={key} size="small" sx={{ mr: 0.5, mb: 0.25 }} label={moduleTitle(key)} />)
    );
  const statusChip = (status: DelegationStatus) => (
    <Chip size="small" color={STATUS_COLOR[status]} variant="outlined" label={t(`wf.delegation.status.${status}`)} />
  );
  const actions = (row: Delegation, status: DelegationStatus) => (
    <>
      {mayChange(row) && row.enabled && status !== 'expired' && (
        <Button size="small" color="warning" onClick={() => setConfirm({ row, action: 'end' })} data-testid="delegation-end">
          {t('wf.delegation.end')}
        </Button>
      )}
      {mayChange(row) && (
        <Button size="small" color="error" onClick={() => setConfirm({ row, action: 'delete' })} data-testid="delegation-delete">
          {t('admin.delete')}
        </Button>
      )}
    </>
  );
  const empty = rows.length === 0 && !list.isFetching;
  return (
    <PageCard
      title={t('wf.delegation.title')}
      actions={
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          {me?.isAdmin && (
            <FormControlLabel
              control={<Switch size="small" checked={all} onChange={(event) => setAll(event.target.checked)} />}
              label={<Typography variant="body2">{t('wf.delegation.showAll')}</Typography>}
            />
          )}
          <Button size="small" variant="contained" onClick={() => setCreating(true)} data-testid="delegation-add">
            {t('wf.delegation.add')}
          </Button>
        </Box>
      }
    >
      <Alert severity="info" sx={{ mb: 2 }}>
        {t('wf.delegation.hint')}
      </Alert>
      {phone ? (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }} data-testid="delegation-table">
          {empty && (
            <Typography color="text.secondary" align="center" sx={{ py: 3 }}>
              {t('wf.delegation.empty')}
            </Typography>
          )}
          {rows.map((row) => {
            const status = delegationStatus(row, today);
            return (
              <Paper key={row.id} variant="outlined" sx={{ p: 1.5 }} data-delegation={row.id} data-status={status}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600, flex: 1 }}>
                    {name(row.fromUserId)} → {name(row.toUserId)}
                  </Typography>
                  {statusChip(status)}
                </Box>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
                  {row.startsOn} – {row.endsOn}
                </Typography>
                <Box sx={{ mb: 0.5 }}>{scope(row)}</Box>
                <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>{actions(row, status)}</Box>
              </Paper>
            );
          })}
        </Box>
      ) : (
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" data-testid="delegation-table" sx={{ minWidth: 640 }}>
            <TableHeader
              headings={[
                t('wf.delegation.from'),
                t('wf.delegation.to'),
                t('wf.delegation.scope'),
                t('wf.delegation.startsOn'),
                t('wf.delegation.endsOn'),
                t('wf.delegation.status'),
                { text: t('admin.actions'), align: 'right' },
              ]}
            />
            <TableBody>
              {empty && (
                <TableRow>
                  <TableCell colSpan={7} align="center" sx={{ color: 'text.secondary', py: 4 }}>
                    {t('wf.delegation.empty')}
                  </TableCell>
                </TableRow>
              )}
              {rows.map((row) => {
                const status = delegationStatus(row, today);
                return (
                  <TableRow key={row.id} data-delegation={row.id} data-status={status}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{name(row.fromUserId)}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{name(row.toUserId)}</TableCell>
                    <TableCell>{scope(row)}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.startsOn}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.endsOn}</TableCell>
                    <TableCell>{statusChip(status)}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {actions(row, status)}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {creating && (
        <DelegationDialog
          users={users.data ?? []}
          modules={modules}
          selfId={me?.userId}
          today={today}
          onClose={(created) => {
            setCreating(false);
            if (created) dispatch(noticeActions.show({ severity: 'success', messageId: 'messages.created' }));
          }}
        />
      )}
      <Dialog open={Boolean(confirm)} onClose={() => setConfirm(null)} maxWidth="xs" fullWidth>
        <DialogContent>{confirm && t(confirm.action === 'end' ? 'wf.delegation.endConfirm' : 'wf.delegation.deleteConfirm')}</DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirm(null)}>{t('actions.cancel')}</Button>
          <Button
            variant="contained"
            color={confirm?.action === 'delete' ? 'error' : 'warning'}
            loading={ending.isLoading || removing.isLoading}
            onClick={() => void onConfirm()}
            data-testid="delegation-confirm"
          >
            {t('actions.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </PageCard>
  );
}
