import { MINUTES_PER_DAY, isoDay } from '../../shared/iso-days.ts';
import type { Calendar, DayKind } from './calendar.ts';

/** Labour Law §44: the pay rate of overtime, in per cent of the hourly wage, by the kind of day it is worked on. */
export const OVERTIME_RATE: Record<DayKind, 150 | 200 | 300> = { workday: 150, restday: 200, statutory: 300 };

export type OvertimeRate = 150 | 200 | 300;

/** Overtime split at midnight: each part is credited to the day it is worked on, at that day's rate. */
export type OvertimePart = { day: string; kind: DayKind; rate: OvertimeRate; minutes: number };

export function splitOvertime(fromMinute: number, toMinute: number, calendar: Calendar): OvertimePart[] {
  const parts: OvertimePart[] = [];
  for (let at = fromMinute; at < toMinute;) {
    const day = Math.floor(at / MINUTES_PER_DAY);
    const until = Math.min(toMinute, (day + 1) * MINUTES_PER_DAY);
    const kind = calendar.kind(day);
    parts.push({ day: isoDay(day), kind, rate: OVERTIME_RATE[kind], minutes: until - at });
    at = until;
  }
  return parts;
}

export type Compensation = 'pay' | 'timeOff';

export type OvertimeOutcome =
  | { ok: true; compensation: Compensation; rate: OvertimeRate; /** credited to the time-off balance */ timeOffMinutes: number }
  | { ok: false; messageId: 'hr.toilOnStatutoryHoliday' | 'hr.toilOnlyOnRestDays' };

export type OvertimePolicy = {
  /** Let working-day overtime be taken as time off rather than paid; §44 offers that for rest days only. Off by default. */
  timeOffOnWorkdays?: boolean;
};

/**
 * How overtime of `minutes` on a day of `kind` is compensated. A working day: paid at 150 %. A rest day: paid at
 * 200 %, or as time off in lieu, minute for minute, credited to the balance. A statutory holiday: paid at 300 %,
 * always; time off is refused.
 */
export function compensateOvertime(kind: DayKind, minutes: number, requested: Compensation, policy: OvertimePolicy = {}): OvertimeOutcome {
  const rate = OVERTIME_RATE[kind];
  if (requested === 'pay') return { ok: true, compensation: 'pay', rate, timeOffMinutes: 0 };
  if (kind === 'statutory') return { ok: false, messageId: 'hr.toilOnStatutoryHoliday' };
  if (kind === 'workday' && !policy.timeOffOnWorkdays) return { ok: false, messageId: 'hr.toilOnlyOnRestDays' };
  return { ok: true, compensation: 'timeOff', rate, timeOffMinutes: minutes };
}
