import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectRows } from '../../../src/server/db/database.ts';
import { signedInApp, travelClaim, type Answer } from '../../support/api.helpers.ts';

/**
 * Bad input is refused with 1001 naming the field and changes nothing: ids beyond their column, impossible calendar
 * days, property names that are an object's built-ins, and ranges the server would walk for too long.
 */
const { t, as, ids } = signedInApp();

/** Every row a refused call could have written. */
async function snapshot(): Promise<string> {
  const [row] = await selectRows<{ print: string }>(
    t.database.db,
    sql`select concat_ws('|',
      (select count(*) || ':' || coalesce(sum(version), 0) from records),
      (select count(*) from holidays), (select count(*) from offices), (select count(*) from sign_authorizations),
      (select count(*) from delegations), (select count(*) || ':' || coalesce(sum(assignee_id), 0) from process_tasks),
      (select count(*) from flow_definitions)) as print`,
  );
  return row.print;
}

/** The answer of a call that must be refused with 1001 on `field` and leave every row as it was. */
async function refused(call: () => Promise<Answer>, field: string): Promise<Answer> {
  const before = await snapshot();
  const answer = await call();
  expect(answer.http, JSON.stringify(answer.body)).toBe(400);
  expect(answer.body.status, JSON.stringify(answer.body)).toBe(1001);
  expect(answer.body.data?.field).toBe(field);
  expect(await snapshot()).toBe(before);
  return answer;
}

/** The number a JSON body's 99999999999999999999 is read as. */
const HUGE = Number('99999999999999999999');
const PROTOTYPE_NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'];
const IMPOSSIBLE_DAYS = ['2024-02-30', '2023-02-29', '2024-13-01', '0000-00-00'];
/** Not ids of a bigserial column (records, process instances and tasks); 2147483648 is one, 2^53 is not. */
const NOT_BIG_IDS = ['99999999999999999999', '9007199254740992', '-1', '0', '1e30', '0x10', ' 7'];
/** Not ids of a serial column (users, offices, configuration rows). */
const NOT_IDS = [...NOT_BIG_IDS, '2147483648'];

describe('GET /prod-api/holiday/workdays', () => {
  it('refuses a range of thousands of years with 1001 naming `to`, in the user’s language', async () => {
    const answer = await refused(() => as.staff01.get('/holiday/workdays?from=0001-01-01&to=9999-12-31'), 'to');
    expect(answer.body.msg).toContain('732');
    for (const [language, words] of [
      ['zh', '日期范围不能超过732天'],
      ['en', 'cannot be longer than 732 days'],
      ['es', 'no puede superar los 732 días'],
    ]) {
      as.staff01.cookies.language = language;
      expect((await as.staff01.get('/holiday/workdays?from=2020-01-01&to=2030-01-01')).body.msg).toContain(words);
    }
    delete as.staff01.cookies.language;
  });

  it('counts the working days of a range of two years', async () => {
    const answer = await as.staff01.get('/holiday/workdays?from=2024-01-01&to=2025-12-31');
    expect(answer.body.status).toBe(200);
    expect(answer.body.data.workdays).toBeGreaterThan(500);
  });

  it.each(IMPOSSIBLE_DAYS)('refuses the impossible day %s with 1001 naming the field', async (day) => {
    await refused(() => as.staff01.get(`/holiday/workdays?from=${day}&to=2024-03-31`), 'from');
    await refused(() => as.staff01.get(`/holiday/workdays?from=2024-01-01&to=${day}`), 'to');
  });
});

describe('PUT and DELETE /prod-api/holiday', () => {
  it.each(IMPOSSIBLE_DAYS)('refuses the impossible day %s with 1001 naming `day` and saves nothing', async (day) => {
    await refused(() => as.admin.put('/holiday', { day, name: '不存在的假日', isWorkday: false }), 'day');
    await refused(() => as.admin.delete(`/holiday/${day}`), 'day');
  });

  it('still saves a real 29 February', async () => {
    expect((await as.admin.put('/holiday', { day: '2024-02-29', name: '闰日', isWorkday: false })).body.status).toBe(200);
  });
});

