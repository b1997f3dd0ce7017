import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ensureYearlyGrant, yearlyGrantOf } from '../../../src/server/attendance/leave-moves.ts';
import { moduleCalls, signedInApp } from '../../support/api.helpers.ts';

/**
 * Leave and cancel-leave on the leave ledger (src/server/attendance/README.md, "Balances"): staff01 (whose archive counts service
 * from July 2015, so 10 days of annual leave in 2026) takes annual leave, comes back early, and is refused what the
 * balance or the leave does not allow. Every figure is read from the balances route and the ledger itself.
 */
const { t, as, ids } = signedInApp();
const leave = moduleCalls(as, 'leave');
const cancel = moduleCalls(as, 'cancelleave');

type Row = Record<string, any>;
const rows = async <T = Row>(query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

async function balanceOf(name: string, type: string, locale = 'en', of?: number) {
  const answer = await as[name].get(`/attendance/leave/balances${of ? `?userId=${of}` : ''}`, { 'accept-language': locale });
  expect(answer.body.status, answer.body.msg).toBe(200);
  return (answer.body.data as Row[]).find((entry) => entry.holidayType === type)!;
}

async function filed(module: ReturnType<typeof moduleCalls>, data: Row) {
  const created = await module.create(data);
  expect(created.body.status, created.body.msg).toBe(200);
  const id = created.body.data.id as number;
  return { id, submitted: await module.act('staff01', id, 'submit', {}) };
}

const annual = (startDate: string, endDate: string, extra: Row = {}) => ({
  reason: '年假',
  holidayType: 'annual',
  startDate,
  startHalf: 'am',
  endDate,
  endHalf: 'pm',
  ...extra,
});

describe('leave and cancel-leave on the ledger', () => {
  let leaveId = 0;

  it('grants staff01 the year 10 days once, less the demo leave of 3 days and nothing else yet', async () => {
    const balance = await balanceOf('staff01', 'annual');
    const grants = balance.rows.filter((row: Row) => row.kind === 'grant');
    expect(grants).toHaveLength(1);
    expect([grants[0].amount, grants[0].year, grants[0].expires]).toEqual([20, 2026, '2027-03-31']);
    expect(grants[0].reason).toBe('2026: 10 y 6 m of service since 2015-07-01, 10 days');
    expect((await balanceOf('staff01', 'annual', 'zh')).rows[0].reason).toBe('2026年：自2015-07-01起工龄10年6个月，享10天');
    // The demo leave of 12-14 October 2026 is signed: 3 days used.
    expect(balance.rows.filter((row: Row) => row.kind === 'use').map((row: Row) => row.amount)).toEqual([6]);
    expect(balance.balanceInUnit).toBe(7);
  });

  it('writes a use of 2 days when leader01 signs 2 days of annual leave, and the balance drops by 2 days', async () => {
    const before = (await balanceOf('staff01', 'annual')).balance;
    // Monday 7 and Tuesday 8 December 2026: 2 working days.
    const { id, submitted } = await filed(leave, annual('2026-12-07', '2026-12-08'));
    expect(submitted.body.status, submitted.body.msg).toBe(200);
    // Submitted, nothing is written yet.
    expect((await balanceOf('staff01', 'annual')).balance).toBe(before);
    await leave.ok('leader01', id, 'approve');
    expect(await leave.statusOf(id)).toBe(4);
    const after = await balanceOf('staff01', 'annual');
    expect(after.balance).toBe(before - 4);
    const use = after.rows.find((row: Row) => row.kind === 'use' && row.recordId === id);
    expect(use).toMatchObject({ amount: 4, day: '2026-12-07', module: 'leave' });
    expect(use.serialNo).toMatch(/^QJ\d{6}\d{4}$/);
    leaveId = id;
  });

  it('counts working days from the calendar, not the days typed: a weekend in the period is not taken', async () => {
    const { id, submitted } = await filed(leave, annual('2026-12-11', '2026-12-14', { startHalf: 'pm', endHalf: 'am' }));
    expect(submitted.body.status, submitted.body.msg).toBe(200);
    // Friday 11 December afternoon to Monday 14 morning: the weekend between is not counted, 1 day (2 half days).
    const before = (await balanceOf('staff01', 'annual')).balance;
    await leave.ok('leader01', id, 'approve');
    const after = await balanceOf('staff01', 'annual');
    expect(before - after.balance).toBe(2);
  });

  it('gives 1 day back when a cancel-leave of 1 day is signed, as a cancellation of the leave’s use', async () => {
    const before = (await balanceOf('staff01', 'annual')).balance;
    const { id, submitted } = await filed(cancel, {
      reason: '提前返岗',
      leave: leaveId,
      startDate: '2026-12-08',
      startHalf: 'am',
      endDate: '2026-12-08',
      endHalf: 'pm',
    });
    expect(submitted.body.status, submitted.body.msg).toBe(200);
    await cancel.ok('leader01', id, 'approve');
    const after = await balanceOf('staff01', 'annual');
    expect(after.balance).toBe(before + 2);
    const use = after.rows.find((row: Row) => row.kind === 'use' && row.recordId === leaveId);
    expect(after.rows.find((row: Row) => row.kind === 'cancel' && row.recordId === id)).toMatchObject({ amount: 2, cancels: use.id, module: 'cancelleave' });
  });

  it('refuses to cancel more than the leave has left, or days outside it, in the reader’s language', async () => {
    // 1 of the 2 days is left: cancelling both is refused at submission.
    const { submitted } = await filed(cancel, {
      reason: '全部销假',
      leave: leaveId,
      startDate: '2026-12-07',
      startHalf: 'am',
      endDate: '2026-12-08',
      endHalf: 'pm',
    });
    expect(submitted.body.status).toBe(1001);
    expect(submitted.body.msg).toBe('Cancelled from: More cancelled than the leave has left: 1 left, 2 cancelled');
    const created = await cancel.create({ reason: '全部销假', leave: leaveId, startDate: '2026-12-07', startHalf: 'am', endDate: '2026-12-08', endHalf: 'pm' });
    const zh = await as.staff01.post(`/wf/cancelleave/${created.body.data.id}/submit`, {}, { 'accept-language': 'zh' });
    expect(zh.body.msg).toContain('销假超过请假单剩余可销时长：剩余1，本次销假2');
    const es = await as.staff01.post(`/wf/cancelleave/${created.body.data.id}/submit`, {}, { 'accept-language': 'es' });
    expect(es.body.msg).toContain('Se anula más de lo que le queda al permiso: quedan 1, se anulan 2');
    const outside = await filed(cancel, { reason: '销假', leave: leaveId, startDate: '2026-12-09', startHalf: 'am', endDate: '2026-12-09', endHalf: 'pm' });
    expect(outside.submitted.body.status).toBe(1001);
    expect(outside.submitted.body.msg).toBe('Cancelled from: The period cancelled must lie within the period of the leave picked');
    // And the database itself refuses a cancellation beyond the use.
    const [use] = await rows<{ id: number }>(sql`select id from leave_ledger where kind = 'use' and record_id = ${leaveId}`);
    await expect(
      t.database.db.execute(
        sql`insert into leave_ledger (user_id, holiday_type, kind, amount, unit, day, record_id, cancels, reason)
            values (${ids.staff01}, 'annual', 'cancel', 4, 'halfDay', '2026-12-10', ${leaveId}, ${use.id}, 'test')`,
      ),
    ).rejects.toThrow();
  });

  it('refuses at submission a leave beyond the balance of a type that may not go negative', async () => {
    // Time off in lieu: the demo overtime credited 4 hours, a whole day (8 hours) asked.
    const toil = await filed(leave, {
      reason: '调休',
      holidayType: 'toil',
      startDate: '2026-12-15',
      startTime: '09:00',
      endDate: '2026-12-15',
      endTime: '18:00',
    });
    expect(toil.submitted.body.status).toBe(1001);
    expect(toil.submitted.body.msg).toBe('Holiday type: Not enough leave left: 4 remaining, 8 requested');
    const inChinese = await as.staff01.post(`/wf/leave/${toil.id}/submit`, {}, { 'accept-language': 'zh' });
    expect(inChinese.body.status).toBe(1001);
    expect(inChinese.body.msg).toContain('假期余额不足：剩余4，本次申请8');
    // Annual leave beyond what is left (5 days): 10 working days asked.
    const long = await filed(leave, annual('2026-12-14', '2026-12-25'));
    expect(long.submitted.body.status).toBe(1001);
    expect(long.submitted.body.msg).toBe('Holiday type: Not enough leave left: 5 remaining, 10 requested');
    // Personal leave may go negative: accepted whatever the balance.
    const personal = await filed(leave, { ...annual('2026-12-14', '2026-12-15'), holidayType: 'personal' });
    expect(personal.submitted.body.status, personal.submitted.body.msg).toBe(200);
  });

  it('asks for proof beyond the type’s length: sick leave over 2 days without an attachment', async () => {
    const sick = await filed(leave, { ...annual('2026-12-14', '2026-12-16'), holidayType: 'sick' });
    expect(sick.submitted.body.status).toBe(1001);
    expect(sick.submitted.body.msg).toContain('needs proof');
  });

  it('writes the year’s grant once even when requests race for it', async () => {
    const db = t.database.db;
    await Promise.all([
      as.leader01.get('/attendance/leave/balances'),
      as.leader01.get('/attendance/leave/balances'),
      db.transaction((tx) => ensureYearlyGrant(tx, ids.leader01, 'annual', 2027)),
      db.transaction((tx) => ensureYearlyGrant(tx, ids.leader01, 'annual', 2027)),
    ]);
    const grants = await rows<{ year: number; n: number }>(
      sql`select year, count(*)::int as n from leave_ledger where user_id = ${ids.leader01} and kind = 'grant' group by year order by year`,
    );
    expect(grants).toEqual([
      { year: 2026, n: 1 },
      { year: 2027, n: 1 },
    ]);
    // The ledger is append-only.
    await expect(db.execute(sql`update leave_ledger set amount = 99 where user_id = ${ids.leader01}`)).rejects.toThrow();
  });

  it('shows the attendance clerk anyone’s balances and ledger, and nobody else another person’s', async () => {
    const clerk = await balanceOf('manager01', 'annual', 'en', ids.staff01);
    const own = await balanceOf('staff01', 'annual');
    expect(clerk.balance).toBe(own.balance);
    expect(clerk.rows.map((row: Row) => row.id)).toEqual(own.rows.map((row: Row) => row.id));
    expect((await as.staff01.get(`/attendance/leave/balances?userId=${ids.leader01}`)).body.status).toBe(4031);
    expect((await as.manager01.get('/attendance/leave/balances?userId=999999')).body.status).toBe(404);
  });

  it('reads the service dates from the employee archive, prorating a joiner’s first year', async () => {
    // finance01 joins on 1 July 2026 with 10 years of service: 184 / 365 × 10 days = 5.04, so 5 days.
    await t.database.db.execute(
      sql`insert into records (module, serial_no, status, data, creator_id)
          values ('archives', 'DA-test-1', 0, ${JSON.stringify({ user: ids.finance01, entryDate: '2026-07-01', workStart: '2016-07-01' })}::jsonb, ${ids.finance01})`,
    );
    const balance = await balanceOf('finance01', 'annual');
    expect(balance.rows.filter((row: Row) => row.kind === 'grant').map((row: Row) => [row.amount, row.day, row.year])).toEqual([[10, '2026-07-01', 2026]]);
    expect(balance.balanceInUnit).toBe(5);
    expect(yearlyGrantOf({ workStartDate: '2016-07-01', entryDate: '2026-07-01' }, 2026)).toMatchObject({ days: 5, day: '2026-07-01' });
    // staff01's archive (service from July 2015, joined March 2019): 9.5 years on 1 January 2025 gives 5 days, 10.5 years in 2026 gives 10.
    expect(yearlyGrantOf({ workStartDate: '2015-07-01', entryDate: '2019-03-01' }, 2025)).toMatchObject({ days: 5 });
    expect(yearlyGrantOf({ workStartDate: '2015-07-01', entryDate: '2019-03-01' }, 2026)).toMatchObject({ days: 10 });
  });

  it('expires what a grant leaves unused after its last day, once, as a row naming the grant', async () => {
    // staff01's 2025 grant (5 days, to be taken by 31 March 2026) was never used: it expired.
    await t.database.db.transaction((tx) => ensureYearlyGrant(tx, ids.staff01, 'annual', 2025));
    const before = await balanceOf('staff01', 'annual');
    await balanceOf('staff01', 'annual');
    const grant = before.rows.find((row: Row) => row.kind === 'grant' && row.year === 2025);
    const expiries = (await balanceOf('staff01', 'annual')).rows.filter((row: Row) => row.kind === 'expiry');
    expect(expiries).toEqual([expect.objectContaining({ amount: 10, day: '2026-03-31', lot: grant.id })]);
    expect(expiries[0].reason).toMatch(/^Expired: 2025: \d+ y \d+ m of service since 2015-07-01/);
    expect((await balanceOf('staff01', 'annual', 'es')).rows.find((row: Row) => row.kind === 'expiry').reason).toMatch(/^Caducado: 2025: /);
    // Granted and expired: the balance is this year's as before.
    expect(before.balanceInUnit).toBe(5);
  });
});
