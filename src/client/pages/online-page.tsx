import RefreshIcon from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { useForceLogoutMutation, useOnlineSessionsQuery } from '../api/shell.api.ts';
import { noticeActions } from '../state/notice.slice.ts';
import { useAppDispatch, useAppSelector } from '../app/store.ts';
import { hasPermission } from '../lib/permissions.ts';
import { PageCard } from '../app/page-card.tsx';

const PAGE_SIZES = [5, 10, 20, 30, 50];

/** Online sessions, paged by the server; the force sign-out button only for holders of online:forceLogout (the server checks too). */
export function OnlinePage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const user = useAppSelector((state) => state.session.user);
  const [paging, setPaging] = useState({ pageIndex: 1, limit: 10 });
  const { data: page, isFetching, refetch } = useOnlineSessionsQuery(paging);
  const data = page?.list ?? [];
  const [forceLogout] = useForceLogoutMutation();
  const mayForce = hasPermission(user, 'online:forceLogout');
  const columns = ['online.user', 'online.office', 'online.ip', 'online.client', 'online.signedInAt', 'online.lastSeenAt'];
  return (
    <PageCard
      title={<FormattedMessage id="menu.system.online" />}
      actions={
        <Button startIcon={<RefreshIcon />} onClick={() => void refetch()} loading={isFetching}>
          <FormattedMessage id="actions.refresh" />
        </Button>
      }
    >
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table aria-label={intl.formatMessage({ id: 'menu.system.online' })}>
          <TableHead>
            <TableRow sx={{ '& th': { bgcolor: '#fafafa', fontWeight: 600, whiteSpace: 'nowrap' } }}>
              {columns.map((id) => (
                <TableCell key={id}>{intl.formatMessage({ id })}</TableCell>
              ))}
              {mayForce && <TableCell align="right">{intl.formatMessage({ id: 'online.actions' })}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {data.length === 0 && !isFetching && (
              <TableRow>
                <TableCell colSpan={columns.length + 1} align="center" sx={{ color: 'text.secondary', py: 4 }}>
                  <FormattedMessage id="table.empty" />
                </TableCell>
              </TableRow>
            )}
            {data.map((row) => (
              <TableRow key={row.sid} hover>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {row.name} <span style={{ color: '#8c8c8c' }}>({row.loginName})</span>
                  {row.sid === user?.sid && (
                    <Chip size="small" color="primary" variant="outlined" label={intl.formatMessage({ id: 'online.you' })} sx={{ ml: 1 }} />
                  )}
                </TableCell>
                <TableCell>{row.officeName}</TableCell>
                <TableCell>{row.ip}</TableCell>
                <TableCell sx={{ maxWidth: 260, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={row.userAgent ?? ''}>
                  {row.userAgent}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <FormattedDate value={row.createdAt} dateStyle="short" timeStyle="short" />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <FormattedDate value={row.lastSeenAt} dateStyle="short" timeStyle="short" />
                </TableCell>
                {mayForce && (
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Button
                      size="small"
                      color="error"
                      disabled={row.sid === user?.sid}
                      onClick={async () => {
                        const result = await forceLogout(row.sid);
                        if (!('error' in result)) dispatch(noticeActions.show({ severity: 'success', messageId: 'messages.success' }));
                      }}
                    >
                      <FormattedMessage id="permissions.online:forceLogout" />
                    </Button>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={page?.total ?? 0}
        page={paging.pageIndex - 1}
        rowsPerPage={paging.limit}
        rowsPerPageOptions={PAGE_SIZES}
        labelRowsPerPage={intl.formatMessage({ id: 'paging.rowsPerPage' })}
        labelDisplayedRows={({ from, to, count }) => intl.formatMessage({ id: 'paging.displayed' }, { from, to, count })}
        getItemAriaLabel={(type) => intl.formatMessage({ id: `paging.${type}` })}
        showFirstButton
        showLastButton
        onPageChange={(_event, next) => setPaging({ ...paging, pageIndex: next + 1 })}
        onRowsPerPageChange={(event) => setPaging({ pageIndex: 1, limit: Number(event.target.value) })}
      />
    </PageCard>
  );
}
