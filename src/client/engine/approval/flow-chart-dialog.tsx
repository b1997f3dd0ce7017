import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { skipToken } from '@reduxjs/toolkit/query';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { useInstanceGraphQuery, useVersionGraphQuery } from '../../api/flow-graph.api.ts';

/** React Flow loads only when a chart opens. */
const Chart = lazy(() => import('./flow-graph-chart.tsx').then((m) => ({ default: m.FlowGraphChart })));
const Legend = lazy(() => import('./flow-graph-chart.tsx').then((m) => ({ default: m.MarkLegend })));

/** A document's process on its flow chart: the current nodes highlighted, passed ones marked. */
export function InstanceChart({ module, recordId, height = 380 }: { module: string; recordId: number; height?: number }) {
  const intl = useIntl();
  const graph = useInstanceGraphQuery({ module, id: recordId }, { refetchOnMountOrArgChange: true });
  if (graph.isError) return <Alert severity="info">{intl.formatMessage({ id: 'wf.trace.none' })}</Alert>;
  if (!graph.data) return <CircularProgress size={24} />;
  return (
    <Suspense fallback={<CircularProgress size={24} />}>
      <Box sx={{ border: '1px solid', borderColor: 'divider', borderRadius: 1 }}>
        <Chart
          graph={graph.data.graph}
          current={graph.data.current}
          passed={graph.data.passed}
          passedEdges={graph.data.passedEdges}
          assignees={graph.data.assignees}
          height={height}
        />
      </Box>
      <Legend />
    </Suspense>
  );
}

/** A flow version drawn as its graph. */
export function VersionChart({ definitionId, height = 460 }: { definitionId: number; height?: number }) {
  const graph = useVersionGraphQuery(definitionId ?? skipToken);
  if (!graph.data) return <CircularProgress size={24} />;
  return (
    <Suspense fallback={<CircularProgress size={24} />}>
      <Box sx={{ border: '1px solid', borderColor: 'divider', borderRadius: 1 }}>
        <Chart graph={graph.data} height={height} />
      </Box>
    </Suspense>
  );
}

/** The flow chart view (issue 5 Screens) of a version or of a document's process. */
export function FlowChartDialog({
  title,
  onClose,
  ...target
}: { title: string; onClose: () => void } & ({ definitionId: number } | { module: string; recordId: number })) {
  const intl = useIntl();
  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: 1100, maxWidth: 'calc(100vw - 32px)' } } }}
      data-testid="flow-chart-dialog"
    >
      <DialogTitle>{title}</DialogTitle>
      <DialogContent dividers>
        {'definitionId' in target ? (
          <VersionChart definitionId={target.definitionId} />
        ) : (
          <InstanceChart module={target.module} recordId={target.recordId} height={460} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{intl.formatMessage({ id: 'actions.close' })}</Button>
      </DialogActions>
    </Dialog>
  );
}
