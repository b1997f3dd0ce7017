/**
 * Calendar dates as 'YYYY-MM-DD' strings and whole numbers of days, without time zones: a day number is the count of
 * days since 1970-01-01, a minute number the count of minutes since its midnight. HR and attendance count with these
 * integers only, so no fraction and no daylight-saving hour creeps into a day.
 */

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
export const MINUTES_PER_DAY = 1440;

/** The day number of a valid 'YYYY-MM-DD' date, or null for any other text (2026-02-30 included). */
export function dayNumberOrNull(iso: string): number | null {
  const match = ISO_DAY.exec(iso);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return Date.UTC(year, month - 1, day) / 86_400_000;
}

/** The day number of a 'YYYY-MM-DD' date; throws on anything else (a caller's mistake, not a user's). */
export function dayNumber(iso: string): number {
  const day = dayNumberOrNull(iso);
  if (day === null) throw new RangeError(`not a date: ${iso}`);
  return day;
}

export function isoDay(dayNumber: number): string {
  return new Date(dayNumber * 86_400_000).toISOString().slice(0, 10);
}

export const addDays = (iso: string, days: number): string => isoDay(dayNumber(iso) + days);

/** ISO weekday: 1 Monday … 7 Sunday. */
export function isoWeekday(dayNumberOrIso: number | string): number {
  const day = typeof dayNumberOrIso === 'string' ? dayNumber(dayNumberOrIso) : dayNumberOrIso;
  // 1970-01-01 was a Thursday (4).
  return ((((day + 3) % 7) + 7) % 7) + 1;
}

export const isWeekend = (dayNumberOrIso: number | string): boolean => isoWeekday(dayNumberOrIso) >= 6;

const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

function daysInMonth(year: number, month: number): number {
  return [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
}

/**
 * The same day `months` later; a day the target month lacks falls to its last day (2026-01-31 + 1 month =
 * 2026-02-28), as contract and probation terms are read.
 */
export function addMonths(iso: string, months: number): string {
  dayNumber(iso);
  const [year, month, day] = iso.split('-').map(Number);
  const index = year * 12 + (month - 1) + months;
  const [toYear, toMonth] = [Math.floor(index / 12), (index % 12) + 1];
  const toDay = Math.min(day, daysInMonth(toYear, toMonth));
  return `${String(toYear).padStart(4, '0')}-${String(toMonth).padStart(2, '0')}-${String(toDay).padStart(2, '0')}`;
}

/**
 * The last day of a period of `months` whose first day is `start`, the first day counted (a contract or probation):
 * the day before the same day `months` later, or that month's last day when it has no such day (from 31 January,
 * one month ends on 28 or 29 February; from 15 January, on 14 February).
 */
export function lastDayOfPeriod(start: string, months: number): string {
  const same = addMonths(start, months);
  return Number(start.slice(8, 10)) > Number(same.slice(8, 10)) ? same : addDays(same, -1);
}

/** Whole months from `from` to `to` (`from` + that many months is on or before `to`). */
export function wholeMonthsBetween(from: string, to: string): number {
  const [fy, fm] = from.split('-').map(Number);
  const [ty, tm] = to.split('-').map(Number);
  let months = (ty - fy) * 12 + (tm - fm);
  while (months > 0 && addMonths(from, months) > to) months--;
  while (addMonths(from, months + 1) <= to) months++;
  return months;
}

/** 'YYYY-MM-DD HH:mm' (or a 'T' between) as minutes since 1970-01-01 00:00 of the wall clock. */
export function minuteNumber(stamp: string): number {
  const day = dayNumber(stamp.slice(0, 10));
  const match = /^[ T](\d{2}):(\d{2})(:\d{2})?$/.exec(stamp.slice(10));
  if (!match || Number(match[1]) > 23 || Number(match[2]) > 59) throw new RangeError(`not a time stamp: ${stamp}`);
  return day * MINUTES_PER_DAY + Number(match[1]) * 60 + Number(match[2]);
}

/** 'HH:mm' as minutes since midnight. */
export function clockMinutes(clock: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(clock);
  if (!match || Number(match[1]) > 24 || Number(match[2]) > 59) throw new RangeError(`not a clock time: ${clock}`);
  return Number(match[1]) * 60 + Number(match[2]);
}
