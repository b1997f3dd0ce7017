import JSZip from 'jszip';
import { PDFDocument, PDFName, PDFRawStream, PDFArray, PDFStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { signedInApp } from '../../support/api.helpers.ts';
import { multipart } from '../../support/multipart.helpers.ts';
import { pageTreeBomb, zipBomb } from '../../security/crafted-files.helpers.ts';

/**
 * Contract signature (spec moduleId 17, spec §4 "signing a row"): the final approval stamps the seal on the file to
 * sign — a PDF page or the end of a Word (.docx) document — and keeps the signed copy as the record's `signedFile`,
 * in the same transaction as the status; the uploaded file is unchanged; a file that cannot be stamped refuses the
 * approval and the document stays in approval.
 */
const { t, as } = signedInApp();
const en = { 'accept-language': 'en' };

const today = '2026-11-20';

async function signedContract() {
  const customer = (await as.staff01.post('/m/customer/page', { page: { pageIndex: 1, limit: 1 } })).body.data.list[0].id;
  const created = await as.staff01.post('/m/contract', {
    title: '地铁四号线造价咨询合同',
    customer,
    contractType: '1',
    contractTerm: '108',
    amount: '1000.00',
    signDate: today,
    startDate: today,
    responsiblePerson: 1,
  });
  expect(created.body.status, created.body.msg).toBe(200);
  const id = created.body.data.id as number;
  for (const [name, action] of [
    ['staff01', 'submit'],
    ['leader01', 'approve'],
    ['finance01', 'approve'],
    ['manager01', 'approve'],
  ] as const)
    expect((await as[name].post(`/wf/contract/${id}/${action}`, {}, en)).body.status).toBe(200);
  return id;
}

async function upload(name: string, content: Buffer) {
  const { body, headers } = multipart({ businessType: 'MODULE', module: 'contractsign', field: 'file' }, { name, type: 'application/octet-stream', content });
  const answer = await as.staff01.post('/ge/upload', body, { ...headers, ...en });
  expect(answer.body.status, answer.body.msg).toBe(200);
  return answer.body.data as { id: string; name: string };
}

const download = async (id: string) => {
  const answer = await as.staff01.get(`/ge/preview/${id}`);
  expect(answer.http).toBe(200);
  return Buffer.from(answer.body.data as Buffer);
};
const record = async (id: number) => (await as.staff01.get(`/m/contractsign/${id}`)).body.data;

/** Files a contract signature for the file, submits it and has the department head approve it: the general manager signs. */
async function filedForSigning(contract: number, file: { id: string; name: string }, extra: Record<string, unknown> = {}) {
  const created = await as.staff01.post('/m/contractsign', { contract, file: [file], seal: 'contract', ...extra });
  expect(created.body.status, created.body.msg).toBe(200);
  const id = created.body.data.id as number;
  expect((await as.staff01.post(`/wf/contractsign/${id}/submit`, {}, en)).body.status).toBe(200);
  expect((await as.leader01.post(`/wf/contractsign/${id}/approve`, {}, en)).body.status).toBe(200);
  return id;
}

/** The decoded length of every content stream of a page. */
function contentLength(doc: PDFDocument, index: number) {
  const contents = doc.getPage(index).node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
  return streams.reduce((sum, stream) => sum + (stream instanceof PDFRawStream || stream instanceof PDFStream ? stream.getContentsSize() : 0), 0);
}
const xObjects = (doc: PDFDocument, index: number) => doc.getPage(index).node.Resources()?.lookup(PDFName.of('XObject'))?.toString() ?? '';

async function threePagePdf() {
  const doc = await PDFDocument.create();
  for (let n = 0; n < 3; n++) doc.addPage([595, 842]).drawText(`Page ${n + 1}`, { x: 50, y: 780, size: 14 });
  return Buffer.from(await doc.save());
}

async function minimalDocx() {
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  zip.file(
    'word/document.xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>合同正文</w:t></w:r></w:p><w:sectPr><w:pgSz w:w="11906" w:h="16838"/></w:sectPr></w:body></w:document>',
  );
  return zip.generateAsync({ type: 'nodebuffer' });
}

describe('contract signature', () => {
  it('stamps the seal on the chosen page of a PDF when signed, keeping the original unchanged', async () => {
    const contract = await signedContract();
    const original = await threePagePdf();
    const file = await upload('合同.pdf', original);
    const id = await filedForSigning(contract, file, { page: 2, position: 'bottomLeft' });
    expect((await record(id)).signedFile ?? []).toEqual([]);

    const signed = await as.manager01.post(`/wf/contractsign/${id}/approve`, {}, en);
    expect(signed.body.status, signed.body.msg).toBe(200);
    const after = await record(id);
    expect(after.status).toBe(4);
    expect(after.signedFile).toHaveLength(1);
    const copy = after.signedFile[0] as { id: string; name: string };
    expect(copy.id).not.toBe(file.id);
    expect(copy.name).toBe('合同-signed.pdf');

    const before = await PDFDocument.load(original);
    const stamped = await PDFDocument.load(await download(copy.id));
    expect(stamped.getPageCount()).toBe(3);
    // Page 2 got the seal (a form XObject drawn by a longer content stream); pages 1 and 3 did not.
    expect(contentLength(stamped, 1)).toBeGreaterThan(contentLength(before, 1));
    expect(xObjects(stamped, 1)).not.toBe('');
    expect(contentLength(stamped, 0)).toBe(contentLength(before, 0));
    expect(contentLength(stamped, 2)).toBe(contentLength(before, 2));
    // The uploaded file is served as it was uploaded.
    expect((await download(file.id)).equals(original)).toBe(true);
  });

  it('stamps the last page when no page is given', async () => {
    const contract = await signedContract();
    const original = await threePagePdf();
    const id = await filedForSigning(contract, await upload('合同2.pdf', original));
    expect((await as.manager01.post(`/wf/contractsign/${id}/approve`, {}, en)).body.status).toBe(200);
    const stamped = await PDFDocument.load(await download((await record(id)).signedFile[0].id));
    const before = await PDFDocument.load(original);
    expect(contentLength(stamped, 2)).toBeGreaterThan(contentLength(before, 2));
    expect(contentLength(stamped, 1)).toBe(contentLength(before, 1));
  });

  it('adds the seal as a picture at the end of a Word document', async () => {
    const contract = await signedContract();
    const original = await minimalDocx();
    const file = await upload('合同.docx', original);
    const id = await filedForSigning(contract, file);
    const signed = await as.manager01.post(`/wf/contractsign/${id}/approve`, {}, en);
    expect(signed.body.status, signed.body.msg).toBe(200);
    const after = await record(id);
    expect(after.status).toBe(4);
    const zip = await JSZip.loadAsync(await download(after.signedFile[0].id));
    const documentXml = await zip.file('word/document.xml')!.async('string');
    expect(documentXml).toContain('<w:drawing>');
    expect(documentXml).toContain('签章：');
    // The seal comes before the section settings, which stay last in the body.
    expect(documentXml.indexOf('<w:drawing>')).toBeLessThan(documentXml.indexOf('<w:sectPr'));
    expect(Object.keys(zip.files).some((name) => name.startsWith('word/media/') && name.endsWith('.png'))).toBe(true);
    expect(await zip.file('word/_rels/document.xml.rels')!.async('string')).toContain('media/seal1.png');
    expect(await zip.file('[Content_Types].xml')!.async('string')).toContain('Extension="png"');
    expect((await download(file.id)).equals(original)).toBe(true);
  });

  it('refuses an old binary .doc file at upload', async () => {
    const { body, headers } = multipart(
      { businessType: 'MODULE', module: 'contractsign', field: 'file' },
      { name: '合同.doc', type: 'application/msword', content: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]) },
    );
    const refused = await as.staff01.post('/ge/upload', body, { ...headers, ...en });
    expect(refused.body.status).toBe(1001);
    expect(refused.body.data.field).toBe('file');
  });

  it('refuses the final approval of a file that cannot be stamped, and nothing changes', async () => {
    const contract = await signedContract();
    const file = await upload('坏文件.pdf', Buffer.from('%PDF-1.4\nthis is no pdf at all\n%%EOF\n'));
    const id = await filedForSigning(contract, file);
    const before = await record(id);
    const refused = await as.manager01.post(`/wf/contractsign/${id}/approve`, {}, en);
    expect(refused.body.status).toBe(1001);
    expect(refused.body.data.field).toBe('file');
    expect(refused.body.msg).toContain('seal cannot be put on this file');
    const after = await record(id);
    expect(after.status).toBe(before.status);
    expect(after.status).toBe(3);
    expect(after.signedFile ?? []).toEqual([]);
    expect(after.version).toBe(before.version);
  });

  it.each([
    ['a PDF whose page tree lists each child twice, 24 levels deep', '合同.pdf', () => pageTreeBomb(24)],
    ['a Word file inflating to 100 MB', '合同.docx', zipBomb],
  ])('refuses %s with 1001 at the final approval, while the server answers others', async (_name, fileName, content) => {
    const contract = await signedContract();
    const id = await filedForSigning(contract, await upload(fileName, content()));
    const before = await record(id);
    const answered: string[] = [];
    const approving = as.manager01.post(`/wf/contractsign/${id}/approve`, {}, en).then((answer) => {
      answered.push('approval');
      return answer;
    });
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    answered.push('health');
    const refused = await approving;
    expect(health.statusCode).toBe(200);
    expect(answered).toEqual(['health', 'approval']);
    expect(refused.body).toMatchObject({ status: 1001, data: { field: 'file' } });
    expect(refused.body.msg).toContain('seal cannot be put on this file');
    const after = await record(id);
    expect([after.status, after.version, after.signedFile ?? []]).toEqual([3, before.version, []]);
  });
});
