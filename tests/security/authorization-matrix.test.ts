import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, type RouteSummary } from '../../src/server/app.ts';
import { selectRows } from '../../src/server/db/database.ts';
import { notifications, roles, users } from '../../src/server/db/schema.ts';
import { Caller, delegatedAdmin, startTestApp, type Answer, type TestApp } from '../support/api.helpers.ts';

/**
 * Every API route × every kind of caller, generated from the route table so that a new route cannot be missed:
 * anonymous callers reach only public routes; a signed-in user without codes is refused every route that names
 * a permission code; a user who must still change the password reaches only the password-change routes;
 * admin is refused nothing. Every route that names one document (`:module` and `:id`) is also called on a draft
 * of staff01's by a user with the same codes in another office (refused, and the draft unchanged), by its owner
 * (never refused access), and once deleted by its owner and admin (it no longer exists for anyone: 404).
 */
let t: TestApp;
let routes: RouteSummary[];
const callers: Record<'anonymous' | 'noCodes' | 'mustChangePassword' | 'admin' | 'owner' | 'outsider', Caller> = {} as never;

const SAMPLE_PARAMS: Record<string, string> = {
  id: '999999',
  module: 'customer',
  kind: 'area',
  file: '1-0000000000000000.png',
  sid: '00000000-0000-4000-8000-000000000000',
  day: '2031-01-01',
  state: '1',
  a: '999999',
  b: 'x',
  key: 'sex',
  '*': 'x',
};
/** Calls that end the caller's own session are checked by their own tests. */
const SKIP_FOR_SIGNED_IN = new Set(['GET /prod-api/logout', 'PUT /prod-api/user/updatepw', 'POST /prod-api/user/loginName']);

const concrete = (url: string) => url.replace(/:(\w+)|\*/g, (_match, name: string | undefined) => SAMPLE_PARAMS[name ?? '*'] ?? '1');
const needsCode = (route: RouteSummary) =>
  Boolean(route.config.permission) || Boolean((route.config as { engine?: { requireCode: boolean } }).engine?.requireCode);

beforeAll(async () => {
  t = await startTestApp();
  routes = t.app.routeList.filter((route) => route.url.startsWith(API_PREFIX) && route.method !== 'HEAD' && !route.url.startsWith(`${API_PREFIX}/docs`));
  callers.anonymous = new Caller(t.app);
  callers.admin = new Caller(t.app);
  await callers.admin.login('admin');
  // A user with no role at all, who has already chosen a password.
  const eng = (await callers.admin.get('/office')).body.data.find((o: { code: string }) => o.code === 'SOUTH-ENG');
  await callers.admin.post('/user', { loginName: 'nocodes01', name: '无权限', officeId: eng.id, password: 'Start@123' });
  await t.database.db.update(users).set({ remarks: true }).where(eq(users.loginName, 'nocodes01'));
  callers.noCodes = new Caller(t.app);
  await callers.noCodes.login('nocodes01', 'Start@123');
  callers.mustChangePassword = new Caller(t.app);
  await callers.mustChangePassword.login('newhire01');
});
afterAll(() => t.close());

async function call(caller: Caller, route: RouteSummary) {
  const method = route.method as 'GET' | 'POST' | 'PUT' | 'DELETE';
  return caller.request(method, concrete(route.url).slice(API_PREFIX.length), method === 'GET' || method === 'DELETE' ? undefined : {});
}

