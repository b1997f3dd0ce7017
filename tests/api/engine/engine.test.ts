import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { menus, records, roleMenus, roles } from '../../../src/server/db/schema.ts';
import { accessChangesHeard, signedInApp } from '../../support/api.helpers.ts';

const { t, as: callers } = signedInApp(['admin', 'staff01', 'leader01', 'finance01', 'manager01']);
const as = (login: string) => callers[login];

const names = (list: { name: string }[]) => list.map((row) => row.name).sort();
const page = async (login: string, module: string, body: object = {}) => (await as(login).post(`/m/${module}/page`, body)).body;
const countOf = async (module: string) =>
  Number(
    (
      await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(records)
        .where(and(eq(records.module, module), sql`${records.deletedAt} is null`))
    )[0].n,
  );

/** Sets a demo role's data scope for one test, and puts it back. */
async function withScope(role: string, scope: number, run: () => Promise<void>) {
  const [before] = await t.database.db.select({ dataScope: roles.dataScope }).from(roles).where(eq(roles.code, role));
  await t.database.db.update(roles).set({ dataScope: scope }).where(eq(roles.code, role));
  await accessChangesHeard(t.app);
  try {
    await run();
  } finally {
    await t.database.db.update(roles).set({ dataScope: before.dataScope }).where(eq(roles.code, role));
    await accessChangesHeard(t.app);
  }
}

/** Takes menu codes away from a demo role (instances hear of it, and read the role's permissions again). */
async function revoke(role: string, codes: string[]) {
  const [row] = await t.database.db.select({ id: roles.id }).from(roles).where(eq(roles.code, role));
  const menuIds = (await t.database.db.select({ id: menus.id }).from(menus).where(inArray(menus.code, codes))).map((menu) => menu.id);
  await t.database.db.delete(roleMenus).where(and(eq(roleMenus.roleId, row.id), inArray(roleMenus.menuId, menuIds)));
  await accessChangesHeard(t.app);
}

const STAFF_CUSTOMERS = ['宁波港口工程有限公司', '杭州市城市建设投资集团有限公司'];
const LEADER_CUSTOMER = '江苏省水利厅';
const HQ_CUSTOMERS = ['中能电力建设股份有限公司', '深圳前海国际发展有限公司'];

