import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Slider from '@mui/material/Slider';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { LIFECYCLES, statusColour, type Lifecycle, type LifecycleName } from '../../../../machines/index.ts';
import { titleId, type ModuleDescriptor } from '../../../modules/module.types.ts';
import { changedFields } from '../../../modules/record-versions.ts';
import { displayTimestamp } from '../fields/engine-format.ts';
import { FieldValue } from '../fields/field-value.tsx';
import { RecordFields } from '../fields/record-fields.tsx';
import { fieldLabel } from '../module/module-context.ts';
import { useModule } from '../module/module-registry.ts';
import { useReplayQuery, type Replay, type ReplayRow } from '../../api/flow-graph.api.ts';
import { nextTransitions } from './lifecycle-reach.ts';
import { eventText, STATUS_HEX } from './lifecycle-text.ts';

/** React Flow loads only when a replay opens. */
const LifecycleChart = lazy(() => import('./lifecycle-chart.tsx').then((m) => ({ default: m.LifecycleChart })));

/** A status as a chip in its spec §4 colour. */
export function LifecycleStatus({ lifecycle, code }: { lifecycle: Lifecycle; code: number }) {
  const intl = useIntl();
  const id = `status.${lifecycle.name}.${code}`;
  const colour = STATUS_HEX[statusColour(lifecycle, code) ?? 'grey'];
  return (
    <Chip
      size="small"
      variant="outlined"
      sx={{ color: colour, borderColor: colour, height: 22 }}
      data-status={code}
      label={intl.messages[id] !== undefined ? intl.formatMessage({ id }) : String(code)}
    />
  );
}

/**
 * Replay for auditors (issue 5 Screens): the document's history as a timeline; stepping through it (previous/next,
 * slider, or a row) highlights the transition on the lifecycle chart and shows the document as it was after that step
 * and what changed from the step before.
 */
export function ReplayDialog({ module, recordId, onClose }: { module: string; recordId: number; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const replay = useReplayQuery({ module, id: recordId }, { refetchOnMountOrArgChange: true });
  const descriptor = useModule(module);
  const shown = descriptor && replay.data;
  return (
    <Dialog open onClose={onClose} maxWidth={false} slotProps={{ paper: { sx: { width: 1200, maxWidth: 'calc(100vw - 32px)' } } }} data-testid="replay-dialog">
      <DialogTitle>
        {t('wf.replay.title')}
        {shown ? ` · ${t(titleId(descriptor))} ${shown.record.serialNo}` : ''}
      </DialogTitle>
      <DialogContent dividers>
        {(replay.isFetching || descriptor === undefined) && <CircularProgress size={24} />}
        {replay.isError && <Alert severity="error">{t('wf.replay.unavailable')}</Alert>}
        {shown && <ReplayView descriptor={descriptor} replay={shown} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** The replay itself: timeline, step controls, the lifecycle chart, the document at the step and its changes. */
export function ReplayView({ descriptor, replay, initialStep }: { descriptor: ModuleDescriptor; replay: Replay; initialStep?: number }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const rows = replay.rows;
  const [picked, setPicked] = useState<number | null>(initialStep ?? null);
  const active = Math.min(picked ?? rows.length - 1, rows.length - 1);
  const name = (replay.lifecycle ?? descriptor.lifecycle ?? 'generic') as LifecycleName;
  const lifecycle = LIFECYCLES[name] as Lifecycle;
  const steps = useMemo(() => rows.map((row) => ({ from: row.fromStatus, to: row.toStatus, event: row.event })), [rows]);
  // Where the document can go from its status now (its module's transitions out of it), beside the way it came.
  const next = useMemo(() => nextTransitions(lifecycle, descriptor.capabilities, steps), [lifecycle, descriptor, steps]);
  const row = rows[active];
  const previous = active > 0 ? rows[active - 1] : null;
  if (!row) return <Alert severity="info">{t('wf.replay.empty')}</Alert>;
  // The chart takes the dialog's whole width, so its statuses read at full size; the timeline and the document below.
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
        <Button
          size="small"
          variant="outlined"
          startIcon={<ChevronLeftIcon />}
          disabled={active === 0}
          onClick={() => setPicked(active - 1)}
          data-testid="replay-prev"
          sx={{ flexShrink: 0 }}
        >
          {t('wf.replay.previous')}
        </Button>
        <Slider
          size="small"
          min={0}
          max={Math.max(rows.length - 1, 0)}
          step={1}
          marks
          value={active}
          onChange={(_event, value) => setPicked(value as number)}
          valueLabelDisplay="auto"
          valueLabelFormat={(value) => `${value + 1} / ${rows.length}`}
          aria-label={t('wf.replay.step', { n: active + 1, total: rows.length })}
          sx={{ flex: 1, minWidth: 0 }}
        />
        <Button
          size="small"
          variant="outlined"
          endIcon={<ChevronRightIcon />}
          disabled={active >= rows.length - 1}
          onClick={() => setPicked(active + 1)}
          data-testid="replay-next"
          sx={{ flexShrink: 0 }}
        >
          {t('wf.replay.next')}
        </Button>
      </Box>
      <Typography component="div" variant="body2" sx={{ mb: 1, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }} data-testid="replay-step">
        <strong>{t('wf.replay.step', { n: active + 1, total: rows.length })}</strong>
        {eventText(intl, row.event)}
        <LifecycleStatus lifecycle={lifecycle} code={row.fromStatus} />→<LifecycleStatus lifecycle={lifecycle} code={row.toStatus} />
      </Typography>
      <Box sx={{ border: '1px solid', borderColor: 'divider', borderRadius: 1, mb: 2 }}>
        <Suspense fallback={<CircularProgress size={20} />}>
          <LifecycleChart name={name} steps={steps} active={active} next={next} />
        </Suspense>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '300px minmax(0, 1fr)' }, gap: 2 }}>
        <Box>
          <Typography variant="subtitle2" sx={{ mb: 1 }}>
            {t('wf.replay.timeline')}
          </Typography>
          <List
            dense
            disablePadding
            data-testid="replay-timeline"
            sx={{ maxHeight: 520, overflow: 'auto', border: '1px solid', borderColor: 'divider', borderRadius: 1 }}
          >
            {rows.map((item, index) => (
              <TimelineRow key={item.id} row={item} index={index} lifecycle={lifecycle} selected={index === active} onClick={() => setPicked(index)} />
            ))}
          </List>
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle2" sx={{ mb: 1 }}>
            {t('wf.replay.asItWas')}
          </Typography>
          <Snapshot descriptor={descriptor} lifecycle={lifecycle} snapshot={row.snapshot} />
          <Typography variant="subtitle2" sx={{ mt: 2, mb: 1 }}>
            {t('wf.replay.changes')}
          </Typography>
          <Changes descriptor={descriptor} lifecycle={lifecycle} before={previous?.snapshot ?? null} after={row.snapshot} />
        </Box>
      </Box>
    </Box>
  );
}

