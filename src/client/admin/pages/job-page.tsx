import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { useJobRunsQuery, useJobsQuery, useRunJobMutation, useSaveJobMutation, type Job } from '../../api/admin.api.ts';
import { ConfigTableScreen, RowAction } from '../components/config-table-screen.tsx';
import { rowsOf } from '../components/table-source.ts';
import type { FieldSpec } from '../components/form-model.ts';
import { HeadingTable } from '../components/heading-table.tsx';
import { useSaved } from '../components/use-admin.ts';

const FIELDS: FieldSpec[] = [
  { name: 'code', label: 'admin.job.handler', kind: 'text', required: true, maxLength: 60, disabled: (_values, editing) => editing },
  { name: 'name', label: 'admin.name', kind: 'text', required: true, maxLength: 60 },
  { name: 'cron', label: 'admin.job.cron', kind: 'text', required: true, maxLength: 100, helper: 'admin.job.cronHelp' },
  { name: 'enabled', label: 'admin.enabled', kind: 'switch' },
];

function Outcome({ success, error }: { success: boolean | null; error: string | null }) {
  const intl = useIntl();
  if (success === null) return <Chip size="small" label={intl.formatMessage({ id: 'admin.job.running' })} />;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={success ? 'success' : 'error'}
      title={error ?? undefined}
      label={intl.formatMessage({ id: success ? 'admin.job.ok' : 'admin.job.failed' })}
    />
  );
}

/** The run log of a job: when, how long, and the error of a failed run. */
function RunLogDialog({ job, onClose }: { job: Job; onClose: () => void }) {
  const { data = [] } = useJobRunsQuery(job.id);
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>
        <FormattedMessage id="admin.job.log" /> · {job.name}
      </DialogTitle>
      <DialogContent>
        <HeadingTable headings={['admin.job.startedAt', 'admin.job.duration', 'admin.job.result', 'admin.job.error']}>
          {data.length === 0 && (
            <TableRow>
              <TableCell colSpan={4} align="center">
                <FormattedMessage id="table.empty" />
              </TableCell>
            </TableRow>
          )}
          {data.map((run) => (
            <TableRow key={run.id}>
              <TableCell>
                <FormattedDate value={run.startedAt} dateStyle="short" timeStyle="medium" />
              </TableCell>
              <TableCell>{run.durationMs === null ? '-' : <FormattedMessage id="admin.job.ms" values={{ n: run.durationMs }} />}</TableCell>
              <TableCell>
                <Outcome success={run.success} error={run.error} />
              </TableCell>
              <TableCell sx={{ color: 'error.main', fontFamily: 'monospace', fontSize: 12 }}>{run.error}</TableCell>
            </TableRow>
          ))}
        </HeadingTable>
      </DialogContent>
    </Dialog>
  );
}

/** Scheduled tasks: cron expression, enable / disable, run now, and the run log. */
export function JobPage() {
  const jobs = useJobsQuery();
  const [save] = useSaveJobMutation();
  const [run] = useRunJobMutation();
  const saved = useSaved();
  const [logOf, setLogOf] = useState<Job | null>(null);
  const body = (job: Job, enabled: boolean) => ({ id: job.id, code: job.code, name: job.name, cron: job.cron, enabled });
  return (
    <>
      <ConfigTableScreen<Job>
        title="menu.system.job"
        permission="job"
        {...rowsOf(jobs)}
        columns={[
          { key: 'name', label: 'admin.name' },
          { key: 'code', label: 'admin.job.handler' },
          { key: 'cron', label: 'admin.job.cron', render: (row) => <code>{row.cron}</code> },
          {
            key: 'last_run_at',
            label: 'admin.job.lastRun',
            render: (row) => (row.last_run_at ? <FormattedDate value={row.last_run_at} dateStyle="short" timeStyle="medium" /> : '-'),
          },
          {
            key: 'last_duration_ms',
            label: 'admin.job.duration',
            render: (row) => (row.last_duration_ms === null ? '-' : <FormattedMessage id="admin.job.ms" values={{ n: row.last_duration_ms }} />),
          },
          {
            key: 'last_success',
            label: 'admin.job.result',
            render: (row) => (row.last_run_at ? <Outcome success={row.last_success} error={row.last_error} /> : '-'),
          },
        ]}
        fields={FIELDS}
        defaults={{ enabled: true }}
        onSave={(formBody, row) =>
          save({
            ...(row ? { id: row.id } : {}),
            code: String(formBody.code),
            name: String(formBody.name),
            cron: String(formBody.cron),
            enabled: formBody.enabled === true,
          }).unwrap()
        }
        toggle={{ isOn: (row) => row.enabled, run: (row, on) => save(body(row, on)).unwrap() }}
        actionsWidth={330}
        rowActions={(row) => (
          <>
            <RowAction
              code="job:run"
              label="admin.job.runNow"
              onClick={() =>
                void run(row.id)
                  .unwrap()
                  .then(
                    () => saved('admin.job.ran'),
                    () => undefined,
                  )
              }
            />
            <RowAction code="job:list" label="admin.job.log" onClick={() => setLogOf(row)} />
          </>
        )}
      />
      {logOf && <RunLogDialog job={logOf} onClose={() => setLogOf(null)} />}
    </>
  );
}
