import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sendDateReminders } from '../../../src/server/engine/date-reminders.ts';
import { signedInApp, workflowCalls } from '../../support/api.helpers.ts';

const { t, as, ids } = signedInApp();
const en = { 'accept-language': 'en' };
const { ok } = workflowCalls(as);
const read = async (module: string, id: number) => (await as.admin.get(`/m/${module}/${id}`)).body.data;

/** An archive for `user`, a probationer, valid in every field. */
const archiveOf = (user: number, name = '系统管理员') => ({
  name,
  user,
  sex: '1',
  idCard: '330106199207050621',
  birthDate: '1992-07-05',
  marriage: '0',
  phone: '13800000009',
  office: 1,
  post: '行政专员',
  entryDate: '2026-11-02',
  workStart: '2014-07-01',
  employeeStatus: '2',
  education: [{ school: '杭州师范大学', degree: 'bachelor' }],
  contacts: [{ name: '紧急联系人', relation: '母亲', phone: '13900000009' }],
});

let archive: number;
let officeId: number;

beforeAll(async () => {
  officeId = (await as.admin.get('/user/current')).body.data.officeId ?? 1;
});

describe('employee archives: one per user account', () => {
  it('keeps an archive for a user account and refuses a second one for the same account, in the reader language', async () => {
    const created = await as.manager01.post('/m/archives', { ...archiveOf(ids.admin), office: officeId }, en);
    expect(created.body.status, created.body.msg).toBe(200);
    archive = created.body.data.id;
    expect((await read('archives', archive)).employeeStatus).toBe('2');

    const second = await as.manager01.post('/m/archives', { ...archiveOf(ids.admin, '重复档案'), office: officeId }, en);
    expect(second.body.status).toBe(1001);
    expect(second.body.msg).toContain('already has an employee archive');
    const inChinese = await as.manager01.post('/m/archives', { ...archiveOf(ids.admin, '重复档案'), office: officeId }, { 'accept-language': 'zh' });
    expect(inChinese.body.msg).toContain('已有员工档案');
  });

  it('refuses an archive for an account a demo archive already holds, and an ID card whose check character is wrong', async () => {
    const again = await as.manager01.post('/m/archives', { ...archiveOf(ids.staff01, '陈小明'), office: officeId }, en);
    expect(again.body.status).toBe(1001);
    const badCard = await as.manager01.post('/m/archives', { ...archiveOf(ids.finance01), idCard: '330106199207050620', office: officeId }, en);
    expect(badCard.body.status).toBe(1001);
  });

  it('lets the archive itself be saved again (it does not count against itself)', async () => {
    const current = await read('archives', archive);
    const saved = await as.manager01.put(`/m/archives/${archive}`, { ...current, post: '人事专员' }, en);
    expect(saved.body.status, saved.body.msg).toBe(200);
  });
});

/** A labour contract on a one-year fixed term (12 months: two months of probation at most) for the archive. */
const contractOf = (employee: number, probationMonths: number | '') => ({
  employee,
  contractType: '103',
  term: '106',
  startDate: '2026-12-01',
  endDate: '2027-11-30',
  probationMonths,
});

/** Submitted by staff01, approved by the department head and the general manager: signed (4). */
async function sign(module: string, id: number) {
  await ok('staff01', module, id, 'submit');
  await ok('leader01', module, id, 'approve');
  await ok('manager01', module, id, 'approve');
  expect((await read(module, id)).status).toBe(4);
}

