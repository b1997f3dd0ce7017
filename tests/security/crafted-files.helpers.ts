import { zipSync } from 'fflate';

/**
 * Files crafted to cost a server far more than their size, as a user can upload them: each is small, each claims
 * or unfolds into something huge.
 */

/**
 * A PDF of a few kilobytes whose page tree lists the same child twice at every level, `levels` deep: 2^levels pages
 * for whoever lists them.
 */
export function pageTreeBomb(levels: number): Buffer {
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>'];
  for (let level = 0; level < levels; level++) {
    const child = `${level + 3} 0 R`;
    objects.push(`<< /Type /Pages /Kids [${child} ${child}] /Count ${2 ** (levels - level)}${level ? ` /Parent ${level + 1} 0 R` : ''} >>`);
  }
  objects.push(`<< /Type /Page /Parent ${levels + 1} 0 R /MediaBox [0 0 612 792] >>`);
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  return Buffer.from(`${pdf}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`, 'latin1');
}

/** An Office file (a .docx, or with `part` 'xl/worksheets/sheet1.xml' an .xlsx) of about 100 KB whose part inflates to 100 MB. */
export const zipBomb = (part = 'word/document.xml') =>
  Buffer.from(
    zipSync({ '[Content_Types].xml': new TextEncoder().encode('<Types></Types>'), [part]: new Uint8Array(100 * 1024 * 1024).fill(0x20) }, { level: 1 }),
  );

/** A PNG of 33 bytes whose header declares `side` × `side` pixels. */
export function pixelBomb(side = 12_000): Buffer {
  const size = Buffer.alloc(8);
  size.writeUInt32BE(side, 0);
  size.writeUInt32BE(side, 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]),
    size,
    Buffer.from([8, 6, 0, 0, 0, 0, 0, 0, 0]),
  ]);
}
