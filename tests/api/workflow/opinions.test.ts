import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectRows } from '../../../src/server/db/database.ts';
import { removeUnusedUploads } from '../../../src/server/engine/record-files.ts';
import { claimsOf } from './claims.helpers.ts';
import { publishWithStep } from './flow-versions.helpers.ts';
import { OWN_PAGE, signedInApp } from '../../support/api.helpers.ts';
import { multipart, type FilePart } from '../../support/multipart.helpers.ts';

/**
 * Approval opinions: each user's common phrases, files given with an opinion (shown in the trail and the print),
 * and a handwritten signature printed beside the steps that ask for one.
 */
const app = signedInApp();
const { as } = app;
const { act, submitted, history } = claimsOf(as);
const MODULE = 'reimapplication';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
/** A one-pixel PNG, whole: the PDF draws it. */
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
/** A PNG header of the given size: enough for the content checks. */
function png(width: number, height: number): Buffer {
  const header = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const size = Buffer.alloc(8);
  size.writeUInt32BE(width, 0);
  size.writeUInt32BE(height, 4);
  return Buffer.concat([header, size, Buffer.from([8, 6, 0, 0, 0, 0, 0, 0, 0])]);
}

const upload = (name: string, url: string, fields: Record<string, string>, file?: FilePart) => {
  const { body, headers } = multipart(fields, file);
  return as[name].post(url, body, headers);
};
describe('GET, POST and DELETE /prod-api/processAudit/phrases', () => {
  it('keeps each user’s own phrases, once each', async () => {
    expect((await as.leader01.post('/processAudit/phrases', { text: '  同意，请财务付款  ' })).body.data).toMatchObject({ text: '同意，请财务付款' });
    expect((await as.leader01.post('/processAudit/phrases', { text: '同意，请财务付款' })).body.status).toBe(200);
    expect(((await as.leader01.get('/processAudit/phrases')).body.data as { text: string }[]).map((row) => row.text)).toEqual(['同意，请财务付款']);
    expect((await as.finance01.get('/processAudit/phrases')).body.data).toEqual([]);
    const [mine] = (await as.leader01.get('/processAudit/phrases')).body.data;
    expect((await as.finance01.delete(`/processAudit/phrases/${mine.id}`)).body.status).toBe(404);
    expect((await as.leader01.delete(`/processAudit/phrases/${mine.id}`)).body.status).toBe(200);
    expect((await as.leader01.get('/processAudit/phrases')).body.data).toEqual([]);
  });

  it('refuses an empty phrase, one over 200 characters, and a 51st, with 1001 naming the field', async () => {
    expect((await as.manager01.post('/processAudit/phrases', { text: '   ' })).body).toMatchObject({ status: 1001, data: { field: 'text' } });
    expect((await as.manager01.post('/processAudit/phrases', { text: '长'.repeat(201) })).body).toMatchObject({ status: 1001, data: { field: 'text' } });
    await Promise.all(Array.from({ length: 50 }, (_, n) => as.manager01.post('/processAudit/phrases', { text: `常用语 ${n}` })));
    const refused = await as.manager01.post('/processAudit/phrases', { text: '第五十一条' }, { 'accept-language': 'en' });
    expect(refused.body).toMatchObject({ status: 1001, data: { field: 'text' } });
    expect(refused.body.msg).toContain('50');
    expect((await as.manager01.get('/processAudit/phrases')).body.data).toHaveLength(50);
  });
});

