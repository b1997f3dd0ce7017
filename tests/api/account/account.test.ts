import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Caller, startTestApp, type TestApp, OWN_PAGE } from '../../support/api.helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A PNG of the given size: just enough of the format for the server to read its type and dimensions. */
function png(width: number, height: number, padTo = 0): Buffer {
  const header = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const size = Buffer.alloc(8);
  size.writeUInt32BE(width, 0);
  size.writeUInt32BE(height, 4);
  const rest = Buffer.from([8, 6, 0, 0, 0, 0, 0, 0, 0]);
  const image = Buffer.concat([header, size, rest]);
  return padTo > image.length ? Buffer.concat([image, Buffer.alloc(padTo - image.length)]) : image;
}

function multipart(field: string, fileName: string, content: Buffer, type = 'image/png') {
  const boundary = '----oa-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('forced password change (spec §2 Route guard)', () => {
  it('lets newhire01 only reach the password screen calls until the password is changed', async () => {
    const caller = new Caller(t.app);
    const login = await caller.login('newhire01');
    expect(login.body.data.remarks).toBe(false);
    expect((await caller.get('/user/current')).body.status).toBe(200);
    expect((await caller.get('/menu/userMenu')).body.status).toBe(200);
    const blocked = await caller.get('/processAudit/notifyList');
    expect(blocked.body.status).toBe(4011);

    const changed = await caller.put('/user/updatepw', { password: 'Demo@123', newPassword: 'Fresh#2026' });
    expect(changed.body.status).toBe(200);
    expect((await caller.get('/user/current')).body.status).toBe(403);
    const again = await caller.login('newhire01', 'Fresh#2026');
    expect(again.body.data.remarks).toBe(true);
    expect((await caller.get('/processAudit/notifyList')).body.status).toBe(200);
  });
});

describe('POST /prod-api/user/valipw', () => {
  it('answers true when the old password is wrong and false when it is right', async () => {
    const caller = new Caller(t.app);
    await caller.login('staff01');
    expect((await caller.post('/user/valipw', { password: 'wrong-one' })).body.data).toBe(true);
    expect((await caller.post('/user/valipw', { password: 'Demo@123' })).body.data).toBe(false);
  });
});

describe('PUT /prod-api/user/updatepw', () => {
  it('refuses a new password outside 6-12 characters with the spec message, and keeps the old one', async () => {
    const caller = new Caller(t.app);
    await caller.login('leader01');
    const short = await caller.put(
      '/user/updatepw',
      { password: 'Demo@123', newPassword: '12345' },
      { cookie: `language=zh; Admin-Token=${caller.cookies['Admin-Token']}` },
    );
    expect(short.body.status).toBe(1001);
    expect(short.body.data.field).toBe('newPassword');
    expect(short.body.msg).toContain('密码长度应在 6 到 12 个字符');
    const long = await caller.put('/user/updatepw', { password: 'Demo@123', newPassword: '1234567890123' });
    expect(long.body.status).toBe(1001);
    expect((await caller.get('/user/current')).body.status).toBe(200);
    await new Caller(t.app).login('leader01', 'Demo@123');
  });

  it('refuses a wrong old password with 旧密码不正确，请检查！', async () => {
    const caller = new Caller(t.app);
    await caller.login('finance01');
    const answer = await caller.put('/user/updatepw', { password: 'not-mine', newPassword: 'Another#1' }, { 'accept-language': 'zh' });
    expect(answer.body.status).toBe(1001);
    expect(answer.body.msg).toContain('旧密码不正确，请检查！');
    await new Caller(t.app).login('finance01', 'Demo@123');
  });
});

describe('POST /prod-api/user/loginName', () => {
  it('applies the spec rules: 6-12, letters digits underscore, different from the old name, unique', async () => {
    const caller = new Caller(t.app);
    await caller.login('manager01');
    const zh = { 'accept-language': 'zh' };
    expect((await caller.post('/user/loginName', { newName: 'abc' }, zh)).body.msg).toContain('账号长度应在 6 到 12 个字符');
    expect((await caller.post('/user/loginName', { newName: 'bad name!' }, zh)).body.status).toBe(1001);
    expect((await caller.post('/user/loginName', { newName: ' manager01 ' }, zh)).body.msg).toContain('新账号和旧账号一致，请检查');
    expect((await caller.post('/user/loginName', { newName: 'staff01' }, zh)).body.msg).toContain('该账号已存在');
    const renamed = await caller.post('/user/loginName', { newName: 'manager_gm' });
    expect(renamed.body.status).toBe(200);
    expect((await caller.get('/user/current')).body.status).toBe(403);
    await new Caller(t.app).login('manager_gm', 'Demo@123');
  });
});

