import { beforeAll, describe, expect, it } from 'vitest';
import { signedInApp } from '../../support/api.helpers.ts';

const { as, ids } = signedInApp();
const en = { 'accept-language': 'en' };
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
