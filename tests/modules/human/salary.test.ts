import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { delegatedAdmin, moduleCalls, signedInApp, type Caller } from '../../support/api.helpers.ts';

/**
 * Salary and payslips (src/server/payroll/README.md "Stored payroll"): the demo's items, Shanghai-shaped insurance
 * scheme and group compute scheme over September 2026's demo punches. finance01 is the demo's salary administrator,
 * manager01 approves salary tables and single salaries; the East branch's salary administrator (eastpay) computes, staff01 reads only their own payslip.
 *
 * staff01's September, worked by hand: base (grade P2) 8,000, post 2,000, performance 1,500, meal 600; half a day
 * absent (a missing check-out) deducts (8,000 + 2,000) / 21.75 × 0.5 = 229.885… → 229.89; gross 11,870.11.
 * Insurance on a base of 10,000: pension 800, medical 200, unemployment 50, injury 0, housing fund 700 = 1,750.
 * Tax, September being the first month paid: (11,870.11 − 5,000 − 1,750 − 1,000) × 3 % = 123.6033 → 123.60.
 * Net 11,870.11 − 1,750 − 123.60 = 9,996.51.
 */
const { t, as, ids } = signedInApp();
const EN = { 'accept-language': 'en' };
const ZH = { 'accept-language': 'zh' };
const ES = { 'accept-language': 'es' };

