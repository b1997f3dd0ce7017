import type { FieldOf, SharedKind, ShapeError } from './kind.ts';

/** `month`: a calendar month, stored as "YYYY-MM"; searched as a date range (any day of the month is in it). */

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
export const isMonth = (text: string) => MONTH.test(text) && text.slice(0, 4) !== '0000';

/**
 * A month as a person or a spreadsheet writes it, as stored: "2026-03", "2026-3", "2026/03", or a day of it (a date
 * cell reads "2026-03-01"). Null when it is none.
 */
export function readMonth(text: string): string | null {
  const match = /^(\d{4})[-/.年](\d{1,2})(?:月)?(?:[-/.]\d{1,2}(?:[ T][\d:.]+)?)?$/.exec(text.trim());
  if (!match) return null;
  const month = `${match[1]}-${match[2].padStart(2, '0')}`;
  return isMonth(month) ? month : null;
}

const invalid: ShapeError = { messageId: 'engine.invalidMonth' };

export const monthKind: SharedKind<FieldOf<'month'>> = {
  search: 'month',
  fileNamePart: true,
  shape: (_field, value) => (typeof value === 'string' && isMonth(value.trim()) ? null : invalid),
};
