import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useIntl } from 'react-intl';
import { optionLabelId } from '../../../modules/module.types.ts';
import type { Answer } from '../../../shared/schemas/answer.schema.ts';
import type { leaveBalances } from '../../../shared/schemas/attendance.schema.ts';
import { api } from '../../api/base-api.ts';
import { PHONE_QUERY } from '../../engine/approval/approval-bar.tsx';
import { PageLoading } from '../../app/page-loading.tsx';
import { TableHeader } from '../../components/table-header.tsx';
import { messageOr } from '../../engine/module/module-context.ts';
import { useModules } from '../../engine/module/module-registry.ts';

export type LeaveBalances = Answer<typeof leaveBalances>;

export const leaveLedgerApi = api.injectEndpoints({
  endpoints: (build) => ({
    leaveBalances: build.query<LeaveBalances, { userId?: number } | void>({
      query: (of) => ({ url: '/attendance/leave/balances', params: of?.userId ? { userId: of.userId } : undefined }),
    }),
  }),
});

/**
 * A person's leave balances with every ledger row that makes them (granted, used, given back, expired), each row's
 * reason in the reader's language as the server words it: the caller's own, or with `userId` another person's for the
 * attendance clerk. Holiday types are named as the leave form names them.
 */
export function LeaveLedgerDialog({ userId, name, onClose }: { userId?: number; name?: string; onClose: () => void }) {
  const intl = useIntl();
  const phone = useMediaQuery(PHONE_QUERY);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { data, isError } = leaveLedgerApi.useLeaveBalancesQuery(userId ? { userId } : undefined, { refetchOnMountOrArgChange: true });
  // The module filing leave names the holiday types (its `leave` capability's type field).
  const leave = useModules()?.find((module) => module.capabilities.leave?.move === 'use' && module.capabilities.leave.type);
  const typeField = leave?.capabilities.leave?.type;
  const typeName = (code: string) => (leave && typeField ? messageOr(intl, optionLabelId(leave, typeField, code), code) : code);
  const amount = (value: number, ledgerUnit: 'halfDay' | 'minute') =>
    t('hr.ledger.inUnit', {
      amount: ledgerUnit === 'halfDay' ? value / 2 : Math.round((value / 60) * 100) / 100,
      unit: ledgerUnit === 'halfDay' ? 'day' : 'hour',
    });
  const kept = data?.filter((balance) => balance.rows.length > 0) ?? [];
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth fullScreen={phone} data-testid="leave-ledger">
      <DialogTitle>{name ? t('hr.ledger.of', { name }) : t('hr.ledger.title')}</DialogTitle>
      <DialogContent dividers>
        {!data ? (
          isError ? null : (
            <PageLoading />
          )
        ) : kept.length === 0 ? (
          <Typography color="text.secondary">{t('hr.ledger.empty')}</Typography>
        ) : (
          kept.map((balance) => (
            <section key={balance.holidayType} data-testid={`ledger-${balance.holidayType}`}>
              <Typography variant="subtitle1" sx={{ mt: 1 }}>
                {typeName(balance.holidayType)} · {t('hr.ledger.balance', { amount: amount(balance.balance, balance.ledgerUnit) })}
              </Typography>
              <Box sx={{ overflowX: 'auto' }}>
                <Table size="small" sx={{ mb: 2 }}>
                  <TableHeader
                    headings={[
                      t('hr.ledger.day'),
                      t('hr.ledger.kind'),
                      { text: t('hr.ledger.amount'), align: 'right' },
                      t('hr.ledger.reason'),
                      t('hr.ledger.expires'),
                    ]}
                  />
                  <TableBody>
                    {balance.rows.map((row) => (
                      <TableRow key={row.id}>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.day}</TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{t(`hr.ledger.kind.${row.kind}`)}</TableCell>
                        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                          {row.kind === 'grant' || row.kind === 'cancel' ? '+' : '−'}
                          {amount(row.amount, balance.ledgerUnit)}
                        </TableCell>
                        <TableCell sx={{ minWidth: 220 }}>{row.reason}</TableCell>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.expires ?? ''}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </Box>
            </section>
          ))
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