type Row = Record<string, any>;
const rows = async <T = Row>(query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
const SALARY_CODES = ['salaryManage:sheet', 'salaryManage:compute', 'salaryManage:setup', 'salaryManage:sheetExport'];
const officeId = async (code: string) => (await rows<{ id: number }>(sql`select id from offices where code = ${code}`))[0].id;

describe('salary sheets and payslips', () => {
  let east = 0;
  let outsider: Caller;

  it('grants the salary administrator (finance01) its permissions, and nobody else below the manager', async () => {
    east = await officeId('EAST');
    // The East branch's own salary administrator: data scope 3 at the branch (finance01's company is headquarters).
    ({ caller: as.eastpay } = await delegatedAdmin(t, as.admin, {
      loginName: 'eastpay',
      codes: [
        ...SALARY_CODES,
        'salaryManage:list',
        'salaryManage:view',
        'salaryManage:add',
        'salaryManage:update',
        'salaryTable:list',
        'salaryTable:view',
        'salaryTable:add',
        'salaryTable:update',
      ],
      dataScope: 3,
      officeCode: 'EAST',
    }));
    const finance = (await as.finance01.get('/user/current')).body.data.permissions as string[];
    expect(finance).toEqual(
      expect.arrayContaining(['salaryManage:sheet', 'salaryManage:compute', 'salaryManage:setup', 'salaryManage:sheetExport', 'salaryManage:add']),
    );
    for (const name of ['staff01', 'leader01']) {
      const codes = (await as[name].get('/user/current')).body.data.permissions as string[];
      expect(codes.filter((code) => code.startsWith('salaryManage:') || code.startsWith('salaryTable:'))).toEqual([]);
    }
  });

  it('refuses to compute a month whose attendance is not locked, in the reader language', async () => {
    for (const [headers, text] of [
      [EN, 'The attendance of 2026-09 is not locked yet'],
      [ZH, '2026-09 的考勤尚未锁定'],
      [ES, 'La asistencia de 2026-09 aún no está cerrada'],
    ] as const) {
      const refused = await as.eastpay.post('/payroll/sheets/2026-09/compute', { officeId: east }, headers);
      expect(refused.body.status).toBe(2002);
      expect(refused.body.msg).toContain(text);
    }
    expect((await rows(sql`select * from salary_sheets`)).length).toBe(0);
  });

  it("computes the East branch's September from the locked attendance month, to the cent", async () => {
    expect((await as.manager01.post('/attendance/months/2026-09/compute', {}, EN)).body.status).toBe(200);
    expect((await as.manager01.post('/attendance/months/2026-09/lock', {}, EN)).body.status).toBe(200);
    const computed = await as.eastpay.post('/payroll/sheets/2026-09/compute', { officeId: east }, EN);
    expect(computed.body.status, computed.body.msg).toBe(200);
    // eastpay, the administrator, has no salary of their own.
    expect(computed.body.data).toEqual({ people: 3, withoutSalary: 1 });
    const sheet = (await as.eastpay.get(`/payroll/sheets/2026-09?officeId=${east}`)).body.data;
    expect(sheet.status).toBe(0);
    expect(sheet.columns.map((column: Row) => column.code)).toEqual(['base', 'post', 'performance', 'meal', 'overtimePay', 'absenceDeduction', 'gross']);
    const staff = sheet.rows.find((row: Row) => row.userId === ids.staff01);
    expect(staff.values).toMatchObject({ base: '8000.00', post: '2000.00', absenceDeduction: '229.89', gross: '11870.11' });
    expect(staff).toMatchObject({ gross: '11870.11', employeeInsurance: '1750.00', tax: '123.60', net: '9996.51' });
  });

  it('applies each kind’s floor, cap and rounding as the scheme says', async () => {
    const sheet = (await as.eastpay.get(`/payroll/sheets/2026-09?officeId=${east}`)).body.data;
    const [newhire] = await rows<{ id: number }>(sql`select id from users where login_name = 'newhire01'`);
    // newhire01's base of 5,000 is below the insurance floor (7,384) but above the fund's (2,690).
    const cell = await as.eastpay.get(`/payroll/sheets/2026-09/cell?officeId=${east}&userId=${newhire.id}&code=insurance`);
    const parts = Object.fromEntries(cell.body.data.parts.map((part: Row) => [part.kind, part]));
    expect(parts.pension).toEqual({ kind: 'pension', base: '7384.00', employee: '590.72', employer: '1181.44' });
    expect(parts.housingFund).toEqual({ kind: 'housingFund', base: '5000.00', employee: '350.00', employer: '350.00' });
    expect(sheet.rows.find((row: Row) => row.userId === newhire.id).employeeInsurance).toBe('1125.32');
    // The same city rounding its insurance up to 0.1 yuan and capping the base at 9,000: staff01's 10,000 is capped.
    const scheme = (await as.eastpay.get('/payroll/insurance-schemes')).body.data[0];
    const kinds = scheme.kinds.map((kind: Row) =>
      kind.kind === 'housingFund'
        ? kind
        : { ...kind, cap: '9000', employee: kind.kind === 'medical' ? '0.0215' : kind.employee, round: { step: '0.1', mode: 'up' } },
    );
    const saved = await as.eastpay.post('/payroll/insurance-schemes', { city: scheme.city, year: 2026, kinds }, EN);
    expect(saved.body.status, saved.body.msg).toBe(200);
    expect((await as.eastpay.post('/payroll/sheets/2026-09/compute', { officeId: east }, EN)).body.status).toBe(200);
    const capped = await as.eastpay.get(`/payroll/sheets/2026-09/cell?officeId=${east}&userId=${ids.staff01}&code=insurance`);
    const byKind = Object.fromEntries(capped.body.data.parts.map((part: Row) => [part.kind, part]));
    // 9,000 × 2.15 % = 193.5 exactly; 9,000 × 0.5 % = 45; pension 720; the fund (not capped at 9,000) 700.
    expect(byKind.medical).toMatchObject({ base: '9000.00', employee: '193.50' });
    expect(byKind.pension).toMatchObject({ base: '9000.00', employee: '720.00' });
    expect(byKind.housingFund).toMatchObject({ base: '10000.00', employee: '700.00' });
    // A floor above its cap is refused and changes nothing.
    const bad = await as.eastpay.post(
      '/payroll/insurance-schemes',
      { city: scheme.city, year: 2026, kinds: [{ ...kinds[0], floor: '10000', cap: '9000' }] },
      EN,
    );
    expect(bad.body.status).toBe(1001);
    // The kind is named in the reader's language, not by its code.
    expect(kinds[0].kind).toBe('pension');
    expect(bad.body.msg).toContain('Pension: the floor');
    expect((await as.eastpay.get('/payroll/insurance-schemes')).body.data[0].kinds).toHaveLength(5);
    // Back to the demo scheme.
    expect((await as.eastpay.post('/payroll/insurance-schemes', { city: scheme.city, year: 2026, kinds: scheme.kinds }, EN)).body.status).toBe(200);
  });

  it('computes again to the same figures before approval', async () => {
    const read = async () =>
      rows(
        sql`select user_id, gross::text, employee_insurance::text, tax::text, net::text, values, cells from salary_sheet_rows where month = '2026-09' order by user_id`,
      );
    expect((await as.eastpay.post('/payroll/sheets/2026-09/compute', { officeId: east }, EN)).body.status).toBe(200);
    const first = await read();
    const versions = async () => rows(sql`select user_id, xmin::text as version from salary_sheet_rows where month = '2026-09' order by user_id`);
    const before = await versions();
    expect((await as.eastpay.post('/payroll/sheets/2026-09/compute', { officeId: east }, EN)).body.status).toBe(200);
    expect(await read()).toEqual(first);
    // Nothing changed, so no row was written again.
    expect(await versions()).toEqual(before);
    expect(first.find((row) => row.user_id === ids.staff01)!.net).toBe('9996.51');
  });

  it('explains a cell: its formula, the figures it read and where each came from', async () => {
    const cell = await as.eastpay.get(`/payroll/sheets/2026-09/cell?officeId=${east}&userId=${ids.staff01}&code=absenceDeduction`);
    expect(cell.body.data, JSON.stringify(cell.body)).toMatchObject({
      code: 'absenceDeduction',
      value: '229.89',
      formula: '(base + post) / workDays * (absentDays + unpaidLeaveDays)',
    });
    const used = Object.fromEntries(cell.body.data.used.map((use: Row) => [use.name, use]));
    expect(used.base).toMatchObject({ value: '8000.00', source: { kind: 'rank', grade: 'P2' } });
    expect(used.post).toMatchObject({ value: '2000.00', source: { kind: 'salary', effectiveMonth: '2026-01' } });
    expect(used.workDays).toMatchObject({ value: '21.75', source: { kind: 'parameter' } });
    expect(used.absentDays).toMatchObject({ value: '0.5', source: { kind: 'attendance', month: '2026-09' } });
    const tax = await as.eastpay.get(`/payroll/sheets/2026-09/cell?officeId=${east}&userId=${ids.staff01}&code=tax`);
    expect(tax.body.data).toMatchObject({ cumulativeTaxable: '4120.11', rate: '0.03', tax: '123.60', monthsBefore: 0 });
  });

  it('refuses a formula with an unknown name, a circle or anything outside the language when saved', async () => {
    const item = (code: string, formula: string, headers = EN) =>
      as.eastpay.post('/payroll/items', { code, name: code, itemType: 4, formula, roundStep: '0.01', roundMode: 'halfUp' }, headers);
    const unknown = await item('loopA', 'loopB + 1');
    expect(unknown.body.status).toBe(1001);
    expect(unknown.body.msg).toContain('“loopB”');
    expect((await item('loopB', 'base * 2')).body.status).toBe(200);
    expect((await item('loopA', 'loopB + 1')).body.status).toBe(200);
    const [loopB] = await rows<{ id: number }>(sql`select id from salary_items where code = 'loopB'`);
    const circle = await as.eastpay.post(
      '/payroll/items',
      { id: loopB.id, code: 'loopB', name: 'loopB', itemType: 4, formula: 'loopA / 2', roundStep: '0.01', roundMode: 'halfUp' },
      ZH,
    );
    expect(circle.body.status).toBe(1001);
    expect(circle.body.msg).toContain('工资项目循环引用');
    expect(circle.body.msg).toMatch(/loop[AB] → loop[AB] → loop[AB]/);
    expect((await rows(sql`select formula from salary_items where code = 'loopB'`))[0].formula).toBe('base * 2');
    const sneaky = await item('sneaky', 'base.constructor');
    expect(sneaky.body.status).toBe(1001);
    expect((await rows(sql`select 1 from salary_items where code = 'sneaky'`)).length).toBe(0);
  });

  it('sends the sheet for approval, which stops recomputing; the signing locks it for good', async () => {
    const table = moduleCalls(as, 'salarytable');
    const created = await table.create({ title: '华东分公司 2026-09 工资表', month: '2026-09', office: east }, 'eastpay');
    expect(created.body.status, created.body.msg).toBe(200);
    const id = created.body.data.id as number;
    await table.ok('eastpay', id, 'submit');
    const held = await as.eastpay.post('/payroll/sheets/2026-09/compute', { officeId: east }, EN);
    expect(held.body.status).toBe(2002);
    expect(held.body.msg).toContain('in approval');
    // Not yet locked: nobody has a payslip.
    expect((await as.staff01.get('/payroll/payslips')).body.data).toEqual([]);
    await table.ok('manager01', id, 'approve');
    const [sheet] = await rows(sql`select status, locked_at from salary_sheets where month = '2026-09'`);
    expect(sheet.status).toBe(2);
    const again = await as.eastpay.post('/payroll/sheets/2026-09/compute', { officeId: east }, ZH);
    expect(again.body.status).toBe(2002);
    expect(again.body.msg).toContain('2026-09 的工资表已锁定');
    await expect(t.database.db.execute(sql`update salary_sheet_rows set net = 0 where month = '2026-09'`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from salary_sheet_rows where month = '2026-09'`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`update salary_sheets set status = 0 where month = '2026-09'`)).rejects.toThrow();
    expect((await rows(sql`select net::text from salary_sheet_rows where month = '2026-09' and user_id = ${ids.staff01}`))[0].net).toBe('9996.51');
  });

  it('a single salary takes effect through its flow, never in a locked month', async () => {
    const salary = moduleCalls(as, 'salary');
    const change = (effectiveDate: string) =>
      salary.create(
        {
          reason: '调薪',
          person: ids.staff01,
          effectiveDate,
          grade: 'P3',
          insuranceBase: '12000',
          additional: '1000',
          lines: [
            { item: 'post', amount: '2500' },
            { item: 'performance', amount: '1500' },
          ],
        },
        'eastpay',
      );
    const late = await change('2026-09-15');
    expect(late.body.status, late.body.msg).toBe(200);
    const refused = await salary.act('eastpay', late.body.data.id, 'submit');
    expect(refused.body.status).not.toBe(200);
    expect(refused.body.msg).toContain('2026-09');
    const next = await change('2026-10-01');
    await salary.ok('eastpay', next.body.data.id, 'submit');
    await salary.ok('manager01', next.body.data.id, 'approve');
    const [stored] = await rows(
      sql`select grade, amounts, insurance_base::text as base from person_salaries where user_id = ${ids.staff01} and effective_month = '2026-10'`,
    );
    expect(stored).toEqual({ grade: 'P3', amounts: { post: '2500.00', performance: '1500.00' }, base: '12000.00' });
  });

  it('shows each person their own payslip of a locked month, and nobody else’s', async () => {
    const months = (await as.staff01.get('/payroll/payslips')).body.data;
    expect(months).toEqual([{ month: '2026-09', gross: '11870.11', net: '9996.51' }]);
    const slip = (await as.staff01.get('/payroll/payslips/2026-09')).body.data;
    expect(slip).toMatchObject({ month: '2026-09', gross: '11870.11', tax: '123.60', net: '9996.51' });
    expect(slip.items.find((item: Row) => item.code === 'absenceDeduction').value).toBe('229.89');
    // The administrator has no payslip of their own in the East sheet; staff01 cannot read the sheet.
    expect((await as.finance01.get('/payroll/payslips/2026-09')).body.status).toBe(1009);
    for (const path of [
      `/payroll/sheets/2026-09?officeId=${east}`,
      `/payroll/sheets/2026-09/cell?officeId=${east}&userId=${ids.leader01}&code=gross`,
      `/payroll/sheets/2026-09/export?officeId=${east}`,
    ])
      expect((await as.staff01.get(path)).body.status).toBe(4031);
    expect((await as.leader01.get(`/payroll/sheets/2026-09?officeId=${east}`)).body.status).toBe(4031);
  });

  it('gives an administrator outside the scope nothing through any route with salary data', async () => {
    ({ caller: outsider } = await delegatedAdmin(t, as.admin, {
      loginName: 'salarysouth',
      codes: SALARY_CODES,
      dataScope: 3,
      officeCode: 'SOUTH-ENG',
    }));
    expect((await outsider.get(`/payroll/sheets/2026-09?officeId=${east}`)).body.data).toBeNull();
    expect((await outsider.get(`/payroll/sheets/2026-09/cell?officeId=${east}&userId=${ids.staff01}&code=gross`)).body.data).toBeNull();
    expect((await outsider.get(`/payroll/sheets/2026-09/export?officeId=${east}`)).body.status).toBe(1009);
    expect((await outsider.get(`/payroll/sheets/2026-09/bank?officeId=${east}`)).body.status).toBe(1009);
    expect((await outsider.post('/payroll/sheets/2026-10/compute', { officeId: east }, EN)).body.status).toBe(4031);
    expect((await outsider.get('/payroll/payslips')).body.data).toEqual([]);
    const group = await officeId('GROUP');
    expect((await outsider.get(`/payroll/sheets/2026-09?officeId=${group}`)).body.data).toBeNull();
  });

  it('exports the sheet to Excel and the bank file, each read in the operation log', async () => {
    const excel = await as.eastpay.get(`/payroll/sheets/2026-09/export?officeId=${east}`);
    expect(excel.http).toBe(200);
    expect(Buffer.from(excel.body.data).subarray(0, 2).toString()).toBe('PK');
    const bank = await as.eastpay.get(`/payroll/sheets/2026-09/bank?officeId=${east}`);
    expect(bank.http).toBe(200);
    expect(Buffer.from(bank.body.data).toString()).toContain('9996.51');
    const logged = await rows<{ route: string; login_name: string }>(
      sql`select route, login_name from operation_logs where route like '%/payroll/%' and method = 'GET'`,
    );
    const routes = new Set(logged.map((row) => `${row.login_name} ${row.route.replace(/^.*\/payroll/, '/payroll')}`));
    for (const expected of [
      'eastpay /payroll/sheets/:month',
      'eastpay /payroll/sheets/:month/cell',
      'eastpay /payroll/sheets/:month/export',
      'eastpay /payroll/sheets/:month/bank',
      'staff01 /payroll/payslips/:month',
      'salarysouth /payroll/sheets/:month',
    ])
      expect(routes).toContain(expected);
  });

  it("continues the year's cumulation from the locked months: October withholds against September", async () => {
    // October has no punches: every working day absent, so the month's gross is small and the year's tax so far is
    // below what September withheld; nothing is withheld and nothing paid back.
    expect((await as.manager01.post('/attendance/months/2026-10/compute', {}, EN)).body.status).toBe(200);
    expect((await as.manager01.post('/attendance/months/2026-10/lock', {}, EN)).body.status).toBe(200);
    const computed = await as.eastpay.post('/payroll/sheets/2026-10/compute', { officeId: east }, EN);
    expect(computed.body.status, computed.body.msg).toBe(200);
    const tax = (await as.eastpay.get(`/payroll/sheets/2026-10/cell?officeId=${east}&userId=${ids.staff01}&code=tax`)).body.data;
    // The single salary signed above holds from October: grade P3 (12,000), post 2,500, insurance base 12,000.
    expect(tax).toMatchObject({ monthsBefore: 1, withheldBefore: '123.60', tax: '0.00' });
    const base = (await as.eastpay.get(`/payroll/sheets/2026-10/cell?officeId=${east}&userId=${ids.staff01}&code=base`)).body.data;
    expect(base).toMatchObject({ value: '12000.00', source: { kind: 'rank', grade: 'P3' } });
  });

  it('applies an item only to the grades or posts the scheme names: 0 for others, said so in its cell', async () => {
    const [scheme] = (await as.eastpay.get('/payroll/schemes')).body.data;
    const items = scheme.items.map((entry: Row) =>
      entry.code === 'performance' ? { code: 'performance', grades: ['M1'] } : entry.code === 'meal' ? { code: 'meal', posts: ['deptHead'] } : entry,
    );
    const saved = await as.eastpay.post('/payroll/schemes', { ...scheme, items }, EN);
    expect(saved.body.status, saved.body.msg).toBe(200);
    expect((await as.manager01.post('/attendance/months/2026-12/compute', {}, EN)).body.status).toBe(200);
    expect((await as.manager01.post('/attendance/months/2026-12/lock', {}, EN)).body.status).toBe(200);
    expect((await as.eastpay.post('/payroll/sheets/2026-12/compute', { officeId: east }, EN)).body.status).toBe(200);
    const cell = (code: string, userId: number) => as.eastpay.get(`/payroll/sheets/2026-12/cell?officeId=${east}&userId=${userId}&code=${code}`);
    expect((await cell('performance', ids.staff01)).body.data).toMatchObject({ value: '0.00', source: { kind: 'notApplicable' } });
    expect((await cell('meal', ids.staff01)).body.data).toMatchObject({ value: '0.00', source: { kind: 'notApplicable' } });
    // leader01 is a department head: the meal allowance is theirs.
    expect((await cell('meal', ids.leader01)).body.data).toMatchObject({ value: '600.00', source: { kind: 'fixed' } });
    // A scheme naming an item the catalogue lacks is refused.
    const unknown = await as.eastpay.post('/payroll/schemes', { ...scheme, items: [...scheme.items, { code: 'nothing' }] }, EN);
    expect(unknown.body.status).toBe(1001);
  });

  it("lets the demo's salary administrator (finance01) compute headquarters, and nothing outside it", async () => {
    const hq = await officeId('HQ');
    const computed = await as.finance01.post('/payroll/sheets/2026-09/compute', { officeId: hq }, EN);
    expect(computed.body.status, computed.body.msg).toBe(200);
    // manager01 and finance01; admin has no salary.
    expect(computed.body.data).toEqual({ people: 2, withoutSalary: 1 });
    expect((await as.finance01.post('/payroll/sheets/2026-11/compute', { officeId: east }, EN)).body.status).toBe(4031);
    expect((await as.finance01.get(`/payroll/sheets/2026-09?officeId=${east}`)).body.data).toBeNull();
  });
});
