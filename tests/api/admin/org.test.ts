import { beforeAll, describe, expect, it } from 'vitest';
import { Caller, signedInApp } from '../../support/api.helpers.ts';

const { t, as } = signedInApp(['admin']);
let admin: Caller;
beforeAll(() => {
  admin = as.admin;
});

const officeByCode = async (code: string) => (await admin.get('/office')).body.data.find((o: { code: string }) => o.code === code);
const userByLogin = async (loginName: string) =>
  (await admin.get(`/user?loginName=${loginName}&limit=50`)).body.data.list.find((u: { loginName: string }) => u.loginName === loginName);

describe('offices (spec §7 Office)', () => {
  it('builds the tree with office and branch types, and finds the company of a department', async () => {
    const tree = (await admin.get('/office/tree')).body.data;
    expect(tree).toHaveLength(1);
    expect(tree[0].officeType).toBe(1);
    const east = tree[0].children.find((o: { code: string }) => o.code === 'EAST');
    expect(east.branchType).toBe(1);
    const department = east.children.find((o: { code: string }) => o.code === 'EAST-ENG');
    const company = (await admin.get(`/office/getBranchCompany/${department.id}`)).body.data;
    expect(company.code).toBe('EAST');
    const companies = (await admin.get('/office/companylist')).body.data.map((o: { code: string }) => o.code);
    expect(companies).toEqual(expect.arrayContaining(['GROUP', 'HQ', 'EAST', 'SOUTH', 'TECH']));
    expect(companies).not.toContain('EAST-ENG');
  });

  it('moves a department with its whole subtree', async () => {
    const east = await officeByCode('EAST');
    const south = await officeByCode('SOUTH');
    const created = await admin.post('/office', { parentId: east.id, name: '测试部', code: 'EAST-QA', officeType: 5 });
    expect(created.body.status).toBe(200);
    const child = await admin.post('/office', { parentId: created.body.data.id, name: '测试一组', code: 'EAST-QA-1', officeType: 5 });
    const moved = await admin.put('/office', { id: created.body.data.id, parentId: south.id, name: '测试部', code: 'EAST-QA', officeType: 5 });
    expect(moved.body.status).toBe(200);
    const grandchild = (await admin.get(`/office/${child.body.data.id}`)).body.data;
    expect(grandchild.path).toBe(`${south.path}${created.body.data.id}/${child.body.data.id}/`);
    const refused = await admin.put('/office', { id: created.body.data.id, parentId: child.body.data.id, name: '测试部', code: 'EAST-QA', officeType: 5 });
    expect(refused.body.status).toBe(1001);
    expect(refused.body.data.field).toBe('parentId');
  });

  it('refuses bad input with 1001 and saves nothing', async () => {
    const before = (await admin.get('/office')).body.data.length;
    for (const body of [
      { parentId: null, name: '', code: 'X1', officeType: 5 },
      { parentId: null, name: 'x', code: 'X1', officeType: 9 },
      { parentId: null, name: 'x', code: "x'; drop table offices; --", officeType: 5 },
      { parentId: null, name: 'dup', code: 'EAST', officeType: 5 },
    ]) {
      expect((await admin.post('/office', body)).body.status).toBe(1001);
    }
    expect((await admin.get('/office')).body.data.length).toBe(before);
  });

  it('refuses to disable an office that still has active people', async () => {
    const eng = await officeByCode('EAST-ENG');
    const answer = await admin.put(`/office/${eng.id}/0`);
    expect(answer.body.status).toBe(1001);
    expect((await officeByCode('EAST-ENG')).enabled).toBe(true);
  });

  it('refuses changes to a user without office codes with 4031', async () => {
    const staff = new Caller(t.app);
    await staff.login('staff01');
    expect((await staff.post('/office', { parentId: null, name: 'x', code: 'NOPE', officeType: 5 })).body.status).toBe(4031);
    expect((await staff.get('/office/tree')).body.status).toBe(200);
  });
});

