import { createRequire } from 'node:module';
import path from 'node:path';
import pdfmake from 'pdfmake';
import type { Content, TableCell } from 'pdfmake/interfaces';
import { isBlockTag, plainText, type PrintNode } from './print-document.ts';

/**
 * PDF output of a print document, laid out by pdfmake on the server. The font is Noto Sans (Simplified Chinese,
 * with Latin and its accents) from an npm package, so Chinese prints on a machine with no system fonts at all.
 */
// The package exports only its index (dist/): its fonts folder sits beside that.
const FONT_DIR = path.resolve(path.dirname(createRequire(import.meta.url).resolve('@embedpdf/fonts-sc')), '..', 'fonts');
const regular = path.join(FONT_DIR, 'NotoSansHans-Regular.otf');
const bold = path.join(FONT_DIR, 'NotoSansHans-Bold.otf');
pdfmake.setFonts({ NotoSans: { normal: regular, bold, italics: regular, bolditalics: bold } });
// Templates never reach the network or other files: only the font files may be read.
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((file) => path.resolve(file).startsWith(FONT_DIR));

export type PaperSettings = { paper: 'A4' | 'A5' | 'Letter'; landscape: boolean };
type Inline = { text: string | Inline[]; bold?: boolean; italics?: boolean; decoration?: 'underline' | 'lineThrough'; color?: string; fontSize?: number };
type Style = { bold?: boolean; italics?: boolean; decoration?: 'underline' | 'lineThrough'; color?: string; fontSize?: number };

/** An element's own colour and size carried to the text inside it. */
const styled = (node: Extract<PrintNode, { kind: 'element' }>, style: Style): Style => ({
  ...style,
  ...(node.color ? { color: node.color } : {}),
  ...(node.size ? { fontSize: node.size } : {}),
});

const HEADING_SIZE: Record<string, number> = { h1: 20, h2: 17, h3: 15, h4: 13, h5: 12, h6: 11 };

function inlines(nodes: readonly PrintNode[], style: Style): Inline[] {
  return nodes.flatMap((node): Inline[] => {
    if (node.kind === 'text') {
      const value = node.text.replace(/\s+/g, ' ');
      return value ? [{ text: value, ...style }] : [];
    }
    // A signature is laid out as a block of its own (`blocks`).
    if (node.kind === 'signature') return [];
    const own = styled(node, style);
    switch (node.tag) {
      case 'br':
        return [{ text: '\n' }];
      case 'strong':
      case 'th':
        return inlines(node.children, { ...own, bold: true });
      case 'em':
        return inlines(node.children, { ...own, italics: true });
      case 'u':
        return inlines(node.children, { ...own, decoration: 'underline' });
      case 's':
        return inlines(node.children, { ...own, decoration: 'lineThrough' });
      default:
        return inlines(node.children, own);
    }
  });
}

const hasBlock = (nodes: readonly PrintNode[]): boolean =>
  nodes.some((node) => node.kind === 'signature' || (node.kind === 'element' && (isBlockTag(node.tag) || hasBlock(node.children))));

/** A handwritten signature's size on paper: at most this wide and high, its proportions kept. */
const SIGNATURE_FIT: [number, number] = [90, 36];

/** Block content: runs of inline nodes become paragraphs; block elements are laid out by kind. */
function blocks(nodes: readonly PrintNode[], style: Style = {}): Content[] {
  const out: Content[] = [];
  let pending: PrintNode[] = [];
  const flush = () => {
    const runs = inlines(pending, style);
    // A paragraph of nothing but spaces (template indentation) is no paragraph.
    if (runs.some((run) => typeof run.text === 'string' && run.text.trim() !== '')) out.push({ text: trimRuns(runs), margin: [0, 0, 0, 4] });
    pending = [];
  };
  for (const node of nodes) {
    if (node.kind === 'signature') {
      flush();
      out.push({ image: node.src, fit: SIGNATURE_FIT, margin: [0, 2, 0, 2] });
    } else if (node.kind === 'element' && (isBlockTag(node.tag) || hasBlock(node.children))) {
      flush();
      out.push(...block(node, style));
    } else pending.push(node);
  }
  flush();
  return out;
}

function trimRuns(runs: Inline[]): Inline[] {
  const copy = runs.map((run) => ({ ...run }));
  if (typeof copy[0]?.text === 'string') copy[0].text = copy[0].text.trimStart();
  const last = copy.at(-1);
  if (last && typeof last.text === 'string') last.text = last.text.trimEnd();
  return copy;
}

function block(node: Extract<PrintNode, { kind: 'element' }>, style: Style): Content[] {
  const alignment = node.align;
  style = styled(node, style);
  switch (node.tag) {
    case 'h1':
    case 'h2':
    case 'h3':
    case 'h4':
    case 'h5':
    case 'h6':
      return [
        {
          text: trimRuns(inlines(node.children, { ...style, bold: true })),
          fontSize: style.fontSize ?? HEADING_SIZE[node.tag],
          margin: [0, 6, 0, 6],
          alignment,
        },
      ];
    case 'hr':
      // A one-cell table with only its top border: a rule as wide as the page, whatever the paper.
      return [
        {
          table: { widths: ['*'], body: [[{ text: '' }]] },
          // A coloured rule is the red header's separator line: thicker, in its colour.
          layout: {
            hLineWidth: (index: number) => (index === 0 ? (node.color ? 2 : 0.5) : 0),
            vLineWidth: () => 0,
            hLineColor: () => node.color ?? '#999999',
          },
          margin: [0, 4, 0, 6],
        },
      ];
    case 'ul':
    case 'ol': {
      const items = node.children.filter((child) => child.kind === 'element' && child.tag === 'li') as Extract<PrintNode, { kind: 'element' }>[];
      const list = items.map((item) => ({ stack: blocks(item.children, style) }));
      return [node.tag === 'ul' ? { ul: list, margin: [0, 0, 0, 4] } : { ol: list, margin: [0, 0, 0, 4] }];
    }
    case 'table':
      return table(node, style);
    case 'blockquote':
      return [{ stack: blocks(node.children, { ...style, italics: true }), margin: [16, 0, 0, 4] }];
    default: {
      const content = blocks(node.children, style);
      return alignment ? [{ stack: content, alignment }] : content;
    }
  }
}

