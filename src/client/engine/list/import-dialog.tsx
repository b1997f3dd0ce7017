import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ModuleDescriptor } from '../../../modules/module.types.ts';
import { useImportRecordsMutation, type ImportReport } from '../../api/engine.api.ts';

/**
 * Import from Excel (the layout of the export): a file with errors saves nothing and lists them row by row,
 * unless the user chooses to skip the rows with errors.
 */
export function ImportDialog({ descriptor, onClose }: { descriptor: ModuleDescriptor; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [file, setFile] = useState<File | null>(null);
  const [skipErrors, setSkipErrors] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string; report?: ImportReport } | null>(null);
  const [send, sending] = useImportRecordsMutation();
  const run = async () => {
    if (!file) return;
    const result = await send({ module: descriptor.key, file, skipErrors });
    if ('data' in result && result.data) setOutcome({ ok: true, text: t('grid.imported', { n: result.data.imported }), report: result.data });
    else {
      const error = result.error as { msg?: string; data?: unknown } | undefined;
      const report = error?.data && typeof error.data === 'object' && 'errors' in error.data ? (error.data as ImportReport) : undefined;
      setOutcome({ ok: false, text: error?.msg || t('messages.uploadFailed'), report });
    }
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
        {sending.isLoading && <LinearProgress sx={{ my: 1 }} />}
        {outcome && (
          <Alert severity={outcome.ok && !outcome.report?.errors.length ? 'success' : outcome.ok ? 'warning' : 'error'} sx={{ mt: 1 }}>
            {outcome.text}
          </Alert>
        )}
        {outcome?.report && outcome.report.errors.length > 0 && (
          <List dense sx={{ maxHeight: 240, overflowY: 'auto' }} aria-label={t('grid.importErrors')}>
            {outcome.report.errors.map((error, index) => (
              <ListItem key={index} sx={{ py: 0 }}>
                <Typography variant="body2" color="error">
                  {error.message}
                </Typography>
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.close')}</Button>
        <Button variant="contained" disabled={!file || sending.isLoading} onClick={() => void run()}>
          {t('grid.import')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