describe('POST /prod-api/m/:module/page', () => {
  it('lists staff01 only their own records (data scope 4)', async () => {
    const body = await page('staff01', 'customer');
    expect(body.status).toBe(200);
    expect(names(body.data.list)).toEqual(STAFF_CUSTOMERS);
    expect(body.data.total).toBe(2);
    expect(body.data.totalExact).toBe(true);
    expect(body.data.list[0]).toMatchObject({ creatorName: '陈小明', officeName: '工程一部', status: 0, version: 1 });
    expect(body.data.list[0].serialNo).toMatch(/^KH\d{6}\d{4}$/);
  });

  it('lists leader01 their department and below (data scope 3), not the head office', async () => {
    expect(names((await page('leader01', 'customer')).data.list)).toEqual([...STAFF_CUSTOMERS, LEADER_CUSTOMER].sort());
  });

  it('lists finance01 their company and below (data scope 1): the head office only', async () => {
    expect(names((await page('finance01', 'customer')).data.list)).toEqual(HQ_CUSTOMERS);
  });

  it('lists by own company with data scope 2', async () => {
    await withScope('finance', 2, async () => {
      expect(names((await page('finance01', 'customer')).data.list)).toEqual(HQ_CUSTOMERS);
    });
    await withScope('leader', 2, async () => {
      expect(names((await page('leader01', 'customer')).data.list)).toEqual([...STAFF_CUSTOMERS, LEADER_CUSTOMER].sort());
    });
  });

  it('lists everything with data scope 5, and admin sees all', async () => {
    const all = [...STAFF_CUSTOMERS, LEADER_CUSTOMER, ...HQ_CUSTOMERS].sort();
    expect(names((await page('admin', 'customer')).data.list)).toEqual(all);
    await withScope('leader', 5, async () => {
      expect(names((await page('leader01', 'customer')).data.list)).toEqual(all);
    });
  });

  it('pages, sorts by a declared field and filters by quick search, column filters and advanced search', async () => {
    const first = await page('admin', 'customer', { page: { pageIndex: 1, limit: 2 }, sortby: 'name', order: 'asc' });
    const second = await page('admin', 'customer', { page: { pageIndex: 2, limit: 2 }, sortby: 'name', order: 'asc' });
    expect(first.data.list).toHaveLength(2);
    expect(first.data.total).toBe(5);
    expect(second.data.list.map((row: { id: number }) => row.id)).not.toContain(first.data.list[0].id);
    const byCapital = await page('admin', 'customer', { sortby: 'registeredCapital', order: 'desc' });
    expect(byCapital.data.list[0].name).toBe('中能电力建设股份有限公司');
    expect(names((await page('admin', 'customer', { query: '宁波' })).data.list)).toEqual(['宁波港口工程有限公司']);
    expect(names((await page('admin', 'customer', { query: [{ prop: 'level', type: 'equals', values: 'A' }] })).data.list)).toHaveLength(3);
    const advanced = await page('admin', 'customer', {
      highQuery: [
        { open: 1, prop: 'name', op: 'in', value: '杭州' },
        { logic: 'or', prop: 'tags', op: 'in', value: ['overseas'], close: 1 },
        { logic: 'and', prop: 'status', op: '=', value: 0 },
      ],
    });
    expect(names(advanced.data.list)).toEqual(['杭州市城市建设投资集团有限公司', '深圳前海国际发展有限公司']);
  });

  it('keeps injection strings as data', async () => {
    const before = await countOf('customer');
    const body = await page('admin', 'customer', { query: "'; delete from records; --", highQuery: [{ prop: 'name', op: '=', value: "x' or '1'='1" }] });
    expect(body.status).toBe(200);
    expect(body.data.list).toEqual([]);
    expect(await countOf('customer')).toBe(before);
  });

  it('refuses unknown sort fields, unknown filter fields and unbalanced brackets with 1001', async () => {
    const sort = await as('admin').post('/m/customer/page', { sortby: 'password', order: 'desc' });
    expect(sort.body.status).toBe(1001);
    expect(sort.body.data.field).toBe('sortby');
    const unknown = await as('admin').post('/m/customer/page', { highQuery: [{ prop: 'creator_id', op: '=', value: 1 }] });
    expect(unknown.body).toMatchObject({ status: 1001, data: { field: 'highQuery.0.prop' } });
    const brackets = await as('admin').post('/m/customer/page', { highQuery: [{ open: 1, prop: 'name', op: '=', value: 'x' }] }, { 'accept-language': 'zh' });
    expect(brackets.body.status).toBe(1001);
    expect(brackets.body.msg).toContain('查询条件不正确，请检查');
    const badOp = await as('admin').post('/m/customer/page', { highQuery: [{ prop: 'name', op: 'like', value: 'x' }] });
    expect(badOp.body.status).toBe(1001);
  });

  it('refuses a user without the list code with 4031 and an unknown module with 404', async () => {
    await revoke('staff', ['library.honors']);
    expect((await as('staff01').post('/m/honors/page', {})).body.status).toBe(4031);
    expect((await as('admin').post('/m/nothing/page', {})).body.status).toBe(404);
  });
});

describe('GET /prod-api/m/:module/:id', () => {
  it('answers a record in scope and 404 for one outside it', async () => {
    const staffRecord = (await page('staff01', 'customer')).data.list[0];
    const hqRecord = (await page('finance01', 'customer')).data.list[0];
    expect((await as('staff01').get(`/m/customer/${staffRecord.id}`)).body.data.name).toBe(staffRecord.name);
    expect((await as('leader01').get(`/m/customer/${staffRecord.id}`)).body.status).toBe(200);
    expect((await as('staff01').get(`/m/customer/${hqRecord.id}`)).body.status).toBe(404);
    expect((await as('leader01').get(`/m/customer/${hqRecord.id}`)).body.status).toBe(404);
    expect((await as('finance01').get(`/m/customer/${staffRecord.id}`)).body.status).toBe(404);
    expect((await as('manager01').get(`/m/customer/${hqRecord.id}`)).body.status).toBe(200);
    expect((await as('admin').get(`/m/customer/${staffRecord.id}`)).body.status).toBe(200);
    expect((await as('admin').get(`/m/credentials/${staffRecord.id}`)).body.status).toBe(404);
  });

  it('refuses a malformed id with 1001', async () => {
    expect((await as('admin').get('/m/customer/abc')).body).toMatchObject({ status: 1001, data: { field: 'id' } });
    expect((await as('admin').delete('/m/customer/-1')).body.status).toBe(1001);
  });
});