describe('users (spec §7 User)', () => {
  it('creates a user who must change the initial password, with unique login names', async () => {
    const eng = await officeByCode('EAST-ENG');
    const created = await admin.post('/user', {
      loginName: 'tester01',
      name: '测试员',
      officeId: eng.id,
      no: '300001',
      password: 'Start@123',
      postIds: [],
      roleIds: [],
    });
    expect(created.body.status).toBe(200);
    const duplicate = await admin.post('/user', { loginName: 'TESTER01', name: '重复', officeId: eng.id, password: 'Start@123' });
    expect(duplicate.body.status).toBe(1001);
    expect(duplicate.body.data.field).toBe('loginName');
    const tester = new Caller(t.app);
    const login = await tester.login('tester01', 'Start@123');
    expect(login.body.data.remarks).toBe(false);
    expect(login.body.data.companyFullName).toBe('华东分公司');
  });

  it.each([
    ['a name over 30 characters', { name: 'x'.repeat(31) }, 'name'],
    ['a staff number over 9 digits', { no: '1234567890' }, 'no'],
    ['a wrong email', { email: 'not-an-email' }, 'email'],
    ['a wrong mobile', { mobile: '12345' }, 'mobile'],
  ])('refuses %s with 1001 naming the field', async (_case, change, field) => {
    const eng = await officeByCode('EAST-ENG');
    const answer = await admin.post('/user', { loginName: 'badone01', name: '坏数据', officeId: eng.id, password: 'Start@123', ...change });
    expect(answer.body.status).toBe(1001);
    expect(answer.body.data.field).toBe(field);
    expect(await userByLogin('badone01')).toBeUndefined();
  });

  it('refuses a stale update and overwrites nothing', async () => {
    const staff = await userByLogin('staff01');
    const full = (await admin.get(`/user/${staff.id}`)).body.data;
    const base = { id: full.id, loginName: full.loginName, name: full.name, officeId: full.officeId, postIds: full.postIds, roleIds: full.roleIds };
    expect((await admin.put('/user', { ...base, version: full.version, name: '陈晓明' })).body.status).toBe(200);
    const stale = await admin.put('/user', { ...base, version: full.version, name: '旧版本' });
    expect(stale.body.status).toBe(409);
    expect((await admin.get(`/user/${staff.id}`)).body.data.name).toBe('陈晓明');
  });

  it('disabling a user ends their open sessions and stops sign-in', async () => {
    const eng = await officeByCode('EAST-ENG');
    await admin.post('/user', { loginName: 'leaving01', name: '离职', officeId: eng.id, password: 'Start@123' });
    const leaving = new Caller(t.app);
    await leaving.login('leaving01', 'Start@123');
    expect((await leaving.get('/user/current')).body.status).toBe(200);
    const user = await userByLogin('leaving01');
    expect((await admin.delete(`/user/enable/${user.id}`)).body.data.enabled).toBe(false);
    expect((await leaving.get('/user/current')).body.status).toBe(403);
    const again = await new Caller(t.app).post('/login', { username: 'leaving01', password: 'Start@123' });
    expect(again.body.status).toBe(1001);
  });

  it('lists only the users inside the caller data scope', async () => {
    const leader = new Caller(t.app);
    await leader.login('leader01');
    // leader01 has no user:list code yet: grant it through a role, effective on the next request.
    expect((await leader.get('/user')).body.status).toBe(4031);
    const roles = (await admin.get('/role')).body.data;
    const leaderRole = roles.find((r: { code: string }) => r.code === 'leader');
    const menuList = (await admin.get('/menu')).body.data;
    const userPage = menuList.find((m: { code: string }) => m.code === 'system.user');
    expect((await admin.put(`/role/${leaderRole.id}/menus`, { menuIds: [userPage.menuId] })).body.status).toBe(200);
    const listed = (await leader.get('/user?limit=100')).body;
    expect(listed.status).toBe(200);
    const offices = new Set(listed.data.list.map((u: { officeName: string }) => u.officeName));
    expect([...offices]).toEqual(['工程一部']);
    const finance = await userByLogin('finance01');
    expect((await leader.get(`/user/${finance.id}`)).body.status).toBe(404);
  });
});