describe('authorization matrix over every API route', () => {
  it('covers the whole API: every operation of the OpenAPI document is a route of the matrix', async () => {
    expect(routes.length).toBeGreaterThan(100);
    const document = (await t.app.inject({ method: 'GET', url: `${API_PREFIX}/docs/json` })).json() as { paths: Record<string, Record<string, unknown>> };
    const operations = Object.entries(document.paths).flatMap(([url, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${url.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    expect(operations.length).toBeGreaterThan(100);
    const covered = new Set(routes.map((route) => `${route.method} ${route.url}`));
    expect(operations.filter((operation) => !covered.has(operation))).toEqual([]);
  });

  it('refuses anonymous callers everywhere but the public routes', async () => {
    const leaks: string[] = [];
    for (const route of routes) {
      const { body } = await call(callers.anonymous, route);
      const isPublic = route.config.access === 'public';
      if (!isPublic && body.status !== 403) leaks.push(`${route.method} ${route.url} → ${body.status}`);
      if (isPublic && body.status === 403) leaks.push(`${route.method} ${route.url} refused although public`);
    }
    expect(leaks).toEqual([]);
  });

  it('refuses a signed-in user without codes every route that names a code, and lets the others through the guard', async () => {
    const leaks: string[] = [];
    for (const route of routes) {
      if (SKIP_FOR_SIGNED_IN.has(`${route.method} ${route.url}`)) continue;
      const { body } = await call(callers.noCodes, route);
      if (needsCode(route) && body.status !== 4031) leaks.push(`${route.method} ${route.url} → ${body.status}`);
      if (!needsCode(route) && (body.status === 403 || body.status === 4031)) leaks.push(`${route.method} ${route.url} refused: ${body.status}`);
    }
    expect(leaks).toEqual([]);
  });

  it('keeps a user who must change the password to the password-change routes', async () => {
    const leaks: string[] = [];
    for (const route of routes) {
      if (SKIP_FOR_SIGNED_IN.has(`${route.method} ${route.url}`) || route.config.access === 'public') continue;
      const { body } = await call(callers.mustChangePassword, route);
      const allowed = route.config.access === 'passwordChange';
      if (!allowed && body.status !== 4011) leaks.push(`${route.method} ${route.url} → ${body.status}`);
      if (allowed && body.status === 4011) leaks.push(`${route.method} ${route.url} refused`);
    }
    expect(leaks).toEqual([]);
  });

  it('refuses admin nothing, and no call answers HTTP 500', async () => {
    const problems: string[] = [];
    for (const route of routes) {
      if (SKIP_FOR_SIGNED_IN.has(`${route.method} ${route.url}`)) continue;
      const answer = await call(callers.admin, route);
      if ([403, 4031, 4011].includes(answer.body.status)) problems.push(`${route.method} ${route.url} → ${answer.body.status}`);
      if (answer.http >= 500) problems.push(`${route.method} ${route.url} → HTTP ${answer.http}: ${answer.body.msg}`);
    }
    expect(problems).toEqual([]);
  });
});

describe('routes of one document: another office outside the data scope, and the owner', () => {
  const MODULE = 'reimapplication';
  const owner = () => callers.owner;
  // The routes of any module's document; a capability's own (`config.modules`: circulation, numbering) serve only theirs.
  const recordRoutes = () =>
    routes.filter((route) => route.url.includes(':module') && route.url.includes(':id') && (route.config.modules?.includes(MODULE) ?? true));
  /** The route with this document's module and id; a workflow action is the owner's first legal one (submit). */
  const urlOf = (route: RouteSummary, id: number) =>
    concrete(route.url.replace(':module', MODULE).replace(':id', String(id)).replace(':action', 'submit')).slice(API_PREFIX.length);
  const draft = async () => {
    const created = await owner().post(`/m/${MODULE}`, {
      title: '矩阵检查',
      reimbursementType: '2',
      amount: '50.00',
      occurredOn: '2026-11-01',
      lines: [{ date: '2026-11-01', item: '办公用品', amount: '50.00' }],
    });
    expect(created.body.status).toBe(200);
    return created.body.data.id as number;
  };
  const bodyOf = async (route: RouteSummary, id: number) =>
    route.method === 'PUT' ? { ...(await owner().get(`/m/${MODULE}/${id}`)).body.data, title: '改过' } : route.method === 'POST' ? {} : undefined;

  beforeAll(async () => {
    callers.owner = new Caller(t.app);
    await callers.owner.login('staff01');
    // Same roles as a department head and staff, in the south branch: codes for expenses, no sight of the east.
    const roleIds = (
      await t.database.db
        .select({ id: roles.id })
        .from(roles)
        .where(inArray(roles.code, ['staff', 'leader']))
    ).map((role) => role.id);
    const south = (await callers.admin.get('/office')).body.data.find((o: { code: string }) => o.code === 'SOUTH-ENG');
    const made = await callers.admin.post('/user', { loginName: 'outsider01', name: '外部门', officeId: south.id, password: 'Start@123', roleIds });
    expect(made.body.status).toBe(200);
    await t.database.db.update(users).set({ remarks: true }).where(eq(users.loginName, 'outsider01'));
    callers.outsider = new Caller(t.app);
    await callers.outsider.login('outsider01', 'Start@123');
  });

  it('covers the document routes', () => {
    expect(recordRoutes().length).toBeGreaterThanOrEqual(6);
  });

  it('refuses a user of another office every document route and leaves the document as it was', async () => {
    const id = await draft();
    // The outsider holds the module's codes: what refuses them below is the data scope.
    expect((await callers.outsider.post(`/m/${MODULE}/page`, {})).body.status).toBe(200);
    const before = (await owner().get(`/m/${MODULE}/${id}`)).body.data;
    const leaks: string[] = [];
    for (const route of recordRoutes()) {
      const method = route.method as 'GET' | 'POST' | 'PUT' | 'DELETE';
      const answer = await callers.outsider.request(method, urlOf(route, id), await bodyOf(route, id));
      if (![403, 404, 4031].includes(answer.body.status)) leaks.push(`${route.method} ${route.url} → ${answer.body.status}`);
    }
    expect(leaks).toEqual([]);
    expect((await owner().get(`/m/${MODULE}/${id}`)).body.data).toEqual(before);
  });

  /**
   * The routes that name documents otherwise than by `:module/:id`: in their body, or as the stock ledger does (an
   * entry, an item, a person). Each is called by a keeper of the South branch who holds every code they ask for, on
   * the East branch's documents, and answers what leaked (null: nothing).
   */
  type East = { asset: number; item: number; entry: number; staff: number };
  const refused = (answer: Answer) => ([403, 404, 4031].includes(answer.body.status) ? null : `answered ${answer.body.status}`);
  const preview = (caller: Caller, url: string, draftId: number) =>
    caller.post(url, { template: { module: MODULE, name: '矩阵', content: '<p>{{title}}</p>' }, recordId: draftId });
  const OTHER_NAMINGS: Record<string, (caller: Caller, draftId: number, east: East) => Promise<string | null>> = {
    'POST /prod-api/printTemplate/preview': async (caller, draftId) => refused(await preview(caller, '/printTemplate/preview', draftId)),
    'POST /prod-api/printTemplate/pdf': async (caller, draftId) => refused(await preview(caller, '/printTemplate/pdf', draftId)),
    // One's notices are one's own: another user's are not found, and stay.
    'POST /prod-api/processAudit/delUserPush': async (caller, _draftId, east) => {
      const theirs = sql`select id from notifications where user_id = ${east.staff} order by id limit 1`;
      let [notice] = await selectRows<{ id: number }>(t.database.db, theirs);
      if (!notice) {
        await t.database.db.insert(notifications).values({ userId: east.staff, type: 1, content: '矩阵' });
        [notice] = await selectRows<{ id: number }>(t.database.db, theirs);
      }
      const leak = refused(await caller.post('/processAudit/delUserPush', { ids: [Number(notice.id)] }));
      const [kept] = await selectRows<{ id: number }>(t.database.db, sql`select id from notifications where id = ${notice.id}`);
      return leak ?? (kept ? null : 'deleted it');
    },
    // A batch answers each document: one that does not exist for the caller is skipped as missing.
    'POST /prod-api/processAudit/batch': async (caller, draftId) => {
      const answer = await caller.post('/processAudit/batch', { action: 'approve', items: [{ module: MODULE, id: draftId }] });
      const result = answer.body.data?.results?.[0];
      return result && !result.ok && result.status === 404 ? null : `answered ${JSON.stringify(answer.body.data ?? answer.body.status)}`;
    },
    // The asset register is the whole organisation's (readByAll): labels follow it, printed exactly when the asset reads.
    'POST /prod-api/stock/labels': async (caller, _draftId, east) => {
      const reads = (await caller.get(`/m/goodsasset/${east.asset}`)).body.status === 200;
      const prints = (await caller.post('/stock/labels', { ids: [east.asset] })).http === 200;
      return reads === prints ? null : `prints ${prints} where the asset reads ${reads}`;
    },
    'POST /prod-api/stock/ledger/:id/reverse': async (caller, _draftId, east) => refused(await caller.post(`/stock/ledger/${east.entry}/reverse`, {})),
    // One's own holdings: the keeper holds nothing, and sees nobody else's.
    'GET /prod-api/stock/holdings': async (caller) => {
      const answer = await caller.get('/stock/holdings');
      return answer.body.status === 200 && answer.body.data.assets.length + answer.body.data.loans.length === 0
        ? null
        : `answered ${JSON.stringify(answer.body.data)}`;
    },
    'GET /prod-api/stock/holdings/:userId': async (caller, _draftId, east) => refused(await caller.get(`/stock/holdings/${east.staff}`)),
    'GET /prod-api/stock/movements': async (caller, _draftId, east) => {
      const answer = await caller.get(`/stock/movements?item=${east.item}`);
      return answer.body.status === 200 && answer.body.data.length > 0 ? `listed ${answer.body.data.length} entries` : null;
    },
  };

  it('knows a refusal for every route that names a document in its body, and for every stock route', async () => {
    const document = t.app.swagger() as { paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: unknown }> } }>> };
    const namingInBody = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => /"(recordId|ids|taskId)":/.test(JSON.stringify(operation.requestBody?.content?.['application/json']?.schema ?? {})))
        .map(([method]) => `${method.toUpperCase()} ${API_PREFIX}${path.slice(API_PREFIX.length).replace(/\{(\w+)\}/g, ':$1')}`),
    );
    const stock = routes
      .filter((route) => route.url.startsWith(`${API_PREFIX}/stock/`) && !route.url.startsWith(`${API_PREFIX}/stock/report`))
      .map((route) => `${route.method} ${route.url}`);
    expect(namingInBody.length).toBeGreaterThanOrEqual(3);
    // Those that also name the document by `:module/:id` are in the matrix above.
    const others = [...namingInBody.filter((route) => !(route.includes(':module') && route.includes(':id'))), ...stock];
    expect(others.filter((route) => !(route in OTHER_NAMINGS))).toEqual([]);
  });

  it('refuses a keeper of another office the documents named in a body and the stock of another office, and changes nothing', async () => {
    const draftId = await draft();
    const before = (await owner().get(`/m/${MODULE}/${draftId}`)).body.data;
    const south = await delegatedAdmin(t, callers.admin, {
      loginName: 'southkeeper02',
      codes: ['printTemplate:list', 'goodsAsset:list', 'goodsItem:list', 'goodsItem:del', 'materialBorrow:list', 'reimbursement:list'],
      dataScope: 1,
      officeCode: 'SOUTH-ENG',
    });
    const one = async (query: ReturnType<typeof sql>) => Number((await selectRows<{ id: number }>(t.database.db, query))[0].id);
    const east = {
      asset: await one(sql`select id from records where module = 'goodsasset' and deleted_at is null order by id limit 1`),
      item: await one(sql`select item_id as id from stock_ledger where item_id is not null order by id limit 1`),
      entry: await one(sql`select id from stock_ledger order by id limit 1`),
      staff: await one(sql`select id from users where login_name = 'staff01'`),
    };
    const onHand = async () => (await selectRows<{ n: string }>(t.database.db, sql`select coalesce(sum(quantity), 0)::text as n from stock_ledger`))[0].n;
    const stockBefore = await onHand();
    const leaks: string[] = [];
    for (const [route, attempt] of Object.entries(OTHER_NAMINGS)) {
      const leak = await attempt(south.caller, draftId, east);
      if (leak) leaks.push(`${route}: ${leak}`);
    }
    expect(leaks).toEqual([]);
    expect((await owner().get(`/m/${MODULE}/${draftId}`)).body.data).toEqual(before);
    expect(await onHand()).toBe(stockBefore);
  });

  it('never refuses the owner access to their own draft', async () => {
    const refused: string[] = [];
    for (const route of recordRoutes()) {
      // A fresh draft each time: the owner's delete or submit must not change what the next route sees.
      const id = await draft();
      const method = route.method as 'GET' | 'POST' | 'PUT' | 'DELETE';
      const answer = await owner().request(method, urlOf(route, id), await bodyOf(route, id));
      if ([403, 404, 4031, 4011].includes(answer.body.status) || answer.http >= 500) refused.push(`${route.method} ${route.url} → ${answer.body.status}`);
    }
    expect(refused).toEqual([]);
  });

  it('answers 404 on a deleted draft through every document route, to its owner and to admin alike', async () => {
    const id = await draft();
    expect((await owner().delete(`/m/${MODULE}/${id}`)).body.status).toBe(200);
    const leaks: string[] = [];
    for (const route of recordRoutes()) {
      const method = route.method as 'GET' | 'POST' | 'PUT' | 'DELETE';
      for (const [name, caller] of [
        ['owner', owner()],
        ['admin', callers.admin],
      ] as const) {
        const answer = await caller.request(method, urlOf(route, id), route.method === 'PUT' ? { title: '改过', version: 1 } : await bodyOf(route, id));
        if (answer.body.status !== 404) leaks.push(`${name}: ${route.method} ${route.url} → ${answer.body.status}`);
      }
    }
    expect(leaks).toEqual([]);
  });
});

