import { describe, expect, it } from 'vitest';
import { makeCalendar } from '../../src/server/attendance/calendar.ts';
import { shiftOf } from '../../src/server/attendance/daily.ts';
import { checkLeaveBalance, leaveDuration, type LeaveType } from '../../src/server/attendance/leave-duration.ts';
import { balance, type LedgerRow } from '../../src/server/attendance/leave-ledger.ts';
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

describe('time off in lieu, from the overtime to the leave it pays for', () => {
  it('grants a rest day’s overtime to the time-off ledger in minutes, and an hourly leave draws on it', () => {
    const office = shiftOf({ start: '09:00', end: '18:00', rest: ['12:00', '13:00'], graceLate: 5, graceEarly: 0, halfDayAfter: 30, absentAfter: 240 });
    const timeOff: LeaveType = { code: 'timeOff', unit: 'hour', counting: 'working', mayGoNegative: false };
    const [part] = splitOvertime(minuteNumber('2025-10-07 09:00'), minuteNumber('2025-10-07 13:00'), calendar2025);
    const outcome = compensateOvertime(part.kind, part.minutes, 'timeOff');
    expect(outcome).toMatchObject({ ok: true, timeOffMinutes: 240 });
    const ledger: LedgerRow[] = [{ id: 'OT1', kind: 'grant', amount: outcome.ok ? outcome.timeOffMinutes : 0, date: '2025-10-07', reason: '10月7日加班调休' }];
    const leave = leaveDuration(timeOff, { from: '2025-10-10 13:00', to: '2025-10-10 18:00' }, { calendar: calendar2025, shift: office });
    expect(leave).toMatchObject({ ok: true, amount: 300 });
    expect(checkLeaveBalance(timeOff, balance(ledger), 300)).toEqual({ messageId: 'hr.leaveBalanceShort', values: { balance: '4', requested: '5' } });
    expect(checkLeaveBalance(timeOff, balance(ledger), 240)).toBeNull();
  });
});
