import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { findModule } from '../../../src/modules/index.ts';
import { menus, operationLogs, roleMenus, roles, serialTemplates, tableLayouts } from '../../../src/server/db/schema.ts';
import { allocateSerials } from '../../../src/server/engine/serial-number.ts';
import { Caller, signedInApp } from '../../support/api.helpers.ts';

const { t, as } = signedInApp(['admin', 'staff01']);
let admin: Caller;
let staff: Caller;
beforeAll(() => {
  admin = as.admin;
  staff = as.staff01;
});

const now = new Date();
const year = String(now.getFullYear());
const month = String(now.getMonth() + 1).padStart(2, '0');
type TemplateRow = { module: string; template: string; reset: string; overridden: boolean; counter: number; next: string; defaultTemplate: string };
const templateOf = async (module: string): Promise<TemplateRow> =>
  (await admin.get('/serialTemplate')).body.data.find((row: TemplateRow) => row.module === module);

/** Gives the staff role these pages and buttons of the two screens, besides what it holds elsewhere. */
async function grantStaff(codes: string[]) {
  const db = t.database.db;
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.code, 'staff'));
  const held = await db
    .select({ id: menus.id, code: menus.code })
    .from(roleMenus)
    .innerJoin(menus, eq(menus.id, roleMenus.menuId))
    .where(eq(roleMenus.roleId, role.id));
  const unrelated = held.filter((menu) => !/^system\.(serialTemplate|listSetting)/.test(menu.code)).map((menu) => menu.id);
  const granted = codes.length ? (await db.select({ id: menus.id }).from(menus).where(inArray(menus.code, codes))).map((row) => row.id) : [];
  expect((await admin.put(`/role/${role.id}/menus`, { menuIds: [...unrelated, ...granted] })).body.status).toBe(200);
}

describe('GET /prod-api/serialTemplate', () => {
  it("lists every module's template with its counter and next number", async () => {
    const created = await admin.post('/m/credentials', { name: '编号资质', certNo: 'N-1' });
    expect(created.body.status).toBe(200);
    const rows: TemplateRow[] = (await admin.get('/serialTemplate')).body.data;
    expect(rows.length).toBeGreaterThan(20);
    const credentials = rows.find((row) => row.module === 'credentials')!;
    expect(credentials).toMatchObject({ template: 'ZZ{yyyy}{seq:4}', reset: 'year', overridden: false });
    expect(credentials.counter).toBeGreaterThanOrEqual(1);
    expect(credentials.next).toBe(`ZZ${year}${String(credentials.counter + 1).padStart(4, '0')}`);
    expect(created.body.data.serialNo).toBe(`ZZ${year}${String(credentials.counter).padStart(4, '0')}`);
  });

  it('refuses a user without serialTemplate:list with 4031', async () => {
    const refused = await staff.get('/serialTemplate');
    expect(refused.http).toBe(403);
    expect(refused.body.status).toBe(4031);
  });
});

