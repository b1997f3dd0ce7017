import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { needsReason, REASON_MAX, SUB_FLOW_EVENTS, WORKFLOW_ACTIONS, type SubFlowEvent } from '../../../shared/approval-actions.ts';
import { noticeActions } from '../../state/notice.slice.ts';
import { useAppDispatch } from '../../app/store.ts';
import { ApprovalDialog } from './approval-dialog.tsx';
import { workflowApi, type ActionAnswer, type ActionBody } from '../../api/workflow.api.ts';

const subFlowApi = workflowApi.injectEndpoints({
  endpoints: (build) => ({
    wfSubFlow: build.mutation<unknown, { module: string; id: number; event: SubFlowEvent; body: ActionBody }>({
      query: ({ module, id, event, body }) => ({ url: `/wf/${module}/${id}/${event}`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { module, id }) => [
        { type: 'WfActions', id: `${module}:${id}` },
        { type: 'WfTodo', id: 'all' },
        { type: 'EngineRecord', id: `${module}:${id}` },
        { type: 'EngineRecord', id: `${module}:list` },
      ],
    }),
  }),
});

/**
 * The sub-flow actions of a signed document (spec §6 change, cancel, devide; seal and archive): the server's answer lists the legal
 * ones, and only for the sub-flows the module offers. A void goes straight into approval, so it asks for the
 * approvers like a submission; starting a change or split opens its draft, and cancelling returns to signed.
 */
export function SubFlowButtons({
  module,
  recordId,
  answer,
  onDone,
  openDraft,
  guarded = (go) => go,
}: {
  module: string;
  recordId: number;
  answer: ActionAnswer;
  onDone: () => void;
  /** Where a started draft (a change, a split…) is edited: its form. Without it, onDone. */
  openDraft?: () => void;
  /** What runs an action once the screen is ready for it (a form saves its edits first). */
  guarded?: (go: () => void) => () => void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const dispatch = useAppDispatch();
  const [send, sending] = subFlowApi.useWfSubFlowMutation();
  const [open, setOpen] = useState<SubFlowEvent | null>(null);
  // A change says why (at most 200 characters, like a withdrawal); the reason shows in flow tracing.
  const [reason, setReason] = useState('');
  const ask = (event: SubFlowEvent) => {
    setReason('');
    setOpen(event);
  };
  const legal = SUB_FLOW_EVENTS.filter((event) => answer.legal.includes(event));
  const confirm = async (event: SubFlowEvent, body: ActionBody) => {
    const result = await send({ module, id: recordId, event, body });
    if ('error' in result) return;
    setOpen(null);
    dispatch(noticeActions.show({ severity: 'success', messageId: WORKFLOW_ACTIONS[event].success }));
    // A start opens a draft to edit (a void goes straight into approval): the user continues in its form.
    if (openDraft && event.endsWith('.start') && event !== 'void.start') openDraft();
    else onDone();
  };
  return (
    <>
      {legal.map((event) => (
        <Button
          key={event}
          size="small"
          variant={event.endsWith('.cancel') ? 'outlined' : 'contained'}
          color={WORKFLOW_ACTIONS[event].color}
          onClick={guarded(() => ask(event))}
          data-action={event}
        >
          {t(`wf.action.${event}`)}
        </Button>
      ))}
      {open === 'void.start' && (
        <ApprovalDialog
          module={module}
          recordId={recordId}
          instanceId={null}
          action="submit"
          subFlow="void.start"
          send={(body) => send({ module, id: recordId, event: 'void.start', body }).unwrap()}
          onCancel={() => setOpen(null)}
          onDone={() => {
            setOpen(null);
            dispatch(noticeActions.show({ severity: 'success', messageId: WORKFLOW_ACTIONS['void.start'].success }));
            onDone();
          }}
        />
      )}
      {open && open !== 'void.start' && (
        <Dialog open onClose={() => setOpen(null)} maxWidth="xs" fullWidth>
          <DialogTitle>{t(`wf.action.${open}`)}</DialogTitle>
          <DialogContent>
            <DialogContentText>{t(`wf.subFlow.confirm.${open}`)}</DialogContentText>
            {needsReason(open) && (
              <TextField
                label={t(`wf.dialog.reason.${open}`)}
                required
                fullWidth
                multiline
                minRows={3}
                autoFocus
                sx={{ mt: 2 }}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
                helperText={`${t('wf.dialog.reasonRequired', { max: REASON_MAX })} · ${reason.length}/${REASON_MAX}`}
                data-testid="sub-flow-reason"
              />
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(null)}>{t('actions.cancel')}</Button>
            <Button
              variant="contained"
              disabled={sending.isLoading || (needsReason(open) && reason.trim().length === 0)}
              onClick={() => void confirm(open, needsReason(open) ? { examRemarks: reason.trim() } : {})}
              data-testid="sub-flow-confirm"
            >
              {t('actions.confirm')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}
