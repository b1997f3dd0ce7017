import { pdfText } from '../../support/pdf-text.helpers.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { OWN_PAGE, signedInApp } from '../../support/api.helpers.ts';

const { t, as } = signedInApp();
let invoiceId: number;
let serialNo: string;

async function raw(login: string, url: string, language = 'zh') {
  const cookie = `Admin-Token=${as[login].cookies['Admin-Token']}; language=${language}`;
  return t.app.inject({ method: 'GET', url: `/prod-api${url}`, headers: { cookie } });
}

/** The server's date (its time zone is this process's). */
const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};
const TITLE = '<script>alert(1)</script> 第四季度 & "咨询"';

beforeAll(async () => {
  const customer = (await as.staff01.post('/m/customer/page', { page: { pageIndex: 1, limit: 1 } })).body.data.list[0].id;
  const created = await as.staff01.post('/m/invoiceapplication', {
    title: TITLE,
    customer,
    invoiceType: '0',
    invoicing: '1',
    taxRate: '6',
    applyDate: '2026-11-20',
    remark: '第一行\n第二行',
    lines: [
      { item: '造价咨询<服务>', amount: '1500.00' },
      { item: '跟踪审计', amount: '500.50' },
    ],
  });
  expect(created.body.status, created.body.msg).toBe(200);
  invoiceId = created.body.data.id;
  serialNo = created.body.data.serialNo;
  expect((await as.staff01.post(`/wf/invoiceapplication/${invoiceId}/submit`, {})).body.status).toBe(200);
  expect((await as.leader01.post(`/wf/invoiceapplication/${invoiceId}/approve`, { examRemarks: '<b>同意</b>开票' })).body.status).toBe(200);
  expect((await as.finance01.post(`/wf/invoiceapplication/${invoiceId}/approve`, { examRemarks: '已核对' })).body.status).toBe(200);
  expect((await as.admin.get(`/m/invoiceapplication/${invoiceId}`)).body.data.status).toBe(4);
});

const template = (content: string, extra: object = {}) => ({ module: 'invoiceapplication', name: '发票申请单', content, ...extra });
const templateCount = async () => (await as.admin.get('/printTemplate')).body.data.length as number;

describe('POST /prod-api/printTemplate', () => {
  it('refuses an unknown placeholder with 1001 naming the content, in zh, en and es, and saves nothing', async () => {
    const before = await templateCount();
    const messages: Record<string, string> = {};
    for (const language of ['zh', 'en', 'es']) {
      const refused = await as.admin.post('/printTemplate', template('<p>{{title}} {{nope}}</p>'), { 'accept-language': language });
      expect(refused.body).toMatchObject({ status: 1001, data: { field: 'content' } });
      messages[language] = refused.body.msg;
    }
    expect(messages.zh).toContain('未知的占位符 {{nope}}');
    expect(messages.en).toContain('Unknown placeholder {{nope}}');
    expect(messages.es).toContain('Marcador desconocido {{nope}}');
    expect(await templateCount()).toBe(before);
  });

  it('refuses braces that make no placeholder, a file name part the module lacks and an unknown module', async () => {
    const before = await templateCount();
    expect((await as.admin.post('/printTemplate', template('<p>{{title</p>'))).body).toMatchObject({ status: 1001, data: { field: 'content' } });
    expect((await as.admin.post('/printTemplate', template('<p>{{<strong>title</strong>}}</p>'))).body).toMatchObject({ status: 1001 });
    expect((await as.admin.post('/printTemplate', template('<p>{{title}}</p>', { fileNameParts: ['serialNo', 'lines'] }))).body).toMatchObject({
      status: 1001,
      data: { field: 'fileNameParts' },
    });
    expect((await as.admin.post('/printTemplate', { ...template('<p>x</p>'), module: 'nosuch' })).body).toMatchObject({
      status: 1001,
      data: { field: 'module' },
    });
    expect(await templateCount()).toBe(before);
  });

  it('leaves a saved template as it was when an update brings an unknown placeholder', async () => {
    const saved = (await as.admin.post('/printTemplate', template('<p>{{title}}</p>'))).body.data;
    const refused = await as.admin.put(`/printTemplate/${saved.id}`, template('<p>{{title}} {{approvalTrial}}</p>'));
    expect(refused.body).toMatchObject({ status: 1001, data: { field: 'content' } });
    expect((await as.admin.get(`/printTemplate/${saved.id}`)).body.data.content).toBe('<p>{{title}}</p>');
    await as.admin.delete(`/printTemplate/${saved.id}`);
  });
});