describe('repetition token (spec §7)', () => {
  it('accepts a POST carrying a token once and refuses its replay, changing nothing', async () => {
    const caller = new Caller(t.app);
    await caller.login('staff01');
    const token = (await caller.get('/ge/rep-token')).body.data as string;
    const settings = { theme: '#13c2c2', showSettings: true, tagsView: true, fixedHeader: true, sidebarLogo: false };
    const first = await caller.put('/user/settings', settings, { 'repetition-token': token });
    expect(first.body.status).toBe(200);
    const replay = await caller.put('/user/settings', { ...settings, theme: '#ff0000' }, { 'repetition-token': token });
    expect(replay.body.status).toBe(4291);
    expect((await caller.get('/user/settings')).body.data.theme).toBe('#13c2c2');
  });

  it('gives the token back when the request is refused, so a corrected request can use it', async () => {
    const caller = new Caller(t.app);
    await caller.login('staff01');
    const token = (await caller.get('/ge/rep-token')).body.data as string;
    const bad = await caller.put('/user/settings', { theme: 'blue' }, { 'repetition-token': token });
    expect(bad.body.status).toBe(1001);
    const good = await caller.put('/user/settings', { theme: '#1890ff' }, { 'repetition-token': token });
    expect(good.body.status).toBe(200);
  });

  it('accepts exactly one of two concurrent requests with the same token', async () => {
    const caller = new Caller(t.app);
    await caller.login('leader01');
    const token = (await caller.get('/ge/rep-token')).body.data as string;
    const answers = await Promise.all([1, 2, 3].map(() => caller.put('/user/settings', { theme: '#722ed1' }, { 'repetition-token': token })));
    expect(answers.map((a) => a.body.status).sort()).toEqual([200, 4291, 4291]);
  });
});

