import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ModuleDescriptor } from '../../../modules/module.types.ts';
import { IMPORT_MAX_BYTES, IMPORT_MAX_MB, IMPORT_MAX_ROWS } from '../../../shared/excel-import.ts';
import { clearClientSession } from '../../api/base-api.ts';
import { engineApi, type ImportReport } from '../../api/engine.api.ts';
import { useAppDispatch } from '../../app/store.ts';
import { navigateTo } from '../../lib/navigation.ts';
import { uploadImport, type ImportProgress } from './import-excel.ts';
import { ImportFeedback } from './import-feedback.tsx';

/**
 * Import from Excel (the layout of the export): a file with errors saves nothing and lists them row by row,
 * unless the user chooses to skip the rows with errors. While it runs, the dialog shows how much of the file is
 * sent, then that the server is checking and saving the rows.
 */
export function ImportDialog({ descriptor, onClose }: { descriptor: ModuleDescriptor; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const dispatch = useAppDispatch();
  const [file, setFile] = useState<File | null>(null);
  const [skipErrors, setSkipErrors] = useState(false);
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string; report?: ImportReport } | null>(null);
  const run = async () => {
    if (!file) return;
    setOutcome(null);
    // The server refuses a larger file too; this spares sending it.
    if (file.size > IMPORT_MAX_BYTES) {
      setOutcome({ ok: false, text: t('engine.importTooLarge', { rows: IMPORT_MAX_ROWS, mb: IMPORT_MAX_MB }) });
      return;
    }
    setProgress({ phase: 'uploading', sent: 0, total: file.size });
    const answer = await uploadImport(descriptor.key, file, skipErrors, setProgress).finally(() => setProgress(null));
    if (answer.kind !== 'answer') {
      setOutcome({ ok: false, text: t(answer.kind === 'timeout' ? 'errors.timeout' : 'errors.network') });
      return;
    }
    const { status, msg, data } = answer.envelope;
    // Spec §8, as for every other call: a dead session signs out; a password to change comes first.
    if (status === 403) return clearClientSession(dispatch, '?logout=1');
    if (status === 4011) return navigateTo('/changepwd');
    const report = data && typeof data === 'object' && 'errors' in data ? (data as ImportReport) : undefined;
    if (status === 200 && report) {
      setOutcome({ ok: true, text: t('grid.imported', { n: report.imported }), report });
      if (report.imported > 0) dispatch(engineApi.util.invalidateTags([{ type: 'EngineRecord', id: `${descriptor.key}:list` }]));
    } else setOutcome({ ok: false, text: msg || t('messages.uploadFailed'), report });
  };
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="import-title">
      <DialogTitle id="import-title">{t('grid.import')}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t('grid.importHint')}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1 }}>
          <Button component="label" variant="outlined" size="small" startIcon={<UploadFileIcon />}>
            {t('upload.chooseFile')}
            <input
              hidden
              type="file"
              accept=".xlsx"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setOutcome(null);
              }}
            />
          </Button>
          <Typography variant="body2">{file?.name}</Typography>
        </Box>
        <FormControlLabel
          control={<Checkbox size="small" checked={skipErrors} onChange={(event) => setSkipErrors(event.target.checked)} />}
          label={t('grid.importSkip')}
        />
        <ImportFeedback
          progress={progress}
          outcome={outcome && { ...outcome, severity: outcome.ok && !outcome.report?.errors.length ? 'success' : outcome.ok ? 'warning' : 'error' }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.close')}</Button>
        <Button variant="contained" disabled={!file || progress !== null} onClick={() => void run()}>
          {t('grid.import')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
