import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Caller, startTestApp, type TestApp, OWN_PAGE } from '../../support/api.helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('POST /prod-api/login', () => {
  it('signs a demo user in and sets an HttpOnly session cookie', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/prod-api/login',
      payload: { username: '  staff01 ', password: 'Demo@123' },
      headers: OWN_PAGE,
    });
    const body = response.json();
    expect(body.status).toBe(200);
    expect(body.data.loginName).toBe('staff01');
    expect(body.data.officeName).toBe('工程一部');
    const cookie = response.cookies.find((c) => c.name === 'Admin-Token');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Strict');
  });

  it('refuses a wrong password with a clear message in the user language', async () => {
    const caller = new Caller(t.app);
    const zh = await caller.post('/login', { username: 'leader01', password: 'nope-nope' }, { 'accept-language': 'zh-CN,zh;q=0.9' });
    expect(zh.body.status).toBe(1001);
    expect(zh.body.msg).toBe('账号或密码错误');
    const es = await caller.post('/login', { username: 'leader01', password: 'nope-nope' }, { cookie: 'language=es' });
    expect(es.body.msg).toBe('Cuenta o contraseña incorrecta');
    expect(caller.cookies['Admin-Token']).toBeUndefined();
  });

  it('answers 1001 naming the field for bad input, never a 500', async () => {
    const caller = new Caller(t.app);
    const missing = await caller.post('/login', { password: 'x' });
    expect(missing.http).toBe(400);
    expect(missing.body.status).toBe(1001);
    expect(missing.body.data.field).toBe('username');
    const wrongType = await caller.post('/login', { username: 42, password: [] });
    expect(wrongType.body.status).toBe(1001);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/prod-api/login',
      headers: { ...OWN_PAGE, 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().status).toBe(1001);
  });

  it('refuses special attack characters with status 99 (spec §8)', async () => {
    const answer = await new Caller(t.app).post('/login', { username: 'staff01\u0000', password: 'Demo@123' }, { 'accept-language': 'zh' });
    expect(answer.body.status).toBe(99);
    expect(answer.body.msg).toBe('输入中含有特殊攻击字符,请检查!');
  });

  it('throttles repeated failures for one account', async () => {
    const caller = new Caller(t.app);
    for (let i = 0; i < 5; i++) expect((await caller.post('/login', { username: 'ghost01', password: 'wrong-pass' })).body.status).toBe(1001);
    const throttled = await caller.post('/login', { username: 'ghost01', password: 'wrong-pass' });
    expect(throttled.http).toBe(429);
    expect(throttled.body.status).toBe(429);
    expect(throttled.body.msg).toContain('15');
  });
});

describe('GET /prod-api/user/current', () => {
  it('returns the spec session-user fields', async () => {
    const caller = new Caller(t.app);
    await caller.login('leader01');
    const { body } = await caller.get('/user/current');
    expect(body.status).toBe(200);
    for (const field of [
      'sid',
      'name',
      'photo',
      'loginName',
      'jobGrade',
      'no',
      'branchId',
      'officeId',
      'officeName',
      'bankNum',
      'remarks',
      'userId',
      'officeFullName',
    ]) {
      expect(body.data).toHaveProperty(field);
    }
    expect(body.data.jobGrade).toContain('leader');
    expect(body.data.dataScope).toBe(3);
  });

  it('answers 403 without a session', async () => {
    const { body } = await new Caller(t.app).get('/user/current');
    expect(body.status).toBe(403);
  });
});

describe('GET /prod-api/logout', () => {
  it('ends the session: the old cookie then gets 403, and cookies are cleared', async () => {
    const caller = new Caller(t.app);
    await caller.login('finance01');
    const token = caller.cookies['Admin-Token'];
    const response = await t.app.inject({ method: 'GET', url: '/prod-api/logout', headers: { ...OWN_PAGE, cookie: `Admin-Token=${token}` } });
    expect(response.json().status).toBe(200);
    const cleared = response.cookies.map((c) => c.name);
    expect(cleared).toEqual(expect.arrayContaining(['Admin-Token', 'sid', 'rememberMe']));
    const after = await t.app.inject({ method: 'GET', url: '/prod-api/user/current', headers: { cookie: `Admin-Token=${token}` } });
    expect(after.json().status).toBe(403);
  });
});
