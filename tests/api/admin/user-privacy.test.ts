import { beforeAll, describe, expect, it } from 'vitest';
import { delegatedAdmin, signedInApp } from '../../support/api.helpers.ts';

/**
 * Pickers name everyone (security review, medium 10): id, name, office and posts. Staff numbers, e-mail, mobiles
 * and bank accounts go only to callers who may read users, and only for the people within their data scope.
 */
const { t, as } = signedInApp(['admin', 'staff01']);
const PERSONAL = ['no', 'email', 'mobile', 'bankNum'];

beforeAll(async () => {
  // Personal details of a head-office and an East-branch person, so there is something to leak.
  for (const [loginName, mobile] of [
    ['finance01', '13800000001'],
    ['leader01', '13800000002'],
  ]) {
    const found = (await as.admin.get(`/user?loginName=${loginName}`)).body.data.list[0];
    const account = (await as.admin.get(`/user/${found.id}`)).body.data;
    const { id, version, name, officeId, postIds, roleIds } = account;
    const saved = await as.admin.put('/user', {
      id,
      version,
      loginName,
      name,
      officeId,
      postIds,
      roleIds,
      mobile,
      email: `${loginName}@example.com`,
      no: '1001',
      bankNum: '6222000011112222',
    });
    expect(saved.body.status).toBe(200);
  }
});

const rowOf = (list: Record<string, unknown>[], loginName: string) => list.find((row) => row.loginName === loginName)!;

describe('GET /prod-api/user/queryPageUser and /user/getUserList', () => {
  it('give a plain user names, offices and posts, and no personal details', async () => {
    const page = (await as.staff01.get('/user/queryPageUser?limit=500')).body.data.list as Record<string, unknown>[];
    expect(rowOf(page, 'leader01')).toMatchObject({ name: expect.any(String), officeName: expect.any(String), posts: expect.any(String) });
    for (const row of page) for (const key of PERSONAL) expect(row).not.toHaveProperty(key);
    const officeId = rowOf(page, 'leader01').officeId;
    const byOffice = (await as.staff01.get(`/user/getUserList?officeId=${officeId}`)).body.data as Record<string, unknown>[];
    expect(byOffice.length).toBeGreaterThan(0);
    for (const row of byOffice) for (const key of PERSONAL) expect(row).not.toHaveProperty(key);
  });

  it('give a user administrator the personal details of the people in their scope only', async () => {
    const east = await delegatedAdmin(t, as.admin, { loginName: 'eastadmin01', codes: ['user:list'], dataScope: 1, officeCode: 'EAST-ENG' });
    const page = (await east.caller.get('/user/queryPageUser?limit=500')).body.data.list as Record<string, unknown>[];
    expect(rowOf(page, 'leader01')).toMatchObject({ mobile: '13800000002', bankNum: '6222000011112222' });
    expect(rowOf(page, 'finance01')).toMatchObject({ mobile: null, email: null, bankNum: null, no: null });
    const everyone = (await as.admin.get('/user/queryPageUser?limit=500')).body.data.list as Record<string, unknown>[];
    expect(rowOf(everyone, 'finance01')).toMatchObject({ mobile: '13800000001' });
  });
});