describe('files given with an opinion', () => {
  it('are uploaded by whoever holds an open task of the document, linked by the action, and named in the trail and the print', async () => {
    const recordId = await submitted();
    const fields = { module: MODULE, field: '__opinion', record: String(recordId) };
    // finance01 holds no task of it yet (and may not read it); the administrator reads it but approves nothing.
    expect((await upload('finance01', '/ge/upload', fields, { name: '意见.pdf', type: 'application/pdf', content: PDF })).body.status).toBe(404);
    expect((await upload('admin', '/ge/upload', fields, { name: '意见.pdf', type: 'application/pdf', content: PDF })).body.status).toBe(1004);
    const refusedKind = await upload('leader01', '/ge/upload', fields, { name: 'x.exe', type: 'application/pdf', content: PDF });
    expect(refusedKind.body.status).toBe(1001);
    const uploaded = await upload('leader01', '/ge/upload', fields, { name: '核对记录.pdf', type: 'application/pdf', content: PDF });
    expect(uploaded.body.status).toBe(200);
    const fileId = uploaded.body.data.id as string;
    // Someone else's upload, or one that does not exist, is refused and nothing moves.
    const theirs = await as.leader01.post(`/wf/${MODULE}/${recordId}/approve`, { files: ['00000000-0000-4000-8000-000000000000'] });
    expect(theirs.body).toMatchObject({ status: 1001, data: { field: 'files' } });
    expect((await as.leader01.post(`/wf/${MODULE}/${recordId}/approve`, { examRemarks: '已核对', files: [fileId] })).body.status).toBe(200);
    expect((await history(recordId)).at(-1)).toMatchObject({ opinion: '已核对', files: [{ id: fileId, name: '核对记录.pdf' }] });
    // Used once: it cannot be given again with another action.
    const again = await as.finance01.post(`/wf/${MODULE}/${recordId}/approve`, { files: [fileId] });
    expect(again.body).toMatchObject({ status: 1001, data: { field: 'files' } });
    const page = await as.staff01.get(`/print/${MODULE}/${recordId}`, { 'accept-language': 'zh' });
    expect(page.body.data.html).toContain('已核对 附件：核对记录.pdf');
    const download = await app.t.app.inject({
      method: 'GET',
      url: `/prod-api/ge/preview/${fileId}`,
      headers: { ...OWN_PAGE, cookie: `Admin-Token=${as.staff01.cookies['Admin-Token']}` },
    });
    expect(download.statusCode).toBe(200);
  });
});

describe('files given with an opinion, held back', () => {
  it('are at most 10 per approver and document until an action sends them, however many are uploaded at once', async () => {
    const recordId = await submitted();
    const fields = { module: MODULE, field: '__opinion', record: String(recordId) };
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, n) => upload('leader01', '/ge/upload', fields, { name: `意见${n}.pdf`, type: 'application/pdf', content: PDF })),
    );
    expect(answers.filter((answer) => answer.body.status === 200)).toHaveLength(10);
    const refused = answers.filter((answer) => answer.body.status !== 200);
    expect(refused).toHaveLength(15);
    for (const answer of refused) expect(answer.body).toMatchObject({ status: 1001, data: { field: '__opinion' } });
    const stored = await selectRows<{ n: number }>(
      app.t.database.db,
      sql`select count(*)::int as n from files where record_id = ${recordId} and field = '__opinion'`,
    );
    expect(stored[0].n).toBe(10);
  });

  it('go, rows and bytes, when nobody used them within a day: a form’s upload never saved, an opinion’s never sent', async () => {
    const recordId = await submitted();
    const opinionFile = async (name: string) =>
      (
        await upload(
          'leader01',
          '/ge/upload',
          { module: MODULE, field: '__opinion', record: String(recordId) },
          { name, type: 'application/pdf', content: PDF },
        )
      ).body.data;
    const opinion = await opinionFile('意见.pdf');
    const unsaved = (
      await upload('staff01', '/ge/upload', { module: MODULE, field: 'attachments' }, { name: '发票.pdf', type: 'application/pdf', content: PDF })
    ).body.data;
    const sent = await opinionFile('同意.pdf');
    expect((await act('leader01', recordId, 'approve', { opinion: '同意', files: [sent.id] })).body.status).toBe(200);
    const { db } = app.t.database;
    const stored = (id: string) => existsSync(path.join(app.t.dataDir, 'files', id));
    for (const file of [opinion, unsaved, sent]) expect(stored(file.filePath)).toBe(true);
    // A day passes.
    await db.execute(sql`update files set created_at = created_at - interval '25 hours' where id in (${opinion.id}, ${unsaved.id}, ${sent.id})`);
    await removeUnusedUploads(db);
    const left = await selectRows<{ id: string }>(db, sql`select id from files where id in (${opinion.id}, ${unsaved.id}, ${sent.id})`);
    expect(left.map((row) => row.id)).toEqual([sent.id]);
    expect([opinion, unsaved, sent].map((file) => stored(file.filePath))).toEqual([false, false, true]);
  });
});

