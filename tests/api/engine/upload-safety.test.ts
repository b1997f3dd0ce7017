import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { files } from '../../../src/server/db/schema.ts';
import { moduleCalls, signedInApp, travelClaim } from '../../support/api.helpers.ts';
import { multipart, type FilePart } from '../../support/multipart.helpers.ts';

const { t, as, ids } = signedInApp();

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const HTML = Buffer.from('<!doctype html><html><body><script>document.title = "owned"</script></body></html>');
/** The local header of a zip archive, as every .docx, .xlsx and .zip begins. */
const ZIP = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 8, 0]), Buffer.alloc(40)]);

function upload(login: string, fields: Record<string, string>, file?: FilePart) {
  const { body, headers } = multipart({ businessType: 'MODULE', ...fields }, file);
  return as[login].post('/ge/upload', body, { ...headers, 'accept-language': 'en' });
}
const attach = (file: FilePart, login = 'staff01') => upload(login, { module: 'customer', field: 'attachments' }, file);

/** A file response with its headers, as the browser gets it with the caller's session. */
function fetchAs(login: string, url: string) {
  const cookie = `Admin-Token=${as[login].cookies['Admin-Token']}`;
  return t.app.inject({ method: 'GET', url: `/prod-api${url}`, headers: { cookie } });
}

/** The stored bytes under the files folder of a module, by storage key. */
function storedKeys(module: string): string[] {
  const root = path.join(t.dataDir, 'files');
  if (!existsSync(path.join(root, module))) return [];
  return readdirSync(path.join(root, module), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}
const rowKeys = async (module: string) =>
  (await t.database.db.select({ key: files.storedPath }).from(files).where(eq(files.module, module))).map((row) => row.key).sort();

async function reimbursementDraft(amount = 300): Promise<number> {
  const created = await as.staff01.post('/m/reimapplication', travelClaim(amount));
  expect(created.body.status, JSON.stringify(created.body)).toBe(200);
  return created.body.data.id as number;
}
const { ok: act } = moduleCalls(as, 'reimapplication', {});
const filesOf = async (id: number) => (await as.staff01.get(`/ge/queryByIdAndModular/?id=${id}&modular=reimapplication&field=attachments`)).body.data;

describe('POST /prod-api/ge/upload', () => {
  it('refuses a file whose content is not what its extension says with 1001 naming the field, and stores nothing', async () => {
    const before = storedKeys('customer');
    for (const file of [
      { name: 'x.pdf', type: 'text/html', content: HTML },
      { name: 'x.png', type: 'image/png', content: Buffer.from('not an image') },
      { name: 'x.docx', type: 'application/pdf', content: PDF },
      { name: 'x.txt', type: 'text/plain', content: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64)]) },
    ]) {
      const refused = await attach(file);
      expect(refused.body, file.name).toMatchObject({ status: 1001, data: { field: 'attachments' } });
      expect(refused.body.msg).toContain(path.extname(file.name));
    }
    expect(storedKeys('customer')).toEqual(before);
  });

  it('keeps the type the extension and the content say, never the one the client claims', async () => {
    const stored = await attach({ name: 'scan.pdf', type: 'text/html', content: PDF });
    expect(stored.body.data.mime).toBe('application/pdf');
    const served = await fetchAs('staff01', `/ge/preview/${stored.body.data.id}`);
    expect(served.headers['content-type']).toBe('application/pdf');
  });

  it('refuses an upload to a document in approval or signed, as a save is refused, and stores nothing', async () => {
    const id = await reimbursementDraft();
    const toRecord = { module: 'reimapplication', field: 'attachments', record: String(id) };
    expect((await upload('staff01', toRecord, { name: 'draft.pdf', type: 'application/pdf', content: PDF })).body.status).toBe(200);
    const before = storedKeys('reimapplication');
    await act('staff01', id, 'submit');
    const inApproval = await upload('staff01', toRecord, { name: 'late.pdf', type: 'application/pdf', content: PDF });
    expect(inApproval.body.status).toBe(1006);
    await act('leader01', id, 'approve');
    await act('finance01', id, 'approve');
    expect((await as.admin.get(`/m/reimapplication/${id}`)).body.data.status).toBe(4);
    for (const login of ['staff01', 'admin']) {
      const signed = await upload(login, toRecord, { name: 'after.pdf', type: 'application/pdf', content: PDF });
      expect(signed.body.status, login).toBe(1006);
    }
    expect((await filesOf(id)).map((file: { name: string }) => file.name)).toEqual(['draft.pdf']);
    expect(storedKeys('reimapplication')).toEqual(before);
  });

  it('stores exactly as many files as the field allows when 20 arrive at once', async () => {
    const id = await reimbursementDraft();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        upload('staff01', { module: 'reimapplication', field: 'attachments', record: String(id) }, { name: `${n}.pdf`, type: 'application/pdf', content: PDF }),
      ),
    );
    expect(answers.filter((answer) => answer.body.status === 200)).toHaveLength(10);
    for (const answer of answers.filter((candidate) => candidate.body.status !== 200))
      expect(answer.body).toMatchObject({ status: 1001, data: { field: 'attachments' } });
    expect(await filesOf(id)).toHaveLength(10);
    expect(storedKeys('reimapplication')).toEqual(await rowKeys('reimapplication'));
  });

  it('applies the same limit when a save links uploads not yet attached to the record', async () => {
    const id = await reimbursementDraft();
    for (let n = 0; n < 10; n++)
      await upload(
        'staff01',
        { module: 'reimapplication', field: 'attachments', record: String(id) },
        { name: `${n}.pdf`, type: 'application/pdf', content: PDF },
      );
    const loose = (await upload('staff01', { module: 'reimapplication', field: 'attachments' }, { name: 'loose.pdf', type: 'application/pdf', content: PDF }))
      .body.data;
    const record = (await as.staff01.get(`/m/reimapplication/${id}`)).body.data;
    const saved = await as.staff01.put(`/m/reimapplication/${id}`, { ...record, attachments: [{ id: loose.id, name: loose.name }] });
    expect(saved.body).toMatchObject({ status: 1001, data: { field: 'attachments' } });
    expect(await filesOf(id)).toHaveLength(10);
  });
});