describe('roles, posts and menus (authority config)', () => {
  it('a role change changes what a signed-in user may do on the next request', async () => {
    const staff = new Caller(t.app);
    await staff.login('staff01');
    expect((await staff.get('/monitor/online')).body.status).toBe(4031);
    const staffRole = (await admin.get('/role')).body.data.find((r: { code: string }) => r.code === 'staff');
    const online = (await admin.get('/menu')).body.data.find((m: { code: string }) => m.code === 'system.online');
    await admin.put(`/role/${staffRole.id}/menus`, { menuIds: [online.menuId] });
    expect((await staff.get('/monitor/online')).body.status).toBe(200);
    expect((await staff.get('/menu/userMenu')).body.data.list.map((m: { code: string }) => m.code)).toContain('system.online');
    await admin.put(`/role/${staffRole.id}/menus`, { menuIds: [] });
    expect((await staff.get('/monitor/online')).body.status).toBe(4031);
  });

  it('a deleted menu disappears from /menu/button', async () => {
    const system = (await admin.get('/menu')).body.data.find((m: { code: string }) => m.code === 'system');
    const page = await admin.post('/menu', {
      parentId: system.menuId,
      code: 'system.reports',
      name: '报表',
      type: 1,
      href: '/system/reports',
      permission: 'reports:list',
    });
    expect(page.body.status).toBe(200);
    await admin.post('/menu', { parentId: page.body.data.menuId, code: 'system.reports.export', name: '导出', type: 2, permission: 'reports:export' });
    expect((await admin.get('/menu/button')).body.data.map((b: { permission: string }) => b.permission)).toContain('reports:export');
    expect((await admin.delete(`/menu/${system.menuId}`)).body.status).toBe(1001);
    expect((await admin.delete(`/menu/${page.body.data.menuId}`)).body.status).toBe(200);
    const codes = (await admin.get('/menu/button')).body.data.map((b: { permission: string }) => b.permission);
    expect(codes).not.toContain('reports:export');
    expect(codes).not.toContain('reports:list');
  });

  it('assigns users to a post and lists them', async () => {
    const post = (await admin.post('/post', { code: 'auditor', name: '审计员' })).body.data;
    const leader = await userByLogin('leader01');
    expect((await admin.put(`/post/${post.id}/users`, { userIds: [leader.id] })).body.status).toBe(200);
    const holders = (await admin.get(`/user/postUserList?postId=${post.id}`)).body.data;
    expect(holders.map((u: { loginName: string }) => u.loginName)).toEqual(['leader01']);
    expect((await admin.delete(`/post/${post.id}`)).body.status).toBe(1001);
  });

  it('refuses a role with an unknown data scope or type', async () => {
    expect((await admin.post('/role', { code: 'odd', name: '奇怪', roleType: 3, dataScope: 1 })).body.status).toBe(1001);
    expect((await admin.post('/role', { code: 'odd', name: '奇怪', roleType: 1, dataScope: 6 })).body.status).toBe(1001);
    const roles = (await admin.get('/role')).body.data.map((r: { code: string }) => r.code);
    expect(roles).not.toContain('odd');
  });
});