describe('POST /prod-api/m/:module', () => {
  const valid = { name: '测试客户有限公司', customerType: '3', level: 'B', contactName: '李四', contactMobile: '13912345678' };

  it('stages a draft with required rules off, a serial number and status 0 whatever the body says', async () => {
    const before = await countOf('customer');
    const { body } = await as('staff01').post('/m/customer', { name: '只填了名称', status: 14, serialNo: 'X', creatorId: 1, unknown: 'dropped' });
    expect(body.status).toBe(200);
    expect(body.data).toMatchObject({ name: '只填了名称', status: 0, version: 1, creatorName: '陈小明' });
    expect(body.data.serialNo).toMatch(/^KH/);
    expect(body.data).not.toHaveProperty('unknown');
    expect(await countOf('customer')).toBe(before + 1);
  });

  it('refuses bad input with 1001 naming the field, and saves nothing', async () => {
    const before = await countOf('customer');
    const cases: [object, string, string][] = [
      [{ ...valid, contactMobile: '12345' }, 'contactMobile', '请输入正确的手机号码!'],
      [{ ...valid, email: 'nope' }, 'email', '请输入正确的邮箱地址'],
      [{ ...valid, level: 'Z' }, 'level', '选项无效'],
      [{ ...valid, registeredCapital: '1.234' }, 'registeredCapital', '应为数值型，可保留两位小数!'],
      [{ ...valid, name: 'x'.repeat(101) }, 'name', '最多输入100个字符!'],
      [{ ...valid, accountManager: 999999 }, 'accountManager', '所选记录不存在'],
      [{ ...valid, contacts: [{ name: '王五', mobile: '99' }] }, 'contacts.0.mobile', '请输入正确的手机号码!'],
      [{ ...valid, attachments: [{ id: 'not-a-file' }] }, 'attachments', '附件无效'],
    ];
    for (const [input, field, message] of cases) {
      const { http, body } = await as('staff01').post('/m/customer', input, { 'accept-language': 'zh' });
      expect(http).toBe(400);
      expect(body.status, field).toBe(1001);
      expect(body.data.field).toBe(field);
      expect(body.msg).toContain(message);
    }
    const labelled = await as('staff01').post('/m/customer', { ...valid, contactMobile: '1' }, { 'accept-language': 'zh' });
    expect(labelled.body.msg).toBe('联系人手机: 请输入正确的手机号码!');
    expect(await countOf('customer')).toBe(before);
  });

  it('sanitises rich text on the server', async () => {
    const { body } = await as('manager01').post('/m/introduction', {
      title: '简介',
      language: 'zh',
      content: '<p onclick="steal()">正文<script>alert(1)</script><img src="x" onerror="steal()"><a href="javascript:alert(1)">x</a></p>',
    });
    expect(body.status).toBe(200);
    expect(body.data.content).toBe('<p>正文<img src="x" /><a>x</a></p>');
  });

  it('gives unique serial numbers to 50 concurrent creations', async () => {
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => as('leader01').post('/m/credentials', { name: `并发资质${i}`, certNo: `C${i}` })));
    expect(results.every((result) => result.body.status === 200)).toBe(true);
    const serials = results.map((result) => result.body.data.serialNo);
    expect(new Set(serials).size).toBe(50);
    const numbers = serials.map((serial: string) => Number(serial.slice(-4))).sort((a: number, b: number) => a - b);
    expect(numbers[49] - numbers[0]).toBe(49);
  });

  it('refuses a user without the add code with 4031', async () => {
    await revoke('staff', ['client.customer.add']);
    const before = await countOf('customer');
    expect((await as('staff01').post('/m/customer', valid)).body.status).toBe(4031);
    expect(await countOf('customer')).toBe(before);
  });
});

