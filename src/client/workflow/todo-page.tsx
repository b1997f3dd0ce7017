import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { displayTimestamp } from '../engine/engine-format.ts';
import { StatusChip } from '../engine/field-value.tsx';
import { PageCard } from '../app/page-card.tsx';
import { TODO_KINDS } from '../../shared/schemas/workflow.schema.ts';
import { useReadCcMutation, useTodoPageQuery, type TodoKind, type TodoRow } from '../api/workflow.api.ts';

const TAB_ID: Record<TodoKind, string> = { todo: 'wf.todo.pending', done: 'wf.todo.done', mine: 'wf.todo.mine', cc: 'wf.todo.cc' };
const PAGE_SIZE = 10;

/**
 * The to-do page (issue 5 Screens): pending approvals (mine and delegated), those I approved, my applications, copies
 * sent to me (CC). Rows of every module, each named and linked by the server, so no module loads for this list.
 */
export function TodoPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const navigate = useNavigate();
  const [kind, setKind] = useState<TodoKind>('todo');
  const [page, setPage] = useState(0);
  const result = useTodoPageQuery({ kind, pageIndex: page + 1, limit: PAGE_SIZE }, { refetchOnMountOrArgChange: true });
  const rows = result.data?.list ?? [];
  const total = result.data?.total ?? (rows.length < PAGE_SIZE ? page * PAGE_SIZE + rows.length : -1);
  const [readCc] = useReadCcMutation();
  const open = (row: TodoRow) => {
    if (kind === 'cc' && row.instanceId && !row.isRead) void readCc(row.instanceId);
    if (row.link) navigate(row.link);
  };
  return (
    <PageCard title={t('wf.todo.title')}>
      <Tabs
        value={kind}
        onChange={(_event, value: TodoKind) => {
          setKind(value);
          setPage(0);
        }}
        sx={{ mb: 1 }}
      >
        {TODO_KINDS.map((value) => (
          <Tab key={value} value={value} label={t(TAB_ID[value])} />
        ))}
      </Tabs>
      <Table size="small" data-testid="todo-table" sx={{ '& th': { bgcolor: '#fafafa', fontWeight: 600 } }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('wf.col.serialNo')}</TableCell>
            <TableCell>{t('wf.col.title')}</TableCell>
            <TableCell>{t('wf.col.module')}</TableCell>
            {kind !== 'mine' && kind !== 'cc' && <TableCell>{t('wf.col.nodeName')}</TableCell>}
            {kind !== 'mine' && <TableCell>{t('wf.col.applicant')}</TableCell>}
            <TableCell>{t('wf.col.status')}</TableCell>
            <TableCell>{t('wf.col.time')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow
              key={`${row.taskId ?? row.instanceId ?? ''}-${row.recordId}`}
              hover
              sx={{ cursor: 'pointer' }}
              onClick={() => open(row)}
              data-record={row.recordId}
            >
              <TableCell>
                <Link component="button" underline="hover" onClick={() => open(row)}>
                  {row.serialNo}
                </Link>
                {row.urgent && <Chip size="small" color="error" label={t('wf.todo.urgent')} sx={{ ml: 1 }} />}
                {kind === 'cc' && row.isRead === false && <Chip size="small" color="primary" label={t('wf.todo.unread')} sx={{ ml: 1 }} />}
              </TableCell>
              <TableCell>{row.title}</TableCell>
              <TableCell>{row.moduleTitle}</TableCell>
              {kind !== 'mine' && kind !== 'cc' && <TableCell>{row.nodeName}</TableCell>}
              {kind !== 'mine' && <TableCell>{row.applicantName}</TableCell>}
              <TableCell>{typeof row.status === 'number' ? <StatusChip status={row.status} /> : t(`wf.task.${row.status}`)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{displayTimestamp(row.completedAt ?? row.createdAt ?? row.updatedAt)}</TableCell>
            </TableRow>
          ))}
          {rows.length === 0 && !result.isFetching && (
            <TableRow>
              <TableCell colSpan={7} align="center" sx={{ color: 'text.secondary', py: 4 }}>
                {t('wf.todo.empty')}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <TablePagination
          component="div"
          count={total}
          page={page}
          rowsPerPage={PAGE_SIZE}
          rowsPerPageOptions={[PAGE_SIZE]}
          onPageChange={(_event, next) => setPage(next)}
        />
      </Box>
    </PageCard>
  );
}