function TimelineRow({
  row,
  index,
  lifecycle,
  selected,
  onClick,
}: {
  row: ReplayRow;
  index: number;
  lifecycle: Lifecycle;
  selected: boolean;
  onClick: () => void;
}) {
  const intl = useIntl();
  return (
    <ListItemButton selected={selected} onClick={onClick} data-step={index} sx={{ display: 'block', borderBottom: '1px solid', borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {index + 1}. {eventText(intl, row.event)}
        </Typography>
        {row.nodeName && (
          <Typography variant="caption" color="text.secondary">
            {row.nodeName}
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center', my: 0.5 }}>
        <LifecycleStatus lifecycle={lifecycle} code={row.fromStatus} />
        <span>→</span>
        <LifecycleStatus lifecycle={lifecycle} code={row.toStatus} />
      </Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {row.onBehalfOfName ? intl.formatMessage({ id: 'wf.replay.onBehalf' }, { actor: row.actorName, principal: row.onBehalfOfName }) : row.actorName} ·{' '}
        {displayTimestamp(row.at)}
      </Typography>
      {row.opinion && (
        <Typography variant="caption" component="div" sx={{ overflowWrap: 'anywhere' }}>
          “{row.opinion}”
        </Typography>
      )}
    </ListItemButton>
  );
}

function ValueOf({ descriptor, lifecycle, field, value }: { descriptor: ModuleDescriptor; lifecycle: Lifecycle; field: string; value: unknown }) {
  if (field === 'status' && typeof value === 'number') return <LifecycleStatus lifecycle={lifecycle} code={value} />;
  const def = descriptor.fields.find((item) => item.key === field);
  if (def) return <FieldValue descriptor={descriptor} field={def} value={value} />;
  return <>{value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value)}</>;
}

/** The document as the history row recorded it, laid out as its view page lays it out. */
export function Snapshot({ descriptor, lifecycle, snapshot }: { descriptor: ModuleDescriptor; lifecycle: Lifecycle; snapshot: Record<string, unknown> }) {
  const intl = useIntl();
  const meta: [string, ReactNode][] = [
    [fieldLabel(intl, descriptor, 'serialNo'), String(snapshot.serialNo ?? '')],
    [fieldLabel(intl, descriptor, 'status'), typeof snapshot.status === 'number' ? <LifecycleStatus lifecycle={lifecycle} code={snapshot.status} /> : ''],
  ];
  const fields = descriptor.fields.filter((field) => field.key in snapshot);
  return (
    <Box data-testid="replay-snapshot">
      <RecordFields descriptor={descriptor} meta={meta} fields={fields} values={snapshot} caption={(key) => fieldLabel(intl, descriptor, key)} />
    </Box>
  );
}

/** Field-by-field difference from the previous step (the first step against nothing). */
export function Changes({
  descriptor,
  lifecycle,
  before,
  after,
}: {
  descriptor: ModuleDescriptor;
  lifecycle: Lifecycle;
  before: Record<string, unknown> | null;
  after: Record<string, unknown>;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const keys = changedFields(descriptor, before, after);
  if (keys.length === 0) return <Alert severity="info">{t('wf.replay.noChange')}</Alert>;
  return (
    <Table size="small" data-testid="replay-diff" sx={{ '& th': { bgcolor: '#fafafa', fontWeight: 600 } }}>
      <TableHead>
        <TableRow>
          <TableCell>{t('wf.replay.field')}</TableCell>
          <TableCell>{t('wf.replay.before')}</TableCell>
          <TableCell>{t('wf.replay.after')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {keys.map((key) => (
          <TableRow key={key} data-field={key}>
            <TableCell>{fieldLabel(intl, descriptor, key)}</TableCell>
            <TableCell sx={{ color: 'error.main', textDecoration: before ? 'line-through' : undefined, overflowWrap: 'anywhere' }}>
              {before ? <ValueOf descriptor={descriptor} lifecycle={lifecycle} field={key} value={before[key]} /> : ''}
            </TableCell>
            <TableCell sx={{ color: 'success.main', overflowWrap: 'anywhere' }}>
              <ValueOf descriptor={descriptor} lifecycle={lifecycle} field={key} value={after[key]} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
