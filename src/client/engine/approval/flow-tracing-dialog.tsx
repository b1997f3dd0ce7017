import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { lazy, Suspense, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { displayTimestamp } from '../fields/engine-format.ts';
import { needsReason } from '../../../shared/approval-actions.ts';
import {
  useFlowInstanceQuery,
  useHisInfoQuery,
  useHisTaskQuery,
  useWfTraceQuery,
  type HistoryRow,
  type StepTask,
  type TraceRound,
  type TraceRow,
} from '../../api/workflow.api.ts';
import { eventText } from './lifecycle-text.ts';
import type { RouteStep } from './flow-route-chart.tsx';
import { FlowChartDialog } from './flow-chart-dialog.tsx';
import { ReplayDialog } from './replay-dialog.tsx';

/** React Flow is loaded only when a tracing dialog opens. */
const FlowRouteChart = lazy(() => import('./flow-route-chart.tsx').then((m) => ({ default: m.FlowRouteChart })));

/** Spec §2: the flow-tracing dialog is 1200 px wide. */
const DIALOG_WIDTH = 1200;

/** Spec §3 duration: the time an approver took, from the row's `auditDate` in milliseconds. */
export function durationText(intl: IntlShape, ms: number | null): string {
  if (ms === null) return '';
  const minutes = Math.floor(ms / 60_000);
  return intl.formatMessage({ id: 'wf.duration' }, { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}

/** The route of a document: the steps already taken (from the history), then the current and next ones. */
export function routeOf(history: HistoryRow[], now: StepTask[], next: StepTask[]): RouteStep[] {
  const steps: RouteStep[] = [];
  for (const row of history) {
    if (row.status === 'open') continue;
    const last = steps.at(-1);
    if (last && last.name === row.nodeName && last.state !== 'current') last.users = [...new Set([...last.users, row.auditUserName])];
    else steps.push({ name: row.nodeName, users: [row.auditUserName], state: row.status === 'rejected' ? 'rejected' : 'done' });
  }
  for (const task of now) steps.push({ name: task.name, users: task.users, state: 'current' });
  for (const task of next) steps.push({ name: task.name, users: task.users, state: 'next' });
  return steps;
}

/** Flow tracing (spec §2): previous, current and next step, the route chart and the approval history. */
export function FlowTracingDialog({ module, recordId, onClose }: { module: string; recordId: number; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const instance = useFlowInstanceQuery({ module, id: recordId }, { refetchOnMountOrArgChange: true });
  const instanceId = instance.data?.id;
  const steps = useHisTaskQuery(instanceId ?? skipToken, { refetchOnMountOrArgChange: true });
  const history = useHisInfoQuery(instanceId ?? skipToken, { refetchOnMountOrArgChange: true });
  const refusal = instance.error && 'msg' in instance.error ? instance.error.msg || t('wf.trace.none') : null;
  const rows = history.data ?? [];
  // Every process the document ran, by round: the original filing (its resubmissions with it), then each change, void…
  const trace = useWfTraceQuery(instanceId ? { module, id: recordId } : skipToken, { refetchOnMountOrArgChange: true });
  const rounds = trace.data ?? [];
  const [extra, setExtra] = useState<'chart' | 'replay' | null>(null);

  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH, maxWidth: 'calc(100vw - 32px)' } } }}
      aria-labelledby="flow-tracing-title"
      data-testid="flow-tracing"
    >
      <DialogTitle id="flow-tracing-title">{t('wf.trace.title')}</DialogTitle>
      <DialogContent dividers>
        {instance.isFetching && <CircularProgress size={24} />}
        {refusal && (
          <Alert severity="error" data-testid="flow-not-started">
            {refusal}
          </Alert>
        )}
        {instanceId && steps.data && (
          <>
            <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 2, mb: 2 }} data-testid="step-strip">
              <StepCard label={t('wf.trace.previous')} tasks={steps.data.lastTask ? [steps.data.lastTask] : []} none={t('wf.trace.none')} />
              <StepCard
                label={t('wf.trace.current')}
                tasks={steps.data.nowTask}
                none={steps.data.status === 'running' ? t('wf.trace.none') : t('wf.trace.finished')}
                current
              />
              <StepCard label={t('wf.trace.next')} tasks={steps.data.topTask} none={t('wf.trace.none')} />
            </Box>
            <Typography variant="subtitle2" sx={{ mb: 1 }}>
              {t('wf.trace.route')}
            </Typography>
            <Box sx={{ height: 150, border: '1px solid', borderColor: 'divider', borderRadius: 1, mb: 2 }} data-testid="route-chart">
              <Suspense fallback={<CircularProgress size={20} />}>
                <FlowRouteChart
                  steps={routeOf(rows, steps.data.nowTask, steps.data.topTask)}
                  finished={steps.data.status !== 'running'}
                  startLabel={t('wf.trace.start')}
                  endLabel={t('wf.trace.end')}
                />
              </Suspense>
            </Box>
          </>
        )}
        {instanceId && (
          <>
            <Typography variant="subtitle2" sx={{ mb: 1 }}>
              {t('wf.trace.history')}
            </Typography>
            {/* On a phone the history scrolls inside its box rather than squeezing its columns to a letter each. */}
            <Box sx={{ overflowX: 'auto', maxWidth: '100%' }} data-testid="history-scroll">
              <Table
                size="small"
                data-testid="history-table"
                sx={{
                  minWidth: 760,
                  '& th': { bgcolor: '#fafafa', fontWeight: 600, whiteSpace: 'nowrap' },
                  // Names and times stay on one line; only the opinion (the sixth column) wraps.
                  '& td': { whiteSpace: 'nowrap' },
                  '& td:nth-of-type(6)': { whiteSpace: 'normal', minWidth: 200 },
                }}
              >
                <TableHead>
                  <TableRow>
                    {(['nodeName', 'postName', 'auditUserName', 'startDate', 'endDate', 'approvalOpinion', 'auditDate'] as const).map((column) => (
                      <TableCell key={column}>{t(`wf.col.${column}`)}</TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rounds.map((round) => (
                    <RoundRows key={`${round.kind}-${round.n}`} round={round} />
                  ))}
                  {rounds.length === 0 && !trace.isFetching && (
                    <TableRow>
                      <TableCell colSpan={7} align="center" sx={{ color: 'text.secondary' }}>
                        {t('wf.trace.noHistory')}
                      </TableCell>
                    </TableRow>
                  )}
                </TableBody>
              </Table>
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions>
        {instanceId && (
          <Button onClick={() => setExtra('chart')} data-testid="trace-chart">
            {t('wf.chart.open')}
          </Button>
        )}
        <Button onClick={() => setExtra('replay')} data-testid="trace-replay">
          {t('wf.replay.open')}
        </Button>
        <Button onClick={onClose}>{t('actions.close')}</Button>
      </DialogActions>
      {extra === 'chart' && <FlowChartDialog module={module} recordId={recordId} title={t('wf.chart.title')} onClose={() => setExtra(null)} />}
      {extra === 'replay' && <ReplayDialog module={module} recordId={recordId} onClose={() => setExtra(null)} />}
    </Dialog>
  );
}

/** A round of tracing: its title (the original filing, change 1…), then its submissions, steps and withdrawals in order. */
function RoundRows({ round }: { round: TraceRound }) {
  const intl = useIntl();
  return (
    <>
      <TableRow data-testid="trace-round" data-round={`${round.kind}-${round.n}`}>
        <TableCell colSpan={7} sx={{ bgcolor: 'action.hover', fontWeight: 600, py: 0.75 }}>
          {intl.formatMessage({ id: `wf.trace.round.${round.kind}` }, { n: round.n })}
        </TableCell>
      </TableRow>
      {round.rows.map((row, index) => (row.kind === 'task' ? <HistoryTableRow key={index} row={row} /> : <EventTableRow key={index} row={row} />))}
    </>
  );
}

/** What the applicant or an administrator did around the steps: a submission, a withdrawal and its reason, a change started. */
function EventTableRow({ row }: { row: Extract<TraceRow, { kind: 'event' }> }) {
  const intl = useIntl();
  const withdrawn = row.event === 'approval.withdraw' || row.event === 'approval.terminate' || row.event.endsWith('.cancel');
  return (
    <TableRow data-testid="trace-event" data-event={row.event}>
      <TableCell>
        <Chip size="small" variant="outlined" color={withdrawn ? 'warning' : 'primary'} label={eventText(intl, row.event)} />
      </TableCell>
      <TableCell />
      <TableCell>
        {row.onBehalfOfName ? intl.formatMessage({ id: 'wf.replay.onBehalf' }, { actor: row.actorName, principal: row.onBehalfOfName }) : row.actorName}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{displayTimestamp(row.at)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{displayTimestamp(row.at)}</TableCell>
      <TableCell sx={{ overflowWrap: 'anywhere' }} data-testid="trace-opinion">
        {row.opinion ? (needsReason(actionOf(row.event)) ? intl.formatMessage({ id: 'wf.trace.reason' }, { reason: row.opinion }) : row.opinion) : ''}
      </TableCell>
      <TableCell />
    </TableRow>
  );
}

/** `approval.withdraw` → `withdraw`; a sub-flow's event is its own action. */
const actionOf = (event: string) => (event.startsWith('approval.') ? event.slice('approval.'.length) : event);

/** Spec §3 Approval history row; `post` false leaves out the approver's post column. */
export function HistoryTableRow({ row, post = true }: { row: HistoryRow; post?: boolean }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <TableRow data-status={row.status}>
      <TableCell>
        {row.nodeName}
        {row.status !== 'approved' && (
          <Chip
            size="small"
            sx={{ ml: 1 }}
            color={row.status === 'rejected' ? 'warning' : row.status === 'open' ? 'info' : 'default'}
            label={t(`wf.task.${row.status}`)}
          />
        )}
        {row.reason && <Chip size="small" variant="outlined" sx={{ ml: 1 }} label={t(`wf.reason.${row.reason}`)} data-testid="history-reason" />}
      </TableCell>
      {post && <TableCell>{row.postName ?? ''}</TableCell>}
      <TableCell>{row.auditUserName}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{displayTimestamp(row.startDate)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{displayTimestamp(row.endDate)}</TableCell>
      <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.approvalOpinion ?? ''}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{durationText(intl, row.auditDate)}</TableCell>
    </TableRow>
  );
}

function StepCard({ label, tasks, none, current }: { label: string; tasks: StepTask[]; none: string; current?: boolean }) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: 1.5, borderColor: current ? 'primary.main' : 'divider', borderWidth: current ? 2 : 1, bgcolor: current ? 'rgba(25,118,210,0.04)' : undefined }}
      data-step={label}
    >
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      {tasks.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {none}
        </Typography>
      ) : (
        tasks.map((task) => (
          <Box key={task.nodeId}>
            <Typography variant="body1" sx={{ fontWeight: 600 }}>
              {task.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {task.users.join(', ')}
            </Typography>
          </Box>
        ))
      )}
    </Paper>
  );
}
