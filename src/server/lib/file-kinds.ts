import path from 'node:path';

/**
 * What a stored file is, decided by the server alone (spec §5 Uploads): its extension, checked against its first
 * bytes when it is uploaded, names its type. The type the client claims is never kept nor sent back, so a page
 * of HTML named `x.pdf` cannot come back as HTML and run in another user's session.
 */
export type FileKind = {
  mime: string;
  /** Shown in the browser (images other than SVG, PDF, plain text): nothing in them runs. */
  inline: boolean;
  /** The content is what the extension says. */
  matches: (bytes: Buffer) => boolean;
};

const startsWith =
  (signature: string | number[], offset = 0) =>
  (bytes: Buffer) => {
    const expected = typeof signature === 'string' ? Buffer.from(signature, 'latin1') : Buffer.from(signature);
    return bytes.subarray(offset, offset + expected.length).equals(expected);
  };
const anyOf =
  (...checks: ((bytes: Buffer) => boolean)[]) =>
  (bytes: Buffer) =>
    checks.some((check) => check(bytes));

/** Every .docx, .xlsx, .pptx and .zip is a zip archive (an empty one starts with the end-of-archive record). */
const ZIP = anyOf(startsWith('PK\x03\x04'), startsWith('PK\x05\x06'));
/** The compound file of Office 97-2003 documents; Word also saves a .doc as RTF. */
const OLE = startsWith([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const JPEG = startsWith([0xff, 0xd8, 0xff]);
/** Plain text holds no NUL byte, which every binary format has early on; UTF-16 text starts with its byte-order mark. */
const TEXT = anyOf(startsWith([0xff, 0xfe]), startsWith([0xfe, 0xff]), (bytes) => !bytes.includes(0));

const attachment = (mime: string, matches: (bytes: Buffer) => boolean): FileKind => ({ mime, inline: false, matches });
const shown = (mime: string, matches: (bytes: Buffer) => boolean): FileKind => ({ mime, inline: true, matches });

/** The extensions a descriptor's upload field may accept (a unit test holds every `accept` list to this table). */
export const FILE_KINDS: Readonly<Record<string, FileKind>> = {
  pdf: shown('application/pdf', startsWith('%PDF-')),
  png: shown('image/png', startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  jpg: shown('image/jpeg', JPEG),
  jpeg: shown('image/jpeg', JPEG),
  gif: shown('image/gif', anyOf(startsWith('GIF87a'), startsWith('GIF89a'))),
  webp: shown('image/webp', (bytes) => startsWith('RIFF')(bytes) && startsWith('WEBP', 8)(bytes)),
  bmp: shown('image/bmp', startsWith('BM')),
  txt: shown('text/plain', TEXT),
  doc: attachment('application/msword', anyOf(OLE, startsWith('{\\rtf'))),
  xls: attachment('application/vnd.ms-excel', OLE),
  ppt: attachment('application/vnd.ms-powerpoint', OLE),
  docx: attachment('application/vnd.openxmlformats-officedocument.wordprocessingml.document', ZIP),
  xlsx: attachment('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', ZIP),
  pptx: attachment('application/vnd.openxmlformats-officedocument.presentationml.presentation', ZIP),
  zip: attachment('application/zip', ZIP),
  rar: attachment('application/vnd.rar', startsWith('Rar!\x1a\x07')),
  '7z': attachment('application/x-7z-compressed', startsWith([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c])),
};

/** Anything else (a file stored before these rules with another extension): opaque bytes, handed over as a download. */
const UNKNOWN: FileKind = attachment('application/octet-stream', () => false);

/** The lower-case extension of a file name, without its dot ('' when it has none). */
export const extensionOf = (name: string) => path.extname(name).slice(1).toLowerCase();

/** The kind of a stored file, from the extension the server gave its storage key, whatever its row says. */
export const storedKind = (storedPath: string): FileKind => FILE_KINDS[extensionOf(storedPath)] ?? UNKNOWN;

/**
 * Headers of every file the server hands out: the browser keeps the type it is given (no sniffing), and the
 * file's page is sandboxed (no script, an origin of its own) — Chromium still shows a PDF or an image in it.
 */
export const FILE_RESPONSE_HEADERS = { 'x-content-type-options': 'nosniff', 'content-security-policy': 'sandbox' } as const;

/** The charset of a text file, when its bytes say: UTF-8 if they are valid UTF-8, else the browser's default for the reader. */
export function textType(bytes: Buffer): string {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return 'text/plain; charset=utf-8';
  } catch {
    return 'text/plain';
  }
}
