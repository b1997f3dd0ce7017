import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Caller, startTestApp, type TestApp } from '../../support/api.helpers.ts';

let t: TestApp;
let fake: FastifyInstance;
const exchanges: Record<string, string>[] = [];

/** A local stand-in for WeChat's OAuth API: one good code, everything else is WeChat's invalid-code error. */
beforeAll(async () => {
  fake = Fastify();
  fake.get('/sns/oauth2/access_token', async (request) => {
    const query = request.query as Record<string, string>;
    exchanges.push(query);
    if (query.appid !== 'wx-test-app' || query.secret !== 'wx-test-secret') return { errcode: 40125, errmsg: 'invalid appsecret' };
    if (query.code === 'good-code') return { access_token: 'at', expires_in: 7200, refresh_token: 'rt', openid: 'o-staff-openid', scope: 'snsapi_base' };
    return { errcode: 40029, errmsg: 'invalid code' };
  });
  await fake.listen({ port: 0, host: '127.0.0.1' });
  const address = fake.server.address();
  process.env.WECHAT_API_BASE = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
  await fake.close();
  delete process.env.WECHAT_API_BASE;
});

describe('WeChat binding (spec §7 Wechat)', () => {
  it('refuses to start while the app id and secret are not configured', async () => {
    const answer = await new Caller(t.app).get('/wechat/getCodeByState');
    expect(answer.body.status).toBe(1001);
  });

  it('binds a scanned WeChat identity to an account after the OAuth code exchange, and unbinds it', async () => {
    const admin = new Caller(t.app);
    await admin.login('admin');
    const params = (await admin.get('/sysParam')).body.data;
    for (const [code, value] of [
      ['wechat.appId', 'wx-test-app'],
      ['wechat.appSecret', 'wx-test-secret'],
    ]) {
      const param = params.find((p: { code: string }) => p.code === code);
      expect((await admin.put(`/sysParam/${param.id}`, { ...param, value, description: param.description })).body.status).toBe(200);
    }
    const page = new Caller(t.app);
    const { state, authorizeUrl } = (await page.get('/wechat/getCodeByState')).body.data;
    expect(authorizeUrl).toContain('appid=wx-test-app');
    expect(authorizeUrl).toContain(`state=${state}`);
    expect((await page.get(`/wechat/getCodeByState?state=${state}`)).body.data.scanned).toBe(false);

    const phone = new Caller(t.app);
    expect((await phone.get(`/wechat/getWxIdByCode?code=bad-code&state=${state}`)).body.status).toBe(1001);
    const exchanged = await phone.get(`/wechat/getWxIdByCode?code=good-code&state=${state}`);
    expect(exchanged.body.data.openId).toBe('o-staff-openid');
    expect(exchanges.at(-1)).toMatchObject({ grant_type: 'authorization_code', code: 'good-code' });

    expect((await page.post('/wechat/saveOpenIdAndUuid', { loginName: 'staff01', password: 'wrong', openId: 'o-staff-openid' })).body.status).toBe(1001);
    const inUrl = await page.get(`/wechat/saveOpenIdAndUuid?loginName=staff01&password=Demo@123&openId=o-staff-openid&uuid=u1`);
    expect(inUrl.body).toMatchObject({ status: 1001, data: { field: 'password' } });
    expect((await page.get(`/wechat/getCodeByState?state=${state}`)).body.data.boundLoginName).toBeNull();
    expect(
      (await page.post('/wechat/saveOpenIdAndUuid', { loginName: 'staff01', password: 'Demo@123', openId: 'o-staff-openid', uuid: 'u1' })).body.status,
    ).toBe(200);
    expect((await page.get(`/wechat/getCodeByState?state=${state}`)).body.data.boundLoginName).toBe('staff01');

    const staff = new Caller(t.app);
    await staff.login('staff01');
    expect((await staff.get('/user/profile')).body.data.wechatBound).toBe(true);
    const userId = (await staff.get('/user/current')).body.data.userId;
    expect((await staff.get(`/wechat/delAllUserWxId?userId=${userId}`)).body.status).toBe(200);
    expect((await staff.get('/user/profile')).body.data.wechatBound).toBe(false);
  });
});
