import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { fromPromise } from 'xstate';
import { OPINION_ATTACHMENTS } from '../../../modules/common-fields.ts';
import { needsReason, REASON_MAX, type ApprovalAction, type SubFlowEvent } from '../../../shared/approval-actions.ts';
import type { FileRef } from '../../../shared/rules/field.types.ts';
import { RecordPicker } from '../fields/record-picker.tsx';
import { UploadField } from '../fields/upload-field.tsx';
import { useAuditUsersQuery, useHisTaskQuery, useRejectTargetsQuery, type ActionBody, type AuditUser } from '../../api/workflow.api.ts';
import { approvalDialogMachine } from './approval-dialog.machine.ts';
import { PhraseMenu, withPhrase } from './opinion-phrases.tsx';

const OPINION_MAX = 1000;

type Props = {
  module: string;
  recordId: number;
  instanceId: number | null;
  action: ApprovalAction;
  /** A sub-flow this submission starts (a void, which goes straight into approval): its title and its reason. */
  subFlow?: SubFlowEvent;
  /** The call: resolves when the server did it, rejects with its refusal (`{ status, msg }`). */
  send: (body: ActionBody) => Promise<unknown>;
  onCancel: () => void;
  /** After the server did it. */
  onDone: () => void;
};

const TITLE_ID: Record<ApprovalAction, string> = {
  submit: 'wf.dialog.submitTitle',
  resubmit: 'wf.dialog.submitTitle',
  approve: 'wf.dialog.approveTitle',
  reject: 'wf.dialog.rejectTitle',
  withdraw: 'wf.dialog.withdrawTitle',
  terminate: 'wf.dialog.terminateTitle',
  transfer: 'wf.dialog.transferTitle',
  addApprover: 'wf.dialog.addApproverTitle',
  cc: 'wf.dialog.ccTitle',
};

/** Actions that name people: whom the task goes to, who is added, who is copied. */
const PICKS: Partial<Record<ApprovalAction, { label: string; multiple: boolean }>> = {
  transfer: { label: 'wf.dialog.transferTo', multiple: false },
  addApprover: { label: 'wf.dialog.addUsers', multiple: true },
  cc: { label: 'wf.dialog.ccUsers', multiple: true },
};

/** Actions whose opinion may carry files: those of an approver holding an open task (the upload checks it). */
const WITH_FILES: readonly ApprovalAction[] = ['approve', 'reject'];

/**
 * The approver dialog (spec §3 Approval submission): who the next step goes to (chosen when the flow leaves it
 * open), an opinion (common phrases, files) and the urgent switch; a rejection may go back to an earlier step; a
 * withdrawal asks a reason. Its conversation with the server is `approvalDialogMachine`: a refusal is shown in the
 * dialog with everything typed kept; when the next step is the approver's to choose (1003), it asks whom.
 */