describe('a delegated administrator (a role with a subset of the admin menus) cannot widen anyone’s rights', () => {
  const AREAS = /^(user|role|menu|post|office):/;
  let delegate: Awaited<ReturnType<typeof delegatedAdmin>>;
  let roleIdOf: Record<string, number>;
  let officeOf: Record<string, Record<string, unknown>>;
  let userIdOf: Record<string, number>;
  let menus: Record<string, unknown>[];
  let financePostId: number;

  /** Everything rights are made of: accounts (roles, posts, password, login name, status), roles, their menus, menu codes, offices. */
  const rightsFingerprint = async () =>
    (
      await selectRows<{ print: string }>(
        t.database.db,
        sql`select concat_ws('|',
          (select string_agg(concat_ws(':', id, login_name, password_hash, enabled, remarks), ',' order by id) from users),
          (select string_agg(concat_ws(':', user_id, role_id), ',' order by user_id, role_id) from user_roles),
          (select string_agg(concat_ws(':', user_id, post_id), ',' order by user_id, post_id) from user_posts),
          (select string_agg(concat_ws(':', id, code, data_scope, enabled), ',' order by id) from roles),
          (select string_agg(concat_ws(':', role_id, menu_id), ',' order by role_id, menu_id) from role_menus),
          (select string_agg(concat_ws(':', id, permission, parent_id), ',' order by id) from menus),
          (select string_agg(concat_ws(':', id, path, head_user_id, enabled), ',' order by id) from offices)) as print`,
      )
    )[0].print;

  const menuEdit = (code: string, change: Record<string, unknown>) => {
    const { menuId, parentId, name, href, component, icon, type, sort, hidden, noCache, permission } = menus.find((menu) => menu.code === code)!;
    return { menuId, parentId, code, name, href, component, icon, type, sort, hidden, noCache, permission, ...change };
  };
  const officeEdit = (code: string, change: Record<string, unknown>) => {
    const { id, parentId, name, fullName, officeType, branchType, sort, headUserId } = officeOf[code];
    return { id, parentId, name, fullName, code, officeType, branchType, sort, headUserId, ...change };
  };
  const accountEdit = async (userId: number, change: Record<string, unknown>) => {
    const { id, version, loginName, name, officeId, no, email, mobile, sex, bankNum, postIds, roleIds } = (await callers.admin.get(`/user/${userId}`)).body
      .data;
    return { id, version, loginName, name, officeId, no, email, mobile, sex, bankNum, postIds, roleIds, ...change };
  };

  /** One escalation per route that changes rights: the route table below must name every such route. */
  const ATTEMPTS: Record<string, () => Promise<{ body: { status: number } }>> = {
    'POST /prod-api/user': async () =>
      delegate.caller.post('/user', {
        loginName: 'escalated',
        name: '越权',
        officeId: officeOf['EAST-ENG'].id,
        password: 'Start@123',
        roleIds: [roleIdOf.manager],
      }),
    'PUT /prod-api/user': async () => delegate.caller.put('/user', await accountEdit(delegate.userId, { roleIds: [delegate.roleId, roleIdOf.sysadmin] })),
    'PUT /prod-api/user/resetpw/:id': async () => delegate.caller.put(`/user/resetpw/${userIdOf.leader01}`, { password: 'Taken@1' }),
    'DELETE /prod-api/user/enable/:id': async () => delegate.caller.delete(`/user/enable/${userIdOf.leader01}`),
    'DELETE /prod-api/user/:id': async () => delegate.caller.delete(`/user/${userIdOf.leader01}`),
    'POST /prod-api/role': async () => delegate.caller.post('/role', { code: 'everything', name: '全部数据', roleType: 1, dataScope: 5 }),
    'PUT /prod-api/role': async () => {
      await delegate.caller.put('/role', { id: roleIdOf.approver, code: 'approver_old', name: '审批人', roleType: 2, dataScope: 4, enabled: true });
      return delegate.caller.put('/role', { id: delegate.roleId, code: 'delegate01_role', name: 'x', roleType: 1, dataScope: 5, enabled: true });
    },
    'DELETE /prod-api/role/:id': async () => delegate.caller.delete(`/role/${roleIdOf.spare}`),
    'PUT /prod-api/role/:id/menus': async () => delegate.caller.put(`/role/${delegate.roleId}/menus`, { menuIds: menus.map((menu) => menu.menuId) }),
    'POST /prod-api/menu': async () =>
      delegate.caller.post('/menu', {
        parentId: null,
        code: 'backdoor',
        name: '后门',
        type: 2,
        permission: 'online:forceLogout',
        sort: 1,
        hidden: false,
        noCache: false,
      }),
    'PUT /prod-api/menu': async () => delegate.caller.put('/menu', menuEdit('system.user', { permission: 'user:list,online:forceLogout' })),
    'DELETE /prod-api/menu/:id': async () => delegate.caller.delete(`/menu/${menus.find((menu) => menu.code === 'system.online.forceLogout')!.menuId}`),
    'PUT /prod-api/post/:id/users': async () => delegate.caller.put(`/post/${financePostId}/users`, { userIds: [delegate.userId] }),
    'POST /prod-api/post': async () => delegate.caller.post('/post', { code: 'finance', name: '财务', sort: 1, enabled: true }),
    'PUT /prod-api/post': async () => delegate.caller.put('/post', { id: financePostId, code: 'finance_old', name: '财务', sort: 1, enabled: true }),
    'DELETE /prod-api/post/:id': async () => delegate.caller.delete(`/post/${financePostId}`),
    'POST /prod-api/office': async () =>
      delegate.caller.post('/office', { parentId: null, name: '顶层', code: 'TOP2', officeType: 1, sort: 1, headUserId: delegate.userId }),
    'PUT /prod-api/office': async () => delegate.caller.put('/office', officeEdit('EAST-ENG', { headUserId: delegate.userId })),
    'PUT /prod-api/office/:id/:state': async () => delegate.caller.put(`/office/${officeOf['HQ-FIN'].id}/0`),
  };

  beforeAll(async () => {
    // A role nobody holds yet, granting more than the delegate holds.
    const spare = await callers.admin.post('/role', { code: 'spare', name: '备用', roleType: 1, dataScope: 1 });
    await callers.admin.put(`/role/${spare.body.data.id}/menus`, {
      menuIds: ((await callers.admin.get('/menu')).body.data as { menuId: number }[]).map((menu) => menu.menuId),
    });
    roleIdOf = Object.fromEntries(((await callers.admin.get('/role')).body.data as { id: number; code: string }[]).map((role) => [role.code, role.id]));
    officeOf = Object.fromEntries(((await callers.admin.get('/office')).body.data as { code: string }[]).map((office) => [office.code, office]));
    menus = (await callers.admin.get('/menu')).body.data;
    financePostId = ((await callers.admin.get('/post')).body.data as { id: number; code: string }[]).find((post) => post.code === 'finance')!.id;
    const codes = menus.map((menu) => String(menu.permission ?? '')).filter((code) => AREAS.test(code));
    delegate = await delegatedAdmin(t, callers.admin, { loginName: 'delegate01', codes, dataScope: 3, officeCode: 'EAST-ENG' });
    userIdOf = { leader01: (await callers.admin.get('/user?loginName=leader01')).body.data.list[0].id };
  });

  it('names an escalation for every route that hands out or takes away rights', () => {
    const rightsRoutes = routes
      .filter((route) => route.method !== 'GET')
      .filter((route) => [route.config.permission].flat().some((code) => typeof code === 'string' && AREAS.test(code)))
      .map((route) => `${route.method} ${route.url}`);
    expect(rightsRoutes.length).toBeGreaterThan(10);
    expect(rightsRoutes.filter((route) => !(route in ATTEMPTS))).toEqual([]);
  });

  it('refuses every escalation and leaves every account, role, menu and office as it was', async () => {
    const before = await rightsFingerprint();
    const granted: string[] = [];
    for (const [route, attempt] of Object.entries(ATTEMPTS)) {
      const answer = await attempt();
      if (answer.body.status === 200) granted.push(route);
    }
    expect(granted).toEqual([]);
    expect(await rightsFingerprint()).toBe(before);
  });
});