describe('handwritten signatures', () => {
  it('are a png or jpg per user, checked by content, shown back to their owner only', async () => {
    expect((await as.leader01.get('/sign/signature')).body.data).toBeNull();
    const fake = await upload('leader01', '/sign/signature', {}, { name: 'sign.png', type: 'image/png', content: PDF });
    expect(fake.body).toMatchObject({ status: 1001, data: { field: 'file' } });
    // A pixel bomb: a few bytes declaring 12000 x 12000 pixels, which every print would decode.
    const bomb = await upload('leader01', '/sign/signature', {}, { name: 'sign.png', type: 'image/png', content: png(12000, 12000) });
    expect(bomb.body).toMatchObject({ status: 1001, data: { field: 'file' } });
    expect(bomb.body.msg).toContain('4096');
    expect((await as.leader01.get('/sign/signature')).body.data).toBeNull();
    const saved = await upload('leader01', '/sign/signature', {}, { name: 'sign.png', type: 'image/png', content: png(300, 120) });
    expect(saved.body.data).toMatchObject({ url: '/prod-api/sign/signature/image' });
    const image = await app.t.app.inject({
      method: 'GET',
      url: '/prod-api/sign/signature/image',
      headers: { ...OWN_PAGE, cookie: `Admin-Token=${as.leader01.cookies['Admin-Token']}` },
    });
    expect(image.headers['content-type']).toBe('image/png');
    expect((await as.finance01.get('/sign/signature')).body.data).toBeNull();
  });

  it('are printed beside the steps whose node asks for a signature', async () => {
    await publishWithStep(as.admin, 'reimbursement', 'Task_DeptHead', 'oa:signature="true"');
    await upload('leader01', '/sign/signature', {}, { name: 'sign.png', type: 'image/png', content: PIXEL });
    const recordId = await submitted();
    expect((await as.leader01.post(`/wf/${MODULE}/${recordId}/approve`, { examRemarks: '同意' })).body.status).toBe(200);
    expect((await as.finance01.post(`/wf/${MODULE}/${recordId}/approve`, { examRemarks: '同意' })).body.status).toBe(200);
    const html = (await as.staff01.get(`/print/${MODULE}/${recordId}`, { 'accept-language': 'zh' })).body.data.html as string;
    expect(html.match(/<img [^>]*class="print-signature"/g)).toHaveLength(1);
    expect(html).toMatch(/<td>张经理<img [^>]*src="data:image\/png;base64,/);
    const pdf = await app.t.app.inject({
      method: 'GET',
      url: `/prod-api/ge/downloadPrint?filePath=${encodeURIComponent(`print/${MODULE}/${recordId}`)}`,
      headers: { ...OWN_PAGE, cookie: `Admin-Token=${as.staff01.cookies['Admin-Token']}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    // A signature the PDF cannot draw (only its header is an image) leaves it out rather than the PDF.
    await upload('leader01', '/sign/signature', {}, { name: 'sign.png', type: 'image/png', content: png(300, 120) });
    const without = await app.t.app.inject({
      method: 'GET',
      url: `/prod-api/ge/downloadPrint?filePath=${encodeURIComponent(`print/${MODULE}/${recordId}`)}`,
      headers: { ...OWN_PAGE, cookie: `Admin-Token=${as.staff01.cookies['Admin-Token']}` },
    });
    expect(without.statusCode).toBe(200);
  });
});