describe('POST /prod-api/printTemplate/preview', () => {
  const content =
    '<h2>{{moduleTitle}}</h2><p>{{serialNo}} · {{title}} · {{amount}} · {{customer}} · {{invoiceType}} · {{remark}}</p><p>{{approvalTrail}}</p><p>{{lines}}</p>';

  it('renders a record: its fields, detail lines and approval trail, every value escaped', async () => {
    const preview = await as.admin.post('/printTemplate/preview', { template: template(content), recordId: invoiceId }, { 'accept-language': 'zh' });
    expect(preview.body.status).toBe(200);
    const { html, record, fileName } = preview.body.data;
    expect(record).toEqual({ id: invoiceId, serialNo });
    expect(html).toContain('<h2>开票申请</h2>');
    expect(html).toContain(serialNo);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; 第四季度 &amp; &quot;咨询&quot;');
    expect(html).not.toMatch(/<script|<b>/);
    expect(html).toContain('2,000.50');
    expect(html).toContain('专用发票');
    expect(html).toContain('第一行<br>第二行');
    expect(html).toContain('造价咨询&lt;服务&gt;');
    // The trail: a table of its own, with the step, approver and opinion of each approval.
    const trail = /<table class="print-trail">(.*?)<\/table>/.exec(html)?.[1] ?? '';
    expect(trail).toContain('审批环节');
    expect(trail).toContain('陈小明');
    expect(trail).toContain('张经理');
    expect(trail).toContain('李财务');
    expect(trail).toContain('&lt;b&gt;同意&lt;/b&gt;开票');
    expect(trail).toContain('已核对');
    expect(fileName).toBe(`开票申请_${serialNo}_陈小明_${today()}.pdf`);
  });

  it('renders the newest record by default, and a sample when asked or when the module has none', async () => {
    const saved = (await as.admin.post('/printTemplate', template(content))).body.data;
    const latest = await as.admin.post('/printTemplate/preview', { templateId: saved.id });
    expect(latest.body.data.record.id).toBe(invoiceId);
    const sample = await as.admin.post('/printTemplate/preview', { templateId: saved.id, sample: true }, { 'accept-language': 'en' });
    expect(sample.body.data.record).toBeNull();
    expect(sample.body.data.html).toContain('Sample Subject');
    expect(sample.body.data.html).toContain('Sample approver');
    await as.admin.delete(`/printTemplate/${saved.id}`);
  });

  it('answers a template with an unknown placeholder with 1001, and a user without the code with 4031', async () => {
    expect((await as.admin.post('/printTemplate/preview', { template: template('<p>{{nope}}</p>') })).body.status).toBe(1001);
    expect((await as.staff01.post('/printTemplate/preview', { template: template(content), recordId: invoiceId })).body.status).toBe(4031);
  });

  it('downloads the preview as a PDF', async () => {
    const cookie = `Admin-Token=${as.admin.cookies['Admin-Token']}; language=zh`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/prod-api/printTemplate/pdf',
      headers: { ...OWN_PAGE, cookie, 'content-type': 'application/json' },
      payload: { template: template(content), recordId: invoiceId },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(response.rawPayload);
    expect(text).toContain(serialNo);
    expect(text).toContain('张经理');
  });
});

