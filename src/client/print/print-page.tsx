import CloseIcon from '@mui/icons-material/Close';
import DownloadIcon from '@mui/icons-material/Download';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { useModuleForPath } from '../engine/module/module-registry.ts';
import { PageLoading } from '../app/page-loading.tsx';
import { useLanguage } from '../i18n/interface-language.ts';
import { useSwitchLanguage } from '../app/use-shell-actions.ts';
import { LanguageMenu } from '../components/language-menu.tsx';
import { PrintDocumentView } from './print-document-view.tsx';
import { downloadPrintUrl, usePrintPageQuery } from './print.api.ts';

/**
 * Spec §2: the print page, reachable outside the shell (no navbar, no menu): the record through its module's
 * default print template with its approval trail, a Print button, and its PDF from GET /ge/downloadPrint.
 * Generic: every module with a view has one at /<area>/<key>/print?id=<id>.
 */
export function PrintPage() {
  const { area, key } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const language = useLanguage();
  const switchLanguage = useSwitchLanguage();
  const descriptor = useModuleForPath(`/${area}/${key}`);
  const id = Number(new URLSearchParams(location.search).get('id'));
  const valid = Boolean(descriptor) && Number.isSafeInteger(id) && id > 0;
  const page = usePrintPageQuery(valid ? { module: descriptor!.key, id, language } : skipToken);

  useEffect(() => {
    // The browser's "save as PDF" offers the same name as the download.
    if (page.data) document.title = page.data.fileName.replace(/\.pdf$/, '');
  }, [page.data]);

  if (descriptor === undefined) return <PageLoading />;
  if (!valid) return <Navigate to="/404" replace />;
  const { paper = 'A4', landscape = false } = page.data ?? {};
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: '#eef0f3', '@media print': { bgcolor: '#fff' } }}>
      <GlobalStyles styles={{ '@page': { size: `${paper} ${landscape ? 'landscape' : 'portrait'}`, margin: '14mm' } }} />
      <Box
        className="no-print"
        role="toolbar"
        sx={{
          position: 'sticky',
          top: 0,
          zIndex: 1,
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 3,
          py: 1,
          bgcolor: '#fff',
          borderBottom: '1px solid #e4e7ed',
          '@media print': { display: 'none' },
        }}
      >
        <Typography variant="subtitle1" sx={{ flex: 1, fontWeight: 600 }} noWrap>
          {page.data?.title}
        </Typography>
        <LanguageMenu language={language} onChange={switchLanguage} color="default" />
        <Button size="small" startIcon={<CloseIcon />} onClick={() => (window.history.length > 1 ? navigate(-1) : window.close())}>
          <FormattedMessage id="printUi.close" />
        </Button>
        <Button size="small" variant="outlined" startIcon={<DownloadIcon />} disabled={!page.data} href={page.data ? downloadPrintUrl(page.data) : undefined}>
          <FormattedMessage id="printUi.download" />
        </Button>
        <Button size="small" variant="contained" startIcon={<PrintOutlinedIcon />} disabled={!page.data} onClick={() => window.print()}>
          <FormattedMessage id="printUi.print" />
        </Button>
      </Box>
      <Box sx={{ p: 3, '@media print': { p: 0 } }}>
        {page.isLoading && <PageLoading />}
        {page.isError && (
          <Alert severity="error" sx={{ maxWidth: 600, mx: 'auto' }}>
            <FormattedMessage id="printUi.loadFailed" />
          </Alert>
        )}
        {page.data && <PrintDocumentView html={page.data.html} paper={paper} landscape={landscape} />}
      </Box>
    </Box>
  );
}
