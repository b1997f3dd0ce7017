import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { moduleCalls, signedInApp } from '../../support/api.helpers.ts';
import { multipart } from '../../support/multipart.helpers.ts';

/**
 * Official documents of the Administration area: outgoing (spec moduleId 35) drafted, checked, signed off, numbered,
 * printed and distributed, each a step of its flow; the number comes from the issuing organ's template and counter
 * for the year; distributing to an internal office makes its incoming document (spec moduleId 34) with the body and
 * attachments signed off, which is registered, proposed, instructed, handled and closed, and circulated with read
 * receipts.
 */
const { t, as, ids } = signedInApp();
const en = { 'accept-language': 'en' };
const zh = { 'accept-language': 'zh' };
const out = moduleCalls(as, 'outgoing');
const inc = moduleCalls(as, 'incoming');
const year = new Date().toLocaleDateString('sv').slice(0, 4);
const PDF = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`);

async function officeId(code: string) {
  const rows = (await t.database.db.execute(sql`select id from offices where code = ${code}`)) as unknown as { rows: { id: number }[] };
  return rows.rows[0].id;
}

async function organ(name: string, template: string) {
  const created = await as.manager01.post('/m/issuingorgan', { name, template, state: 'inUse' }, en);
  expect(created.body.status, created.body.msg).toBe(200);
  return created.body.data.id as number;
}

async function upload(name: string, fileName: string) {
  const { body, headers } = multipart(
    { businessType: 'MODULE', module: 'outgoing', field: 'attachments' },
    { name: fileName, type: 'application/pdf', content: PDF(fileName) },
  );
  const answer = await as[name].post('/ge/upload', body, { ...headers, ...en });
  expect(answer.body.status, answer.body.msg).toBe(200);
  return answer.body.data as { id: string; name: string };
}

const draft = (organId: number, extra: object = {}) => ({
  title: '关于开展2026年度安全生产大检查的通知',
  organ: organId,
  docType: 'notice',
  secrecy: 'none',
  urgency: 'urgent',
  mainTo: '各分公司、各部门',
  copyTo: '集团董事会',
  copies: '20',
  signer: ids.manager01,
  clerk: ids.staff01,
  body: '<p>各分公司、各部门：</p><p>为落实安全生产责任制，现就开展年度安全生产大检查通知如下。</p>',
  ...extra,
});

/** Drafted by staff01, checked by leader01, signed off by manager01: waiting at the numbering step. */
async function signedOff(organId: number, extra: object = {}) {
  const created = await out.create(draft(organId, extra));
  expect(created.body.status, created.body.msg).toBe(200);
  const id = created.body.data.id as number;
  await out.ok('staff01', id, 'submit');
  await out.ok('leader01', id, 'approve');
  await out.ok('manager01', id, 'approve');
  return id;
}

describe('demo records', () => {
  it('has a notice numbered and distributed to the East branch, where leader01 received it; one waits for sign-off; one standard in instruction', async () => {
    const outgoing = (await as.staff01.post('/m/outgoing/page', { page: { pageIndex: 1, limit: 50 } }, en)).body.data.list as Record<string, unknown>[];
    const sent = outgoing.find((row) => row.status === 4)!;
    expect(sent.docNumber).toBe(`中恒发〔${year}〕1号`);
    expect(outgoing.map((row) => row.status).sort()).toEqual([0, 3, 4]);
    const incoming = (await as.leader01.post('/m/incoming/page', { page: { pageIndex: 1, limit: 50 } }, en)).body.data.list as Record<string, unknown>[];
    expect(incoming.find((row) => row.source === sent.id)).toMatchObject({ status: 0, sourceNumber: sent.docNumber });
    expect(incoming.find((row) => row.sourceNumber === '浙建〔2026〕35号')).toMatchObject({ status: 3 });
  });
});

describe('outgoing documents', () => {
  it('goes through check, sign-off by the signer it names, numbering, printing and distribution, each a step', async () => {
    const organId = await organ('测试发文机关甲', '测甲发〔{yyyy}〕{n}号');
    const created = await out.create(draft(organId));
    const id = created.body.data.id as number;
    await out.ok('staff01', id, 'submit');
    // The check is the drafter's department head's; the signer cannot sign before it.
    expect((await out.act('manager01', id, 'approve')).body.status).not.toBe(200);
    await out.ok('leader01', id, 'approve');
    // Sign-off is the signer's the draft names, not another approver's.
    expect((await out.act('finance01', id, 'approve')).body.status).not.toBe(200);
    expect((await out.record(id)).docNumber).toBeUndefined();
    await out.ok('manager01', id, 'approve');
    expect((await out.record(id)).docNumber).toBeUndefined();
    // The clerk numbers it: the organ's first number of the year, dated today.
    await out.ok('staff01', id, 'approve');
    const numbered = await out.record(id);
    expect(numbered.docNumber).toBe(`测甲发〔${year}〕1号`);
    expect(numbered.issueDate).toBe(new Date().toLocaleDateString('sv'));
    expect(numbered.status).toBe(3);
    await out.ok('staff01', id, 'approve');
    await out.ok('staff01', id, 'approve');
    expect(await out.statusOf(id)).toBe(4);
    const trail = (await as.staff01.get(`/wf/outgoing/${id}/history`, en)).body.data as { nodeName: string | null }[];
    expect(trail.map((row) => row.nodeName).filter(Boolean)).toEqual(['Check', 'Sign-off', 'Numbering', 'Printing', 'Distribution']);
  });

  it('numbers each organ from 1 every year, consecutively, and keeps a number once given', async () => {
    const a = await organ('测试发文机关乙', '测乙发〔{yyyy}〕{n}号');
    const b = await organ('测试发文机关丙', '测丙函〔{yyyy}〕{n:3}号');
    const first = await signedOff(a);
    const other = await signedOff(b);
    const second = await signedOff(a);
    await out.ok('staff01', first, 'approve');
    await out.ok('staff01', other, 'approve');
    await out.ok('staff01', second, 'approve');
    expect((await out.record(first)).docNumber).toBe(`测乙发〔${year}〕1号`);
    expect((await out.record(second)).docNumber).toBe(`测乙发〔${year}〕2号`);
    expect((await out.record(other)).docNumber).toBe(`测丙函〔${year}〕001号`);
    // No form writes the number.
    const edited = await as.admin.put(`/m/outgoing/${first}`, { docNumber: '伪造〔2026〕99号', version: (await out.record(first)).version }, en);
    expect((await out.record(first)).docNumber).toBe(`测乙发〔${year}〕1号`);
    expect(edited.body.status).not.toBe(500);
  });

  it('lets an administrator void a number with a reason: the void is recorded and is the only gap', async () => {
    const organId = await organ('作废测试机关', '作废发〔{yyyy}〕{n}号');
    const first = await signedOff(organId);
    await out.ok('staff01', first, 'approve');
    expect((await as.staff01.post(`/documentNumber/outgoing/${first}/void`, { reason: '文号编错' }, en)).body.status).toBe(4031);
    expect((await as.admin.post(`/documentNumber/outgoing/${first}/void`, { reason: ' ' }, en)).body.status).toBe(1001);
    const voided = await as.admin.post(`/documentNumber/outgoing/${first}/void`, { reason: '文号编错' }, en);
    expect(voided.body.status, voided.body.msg).toBe(200);
    expect(voided.body.data.number).toBe(`作废发〔${year}〕1号`);
    expect((await as.admin.post(`/documentNumber/outgoing/${first}/void`, { reason: '文号编错' }, en)).body.status).toBe(1010);
    const second = await signedOff(organId);
    await out.ok('staff01', second, 'approve');
    expect((await out.record(second)).docNumber).toBe(`作废发〔${year}〕2号`);
    const rows = (await t.database.db.execute(sql`select seq, void_reason from document_numbers where organ_id = ${organId} order by seq`)) as unknown as {
      rows: { seq: number; void_reason: string | null }[];
    };
    expect(rows.rows).toEqual([
      { seq: 1, void_reason: '文号编错' },
      { seq: 2, void_reason: null },
    ]);
  });

  it('gives 200 numberings fired at once 200 distinct consecutive numbers', { timeout: 600_000 }, async () => {
    const organId = await organ('并发发文机关', '并发〔{yyyy}〕{n}号');
    const docs: number[] = [];
    for (let index = 0; index < 200; index += 1) docs.push(await signedOff(organId, { title: `并发编号测试 ${index}` }));
    const answers = await Promise.all(docs.map((id) => out.act('staff01', id, 'approve')));
    expect(answers.map((answer) => answer.body.status)).toEqual(docs.map(() => 200));
    const numbers = await Promise.all(docs.map(async (id) => (await out.record(id)).docNumber as string));
    const seqs = numbers.map((number) => Number(/〕(\d+)号$/.exec(number)![1])).sort((x, y) => x - y);
    expect(seqs).toEqual(Array.from({ length: 200 }, (_, index) => index + 1));
    const counter = (await t.database.db.execute(sql`select value from document_number_counters where organ_id = ${organId}`)) as unknown as {
      rows: { value: number }[];
    };
    expect(counter.rows[0].value).toBe(200);
  });

  it('refuses to number with an organ template that has no sequence, in the reader language, and changes nothing', async () => {
    const organId = await organ('坏模板机关', '坏模板〔{yyyy}〕号');
    const id = await signedOff(organId);
    const refused = await out.act('staff01', id, 'approve');
    expect(refused.body.status).toBe(1001);
    expect(refused.body.msg).toContain('must hold the sequence');
    expect((await as.staff01.post(`/wf/outgoing/${id}/approve`, {}, zh)).body.msg).toContain('须含序号');
    const record = await out.record(id);
    expect(record.docNumber).toBeUndefined();
    expect(record.status).toBe(3);
  });

  it('distributes to an internal office: its incoming document holds the signed-off body and attachments', async () => {
    const organId = await organ('测试发文机关丁', '测丁发〔{yyyy}〕{n}号');
    const file = await upload('staff01', '检查表.pdf');
    const east = await officeId('EAST');
    const id = await signedOff(organId, { attachments: [file], distributeTo: [east] });
    await out.ok('staff01', id, 'approve');
    await out.ok('staff01', id, 'approve');
    await out.ok('staff01', id, 'approve');
    const sent = await out.record(id);
    const list = (await as.leader01.post('/m/incoming/page', { page: { pageIndex: 1, limit: 50 } }, en)).body.data.list as Record<string, unknown>[];
    const arrived = list.find((row) => row.source === id)!;
    expect(arrived).toBeDefined();
    const incoming = await inc.record(arrived.id as number);
    expect(incoming).toMatchObject({ title: sent.title, body: sent.body, sourceNumber: sent.docNumber, status: 0, creatorId: ids.leader01 });
    expect(incoming.attachments).toHaveLength(1);
    expect(incoming.attachments[0].name).toBe('检查表.pdf');
    expect(incoming.attachments[0].id).not.toBe(file.id);
    // The copy is the incoming document's own file, with the same bytes.
    const stored = (await t.database.db.execute(
      sql`select module, record_id, stored_path from files where id in (${incoming.attachments[0].id}, ${file.id}) order by module`,
    )) as unknown as { rows: { module: string; record_id: number; stored_path: string }[] };
    expect(stored.rows.map((row) => [row.module, Number(row.record_id)])).toEqual([
      ['incoming', incoming.id],
      ['outgoing', id],
    ]);
    const bytes = stored.rows.map((row) => readFileSync(path.join(t.dataDir, 'files', row.stored_path), 'utf8'));
    expect(bytes[0]).toBe(bytes[1]);
  });

  it('prints on the red-header template with the elements of GB/T 9704, and as a PDF', async () => {
    const organId = await organ('中恒印制测试机关', '中恒印〔{yyyy}〕{n}号');
    const id = await signedOff(organId, { secrecy: 'secret', secrecyTerm: '1年', urgency: 'extraUrgent' });
    await out.ok('staff01', id, 'approve');
    const printed = await as.staff01.get(`/print/outgoing/${id}`, zh);
    expect(printed.body.status, printed.body.msg).toBe(200);
    const html = printed.body.data.html as string;
    // The organ's name in red as the header, the red rule, then number, signer, title, addressee, body, issuing organ and date, copy-to.
    expect(html).toMatch(/<h1 style="text-align: center; color: #e60012; font-size: 26pt">中恒印制测试机关文件<\/h1>/);
    expect(html).toContain('<hr style="color: #e60012; border: 0; border-top: 2px solid #e60012">');
    for (const part of [
      `中恒印〔${year}〕1号`,
      '签发人：王总',
      '秘密 1年',
      '特急',
      '份数：20',
      '各分公司、各部门：',
      '为落实安全生产责任制',
      '抄送：集团董事会',
      '印发',
    ])
      expect(html).toContain(part);
    expect(html.indexOf('中恒印制测试机关文件')).toBeLessThan(html.indexOf('关于开展2026年度安全生产大检查的通知'));
    const pdf = await as.staff01.get(`/ge/downloadPrint?filePath=${encodeURIComponent(printed.body.data.filePath)}`);
    expect(pdf.http).toBe(200);
    expect(String(pdf.body.data.subarray(0, 5))).toBe('%PDF-');
  });
});

/** An outgoing document distributed to the East branch: the incoming document leader01 received there. */
async function received(title = '关于开展2026年度安全生产大检查的通知') {
  const organId = await organ(`收文测试机关 ${title}`, '收测发〔{yyyy}〕{n}号');
  const id = await signedOff(organId, { title, distributeTo: [await officeId('EAST')] });
  for (let step = 0; step < 3; step += 1) await out.ok('staff01', id, 'approve');
  const list = (await as.leader01.post('/m/incoming/page', { page: { pageIndex: 1, limit: 100 } }, en)).body.data.list as Record<string, unknown>[];
  return list.find((row) => row.source === id)!.id as number;
}

/** Received, then registered by leader01 with its handler (staff01) and deadline. */
async function registered(title?: string) {
  const id = await received(title);
  const current = await inc.record(id);
  const saved = await as.leader01.put(
    `/m/incoming/${id}`,
    { fromOrgan: '中恒工程咨询集团', handler: ids.staff01, handleDeadline: '2026-12-31', version: current.version },
    en,
  );
  expect(saved.body.status, saved.body.msg).toBe(200);
  await inc.ok('leader01', id, 'submit');
  return id;
}

const receipts = async (name: string, id: number) =>
  (await as[name].get(`/circulation/incoming/${id}`, en)).body.data as Record<'read' | 'unread', { userId: number }[]>;
const unreadNotices = async (name: string) => (await as[name].get('/processAudit/refreshHomeNow', en)).body.data.unreadNotices as number;

describe('incoming documents', () => {
  it('is registered, proposed, instructed, handled by the handler it names and closed, each a step', async () => {
    const id = await registered();
    // Proposed handling: the department head of the receiving company, who may write the proposal.
    const proposal = await as.leader01.put(`/m/incoming/${id}`, { proposal: '拟请王总阅示，由工程一部落实', version: (await inc.record(id)).version }, en);
    expect(proposal.body.status, proposal.body.msg).toBe(200);
    await inc.ok('leader01', id, 'approve');
    // Instruction: the general manager.
    expect((await inc.act('staff01', id, 'approve')).body.status).not.toBe(200);
    await inc.ok('manager01', id, 'approve');
    // Handled by the handler named at registration, then closed.
    expect((await inc.act('finance01', id, 'approve')).body.status).not.toBe(200);
    await inc.ok('staff01', id, 'approve');
    const closed = await inc.record(id);
    expect(closed.status).toBe(4);
    expect(closed.proposal).toBe('拟请王总阅示，由工程一部落实');
    const trail = (await as.leader01.get(`/wf/incoming/${id}/history`, en)).body.data as { nodeName: string | null }[];
    // (The proposal saved at its step is a history row of that step too.)
    expect([...new Set(trail.map((row) => row.nodeName).filter(Boolean))]).toEqual(['Proposed handling', 'Instruction', 'Handling']);
  });

  it('is circulated with read receipts: who has read it, who has not; a reader may open it, and opening it is the receipt', async () => {
    const id = await registered('传阅测试通知');
    const before = await unreadNotices('finance01');
    const sent = await as.leader01.post(`/circulation/incoming/${id}`, { users: [ids.staff01, ids.finance01] }, en);
    expect(sent.body.status, sent.body.msg).toBe(200);
    expect(sent.body.data.unread.map((row: { userId: number }) => row.userId).sort()).toEqual([ids.staff01, ids.finance01].sort());
    expect(await unreadNotices('finance01')).toBe(before + 1);
    // finance01 has no scope over the East branch, yet may open what was circulated to them.
    expect((await as.staff01.get(`/m/incoming/${id}`, en)).body.status).toBe(200);
    const after = await receipts('leader01', id);
    expect(after.read.map((row) => row.userId)).toEqual([ids.staff01]);
    expect(after.unread.map((row) => row.userId)).toEqual([ids.finance01]);
    const opened = await as.finance01.get(`/m/incoming/${id}`, en);
    expect(opened.body.status).toBe(200);
    expect((await receipts('leader01', id)).unread).toEqual([]);
    expect(await unreadNotices('finance01')).toBe(before);
    // Sent again, a reader keeps the receipt they have.
    await as.leader01.post(`/circulation/incoming/${id}`, { users: [ids.finance01] }, en);
    expect((await receipts('leader01', id)).read).toHaveLength(2);
  });

  it('circulated to oneself leaves nothing to do: read at once, no notice', async () => {
    const id = await registered('自传阅测试');
    const before = await unreadNotices('leader01');
    const sent = await as.leader01.post(`/circulation/incoming/${id}`, { users: [ids.leader01] }, en);
    expect(sent.body.status, sent.body.msg).toBe(200);
    expect(sent.body.data.read.map((row: { userId: number }) => row.userId)).toEqual([ids.leader01]);
    expect(sent.body.data.unread).toEqual([]);
    expect(await unreadNotices('leader01')).toBe(before);
  });

  it('circulates to the members of a common group', async () => {
    const id = await registered('常用组传阅测试');
    const group = await as.manager01.post('/m/commongroup', { name: '传阅测试组', members: [ids.manager01, ids.finance01] }, en);
    expect(group.body.status, group.body.msg).toBe(200);
    const sent = await as.leader01.post(`/circulation/incoming/${id}`, { groups: [group.body.data.id] }, en);
    expect(sent.body.status, sent.body.msg).toBe(200);
    expect(sent.body.data.unread.map((row: { userId: number }) => row.userId).sort()).toEqual([ids.manager01, ids.finance01].sort());
  });

  it('refuses to circulate a document not yet registered, or to nobody, in the reader language, and sends nothing', async () => {
    const id = await received('未登记传阅测试');
    const early = await as.leader01.post(`/circulation/incoming/${id}`, { users: [ids.staff01] }, en);
    expect(early.body.status).toBe(1010);
    expect(early.body.msg).toContain('cannot be circulated');
    expect((await as.leader01.post(`/circulation/incoming/${id}`, { users: [ids.staff01] }, zh)).body.msg).toContain('不能传阅');
    const reg = await registered('空传阅测试');
    const nobody = await as.leader01.post(`/circulation/incoming/${reg}`, { users: [] }, en);
    expect(nobody.body.status).toBe(1001);
    expect(nobody.body.msg).toContain('Choose whom');
    expect((await receipts('leader01', id)).unread).toEqual([]);
    // Someone the document was not circulated to, outside its scope, still cannot read it.
    expect((await as.finance01.get(`/m/incoming/${reg}`, en)).body.status).not.toBe(200);
  });
});

describe('count report "officialdocument"', () => {
  it('counts incoming and outgoing documents in every state by kind, state, month and office, with the average handling time', async () => {
    const id = await registered('统计测试收文');
    await inc.ok('leader01', id, 'approve');
    await inc.ok('manager01', id, 'approve');
    await inc.ok('staff01', id, 'approve');
    const byKind = (await as.admin.post('/report/officialdocument', { by: 'type' }, en)).body.data as {
      key: string;
      name: string;
      count: number;
      averageHours?: number | null;
    }[];
    expect(byKind.map((row) => row.key)).toEqual(['incoming', 'outgoing', '']);
    expect(byKind.map((row) => row.name)).toEqual(['Incoming documents', 'Outgoing documents', 'Total']);
    const [incoming, outgoing, total] = byKind;
    expect(total.count).toBe(incoming.count + outgoing.count);
    // Closed documents have a handling time (here: seconds, so 0.0 hours); the total row has none.
    expect(typeof incoming.averageHours).toBe('number');
    const byStatus = (await as.admin.post('/report/officialdocument', { by: 'status' }, zh)).body.data as { key: string; name: string; count: number }[];
    expect(byStatus.find((row) => row.key === '0')?.name).toBe('草稿');
    expect(byStatus.find((row) => row.key === '4')!.count).toBeGreaterThanOrEqual(2);
    const byMonth = (await as.admin.post('/report/officialdocument', { by: 'month' }, en)).body.data as { key: string; count: number }[];
    expect(byMonth.at(-1)!.count).toBe(total.count);
    const byOffice = (await as.admin.post('/report/officialdocument', { by: 'office' }, en)).body.data as { key: string; count: number }[];
    expect(byOffice.at(-1)!.count).toBe(total.count);
    // staff01's scope (their own) counts fewer.
    const own = (await as.staff01.post('/report/officialdocument', { by: 'type' }, en)).body.data as { count: number }[];
    expect(own.at(-1)!.count).toBeLessThan(total.count);
  });
});

describe('routes of a capability', () => {
  it('answer 404 for a module that does not offer it: no circulation or number of an expense claim', async () => {
    const claim = (await t.database.db.execute(sql`select id from records where module = 'reimapplication' limit 1`)) as unknown as { rows: { id: number }[] };
    const id = claim.rows[0].id;
    expect((await as.admin.get(`/circulation/reimapplication/${id}`, en)).body.status).toBe(404);
    expect((await as.admin.post(`/circulation/reimapplication/${id}`, { users: [ids.staff01] }, en)).body.status).toBe(404);
    expect((await as.admin.post(`/documentNumber/reimapplication/${id}/void`, { reason: '作废' }, en)).body.status).toBe(404);
  });
});
