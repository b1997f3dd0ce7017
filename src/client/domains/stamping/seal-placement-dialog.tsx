import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { FileRef } from '../../../shared/rules/field.types.ts';
import { fileUrl } from '../../api/engine.api.ts';
import { SEAL_POSITIONS, type SealPlace, type SealPosition } from './seal-place.ts';

GlobalWorkerOptions.workerSrc = workerUrl;

/** At most this many pages are drawn to choose from; a longer document's later pages are typed as a number. */
const PAGES_SHOWN = 24;
const THUMB_WIDTH = 120;

/**
 * Spec §4 "Signing a row": a PDF goes to the PDF signing dialog, any other file to the Word signing dialog. The PDF
 * dialog draws the file's pages: the signer picks the page and the corner the seal goes to, shown on the page. The Word
 * dialog says where the seal goes (at the end of the document). What is chosen fills the form's page and position.
 */
export function SealPlacementDialog({
  file,
  place,
  onClose,
  onPlace,
}: {
  file: FileRef;
  place: SealPlace;
  onClose: () => void;
  onPlace: (place: SealPlace) => void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const isPdf = file.name.toLowerCase().endsWith('.pdf');
  const [chosen, setChosen] = useState<SealPlace>(place);
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth data-testid={isPdf ? 'pdf-signing-dialog' : 'word-signing-dialog'}>
      <DialogTitle>{t(isPdf ? 'seal.pdf.title' : 'seal.word.title', { file: file.name })}</DialogTitle>
      <DialogContent>
        {isPdf ? <PdfPages file={file} chosen={chosen} onChoose={setChosen} /> : <Alert severity="info">{t('seal.word.where')}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.cancel')}</Button>
        <Button variant="contained" onClick={() => onPlace(chosen)}>
          {t('actions.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function PdfPages({ file, chosen, onChoose }: { file: FileRef; chosen: SealPlace; onChoose: (place: SealPlace) => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const task = getDocument({ url: fileUrl(file), withCredentials: true });
    task.promise.then(setPdf, () => setFailed(true));
    return () => void task.destroy();
  }, [file]);
  if (failed) return <Alert severity="error">{t('seal.pdf.unreadable')}</Alert>;
  if (!pdf) return <CircularProgress size={24} />;
  // No page chosen means the last one, as the server stamps it.
  const page = chosen.page ?? pdf.numPages;
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <Typography variant="body2">{t('seal.pdf.pages', { n: pdf.numPages, page })}</Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={chosen.position}
          onChange={(_event, position: SealPosition | null) => position && onChoose({ ...chosen, position })}
          aria-label={t('seal.position')}
        >
          {SEAL_POSITIONS.map((position) => (
            <ToggleButton key={position} value={position}>
              {t(`seal.position.${position}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }} data-testid="pdf-pages">
        {Array.from({ length: Math.min(pdf.numPages, PAGES_SHOWN) }, (_, index) => (
          <PageThumb
            key={index}
            pdf={pdf}
            number={index + 1}
            selected={page === index + 1}
            position={chosen.position}
            onClick={() => onChoose({ ...chosen, page: index + 1 })}
            label={t('seal.pdf.page', { page: index + 1 })}
          />
        ))}
      </Box>
    </>
  );
}

/** One page drawn small; the chosen one shows where the seal goes. */
function PageThumb(props: { pdf: PDFDocumentProxy; number: number; selected: boolean; position: SealPosition; onClick: () => void; label: string }) {
  const { pdf, number, selected, position, onClick, label } = props;
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let cancelled = false;
    void pdf.getPage(number).then((page) => {
      const target = canvas.current;
      if (cancelled || !target) return;
      const viewport = page.getViewport({ scale: THUMB_WIDTH / page.getViewport({ scale: 1 }).width });
      target.width = viewport.width;
      target.height = viewport.height;
      void page.render({ canvas: target, canvasContext: target.getContext('2d')!, viewport }).promise.catch(() => undefined);
    });
    return () => {
      cancelled = true;
    };
  }, [pdf, number]);
  const horizontal = { bottomLeft: { left: 8 }, bottomCenter: { left: '50%', transform: 'translateX(-50%)' }, bottomRight: { right: 8 } }[position];
  return (
    <Box
      component="button"
      type="button"
      onClick={onClick}
      aria-label={label}
      aria-pressed={selected}
      sx={{
        position: 'relative',
        p: 0,
        border: 2,
        borderColor: selected ? 'primary.main' : 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        cursor: 'pointer',
        lineHeight: 0,
      }}
    >
      <canvas ref={canvas} style={{ width: THUMB_WIDTH }} />
      {selected && (
        <Box
          data-testid="seal-mark"
          sx={{ position: 'absolute', bottom: 8, width: 28, height: 28, borderRadius: '50%', border: '2px solid', borderColor: 'error.main', ...horizontal }}
        />
      )}
      <Typography variant="caption" sx={{ position: 'absolute', top: 2, left: 4, lineHeight: 1.2, color: 'text.secondary' }}>
        {number}
      </Typography>
    </Box>
  );
}
