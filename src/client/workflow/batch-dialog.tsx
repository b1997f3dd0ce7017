import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { PhraseMenu, withPhrase } from '../engine/approval/opinion-phrases.tsx';
import { useBatchDecideMutation, type BatchOutcome, type TodoRow } from '../api/workflow.api.ts';

export type BatchAction = 'approve' | 'reject';
const OPINION_MAX = 1000;

/** How a document of a batch ended: done; skipped by a refusal of the approval rules (a code from 1000); failed otherwise. */
export const outcomeOf = (result: Pick<BatchOutcome, 'ok' | 'status'>) => (result.ok ? 'ok' : (result.status ?? 0) >= 1000 ? 'skipped' : 'failed');
const OUTCOME_COLOR = { ok: 'success', skipped: 'warning', failed: 'error' } as const;

/**
 * Approve or reject the selected to-do rows with one opinion (POST /processAudit/batch); then each document's
 * outcome: done, or skipped or failed with the server's reason in the user's language.
 */
export function BatchDialog({ action, rows: selected, onClose }: { action: BatchAction; rows: readonly TodoRow[]; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  // The rows as selected: decided ones leave the list while their outcomes are shown.
  const [rows] = useState(() => [...selected]);
  const [opinion, setOpinion] = useState('');
  const [decide, deciding] = useBatchDecideMutation();
  const [results, setResults] = useState<BatchOutcome[] | null>(null);
  const send = async () => {
    const answer = await decide({
      action,
      items: rows.map((row) => ({ module: row.module, id: row.recordId, ...(row.taskId !== undefined ? { taskId: row.taskId } : {}) })),
      examRemarks: opinion.trim() || undefined,
    });
    if ('data' in answer && answer.data) setResults(answer.data.results);
  };
  const rowOf = (result: BatchOutcome) => rows.find((row) => row.module === result.module && row.recordId === result.id);
  const done = results?.filter((result) => result.ok).length ?? 0;

  return (
    <Dialog open onClose={deciding.isLoading ? undefined : onClose} fullWidth maxWidth="md" data-testid="batch-dialog">
      <DialogTitle>
        {results ? t('wf.batch.resultTitle') : t(action === 'approve' ? 'wf.batch.approveTitle' : 'wf.batch.rejectTitle', { count: rows.length })}
      </DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
        {results ? (
          <>
            <Alert severity={done === results.length ? 'success' : 'warning'} data-testid="batch-summary">
              {t('wf.batch.summary', { ok: done, notDone: results.length - done })}
            </Alert>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="batch-results" aria-label={t('wf.batch.outcome')}>
              {results.map((result) => {
                const row = rowOf(result);
                const outcome = outcomeOf(result);
                return (
                  <Box
                    component="li"
                    key={`${result.module}-${result.id}`}
                    data-record={result.id}
                    data-outcome={outcome}
                    sx={{ py: 1, borderBottom: '1px solid', borderColor: 'divider' }}
                  >
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                      <Typography variant="body2" sx={{ fontWeight: 500 }}>
                        {row?.serialNo}
                      </Typography>
                      <Chip size="small" color={OUTCOME_COLOR[outcome]} label={t(`wf.batch.${outcome}`)} />
                    </Box>
                    <Typography variant="caption" color="text.secondary" component="div">
                      {[row?.moduleTitle, row?.title].filter(Boolean).join(' · ')}
                    </Typography>
                    {result.msg && (
                      <Typography
                        variant="body2"
                        color={outcome === 'failed' ? 'error.main' : 'warning.dark'}
                        sx={{ overflowWrap: 'anywhere' }}
                        data-testid="batch-reason"
                      >
                        {t('wf.batch.reasonText', { reason: result.msg })}
                      </Typography>
                    )}
                  </Box>
                );
              })}
            </Box>
          </>
        ) : (
          <>
            <Typography variant="body2" color="text.secondary">
              {t('wf.batch.hint')}
            </Typography>
            <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }} data-testid="batch-documents">
              {rows.map((row) => (
                <Chip key={`${row.module}-${row.recordId}`} size="small" variant="outlined" label={row.serialNo} />
              ))}
            </Box>
            <TextField
              label={t('wf.dialog.opinion')}
              value={opinion}
              onChange={(event) => setOpinion(event.target.value)}
              multiline
              minRows={3}
              autoFocus
              slotProps={{ htmlInput: { maxLength: OPINION_MAX } }}
              helperText={t('wf.dialog.reasonCount', { count: opinion.length, max: OPINION_MAX })}
            />
            <Box>
              <PhraseMenu opinion={opinion} onPick={(phrase) => setOpinion(withPhrase(opinion, phrase).slice(0, OPINION_MAX))} />
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions>
        {results ? (
          <Button variant="contained" onClick={onClose} data-testid="batch-close">
            {t('actions.close')}
          </Button>
        ) : (
          <>
            <Button onClick={onClose} disabled={deciding.isLoading}>
              {t('wf.dialog.cancel')}
            </Button>
            <Button
              variant="contained"
              color={action === 'approve' ? 'success' : 'warning'}
              disabled={deciding.isLoading || rows.length === 0}
              startIcon={deciding.isLoading ? <CircularProgress size={16} color="inherit" /> : undefined}
              onClick={() => void send()}
              data-testid="batch-confirm"
            >
              {t(action === 'approve' ? 'wf.batch.approve' : 'wf.batch.reject')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