describe('labour contracts: lawful probation, set once per employee', () => {
  it("refuses six months of probation on a one-year contract, with the law's limit in the reader language", async () => {
    const refused = await as.staff01.post('/m/relations', contractOf(archive, 6), en);
    expect(refused.body.status).toBe(1001);
    expect(refused.body.msg).toContain('2 months at most');
    const inSpanish = await as.staff01.post('/m/relations', contractOf(archive, 6), { 'accept-language': 'es' });
    expect(inSpanish.body.status).toBe(1001);
    expect(inSpanish.body.msg).not.toBe(refused.body.msg);
  });

  it('refuses probation on a service contract', async () => {
    const refused = await as.staff01.post('/m/relations', { ...contractOf(archive, 1), contractType: '104' }, en);
    expect(refused.body.status).toBe(1001);
    expect(refused.body.msg).toContain('Only a labour contract');
  });

  let first: number;
  it('accepts one month, and signs it through the department head and the general manager', async () => {
    const accepted = await as.staff01.post('/m/relations', contractOf(archive, 1), en);
    expect(accepted.body.status, accepted.body.msg).toBe(200);
    first = accepted.body.data.id;
    await sign('relations', first);
  });

  it('refuses a second contract with probation for the same employee, but not one without', async () => {
    const second = await as.staff01.post('/m/relations', contractOf(archive, 1), en);
    expect(second.body.status).toBe(1001);
    expect(second.body.msg).toContain('probation only once');
    const renewal = await as.staff01.post('/m/relations', { ...contractOf(archive, ''), startDate: '2027-12-01', endDate: '2030-11-30' }, en);
    expect(renewal.body.status, renewal.body.msg).toBe(200);
  });

  it('reminds its filer and the employee of a signed contract’s end ahead of it, once, and offers its renewal naming it', async () => {
    const soon = new Date(Date.now() + 10 * 86_400_000).toLocaleDateString('sv');
    await t.database.db.execute(sql`update records set data = data || ${JSON.stringify({ endDate: soon })}::jsonb where id = ${first}`);
    await sendDateReminders(t.database.db);
    await sendDateReminders(t.database.db);
    const reminded = async (name: string) =>
      ((await as[name].get('/processAudit/notifyList?unread=0', en)).body.data as { link: string; content: string }[]).filter(
        (row) => row.link === `/human/relations/view?id=${first}` && row.content.includes(soon),
      );
    expect(await reminded('staff01')).toHaveLength(1);
    // The archive is the administrator's own.
    expect(await reminded('admin')).toHaveLength(1);
    expect(await reminded('leader01')).toHaveLength(0);
    const renewal = await as.staff01.post('/m/relations', { ...contractOf(archive, ''), startDate: soon, endDate: '2031-11-30', renews: first }, en);
    expect(renewal.body.status, renewal.body.msg).toBe(200);
    expect((await read('relations', renewal.body.data.id)).renews).toBe(first);
  });

  it('lets two drafts set probation for an employee, and refuses the second submission once the first is filed', async () => {
    // leader01's demo archive: no contract names it yet.
    const archives = (await as.admin.post('/m/archives/page', { page: { pageIndex: 1, limit: 50 } })).body.data.list as { id: number; user: unknown }[];
    const employee = archives.find((row) => Number(row.user) === ids.leader01)!.id;
    const a = (await as.staff01.post('/m/relations', contractOf(employee, 2), en)).body.data.id;
    const b = (await as.staff01.post('/m/relations', contractOf(employee, 1), en)).body.data.id;
    await ok('staff01', 'relations', a, 'submit');
    const refused = await as.staff01.post(`/wf/relations/${b}/submit`, {}, en);
    expect(refused.body.status).toBe(1001);
    expect(refused.body.msg).toContain('probation only once');
    // Withdrawn, the first no longer holds the probation: the second goes.
    await ok('staff01', 'relations', a, 'withdraw', { examRemarks: '改签' });
    await ok('staff01', 'relations', b, 'submit');
  });
});

