import pdfmake from 'pdfmake';
import type { Content, TableCell } from 'pdfmake/interfaces';
// The print font (Noto Sans Hans) is registered there, so Chinese names print on a machine without system fonts.
import '../print/print-pdf.ts';

/** One label: the tag the QR code encodes, what the thing is and who holds it. */
export type TagLabel = { tag: string; name: string; holder: string };

/** A4 (595 × 842 pt) holds 3 × 8 labels of 190 × 97.5 pt, centred on the page, the usual sticker sheet. */
export const LABEL_COLUMNS = 3;
export const LABEL_ROWS = 8;
const PAGE_MARGIN: [number, number] = [12.5, 28];
const LABEL_HEIGHT = 97.5;
const QR_SIZE = 76;

/** Text cut to what fits its lines on a label, so no label grows into the next row. */
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

function labelCell(label: TagLabel): TableCell {
  return {
    columns: [
      { qr: label.tag, fit: QR_SIZE, eccLevel: 'M', width: QR_SIZE + 4 },
      {
        width: '*',
        stack: [
          { text: label.tag, bold: true, fontSize: 10, margin: [0, 4, 0, 3] },
          { text: clip(label.name, 30), fontSize: 8.5, margin: [0, 0, 0, 3] },
          { text: clip(label.holder, 24), fontSize: 8, color: '#444444' },
        ],
      },
    ],
    columnGap: 4,
    margin: [6, 8, 4, 0],
  };
}

/**
 * A sheet of QR labels laid out on A4, 3 × 8 a page, in the order given: each the tag as QR code (what a scanner
 * reads back into the list's search box) and as text, the name and the holder. A thin grey border marks the cut.
 */
export async function renderTagLabels(labels: readonly TagLabel[], title: string): Promise<Buffer> {
  const perPage = LABEL_COLUMNS * LABEL_ROWS;
  const pages: Content[] = [];
  for (let start = 0; start < labels.length; start += perPage) {
    const onPage = labels.slice(start, start + perPage);
    const body: TableCell[][] = [];
    for (let row = 0; row * LABEL_COLUMNS < onPage.length; row++) {
      const cells = onPage.slice(row * LABEL_COLUMNS, (row + 1) * LABEL_COLUMNS).map(labelCell);
      while (cells.length < LABEL_COLUMNS) cells.push({ text: '' });
      body.push(cells);
    }
    pages.push({
      table: { widths: Array<string>(LABEL_COLUMNS).fill('*'), heights: LABEL_HEIGHT, dontBreakRows: true, body },
      layout: {
        hLineWidth: () => 0.3,
        vLineWidth: () => 0.3,
        hLineColor: () => '#bbbbbb',
        vLineColor: () => '#bbbbbb',
        paddingLeft: () => 0,
        paddingRight: () => 0,
        paddingTop: () => 0,
        paddingBottom: () => 0,
      },
      ...(start > 0 ? { pageBreak: 'before' as const } : {}),
    });
  }
  const document = pdfmake.createPdf({
    info: { title, creator: 'Office management' },
    pageSize: 'A4',
    pageMargins: [PAGE_MARGIN[0], PAGE_MARGIN[1], PAGE_MARGIN[0], PAGE_MARGIN[1]],
    defaultStyle: { font: 'NotoSans', lineHeight: 1.15 },
    content: pages,
  });
  return document.getBuffer();
}
