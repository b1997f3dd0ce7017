import { MINUTES_PER_DAY, dayNumber, isoDay, minuteNumber } from '../../shared/iso-days.ts';
import type { Calendar } from './calendar.ts';
import type { Shift } from './daily.ts';

/** A leave type as HR configures it (假期类型). */
export type LeaveType = {
  code: string;
  /** Taken in days (and half days) or in hours (counted to the minute). */
  unit: 'day' | 'hour';
  /** Natural days count every day (marriage, maternity, paternity, bereavement); working days only the calendar's. */
  counting: 'natural' | 'working';
  /** The balance may go below zero (sick leave, unpaid personal leave), or the leave is refused beyond it. */
  mayGoNegative: boolean;
  /** Proof (a medical certificate, a marriage certificate) is required when the leave is longer than this, in the unit. */
  proofAfter?: number;
};

export type Half = 'am' | 'pm';
export type DayLeave = { from: { day: string; half: Half }; to: { day: string; half: Half } };
export type HourLeave = { from: string; to: string };

/** One day's part of a leave: half days (with which half, or the whole day) or minutes. */
export type LeaveDay = { day: string; halves: 1 | 2; half: Half | 'day' } | { day: string; minutes: number };

export type LeaveDuration =
  | { ok: true; unit: 'halfDay' | 'minute'; amount: number; perDay: LeaveDay[]; proofRequired: boolean }
  | { ok: false; messageId: 'hr.leaveEndBeforeStart' | 'hr.leaveEmpty' };

/**
 * How long a leave is, in whole half days or minutes. A day-unit leave runs from a half day to a half day inclusive
 * (Monday afternoon to Tuesday morning is one day); an hour-unit leave from a time to a time, counting the minutes
 * of `shift` (its rest left out) it covers on each counted day. Counted days are every day for natural-day types,
 * the calendar's working days for the others. Proof is required beyond the type's `proofAfter`.
 */
export function leaveDuration(type: LeaveType, leave: DayLeave | HourLeave, context: { calendar: Calendar; shift: Shift }): LeaveDuration {
  const counted = (day: number) => type.counting === 'natural' || context.calendar.isWorkday(day);
  const perDay: LeaveDay[] = [];
  let amount = 0;
  if (typeof leave.from === 'string') {
    const [from, to] = [minuteNumber(leave.from), minuteNumber((leave as HourLeave).to)];
    if (to < from) return { ok: false, messageId: 'hr.leaveEndBeforeStart' };
    // A shift started the day before may run into the first day.
    for (let day = Math.floor(from / MINUTES_PER_DAY) - 1; day <= Math.floor(to / MINUTES_PER_DAY); day++) {
      if (!counted(day)) continue;
      const minutes = shiftMinutesWithin(context.shift, day, from, to);
      if (minutes === 0) continue;
      perDay.push({ day: isoDay(day), minutes });
      amount += minutes;
    }
  } else {
    const { from, to } = leave as DayLeave;
    const [first, last] = [dayNumber(from.day) * 2 + (from.half === 'pm' ? 1 : 0), dayNumber(to.day) * 2 + (to.half === 'pm' ? 1 : 0)];
    if (last < first) return { ok: false, messageId: 'hr.leaveEndBeforeStart' };
    for (let day = Math.floor(first / 2); day <= Math.floor(last / 2); day++) {
      if (!counted(day)) continue;
      const [am, pm] = [day * 2 >= first, day * 2 + 1 <= last];
      const halves = am && pm ? 2 : 1;
      perDay.push({ day: isoDay(day), halves, half: halves === 2 ? 'day' : am ? 'am' : 'pm' });
      amount += halves;
    }
  }
  if (amount === 0) return { ok: false, messageId: 'hr.leaveEmpty' };
  const inUnit = type.unit === 'day' ? amount / 2 : amount / 60;
  return {
    ok: true,
    unit: type.unit === 'day' ? 'halfDay' : 'minute',
    amount,
    perDay,
    proofRequired: type.proofAfter !== undefined && inUnit > type.proofAfter,
  };
}

/** The shift's worked minutes (its rest left out) of the shift starting on `day` that lie between two minute numbers. */
function shiftMinutesWithin(shift: Shift, day: number, from: number, to: number): number {
  const base = day * MINUTES_PER_DAY;
  const within = (start: number, end: number) => Math.max(0, Math.min(to, end) - Math.max(from, start));
  return within(base + shift.start, base + shift.end) - (shift.rest ? within(base + shift.rest.start, base + shift.rest.end) : 0);
}

const display = (amount: number, unit: LeaveType['unit']) => String(Math.round((amount / (unit === 'day' ? 2 : 60)) * 100) / 100);

/**
 * Null when the balance allows the leave; otherwise `hr.leaveBalanceShort` with both in days or hours. `balance` and
 * `requested` are in the ledger's unit: half days for a day-unit type, minutes for an hour-unit one.
 */
export function checkLeaveBalance(
  type: LeaveType,
  balance: number,
  requested: number,
): { messageId: 'hr.leaveBalanceShort'; values: { balance: string; requested: string } } | null {
  if (type.mayGoNegative || requested <= balance) return null;
  return { messageId: 'hr.leaveBalanceShort', values: { balance: display(balance, type.unit), requested: display(requested, type.unit) } };
}