function table(node: Extract<PrintNode, { kind: 'element' }>, style: Style): Content[] {
  const rows: Extract<PrintNode, { kind: 'element' }>[] = [];
  let headerRows = 0;
  const collect = (children: readonly PrintNode[], inHead: boolean) => {
    for (const child of children) {
      if (child.kind !== 'element') continue;
      if (child.tag === 'tr') {
        rows.push(child);
        if (inHead && rows.length === headerRows + 1) headerRows++;
      } else if (child.tag === 'thead' || child.tag === 'tbody') collect(child.children, child.tag === 'thead');
    }
  };
  collect(node.children, false);
  if (rows.length === 0) return [];
  const cellsOf = (row: Extract<PrintNode, { kind: 'element' }>) =>
    row.children.filter((cell) => cell.kind === 'element' && (cell.tag === 'td' || cell.tag === 'th')) as Extract<PrintNode, { kind: 'element' }>[];
  const columns = Math.max(...rows.map((row) => cellsOf(row).reduce((sum, cell) => sum + (cell.colspan ?? 1), 0)));
  // A generated table with a header row (trail, detail lines) repeats it on every page.
  if (headerRows === 0 && cellsOf(rows[0]).every((cell) => cell.tag === 'th') && rows.length > 1) headerRows = 1;
  const longest = new Array<number>(columns).fill(0);
  const headerOnly = new Array<boolean>(columns).fill(true);
  const body: TableCell[][] = rows.map((row) => {
    const cells: TableCell[] = [];
    for (const cell of cellsOf(row)) {
      const span = Math.min(cell.colspan ?? 1, columns - cells.length);
      if (span <= 0) break;
      const header = cell.tag === 'th';
      if (span === 1) longest[cells.length] = Math.max(longest[cells.length], plainText(cell.children).length);
      if (span === 1 && !header) headerOnly[cells.length] = false;
      cells.push({
        stack: blocks(cell.children, header ? { ...style, bold: true } : style),
        colSpan: span > 1 ? span : undefined,
        fillColor: header ? '#f5f7fa' : undefined,
        alignment: cell.align,
      });
      for (let index = 1; index < span; index++) cells.push({ text: '' });
    }
    while (cells.length < columns) cells.push({ text: '' });
    return cells;
  });
  // A label-and-value grid: labels take what they need, values share the rest. Otherwise short columns (dates,
  // names, amounts) take what they need and the others share the rest.
  const sideHeaders = headerOnly.some(Boolean) && !headerOnly.every(Boolean);
  const widths = longest.map((length, index) => (sideHeaders ? (headerOnly[index] ? 'auto' : '*') : length > 0 && length <= 20 ? 'auto' : '*'));
  // A table of short columns still spans the page: its last column (opinion, amount) takes the rest.
  if (!widths.includes('*')) widths[widths.length - 1] = '*';
  return [
    {
      table: { headerRows, widths, body, dontBreakRows: true },
      layout: { hLineWidth: () => 0.5, vLineWidth: () => 0.5, hLineColor: () => '#999999', vLineColor: () => '#999999' },
      margin: [0, 2, 0, 8],
      fontSize: 9,
    },
  ];
}

/**
 * The PDF of a print document: the same tree the preview and the print page show. A signature image the PDF cannot
 * read (an upload is checked by its header only) leaves the document without signatures rather than without a PDF.
 */
export async function renderPdf(nodes: readonly PrintNode[], settings: PaperSettings, title: string): Promise<Buffer> {
  try {
    return await render(nodes, settings, title);
  } catch (error) {
    if (!hasSignature(nodes)) throw error;
    return render(withoutSignatures(nodes), settings, title);
  }
}

const hasSignature = (nodes: readonly PrintNode[]): boolean =>
  nodes.some((node) => node.kind === 'signature' || (node.kind === 'element' && hasSignature(node.children)));
const withoutSignatures = (nodes: readonly PrintNode[]): PrintNode[] =>
  nodes.flatMap((node): PrintNode[] =>
    node.kind === 'signature' ? [] : node.kind === 'element' ? [{ ...node, children: withoutSignatures(node.children) }] : [node],
  );

async function render(nodes: readonly PrintNode[], settings: PaperSettings, title: string): Promise<Buffer> {
  const document = pdfmake.createPdf({
    info: { title, creator: 'Office management' },
    pageSize: settings.paper === 'Letter' ? 'LETTER' : settings.paper,
    pageOrientation: settings.landscape ? 'landscape' : 'portrait',
    pageMargins: [40, 40, 40, 48],
    defaultStyle: { font: 'NotoSans', fontSize: 10, lineHeight: 1.25 },
    footer: (current: number, count: number) => ({ text: `${current} / ${count}`, alignment: 'center', fontSize: 8, color: '#888888', margin: [0, 16, 0, 0] }),
    content: blocks(nodes),
  });
  return document.getBuffer();
}
