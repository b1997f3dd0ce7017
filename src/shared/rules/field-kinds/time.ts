import type { SharedKind, ShapeError } from './kind.ts';
import type { FieldOf } from './kind.ts';

/** `time`: a time of day, stored as "HH:mm" (00:00-23:59); sorted and searched as text, which orders it. */

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
export const isTime = (text: string) => TIME.test(text);

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A time as a person or a spreadsheet writes it, as stored: "9:05", "09:05:30" (seconds dropped), a time cell read
 * as a date and time ("1899-12-30 09:05:00") or as the fraction of a day it holds (0.378472...). Null when it is none.
 */
export function readTime(text: string): string | null {
  const trimmed = text.trim();
  const clock = /^(?:\d{4}-\d{2}-\d{2}[ T])?(\d{1,2})[:：](\d{2})(?::\d{2}(?:\.\d+)?)?$/.exec(trimmed);
  if (clock) {
    const [hours, minutes] = [Number(clock[1]), Number(clock[2])];
    return hours < 24 && minutes < 60 ? `${pad(hours)}:${pad(minutes)}` : null;
  }
  if (/^0?\.\d+$|^0$/.test(trimmed)) {
    const minutes = Math.round(Number(trimmed) * 24 * 60);
    return minutes < 24 * 60 ? `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}` : null;
  }
  return null;
}

/** The fraction of a day a time is, as a spreadsheet's time cell holds it. */
export const dayFraction = (time: string) => (Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))) / (24 * 60);

const invalid: ShapeError = { messageId: 'engine.invalidTime' };

export const timeKind: SharedKind<FieldOf<'time'>> = {
  search: 'text',
  fileNamePart: true,
  shape: (_field, value) => (typeof value === 'string' && isTime(value.trim()) ? null : invalid),
};