describe('POST /prod-api/m/:module/page', () => {
  it.each(PROTOTYPE_NAMES)('refuses sorting by %s with 1001 naming `sortby`', async (name) => {
    await refused(() => as.staff01.post('/m/customer/page', { sortby: name }), 'sortby');
  });

  it.each(PROTOTYPE_NAMES)('refuses filtering on %s with 1001 naming the filter’s property', async (name) => {
    await refused(() => as.staff01.post('/m/customer/page', { query: [{ prop: name, type: 'like', values: 'x' }] }), 'query.0.prop');
    await refused(() => as.staff01.post('/m/customer/page', { highQuery: [{ prop: name, op: '=', value: 'x' }] }), 'highQuery.0.prop');
  });

  it('refuses a picked id beyond any record in a filter with 1001 naming the value', async () => {
    await refused(
      () => as.staff01.post('/m/customer/page', { highQuery: [{ prop: 'accountManager', op: '=', value: '99999999999999999999' }] }),
      'highQuery.0.value',
    );
  });

  it('refuses a search testing more than 100 values at once with 1001, and answers one of 100', async () => {
    // 30 rows of 50 names each: 1,500 patterns every customer would be matched against.
    const names = (row: number, count: number) => Array.from({ length: count }, (_unused, index) => `客户${row}-${index}`).join(',');
    const costly = Array.from({ length: 30 }, (_unused, row) => ({
      ...(row ? { logic: 'or' as const } : {}),
      prop: 'name',
      op: 'in' as const,
      value: names(row, 50),
    }));
    const answer = await refused(() => as.staff01.post('/m/customer/page', { highQuery: costly }, { 'accept-language': 'en' }), 'highQuery');
    expect(answer.body.msg).toContain('at most 100');
    const filters = Array.from({ length: 11 }, () => ({ prop: 'name', type: 'in', values: names(0, 10) }));
    await refused(() => as.staff01.post('/m/customer/page', { query: filters }), 'query');
    const within = await as.staff01.post('/m/customer/page', { highQuery: costly.slice(0, 2) });
    expect(within.body.status, within.body.msg).toBe(200);
  });

  it('runs every statement of a PostgreSQL server under a time limit', async () => {
    if (t.database.kind !== 'postgres') return;
    const {
      rows: [row],
    } = (await t.database.db.execute(sql`show statement_timeout`)) as unknown as { rows: { statement_timeout: string }[] };
    expect(row.statement_timeout).toBe('30s');
  });

  it.each(IMPOSSIBLE_DAYS)('refuses filtering a date on %s with 1001', async (day) => {
    await refused(() => as.staff01.post('/m/customer/page', { highQuery: [{ prop: 'cooperationDate', op: '>', value: day }] }), 'highQuery.0.value');
  });
});

describe('POST and PUT /prod-api/m/:module', () => {
  const customer = { name: '坏输入测试客户', customerType: '1', level: 'A', contactName: '王五', contactMobile: '13800000000' };

  it.each([HUGE, '99999999999999999999', 2147483648, -1, 1e30, '0x10'])(
    'refuses the picked user %s with 1001 naming the field and creates nothing',
    async (picked) => {
      await refused(() => as.staff01.post('/m/customer', { ...customer, accountManager: picked }), 'accountManager');
      await refused(() => as.staff01.post('/m/customer', { ...customer, department: picked }), 'department');
    },
  );

  it('refuses a picked record id of 99999999999999999999 with 1001 naming the field', async () => {
    await refused(() => as.staff01.post('/m/receipt', { title: '收款', customer: HUGE }), 'customer');
  });

  it.each(IMPOSSIBLE_DAYS)('refuses the date field %s with 1001 naming it', async (day) => {
    await refused(() => as.staff01.post('/m/customer', { ...customer, cooperationDate: day }), 'cooperationDate');
  });

  it('refuses a version beyond any stored one with 1001 naming `version` and saves nothing', async () => {
    const created = await as.staff01.post('/m/customer', customer);
    expect(created.body.status).toBe(200);
    await refused(() => as.staff01.put(`/m/customer/${created.body.data.id}`, { ...customer, version: 1e30 }), 'version');
  });

  it.each(NOT_BIG_IDS)('refuses the record id %s in the path with 1001 naming `id`', async (id) => {
    await refused(() => as.staff01.get(`/m/customer/${encodeURIComponent(id)}`), 'id');
    await refused(() => as.staff01.delete(`/m/customer/${encodeURIComponent(id)}`), 'id');
  });
});

