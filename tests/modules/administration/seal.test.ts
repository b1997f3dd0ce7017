import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sendDateReminders } from '../../../src/server/engine/date-reminders.ts';
import { moduleCalls, signedInApp } from '../../support/api.helpers.ts';
import { multipart } from '../../support/multipart.helpers.ts';

/**
 * The seals of the Administration area: the seal register (no approval, read by all) and seal use requests (spec
 * moduleId 36: department head, then the seal's custodian). A request taking the seal out takes it out when signed, and
 * only one at a time; the return is recorded on it, after which the seal goes out again. A use at the custodian's
 * closes with its usage record and the scan of the stamped pages. The applicant and the custodian are reminded of
 * a seal still out.
 */
const { t, as, ids } = signedInApp();
const en = { 'accept-language': 'en' };
const zh = { 'accept-language': 'zh' };

const record = async (module: string, id: number) => (await as.admin.get(`/m/${module}/${id}`)).body.data;
const count = async (module: string) => (await as.admin.post(`/m/${module}/page`, { page: { pageIndex: 1, limit: 1 } })).body.data.total as number;
const { act } = moduleCalls(as, 'sealuse');
const recordEvent = (name: string, id: number, event: string, data: object, headers = en) =>
  as[name].post(`/wf/sealuse/${id}/record/${event}`, { data }, headers);