describe('PUT /prod-api/m/:module/:id', () => {
  it('saves with the current version and refuses a stale one with 409, overwriting nothing', async () => {
    const created = (await as('leader01').post('/m/customer', { name: '版本测试' })).body.data;
    const first = await as('leader01').put(`/m/customer/${created.id}`, { shortName: '第一次', version: 1 });
    expect(first.body.status).toBe(200);
    expect(first.body.data.version).toBe(2);
    const stale = await as('leader01').put(`/m/customer/${created.id}`, { shortName: '过期的', version: 1 });
    expect(stale.http).toBe(409);
    expect(stale.body.status).toBe(409);
    expect((await as('leader01').get(`/m/customer/${created.id}`)).body.data).toMatchObject({ shortName: '第一次', version: 2, name: '版本测试' });
    expect((await as('leader01').put(`/m/customer/${created.id}`, { shortName: 'x' })).body).toMatchObject({ status: 1001, data: { field: 'version' } });
  });

  it('never changes the status', async () => {
    const created = (await as('leader01').post('/m/customer', { name: '状态测试' })).body.data;
    const updated = await as('leader01').put(`/m/customer/${created.id}`, { status: 14, version: 1 });
    expect(updated.body.data.status).toBe(0);
  });

  it('lets leader01 edit records in their department, not head-office ones (404) ', async () => {
    const staffRecord = (await page('staff01', 'customer')).data.list.find((row: { name: string }) => row.name === '宁波港口工程有限公司');
    const hqRecord = (await page('finance01', 'customer')).data.list[0];
    expect((await as('leader01').put(`/m/customer/${staffRecord.id}`, { region: '浙江宁波北仑', version: staffRecord.version })).body.status).toBe(200);
    expect((await as('leader01').put(`/m/customer/${hqRecord.id}`, { region: 'x', version: hqRecord.version })).body.status).toBe(404);
    expect((await as('staff01').put(`/m/customer/${hqRecord.id}`, { region: 'x', version: hqRecord.version })).body.status).toBe(404);
  });

  it('lets a data-scope-5 user read but not write outside their company (4031)', async () => {
    const hqRecord = (await page('finance01', 'customer')).data.list[0];
    await withScope('leader', 5, async () => {
      expect((await as('leader01').get(`/m/customer/${hqRecord.id}`)).body.status).toBe(200);
      expect((await as('leader01').put(`/m/customer/${hqRecord.id}`, { region: 'x', version: hqRecord.version })).body.status).toBe(4031);
    });
  });

  it('keeps the creator able to edit their record without the update code (spec §6), others not (4031)', async () => {
    await revoke('staff', ['library.techGuides.update']);
    const own = (await as('staff01').post('/m/techGuides', { title: '自己的指南', specialty: 'it' })).body.data;
    expect((await as('staff01').put(`/m/techGuides/${own.id}`, { versionNo: 'V2', version: own.version })).body.status).toBe(200);
    await revoke('leader', ['library.techGuides.update']);
    expect((await as('leader01').put(`/m/techGuides/${own.id}`, { versionNo: 'V3', version: own.version + 1 })).body.status).toBe(4031);
  });
});

describe('DELETE /prod-api/m/:module/:id', () => {
  it('deletes a draft, and refuses a record past draft with the pre-check message (1002)', async () => {
    const draft = (await as('leader01').post('/m/honors', { title: '待删除' })).body.data;
    expect((await as('leader01').delete(`/m/honors/${draft.id}`)).body.status).toBe(200);
    expect((await as('leader01').get(`/m/honors/${draft.id}`)).body.status).toBe(404);
    const submitted = (await as('leader01').post('/m/honors', { title: '审批中' })).body.data;
    await t.database.db.update(records).set({ status: 3 }).where(eq(records.id, submitted.id));
    const refused = await as('leader01').request('DELETE', `/m/honors/${submitted.id}`, undefined, { 'accept-language': 'zh' });
    expect(refused.body.status).toBe(1002);
    expect(refused.body.msg).toBe('只能删除草稿状态的记录');
  });

  it('refuses another user without the del code (4031) and records out of scope (404)', async () => {
    const leaders = (await as('leader01').post('/m/legislation', { title: '组长的法规', level: 'law', validity: 'valid' })).body.data;
    const staffs = (await as('staff01').post('/m/legislation', { title: '员工的法规', level: 'law', validity: 'valid' })).body.data;
    expect((await as('staff01').delete(`/m/legislation/${leaders.id}`)).body.status).toBe(404);
    await withScope('staff', 3, async () => {
      expect((await as('staff01').delete(`/m/legislation/${leaders.id}`)).body.status).toBe(4031);
    });
    expect((await as('finance01').delete(`/m/legislation/${staffs.id}`)).body.status).toBe(404);
    expect((await as('staff01').delete(`/m/legislation/${staffs.id}`)).body.status).toBe(200);
  });
});

describe('GET /prod-api/menu/button', () => {
  it('gives the demo roles the module codes of their role', async () => {
    const codes = (await as('staff01').get('/menu/button')).body.data.map((button: { permission: string }) => button.permission);
    expect(codes).toEqual(expect.arrayContaining(['credentials:list', 'credentials:add', 'credentials:update']));
    expect(codes).not.toContain('credentials:del');
    const finance = (await as('finance01').get('/menu/button')).body.data.map((button: { permission: string }) => button.permission);
    expect(finance).toEqual(expect.arrayContaining(['client:export', 'client:import', 'client:del']));
  });
});