describe('ids of configuration, organisation and approval calls', () => {
  it.each(NOT_IDS)('refuses the path or query id %s of a serial row with 1001 naming it', async (id) => {
    const value = encodeURIComponent(id);
    await refused(() => as.admin.get(`/sysParam/${value}`), 'id');
    await refused(() => as.admin.get(`/sign/getSignList/${value}/reimapplication`), 'a');
    await refused(() => as.admin.get(`/office/queryPCompany?id=${value}`), 'id');
    await refused(() => as.staff01.get(`/push/getUrgentCount?userId=${value}`), 'userId');
    await refused(() => as.staff01.delete(`/delegation/${value}`), 'id');
  });

  it.each(NOT_BIG_IDS)('refuses the path or query id %s of a bigserial row with 1001 naming it', async (id) => {
    const value = encodeURIComponent(id);
    await refused(() => as.admin.get(`/processAudit/processHisInfo?processInstanceId=${value}`), 'processInstanceId');
    await refused(() => as.staff01.get(`/push/subtractUrgentCount?userId=${ids.staff01}&taskId=${value}`), 'taskId');
    await refused(() => as.staff01.get(`/wf/reimapplication/${value}/history`), 'id');
  });

  it('refuses body ids beyond their column with 1001 naming them', async () => {
    await refused(() => as.admin.post('/office', { parentId: 2147483648, name: '坏部门', code: 'bad_dept', officeType: 5 }), 'parentId');
    const authorization = { grantorId: ids.manager01, signerId: ids.finance01, modules: ['reimapplication'], validFrom: '2026-01-01', validTo: '2026-12-31' };
    await refused(() => as.admin.post('/sign/auth', { ...authorization, grantorId: 2147483648 }), 'grantorId');
    await refused(() => as.staff01.post('/delegation', { toUserId: HUGE, startsOn: '2026-01-01', endsOn: '2026-01-31' }), 'toUserId');
    await refused(() => as.admin.post('/flow/definitions/1/simulate', { doc: {}, applicantId: 2147483648 }), 'applicantId');
  });

  it('refuses a task id and approvers beyond their columns when an administrator reassigns', async () => {
    const claim = await as.staff01.post('/m/reimapplication', travelClaim(800));
    const id = claim.body.data.id as number;
    expect((await as.staff01.post(`/wf/reimapplication/${id}/submit`, {})).body.status).toBe(200);
    await refused(() => as.admin.post(`/wf/reimapplication/${id}/reassign`, { taskId: HUGE, users: [ids.finance01] }), 'taskId');
    await refused(() => as.admin.post(`/wf/reimapplication/${id}/reassign`, { users: [2147483648] }), 'users.0');
  });

  it.each(IMPOSSIBLE_DAYS)('refuses the impossible day %s in delegations, sign authorizations and reports', async (day) => {
    await refused(() => as.staff01.post('/delegation', { toUserId: ids.leader01, startsOn: day, endsOn: '2026-12-31' }), 'startsOn');
    const authorization = { grantorId: ids.manager01, signerId: ids.finance01, modules: ['reimapplication'], validFrom: '2026-01-01', validTo: day };
    await refused(() => as.admin.post('/sign/auth', authorization), 'validTo');
    await refused(() => as.admin.post('/report/receipt', { from: day }), 'from');
  });
});

describe('POST /prod-api/flow/definitions', () => {
  const bpmn = (target: string) => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" id="d" targetNamespace="http://oa">
  <bpmn:process id="p" isExecutable="true">
    <bpmn:startEvent id="start" />
    <bpmn:endEvent id="__proto__" />
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="${target}" />
  </bpmn:process>
</bpmn:definitions>`;

  it.each(['toString', 'constructor', '__proto__'])('saves and verifies a draft whose flow points at %s like any other id', async (target) => {
    const saved = await as.admin.post('/flow/definitions', { flowKey: 'badInputFlow', xml: bpmn(target) });
    expect(saved.body.status, JSON.stringify(saved.body)).toBe(200);
    const verified = await as.admin.post(`/flow/definitions/${saved.body.data.id}/verify`, {});
    expect(verified.http).toBe(200);
    const graph = await as.admin.get(`/flow/definitions/${saved.body.data.id}/graph`);
    expect(graph.http).toBe(200);
  });
});

describe('Unicode direction overrides in names and titles (security review, low 11)', () => {
  it('refuses them with 99 like NUL, in a record title and in an account name, and stores nothing', async () => {
    for (const mark of ['\u202E', '\u202D', '\u2066', '\u2069', '\u202A']) {
      const before = await snapshot();
      const claim = await as.staff01.post('/m/reimapplication', travelClaim(100, `发票${mark}fdp.exe`));
      expect(claim.body.status).toBe(99);
      expect(await snapshot()).toBe(before);
    }
    const office = (await as.admin.get('/office')).body.data[0];
    const account = await as.admin.post('/user', { loginName: 'rtl01', name: `张三\u202E四`, officeId: office.id, password: 'Start@123' });
    expect(account.body.status).toBe(99);
    expect((await as.admin.get('/user?loginName=rtl01')).body.data.list).toEqual([]);
  });

  it('still takes right-to-left and mixed text without override characters', async () => {
    const claim = await as.staff01.post('/m/reimapplication', travelClaim(100, 'Cena في مطعم 餐费'));
    expect(claim.body.status).toBe(200);
  });
});
