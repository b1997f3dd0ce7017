import { describe, expect, it } from 'vitest';
import { OWN_PAGE, signedInApp } from '../../support/api.helpers.ts';
import { multipart } from '../../support/multipart.helpers.ts';

const { t, as } = signedInApp(['staff01', 'leader01', 'finance01']);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const raw = (login: string, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/prod-api${url}`, headers: { ...OWN_PAGE, cookie: `Admin-Token=${as[login].cookies['Admin-Token']}`, ...headers } });

describe('GET /ge/preview/ (spec §7 Files)', () => {
  it('shows a file inline by its stored path, to whoever may read its record only', async () => {
    const { body, headers } = multipart(
      { businessType: 'MODULE', module: 'customer', field: 'attachments' },
      { name: '合同.pdf', type: 'application/pdf', content: PDF },
    );
    const file = (await as.staff01.post('/ge/upload', body, headers)).body.data;
    expect((await as.staff01.post('/m/customer', { name: '预览客户', attachments: [{ id: file.id, name: '合同.pdf' }] })).body.status).toBe(200);
    const url = `/ge/preview/?filePath=${encodeURIComponent(file.filePath)}&fileName=${encodeURIComponent('预览.pdf')}`;
    const shown = await raw('staff01', url);
    expect(shown.statusCode).toBe(200);
    expect(shown.rawPayload.equals(PDF)).toBe(true);
    expect(shown.headers['content-disposition']).toMatch(/^inline; filename\*=UTF-8''%E9%A2%84%E8%A7%88\.pdf/);
    expect((await raw('leader01', url)).statusCode).toBe(200);
    expect((await raw('finance01', url, { 'accept-language': 'en' })).json()).toMatchObject({ status: 404, msg: 'Record not found' });
    expect((await raw('staff01', '/ge/preview/?filePath=', { 'accept-language': 'es' })).json().status).toBe(1001);
    expect((await raw('staff01', `/ge/preview/${file.id}`)).statusCode).toBe(200);
  });
});
