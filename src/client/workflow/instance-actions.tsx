import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { RunningInstance } from '../api/flow-graph.api.ts';
import { useJumpTargetsQuery, type JumpTarget } from '../api/workflow.api.ts';
import { ChoiceField } from './choice-field.tsx';
import { useInstanceAdjust } from './use-instance-adjust.ts';

export const panelSx = { p: 1.5, border: '1px solid', borderColor: 'divider', borderRadius: 1 } as const;
const REASON_MAX = 1000;

/** A confirmation with the action's words: cancel, or go on. */
function Confirm({ text, action, onCancel, onConfirm, testId }: { text: string; action: string; onCancel: () => void; onConfirm: () => void; testId: string }) {
  const intl = useIntl();
  return (
    <Dialog open onClose={onCancel} data-testid={testId}>
      <DialogContent>{text}</DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{intl.formatMessage({ id: 'actions.cancel' })}</Button>
        <Button color="error" variant="contained" onClick={onConfirm} data-testid={`${testId}-ok`}>
          {action}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * A panel's action: a button that asks first, in the action's words, and acts once confirmed. The question shows
 * while `question` is known (the chosen step or person still exists).
 */
function ConfirmedAction({
  label,
  color,
  disabled,
  question,
  onConfirm,
  testId,
}: {
  label: string;
  color: 'warning' | 'error';
  disabled: boolean;
  question: string | undefined;
  onConfirm: () => void;
  testId: string;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Box>
        <Button variant="outlined" color={color} disabled={disabled} onClick={() => setConfirming(true)} data-testid={`${testId}-submit`}>
          {label}
        </Button>
      </Box>
      {confirming && question !== undefined && (
        <Confirm
          text={question}
          action={label}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            onConfirm();
          }}
          testId={`${testId}-confirm`}
        />
      )}
    </>
  );
}

/**
 * Takes an undecided person out of a countersign or vote (POST /wf/:module/:id/removeApprover with their to-do row):
 * offered for the steps where several people are still to decide; what the step needs is counted again.
 */
export function RemoveApproverPanel({ instance, onDone }: { instance: RunningInstance; onDone: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { act, busy } = useInstanceAdjust(instance, onDone);
  const shared = instance.openTasks.filter((task) => instance.openTasks.filter((other) => other.nodeId === task.nodeId).length > 1);
  const [taskId, setTaskId] = useState<number | ''>(shared[0]?.id ?? '');
  const task = shared.find((open) => open.id === taskId);
  const remove = async () => {
    if (task) await act('removeApprover', { taskId: task.id });
  };
  return (
    <Box sx={panelSx} data-testid="remove-approver-panel">
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {t('wf.instances.removeApprover')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('wf.instances.removeHint')}
      </Typography>
      {shared.length === 0 ? (
        <Alert severity="info">{t('wf.instances.noCountersign')}</Alert>
      ) : (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          <ChoiceField
            label={t('wf.instances.task')}
            value={taskId}
            choices={shared.map((open) => ({ value: open.id, label: `${open.nodeName} · ${open.assigneeName}` }))}
            onChange={(id) => setTaskId(Number(id))}
            testId="remove-approver-task"
          />
          <ConfirmedAction
            label={t('wf.instances.removeApprover')}
            color="warning"
            disabled={!task || busy}
            question={task && t('wf.instances.removeConfirm', { name: task.assigneeName, step: task.nodeName })}
            onConfirm={() => void remove()}
            testId="remove-approver"
          />
        </Box>
      )}
    </Box>
  );
}

/** The administrator moves the process to another step or its end (POST /wf/:module/:id/jump), giving a reason. */
export function JumpPanel({ instance, onDone }: { instance: RunningInstance; onDone: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const targets = useJumpTargetsQuery(instance.openTasks.length > 0 ? { module: instance.module, id: instance.recordId } : skipToken);
  const { act, busy } = useInstanceAdjust(instance, onDone);
  const [nodeId, setNodeId] = useState('');
  const [reason, setReason] = useState('');
  const nameOf = (target: JumpTarget) => (target.kind === 'endEvent' ? t('wf.instances.jumpEnd') : target.name);
  const target = targets.data?.find((candidate) => candidate.nodeId === nodeId);
  const jump = () => act('jump', { nodeId, examRemarks: reason.trim() });
  return (
    <Box sx={panelSx} data-testid="jump-panel">
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {t('wf.instances.jump')}
      </Typography>
      {targets.data && targets.data.length === 0 ? (
        <Alert severity="info">{t('wf.instances.noJumpTarget')}</Alert>
      ) : (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          <ChoiceField
            label={t('wf.instances.jumpTarget')}
            value={nodeId}
            choices={(targets.data ?? []).map((candidate) => ({ value: candidate.nodeId, label: nameOf(candidate) }))}
            onChange={setNodeId}
            testId="jump-target"
          />
          <TextField
            size="small"
            multiline
            minRows={2}
            required
            label={t('wf.instances.jumpReason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            slotProps={{ htmlInput: { maxLength: REASON_MAX, 'data-testid': 'jump-reason' } }}
          />
          <ConfirmedAction
            label={t('wf.instances.jump')}
            color="error"
            disabled={!target || !reason.trim() || busy}
            question={target && t('wf.instances.jumpConfirm', { serialNo: instance.serialNo, target: nameOf(target) })}
            onConfirm={() => void jump()}
            testId="jump"
          />
        </Box>
      )}
    </Box>
  );
}