describe('POST /prod-api/m/:module/layout', () => {
  const columns = [
    { prop: 'serialNo', visible: true, fixed: 'left' },
    { prop: 'name', visible: true, width: 300 },
  ];

  it('starts from the descriptor, lets only admin save the default for all, and staff restore it', async () => {
    const start = (await as('staff01').get('/m/customer/layout')).body.data;
    expect(start.source).toBe('descriptor');
    expect(start.tableHeaderSet.find((column: { prop: string }) => column.prop === 'name')).toMatchObject({ visible: true, width: 220, fixed: 'left' });
    expect((await as('staff01').post('/m/customer/layout', { isDefault: 1, tableHeaderSet: columns })).body.status).toBe(4031);
    const saved = await as('admin').post('/m/customer/layout', { isDefault: 1, tableHeaderSet: columns, istable: 0 }, { 'accept-language': 'zh' });
    expect(saved.body.msg).toBe('保存成功');
    expect((await as('staff01').get('/m/customer/layout')).body.data).toMatchObject({ source: 'default', isDefault: 1, istable: 0 });
    await as('staff01').post('/m/customer/layout', { isDefault: 0, tableHeaderSet: [{ prop: 'name', visible: false }] });
    const personal = (await as('staff01').get('/m/customer/layout')).body.data;
    expect(personal).toMatchObject({ source: 'personal', isDefault: 0 });
    expect(personal.id).toMatch(/^\d+_\d+$/);
    expect((await as('leader01').get('/m/customer/layout')).body.data.source).toBe('default');
    expect((await as('staff01').delete('/m/customer/layout')).body.data.source).toBe('default');
  });

  it('refuses a fourth locked column and unknown columns with 1001', async () => {
    const locked = ['serialNo', 'name', 'level', 'region'].map((prop) => ({ prop, fixed: 'left' }));
    const refused = await as('staff01').post('/m/customer/layout', { tableHeaderSet: locked }, { 'accept-language': 'zh' });
    expect(refused.body.status).toBe(1001);
    expect(refused.body.msg).toContain('锁定列不能超过三个，请检查！');
    expect((await as('staff01').post('/m/customer/layout', { tableHeaderSet: [{ prop: 'passwordHash' }] })).body.status).toBe(1001);
  });
});

describe('POST /prod-api/mongo/web/saveWeb', () => {
  it('lets admin save a form override naming the module fields only', async () => {
    const config = { fields: [{ key: 'name', span: 24 }] };
    expect((await as('staff01').post('/mongo/web/saveWeb', { moduleId: 'customer', name: '客户表单', kind: 'form', config })).body.status).toBe(4031);
    expect(
      (await as('admin').post('/mongo/web/saveWeb', { moduleId: 'customer', name: 'x', kind: 'form', config: { fields: [{ key: 'nope' }] } })).body,
    ).toMatchObject({
      status: 1001,
      data: { field: 'config.fields.0.key' },
    });
    const saved = (await as('admin').post('/mongo/web/saveWeb', { moduleId: 'customer', name: '客户表单', kind: 'form', config })).body.data;
    expect((await as('staff01').get(`/mongo/web/findWebByIdAndModuleId?id=${saved.id}&moduleId=customer`)).body.data.config).toEqual(config);
    expect((await as('staff01').post('/mongo/web/findByPage', { moduleId: 'customer' })).body.data.total).toBe(1);
    expect((await as('admin').get(`/mongo/web/delWeb?id=${saved.id}`)).body.status).toBe(200);
    expect((await as('staff01').get(`/mongo/web/findWebById?id=${saved.id}`)).body.status).toBe(404);
  });
});

describe('pick labels and the OpenAPI document', () => {
  it('names the users, offices and records that pick fields hold', async () => {
    const row = (await page('staff01', 'customer', { query: '杭州' })).data.list[0];
    expect(row.pickLabels).toEqual({ accountManager: '陈小明', department: '工程一部' });
    const client = (await page('staff01', 'customer')).data.list[0];
    const performance = (await as('staff01').post('/m/performance', { projectName: '引用客户的业绩', client: client.id })).body.data;
    expect((await as('staff01').get(`/m/performance/${performance.id}`)).body.data.pickLabels).toEqual({ client: client.name });
  });

  it('describes the module routes', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/prod-api/docs/json' })).json();
    for (const route of [
      '/prod-api/m/{module}/page',
      '/prod-api/m/{module}/{id}',
      '/prod-api/m/{module}/export',
      '/prod-api/ge/upload',
      '/prod-api/mongo/web/saveWeb',
    ])
      expect(Object.keys(document.paths)).toContain(route);
  });
});
