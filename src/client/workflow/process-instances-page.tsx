import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { displayTimestamp } from '../engine/fields/engine-format.ts';
import { StatusChip } from '../engine/fields/field-value.tsx';
import { useModules } from '../engine/module/module-registry.ts';
import { PageCard } from '../app/page-card.tsx';
import { useRunningInstancesQuery, type InstanceFilter } from '../api/flow-graph.api.ts';
import { AdjustDialog } from './instance-adjust-dialog.tsx';
import { TableHeader } from '../components/table-header.tsx';

const PAGE_SIZE = 10;
type Filters = Omit<InstanceFilter, 'pageIndex' | 'limit'>;

/**
 * "View and adjust" of running instances (spec §7 Process; permission processLayout:list): list (urgent, overdue, due
 * times), chart, reassign, remove an approver, jump, terminate.
 */
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
          <TableHeader
            headings={[
              t('wf.col.module'),
              t('wf.col.serialNo'),
              t('wf.col.title'),
              t('wf.col.applicant'),
              t('wf.instances.currentStep'),
              t('wf.instances.approver'),
              t('wf.col.status'),
              t('wf.col.startDate'),
              '',
            ]}
          />
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id} hover data-record={row.recordId} data-serial={row.serialNo}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{t(`modules.${row.module}.title`)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {row.serialNo}
                  {row.urgent && <Chip size="small" color="error" label={t('wf.todo.urgent')} sx={{ ml: 1 }} />}
                  {row.overdue && <Chip size="small" color="warning" label={t('wf.instances.overdue')} sx={{ ml: 1 }} data-testid="overdue-chip" />}
                </TableCell>
                <TableCell sx={{ minWidth: 140 }}>{row.title}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.applicantName}</TableCell>
                <TableCell>{[...new Set(row.openTasks.map((task) => task.nodeName))].join(', ')}</TableCell>
                <TableCell>
                  {row.openTasks.map((task) => (
                    <Box key={task.id} sx={{ whiteSpace: 'nowrap' }} data-task={task.id} data-overdue={task.overdue ? 'true' : undefined}>
                      {task.assigneeName}
                      {task.dueAt && (
                        <Typography component="span" variant="caption" color={task.overdue ? 'warning.main' : 'text.secondary'} sx={{ ml: 0.5 }}>
                          {t('wf.instances.dueAt', { time: displayTimestamp(task.dueAt) })}
                        </Typography>
                      )}
                    </Box>
                  ))}
                </TableCell>
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
