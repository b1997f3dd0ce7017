import { describe, expect, it } from 'vitest';
import { assignPunches, dailyResult, dailyResults, shiftOf, type Shift } from '../../src/server/attendance/daily.ts';
import { minuteNumber } from '../../src/shared/iso-days.ts';
import { calendar2025 } from './attendance.helpers.ts';

/** The office day: 09:00–18:00 with lunch 12:00–13:00; 5 minutes' grace to arrive; more than 30 minutes late or early is half a day, more than 4 hours a day. */
const office: Shift = shiftOf({ start: '09:00', end: '18:00', rest: ['12:00', '13:00'], graceLate: 5, graceEarly: 0, halfDayAfter: 30, absentAfter: 240 });
const night: Shift = shiftOf({ start: '18:00', end: '07:00', graceLate: 0, graceEarly: 0, halfDayAfter: 60, absentAfter: 240 });
const evening: Shift = shiftOf({ start: '18:00', end: '23:00', graceLate: 0, graceEarly: 0, halfDayAfter: 60, absentAfter: 120 });

const at = (...stamps: string[]) => stamps.map(minuteNumber);
const officeDay = (...stamps: string[]) => dailyResult('2025-09-29', 'workday', office, at(...stamps.map((s) => `2025-09-29 ${s}`)));

describe('a day at the office, from its punches', () => {
  it('counts a full day with no lateness: worked minutes are the shift less lunch', () => {
    expect(officeDay('08:55', '12:10', '18:05')).toMatchObject({ lateMinutes: 0, earlyMinutes: 0, absence: 'none', workedMinutes: 480 });
  });

  it('forgives lateness within the grace and counts it all from the start beyond', () => {
    expect(officeDay('09:05', '18:00')).toMatchObject({ lateMinutes: 0, absence: 'none', workedMinutes: 475 });
    expect(officeDay('09:06', '18:00')).toMatchObject({ lateMinutes: 6, absence: 'none', workedMinutes: 474 });
  });

  it('counts leaving before the end as early, with no grace here', () => {
    expect(officeDay('09:00', '17:50')).toMatchObject({ lateMinutes: 0, earlyMinutes: 10, absence: 'none', workedMinutes: 470 });
  });

  it('turns lateness beyond 30 minutes into half a day absent (the morning), no longer counted as late', () => {
    expect(officeDay('09:40', '18:00')).toMatchObject({ lateMinutes: 0, absence: 'half', absentAm: true, absentPm: false, workedMinutes: 440 });
    expect(officeDay('09:00', '17:00')).toMatchObject({ earlyMinutes: 0, absence: 'half', absentAm: false, absentPm: true });
  });

  it('turns lateness beyond 4 hours, or half days lost at both ends, into a whole day absent', () => {
    expect(officeDay('13:30', '18:00')).toMatchObject({ absence: 'full', workedMinutes: 270 });
    expect(officeDay('09:45', '17:00')).toMatchObject({ absence: 'full', absentAm: true, absentPm: true });
  });

  it('counts a working day without a punch as a day absent, and one punch as half a day (a missing punch)', () => {
    expect(officeDay()).toMatchObject({ absence: 'full', workedMinutes: 0, missingIn: true, missingOut: true });
    expect(officeDay('08:58')).toMatchObject({ absence: 'half', absentPm: true, missingOut: true, missingIn: false, lateMinutes: 0 });
    expect(officeDay('18:02')).toMatchObject({ absence: 'half', absentAm: true, missingIn: true, missingOut: false });
  });
});

describe('time excused by an approved leave, trip or outside work', () => {
  const excused = (from: string, to: string) => ({ from: minuteNumber(`2025-09-29 ${from}`), to: minuteNumber(`2025-09-29 ${to}`) });
  const day = (punches: string[], ...leaves: { from: number; to: number }[]) =>
    dailyResult('2025-09-29', 'workday', office, at(...punches.map((s) => `2025-09-29 ${s}`)), leaves);

  it('measures lateness from the end of a leave at the start of the shift, and past the lunch break', () => {
    expect(day(['10:58', '18:00'], excused('09:00', '11:00'))).toMatchObject({ lateMinutes: 0, absence: 'none', workedMinutes: 362 });
    expect(day(['13:00', '18:00'], excused('09:00', '12:00'))).toMatchObject({ lateMinutes: 0, absence: 'none' });
    expect(day(['11:20', '18:00'], excused('09:00', '11:00'))).toMatchObject({ lateMinutes: 20, absence: 'none' });
  });

  it('measures leaving early from the start of a leave to the end of the shift, chained leaves included', () => {
    expect(day(['09:00', '16:00'], excused('16:00', '17:00'), excused('17:00', '18:00'))).toMatchObject({ earlyMinutes: 0, absence: 'none' });
  });

  it('leaves a day wholly excused without absence', () => {
    expect(day([], excused('09:00', '18:00'))).toMatchObject({ expected: true, absence: 'none', workedMinutes: 0 });
  });

  it('still wants both punches of the part attended: a morning worked before an afternoon’s leave ends with a punch at 12:00', () => {
    expect(day(['08:58', '12:01'], excused('13:00', '18:00'))).toMatchObject({ absence: 'none', earlyMinutes: 0, workedMinutes: 180 });
    expect(day(['08:58'], excused('13:00', '18:00'))).toMatchObject({ absence: 'half', missingOut: true });
  });
});

