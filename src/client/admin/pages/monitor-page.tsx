import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { FormattedDate, FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { useLoginLogQuery, useOperationLogQuery, useServerHealthQuery, type LoginLog, type OperationLog } from '../../api/admin.api.ts';
import { PageCard } from '../../app/page-card.tsx';
import type { ColumnSpec } from '../components/config-table-screen.tsx';
import { ReadOnlyTable } from '../components/paged-table.tsx';

const bytes = (intl: IntlShape, value: number) => {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let size = value;
  let unit = 0;
  while (size >= 1024 && unit < units.length - 1) {
    size /= 1024;
    unit++;
  }
  return `${intl.formatNumber(size, { maximumFractionDigits: 1 })} ${units[unit]}`;
};

const duration = (intl: IntlShape, seconds: number) => {
  const days = Math.floor(seconds / 86400);
  const hours = Math.floor((seconds % 86400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return intl.formatMessage({ id: 'admin.monitor.uptimeValue' }, { days, hours, minutes });
};

function HealthCard({ title, value, detail, progress }: { title: ReactNode; value: ReactNode; detail?: ReactNode; progress?: number }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        {title}
      </Typography>
      <Typography variant="h5" sx={{ my: 0.5, fontWeight: 600 }}>
        {value}
      </Typography>
      {progress !== undefined && (
        <LinearProgress variant="determinate" value={Math.min(100, progress)} color={progress > 85 ? 'error' : 'primary'} sx={{ mb: 0.5 }} />
      )}
      {detail && (
        <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
          {detail}
        </Typography>
      )}
    </Paper>
  );
}

type LogPage = { pageIndex: number; limit: number };

/**
 * A log read a page at a time from the server, newest first; `useLog` is the log's query hook. Every log's rows start
 * with when and who, then `columns`, the log's own.
 */
function LogTable<Row extends { at: string }>({
  useLog,
  columns,
}: {
  useLog: (page: LogPage) => { data?: { list: Row[]; total: number }; isFetching: boolean };
  columns: readonly ColumnSpec<Row>[];
}) {
  const [page, setPage] = useState<LogPage>({ pageIndex: 1, limit: 10 });
  const { data, isFetching } = useLog(page);
  return (
    <ReadOnlyTable<Row>
      rows={data?.list}
      loading={isFetching}
      paging={{ total: data?.total ?? 0, pageIndex: page.pageIndex, pageSize: page.limit, onChange: (pageIndex, limit) => setPage({ pageIndex, limit }) }}
      columns={[
        { key: 'at', label: 'admin.monitor.at', render: (row) => <FormattedDate value={row.at} dateStyle="short" timeStyle="medium" /> },
        { key: 'loginName', label: 'admin.user.loginName' },
        ...columns,
      ]}
    />
  );
}

/** The sign-in log: who, from where, when, and why a sign-in was refused. */
function LoginLogTable() {
  const intl = useIntl();
  return (
    <LogTable<LoginLog>
      useLog={useLoginLogQuery}
      columns={[
        { key: 'ip', label: 'admin.monitor.ip' },
        {
          key: 'success',
          label: 'admin.job.result',
          render: (row) => (
            <Chip
              size="small"
              variant="outlined"
              color={row.success ? 'success' : 'error'}
              label={intl.formatMessage({ id: row.success ? 'admin.job.ok' : 'admin.job.failed' })}
            />
          ),
        },
        {
          key: 'reason',
          label: 'admin.monitor.reason',
          // The server keeps why in a word of its error catalogue (wrongCredentials, userDisabled): show its message.
          text: (row) =>
            row.reason ? (intl.messages[`errors.${row.reason}`] !== undefined ? intl.formatMessage({ id: `errors.${row.reason}` }) : row.reason) : '',
        },
      ]}
    />
  );
}

/** The operation log: every mutating call with who, what, when and the result. */
function OperationLogTable() {
  return (
    <LogTable<OperationLog>
      useLog={useOperationLogQuery}
      columns={[
        { key: 'method', label: 'admin.monitor.method', size: 80 },
        { key: 'url', label: 'admin.monitor.url', render: (row) => <code>{row.url}</code> },
        {
          key: 'status',
          label: 'admin.monitor.status',
          size: 80,
          render: (row) => <Chip size="small" variant="outlined" color={row.status === 200 ? 'success' : 'error'} label={row.status} />,
        },
        { key: 'durationMs', label: 'admin.job.duration', size: 90, text: (row) => (row.durationMs === null ? '-' : `${row.durationMs} ms`) },
        { key: 'ip', label: 'admin.monitor.ip' },
      ]}
    />
  );
}

/** Monitoring: server health, the sign-in log and the operation log (online sessions have their own page). */
export function MonitorPage() {
  const intl = useIntl();
  const { data, isFetching, refetch } = useServerHealthQuery(undefined, { pollingInterval: 30_000 });
  const [tab, setTab] = useState(0);
  const usedMemory = data ? data.host.totalMemory - data.host.freeMemory : 0;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PageCard
        title={<FormattedMessage id="admin.monitor.server" />}
        actions={
          <Button startIcon={<RefreshIcon />} loading={isFetching} onClick={() => void refetch()}>
            <FormattedMessage id="actions.refresh" />
          </Button>
        }
      >
        {data && (
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 2 }}>
            <HealthCard
              title={<FormattedMessage id="admin.monitor.cpu" />}
              value={intl.formatNumber(data.host.load[0] ?? 0, { maximumFractionDigits: 2 })}
              progress={((data.host.load[0] ?? 0) / data.host.cpus) * 100}
              detail={
                <FormattedMessage
                  id="admin.monitor.cpuDetail"
                  values={{ cpus: data.host.cpus, load: data.host.load.map((value) => value.toFixed(2)).join(' / ') }}
                />
              }
            />
            <HealthCard
              title={<FormattedMessage id="admin.monitor.memory" />}
              value={bytes(intl, usedMemory)}
              progress={(usedMemory / data.host.totalMemory) * 100}
              detail={
                <FormattedMessage id="admin.monitor.memoryDetail" values={{ total: bytes(intl, data.host.totalMemory), rss: bytes(intl, data.process.rss) }} />
              }
            />
            <HealthCard
              title={<FormattedMessage id="admin.monitor.uptime" />}
              value={duration(intl, data.process.uptime)}
              detail={
                <FormattedMessage
                  id="admin.monitor.hostDetail"
                  values={{ host: data.host.hostname, uptime: duration(intl, data.host.uptime), node: data.process.node }}
                />
              }
            />
            <HealthCard
              title={<FormattedMessage id="admin.monitor.database" />}
              value={bytes(intl, data.database.size)}
              detail={
                <>
                  <FormattedMessage id="admin.monitor.connections" values={{ n: data.database.connections }} />
                  {' · '}
                  {data.database.version.split(' on ')[0]}
                </>
              }
            />
          </Box>
        )}
      </PageCard>
      <PageCard>
        <Tabs value={tab} onChange={(_event, next: number) => setTab(next)} sx={{ mb: 1 }}>
          <Tab label={intl.formatMessage({ id: 'admin.monitor.logins' })} />
          <Tab label={intl.formatMessage({ id: 'admin.monitor.operations' })} />
        </Tabs>
        {tab === 0 ? <LoginLogTable /> : <OperationLogTable />}
      </PageCard>
    </Box>
  );
}