const recordReturn = (name: string, id: number, data: object) => recordEvent(name, id, 'return.record', data);
const PDF = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`);

/** A seal kept by finance01, registered by the general manager. */
async function seal(name = '合同专用章(二)', extra: object = {}) {
  const created = await as.manager01.post('/m/seal', { name, sealType: 'contract', custodian: ids.finance01, state: 'inUse', ...extra }, en);
  expect(created.body.status, created.body.msg).toBe(200);
  return created.body.data as { id: number; serialNo: string; whereabouts: string };
}

const request = (sealId: number, extra: object = {}) => ({
  seal: sealId,
  documentTitle: '地铁四号线造价咨询合同',
  purpose: '赴业主单位签署合同',
  copies: '4',
  useDate: '2026-11-20',
  takeOut: 'yes',
  plannedReturnDate: '2026-11-22',
  ...extra,
});

/** Filed by staff01 and submitted; the department head approves, the custodian's step is left open. */
async function submitted(sealId: number, extra: object = {}) {
  const created = await as.staff01.post('/m/sealuse', request(sealId, extra), en);
  expect(created.body.status, created.body.msg).toBe(200);
  const id = created.body.data.id as number;
  expect((await act('staff01', id, 'submit')).body.status).toBe(200);
  const approved = await act('leader01', id, 'approve');
  expect(approved.body.status, approved.body.msg).toBe(200);
  return id;
}

async function signed(sealId: number, extra: object = {}) {
  const id = await submitted(sealId, extra);
  // The seal's custodian signs it.
  const approved = await act('finance01', id, 'approve');
  expect(approved.body.status, approved.body.msg).toBe(200);
  return id;
}

async function upload(name: string, fileName: string) {
  const { body, headers } = multipart(
    { businessType: 'MODULE', module: 'sealuse', field: 'stampedScan' },
    { name: fileName, type: 'application/pdf', content: PDF(fileName) },
  );
  const answer = await as[name].post('/ge/upload', body, { ...headers, ...en });
  expect(answer.body.status, answer.body.msg).toBe(200);
  return answer.body.data as { id: string; name: string };
}

describe('demo records', () => {
  it('has the official, finance and contract seals with their custodians, one use returned and one still out', async () => {
    const seals = (await as.staff01.post('/m/seal/page', { page: { pageIndex: 1, limit: 50 } })).body.data.list as Record<string, unknown>[];
    expect(seals.find((row) => row.sealType === 'official')).toMatchObject({ custodian: ids.manager01, whereabouts: 'takenOut' });
    expect(seals.find((row) => row.sealType === 'finance')).toMatchObject({ custodian: ids.finance01, whereabouts: 'withCustodian' });
    expect(seals.find((row) => row.sealType === 'contract')).toMatchObject({ whereabouts: 'withCustodian' });
    const uses = (await as.admin.post('/m/sealuse/page', { page: { pageIndex: 1, limit: 50 } })).body.data.list as Record<string, unknown>[];
    expect(uses.map((row) => row.status).sort()).toEqual([26, 27]);
    expect(uses.find((row) => row.status === 27)).toMatchObject({ returnedDate: '2026-10-21', returnCondition: 'intact' });
  });
});

describe('seal use requests', () => {
  it('sends a request to the custodian of the seal it picks, not to another approver', async () => {
    const item = await seal('合同专用章(八)');
    const id = await submitted(item.id);
    expect((await act('manager01', id, 'approve')).body.status).not.toBe(200);
    expect((await record('sealuse', id)).status).toBe(3);
    expect((await act('finance01', id, 'approve')).body.status).toBe(200);
    expect((await record('sealuse', id)).status).toBe(26);
    // The field the flow takes the custodian from is one no form override may hide or loosen.
    expect((await as.staff01.get('/m/sealuse/form')).body.data.essential).toContain('seal');
  });

  it('takes the seal out once signed, refuses a second take-out in English and Chinese while it is out, and lets it out again once returned', async () => {
    const item = await seal();
    const first = await signed(item.id);
    expect((await record('sealuse', first)).status).toBe(26);
    expect((await record('seal', item.id)).whereabouts).toBe('takenOut');

    const before = await count('sealuse');
    const second = await as.staff01.post('/m/sealuse', request(item.id), en);
    expect(second.body.status).toBe(1001);
    expect(second.body.data.field).toBe('seal');
    expect(second.body.msg).toContain(item.serialNo);
    expect(second.body.msg).toContain((await record('sealuse', first)).serialNo);
    expect(second.body.msg).toContain('cannot be taken twice at the same time');
    const inChinese = await as.staff01.post('/m/sealuse', request(item.id), zh);
    expect(inChinese.body.status).toBe(1001);
    expect(inChinese.body.msg).toContain('不能同时重复办理');
    expect(await count('sealuse')).toBe(before);

    // Out, the seal is not deleted.
    expect((await as.manager01.request('DELETE', `/m/seal/${item.id}`, undefined, en)).body.status).toBe(1002);

    // The applicant holds no backUse and may not record the return; the return names its date and condition.
    expect((await recordReturn('staff01', first, { returnedDate: '2026-11-22', returnCondition: 'intact' })).body.status).toBe(4031);
    const incomplete = await recordReturn('finance01', first, { returnedDate: '2026-11-22' });
    expect(incomplete.body.status).toBe(1001);
    expect(incomplete.body.msg).toContain('Condition on return');
    expect((await record('sealuse', first)).status).toBe(26);

    const scan = await upload('finance01', '合同盖章页.pdf');
    const returned = await recordReturn('finance01', first, { returnedDate: '2026-11-22', returnCondition: 'intact', stampedScan: [scan] });
    expect(returned.body.status, returned.body.msg).toBe(200);
    expect(await record('sealuse', first)).toMatchObject({
      status: 27,
      returnedDate: '2026-11-22',
      returnCondition: 'intact',
      stampedScan: [{ id: scan.id, name: '合同盖章页.pdf' }],
    });
    expect((await record('seal', item.id)).whereabouts).toBe('withCustodian');
    expect((await recordReturn('finance01', first, { returnedDate: '2026-11-23', returnCondition: 'damaged' })).body.status).toBe(1006);

    // Back with its custodian, the seal goes out again.
    expect((await record('sealuse', await signed(item.id))).status).toBe(26);
    expect((await record('seal', item.id)).whereabouts).toBe('takenOut');
  });

  it('takes the seal out for exactly one of 5 take-outs signed at the same time', async () => {
    const item = await seal('合同专用章(三)');
    const requests: number[] = [];
    for (let i = 0; i < 5; i++) requests.push(await submitted(item.id));
    const answers = await Promise.all(requests.map((id) => act('finance01', id, 'approve')));
    const refused = answers.filter((answer) => answer.body.status !== 200);
    expect(answers.length - refused.length).toBe(1);
    expect(refused.every((answer) => answer.body.status === 1001 && String(answer.body.msg).includes('cannot be taken twice'))).toBe(true);
    const statuses = await Promise.all(requests.map(async (id) => (await record('sealuse', id)).status as number));
    expect(statuses.filter((status) => status === 26)).toHaveLength(1);
    expect(statuses.filter((status) => status === 3)).toHaveLength(4);
    const out = (await t.database.db.execute(
      sql`select count(*)::int as n from records where module = 'sealuse' and status = 26 and data ->> 'seal' = ${String(item.id)}`,
    )) as unknown as { rows: { n: number }[] };
    expect(out.rows[0].n).toBe(1);
  });

  it('closes a use at the custodian only with its usage record and the scan of the stamped pages', async () => {
    const item = await seal('合同专用章(四)');
    const id = await signed(item.id, { takeOut: 'no', plannedReturnDate: '' });
    expect((await record('sealuse', id)).status).toBe(4);
    expect((await record('seal', item.id)).whereabouts).toBe('withCustodian');

    // Not taken out: there is no return to record.
    expect((await recordReturn('finance01', id, { returnedDate: '2026-11-20', returnCondition: 'intact' })).body.status).toBe(1006);
    // Only the applicant records the use; the scan is required, and must be an upload of theirs to this field.
    expect((await recordEvent('leader01', id, 'completion.confirm', { usedDate: '2026-11-20' })).body.status).toBe(4031);
    const noScan = await recordEvent('staff01', id, 'completion.confirm', { usedDate: '2026-11-20' });
    expect(noScan.body.status).toBe(1001);
    expect(noScan.body.data.field).toBe('stampedScan');
    const noScanZh = await recordEvent('staff01', id, 'completion.confirm', { usedDate: '2026-11-20' }, zh);
    expect(noScanZh.body.status).toBe(1001);
    const someoneElses = await upload('finance01', '别人的扫描件.pdf');
    const refused = await recordEvent('staff01', id, 'completion.confirm', { usedDate: '2026-11-20', stampedScan: [someoneElses] });
    expect(refused.body.status).toBe(1001);
    expect(refused.body.data.field).toBe('stampedScan');
    expect((await record('sealuse', id)).status).toBe(4);

    const scan = await upload('staff01', '盖章页.pdf');
    const used = await recordEvent('staff01', id, 'completion.confirm', { usedDate: '2026-11-20', stampedScan: [scan] });
    expect(used.body.status, used.body.msg).toBe(200);
    expect(await record('sealuse', id)).toMatchObject({ status: 14, usedDate: '2026-11-20', stampedScan: [{ id: scan.id, name: '盖章页.pdf' }] });
    const linked = (await t.database.db.execute(sql`select record_id from files where id = ${scan.id}`)) as unknown as { rows: { record_id: number }[] };
    expect(linked.rows[0].record_id).toBe(id);
  });

  it('asks a take-out for its planned return date when submitted, and offers no disabled seal, saving nothing', async () => {
    const item = await seal('合同专用章(五)');
    // A draft may wait for it; the submission may not.
    const draft = await as.staff01.post('/m/sealuse', request(item.id, { plannedReturnDate: '' }), en);
    expect(draft.body.status, draft.body.msg).toBe(200);
    const noDate = await act('staff01', draft.body.data.id, 'submit');
    expect(noDate.body.status).toBe(1001);
    expect(noDate.body.data.field).toBe('plannedReturnDate');
    expect((await record('sealuse', draft.body.data.id)).status).toBe(0);
    const before = await count('sealuse');
    const disabled = await seal('旧合同专用章', { state: 'disabled' });
    for (const headers of [en, zh]) {
      const refused = await as.staff01.post('/m/sealuse', request(disabled.id), headers);
      expect(refused.body.status).toBe(1001);
      expect(refused.body.data.field).toBe('seal');
    }
    expect((await as.staff01.post('/m/sealuse', request(disabled.id), en)).body.msg).toContain('disabled');
    // The picker of a request's seal lists the seals in use only; the register itself lists them all.
    const listed = async (pickFor?: object) =>
      ((await as.staff01.post('/m/seal/page', { page: { pageIndex: 1, limit: 100 }, ...(pickFor && { pickFor }) })).body.data.list as { id: number }[]).map(
        (row) => row.id,
      );
    expect(await listed({ module: 'sealuse', field: 'seal' })).toContain(item.id);
    expect(await listed({ module: 'sealuse', field: 'seal' })).not.toContain(disabled.id);
    expect(await listed()).toContain(disabled.id);
    expect(await count('sealuse')).toBe(before);
  });

  it("registers a seal name once, of 5 registrations at the same time, in the reader's language", async () => {
    const before = await count('seal');
    const answers = await Promise.all(
      [0, 1, 2, 3, 4].map(() =>
        as.manager01.post('/m/seal', { name: '发票专用章(分公司)', sealType: 'invoice', custodian: ids.finance01, state: 'inUse' }, zh),
      ),
    );
    expect(answers.filter((answer) => answer.body.status === 200)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.body.status !== 200);
    expect(
      refused.every((answer) => answer.body.status === 1001 && answer.body.data.field === 'name' && String(answer.body.msg).includes('不能重复登记')),
    ).toBe(true);
    expect(await count('seal')).toBe(before + 1);
  });

  it('refuses the register to whoever may not change it', async () => {
    const item = await seal('合同专用章(六)');
    // staff01 reads the register but holds no delete.
    expect((await as.staff01.request('DELETE', `/m/seal/${item.id}`, undefined, en)).body.status).toBe(4031);
    expect((await record('seal', item.id)).name).toBe('合同专用章(六)');
  });
});

describe('overdue reminders (scheduled task dateReminders)', () => {
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toLocaleDateString('sv');

  it('reminds the applicant and the custodian once more of a seal still out after its planned return date', async () => {
    const late = await signed((await seal('合同专用章(七)')).id);
    await t.database.db.execute(sql`update records set data = data || ${JSON.stringify({ plannedReturnDate: inDays(-3) })}::jsonb where id = ${late}`);
    await sendDateReminders(t.database.db);
    await sendDateReminders(t.database.db);
    const overdue = async (name: string) =>
      ((await as[name].get('/processAudit/notifyList?unread=0', en)).body.data as { content: string; link: string }[]).filter(
        (row) => row.link === `/administration/sealuse/view?id=${late}` && row.content.includes('workflow.notify.overdue'),
      );
    expect(await overdue('staff01')).toHaveLength(1);
    expect(await overdue('finance01')).toHaveLength(1);
  });
});
