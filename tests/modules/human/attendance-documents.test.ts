import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { postAttendance, signedAttendance } from '../../../src/server/attendance/attendance-documents.ts';
import { findModule } from '../../../src/modules/index.ts';
import { moduleCalls, signedInApp } from '../../support/api.helpers.ts';

/**
 * Overtime, business trips and outside work (src/server/attendance/README.md, "Attendance documents"): overtime is
 * split at midnight and rated by the holiday calendar, time off in lieu is refused where Labour Law §44 does not offer
 * it, and a signed rest day's overtime taken as time off credits staff01's time-off balance once. Trips and outside
 * work are filed, signed and found by the month with their covered time.
 */
const { t, as, ids } = signedInApp();
const overtime = moduleCalls(as, 'overtime');
const trip = moduleCalls(as, 'trip');
const outside = moduleCalls(as, 'outside');

type Row = Record<string, any>;
const rows = async <T = Row>(query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

async function toilOf(name: string) {
  const answer = await as[name].get('/attendance/leave/balances');
  expect(answer.body.status, answer.body.msg).toBe(200);
  return (answer.body.data as Row[]).find((entry) => entry.holidayType === 'toil')!;
}

async function filed(module: ReturnType<typeof moduleCalls>, data: Row, headers?: Record<string, string>) {
  const created = await module.create(data);
  expect(created.body.status, created.body.msg).toBe(200);
  const id = created.body.data.id as number;
  const submitted = await as.staff01.post(
    `/wf/${module === overtime ? 'overtime' : module === trip ? 'trip' : 'outside'}/${id}/submit`,
    {},
    headers ?? { 'accept-language': 'en' },
  );
  return { id, submitted };
}

const worked = (startDate: string, startTime: string, endDate: string, endTime: string, compensation = 'pay') => ({
  reason: '版本发布',
  startDate,
  startTime,
  endDate,
  endTime,
  compensation,
});

/** The month's overtime parts of one document, as `signedAttendance` reads the signed ones. */
async function partsOf(from: string, to: string) {
  const month = await t.database.db.transaction((tx) => signedAttendance(tx, from, to));
  return month.overtime
    .filter((part) => part.personId === String(ids.staff01))
    .map(({ day, minutes, rate, compensation }) => ({ day, minutes, rate, compensation }));
}

describe('overtime, business trips and outside work', () => {
  it('shows the demo Saturday morning as 4 hours of time off in lieu in staff01’s balance', async () => {
    const toil = await toilOf('staff01');
    const credits = toil.rows.filter((row: Row) => row.kind === 'grant' && row.module === 'overtime');
    expect(credits).toHaveLength(1);
    expect(credits[0]).toMatchObject({ amount: 240, day: '2026-11-21' });
    expect(toil.balanceInUnit).toBe(4);
  });

  it('splits 20:00 Saturday to 02:00 Sunday at midnight, both rest-day parts at 200 %', async () => {
    const { id, submitted } = await filed(overtime, worked('2026-12-05', '20:00', '2026-12-06', '02:00'));
    expect(submitted.body.status, submitted.body.msg).toBe(200);
    await overtime.ok('leader01', id, 'approve');
    expect(await overtime.statusOf(id)).toBe(4);
    expect(await partsOf('2026-12-05', '2026-12-06')).toEqual([
      { day: '2026-12-05', minutes: 240, rate: 200, compensation: 'pay' },
      { day: '2026-12-06', minutes: 120, rate: 200, compensation: 'pay' },
    ]);
  });

  it('rates 20:00 Friday to 02:00 Saturday 150 % then 200 %, and a statutory holiday 300 %', async () => {
    await t.database.db.execute(sql`insert into holidays (day, name, is_workday, statutory) values ('2027-01-01', '元旦', false, true) on conflict do nothing`);
    const friday = await filed(overtime, worked('2026-12-11', '20:00', '2026-12-12', '02:00'));
    expect(friday.submitted.body.status, friday.submitted.body.msg).toBe(200);
    await overtime.ok('leader01', friday.id, 'approve');
    const holiday = await filed(overtime, worked('2027-01-01', '10:00', '2027-01-01', '16:30'));
    expect(holiday.submitted.body.status, holiday.submitted.body.msg).toBe(200);
    await overtime.ok('leader01', holiday.id, 'approve');
    expect(await partsOf('2026-12-11', '2026-12-12')).toEqual([
      { day: '2026-12-11', minutes: 240, rate: 150, compensation: 'pay' },
      { day: '2026-12-12', minutes: 120, rate: 200, compensation: 'pay' },
    ]);
    expect(await partsOf('2027-01-01', '2027-01-31')).toEqual([{ day: '2027-01-01', minutes: 390, rate: 300, compensation: 'pay' }]);
  });

  it('refuses time off in lieu on a statutory holiday, in English and in Chinese, naming the compensation', async () => {
    const { id, submitted } = await filed(overtime, worked('2027-01-01', '09:00', '2027-01-01', '12:00', 'timeOff'));
    expect(submitted.body.status).toBe(1001);
    expect(submitted.body.msg).toBe('Compensation: Overtime on a statutory holiday is paid at 300% and cannot be taken as time off');
    const zh = await as.staff01.post(`/wf/overtime/${id}/submit`, {}, { 'accept-language': 'zh' });
    expect(zh.body.status).toBe(1001);
    expect(zh.body.msg).toContain('补偿方式');
    expect(zh.body.msg).toContain('法定节假日加班须支付300%加班工资，不能安排调休');
    // Nothing changed: still a draft.
    expect(await overtime.statusOf(id)).toBe(0);
    // A night from a rest day into a statutory holiday is refused too: one part may not be taken as time off.
    const into = await filed(overtime, worked('2026-12-31', '22:00', '2027-01-01', '01:00', 'timeOff'));
    expect(into.submitted.body.status).toBe(1001);
  });

  it('counts a period for the form before it is filed, as the submission will count it', async () => {
    const count = (module: string, data: Row, language = 'en') => as.staff01.post(`/attendance/count/${module}`, data, { 'accept-language': language });
    const paid = await count('overtime', worked('2026-12-11', '20:00', '2026-12-12', '02:00'));
    expect(paid.body.status, paid.body.msg).toBe(200);
    expect(paid.body.data).toEqual({
      kind: 'overtime',
      parts: [
        { day: '2026-12-11', dayKind: 'workday', rate: 150, minutes: 240 },
        { day: '2026-12-12', dayKind: 'restday', rate: 200, minutes: 120 },
      ],
      timeOffMinutes: 0,
      coveredHalves: 0,
      coveredMinutes: 0,
    });
    const timeOff = await count('overtime', worked('2026-12-12', '09:00', '2026-12-12', '11:30', 'timeOff'));
    expect(timeOff.body.data.timeOffMinutes).toBe(150);
    const refused = await count('overtime', worked('2026-12-11', '20:00', '2026-12-12', '02:00', 'timeOff'), 'zh');
    expect(refused.body.status).toBe(1001);
    expect(refused.body.msg).toContain('工作日延长工作时间须支付150%加班工资，不能安排调休');
    const away = await count('trip', { startDate: '2026-12-04', startHalf: 'pm', endDate: '2026-12-07', endHalf: 'am' });
    expect(away.body.data).toMatchObject({ kind: 'trip', coveredHalves: 2, coveredMinutes: 0 });
    // A module without the capability is no attendance document.
    expect((await count('leave', {})).body.status).toBe(404);
  });

  it('refuses time off in lieu for overtime on a working day', async () => {
    const { submitted } = await filed(overtime, worked('2026-12-09', '18:30', '2026-12-09', '21:30', 'timeOff'));
    expect(submitted.body.status).toBe(1001);
    expect(submitted.body.msg).toBe('Compensation: Overtime on a working day is paid at 150% and cannot be taken as time off');
  });

  it('credits a rest day’s overtime taken as time off once, even when it is approved twice at once', async () => {
    const before = (await toilOf('staff01')).balance as number;
    // Saturday 19 December 2026, 09:00 to 12:30: 210 minutes.
    const { id, submitted } = await filed(overtime, worked('2026-12-19', '09:00', '2026-12-19', '12:30', 'timeOff'));
    expect(submitted.body.status, submitted.body.msg).toBe(200);
    // Submitted, nothing is credited yet.
    expect((await toilOf('staff01')).balance).toBe(before);
    const answers = await Promise.all([overtime.act('leader01', id, 'approve'), overtime.act('leader01', id, 'approve')]);
    expect(answers.filter((answer) => answer.body.status === 200)).toHaveLength(1);
    expect(await overtime.statusOf(id)).toBe(4);
    const after = await toilOf('staff01');
    expect(after.balance).toBe(before + 210);
    expect(after.rows.filter((row: Row) => row.recordId === id)).toEqual([
      expect.objectContaining({ kind: 'grant', amount: 210, day: '2026-12-19', module: 'overtime', expires: null }),
    ]);
    // The signing's write itself runs once per document, however often it is called.
    const descriptor = findModule('overtime')!;
    const [record] = await rows(sql`select * from records where id = ${id}`);
    const row = { ...record, creatorId: record.creator_id, serialNo: record.serial_no } as never;
    await Promise.all([
      t.database.db.transaction((tx) => postAttendance(tx, descriptor, row, ids.leader01)),
      t.database.db.transaction((tx) => postAttendance(tx, descriptor, row, ids.leader01)),
    ]);
    const credits = await rows<{ n: number }>(sql`select count(*)::int as n from leave_ledger where record_id = ${id}`);
    expect(credits[0].n).toBe(1);
    // The time off can now be taken: 3 hours of 调休 on a working day fit the balance.
    const leave = moduleCalls(as, 'leave');
    const created = await leave.create({
      reason: '调休',
      holidayType: 'toil',
      startDate: '2026-12-21',
      startTime: '09:00',
      endDate: '2026-12-21',
      endTime: '12:00',
    });
    const taken = await leave.act('staff01', created.body.data.id, 'submit');
    expect(taken.body.status, taken.body.msg).toBe(200);
  });

  it('files and signs a business trip, whose working half days the month counts as a trip', async () => {
    // Friday 4 December afternoon to Monday 7 December morning: the weekend between is no working day.
    const { id, submitted } = await filed(trip, {
      reason: '客户回访',
      destination: '杭州',
      startDate: '2026-12-04',
      startHalf: 'pm',
      endDate: '2026-12-07',
      endHalf: 'am',
      transport: 'train',
      estimatedCost: '860.50',
    });
    expect(submitted.body.status, submitted.body.msg).toBe(200);
    await trip.ok('leader01', id, 'approve');
    expect(await trip.statusOf(id)).toBe(4);
    expect(Number((await trip.record(id)).estimatedCost)).toBe(860.5);
    const month = await t.database.db.transaction((tx) => signedAttendance(tx, '2026-12-01', '2026-12-31'));
    expect(month.coverings.filter((covering) => covering.kind === 'trip')).toEqual([
      { personId: String(ids.staff01), kind: 'trip', day: '2026-12-04', halves: 1, half: 'pm' },
      { personId: String(ids.staff01), kind: 'trip', day: '2026-12-07', halves: 1, half: 'am' },
    ]);
  });

  it('files and signs outside work, whose shift minutes the month counts as outside work', async () => {
    const { id, submitted } = await filed(outside, { reason: '银行办理业务', place: '工商银行', day: '2026-12-08', startTime: '10:00', endTime: '15:00' });
    expect(submitted.body.status, submitted.body.msg).toBe(200);
    await outside.ok('leader01', id, 'approve');
    expect(await outside.statusOf(id)).toBe(4);
    const month = await t.database.db.transaction((tx) => signedAttendance(tx, '2026-12-01', '2026-12-31'));
    // 10:00 to 15:00 on the office shift, lunch left out: 4 hours.
    expect(month.coverings.filter((covering) => covering.kind === 'outside')).toEqual([
      { personId: String(ids.staff01), kind: 'outside', day: '2026-12-08', minutes: 240 },
    ]);
  });

  it('refuses a period that ends before it starts, naming the end, in the reader’s language', async () => {
    const reversedTrip = await filed(trip, {
      reason: '出差',
      destination: '北京',
      startDate: '2026-12-10',
      startHalf: 'am',
      endDate: '2026-12-09',
      endHalf: 'pm',
      transport: 'plane',
    });
    expect(reversedTrip.submitted.body.status).toBe(1001);
    expect(reversedTrip.submitted.body.msg).toBe('To: The period cannot end before it starts');
    const reversedOutside = await filed(
      outside,
      { reason: '外出', place: '税务局', day: '2026-12-10', startTime: '15:00', endTime: '10:00' },
      { 'accept-language': 'zh' },
    );
    expect(reversedOutside.submitted.body.status).toBe(1001);
    expect(reversedOutside.submitted.body.msg).toContain('结束时间不能早于开始时间');
    const reversedOvertime = await filed(overtime, worked('2026-12-12', '18:00', '2026-12-12', '09:00'));
    expect(reversedOvertime.submitted.body.msg).toBe('To time: The period cannot end before it starts');
    const empty = await filed(overtime, worked('2026-12-12', '18:00', '2026-12-12', '18:00'));
    expect(empty.submitted.body.status).toBe(1001);
    // None was filed: each stays a draft.
    const statuses = await rows<{ status: number }>(
      sql`select status from records where id in (${reversedTrip.id}, ${reversedOutside.id}, ${reversedOvertime.id}, ${empty.id})`,
    );
    expect(statuses.map((row) => row.status)).toEqual([0, 0, 0, 0]);
  });
});