describe('PUT /prod-api/serialTemplate/:module', () => {
  it('numbers new records with the edited template and logs the change', async () => {
    const saved = await admin.put('/serialTemplate/credentials', { template: 'ZZ-{yy}{mm}-{seq:3}', reset: 'month' });
    expect(saved.body.status).toBe(200);
    expect(saved.body.data.next).toBe(`ZZ-${year.slice(2)}${month}-001`);
    const created = await admin.post('/m/credentials', { name: '新格式资质', certNo: 'N-2' });
    expect(created.body.data.serialNo).toBe(`ZZ-${year.slice(2)}${month}-001`);
    expect(await templateOf('credentials')).toMatchObject({ template: 'ZZ-{yy}{mm}-{seq:3}', overridden: true, counter: 1 });
    const logged = await t.database.db
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.route, '/prod-api/serialTemplate/:module'), eq(operationLogs.method, 'PUT')));
    expect(logged.some((row) => row.loginName === 'admin' && row.status === 200)).toBe(true);
  });

  it('gives unique numbers to 40 concurrent creations with an edited template', async () => {
    expect((await admin.put('/serialTemplate/honors', { template: 'HR/{yyyy}/{seq:5}', reset: 'year' })).body.status).toBe(200);
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => admin.post('/m/honors', { name: `并发荣誉${i}` })));
    expect(results.map((result) => result.body.status)).toEqual(Array(40).fill(200));
    const serials: string[] = results.map((result) => result.body.data.serialNo);
    expect(new Set(serials).size).toBe(40);
    expect(serials.every((serial) => serial.startsWith(`HR/${year}/`))).toBe(true);
    const numbers = serials.map((serial) => Number(serial.slice(-5))).sort((a, b) => a - b);
    expect(numbers[39] - numbers[0]).toBe(39);
  });

  it('never repeats a number an earlier template already wrote', async () => {
    // Monthly numbers KH{yyyy}{mm}0001... exist; a yearly counter over the same text must start above them.
    const descriptor = findModule('customer')!;
    const before = await templateOf('customer');
    expect(before.reset).toBe('month');
    const existing = (await admin.post('/m/customer', { name: '编号客户甲' })).body.data.serialNo as string;
    const saved = await admin.put('/serialTemplate/customer', { template: before.defaultTemplate, reset: 'year' });
    expect(saved.body.status).toBe(200);
    const [next] = await allocateSerials(t.database.db, descriptor);
    expect(next > existing).toBe(true);
    expect(next.slice(0, -4)).toBe(existing.slice(0, -4));
    // The preview of a template the counter has not seen yet starts above the numbers already in use too.
    const preview = await admin.get(`/serialTemplate/customer/preview?template=${encodeURIComponent(before.defaultTemplate)}&reset=never`);
    expect(preview.body.data.counter).toBeGreaterThanOrEqual(Number(existing.slice(-4)));
  });

  it('refuses unsound templates with 1001 in the caller’s language and changes nothing', async () => {
    const cases: [object, string][] = [
      [{ template: 'ZZ{yyyy}', reset: 'year' }, 'seqLast'],
      [{ template: 'ZZ{seq:4}{yyyy}', reset: 'year' }, 'seqLast'],
      [{ template: 'ZZ{hh}{seq:4}', reset: 'never' }, 'unknownPart'],
      [{ template: 'ZZ {yyyy}{seq:4}', reset: 'year' }, 'badCharacters'],
      [{ template: 'ZZ{yyyy}{seq:4}', reset: 'month' }, 'resetNeedsPart'],
      [{ template: 'ZZ{mm}{seq:4}', reset: 'month' }, 'resetNeedsPart'],
      [{ template: `ZZ${'x'.repeat(60)}{seq:4}`, reset: 'never' }, 'maxLength'],
      [{ template: 'ZZ{seq:4}', reset: 'weekly' }, 'enum'],
    ];
    const before = await t.database.db.select().from(serialTemplates);
    for (const [body, reason] of cases) {
      const refused = await admin.put('/serialTemplate/licenses', body);
      expect(refused.body.status, reason).toBe(1001);
      expect(refused.body.data.field, reason).toMatch(/^(template|reset)$/);
    }
    expect(await t.database.db.select().from(serialTemplates)).toEqual(before);
    const zh = await admin.put('/serialTemplate/licenses', { template: 'ZZ{yyyy}{seq:4}', reset: 'month' }, { cookie: `${cookieOf(admin)}; language=zh` });
    expect(zh.body.msg).toBe('编号模板: 按此周期重置计数器时，模板必须包含 {mm}，否则编号会重复');
    const es = await admin.put('/serialTemplate/licenses', { template: 'ZZ{yyyy}', reset: 'year' }, { cookie: `${cookieOf(admin)}; language=es` });
    expect(es.body.msg).toContain("'{seq:N}'".replaceAll("'", ''));
    expect(es.body.msg).toContain('Plantilla');
    expect((await admin.put('/serialTemplate/nothing', { template: 'A{seq:2}', reset: 'never' })).body.status).toBe(404);
  });

  it('refuses without serialTemplate:update and restores only with serialTemplate:del', async () => {
    await grantStaff(['system.serialTemplate']);
    expect((await staff.get('/serialTemplate')).body.status).toBe(200);
    expect((await staff.get('/serialTemplate/licenses/preview?template=LC{yyyy}{seq:4}&reset=year')).body.data.next).toBe(`LC${year}0001`);
    expect((await staff.put('/serialTemplate/licenses', { template: 'LC{yyyy}{seq:4}', reset: 'year' })).body.status).toBe(4031);
    expect((await staff.delete('/serialTemplate/credentials')).body.status).toBe(4031);
    await grantStaff(['system.serialTemplate', 'system.serialTemplate.del']);
    const restored = await staff.delete('/serialTemplate/credentials');
    expect(restored.body.status).toBe(200);
    expect(restored.body.data.template).toBe('ZZ{yyyy}{seq:4}');
    expect((await admin.post('/m/credentials', { name: '恢复后资质', certNo: 'N-3' })).body.data.serialNo).toMatch(new RegExp(`^ZZ${year}\\d{4}$`));
    await grantStaff([]);
  });
});

