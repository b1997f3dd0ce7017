import { beforeAll, describe, expect, it } from 'vitest';
import { moduleCalls, signedInApp } from '../../support/api.helpers.ts';

/**
 * Bid distribution (spec moduleId 52), the Bidding and cost area's first module: one folder under
 * src/modules/cost and one registry line give it its menu, permission codes, flow, labels and demo records.
 */
const MODULE = 'distribution';
const { t, as, ids } = signedInApp();
let tenderer: number;
let office: number;

beforeAll(async () => {
  tenderer = (await as.staff01.post('/m/customer/page', { page: { pageIndex: 1, limit: 1 } })).body.data.list[0].id;
  office = (await as.staff01.get('/user/current')).body.data.officeId;
});

const statusOf = async (id: number) => (await as.admin.get(`/m/${MODULE}/${id}`)).body.data.status as number;
const { act } = moduleCalls(as, MODULE);
const todoOf = async (name: string) =>
  ((await as[name].get('/processAudit/processHome?kind=todo&limit=100')).body.data.list as { recordId: number }[]).map((task) => task.recordId);
const distribution = () => ({
  projectName: '滨江区学校新建工程造价咨询招标',
  tenderer,
  bidType: '2',
  estimatedPrice: '860000.00',
  bidDeadline: '2026-12-20',
  responsibleOffice: office,
  responsiblePerson: ids.staff01,
});

describe('the bid distribution module', () => {
  it('has its page under Bidding and cost, with a button per permission code', async () => {
    const menus = (await as.admin.get('/menu')).body.data as {
      menuId: number;
      parentId: number | null;
      code: string;
      href: string | null;
      permission: string | null;
    }[];
    const area = menus.find((menu) => menu.code === 'cost')!;
    const page = menus.find((menu) => menu.code === 'cost.distribution')!;
    expect(page).toMatchObject({ parentId: area.menuId, href: '/cost/distribution', permission: 'bidDistribution:list' });
    expect(menus.filter((menu) => menu.parentId === page.menuId).map((menu) => menu.permission)).toEqual(
      ['view', 'add', 'update', 'del', 'export', 'import'].map((action) => `bidDistribution:${action}`),
    );
  });

  it('is one of the modules the API document names', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/prod-api/docs/json' })).json();
    const parameter = document.paths['/prod-api/m/{module}/page'].post.parameters.find((entry: { name: string }) => entry.name === 'module');
    expect(parameter.schema.enum).toContain(MODULE);
  });

  it('speaks zh, en and es', async () => {
    for (const [language, title] of [
      ['zh', '投标分配'],
      ['en', 'Bid distribution'],
      ['es', 'Asignación de licitaciones'],
    ])
      expect((await as.staff01.get(`/m/${MODULE}/layout`, { 'accept-language': language })).body.data.tableSet.title).toBe(title);
  });

  it('ships demo records in several statuses: signed, in approval, draft', async () => {
    const list = (await as.admin.post(`/m/${MODULE}/page`, {})).body.data.list as { status: number }[];
    expect(list.map((row) => row.status).sort()).toEqual([0, 3, 4]);
  });

  it('is filed, submitted, approved by the department head and then the general manager, and signed', async () => {
    const created = await as.staff01.post(`/m/${MODULE}`, distribution());
    expect(created.body.status).toBe(200);
    expect(created.body.data.serialNo).toMatch(/^TBFP\d{10}$/);
    const id = created.body.data.id as number;

    expect((await act('staff01', id, 'submit')).body.status).toBe(200);
    expect(await statusOf(id)).toBe(3);
    expect(await todoOf('leader01')).toContain(id);
    expect((await act('leader01', id, 'approve')).body.status).toBe(200);
    expect(await statusOf(id)).toBe(3);
    expect(await todoOf('finance01')).not.toContain(id);
    expect(await todoOf('manager01')).toContain(id);
    expect((await act('manager01', id, 'approve')).body.status).toBe(200);
    expect(await statusOf(id)).toBe(4);

    const instance = (await as.staff01.get(`/wf/${MODULE}/${id}/instance`)).body.data;
    const rows = (await as.staff01.get(`/processAudit/processHisInfo?processInstanceId=${instance.id}`)).body.data;
    expect(rows.map((row: { nodeName: string }) => row.nodeName)).toEqual(['Department head approval', 'General manager approval']);
  });

  it('is named by its project name in the to-do list, my applications and the running flows', async () => {
    const id = (await as.staff01.post(`/m/${MODULE}`, distribution())).body.data.id as number;
    expect((await act('staff01', id, 'submit')).body.status).toBe(200);
    const rowOf = async (name: string, path: string) =>
      ((await as[name].get(path)).body.data.list as { recordId: number; title: string | null }[]).find((row) => row.recordId === id);
    const title = distribution().projectName;
    expect((await rowOf('leader01', '/processAudit/processHome?kind=todo&limit=100'))?.title).toBe(title);
    expect((await rowOf('staff01', '/processAudit/processHome?kind=mine&limit=100'))?.title).toBe(title);
    expect((await rowOf('admin', `/wf/instances?module=${MODULE}&limit=100`))?.title).toBe(title);
  });

  it('refuses a submission without its required fields with 1001 naming the first one', async () => {
    const { tenderer: _left, ...withoutTenderer } = distribution();
    const draft = (await as.staff01.post(`/m/${MODULE}`, withoutTenderer)).body.data;
    const refused = await act('staff01', draft.id, 'submit');
    expect(refused.body).toMatchObject({ status: 1001, data: { field: 'tenderer' } });
    expect(await statusOf(draft.id)).toBe(0);
  });
});