export function ApprovalDialog({ module, recordId, instanceId, action, subFlow, send, onCancel, onDone }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const submitting = action === 'submit' || action === 'resubmit';
  const audit = useAuditUsersQuery(submitting ? { module, dataId: recordId } : skipToken, { refetchOnMountOrArgChange: true });
  const next = useHisTaskQuery(action === 'approve' && instanceId ? instanceId : skipToken, { refetchOnMountOrArgChange: true });
  const targets = useRejectTargetsQuery(action === 'reject' && instanceId ? instanceId : skipToken, { refetchOnMountOrArgChange: true });
  const [chosen, setChosen] = useState<AuditUser[]>([]);
  const [opinion, setOpinion] = useState('');
  const [urgent, setUrgent] = useState(false);
  const [rejectTo, setRejectTo] = useState('');
  const [people, setPeople] = useState<number[]>([]);
  const [position, setPosition] = useState<'before' | 'after'>('after');
  const [nextApprovers, setNextApprovers] = useState<number[]>([]);
  const [files, setFiles] = useState<FileRef[]>([]);
  const call = useRef(send);
  call.current = send;
  const [machine] = useState(() => approvalDialogMachine.provide({ actors: { send: fromPromise(({ input }: { input: ActionBody }) => call.current(input)) } }));
  const [state, post] = useMachine(machine, { input: { chooseNext: false } });
  const busy = state.matches('sending');
  const choosingNext = state.context.chooseNext;
  const finished = state.status === 'done';
  const reported = useRef(false);
  // The server knows before the first send whether this approval must choose the next step's approvers.
  const mustChoose = action === 'approve' && next.data?.chooseNext === true;
  useEffect(() => {
    if (mustChoose) post({ type: 'CHOOSE_NEXT' });
  }, [mustChoose, post]);
  useEffect(() => {
    if (!finished || reported.current) return;
    reported.current = true;
    onDone();
  }, [finished, onDone]);
  /** Any change clears a refusal shown; what was typed stays. */
  const edit =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      post({ type: 'EDIT' });
    };
  const picks = PICKS[action];
  const withdrawing = action === 'withdraw' || action === 'terminate';
  // A withdrawal and a void say why (spec §5: at most 200 characters); the server refuses them without.
  const asksReason = needsReason(subFlow ?? action);
  const max = withdrawing || asksReason ? REASON_MAX : OPINION_MAX;
  const reasonLabel = subFlow && asksReason ? `wf.dialog.reason.${subFlow}` : withdrawing ? 'wf.dialog.reason' : 'wf.dialog.opinion';
  const needsChoice = submitting && audit.data?.needsChoice === true;
  const loading = (submitting && audit.isFetching) || (action === 'approve' && next.isFetching);
  const invalid =
    opinion.length > max ||
    (asksReason && opinion.trim().length === 0) ||
    (needsChoice && chosen.length === 0) ||
    (picks !== undefined && people.length === 0) ||
    (choosingNext && !needsChoice && nextApprovers.length === 0) ||
    loading;

  const confirm = () => {
    const body: ActionBody = { examRemarks: opinion.trim() || undefined };
    if (submitting || action === 'approve') body.urgent = urgent;
    if (needsChoice) body.users = chosen.map((user) => user.id);
    else if (choosingNext) body.users = nextApprovers;
    if (action === 'reject' && rejectTo) body.rejectTo = rejectTo;
    if (picks) body.users = people;
    if (action === 'addApprover') body.position = position;
    if (files.length > 0) body.files = files.map((file) => file.id);
    post({ type: 'SEND', body });
  };

  const candidates = action === 'approve' ? (next.data?.candidates ?? []) : [];
  const chosenSteps = (next.data?.topTask ?? []).filter((task) => task.chosen).map((task) => task.name);
  const nextSteps = submitting ? (audit.data?.steps ?? []) : (next.data?.topTask ?? []).map((task) => task.name);
  const nextUsers = submitting ? (audit.data?.candidates ?? []).map((user) => user.name) : (next.data?.topTask ?? []).flatMap((task) => task.users);

  return (
    <Dialog open onClose={busy ? undefined : onCancel} fullWidth maxWidth="sm" data-testid="approval-dialog">
      <DialogTitle>{t(subFlow ? `wf.action.${subFlow}` : TITLE_ID[action])}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
        {loading && <CircularProgress size={24} sx={{ alignSelf: 'center' }} />}
        {state.context.refusal && (
          <Alert severity={choosingNext && !state.matches('refused') ? 'info' : 'error'} data-testid="approval-refusal">
            {state.context.refusal}
          </Alert>
        )}
        {choosingNext && !needsChoice && !state.context.refusal && chosenSteps.length > 0 && (
          <Alert severity="info" data-testid="choose-next-hint">
            {t('workflow.process.chosenMissing', { node: chosenSteps.join(intl.locale === 'zh' ? '、' : ', ') })}
          </Alert>
        )}
        {choosingNext && !needsChoice && (
          <Box data-testid="next-approver-picker">
            {candidates.length > 0 ? (
              <Autocomplete
                multiple
                options={candidates}
                value={candidates.filter((user) => nextApprovers.includes(user.id))}
                onChange={(_event, value) => edit(setNextApprovers)(value.map((user) => user.id))}
                getOptionLabel={(user) => `${user.name} (${user.loginName})`}
                isOptionEqualToValue={(a, b) => a.id === b.id}
                renderInput={(params) => <TextField {...params} required label={t('wf.dialog.chooseNextApprovers')} />}
              />
            ) : (
              <RecordPicker
                target="user"
                multiple
                required
                label={t('wf.dialog.chooseNextApprovers')}
                value={nextApprovers}
                onChange={(value) => edit(setNextApprovers)(value === null ? [] : Array.isArray(value) ? value : [value])}
              />
            )}
          </Box>
        )}
        {(submitting || action === 'approve') && !loading && (
          <>
            {submitting && audit.data?.refusal && !needsChoice && <Alert severity="warning">{audit.data.refusal}</Alert>}
            {needsChoice ? (
              <Autocomplete
                multiple
                options={audit.data?.candidates ?? []}
                value={chosen}
                onChange={(_event, value) => edit(setChosen)(value)}
                getOptionLabel={(user) => `${user.name} (${user.loginName})`}
                isOptionEqualToValue={(a, b) => a.id === b.id}
                renderInput={(params) => <TextField {...params} required label={t('wf.dialog.chooseApprovers')} />}
              />
            ) : (
              nextSteps.length > 0 &&
              !choosingNext && (
                <Box>
                  <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                    {t('wf.dialog.nextStep', { steps: nextSteps.join(intl.locale === 'zh' ? '、' : ', ') })}
                  </Typography>
                  <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }} aria-label={t('wf.dialog.approvers')}>
                    {nextUsers.map((name) => (
                      <Chip key={name} size="small" label={name} />
                    ))}
                  </Box>
                </Box>
              )
            )}
          </>
        )}
        {picks && (
          <Box data-testid="people-picker">
            <RecordPicker
              target="user"
              multiple={picks.multiple}
              required
              label={t(picks.label)}
              value={picks.multiple ? people : (people[0] ?? null)}
              onChange={(value) => edit(setPeople)(value === null ? [] : Array.isArray(value) ? value : [value])}
            />
          </Box>
        )}
        {action === 'addApprover' && (
          <TextField select label={t('wf.dialog.position')} value={position} onChange={(event) => setPosition(event.target.value as 'before' | 'after')}>
            <MenuItem value="before">{t('wf.dialog.positionBefore')}</MenuItem>
            <MenuItem value="after">{t('wf.dialog.positionAfter')}</MenuItem>
          </TextField>
        )}
        {action === 'reject' && (targets.data?.length ?? 0) > 0 && (
          <TextField select label={t('wf.dialog.rejectTo')} value={rejectTo} onChange={(event) => edit(setRejectTo)(event.target.value)}>
            <MenuItem value="">{t('wf.dialog.rejectToApplicant')}</MenuItem>
            {(targets.data ?? []).map((target) => (
              <MenuItem key={target.nodeId} value={target.nodeId}>
                {target.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField
          label={t(reasonLabel)}
          required={asksReason}
          value={opinion}
          onChange={(event) => edit(setOpinion)(event.target.value)}
          multiline
          minRows={3}
          autoFocus
          slotProps={{ htmlInput: { maxLength: max } }}
          error={opinion.length > max}
          helperText={
            asksReason
              ? `${t('wf.dialog.reasonRequired', { max })} · ${t('wf.dialog.reasonCount', { count: opinion.length, max })}`
              : t('wf.dialog.reasonCount', { count: opinion.length, max })
          }
          data-testid="opinion-field"
        />
        {!withdrawing && !asksReason && (
          <Box sx={{ mt: -1 }}>
            <PhraseMenu opinion={opinion} onPick={(phrase) => edit(setOpinion)(withPhrase(opinion, phrase).slice(0, max))} />
          </Box>
        )}
        {WITH_FILES.includes(action) && (
          <Box data-testid="opinion-files">
            <UploadField module={module} record={recordId} field={OPINION_ATTACHMENTS} value={files} onChange={setFiles} label={t('wf.dialog.files')} />
          </Box>
        )}
        {(submitting || action === 'approve') && (
          <FormControlLabel control={<Switch checked={urgent} onChange={(event) => setUrgent(event.target.checked)} />} label={t('wf.dialog.urgent')} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {t('wf.dialog.cancel')}
        </Button>
        <Button
          variant="contained"
          color={action === 'reject' || withdrawing ? 'warning' : 'primary'}
          disabled={busy || invalid}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
          onClick={confirm}
        >
          {t('wf.dialog.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
