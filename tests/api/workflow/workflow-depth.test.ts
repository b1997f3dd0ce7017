import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { claimsOf } from './claims.helpers.ts';
import { publishVersion, publishWithStep, shippedXml } from './flow-versions.helpers.ts';
import { OWN_PAGE, signedInApp, travelClaim } from '../../support/api.helpers.ts';
import { multipart } from '../../support/multipart.helpers.ts';

/**
 * Per-step field rights and what an approver sees and saves between steps. The reimbursement flow as an
 * administrator adjusts it in the designer: its finance step lets finance fill the payment date (`paidOn`, which
 * nobody fills in a draft), shows the amount read-only and hides the payee account. staff01 applies; leader01 heads
 * the department; finance01 holds the finance post.
 */
const app = signedInApp();
const { as, ids: id } = app;
const { act, history } = claimsOf(as);
const MODULE = 'reimapplication';

beforeAll(() => publishWithStep(as.admin, 'reimbursement', 'Task_Finance', 'oa:fieldRights="paidOn:editable,amount:readonly,payeeAccount:hidden"'));

const read = async (name: string, recordId: number) => (await as[name].get(`/m/${MODULE}/${recordId}`)).body;
/** A claim filed by staff01 and approved by the department head: it waits at finance. */
async function atFinance(fields: object = {}) {
  const created = await as.staff01.post(`/m/${MODULE}`, { ...travelClaim(800), payeeAccount: '6222020200001234', ...fields });
  expect(created.body.status).toBe(200);
  const recordId = created.body.data.id as number;
  expect((await act('staff01', recordId, 'submit')).body.status).toBe(200);
  expect((await act('leader01', recordId, 'approve')).body.status).toBe(200);
  return recordId;
}

describe('GET /prod-api/m/:module/:id', () => {
  it('answers the approver of a step with field rights each field’s right, and leaves the hidden fields out', async () => {
    const recordId = await atFinance();
    const seen = (await read('finance01', recordId)).data;
    expect(seen.stepRights).toMatchObject({ paidOn: 'editable', amount: 'readonly', payeeAccount: 'hidden', title: 'readonly' });
    expect(seen).not.toHaveProperty('payeeAccount');
    expect(seen.amount).toBe(800);
    // Anyone else reads the document as before.
    for (const name of ['staff01', 'leader01', 'admin']) {
      const other = (await read(name, recordId)).data;
      expect(other.stepRights).toBeUndefined();
      expect(other.payeeAccount).toBe('6222020200001234');
    }
  });
});

describe('PUT /prod-api/m/:module/:id by the approver of a step with field rights', () => {
  it('saves exactly the step’s editable fields, ignores the rest, and writes a history row the replay shows', async () => {
    const recordId = await atFinance();
    const before = (await read('finance01', recordId)).data;
    const saved = await as.finance01.put(`/m/${MODULE}/${recordId}`, {
      ...before,
      paidOn: '2026-11-20',
      amount: '1.00',
      title: '改了标题',
      payeeAccount: '0000',
      version: before.version,
    });
    expect(saved.body.status).toBe(200);
    const after = (await read('admin', recordId)).data;
    expect(after).toMatchObject({ paidOn: '2026-11-20', amount: 800, title: before.title, payeeAccount: '6222020200001234', status: 3 });
    expect((await history(recordId)).at(-1)).toMatchObject({
      event: 'record.save',
      actorId: id.finance01,
      nodeName: 'Finance approval',
      changedFields: ['paidOn'],
    });
    const replay = (await as.staff01.get(`/wf/${MODULE}/${recordId}/replay`)).body.data.rows as { event: string; snapshot: { paidOn?: string } }[];
    expect(replay.at(-1)).toMatchObject({ event: 'record.save', snapshot: { paidOn: '2026-11-20' } });
    // The step goes on as usual.
    expect((await act('finance01', recordId, 'approve')).body.status).toBe(200);
    expect((await read('admin', recordId)).data.status).toBe(4);
  });

  it('refuses a bad value with 1001 naming the field in the user’s language, and changes nothing', async () => {
    const recordId = await atFinance();
    const before = (await read('finance01', recordId)).data;
    const refused = await as.finance01.put(`/m/${MODULE}/${recordId}`, { paidOn: '2026-02-30', version: before.version }, { 'accept-language': 'en' });
    expect(refused.body.status).toBe(1001);
    expect(refused.body.data.field).toBe('paidOn');
    expect(refused.body.msg).toContain('Payment date');
    expect((await read('admin', recordId)).data).toMatchObject({ version: before.version });
    expect((await history(recordId)).at(-1)?.event).toBe('approval.approve');
  });

  it('refuses a stale version with 409', async () => {
    const recordId = await atFinance();
    const before = (await read('finance01', recordId)).data;
    expect((await as.finance01.put(`/m/${MODULE}/${recordId}`, { paidOn: '2026-11-21', version: before.version })).body.status).toBe(200);
    expect((await as.finance01.put(`/m/${MODULE}/${recordId}`, { paidOn: '2026-11-22', version: before.version })).body.status).toBe(409);
  });

  it('refuses anyone without an open task at such a step, as before (1006 in approval)', async () => {
    const recordId = await atFinance();
    const { version } = (await read('admin', recordId)).data;
    for (const name of ['staff01', 'leader01', 'admin'])
      expect((await as[name].put(`/m/${MODULE}/${recordId}`, { paidOn: '2026-11-20', version })).body.status).toBe(1006);
    expect((await read('admin', recordId)).data.paidOn).toBeUndefined();
  });

  it('keeps the payment date out of drafts: nobody fills it in a form', async () => {
    const created = await as.staff01.post(`/m/${MODULE}`, { ...travelClaim(100), paidOn: '2026-11-20' });
    expect(created.body.data.paidOn).toBeUndefined();
  });
});

