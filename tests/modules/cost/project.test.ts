import { beforeAll, describe, expect, it } from 'vitest';
import { moduleCalls, signedInApp } from '../../support/api.helpers.ts';

/**
 * Project registration (spec moduleId 19) on the project lifecycle (spec §4 0-30): members' shares add up to exactly
 * 100 %, the project leader approves first, and a signed project's shares change through the ratio change flow.
 */
const MODULE = 'project';
const { as, ids } = signedInApp();
let customer: number;
const en = { 'accept-language': 'en' };

beforeAll(async () => {
  customer = (await as.staff01.post('/m/customer/page', { page: { pageIndex: 1, limit: 1 } })).body.data.list[0].id;
});

const read = async (id: number) => (await as.admin.get(`/m/${MODULE}/${id}`)).body.data;
const count = async () => (await as.admin.post(`/m/${MODULE}/page`, { page: { pageIndex: 1, limit: 1 } })).body.data.total as number;
const { ok: act } = moduleCalls(as, MODULE);
const members = (...shares: string[]) =>
  shares.map((share, index) => ({ member: [ids.leader01, ids.staff01, ids.finance01][index], role: index === 0 ? 'leader' : 'engineer', share }));
const project = (...shares: string[]) => ({
  projectName: '城南快速路造价咨询',
  customer,
  projectLeader: ids.leader01,
  startDate: '2026-12-01',
  members: members(...shares),
});

describe('project registration', () => {
  it('refuses members whose shares do not add up to exactly 100 %, and saves nothing', async () => {
    const before = await count();
    const refused = await as.staff01.post(`/m/${MODULE}`, project('50', '30', '10'), en);
    expect(refused.body.status).toBe(1001);
    expect(refused.body.msg).toBe('Members: Must add up to 100; now 90.00');
    expect((await as.staff01.post(`/m/${MODULE}`, project('50', '30', '20.01'), en)).body.status).toBe(1001);
    expect(await count()).toBe(before);
  });

  it('is approved by its leader first, then the general manager; its shares change only through the ratio change flow', async () => {
    const created = await as.staff01.post(`/m/${MODULE}`, project('33.33', '33.33', '33.34'), en);
    expect(created.body.status, created.body.msg).toBe(200);
    const id = created.body.data.id as number;
    await act('staff01', id, 'submit');
    const todo = (await as.leader01.get('/processAudit/processHome?kind=todo&limit=100')).body.data.list as { recordId: number }[];
    expect(todo.map((task) => task.recordId)).toContain(id);
    await act('leader01', id, 'approve');
    await act('manager01', id, 'approve');
    expect((await read(id)).status).toBe(4);

    // Signed: the shares are not edited in place.
    let current = await read(id);
    expect((await as.staff01.put(`/m/${MODULE}/${id}`, { ...project('50', '25', '25'), version: current.version }, en)).body.status).not.toBe(200);

    await act('staff01', id, 'ratio.start');
    expect((await read(id)).status).toBe(22);
    current = await read(id);
    expect((await as.staff01.put(`/m/${MODULE}/${id}`, { ...project('50', '25', '24'), version: current.version }, en)).body.status).toBe(1001);
    const saved = await as.staff01.put(`/m/${MODULE}/${id}`, { ...project('50', '25', '25'), version: current.version }, en);
    expect(saved.body.status, saved.body.msg).toBe(200);
    await act('staff01', id, 'submit');
    expect((await read(id)).status).toBe(23);
    await act('leader01', id, 'approve');
    await act('manager01', id, 'approve');
    const signed = await read(id);
    expect(signed.status).toBe(4);
    expect(signed.members.map((row: { share: number }) => row.share)).toEqual([50, 25, 25]);
  });

  it('drops an abandoned ratio change: the shares are as they were', async () => {
    const id = (await as.staff01.post(`/m/${MODULE}`, project('60', '40'))).body.data.id as number;
    await act('staff01', id, 'submit');
    await act('leader01', id, 'approve');
    await act('manager01', id, 'approve');
    await act('staff01', id, 'ratio.start');
    const current = await read(id);
    expect((await as.staff01.put(`/m/${MODULE}/${id}`, { ...project('70', '30'), version: current.version })).body.status).toBe(200);
    await act('staff01', id, 'ratio.cancel');
    const after = await read(id);
    expect(after.status).toBe(4);
    expect(after.members.map((row: { share: number }) => row.share)).toEqual([60, 40]);
  });
});
