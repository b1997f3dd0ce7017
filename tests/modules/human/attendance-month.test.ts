import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { moduleCalls, signedInApp } from '../../support/api.helpers.ts';
import { multipart, workbook } from '../../support/import-files.helpers.ts';

/**
 * The stored attendance month (src/server/attendance/README.md "Shifts, punches and the stored month"): staff01's
 * November 2026 on the default office shift (09:00–18:00, lunch 12:00–13:00, 5 minutes' grace, 30/240 thresholds),
 * punches imported from Excel, Saturday 14 November a make-up working day (调休), 23–24 November signed annual
 * leave; a make-up card (补卡) signed becomes a punch. manager01 is the demo's attendance clerk (checkWork:list, edit, lock); staff01 holds none of them.
 */
const { t, as, ids } = signedInApp();
const leave = moduleCalls(as, 'leave');
const EN = { 'accept-language': 'en' };
const ZH = { 'accept-language': 'zh' };
const ES = { 'accept-language': 'es' };

type Row = Record<string, any>;
const rows = async <T = Row>(query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
const punchCount = async () => (await rows<{ n: number }>(sql`select count(*)::int as n from check_ins where user_id = ${ids.staff01}`))[0].n;

/** Working days of November 2026 with staff01's punches: on time (08:55–18:02) unless the day says otherwise. */
function novemberPunches(): [string, string][] {
  const punches: [string, string][] = [];
  for (let date = 1; date <= 30; date++) {
    const day = `2026-11-${String(date).padStart(2, '0')}`;
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    // Weekends off (the make-up Saturday 14th is left without a punch); 23–24 on annual leave.
    if (weekday === 0 || weekday === 6 || date === 23 || date === 24) continue;
    if (date === 5) punches.push(['staff01', `${day} 09:06`], ['staff01', `${day} 18:01`]);
    // A punch in the morning only: the check-out is missing, the afternoon absent.
    else if (date === 10) punches.push(['staff01', `${day} 08:55`]);
    else punches.push(['staff01', `${day} 08:55`], ['staff01', `${day} 18:02`]);
  }
  return punches;
}

const upload = async (header: string[], data: unknown[][], headers = EN, by = 'manager01') => {
  const { body, headers: type } = multipart({}, await workbook(header, data));
  return as[by].post('/attendance/check-ins/import', body, { ...type, ...headers });
};

describe('the attendance month: computed, stored and locked', () => {
  it('seeds the screen under Human resources at the spec path, granted to the clerk only', async () => {
    const [menu] = await rows(
      sql`select m.href, m.component, p.code as parent from menus m join menus p on p.id = m.parent_id where m.code = 'human.checkWork'`,
    );
    expect(menu).toEqual({ href: '/human/checkWork/edit', component: 'human/checkWork', parent: 'human' });
    const clerk = (await as.manager01.get('/user/current')).body.data.permissions as string[];
    expect(clerk).toEqual(expect.arrayContaining(['checkWork:list', 'checkWork:edit', 'checkWork:lock']));
    const staff = (await as.staff01.get('/user/current')).body.data.permissions as string[];
    expect(staff.filter((code) => code.startsWith('checkWork:'))).toEqual([]);
  });

  it('seeds the office shift as the default', async () => {
    const answer = await as.manager01.get('/attendance/shifts');
    expect(answer.body.status, answer.body.msg).toBe(200);
    const shift = answer.body.data.shifts.find((row: Row) => row.isDefault);
    expect(shift).toMatchObject({ start: '09:00', end: '18:00', restStart: '12:00', restEnd: '13:00', graceLate: 5, halfDayAfter: 30, absentAfter: 240 });
  });

  it("computes the demo's September: staff01 late 12 minutes once, one check-out missing", async () => {
    const computed = await as.manager01.post('/attendance/months/2026-09/compute', {}, EN);
    expect(computed.body.status, computed.body.msg).toBe(200);
    const month = await as.manager01.get('/attendance/months/2026-09');
    const staff = month.body.data.rows.find((row: Row) => row.userId === ids.staff01);
    expect(staff).toMatchObject({ lateCount: 1, lateMinutes: 12, missingPunches: 1, earlyCount: 0 });
    expect(staff.absentHalves).toBe(1);
  });

  it('refuses a punch file with a bad row, naming its row in the reader language, and stores nothing', async () => {
    const before = await punchCount();
    const answer = await upload(
      ['账号', '打卡时间'],
      [
        ['staff01', '2026-11-02 08:55'],
        ['staff01', '2026-11-31 09:00'],
        ['nobody', '2026-11-03 08:55'],
      ],
    );
    expect(answer.http).toBe(400);
    expect(answer.body.status).toBe(1001);
    expect(answer.body.data.errorCount).toBe(2);
    expect(answer.body.data.errors.map((error: Row) => error.row)).toEqual([3, 4]);
    expect(answer.body.data.errors[0].message).toBe('Row 3 Punch time: The punch time “2026-11-31 09:00” is not valid: write YYYY-MM-DD HH:mm');
    expect(answer.body.msg).toContain('no punch was imported');
    const zh = await upload(['账号', '打卡时间'], [['staff01', 'yesterday']], ZH);
    expect(zh.body.data.errors[0].message).toBe('第2行 打卡时间: 打卡时间“yesterday”无效，应为 YYYY-MM-DD HH:mm');
    expect(await punchCount()).toBe(before);
  });

  it('imports a month of punches in one go, by account or employee number, and a second import adds nothing', async () => {
    const punches = novemberPunches();
    const answer = await upload(['Account', 'Punch time'], punches);
    expect(answer.body.status, answer.body.msg).toBe(200);
    expect(answer.body.data).toMatchObject({ rows: punches.length, imported: punches.length, errorCount: 0 });
    const again = await upload(['工号', '打卡时间'], [['200002', '2026-11-02 08:55']]);
    expect(again.body.status, again.body.msg).toBe(200);
    expect(again.body.data.imported).toBe(0);
    const [source] = await rows(sql`select distinct source from check_ins where user_id = ${ids.staff01}`);
    expect(source.source).toBe('import');
  });

  it('counts late, a missing check-out, an unpunched make-up Saturday, two days of signed leave, the signed trip and overtime', async () => {
    // Saturday 14 November 2026 is worked (调休).
    await rows(sql`insert into holidays (day, name, is_workday) values ('2026-11-14', '调休上班', true) on conflict (day) do update set is_workday = true`);
    const created = await leave.create({
      reason: '年假',
      holidayType: 'annual',
      startDate: '2026-11-23',
      startHalf: 'am',
      endDate: '2026-11-24',
      endHalf: 'pm',
    });
    expect(created.body.status, created.body.msg).toBe(200);
    const id = created.body.data.id as number;
    expect((await leave.act('staff01', id, 'submit')).body.status).toBe(200);
    await leave.ok('leader01', id, 'approve');
    const computed = await as.manager01.post('/attendance/months/2026-11/compute', {}, EN);
    expect(computed.body.status, computed.body.msg).toBe(200);
    expect(computed.body.data.people).toBeGreaterThan(1);
    const month = await as.manager01.get('/attendance/months/2026-11');
    expect(month.body.status, month.body.msg).toBe(200);
    expect(month.body.data.lock).toBeNull();
    const staff = month.body.data.rows.find((row: Row) => row.userId === ids.staff01);
    expect(staff).toMatchObject({
      // 21 weekdays and the make-up Saturday.
      expectedHalves: 44,
      lateCount: 1,
      lateMinutes: 6,
      earlyCount: 0,
      // The afternoon of the 10th, the whole of the 14th; the leave is no absence.
      absentHalves: 3,
      missingPunches: 1,
      leaveHalves: { annual: 4 },
      workedHalves: 37,
      // The demo's signed trip to Shanghai, Monday 16 to Wednesday 18 November: six working half days, as work.
      tripHalves: 6,
      // The demo's signed Saturday overtime, 21 November 09:00-13:00, taken as time off: not paid.
      timeOffMinutes: 240,
    });
    expect(Object.values(staff.overtimeMinutes as Record<string, number>).reduce((sum, minutes) => sum + minutes, 0)).toBe(0);
  });

  it('locks the month; recomputing, punching and writing into it are refused, by the database too', async () => {
    const locked = await as.manager01.post('/attendance/months/2026-11/lock', {}, EN);
    expect(locked.body.status, locked.body.msg).toBe(200);
    expect((await as.manager01.get('/attendance/months/2026-11')).body.data.lock).toMatchObject({ lockedBy: ids.manager01 });
    for (const [headers, text] of [
      [EN, 'The attendance of 2026-11 is locked'],
      [ZH, '2026-11 的考勤已锁定'],
      [ES, 'La asistencia de 2026-11 está cerrada'],
    ] as const) {
      const again = await as.manager01.post('/attendance/months/2026-11/compute', {}, headers);
      expect(again.body.status).toBe(2002);
      expect(again.body.msg).toContain(text);
    }
    const punch = await as.manager01.post('/attendance/check-ins', { punches: [{ userId: ids.staff01, at: '2026-11-14 09:00' }] }, EN);
    expect(punch.body.status).toBe(2002);
    const file = await upload(['账号', '打卡时间'], [['staff01', '2026-11-14 09:00']]);
    expect(file.body.status).toBe(2002);
    expect((await as.manager01.post('/attendance/months/2026-11/lock', {}, EN)).body.status).toBe(2002);
    await expect(t.database.db.execute(sql`update attendance_months set late_count = 0 where month = '2026-11'`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from attendance_months where month = '2026-11'`)).rejects.toThrow();
    await expect(
      t.database.db.execute(sql`insert into attendance_months (user_id, month) select id, '2026-11' from users where login_name = 'admin'`),
    ).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from check_ins where day = '2026-11-02'`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from attendance_month_locks where month = '2026-11'`)).rejects.toThrow();
    const [stored] = await rows(sql`select late_count from attendance_months where month = '2026-11' and user_id = ${ids.staff01}`);
    expect(stored.late_count).toBe(1);
    // A correction goes into the next month.
    const next = await as.manager01.post('/attendance/check-ins', { punches: [{ userId: ids.staff01, at: '2026-12-01 08:58' }] }, EN);
    expect(next.body.status, next.body.msg).toBe(200);
    expect(next.body.data.added).toBe(1);
  });

  it('stores a signed make-up card as a punch naming it, and refuses one on a day of a locked month', async () => {
    const makeup = moduleCalls(as, 'makeup');
    const created = await makeup.create({ reason: '忘记打卡', punchDate: '2026-12-03', punchTime: '08:57' });
    expect(created.body.status, created.body.msg).toBe(200);
    const id = created.body.data.id as number;
    expect((await makeup.act('staff01', id, 'submit')).body.status).toBe(200);
    await makeup.ok('leader01', id, 'approve');
    const [punch] = await rows(sql`select day::text as day, minute, source, record_id from check_ins where record_id = ${id}`);
    expect(punch).toMatchObject({ day: '2026-12-03', minute: 8 * 60 + 57, source: 'makeup' });
    const late = await makeup.create({ reason: '忘记打卡', punchDate: '2026-11-10', punchTime: '18:00' });
    const refused = await makeup.act('staff01', late.body.data.id as number, 'submit');
    expect(refused.body.status).toBe(1001);
    expect(refused.body.msg).toContain('The attendance of 2026-11 is locked');
  });

  it('refuses a second make-up card for a punch still in approval, and a fourth in a month, in the reader’s language', async () => {
    const makeup = moduleCalls(as, 'makeup');
    const submit = async (punchDate: string, punchTime: string, headers = EN) => {
      const created = await makeup.create({ reason: '忘记打卡', punchDate, punchTime });
      expect(created.body.status, created.body.msg).toBe(200);
      return (await as.staff01.post(`/wf/makeup/${created.body.data.id}/submit`, {}, headers)).body;
    };
    // December already holds the card signed above (the 3rd): this one is the 2nd, in approval.
    expect((await submit('2026-12-07', '08:55')).status).toBe(200);
    const twice = await submit('2026-12-07', '08:55', ZH);
    expect(twice.status).toBe(1001);
    expect(twice.msg).toContain('2026-12-07 08:55 的补卡申请已在审批中');
    // The check-out of the same day is another punch.
    expect((await submit('2026-12-07', '18:02')).status).toBe(200);
    const fourth = await submit('2026-12-08', '08:58');
    expect(fourth.status).toBe(1001);
    expect(fourth.msg).toContain('At most 3 make-up cards a month: 2026-12 has them all');
    // Another month starts again.
    expect((await submit('2027-01-05', '08:58')).status).toBe(200);
  });

  it('takes a typed punch by account, employee number or name, and refuses a person or time it cannot read', async () => {
    const typed = await as.manager01.post('/attendance/check-ins', { punches: [{ person: '200002', at: '2026-12-04T08:59' }] }, EN);
    expect(typed.body.status, typed.body.msg).toBe(200);
    expect(typed.body.data.added).toBe(1);
    const unknown = await as.manager01.post('/attendance/check-ins', { punches: [{ person: 'nobody', at: '2026-12-04 08:59' }] }, ES);
    expect(unknown.body.status).toBe(1001);
    expect(unknown.body.msg).toContain('«nobody»');
    const noUser = await as.manager01.post('/attendance/check-ins', { punches: [{ userId: 999999, at: '2026-12-04 08:59' }] }, EN);
    expect(noUser.body.status).toBe(1001);
    const badTime = await as.manager01.post('/attendance/check-ins', { punches: [{ person: 'staff01', at: '2026-12-04 25:00' }] }, EN);
    expect(badTime.body.status).toBe(1001);
  });

  it('computes an office alone on its own shift, which holds for the offices below it', async () => {
    const [{ officeId, total }] = await rows<{ officeId: number; total: number }>(
      sql`select office_id as "officeId", (select count(*)::int from users where enabled) as total from users where id = ${ids.staff01}`,
    );
    const absentOf = async () => {
      const computed = await as.manager01.post('/attendance/months/2026-12/compute', { officeId }, EN);
      expect(computed.body.status, computed.body.msg).toBe(200);
      expect(computed.body.data.people).toBeLessThan(total);
      const month = await as.manager01.get(`/attendance/months/2026-12?officeId=${officeId}`);
      return month.body.data.rows.find((row: Row) => row.userId === ids.staff01).absentHalves as number;
    };
    const onDefault = await absentOf();
    const early = await as.manager01.post(
      '/attendance/shifts',
      {
        name: '早班 08:00-17:00',
        start: '08:00',
        end: '17:00',
        restStart: '12:00',
        restEnd: '13:00',
        graceLate: 0,
        graceEarly: 0,
        halfDayAfter: 30,
        absentAfter: 240,
        isDefault: false,
      },
      EN,
    );
    expect(early.body.status, early.body.msg).toBe(200);
    const parent = (await rows<{ parentId: number }>(sql`select parent_id as "parentId" from offices where id = ${officeId}`))[0].parentId;
    const assigned = await as.manager01.put(`/attendance/office-shifts/${parent}`, { shiftId: early.body.data.id }, EN);
    expect(assigned.body.status, assigned.body.msg).toBe(200);
    // Each of the three December mornings punched just before 09:00 is now more than 30 minutes late: the morning is
    // absent as well as the afternoon without a check-out.
    expect(await absentOf()).toBe(onDefault + 3);
    expect((await as.manager01.put(`/attendance/office-shifts/${parent}`, { shiftId: null }, EN)).body.status).toBe(200);
    expect(await absentOf()).toBe(onDefault);
  });

  it('refuses whoever lacks the attendance permissions', async () => {
    expect((await as.staff01.get('/attendance/months/2026-11')).body.status).toBe(4031);
    expect((await as.staff01.post('/attendance/months/2026-12/compute', {})).body.status).toBe(4031);
    expect((await as.staff01.post('/attendance/check-ins', { punches: [{ userId: ids.staff01, at: '2026-12-02 08:58' }] })).body.status).toBe(4031);
    expect((await upload(['账号', '打卡时间'], [['staff01', '2026-12-02 08:58']], EN, 'staff01')).body.status).toBe(4031);
  });

  it('refuses a month that is no month, in the reader language', async () => {
    const answer = await as.manager01.post('/attendance/months/2026-13/compute', {}, ZH);
    expect(answer.body.status).toBe(1001);
    expect(answer.body.msg).toContain('YYYY-MM');
  });
});