describe('dictionaries (spec §7 Dictionary)', () => {
  it('seeds every dictionary of spec §9 and serves enabled values by code', async () => {
    const tree = (await admin.post('/dict/dataTree')).body.data;
    const codes = tree.map((c: { code: string }) => c.code);
    expect(codes).toEqual(
      expect.arrayContaining([
        'invoiceType',
        'invoicing',
        'salaryItemType',
        'contractType',
        'contractTerm',
        'bidType',
        'notifyType',
        'priority',
        'reimbursementType',
        'systemParamCategory',
        'marriage',
        'sex',
      ]),
    );
    const staff = new Caller(t.app);
    await staff.login('staff01');
    const labels = (await staff.get('/dict/getDictLabels/reimbursementType')).body.data;
    expect(labels.map((v: { value: string; label: string }) => `${v.value}:${v.label}`)).toEqual(['1:项目费用', '2:企业费用', '3:结算']);
  });

  it('edits, disables and deletes values; a disabled value leaves the labels', async () => {
    const cls = (await admin.post('/dict', { code: 'testColor', name: '颜色' })).body.data;
    const red = (await admin.post('/dict/dictValue', { classId: cls.id, value: 'r', label: '红' })).body.data;
    await admin.post('/dict/dictValue', { classId: cls.id, value: 'g', label: '绿' });
    expect((await admin.post('/dict/dictValue', { classId: cls.id, value: 'r', label: '重复' })).body.status).toBe(1001);
    await admin.post('/dict/dictValue', { id: red.id, classId: cls.id, value: 'r', label: '大红' });
    expect((await admin.get(`/dict/getDictLabels/testColor`)).body.data.map((v: { label: string }) => v.label)).toEqual(['大红', '绿']);
    await admin.put('/dict/deleteValue', { id: red.id, enabled: false });
    expect((await admin.get(`/dict/getDictLabels/testColor`)).body.data.map((v: { label: string }) => v.label)).toEqual(['绿']);
    expect((await admin.delete(`/dict/${red.id}?kind=value`)).body.status).toBe(200);
    expect((await admin.get(`/dict/valuePage/${cls.id}`)).body.data.total).toBe(1);
  });

  it('refuses dictionary changes without the dictionarie codes', async () => {
    const staff = new Caller(t.app);
    await staff.login('staff01');
    expect((await staff.post('/dict', { code: 'hack', name: 'x' })).body.status).toBe(4031);
    expect((await staff.get('/dict/page')).body.status).toBe(4031);
  });
});

describe('monitoring, table info and the permission simulator', () => {
  it('reports server health, the sign-in log and the database tables to admin only', async () => {
    const health = (await admin.get('/monitor/server')).body.data;
    expect(health.database.size).toBeGreaterThan(0);
    expect(health.process.uptime).toBeGreaterThan(0);
    const logins = (await admin.get('/monitor/logins?loginName=admin')).body.data;
    expect(logins.list[0]).toMatchObject({ loginName: 'admin', success: true });
    const tables = (await admin.get('/monitor/tables')).body.data;
    expect(tables.find((table: { name: string }) => table.name === 'users').columns.map((c: { name: string }) => c.name)).toContain('login_name');
    const staff = new Caller(t.app);
    await staff.login('staff01');
    expect((await staff.get('/monitor/server')).body.status).toBe(4031);
    expect((await staff.get('/monitor/tables')).body.status).toBe(4031);
  });

  it('shows what another user gets, with the data scope in words', async () => {
    const leader = await userByLogin('leader01');
    const simulated = (await admin.get(`/system/simulate?userId=${leader.id}`, { 'accept-language': 'en' })).body.data;
    expect(simulated.dataScope).toBe(3);
    expect(simulated.scopeInWords).toContain('工程一部');
    expect(simulated.menus.map((m: { code: string }) => m.code)).toContain('home');
    const staff = await userByLogin('staff01');
    const asStaff = (await admin.get(`/system/simulate?userId=${staff.id}`)).body.data;
    expect(asStaff.reachableUsers).toBe(1);
    expect(asStaff.buttons).not.toContain('online:list');
  });
});

describe('dictionary values used by documents', () => {
  it('refuses to delete a value a document uses, and lets it be disabled instead', async () => {
    const created = await admin.post('/m/personnel', { name: '字典测试', sex: '1' });
    expect(created.body.status).toBe(200);
    const sex = (await admin.post('/dict/dataTree')).body.data.find((c: { code: string }) => c.code === 'sex');
    const female = sex.children.find((v: { value: string }) => v.value === '1');
    const refused = await admin.delete(`/dict/${female.id}?kind=value`);
    expect(refused.body.status).toBe(1001);
    expect((await admin.delete(`/dict/${sex.id}`)).body.status).toBe(1001);
    expect((await admin.put('/dict/deleteValue', { id: female.id, enabled: false })).body.status).toBe(200);
    await admin.put('/dict/deleteValue', { id: female.id, enabled: true });
  });
});
