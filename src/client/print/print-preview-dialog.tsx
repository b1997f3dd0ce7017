import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { placeholderNames } from '../../shared/print-placeholders.ts';
import { useRecordPageQuery } from '../api/engine.api.ts';
import type { PrintTemplate } from '../api/admin.api.ts';
import { noticeActions } from '../state/notice.slice.ts';
import { useAppDispatch } from '../app/store.ts';
import { useLanguage } from '../i18n/interface-language.ts';
import { PrintDocumentView } from './print-document-view.tsx';
import { downloadPreviewPdf, usePrintPreviewQuery, type PreviewBody } from './print.api.ts';
import { useModule } from '../engine/module/module-registry.ts';

type Source = 'latest' | 'sample' | `record:${number}`;

/**
 * Print templates: a saved template shown on the newest document of its module, on one chosen among the
 * latest ones, or on sample data, exactly as its PDF will be; and that PDF to download.
 */
export function PrintPreviewDialog({ template, onClose }: { template: PrintTemplate; onClose: () => void }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const language = useLanguage();
  const [source, setSource] = useState<Source>('latest');
  const [downloading, setDownloading] = useState(false);
  const descriptor = useModule(template.module);
  const recent = useRecordPageQuery({
    module: template.module,
    query: { page: { pageIndex: 1, limit: 10 }, sortby: 'createdAt', order: 'desc', withTotal: false },
  });
  const body: PreviewBody = {
    templateId: template.id,
    ...(source === 'sample' ? { sample: true } : source.startsWith('record:') ? { recordId: Number(source.slice('record:'.length)) } : {}),
  };
  const preview = usePrintPreviewQuery({ ...body, language }, { refetchOnMountOrArgChange: true });
  const shown = preview.data?.record
    ? intl.formatMessage({ id: 'printUi.record' }, { serialNo: preview.data.record.serialNo })
    : intl.formatMessage({ id: 'printUi.sample' });

  const download = async () => {
    setDownloading(true);
    const result = await downloadPreviewPdf(body).finally(() => setDownloading(false));
    if (!result.ok) dispatch(noticeActions.show({ severity: 'error', text: result.msg }));
  };

  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="print-preview-title">
      <DialogTitle id="print-preview-title">
        <FormattedMessage id="printUi.previewTitle" values={{ name: template.name }} />
      </DialogTitle>
      {/* The choice of document and the placeholders stay in view while the sheet scrolls. */}
      <Box sx={{ px: 3, pt: 1, pb: 0.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 1, mb: 1 }}>
          <TextField
            select
            size="small"
            label={intl.formatMessage({ id: 'printUi.source' })}
            value={source}
            onChange={(event) => setSource(event.target.value as Source)}
            sx={{ minWidth: 260, bgcolor: '#fff' }}
          >
            <MenuItem value="latest">{intl.formatMessage({ id: 'printUi.latest' })}</MenuItem>
            <MenuItem value="sample">{intl.formatMessage({ id: 'printUi.sample' })}</MenuItem>
            {(recent.data?.list ?? []).map((row) => (
              <MenuItem key={row.id} value={`record:${row.id}`}>
                {intl.formatMessage({ id: 'printUi.record' }, { serialNo: row.serialNo })}
              </MenuItem>
            ))}
          </TextField>
          {preview.data && (
            <Typography variant="body2" color="text.secondary" data-testid="preview-source">
              <FormattedMessage id="printUi.showing" values={{ what: shown }} />
            </Typography>
          )}
          {preview.isFetching && <CircularProgress size={20} />}
        </Box>
        {descriptor && (
          <Typography variant="caption" component="p" color="text.secondary" sx={{ mb: 1.5, fontFamily: 'monospace' }}>
            <FormattedMessage
              id="printUi.placeholdersOf"
              values={{
                names: placeholderNames(descriptor)
                  .map((name) => `{{${name}}}`)
                  .join(' '),
              }}
            />
          </Typography>
        )}
      </Box>
      <DialogContent dividers sx={{ bgcolor: '#eef0f3' }}>
        {preview.data && <PrintDocumentView html={preview.data.html} paper={preview.data.paper} landscape={preview.data.landscape} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          <FormattedMessage id="printUi.close" />
        </Button>
        <Button
          variant="contained"
          startIcon={downloading ? <CircularProgress size={16} color="inherit" /> : <DownloadIcon />}
          disabled={downloading}
          onClick={download}
        >
          <FormattedMessage id="printUi.download" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
