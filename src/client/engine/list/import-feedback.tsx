import Alert, { type AlertColor } from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { ImportProgress } from './import-excel.ts';

/** What an import answered: its text, and the rows refused with their messages (the first of `errorCount`). */
export type ImportOutcome = { severity: AlertColor; text: string; report?: { errorCount: number; errors: readonly { message: string }[] } };

/** An import's progress (the file going up, then the server checking it) and its outcome with the rows it refused. */
export function ImportFeedback({ progress, outcome }: { progress: ImportProgress | null; outcome: ImportOutcome | null }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const percent = progress?.phase === 'uploading' ? Math.round((100 * progress.sent) / Math.max(progress.total, 1)) : 0;
  const errors = outcome?.report?.errors ?? [];
  const unlisted = outcome?.report ? outcome.report.errorCount - errors.length : 0;
  return (
    <>
      {progress && (
        <Box sx={{ my: 1 }}>
          <LinearProgress {...(progress.phase === 'uploading' ? { variant: 'determinate', value: percent } : {})} />
          <Typography variant="caption" color="text.secondary">
            {progress.phase === 'uploading' ? t('grid.importUploading', { percent }) : t('grid.importChecking')}
          </Typography>
        </Box>
      )}
      {outcome && (
        <Alert severity={outcome.severity} sx={{ mt: 1 }}>
          {outcome.text}
        </Alert>
      )}
      {errors.length > 0 && (
        <List dense sx={{ maxHeight: 240, overflowY: 'auto' }} aria-label={t('grid.importErrors')}>
          {errors.map((error, index) => (
            <ListItem key={index} sx={{ py: 0 }}>
              <Typography variant="body2" color="error">
                {error.message}
              </Typography>
            </ListItem>
          ))}
          {unlisted > 0 && (
            <ListItem sx={{ py: 0 }}>
              <Typography variant="body2" color="text.secondary">
                {t('grid.importMoreErrors', { n: unlisted })}
              </Typography>
            </ListItem>
          )}
        </List>
      )}
    </>
  );
}
