import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { fieldLabelId, type ModuleDescriptor, type RecordingDef } from '../../../modules/module.types.ts';
import type { ScalarField } from '../../../shared/rules/field.types.ts';
import { isEmpty } from '../../../shared/rules/rules.ts';
import { validateRecord } from '../../../shared/rules/validate-record.ts';
import { useAppDispatch } from '../../app/store.ts';
import { noticeActions } from '../../state/notice.slice.ts';
import { FieldControl } from '../fields/field-control.tsx';
import { workflowApi, type ActionAnswer } from '../../api/workflow.api.ts';
import { valuesIn } from '../../../shared/money-format.ts';
import type { Locale } from '../../../shared/i18n/languages.ts';

const recordingApi = workflowApi.injectEndpoints({
  endpoints: (build) => ({
    wfRecord: build.mutation<unknown, { module: string; id: number; event: string; data: Record<string, unknown> }>({
      query: ({ module, id, event, data }) => ({ url: `/wf/${module}/${id}/record/${event}`, method: 'POST', body: { data } }),
      invalidatesTags: (_result, _error, { module, id }) => [
        { type: 'WfActions', id: `${module}:${id}` },
        { type: 'EngineRecord', id: `${module}:${id}` },
        { type: 'EngineRecord', id: `${module}:list` },
      ],
    }),
  }),
});

/**
 * The events recorded on an approved document (descriptor `recordings`: a borrowing's return), offered where the
 * server's answer lists them as legal for this user: a dialog asks for the fields the event fills, checked by the
 * same rules as on the server, and the server's refusal is shown as it says it. Once recorded, the reader stays on the
 * document, which shows what was recorded.
 */
export function RecordingButtons({
  descriptor,
  recordId,
  answer,
}: {
  descriptor: ModuleDescriptor;
  recordId: number;
  answer: ActionAnswer;
}) {
  const intl = useIntl();
  const [open, setOpen] = useState<RecordingDef | null>(null);
  const legal = (descriptor.capabilities.recordings ?? []).filter((recording) => answer.legal.includes(recording.event));
  return (
    <>
      {legal.map((recording) => (
        <Button key={recording.event} size="small" variant="contained" color="primary" onClick={() => setOpen(recording)} data-action={recording.event}>
          {intl.formatMessage({ id: `workflow.action.${recording.event}` })}
        </Button>
      ))}
      {open && (
        <RecordingDialog
          descriptor={descriptor}
          recordId={recordId}
          recording={open}
          onCancel={() => setOpen(null)}
          onDone={() => setOpen(null)}
        />
      )}
    </>
  );
}

function RecordingDialog({
  descriptor,
  recordId,
  recording,
  onCancel,
  onDone,
}: {
  descriptor: ModuleDescriptor;
  recordId: number;
  recording: RecordingDef;
  onCancel: () => void;
  onDone: () => void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const dispatch = useAppDispatch();
  const [send, sending] = recordingApi.useWfRecordMutation();
  const fields = descriptor.fields.filter((field): field is ScalarField => recording.fields.includes(field.key) && field.type !== 'subTable');
  const [values, setValues] = useState<Record<string, unknown>>({});
  const [tried, setTried] = useState(false);
  // Each field the event fills is required, whatever its own rules say, but those it names optional (as on the server).
  const missing = fields
    .filter((field) => isEmpty(values[field.key]) && !recording.optional?.includes(field.key))
    .map((field) => ({ field: field.key, messageId: 'rules.required', values: {} }));
  const errors = [...missing, ...validateRecord({ fields }, values, { required: true, dictionariesOnServer: true })];
  const errorOf = (key: string) => {
    const error = tried ? errors.find((candidate) => candidate.field === key) : undefined;
    return error ? t(error.messageId, valuesIn(intl.locale as Locale, error.values)) : undefined;
  };
  const confirm = async () => {
    setTried(true);
    if (errors.length) return;
    const result = await send({ module: descriptor.key, id: recordId, event: recording.event, data: values });
    if ('error' in result) return;
    dispatch(noticeActions.show({ severity: 'success', messageId: 'messages.success' }));
    onDone();
  };
  return (
    <Dialog open onClose={onCancel} maxWidth="xs" fullWidth data-testid="recording-dialog">
      <DialogTitle>{t(`workflow.action.${recording.event}`)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {fields.map((field) => (
            <Box key={field.key} data-field={field.key}>
              <FieldControl
                descriptor={descriptor}
                field={field}
                value={values[field.key]}
                onChange={(value) => setValues((current) => ({ ...current, [field.key]: value }))}
                label={t(fieldLabelId(descriptor, field.key))}
                required
                disabled={sending.isLoading}
                error={errorOf(field.key)}
              />
            </Box>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('actions.cancel')}</Button>
        <Button variant="contained" disabled={sending.isLoading} onClick={() => void confirm()} data-testid="recording-confirm">
          {t('actions.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
