import { deflateSync } from 'node:zlib';
import { unzipSync } from 'fflate';
import JSZip from 'jszip';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRef } from 'pdf-lib';
import pdfmake from 'pdfmake';
import type { Content } from 'pdfmake/interfaces';
// Sets pdfmake's fonts (Noto Sans SC): the seal's text and the signing line are Chinese.
import './print-pdf.ts';

/**
 * A signed copy of a document (descriptor `signing`): the seal stamped on a PDF page, or added at the end of a Word
 * (.docx) document's body. The seal is drawn here: a red ring, a star and the seal's name; under it the line
 * "签章：<signer> <date>". The original bytes are never changed: each call returns new bytes.
 */

export type SealPosition = 'bottomRight' | 'bottomLeft' | 'bottomCenter';
export type StampRequest = {
  /** The seal's name as it is printed inside the ring (the seal option's Chinese label). */
  seal: string;
  signer: string;
  /** yyyy-mm-dd */
  date: string;
  /** 1-based page of a PDF; beyond the last (or none), the last page. */
  page?: number | null;
  position?: SealPosition | null;
};

/** What a stamp could not be put on: the caller refuses the approval with it. */
export class StampError extends Error {}

const RED = '#d81e06';
const SEAL_SIZE = 110;
const LINE_HEIGHT = 14;
const MARGIN = 36;

/** Five outer and five inner points of a star centred on (cx, cy). */
function starPoints(cx: number, cy: number, outer: number, inner: number) {
  return Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    return { x: cx + radius * Math.cos(angle), y: cy + radius * Math.sin(angle) };
  });
}

/** The seal and its signing line as a one-page PDF (vector graphics, the Chinese font embedded as a subset). */
async function sealPdf(request: StampRequest): Promise<Buffer> {
  const r = SEAL_SIZE / 2;
  const content: Content[] = [
    {
      canvas: [
        { type: 'ellipse', x: r, y: r, r1: r - 2, r2: r - 2, lineWidth: 3, lineColor: RED },
        { type: 'polyline', points: starPoints(r, r - 8, 20, 8), closePath: true, color: RED, lineColor: RED, lineWidth: 0 },
      ],
      absolutePosition: { x: 0, y: 0 },
    },
    { text: request.seal, color: RED, fontSize: 10, bold: true, alignment: 'center', absolutePosition: { x: 0, y: r + 18 } },
    { text: `签章：${request.signer} ${request.date}`, fontSize: 7, alignment: 'center', absolutePosition: { x: 0, y: SEAL_SIZE + 2 } },
  ];
  const document = pdfmake.createPdf({
    pageSize: { width: SEAL_SIZE, height: SEAL_SIZE + LINE_HEIGHT },
    pageMargins: [0, 0, 0, 0],
    defaultStyle: { font: 'NotoSans' },
    content,
  });
  return document.getBuffer();
}

/** The most pages a PDF to sign may have: a contract has a few hundred at most. */
const MAX_PAGES = 5000;

/**
 * A PDF's page tree must be a tree of at most MAX_PAGES pages, each node in it once: a crafted one listing the same
 * child twice at every level describes millions of pages in a few kilobytes, and a loop none at all. Walked here
 * before pdf-lib lists the pages, stopping at the first node seen twice.
 */
function assertPageTree(document: PDFDocument) {
  const seen = new Set<PDFRef>();
  const waiting: unknown[] = [document.catalog.get(PDFName.of('Pages'))];
  let pages = 0;
  while (waiting.length) {
    const ref = waiting.pop();
    if (!(ref instanceof PDFRef) || seen.has(ref)) throw new StampError('pdf');
    seen.add(ref);
    const node = document.context.lookup(ref);
    if (!(node instanceof PDFDict)) throw new StampError('pdf');
    const kids = node.lookup(PDFName.of('Kids'));
    if (kids instanceof PDFArray) waiting.push(...kids.asArray());
    else if (++pages > MAX_PAGES) throw new StampError('pdf');
  }
}

/** Stamps the seal on the chosen page (the last by default) at the chosen corner of a PDF. */
export async function stampPdf(original: Buffer, request: StampRequest): Promise<Buffer> {
  const target = await PDFDocument.load(original, { updateMetadata: false }).catch(() => {
    throw new StampError('pdf');
  });
  assertPageTree(target);
  const pages = target.getPages();
  if (pages.length === 0) throw new StampError('pdf');
  const index = request.page && request.page >= 1 && request.page <= pages.length ? request.page - 1 : pages.length - 1;
  const page = pages[index];
  const [seal] = await target.embedPdf(await sealPdf(request));
  const { width } = page.getSize();
  const position = request.position ?? 'bottomRight';
  const x = position === 'bottomLeft' ? MARGIN : position === 'bottomCenter' ? (width - seal.width) / 2 : width - MARGIN - seal.width;
  page.drawPage(seal, { x, y: MARGIN });
  return Buffer.from(await target.save());
}

/** CRC-32 as PNG chunks need it. */
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer) {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** Whether (x, y) lies inside the polygon (even-odd rule). */
function inside(points: readonly { x: number; y: number }[], x: number, y: number) {
  let odd = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [a, b] = [points[i], points[j]];
    if (a.y > y !== b.y > y && x < ((b.x - a.x) * (y - a.y)) / (b.y - a.y) + a.x) odd = !odd;
  }
  return odd;
}

