import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { applyDueMoves } from '../../../src/server/people/reassign.ts';
import { movesDueOn } from './people.helpers.ts';
import { Caller, moduleCalls, signedInApp } from '../../support/api.helpers.ts';

/**
 * Resignation (离职, 48): the leaver's clearance is computed (goods held, money owed, open approvals, own documents in
 * approval); the signing is refused while goods are held or money owed; on the leave date the archive says left, the
 * account is disabled and its sessions end, and the open approvals go to the person taking over. Archive change
 * (档案变更, 51): the archive takes the new phone, marriage and remarks from its date.
 */
const { t, as, ids } = signedInApp();
const resign = moduleCalls(as, 'resign');
const change = moduleCalls(as, 'archivechange');

type Row = Record<string, any>;
const rows = async <T = Row>(query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
const today = () => new Date().toLocaleDateString('sv');
const archiveOf = async (userId: number) =>
  (await rows(sql`select id from records where module = 'archives' and data ->> 'user' = ${String(userId)}`))[0].id as number;
const archiveData = async (id: number) => (await rows(sql`select data from records where id = ${id}`))[0].data as Row;

let staffArchive: number;
let financeArchive: number;
beforeAll(async () => {
  staffArchive = await archiveOf(ids.staff01);
  financeArchive = await archiveOf(ids.finance01);
});

/** Filed by staff01 and approved by their department head; answers the id, before the general manager's approval. */
async function approvedToGm(module: ReturnType<typeof moduleCalls>, data: Row) {
  const created = await module.create(data);
  expect(created.body.status, created.body.msg).toBe(200);
  const id = created.body.data.id as number;
  await module.ok('staff01', id, 'submit');
  await module.ok('leader01', id, 'approve');
  return id;
}

describe('the clearance of a leaver', () => {
  it('lists what staff01 holds, owes, approves and has in approval, by module title and serial number', async () => {
    const answer = await as.admin.get(`/people/clearance/${staffArchive}`, { 'accept-language': 'en' });
    expect(answer.body.status, answer.body.msg).toBe(200);
    const found = answer.body.data;
    expect(found.person).toEqual({ id: ids.staff01, name: expect.any(String) });
    // The laptop lent for the site audit, not yet returned.
    expect(found.assets.length + found.loans.length).toBeGreaterThan(0);
    // The signed travel advance, partly repaid (the demo's repayment).
    expect(found.owed).toEqual([expect.objectContaining({ module: 'loan', title: 'Loans', serialNo: expect.stringMatching(/^JK/), status: 20 })]);
    // The purchase advance still in approval.
    expect(found.inApproval).toEqual(expect.arrayContaining([expect.objectContaining({ module: 'loan', status: 3 })]));
  });

  it('lists the open approvals of an approver, with the step', async () => {
    const found = (await as.admin.get(`/people/clearance/${financeArchive}`)).body.data;
    expect(found.tasks.length).toBeGreaterThan(0);
    expect(found.tasks[0]).toMatchObject({ serialNo: expect.any(String), step: expect.any(String) });
    expect(found.assets.length + found.loans.length + found.owed.length).toBe(0);
  });

  it('is not found for an archive that does not exist, and needs the resignation list code', async () => {
    expect((await as.admin.get('/people/clearance/999999')).body.status).toBe(404);
    const stranger = new Caller(t.app);
    expect((await stranger.get(`/people/clearance/${staffArchive}`)).body.status).not.toBe(200);
  });
});

describe('a resignation', () => {
  it('is refused at signing while goods are held or money owed, naming them, in English and in Chinese; the approval is undone', async () => {
    const id = await approvedToGm(resign, { employee: staffArchive, leaveDate: today(), reason: '个人原因', handover: ids.leader01 });
    const en = await resign.act('manager01', id, 'approve');
    expect(en.body.status).toBe(1001);
    expect(en.body.msg).toMatch(/cannot leave before clearing/);
    expect(en.body.msg).toMatch(/goods held/);
    expect(en.body.msg).toMatch(/money owed on Loans JK/);
    const zh = await as.manager01.post(`/wf/resign/${id}/approve`, {}, { 'accept-language': 'zh' });
    expect(zh.body.status).toBe(1001);
    expect(zh.body.msg).toMatch(/尚未清理完毕/);
    expect(zh.body.msg).toMatch(/欠款单据/);
    expect(await resign.statusOf(id)).toBe(3);
    expect((await archiveData(staffArchive)).employeeStatus).not.toBe('4');
    expect((await rows(sql`select enabled from users where id = ${ids.staff01}`))[0].enabled).toBe(true);
  });

  it('refuses the person leaving as the one taking over, at submission', async () => {
    const created = await resign.create({ employee: financeArchive, leaveDate: today(), reason: '个人原因', handover: ids.finance01 });
    expect(created.body.status, created.body.msg).toBe(200);
    const submitted = await resign.act('staff01', created.body.data.id, 'submit');
    expect(submitted.body.status).toBe(1001);
    expect(submitted.body.msg).toMatch(/cannot take over their own approvals/);
  });

  it('dated later, changes nothing until its day; then the archive says left, the account cannot sign in and the open approvals belong to the one taking over', async () => {
    // An open approval of finance01's: staff01's leave is theirs to approve once the head has.
    const before = (await rows(sql`select count(*)::int as n from process_tasks where assignee_id = ${ids.finance01} and status = 'open'`))[0].n as number;
    expect(before).toBeGreaterThan(0);
    const id = await approvedToGm(resign, { employee: financeArchive, leaveDate: '2027-02-01', reason: '个人原因', handover: ids.manager01 });
    await resign.ok('manager01', id, 'approve');
    expect(await resign.statusOf(id)).toBe(4);
    await applyDueMoves(t.database.db);
    await movesDueOn(t.database.db, '2027-01-31');
    expect((await archiveData(financeArchive)).employeeStatus).not.toBe('4');
    expect((await rows(sql`select enabled from users where id = ${ids.finance01}`))[0].enabled).toBe(true);
    expect((await as.finance01.get('/user/current')).body.status).toBe(200);
    expect((await resign.record(id)).effectiveOn ?? null).toBeNull();

    const openOf = async (userId: number) =>
      (await rows(sql`select count(*)::int as n from process_tasks where assignee_id = ${userId} and status = 'open'`))[0].n as number;
    const finances = await openOf(ids.finance01);
    const managers = await openOf(ids.manager01);
    await movesDueOn(t.database.db, '2027-02-01');
    expect(await openOf(ids.manager01)).toBe(managers + finances);
    expect((await archiveData(financeArchive)).employeeStatus).toBe('4');
    expect((await resign.record(id)).effectiveOn).toBe('2027-02-01');
    expect((await rows(sql`select enabled from users where id = ${ids.finance01}`))[0].enabled).toBe(false);
    expect((await as.finance01.get('/user/current')).body.status).not.toBe(200);
    const signIn = await new Caller(t.app).post('/login', { username: 'finance01', password: 'Demo@123' });
    expect(signIn.body.status).not.toBe(200);
    expect((await rows(sql`select count(*)::int as n from process_tasks where assignee_id = ${ids.finance01} and status = 'open'`))[0].n).toBe(0);
    const [history] = await rows(sql`select event, opinion from record_history where record_id = ${financeArchive} order by id desc limit 1`);
    expect(history).toMatchObject({ event: 'employee.leave', opinion: (await resign.record(id)).serialNo });
    expect((await archiveData(financeArchive)).leaveDate).toBe('2027-02-01');
  });

  it('counts in the human count report as a departure of its month, which opens the leaver’s archive', async () => {
    const en = { 'accept-language': 'en' };
    const report = await as.admin.post('/report/human', { by: 'month', from: '2027-01-01', to: '2027-03-31' }, en);
    expect(report.body.status, report.body.msg).toBe(200);
    const byMonth = report.body.data as { key: string; count: number; ended: number }[];
    expect(byMonth.map((row) => [row.key, row.ended])).toEqual([
      ['2027-01', 0],
      ['2027-02', 1],
      ['2027-03', 0],
      ['', 1],
    ]);
    const left = await as.admin.post('/report/human/documents', { by: 'month', from: '2027-01-01', to: '2027-03-31', key: '2027-02', of: 'ended' }, en);
    expect(left.body.status, left.body.msg).toBe(200);
    expect(left.body.data).toEqual({ total: 1, rows: [expect.objectContaining({ id: financeArchive, module: 'archives', date: '2027-02-01' })] });
    // A row's own documents: the archives the count of a department counts, named by the employee.
    const byOffice = (await as.admin.post('/report/human', { by: 'office' }, en)).body.data as { key: string; count: number; ended: number }[];
    const office = byOffice.find((row) => row.ended === 1)!;
    const opened = await as.admin.post('/report/human/documents', { by: 'office', key: office.key }, en);
    expect(opened.body.data.total).toBe(office.count);
    expect(opened.body.data.rows.map((row: Row) => row.id)).toContain(financeArchive);
    expect(opened.body.data.rows.every((row: Row) => typeof row.label === 'string' && row.label.length > 0)).toBe(true);
    // Signed out, nothing.
    expect((await new Caller(t.app).post('/report/human/documents', { by: 'office', key: office.key }, en)).body.status).not.toBe(200);
  });

  it('of someone who has already left is refused at submission, naming their status', async () => {
    const created = await resign.create({ employee: financeArchive, leaveDate: today(), reason: '再次离职', handover: ids.manager01 });
    const submitted = await resign.act('staff01', created.body.data.id, 'submit');
    expect(submitted.body.status).toBe(1001);
    expect(submitted.body.msg).toMatch(/status is Left/);
  });
});

describe('an archive change', () => {
  it('gives the archive the new phone, marriage and remarks from its date, and leaves what it does not name', async () => {
    const was = await archiveData(staffArchive);
    const id = await approvedToGm(change, { employee: staffArchive, toPhone: '13900001111', toRemark: '已婚登记', fromDate: today(), reason: '信息更新' });
    await change.ok('manager01', id, 'approve');
    const now = await archiveData(staffArchive);
    expect(now).toMatchObject({ phone: '13900001111', remark: '已婚登记', office: was.office });
    expect(now.marriage).toEqual(was.marriage);
    expect((await change.record(id)).effectiveOn).toBe(today());
  });

  it('that changes nothing is refused at submission, on its first value', async () => {
    const created = await change.create({ employee: staffArchive, fromDate: today(), reason: '—' });
    expect(created.body.status, created.body.msg).toBe(200);
    const submitted = await change.act('staff01', created.body.data.id, 'submit');
    expect(submitted.body.status).toBe(1001);
    expect(submitted.body.msg).toBe('New mobile: Fill in at least one value to change');
    expect(await change.statusOf(created.body.data.id)).toBe(0);
  });

  it('refuses a phone that is no mobile number', async () => {
    const refused = await change.create({ employee: staffArchive, toPhone: '12', fromDate: today(), reason: '—' });
    expect(refused.body.status).toBe(1001);
  });
});