describe('GET /prod-api/ge/downloadPrint (a record printed as PDF)', () => {
  const url = (fileName?: string) =>
    `/ge/downloadPrint?filePath=${encodeURIComponent(`print/invoiceapplication/${invoiceId}`)}${fileName ? `&fileName=${encodeURIComponent(fileName)}` : ''}`;

  it('answers a PDF named from the default parts (RFC 5987 for Chinese) holding the serial number, fields and trail in Chinese', async () => {
    const response = await raw('staff01', url());
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({ 'content-type': 'application/pdf', 'x-content-type-options': 'nosniff', 'content-security-policy': 'sandbox' });
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const disposition = String(response.headers['content-disposition']);
    const name = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1] ?? '';
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+\.pdf"; filename\*=UTF-8''/);
    expect(decodeURIComponent(name)).toBe(`开票申请_${serialNo}_陈小明_${today()}.pdf`);
    expect(name).toContain('%E5%BC%80%E7%A5%A8');
    const text = await pdfText(response.rawPayload);
    expect(text).toContain(serialNo);
    expect(text).toContain('第四季度');
    expect(text).toContain('审批记录');
    expect(text).toContain('张经理');
    expect(text).toContain('已核对');
  });

  it("prints through the module's default template and names the file from its parts; a caller's name ends in .pdf", async () => {
    const saved = (
      await as.admin.post(
        '/printTemplate',
        template('<h3>{{moduleTitle}} {{serialNo}}</h3><p>{{approvalTrail}}</p>', { isDefault: true, fileNameParts: ['serialNo', 'title'] }),
      )
    ).body.data;
    const response = await raw('staff01', url(), 'en');
    const name = decodeURIComponent(/filename\*=UTF-8''([^;]+)/.exec(String(response.headers['content-disposition']))?.[1] ?? '');
    expect(name).toBe(`${serialNo}_script alert(1) script 第四季度 & 咨询.pdf`);
    expect(name).not.toMatch(/[<>"/\\]/);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain(`Invoice applications ${serialNo}`);
    const named = await raw('staff01', url('季度发票'));
    expect(String(named.headers['content-disposition'])).toContain(`filename*=UTF-8''${encodeURIComponent('季度发票.pdf')}`);
    const page = await as.staff01.get(`/print/invoiceapplication/${invoiceId}`);
    expect(page.body.data).toMatchObject({ filePath: `print/invoiceapplication/${invoiceId}`, paper: 'A4', landscape: false });
    expect(page.body.data.html).toContain(`${serialNo}</h3>`);
    await as.admin.delete(`/printTemplate/${saved.id}`);
  });

  it('names on whose behalf a delegate approved', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const managerId = (await as.manager01.get('/user/current')).body.data.userId;
    expect((await as.leader01.post('/delegation', { toUserId: managerId, startsOn: today, endsOn: today })).body.status).toBe(200);
    const record = (await as.admin.get(`/m/invoiceapplication/${invoiceId}`)).body.data;
    const copy = await as.staff01.post('/m/invoiceapplication', { ...record, id: undefined, title: '代批的开票申请' });
    const id = copy.body.data.id;
    await as.staff01.post(`/wf/invoiceapplication/${id}/submit`, {});
    expect((await as.manager01.post(`/wf/invoiceapplication/${id}/approve`, { examRemarks: '代张经理审批' })).body.status).toBe(200);
    const page = await as.staff01.get(`/print/invoiceapplication/${id}`, { 'accept-language': 'zh' });
    expect(page.body.data.html).toMatch(/<td>部门负责人审批<\/td><td>同意<\/td><td>王总<\/td><td>张经理<\/td><td>[\d: -]+<\/td><td>代张经理审批<\/td>/);
    for (const delegation of (await as.leader01.get('/delegation')).body.data) await as.leader01.delete(`/delegation/${delegation.id}`);
  });

  it("refuses a user outside the record's data scope, like a download, and an unknown module", async () => {
    expect((await raw('manager01', url())).json().status).toBe(404);
    expect((await as.manager01.get(`/print/invoiceapplication/${invoiceId}`)).body.status).toBe(404);
    // The approvers read what they approved.
    expect((await raw('finance01', url())).statusCode).toBe(200);
    expect((await raw('staff01', '/ge/downloadPrint?filePath=print/nosuch/1')).json().status).toBe(404);
  });
});