describe('GET /prod-api/ge/preview/:id, /ge/download, /ge/downloadPrint', () => {
  const SAFE = { 'x-content-type-options': 'nosniff', 'content-security-policy': 'sandbox' };

  it('shows pdf, images and text inline with their true type, and hands every other file over as an attachment', async () => {
    const cases = [
      { file: { name: 'a.pdf', type: 'application/octet-stream', content: PDF }, type: 'application/pdf', disposition: 'inline' },
      { file: { name: 'a.png', type: 'text/html', content: PNG }, type: 'image/png', disposition: 'inline' },
      { file: { name: 'a.txt', type: 'text/html', content: HTML }, type: 'text/plain; charset=utf-8', disposition: 'inline' },
      {
        file: { name: 'a.docx', type: 'text/html', content: ZIP },
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        disposition: 'attachment',
      },
      { file: { name: 'a.zip', type: 'text/html', content: ZIP }, type: 'application/zip', disposition: 'attachment' },
    ];
    for (const { file, type, disposition } of cases) {
      const stored = (await attach(file)).body.data;
      expect(stored.mime, file.name).toBe(type.split(';')[0]);
      const filePath = encodeURIComponent(stored.filePath);
      for (const url of [`/ge/preview/${stored.id}`, `/ge/downloadPrint?filePath=${filePath}`, `/ge/download?filePath=${filePath}`]) {
        const served = await fetchAs('staff01', url);
        expect(served.statusCode, url).toBe(200);
        expect(served.headers, `${file.name} ${url}`).toMatchObject({ ...SAFE, 'content-type': type });
        expect(served.headers['content-disposition']).toMatch(url.startsWith('/ge/download?') ? /^attachment;/ : new RegExp(`^${disposition};`));
        expect(served.rawPayload.equals(file.content)).toBe(true);
      }
    }
  });

  it('serves a file stored earlier with the type the client claimed by its stored extension, never as html', async () => {
    const stored = async (extension: string) => {
      const id = randomUUID();
      const key = `customer/2024-01/${id}.${extension}`;
      mkdirSync(path.join(t.dataDir, 'files', 'customer', '2024-01'), { recursive: true });
      writeFileSync(path.join(t.dataDir, 'files', key), HTML);
      await t.database.db.insert(files).values({
        id,
        module: 'customer',
        field: 'attachments',
        originalName: `old.${extension}`,
        storedPath: key,
        size: HTML.length,
        mime: 'text/html',
        uploaderId: ids.staff01,
      });
      return id;
    };
    const pdf = await fetchAs('staff01', `/ge/preview/${await stored('pdf')}`);
    expect(pdf.headers).toMatchObject({ ...SAFE, 'content-type': 'application/pdf' });
    const unknown = await fetchAs('staff01', `/ge/preview/${await stored('html')}`);
    expect(unknown.headers).toMatchObject({ ...SAFE, 'content-type': 'application/octet-stream' });
    expect(unknown.headers['content-disposition']).toMatch(/^attachment;/);
  });
});