/** The seal as a PNG (a red ring and star on a transparent ground) for documents that take images, not PDF pages. */
export function sealPng(size = 200): Buffer {
  const c = size / 2;
  const star = starPoints(c, c, size * 0.22, size * 0.09);
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 4);
    for (let x = 0; x < size; x++) {
      const d = Math.hypot(x + 0.5 - c, y + 0.5 - c);
      const ring = d <= c - 2 && d >= c - 2 - size * 0.05;
      if (ring || inside(star, x + 0.5, y + 0.5)) row.set([0xd8, 0x1e, 0x06, 0xff], 1 + x * 4);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** One EMU is 1/914400 inch: the seal is 1.5 inches wide in Word. */
const SEAL_EMU = 1371600;

/** The seal as an inline picture, then the signing line, appended to the body (before its section settings). */
function sealParagraphs(relationshipId: string, request: StampRequest) {
  const picture = `<w:p><w:pPr><w:jc w:val="right"/></w:pPr><w:r><w:drawing><wp:inline distT="0" distB="0" distL="0" distR="0"><wp:extent cx="${SEAL_EMU}" cy="${SEAL_EMU}"/><wp:docPr id="9001" name="seal"/><a:graphic xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:pic xmlns:pic="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:nvPicPr><pic:cNvPr id="9001" name="seal.png"/><pic:cNvPicPr/></pic:nvPicPr><pic:blipFill><a:blip r:embed="${relationshipId}"/><a:stretch><a:fillRect/></a:stretch></pic:blipFill><pic:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="${SEAL_EMU}" cy="${SEAL_EMU}"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></pic:spPr></pic:pic></a:graphicData></a:graphic></wp:inline></w:drawing></w:r></w:p>`;
  const run = (text: string, color?: string) =>
    `<w:p><w:pPr><w:jc w:val="right"/></w:pPr><w:r>${color ? `<w:rPr><w:color w:val="${color}"/></w:rPr>` : ''}<w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r></w:p>`;
  return picture + run(request.seal, RED.slice(1)) + run(`签章：${request.signer} ${request.date}`);
}

const WP_NS = 'xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing"';
const R_NS = 'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';

/** What a Word document may inflate to, all its parts together, and how many parts it may have: a Word contract is
 * a few megabytes; a zip bomb of 0.4 MB declares 400. Read from the archive's directory, before anything inflates. */
const MAX_INFLATED_BYTES = 64 * 1024 * 1024;
const MAX_PARTS = 2000;

function assertInflatesWithinBounds(original: Buffer) {
  let total = 0;
  let parts = 0;
  try {
    unzipSync(original, {
      filter: (file) => {
        total += file.originalSize;
        parts++;
        return false;
      },
    });
  } catch {
    throw new StampError('docx');
  }
  if (total > MAX_INFLATED_BYTES || parts > MAX_PARTS) throw new StampError('docx');
}

/** Adds the seal at the end of a Word (.docx) document: the image in word/media, its relationship, its paragraphs. */
export async function stampDocx(original: Buffer, request: StampRequest): Promise<Buffer> {
  assertInflatesWithinBounds(original);
  const zip = await JSZip.loadAsync(original).catch(() => {
    throw new StampError('docx');
  });
  const documentFile = zip.file('word/document.xml');
  if (!documentFile) throw new StampError('docx');
  let documentXml = await documentFile.async('string');
  const bodyEnd = documentXml.lastIndexOf('</w:body>');
  if (bodyEnd < 0) throw new StampError('docx');

  const relsPath = 'word/_rels/document.xml.rels';
  let rels =
    (await zip.file(relsPath)?.async('string')) ??
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"></Relationships>';
  let n = 1;
  while (rels.includes(`Id="rIdSeal${n}"`)) n++;
  const relationshipId = `rIdSeal${n}`;
  const media = `media/seal${n}.png`;
  rels = rels.replace(
    '</Relationships>',
    `<Relationship Id="${relationshipId}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" Target="${media}"/></Relationships>`,
  );
  zip.file(relsPath, rels);
  zip.file(`word/${media}`, sealPng());

  const typesPath = '[Content_Types].xml';
  const types = await zip.file(typesPath)?.async('string');
  if (!types) throw new StampError('docx');
  if (!/Extension="png"/i.test(types)) zip.file(typesPath, types.replace('</Types>', '<Default Extension="png" ContentType="image/png"/></Types>'));

  // The namespaces the picture uses, declared on the root element when the document does not yet.
  const rootEnd = documentXml.indexOf('>', documentXml.indexOf('<w:document'));
  const missing = [WP_NS, R_NS].filter((ns) => !documentXml.slice(0, rootEnd).includes(ns.split('=')[0]));
  if (missing.length) documentXml = `${documentXml.slice(0, rootEnd)} ${missing.join(' ')}${documentXml.slice(rootEnd)}`;
  const end = documentXml.lastIndexOf('</w:body>');
  const sectPr = documentXml.lastIndexOf('<w:sectPr', end);
  const at = sectPr >= 0 && documentXml.indexOf('</w:p>', sectPr) === -1 ? sectPr : end;
  documentXml = documentXml.slice(0, at) + sealParagraphs(relationshipId, request) + documentXml.slice(at);
  zip.file('word/document.xml', documentXml);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** The signed copy of a file by its extension; any other kind cannot be signed. Run it off the event loop (lib/off-thread.ts). */
export function stampFile(extension: string, original: Buffer, request: StampRequest): Promise<Buffer> {
  if (extension === 'pdf') return stampPdf(original, request);
  if (extension === 'docx') return stampDocx(original, request);
  return Promise.reject(new StampError(extension));
}
