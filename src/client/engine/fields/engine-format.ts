import { DEFAULT_LOCALE, type Locale } from '../../../shared/i18n/languages.ts';
import { formatMoneyIn, readMoneyInput } from '../../../shared/money-format.ts';

/** Pure formatting and input rules the generic screens share (spec §5, §9). */

/** Spec §9: money shows two decimals with a thousands separator, in the reader's way of writing them. */
export function formatMoney(value: unknown, locale: Locale = DEFAULT_LOCALE): string {
  return formatMoneyIn(locale, value);
}

/** The plain number behind a money text as the user typed or pasted it ('1,234.50' → '1234.50'). */
export function unformatMoney(text: string, locale: Locale = DEFAULT_LOCALE): string {
  return readMoneyInput(locale, text);
}

/**
 * Spec §5: numeric inputs (data type 2) accept only digits with an optional decimal part; any other input is
 * cleared. A trailing point is kept while the user is still typing the decimals.
 */
export function sanitizeNumeric(text: string): string {
  return /^\d*(\.\d*)?$/.test(text) ? text : '';
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Spec §9 default date format: year-month-day hour:minute:second. */
export function formatDateTime(date: Date): string {
  return `${formatDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

export function formatDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A stored ISO timestamp as local 'yyyy-mm-dd HH:mm:ss'; other text is returned unchanged. */
export function displayTimestamp(value: unknown): string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}T/.test(value)) return value === null || value === undefined ? '' : String(value);
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : formatDateTime(date);
}

/** Spec §9 date shortcuts: last week, last month, last three months. */
export const DATE_SHORTCUTS = [
  { id: 'grid.shortcut.week', days: 7 },
  { id: 'grid.shortcut.month', days: 30 },
  { id: 'grid.shortcut.quarter', days: 90 },
] as const;

/** A range ending today: from `days` ago at 00:00:00 to today at 23:59:59 (spec §9 "range end gets 23:59:59"). */
export function shortcutRange(days: number, now = new Date()): [string, string] {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate() - days);
  return [`${formatDate(start)} 00:00:00`, `${formatDate(now)} 23:59:59`];
}

/** Spec §9: the end of a date range covers its whole day. */
export function rangeEnd(date: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date} 23:59:59` : date;
}

export function rangeStart(date: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date} 00:00:00` : date;
}

/** A catalogue message with its values. */
export type Message = { id: string; values?: Record<string, number> };

/**
 * Spec §9 relative time: under 30 s 'just now', under an hour minutes, under a day hours, under two days
 * '1 day ago'; older times are shown as a date.
 */
export function relativeTime(time: Date | string | number, now: Date | number = Date.now()): Message | { date: string } {
  const then = time instanceof Date ? time : new Date(time);
  const seconds = (Number(now) - then.getTime()) / 1000;
  if (seconds < 30) return { id: 'time.justNow' };
  if (seconds < 3600) return { id: 'time.minutesAgo', values: { n: Math.max(1, Math.floor(seconds / 60)) } };
  if (seconds < 86_400) return { id: 'time.hoursAgo', values: { n: Math.floor(seconds / 3600) } };
  if (seconds < 172_800) return { id: 'time.oneDayAgo' };
  return { date: formatDate(then) };
}
