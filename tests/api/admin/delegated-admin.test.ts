import { beforeAll, describe, expect, it } from 'vitest';
import { Caller, delegatedAdmin, signedInApp } from '../../support/api.helpers.ts';

/**
 * Delegated administration (security review, high 1): a role given only some of the admin menus lets its holder
 * administer within those rights, and never beyond them: nobody grants what they do not hold, nobody changes an
 * account holding more than they hold (admin included), nobody edits their own rights.
 */
const { t, as, ids } = signedInApp(['admin', 'staff01', 'leader01']);
let admin: Caller;
let roleIdOf: Record<string, number>;
let userAdmin: Awaited<ReturnType<typeof delegatedAdmin>>;

beforeAll(async () => {
  admin = as.admin;
  roleIdOf = Object.fromEntries(((await admin.get('/role')).body.data as { id: number; code: string }[]).map((role) => [role.code, role.id]));
  userAdmin = await delegatedAdmin(t, admin, { loginName: 'useradmin01', codes: ['user:list', 'user:add', 'user:update'], dataScope: 5 });
});

const accountOf = async (userId: number) => (await admin.get(`/user/${userId}`)).body.data;
const asEdit = (account: Record<string, unknown>, change: Record<string, unknown>) => {
  const { id, version, loginName, name, officeId, no, email, mobile, sex, bankNum, postIds, roleIds } = account;
  return { id, version, loginName, name, officeId, no, email, mobile, sex, bankNum, postIds, roleIds, ...change };
};

describe('PUT /prod-api/user by a delegated user administrator', () => {
  it('refuses adding the system-administration role to their own account with 4031, and nothing changes', async () => {
    const own = await accountOf(userAdmin.userId);
    const answer = await userAdmin.caller.put('/user', asEdit(own, { roleIds: [...own.roleIds, roleIdOf.sysadmin] }));
    expect(answer.body.status).toBe(4031);
    expect(answer.body.msg).toMatch(/your own/);
    expect((await accountOf(userAdmin.userId)).roleIds).toEqual(own.roleIds);
  });

  it('refuses giving anyone a role that grants more than they hold', async () => {
    const staff = await accountOf(ids.staff01);
    const answer = await userAdmin.caller.put('/user', asEdit(staff, { roleIds: [roleIdOf.sysadmin] }));
    expect(answer.body.status).toBe(4031);
    expect((await accountOf(ids.staff01)).roleIds).toEqual(staff.roleIds);
  });

  it('refuses changing the roles or login name of an account holding rights they do not hold', async () => {
    const leader = await accountOf(ids.leader01);
    expect((await userAdmin.caller.put('/user', asEdit(leader, { roleIds: [] }))).body.status).toBe(4031);
    expect((await userAdmin.caller.put('/user', asEdit(leader, { loginName: 'leader99' }))).body.status).toBe(4031);
    expect(await accountOf(ids.leader01)).toEqual(leader);
  });

  it('still edits personal details, and gives a role within their own rights', async () => {
    const created = await userAdmin.caller.post('/user', {
      loginName: 'plain01',
      name: '普通',
      officeId: (await accountOf(ids.staff01)).officeId,
      password: 'Start@123',
    });
    expect(created.body.status).toBe(200);
    const plain = await accountOf(created.body.data.id);
    const renamed = await userAdmin.caller.put('/user', asEdit(plain, { name: '改名', roleIds: [roleIdOf.approver] }));
    expect(renamed.body.status).toBe(200);
    expect(await accountOf(plain.id)).toMatchObject({ name: '改名', roleIds: [roleIdOf.approver] });
  });
});

describe('POST /prod-api/user by a delegated user administrator', () => {
  it('refuses creating an account with a role beyond their own rights, and creates nothing', async () => {
    const answer = await userAdmin.caller.post('/user', {
      loginName: 'shadowadmin',
      name: '影子',
      officeId: (await accountOf(ids.staff01)).officeId,
      password: 'Start@123',
      roleIds: [roleIdOf.sysadmin],
    });
    expect(answer.body.status).toBe(4031);
    const found = (await admin.get('/user?loginName=shadowadmin')).body.data;
    expect(found.total ?? found.list.length).toBe(0);
  });
});

describe('PUT /prod-api/user/resetpw/:id', () => {
  it('refuses a delegated administrator resetting the admin password, and admin still signs in with the old one', async () => {
    const adminId = (await admin.get('/user/current')).body.data.userId;
    const answer = await userAdmin.caller.put(`/user/resetpw/${adminId}`, { password: 'Taken@1' });
    expect(answer.body.status).toBe(4031);
    const probe = new Caller(t.app);
    expect((await probe.post('/login', { username: 'admin', password: 'Taken@1' })).body.status).toBe(1001);
    await probe.login('admin');
  });

  it('refuses resetting the password of an account with more rights, and of their own account', async () => {
    expect((await userAdmin.caller.put(`/user/resetpw/${ids.leader01}`, { password: 'Taken@1' })).body.status).toBe(4031);
    expect((await userAdmin.caller.put(`/user/resetpw/${userAdmin.userId}`, { password: 'Taken@1' })).body.status).toBe(4031);
  });

  it('resets the password of an account within their rights', async () => {
    const made = await admin.post('/user', { loginName: 'reset01', name: '重置', officeId: (await accountOf(ids.staff01)).officeId, password: 'Start@123' });
    expect((await userAdmin.caller.put(`/user/resetpw/${made.body.data.id}`, { password: 'Again@12' })).body.status).toBe(200);
  });
});