describe('POST /prod-api/ge/upload to a field the step lets its approver edit', () => {
  it('takes the approver’s file, which their save then links; anyone else is refused as before', async () => {
    const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    await publishWithStep(as.admin, 'reimbursement', 'Task_DeptHead', 'oa:fieldRights="attachments:editable"');
    const created = await as.staff01.post(`/m/${MODULE}`, travelClaim(300));
    const recordId = created.body.data.id as number;
    expect((await act('staff01', recordId, 'submit')).body.status).toBe(200);
    const file = { name: '发票.pdf', type: 'application/pdf', content: PDF };
    const upload = (name: string) => {
      const { body, headers } = multipart({ module: MODULE, field: 'attachments', record: String(recordId) }, file);
      return as[name].post('/ge/upload', body, headers);
    };
    expect((await upload('staff01')).body.status).toBe(1006);
    const uploaded = await upload('leader01');
    expect(uploaded.body.status).toBe(200);
    const { version } = (await read('leader01', recordId)).data;
    const saved = await as.leader01.put(`/m/${MODULE}/${recordId}`, { attachments: [{ id: uploaded.body.data.id, name: '发票.pdf' }], version });
    expect(saved.body.status).toBe(200);
    expect((await read('admin', recordId)).data.attachments).toEqual([{ id: uploaded.body.data.id, name: '发票.pdf' }]);
  });
});

describe('POST /prod-api/wf/:module/:id/approve at a step with required editable fields', () => {
  it('refuses with 1001 naming a required field the step lets the approver edit and left empty', async () => {
    const created = await as.staff01.post(`/m/${MODULE}`, travelClaim(300));
    const recordId = created.body.data.id as number;
    await publishWithStep(as.admin, 'reimbursement', 'Task_DeptHead', 'oa:fieldRights="title:editable"');
    expect((await act('staff01', recordId, 'submit')).body.status).toBe(200);
    const { version } = (await read('leader01', recordId)).data;
    expect((await as.leader01.put(`/m/${MODULE}/${recordId}`, { title: '', version })).body.status).toBe(200);
    const refused = await act('leader01', recordId, 'approve');
    expect(refused.body).toMatchObject({ status: 1001, data: { field: 'title' } });
    const { version: next } = (await read('leader01', recordId)).data;
    expect((await as.leader01.put(`/m/${MODULE}/${recordId}`, { title: '差旅', version: next })).body.status).toBe(200);
    expect((await act('leader01', recordId, 'approve')).body.status).toBe(200);
  });
});

describe('a field the step hides, in every answer carrying the document', () => {
  it('is left out of the list, the export, the history and the replay for the approver of that step, and shown to the others', async () => {
    // The department head's step hides the account too (the finance step keeps its rights): leader01 lists the claims
    // of their department, so the list and the export reach the document as well as its view.
    const xml = await shippedXml(as.admin, 'reimbursement');
    const both = xml
      .replace('<bpmn:userTask id="Task_Finance"', '<bpmn:userTask id="Task_Finance" oa:fieldRights="paidOn:editable,amount:readonly,payeeAccount:hidden"')
      .replace('<bpmn:userTask id="Task_DeptHead"', '<bpmn:userTask id="Task_DeptHead" oa:fieldRights="payeeAccount:hidden"');
    await publishVersion(as.admin, 'reimbursement', both);
    const account = '6222020200001234';
    const created = await as.staff01.post(`/m/${MODULE}`, { ...travelClaim(800), payeeAccount: account });
    const recordId = created.body.data.id as number;
    expect((await act('staff01', recordId, 'submit')).body.status).toBe(200);
    // Found by its serial number, as the list's quick search finds it.
    const query = (await read('admin', recordId)).data.serialNo as string;
    const listed = async (name: string) =>
      ((await as[name].post(`/m/${MODULE}/page`, { query })).body.data.list as Record<string, unknown>[]).find((row) => row.id === recordId);
    const history = async (name: string) => JSON.stringify((await as[name].get(`/wf/${MODULE}/${recordId}/history`)).body.data);
    const replay = async (name: string) => JSON.stringify((await as[name].get(`/wf/${MODULE}/${recordId}/replay`)).body.data);
    const exported = async (name: string) => {
      const cookie = `Admin-Token=${as[name].cookies['Admin-Token']}`;
      const answer = await app.t.app.inject({
        method: 'POST',
        url: `/prod-api/m/${MODULE}/export`,
        payload: { query },
        headers: { cookie, ...OWN_PAGE },
      });
      expect(answer.statusCode).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
      return JSON.stringify(book.worksheets[0].getSheetValues());
    };
    const head = await listed('leader01');
    expect(head).toBeDefined();
    expect(head).not.toHaveProperty('payeeAccount');
    expect(await history('leader01')).not.toContain(account);
    expect(await replay('leader01')).not.toContain(account);
    expect(await exported('leader01')).not.toContain(account);
    expect((await listed('admin'))?.payeeAccount).toBe(account);
    expect(await replay('staff01')).toContain(account);
    expect(await exported('admin')).toContain(account);
  });
});
