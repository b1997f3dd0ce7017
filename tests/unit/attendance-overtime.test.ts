import { describe, expect, it } from 'vitest';
import { makeCalendar } from '../../src/server/attendance/calendar.ts';
import { compensateOvertime, splitOvertime } from '../../src/server/attendance/overtime.ts';
import { minuteNumber } from '../../src/shared/iso-days.ts';
import { calendar2025 } from './attendance.helpers.ts';

describe('the kind of a day, from the holiday calendar', () => {
  it('reads weekdays as working days and weekends as rest days where the calendar says nothing', () => {
    expect(calendar2025.kind('2025-09-26')).toBe('workday');
    expect(calendar2025.kind('2025-09-27')).toBe('restday');
  });

  it('reads a make-up Sunday as a working day, festivals as statutory, the weekend and swapped weekdays as rest days', () => {
    expect(calendar2025.kind('2025-09-28')).toBe('workday');
    expect(['2025-10-01', '2025-10-02', '2025-10-03', '2025-10-06'].map((day) => calendar2025.kind(day))).toEqual(Array(4).fill('statutory'));
    expect(['2025-10-04', '2025-10-05', '2025-10-07', '2025-10-08'].map((day) => calendar2025.kind(day))).toEqual(Array(4).fill('restday'));
    expect(calendar2025.isWorkday('2025-10-11')).toBe(true);
  });

  it('takes a day off whose row does not say whether it is statutory for a statutory holiday', () => {
    const calendar = makeCalendar([{ day: '2025-10-07', name: '国庆节', isWorkday: false }]);
    expect(calendar.kind('2025-10-07')).toBe('statutory');
  });
});

describe('overtime pay (Labour Law §44)', () => {
  it('pays 150 % on a working day, 200 % on a rest day and 300 % on a statutory holiday', () => {
    expect(compensateOvertime('workday', 120, 'pay')).toEqual({ ok: true, compensation: 'pay', rate: 150, timeOffMinutes: 0 });
    expect(compensateOvertime('restday', 480, 'pay')).toEqual({ ok: true, compensation: 'pay', rate: 200, timeOffMinutes: 0 });
    expect(compensateOvertime('statutory', 480, 'pay')).toEqual({ ok: true, compensation: 'pay', rate: 300, timeOffMinutes: 0 });
  });

  it('credits rest-day overtime to the time-off balance, minute for minute, when time off is asked for', () => {
    expect(compensateOvertime('restday', 450, 'timeOff')).toEqual({ ok: true, compensation: 'timeOff', rate: 200, timeOffMinutes: 450 });
  });

  it('refuses time off for a statutory holiday, whatever the policy', () => {
    expect(compensateOvertime('statutory', 480, 'timeOff')).toEqual({ ok: false, messageId: 'hr.toilOnStatutoryHoliday' });
    expect(compensateOvertime('statutory', 480, 'timeOff', { timeOffOnWorkdays: true })).toMatchObject({ ok: false });
  });

  it('refuses time off for working-day overtime unless the company allows it', () => {
    expect(compensateOvertime('workday', 60, 'timeOff')).toEqual({ ok: false, messageId: 'hr.toilOnlyOnRestDays' });
    expect(compensateOvertime('workday', 60, 'timeOff', { timeOffOnWorkdays: true })).toMatchObject({ ok: true, timeOffMinutes: 60 });
  });

  it('splits overtime at midnight and rates each part by its own day', () => {
    // Tuesday 30 September, a working day, 20:00 to 02:00 on 1 October, National Day.
    expect(splitOvertime(minuteNumber('2025-09-30 20:00'), minuteNumber('2025-10-01 02:00'), calendar2025)).toEqual([
      { day: '2025-09-30', kind: 'workday', rate: 150, minutes: 240 },
      { day: '2025-10-01', kind: 'statutory', rate: 300, minutes: 120 },
    ]);
    expect(splitOvertime(minuteNumber('2025-10-07 09:00'), minuteNumber('2025-10-07 17:30'), calendar2025)).toEqual([
      { day: '2025-10-07', kind: 'restday', rate: 200, minutes: 510 },
    ]);
  });
});
