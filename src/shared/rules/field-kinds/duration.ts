import type { Locale } from '../../i18n/languages.ts';
import { moneyInputText } from '../../money-format.ts';
import { figureEdited, figureSent, type FieldOf, type SharedKind, type ShapeError } from './kind.ts';

/**
 * `duration`: hours in half hours (a shift's 7.5 hours, overtime), stored as the plain decimal "7.5" ("8" for whole
 * hours); searched and sorted as a number. 7.3 and negatives are refused.
 */

/** Hours and, at most, a half: "7", "7.5", "7.0", "7.50". */
const HALVES = /^\d{1,5}(\.(0{1,2}|50?))?$/;
export const isDuration = (text: string) => HALVES.test(text);

/** The stored text of a valid duration: "7.50" → "7.5", "8.0" → "8". */
export const durationText = (text: string) => {
  const [whole, fraction = ''] = text.trim().split('.');
  return `${Number(whole)}${fraction.startsWith('5') ? '.5' : ''}`;
};

/** A duration as typed or read from a sheet (a number cell, or "7,5" with a decimal comma), as stored; null when none. */
export function readDuration(text: string): string | null {
  const plain = text
    .trim()
    .replace(/\s*(h|小时|horas?)$/i, '')
    .replace(',', '.');
  return isDuration(plain) ? durationText(plain) : null;
}

/** "7.5 h", "7.5 小时", "7,5 h": the catalogue's words around the figure in the reader's decimal mark. */
export const durationMessage = (locale: Locale, value: unknown) => ({
  id: 'engine.durationValue',
  values: { n: moneyInputText(locale, durationText(String(value))) },
});

const invalid: ShapeError = { messageId: 'engine.invalidDuration' };

export const durationKind: SharedKind<FieldOf<'duration'>> = {
  search: 'number',
  fileNamePart: true,
  edited: figureEdited,
  sent: figureSent,
  shape: (_field, value) => ((typeof value === 'string' || typeof value === 'number') && isDuration(String(value).trim()) ? null : invalid),
};