describe('regularisation: its signing makes the employee regular', () => {
  it('turns the picked archive from probation (2) to regular (1) when signed', async () => {
    expect((await read('archives', archive)).employeeStatus).toBe('2');
    const filed = await as.staff01.post(
      '/m/regular',
      { employee: archive, regularDate: '2027-01-01', rating: 'good', assessment: '试用期表现良好，同意转正。' },
      en,
    );
    expect(filed.body.status, filed.body.msg).toBe(200);
    await sign('regular', filed.body.data.id);
    expect((await read('archives', archive)).employeeStatus).toBe('1');
  });

  it('cannot confirm an employee who is not on probation: refused at submission, naming their status, in English and Chinese', async () => {
    const filed = await as.staff01.post('/m/regular', { employee: archive, regularDate: '2027-02-01', rating: 'pass', assessment: '重复申请' }, en);
    const id = filed.body.data.id;
    const refused = await as.staff01.post(`/wf/regular/${id}/submit`, {}, en);
    expect(refused.body.status).toBe(1001);
    expect(refused.body.msg).toMatch(/Employee status is Regular: this document does not apply/);
    const zh = await as.staff01.post(`/wf/regular/${id}/submit`, {}, { 'accept-language': 'zh' });
    expect(zh.body.msg).toMatch(/员工状态为“正式.*”，本单据不适用/);
    expect((await read('regular', id)).status).toBe(0);
    expect((await read('archives', archive)).employeeStatus).toBe('1');
  });
});

describe('the human count report', () => {
  it('counts archives by the department they name, not the HR office that filed them, and by employee status in words', async () => {
    const stored = (
      (await t.database.db.execute(
        sql`select data ->> 'office' as office, count(*)::int as count from records where module = 'archives' and deleted_at is null group by 1`,
      )) as unknown as { rows: { office: string; count: number }[] }
    ).rows;
    const byOffice = (await as.admin.post('/report/human', { by: 'office' }, en)).body;
    expect(byOffice.status, byOffice.msg).toBe(200);
    const rows = byOffice.data as { key: string; name: string; count: number }[];
    expect(
      rows
        .slice(0, -1)
        .map((row) => [row.key, row.count])
        .sort(),
    ).toEqual(stored.map((row) => [row.office, row.count]).sort());
    // Named by the department, the total last.
    expect(rows.every((row) => row.name !== row.key || row.key === '')).toBe(true);
    expect(rows.at(-1)!.count).toBe(stored.reduce((sum, row) => sum + row.count, 0));
    const byStatus = (await as.admin.post('/report/human', { by: 'type' }, en)).body.data as { key: string; name: string }[];
    expect(byStatus.find((row) => row.key === '1')?.name).toBe('Regular');
  });
});

describe('an archive’s personal data stays with the employee and HR (access.private)', () => {
  const page = async (name: string, body: object = {}) => {
    const answer = await as[name].post('/m/archives/page', { page: { pageIndex: 1, limit: 50 }, ...body });
    expect(answer.body.status, answer.body.msg).toBe(200);
    return answer.body.data.list as Record<string, any>[];
  };

  it('colleagues list every archive by name and department, without ID card, birth date, mobile or contacts; the employee reads their own', async () => {
    const seen = await page('staff01');
    const manager = seen.find((row) => row.user === ids.manager01)!;
    expect(manager).toMatchObject({ name: '王总' });
    expect(manager.office).toBeTruthy();
    for (const key of ['idCard', 'birthDate', 'marriage', 'phone', 'contacts']) expect(manager).not.toHaveProperty(key);
    const own = seen.find((row) => row.user === ids.staff01)!;
    expect(own.idCard).toMatch(/^\d{17}[\dX]$/);
    expect((await as.staff01.get(`/m/archives/${manager.id}`)).body.data).not.toHaveProperty('idCard');
    expect((await as.admin.get(`/m/archives/${manager.id}`)).body.data.idCard).toBe('330106198005120316');
  });

  it('nor can they find an archive by its ID card, or order by it, while HR can', async () => {
    const probe = { query: [{ prop: 'idCard', type: 'equals', values: '330106198005120316' }] };
    expect(await page('staff01', probe)).toHaveLength(0);
    expect(await page('staff01', { query: '330106198005120316' })).toHaveLength(0);
    expect(await page('admin', probe)).toHaveLength(1);
    expect(await page('admin', { query: '330106198005120316' })).toHaveLength(1);
  });
});