describe('list settings (/prod-api/listSetting)', () => {
  const layout = (columns: object[]) => ({ isDefault: 0, istable: 0, tableSet: { title: '客户' }, tableHeaderSet: columns });

  it('lists the default layout of every module menu, edits it for all users and resets it', async () => {
    const rows = (await admin.get('/listSetting')).body.data as { module: string; source: string; personalLayouts: number }[];
    expect(rows.find((row) => row.module === 'customer')).toMatchObject({ source: 'descriptor' });
    const detail = (await admin.get('/listSetting/customer')).body.data;
    expect(detail.layout.tableHeaderSet.map((column: { prop: string }) => column.prop)).toContain('serialNo');
    const columns = [
      { prop: 'name', label: '客户全称', visible: true, width: 260, align: 'left', sortable: true, fix: true, fixed: 'left' },
      { prop: 'serialNo', visible: true, width: 150, align: 'center', sortable: true },
      { prop: 'status', visible: false, width: 90, align: 'center', sortable: false },
    ];
    const saved = await admin.put('/listSetting/customer', layout(columns));
    expect(saved.body.status).toBe(200);
    // Every user without a personal layout now gets it from their list.
    const effective = (await staff.get('/m/customer/layout')).body.data;
    expect(effective).toMatchObject({ source: 'default', isDefault: 1, istable: 0 });
    expect(effective.tableHeaderSet[0]).toMatchObject({ prop: 'name', label: '客户全称', width: 260 });
    const listed = ((await admin.get('/listSetting')).body.data as { module: string }[]).find((row) => row.module === 'customer');
    expect(listed).toMatchObject({ source: 'default', visibleColumns: 2, lockedColumns: 1, istable: 0, createName: '系统管理员' });
    expect((await admin.delete('/listSetting/customer')).body.status).toBe(200);
    expect((await staff.get('/m/customer/layout')).body.data.source).toBe('descriptor');
    expect((await admin.get('/listSetting/customer')).body.data.source).toBe('descriptor');
  });

  it('keeps personal layouts when the default is reset, and counts them', async () => {
    expect((await staff.post('/m/customer/layout', layout([{ prop: 'name', visible: true, width: 200 }]))).body.status).toBe(200);
    await admin.put('/listSetting/customer', layout([{ prop: 'serialNo', visible: true, width: 150 }]));
    expect(
      ((await admin.get('/listSetting')).body.data as { module: string; personalLayouts: number }[]).find((row) => row.module === 'customer')?.personalLayouts,
    ).toBe(1);
    await admin.delete('/listSetting/customer');
    expect((await staff.get('/m/customer/layout')).body.data.source).toBe('personal');
    await staff.delete('/m/customer/layout');
  });

  it('refuses unknown columns and a fourth locked column with 1001, saving nothing', async () => {
    const before = await t.database.db.select().from(tableLayouts);
    const unknown = await admin.put('/listSetting/customer', layout([{ prop: 'password', visible: true }]));
    expect(unknown.body).toMatchObject({ status: 1001, data: { field: 'tableHeaderSet.0.prop' } });
    const locked = ['serialNo', 'name', 'level', 'region'].map((prop) => ({ prop, visible: true, fixed: 'left' }));
    const tooMany = await admin.put('/listSetting/customer', layout(locked), { cookie: `${cookieOf(admin)}; language=en` });
    expect(tooMany.body.status).toBe(1001);
    expect(tooMany.body.msg).toContain('three columns');
    expect((await admin.put('/listSetting/customer', { tableHeaderSet: 'x' })).body.status).toBe(1001);
    expect((await admin.get('/listSetting/nothing')).body.status).toBe(404);
    expect(await t.database.db.select().from(tableLayouts)).toEqual(before);
  });

  it('refuses callers without the listSetting codes with 4031', async () => {
    expect((await staff.get('/listSetting')).body.status).toBe(4031);
    await grantStaff(['system.listSetting']);
    expect((await staff.get('/listSetting/customer')).body.status).toBe(200);
    expect((await staff.put('/listSetting/customer', layout([{ prop: 'name', visible: true }]))).body.status).toBe(4031);
    expect((await staff.delete('/listSetting/customer')).body.status).toBe(4031);
    await grantStaff([]);
  });
});

describe('GET /prod-api/monitor/online', () => {
  it('pages the online sessions', async () => {
    const others = await Promise.all(['leader01', 'finance01', 'manager01'].map(async (login) => new Caller(t.app).login(login)));
    expect(others.every((result) => result.body.status === 200)).toBe(true);
    const first = (await admin.get('/monitor/online?pageIndex=1&limit=2')).body.data;
    const second = (await admin.get('/monitor/online?pageIndex=2&limit=2')).body.data;
    expect(first.total).toBeGreaterThanOrEqual(5);
    expect(first.list).toHaveLength(2);
    expect(second.pageIndex).toBe(2);
    const sids = [...first.list, ...second.list].map((row: { sid: string }) => row.sid);
    expect(new Set(sids).size).toBe(sids.length);
    expect((await admin.get('/monitor/online?limit=0')).body.status).toBe(1001);
  });
});

function cookieOf(caller: Caller) {
  return Object.entries(caller.cookies)
    .map(([key, value]) => `${key}=${value}`)
    .join('; ');
}
