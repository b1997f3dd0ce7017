import { addDays, dayNumber, wholeMonthsBetween } from '../../shared/iso-days.ts';

/**
 * Paid annual leave (《职工带薪年休假条例》 §3): by cumulative years of service (累计工作年限, with any employer),
 * under 1 year none, from 1 year 5 days, from 10 years 10 days, from 20 years 15 days.
 */
export function annualLeaveEntitlement(years: number): 0 | 5 | 10 | 15 {
  if (years >= 20) return 15;
  if (years >= 10) return 10;
  if (years >= 1) return 5;
  return 0;
}

/**
 * Cumulative service in years from the periods worked (each first to last day inclusive), counted in whole months and
 * divided by 12: 10 years less a day is 9 years 11 months.
 */
export function serviceYears(periods: { from: string; to: string }[]): number {
  const months = periods.reduce((total, period) => total + wholeMonthsBetween(period.from, addDays(period.to, 1)), 0);
  return months / 12;
}

/** The measures divide by 365 whatever the year (README.md, "Annual leave"). */
const YEAR_DAYS = 365;

/**
 * Annual leave for a year joined (`from`, 企业职工带薪年休假实施办法 §5) or left (`to`, §12) part-way: the calendar
 * days employed in the year (from and to inclusive) / 365 × the entitlement, the fraction of a day dropped, never
 * more than the entitlement. Whole days: integer arithmetic, so 184 × 10 / 365 = 5.04 gives 5 exactly.
 */
export function proratedAnnualLeave(input: { entitlement: number; year: number; from?: string; to?: string }): { days: number; calendarDays: number } {
  const first = Math.max(dayNumber(`${input.year}-01-01`), input.from ? dayNumber(input.from) : -Infinity);
  const last = Math.min(dayNumber(`${input.year}-12-31`), input.to ? dayNumber(input.to) : Infinity);
  const calendarDays = Math.max(0, last - first + 1);
  return { days: Math.min(input.entitlement, Math.floor((calendarDays * input.entitlement) / YEAR_DAYS)), calendarDays };
}
