import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { lazy, Suspense, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { usePickableUsersQuery, type UserSummary } from '../api/engine.api.ts';
import { noticeActions } from '../state/notice.slice.ts';
import { useAppDispatch } from '../app/store.ts';
import { PageCard } from '../app/page-card.tsx';
import type { DesignerHandle } from './bpmn-designer.tsx';
import { FlowChartDialog } from '../engine/approval/flow-chart-dialog.tsx';
import { FlowSimulation } from './flow-simulation.tsx';
import {
  useCreateDraftMutation,
  useDeactivateFlowMutation,
  useFlowDefinitionQuery,
  useFlowVersionsQuery,
  usePublishFlowMutation,
  useSaveDraftMutation,
  useSimulateFlowMutation,
  useVerifyFlowMutation,
  type FlowStatus,
  type FlowVersion,
  type Simulation,
  type Verification,
} from './process.api.ts';

/** bpmn-js is large: it loads only when this page opens. */
const BpmnDesigner = lazy(() => import('./bpmn-designer.tsx').then((m) => ({ default: m.BpmnDesigner })));

const STATUS_COLOR: Record<FlowStatus, 'default' | 'success' | 'warning'> = { draft: 'warning', published: 'success', deactivated: 'default' };

/**
 * A flow's name in the reader's language (the server words each version's process name so): its published version's,
 * else its newest's; a flow whose process has no name, by its key.
 */
export function flowName(list: readonly FlowVersion[]): string {
  const named = list.find((version) => version.status === 'published') ?? list[0];
  return named?.name || named?.flowKey || '';
}

/** Flow versions grouped by flow key, each group newest first. */
export function byFlowKey(versions: readonly FlowVersion[]): [string, FlowVersion[]][] {
  const groups = new Map<string, FlowVersion[]>();
  for (const version of versions) groups.set(version.flowKey, [...(groups.get(version.flowKey) ?? []), version]);
  return [...groups.entries()].map(([key, list]) => [key, [...list].sort((a, b) => b.version - a.version)]);
}

/** Process management (issue 5 Screens): versions per flow, the designer, verify, simulate, publish. */
export function ProcessPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const dispatch = useAppDispatch();
  const versions = useFlowVersionsQuery();
  const groups = byFlowKey(versions.data ?? []);
  const flowTitle = (key: string) => flowName(groups.find(([flowKey]) => flowKey === key)?.[1] ?? []) || key;
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const current = selectedId ?? versions.data?.find((version) => version.status === 'published')?.id ?? versions.data?.[0]?.id ?? null;
  const definition = useFlowDefinitionQuery(current ?? skipToken, { refetchOnMountOrArgChange: true });
  const designer = useRef<DesignerHandle | null>(null);
  const [verification, setVerification] = useState<Verification | null>(null);
  const [simulation, setSimulation] = useState<Simulation | null>(null);
  const [amount, setAmount] = useState('3000');
  const [applicant, setApplicant] = useState<UserSummary | null>(null);
  const users = usePickableUsersQuery({ limit: 100 });
  const [createDraft, creating] = useCreateDraftMutation();
  const [saveDraft, saving] = useSaveDraftMutation();
  const [verify, verifying] = useVerifyFlowMutation();
  const [simulate, simulating] = useSimulateFlowMutation();
  const [publish, publishing] = usePublishFlowMutation();
  const [deactivate, deactivating] = useDeactivateFlowMutation();
  const [charting, setCharting] = useState(false);
  const [confirmingPublish, setConfirmingPublish] = useState(false);
  const busy = creating.isLoading || saving.isLoading || verifying.isLoading || simulating.isLoading || publishing.isLoading || deactivating.isLoading;
  // Only the chosen version: while it loads nothing acts on the one shown before it (a draft made from a stale diagram).
  const row = definition.currentData;
  const isDraft = row?.status === 'draft';

  const choose = (id: number) => {
    setSelectedId(id);
    setVerification(null);
    setSimulation(null);
  };
  const ok = (messageId: string) => dispatch(noticeActions.show({ severity: 'success', messageId }));
  /** A draft is saved before it is verified, simulated or published, so the server judges what is drawn. */
  const saveIfDraft = async () => {
    if (!row || !isDraft || !designer.current) return true;
    return !('error' in (await saveDraft({ id: row.id, xml: await designer.current.xml() })));
  };
  const onNewDraft = async () => {
    if (!row || !designer.current) return;
    const result = await createDraft({ flowKey: row.flowKey, xml: await designer.current.xml() });
    if ('data' in result && result.data) {
      ok('messages.created');
      choose(result.data.id);
    }
  };
  const onSave = async () => {
    if (await saveIfDraft()) ok('messages.saved');
  };
  const onVerify = async () => {
    if (!row || !(await saveIfDraft())) return;
    const result = await verify(row.id);
    if ('data' in result && result.data) setVerification(result.data);
  };
  const onSimulate = async () => {
    if (!row || !applicant || !(await saveIfDraft())) return;
    const result = await simulate({ id: row.id, doc: { amount: Number(amount) || 0 }, applicantId: applicant.userId ?? applicant.id });
    if ('data' in result && result.data) setSimulation(result.data);
  };
  const onPublish = async () => {
    setConfirmingPublish(false);
    if (!row || !(await saveIfDraft())) return;
    if (!('error' in (await publish(row.id)))) {
      ok('messages.success');
      setVerification(null);
      void definition.refetch();
    }
  };
  const onDeactivate = async () => {
    if (!row) return;
    if (!('error' in (await deactivate(row.id)))) {
      ok('messages.success');
      void definition.refetch();
    }
  };

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 3 }}>
        <PageCard title={t('wf.process.versions')}>
          {versions.isLoading && <CircularProgress size={24} />}
          <List dense disablePadding data-testid="flow-versions">
            {groups.map(([key, list]) => (
              <li key={key}>
                <ul style={{ padding: 0 }}>
                  {/* The flow by its name; its key, what sub-processes call it by, on hover. */}
                  <ListSubheader sx={{ lineHeight: 1.5, py: 0.75, px: 1 }} data-flow-key={key} title={key}>
                    {flowName(list)}
                  </ListSubheader>
                  {list.map((version) => (
                    <ListItemButton
                      key={version.id}
                      selected={version.id === current}
                      onClick={() => choose(version.id)}
                      data-version={`${key}:${version.version}`}
                    >
                      {/* A version renamed from the flow's name says its own. */}
                      <ListItemText
                        primary={t('wf.process.version', { version: version.version })}
                        secondary={version.name && version.name !== flowName(list) ? version.name : undefined}
                      />
                      <Chip size="small" color={STATUS_COLOR[version.status]} label={t(`wf.process.status.${version.status}`)} />
                    </ListItemButton>
                  ))}
                </ul>
              </li>
            ))}
          </List>
        </PageCard>
      </Grid>
      <Grid size={{ xs: 12, md: 9 }}>
        <PageCard
          title={row ? `${flowTitle(row.flowKey)} · ${t('wf.process.version', { version: row.version })}` : t('wf.process.title')}
          actions={
            row && (
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                <Button size="small" variant="outlined" disabled={busy} onClick={() => void onNewDraft()}>
                  {t('wf.process.newDraft')}
                </Button>
                {isDraft && (
                  <Button size="small" variant="outlined" disabled={busy} onClick={() => void onSave()}>
                    {t('actions.save')}
                  </Button>
                )}
                <Button size="small" variant="outlined" disabled={busy} onClick={() => void onVerify()}>
                  {t('wf.process.verify')}
                </Button>
                <Button size="small" variant="outlined" onClick={() => setCharting(true)} data-testid="version-chart">
                  {t('wf.chart.open')}
                </Button>
                {isDraft && (
                  <Button size="small" variant="contained" disabled={busy} onClick={() => setConfirmingPublish(true)}>
                    {t('wf.process.publish')}
                  </Button>
                )}
                {row.status === 'published' && (
                  <Button size="small" color="warning" variant="outlined" disabled={busy} onClick={() => void onDeactivate()}>
                    {t('wf.process.deactivate')}
                  </Button>
                )}
              </Box>
            )
          }
        >
          {!row && definition.isFetching && <CircularProgress size={24} />}
          {row && confirmingPublish && (
            <PublishDialog
              version={row.version}
              current={versions.data?.find((version) => version.flowKey === row.flowKey && version.status === 'published')?.version ?? null}
              onPublish={() => void onPublish()}
              onClose={() => setConfirmingPublish(false)}
            />
          )}
          {row && charting && (
            <FlowChartDialog
              definitionId={row.id}
              title={`${t('wf.chart.title')} · ${flowTitle(row.flowKey)} · ${t('wf.process.version', { version: row.version })}`}
              onClose={() => setCharting(false)}
            />
          )}
          {row && (
            <Suspense fallback={<CircularProgress size={24} />}>
              <BpmnDesigner
                xml={row.xml}
                versionId={row.id}
                readOnly={!isDraft}
                flowKey={row.flowKey}
                handle={designer}
                problems={verification?.problems ?? []}
              />
            </Suspense>
          )}
          {!isDraft && row && (
            <Typography variant="caption" color="text.secondary">
              {t('wf.process.readOnlyHint')}
            </Typography>
          )}
          {verification && (
            <Box sx={{ mt: 2 }} data-testid="verify-result">
              {verification.ok && <Alert severity="success">{t('wf.process.verified')}</Alert>}
              {verification.problems.map((problem, index) => (
                <Alert
                  key={index}
                  severity={problem.severity === 'error' ? 'error' : 'warning'}
                  sx={{ mb: 0.5, cursor: problem.nodeId ? 'pointer' : undefined }}
                  onClick={() => problem.nodeId && designer.current?.select(problem.nodeId)}
                  data-node={problem.nodeId ?? ''}
                >
                  {problem.nodeName || problem.nodeId ? <strong>{`${problem.nodeName ?? problem.nodeId}: `}</strong> : null}
                  {problem.message}
                </Alert>
              ))}
            </Box>
          )}
          {row && (
            <Box sx={{ mt: 2, display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}>
              <TextField
                size="small"
                type="number"
                label={t('wf.process.amount')}
                value={amount}
                onChange={(event) => setAmount(event.target.value)}
                sx={{ width: 140 }}
              />
              <Autocomplete
                size="small"
                sx={{ width: 240 }}
                options={users.data?.list ?? []}
                value={applicant}
                onChange={(_event, value) => setApplicant(value)}
                getOptionLabel={(user) => `${user.name} (${user.loginName})`}
                isOptionEqualToValue={(a, b) => a.id === b.id}
                renderInput={(params) => <TextField {...params} label={t('wf.process.applicant')} />}
              />
              <Button variant="outlined" disabled={busy || !applicant} onClick={() => void onSimulate()}>
                {t('wf.process.simulate')}
              </Button>
            </Box>
          )}
          {simulation && <FlowSimulation simulation={simulation} />}
        </PageCard>
      </Grid>
    </Grid>
  );
}

/**
 * Publishing asks first, saying what it changes (flow-definition.routes.ts publish): new submissions, resubmissions
 * after a rejection or withdrawal among them, start on this version; the version published now is deactivated and
 * takes no new documents, while the documents already in approval on it finish on it; a published version is fixed.
 */
function PublishDialog({ version, current, onPublish, onClose }: { version: number; current: number | null; onPublish: () => void; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <Dialog open onClose={onClose} maxWidth="sm" data-testid="publish-confirm">
      <DialogTitle>{t('wf.process.publishTitle', { version })}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Typography variant="body2">{t('wf.process.publishNew', { version })}</Typography>
        {current !== null && (
          <Typography variant="body2" data-testid="publish-retires">
            {t('wf.process.publishRetires', { current })}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {t('wf.process.publishFinal')}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.cancel')}</Button>
        <Button variant="contained" onClick={onPublish} data-testid="publish-confirm-ok">
          {t('wf.process.publish')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