describe('POST /prod-api/user/photo', () => {
  it('stores a png avatar of at least 100x100 and serves it back sandboxed', async () => {
    const caller = new Caller(t.app);
    await caller.login('staff01');
    const { payload, headers } = multipart('file', 'me.png', png(120, 120));
    const response = await t.app.inject({
      method: 'POST',
      url: '/prod-api/user/photo',
      payload,
      headers: { ...headers, ...OWN_PAGE, cookie: `Admin-Token=${caller.cookies['Admin-Token']}` },
    });
    expect(response.json().status).toBe(200);
    const photo = response.json().data.photo as string;
    expect((await caller.get('/user/current')).body.data.photo).toBe(photo);
    const image = await t.app.inject({ method: 'GET', url: photo, headers: { cookie: `Admin-Token=${caller.cookies['Admin-Token']}` } });
    expect(image.statusCode).toBe(200);
    expect(image.headers).toMatchObject({ 'content-type': 'image/png', 'x-content-type-options': 'nosniff', 'content-security-policy': 'sandbox' });
  });

  it.each([
    ['too small an image', png(50, 50), 'image/png', 'errors.uploadTooSmall'],
    ['a file that is not an image', Buffer.from('<script>alert(1)</script>'), 'image/png', 'errors.uploadType'],
    ['an image over 100 KB', png(200, 200, 101 * 1024), 'image/png', 'errors.uploadSize'],
  ])('refuses %s with 1001 and keeps the old photo', async (_name, content, type) => {
    const caller = new Caller(t.app);
    await caller.login('leader01');
    const before = (await caller.get('/user/current')).body.data.photo;
    const { payload, headers } = multipart('file', 'x.png', content, type);
    const response = await t.app.inject({
      method: 'POST',
      url: '/prod-api/user/photo',
      payload,
      headers: { ...headers, ...OWN_PAGE, cookie: `Admin-Token=${caller.cookies['Admin-Token']}` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().status).toBe(1001);
    expect(response.json().data.field).toBe('file');
    expect((await caller.get('/user/current')).body.data.photo).toBe(before);
  });

  it('refuses a request with no file and a broken multipart body', async () => {
    const caller = new Caller(t.app);
    await caller.login('leader01');
    const broken = await t.app.inject({
      method: 'POST',
      url: '/prod-api/user/photo',
      payload: '--x\r\nbroken',
      headers: { ...OWN_PAGE, 'content-type': 'multipart/form-data; boundary=x', cookie: `Admin-Token=${caller.cookies['Admin-Token']}` },
    });
    expect(broken.statusCode).toBeLessThan(500);
    expect(broken.json().status).toBe(1001);
    const brokenUpload = await t.app.inject({
      method: 'POST',
      url: '/prod-api/ge/upload',
      payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="../../a.png"\r\n\r\nabc',
      headers: { ...OWN_PAGE, 'content-type': 'multipart/form-data; boundary=x', cookie: `Admin-Token=${caller.cookies['Admin-Token']}` },
    });
    expect(brokenUpload.statusCode).toBe(400);
    expect(brokenUpload.json().status).toBe(1001);
  });
});

describe('permissions (spec §6)', () => {
  it('lets a user with online:list see online sessions and refuses one without it with 4031', async () => {
    const manager = new Caller(t.app);
    await manager.login('manager_gm').catch(() => manager.login('manager01'));
    expect((await manager.get('/monitor/online')).body.status).toBe(200);
    const staff = new Caller(t.app);
    await staff.login('staff01');
    const refused = await staff.get('/monitor/online');
    expect(refused.http).toBe(403);
    expect(refused.body.status).toBe(4031);
  });

  it('lets only holders of online:forceLogout end another session', async () => {
    const victim = new Caller(t.app);
    const { body } = await victim.login('staff01');
    const manager = new Caller(t.app);
    await manager.login('manager_gm').catch(() => manager.login('manager01'));
    expect((await manager.delete(`/monitor/online/${body.data.sid}`)).body.status).toBe(4031);
    expect((await victim.get('/user/current')).body.status).toBe(200);
    const admin = new Caller(t.app);
    await admin.login('admin');
    expect((await admin.delete(`/monitor/online/${body.data.sid}`)).body.status).toBe(200);
    expect((await victim.get('/user/current')).body.status).toBe(403);
  });

  it('gives the sidebar only granted menus, and admin every menu', async () => {
    const staff = new Caller(t.app);
    await staff.login('staff01');
    const staffMenus = (await staff.get('/menu/userMenu')).body.data.list.map((m: { code: string }) => m.code);
    expect(staffMenus).toContain('home');
    expect(staffMenus).not.toContain('system.online');
    expect((await staff.get('/menu/button')).body.data.map((b: { permission: string }) => b.permission)).not.toContain('online:list');
    const admin = new Caller(t.app);
    await admin.login('admin');
    const adminMenus = (await admin.get('/menu/userMenu')).body.data;
    expect(adminMenus.list.map((m: { code: string }) => m.code)).toContain('system.online');
    expect(adminMenus.tree.find((m: { code: string }) => m.code === 'system').children[0].code).toBe('system.online');
  });

  it("titles each menu in the reader's language, a module's and its area's too, and keeps the name as typed", async () => {
    const staff = new Caller(t.app);
    await staff.login('staff01');
    const titles = async (language: string) => {
      const menus = (await staff.get('/menu/userMenu', { cookie: `language=${language}; Admin-Token=${staff.cookies['Admin-Token']}` })).body.data.list;
      return Object.fromEntries(menus.map((menu: { code: string; title: string; name: string }) => [menu.code, [menu.title, menu.name]]));
    };
    expect((await titles('en'))['expense.reimapplication']).toEqual(['Reimbursement applications', '报销申请']);
    expect((await titles('es'))['expense']).toEqual(['Gastos', '财务报销']);
    expect((await titles('zh'))['expense.reimapplication']).toEqual(['报销申请', '报销申请']);
  });
});

describe('GET /prod-api/docs/json', () => {
  it('describes the API in an OpenAPI document generated from the schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/prod-api/docs/json' });
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths['/prod-api/login'].post.requestBody).toBeDefined();
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/prod-api/user/current', '/prod-api/user/updatepw', '/prod-api/ge/rep-token']));
  });
});