describe('roles, menus, posts and offices by a delegated administrator', () => {
  let roleAdmin: Awaited<ReturnType<typeof delegatedAdmin>>;
  beforeAll(async () => {
    roleAdmin = await delegatedAdmin(t, admin, {
      loginName: 'roleadmin01',
      codes: ['role:list', 'role:add', 'role:update', 'menu:list', 'menu:update', 'post:list', 'post:user', 'office:list', 'office:update'],
      dataScope: 3,
      officeCode: 'EAST-ENG',
    });
  });

  it('PUT /role/:id/menus refuses granting menus they do not hold, even to their own role', async () => {
    const menus = (await admin.get('/menu')).body.data as { menuId: number; permission: string | null }[];
    const userDelete = menus.find((menu) => menu.permission === 'user:del')!.menuId;
    const before = (await admin.get(`/role/${roleAdmin.roleId}`)).body.data.menuIds;
    const answer = await roleAdmin.caller.put(`/role/${roleAdmin.roleId}/menus`, { menuIds: [...before, userDelete] });
    expect(answer.body.status).toBe(4031);
    expect((await admin.get(`/role/${roleAdmin.roleId}`)).body.data.menuIds).toEqual(before);
  });

  it('PUT /role/:id/menus refuses changing a role that grants more than they hold', async () => {
    const before = (await admin.get(`/role/${roleIdOf.finance}`)).body.data.menuIds;
    expect((await roleAdmin.caller.put(`/role/${roleIdOf.finance}/menus`, { menuIds: [] })).body.status).toBe(4031);
    expect((await admin.get(`/role/${roleIdOf.finance}`)).body.data.menuIds).toEqual(before);
  });

  it('POST and PUT /role refuse a data scope wider than their own', async () => {
    expect((await roleAdmin.caller.post('/role', { code: 'wide', name: '全部', roleType: 1, dataScope: 5 })).body.status).toBe(4031);
    const own = (await admin.get(`/role/${roleAdmin.roleId}`)).body.data;
    const widened = { id: own.id, code: own.code, name: own.name, roleType: own.roleType, dataScope: 1, enabled: true };
    expect((await roleAdmin.caller.put('/role', widened)).body.status).toBe(4031);
    expect((await roleAdmin.caller.post('/role', { code: 'narrow', name: '个人', roleType: 1, dataScope: 4 })).body.status).toBe(200);
  });

  it('PUT /menu refuses writing a permission code they do not hold', async () => {
    const menus = (await admin.get('/menu')).body.data as Record<string, unknown>[];
    const page = menus.find((menu) => menu.permission === 'post:list')!;
    const { menuId, parentId, code, name, href, component, icon, type, sort, hidden, noCache } = page;
    const edit = { menuId, parentId, code, name, href, component, icon, type, sort, hidden, noCache, permission: 'post:list,user:del' };
    expect((await roleAdmin.caller.put('/menu', edit)).body.status).toBe(4031);
    expect((await admin.get(`/menu/${menuId}`)).body.data.permission).toBe('post:list');
  });

  it('PUT /post/:id/users refuses putting themselves in a post (an approver place in the flows)', async () => {
    const finance = ((await admin.get('/post')).body.data as { id: number; code: string }[]).find((post) => post.code === 'finance')!;
    const holders = (await admin.get(`/user/postUserList?postId=${finance.id}`)).body.data.map((user: { id: number }) => user.id);
    const answer = await roleAdmin.caller.put(`/post/${finance.id}/users`, { userIds: [...holders, roleAdmin.userId] });
    expect(answer.body.status).toBe(4031);
    expect((await admin.get(`/user/postUserList?postId=${finance.id}`)).body.data.map((user: { id: number }) => user.id)).toEqual(holders);
  });

  it('PUT /office refuses making themselves the head of their department, and changing an office beyond their reach', async () => {
    const offices = (await admin.get('/office')).body.data as Record<string, unknown>[];
    const edit = (code: string, change: Record<string, unknown>) => {
      const { id, parentId, name, fullName, officeType, branchType, sort, headUserId } = offices.find((office) => office.code === code)!;
      return { id, parentId, name, fullName, code, officeType, branchType, sort, headUserId, ...change };
    };
    expect((await roleAdmin.caller.put('/office', edit('EAST-ENG', { headUserId: roleAdmin.userId }))).body.status).toBe(4031);
    expect((await roleAdmin.caller.put('/office', edit('HQ-FIN', { name: '改名' }))).body.status).toBe(4031);
    expect((await admin.get('/office')).body.data).toEqual(offices);
  });
});
