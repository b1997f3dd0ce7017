import Box from '@mui/material/Box';
import DOMPurify from 'dompurify';
import { useIntl } from 'react-intl';
import type { Paper } from './print.api.ts';

/** Paper widths in millimetres, portrait. */
const WIDTH_MM: Record<Paper, number> = { A4: 210, A5: 148, Letter: 216 };
const HEIGHT_MM: Record<Paper, number> = { A4: 297, A5: 210, Letter: 279 };

/**
 * A printed document as the server rendered it (every value already escaped there), cleaned once more and laid
 * out on a sheet of its paper: the same content as its PDF. Used by the print page and the template preview.
 */
export function PrintDocumentView({ html, paper = 'A4', landscape = false, scale = 1 }: { html: string; paper?: Paper; landscape?: boolean; scale?: number }) {
  const intl = useIntl();
  const width = landscape ? HEIGHT_MM[paper] : WIDTH_MM[paper];
  return (
    <Box
      role="document"
      aria-label={intl.formatMessage({ id: 'printUi.document' })}
      className="print-sheet"
      sx={{
        width: `${width}mm`,
        maxWidth: '100%',
        minHeight: `${(landscape ? WIDTH_MM[paper] : HEIGHT_MM[paper]) * 0.5}mm`,
        boxSizing: 'border-box',
        mx: 'auto',
        p: '14mm',
        bgcolor: '#fff',
        color: '#000',
        boxShadow: '0 1px 6px rgba(0,0,0,.18)',
        fontFamily: '"Noto Sans SC", "Noto Sans CJK SC", "Microsoft YaHei", "PingFang SC", sans-serif',
        fontSize: `${13 * scale}px`,
        lineHeight: 1.5,
        overflowWrap: 'anywhere',
        '& h1, & h2, & h3, & h4, & h5, & h6': { m: '8px 0 6px' },
        '& p': { m: '0 0 6px' },
        '& table': { width: '100%', borderCollapse: 'collapse', m: '2px 0 10px', fontSize: '0.85em' },
        '& th, & td': { border: '1px solid #999', p: '3px 6px', textAlign: 'left', verticalAlign: 'top' },
        '& th': { bgcolor: '#f5f7fa', fontWeight: 600, whiteSpace: 'nowrap' },
        '& table.print-trail th, & table.print-details th': { whiteSpace: 'normal' },
        '@media print': { boxShadow: 'none', p: 0, width: 'auto', minHeight: 0 },
      }}
      dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html) }}
    />
  );
}