describe('working days from the holiday calendar', () => {
  const month = (punches: string[]) =>
    dailyResults({ from: '2025-09-27', to: '2025-10-11', calendar: calendar2025, shiftOn: () => office, punches: at(...punches) });

  it('counts the make-up Sunday worked (调休) without a check-in as absent, and a statutory holiday without punches as nothing', () => {
    const days = month([]);
    expect(days.find((day) => day.day === '2025-09-28')).toMatchObject({ kind: 'workday', expected: true, absence: 'full' });
    expect(days.find((day) => day.day === '2025-10-01')).toMatchObject({ kind: 'statutory', expected: false, absence: 'none', workedMinutes: 0 });
    expect(days.find((day) => day.day === '2025-10-07')).toMatchObject({ kind: 'restday', expected: false, absence: 'none' });
    expect(days.filter((day) => day.expected).map((day) => day.day)).toEqual([
      '2025-09-28',
      '2025-09-29',
      '2025-09-30',
      '2025-10-09',
      '2025-10-10',
      '2025-10-11',
    ]);
  });

  it('gives each day the excused time that overlaps its shift', () => {
    const days = dailyResults({
      from: '2025-09-29',
      to: '2025-09-30',
      calendar: calendar2025,
      shiftOn: () => office,
      punches: at('2025-09-29 10:58', '2025-09-29 18:00', '2025-09-30 10:58', '2025-09-30 18:00'),
      excused: [{ from: minuteNumber('2025-09-29 09:00'), to: minuteNumber('2025-09-29 11:00') }],
    });
    expect(days.map((day) => [day.day, day.absence, day.lateMinutes])).toEqual([
      ['2025-09-29', 'none', 0],
      ['2025-09-30', 'half', 0],
    ]);
  });

  it('credits punches on a rest day to that day as time present, with no lateness', () => {
    const days = month(['2025-10-04 10:00', '2025-10-04 15:30']);
    expect(days.find((day) => day.day === '2025-10-04')).toMatchObject({ expected: false, workedMinutes: 330, lateMinutes: 0, absence: 'none' });
  });
});

describe('a night shift crossing midnight', () => {
  const schedule = [
    { day: '2025-09-29', shift: night },
    { day: '2025-09-30', shift: evening },
  ];

  it('credits the morning punch at 07:02 to the night shift of the day before, and the evening punches to their own day', () => {
    const punches = at('2025-09-29 17:55', '2025-09-30 07:02', '2025-09-30 17:58', '2025-09-30 23:01');
    expect(Object.fromEntries(assignPunches(schedule, punches))).toEqual({
      '2025-09-29': at('2025-09-29 17:55', '2025-09-30 07:02'),
      '2025-09-30': at('2025-09-30 17:58', '2025-09-30 23:01'),
    });
  });

  it('counts the night shift on the day it starts: 13 hours worked, neither late nor early', () => {
    expect(dailyResult('2025-09-29', 'workday', night, at('2025-09-29 17:55', '2025-09-30 07:02'))).toMatchObject({
      lateMinutes: 0,
      earlyMinutes: 0,
      absence: 'none',
      workedMinutes: 780,
    });
    expect(dailyResult('2025-09-29', 'workday', night, at('2025-09-29 18:20', '2025-09-30 06:30'))).toMatchObject({
      lateMinutes: 20,
      earlyMinutes: 30,
      workedMinutes: 730,
    });
  });

  it('divides the punches between a night shift and an office day after it at the middle of the gap (08:00)', () => {
    const punches = at('2025-09-29 17:58', '2025-09-30 07:40', '2025-09-30 08:10', '2025-09-30 18:00');
    expect(
      Object.fromEntries(
        assignPunches(
          [
            { day: '2025-09-29', shift: night },
            { day: '2025-09-30', shift: office },
          ],
          punches,
        ),
      ),
    ).toEqual({
      '2025-09-29': at('2025-09-29 17:58', '2025-09-30 07:40'),
      '2025-09-30': at('2025-09-30 08:10', '2025-09-30 18:00'),
    });
  });

  it('leaves a stray punch far from any shift out of the shift it falls near in the calendar', () => {
    const punches = at('2025-09-29 17:55', '2025-09-30 07:02', '2025-09-30 13:30', '2025-09-30 17:58', '2025-09-30 23:01');
    expect(assignPunches(schedule, punches).get('2025-09-30')).toEqual(at('2025-09-30 17:58', '2025-09-30 23:01'));
  });
});
