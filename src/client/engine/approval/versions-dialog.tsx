import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { LIFECYCLES, type Lifecycle, type LifecycleName } from '../../../../machines/index.ts';
import { titleId, type ModuleDescriptor } from '../../../modules/module.types.ts';
import { versionAsOf } from '../../../modules/record-versions.ts';
import { useVersionsQuery } from '../../api/flow-graph.api.ts';
import { DateInput, PickerLocalization } from '../../components/date-input.tsx';
import { displayTimestamp } from '../fields/engine-format.ts';
import { Changes, Snapshot } from './replay-dialog.tsx';

/**
 * A signed document's versions (the first signing, then each approved change): pick one from the list, or the day
 * whose version in force to show; each shows what changed from the version before and the document as it was.
 */
export function VersionsDialog({
  descriptor,
  recordId,
  serialNo,
  onClose,
}: {
  descriptor: ModuleDescriptor;
  recordId: number;
  serialNo: string;
  onClose: () => void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const phone = useMediaQuery('(max-width:600px)');
  const versions = useVersionsQuery({ module: descriptor.key, id: recordId }, { refetchOnMountOrArgChange: true });
  const [picked, setPicked] = useState<number | null>(null);
  const [asOf, setAsOf] = useState('');
  const list = versions.data ?? [];
  const inForce = asOf ? versionAsOf(list, asOf) : undefined;
  const shown = asOf ? inForce : (list.find((version) => version.number === picked) ?? list.at(-1));
  const before = shown ? (list.find((version) => version.number === shown.number - 1)?.data ?? null) : null;
  const lifecycle = LIFECYCLES[(descriptor.lifecycle ?? 'generic') as LifecycleName] as Lifecycle;
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={phone}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: 1100, maxWidth: phone ? undefined : 'calc(100vw - 32px)' } } }}
      data-testid="versions-dialog"
    >
      <DialogTitle>{`${t(titleId(descriptor))} ${serialNo} · ${t('view.versions')}`}</DialogTitle>
      <DialogContent dividers>
        {versions.isFetching && <CircularProgress size={24} />}
        {versions.isSuccess && list.length === 0 && <Alert severity="info">{t('view.versions.none')}</Alert>}
        {list.length > 0 && (
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '260px 1fr' }, gap: 2 }}>
            <Box>
              <PickerLocalization>
                <DateInput value={asOf} onChange={setAsOf} label={t('view.versions.asOf')} size="small" fullWidth testId="versions-as-of" />
              </PickerLocalization>
              <List dense disablePadding sx={{ mt: 1, border: '1px solid', borderColor: 'divider', borderRadius: 1 }} data-testid="versions-list">
                {list.map((version) => (
                  <ListItemButton
                    key={version.number}
                    selected={version.number === shown?.number}
                    onClick={() => {
                      setAsOf('');
                      setPicked(version.number);
                    }}
                    data-version={version.number}
                  >
                    <ListItemText
                      primary={t('view.versions.version', { n: version.number })}
                      secondary={t('view.versions.signed', { by: version.signedBy ?? '', at: displayTimestamp(version.signedAt) })}
                    />
                  </ListItemButton>
                ))}
              </List>
            </Box>
            <Box sx={{ minWidth: 0 }} data-testid="versions-shown" data-version={shown?.number}>
              {!shown ? (
                <Alert severity="info">{t('view.versions.noneAsOf')}</Alert>
              ) : (
                <>
                  <Typography variant="subtitle2" sx={{ mb: 1 }}>
                    {t('view.versions.version', { n: shown.number })} · {before ? t('view.versions.changes') : t('view.versions.first')}
                  </Typography>
                  {before && <Changes descriptor={descriptor} lifecycle={lifecycle} before={before} after={shown.data} />}
                  <Typography variant="subtitle2" sx={{ mt: 2, mb: 1 }}>
                    {t('view.versions.document')}
                  </Typography>
                  <Snapshot descriptor={descriptor} lifecycle={lifecycle} snapshot={{ ...shown.data, serialNo, status: shown.status }} />
                </>
              )}
            </Box>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{intl.formatMessage({ id: 'actions.close' })}</Button>
      </DialogActions>
    </Dialog>
  );
}
