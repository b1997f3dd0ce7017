import { describe, expect, it } from 'vitest';
import { shiftOf } from '../../src/server/attendance/daily.ts';
import { checkLeaveBalance, leaveDuration, type LeaveType } from '../../src/server/attendance/leave-duration.ts';
import { calendar2025 } from './attendance.helpers.ts';

const office = shiftOf({ start: '09:00', end: '18:00', rest: ['12:00', '13:00'], graceLate: 5, graceEarly: 0, halfDayAfter: 30, absentAfter: 240 });
const annual: LeaveType = { code: 'annual', unit: 'day', counting: 'working', mayGoNegative: false };
const marriage: LeaveType = { code: 'marriage', unit: 'day', counting: 'natural', mayGoNegative: true };
const sick: LeaveType = { code: 'sick', unit: 'day', counting: 'working', mayGoNegative: true, proofAfter: 2 };
const personal: LeaveType = { code: 'personal', unit: 'hour', counting: 'working', mayGoNegative: true };
const context = { calendar: calendar2025, shift: office };

describe('how long a leave is, in its type’s unit', () => {
  it('counts working days by the calendar: the National Day break is not annual leave, the make-up Sunday is', () => {
    const leave = leaveDuration(annual, { from: { day: '2025-09-29', half: 'am' }, to: { day: '2025-10-10', half: 'pm' } }, context);
    expect(leave).toMatchObject({ ok: true, unit: 'halfDay', amount: 8, proofRequired: false });
    expect(leave.ok && leave.perDay.map((part) => part.day)).toEqual(['2025-09-29', '2025-09-30', '2025-10-09', '2025-10-10']);
    expect(leaveDuration(annual, { from: { day: '2025-09-28', half: 'am' }, to: { day: '2025-09-30', half: 'pm' } }, context)).toMatchObject({ amount: 6 });
  });

  it('counts natural days, holidays and weekends included, for marriage, maternity, paternity and bereavement leave', () => {
    expect(leaveDuration(marriage, { from: { day: '2025-09-30', half: 'am' }, to: { day: '2025-10-02', half: 'pm' } }, context)).toMatchObject({ amount: 6 });
    // Maternity leave of 98 days from 20 September 2025 ends on 26 December.
    expect(leaveDuration(marriage, { from: { day: '2025-09-20', half: 'am' }, to: { day: '2025-12-26', half: 'pm' } }, context)).toMatchObject({ amount: 196 });
  });

  it('counts half days: an afternoon and the next morning are one day', () => {
    const leave = leaveDuration(annual, { from: { day: '2025-09-29', half: 'pm' }, to: { day: '2025-09-30', half: 'am' } }, context);
    expect(leave).toMatchObject({ ok: true, amount: 2 });
    expect(leave.ok && leave.perDay).toEqual([
      { day: '2025-09-29', halves: 1, half: 'pm' },
      { day: '2025-09-30', halves: 1, half: 'am' },
    ]);
    expect(leaveDuration(annual, { from: { day: '2025-09-29', half: 'am' }, to: { day: '2025-09-29', half: 'am' } }, context)).toMatchObject({ amount: 1 });
  });

  it('counts an hourly leave in the shift’s working minutes, lunch and nights left out', () => {
    expect(leaveDuration(personal, { from: '2025-09-29 10:00', to: '2025-09-29 15:00' }, context)).toMatchObject({ ok: true, unit: 'minute', amount: 240 });
    const across = leaveDuration(personal, { from: '2025-09-30 16:00', to: '2025-10-09 10:00' }, context);
    expect(across).toMatchObject({ amount: 180 });
    expect(across.ok && across.perDay).toEqual([
      { day: '2025-09-30', minutes: 120 },
      { day: '2025-10-09', minutes: 60 },
    ]);
  });

  it('asks for proof beyond the type’s number of days', () => {
    expect(leaveDuration(sick, { from: { day: '2025-09-29', half: 'am' }, to: { day: '2025-09-30', half: 'pm' } }, context)).toMatchObject({
      proofRequired: false,
    });
    expect(leaveDuration(sick, { from: { day: '2025-09-29', half: 'am' }, to: { day: '2025-10-09', half: 'am' } }, context)).toMatchObject({
      amount: 5,
      proofRequired: true,
    });
  });

  it('refuses a leave ending before it starts, or holding no day to count', () => {
    expect(leaveDuration(annual, { from: { day: '2025-09-29', half: 'pm' }, to: { day: '2025-09-29', half: 'am' } }, context)).toEqual({
      ok: false,
      messageId: 'hr.leaveEndBeforeStart',
    });
    expect(leaveDuration(annual, { from: { day: '2025-10-04', half: 'am' }, to: { day: '2025-10-06', half: 'pm' } }, context)).toEqual({
      ok: false,
      messageId: 'hr.leaveEmpty',
    });
    expect(leaveDuration(personal, { from: '2025-09-29 12:10', to: '2025-09-29 12:50' }, context)).toEqual({ ok: false, messageId: 'hr.leaveEmpty' });
  });
});

describe('the balance a leave draws on', () => {
  it('refuses more than the balance of a type that may not go negative, and lets another type go below zero', () => {
    expect(checkLeaveBalance(annual, 6, 8)).toEqual({ messageId: 'hr.leaveBalanceShort', values: { balance: '3', requested: '4' } });
    expect(checkLeaveBalance(annual, 8, 8)).toBeNull();
    expect(checkLeaveBalance(sick, 0, 8)).toBeNull();
    expect(checkLeaveBalance({ ...personal, mayGoNegative: false }, 90, 120)).toEqual({
      messageId: 'hr.leaveBalanceShort',
      values: { balance: '1.5', requested: '2' },
    });
  });
});
