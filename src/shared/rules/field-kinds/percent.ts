import type { Locale } from '../../i18n/languages.ts';
import { moneyInputText } from '../../money-format.ts';
import { figureEdited, figureSent, type FieldOf, type SharedKind, type ShapeError } from './kind.ts';

/**
 * `percent`: a percentage with up to two decimals, from `min` to `max` (0 to 100 unless the field says otherwise),
 * stored as the decimal text with two decimals ("12.50"); searched and sorted as a number.
 */

const PERCENT = /^-?\d{1,6}(\.\d{1,2})?$/;

export const percentBounds = (field: FieldOf<'percent'>) => ({ min: field.min ?? 0, max: field.max ?? 100 });

/** The stored text of a valid percentage: two decimals, exactly ("12.5" → "12.50", "-0" → "0.00"). */
export function percentText(text: string): string {
  const [whole, fraction = ''] = text.trim().split('.');
  const sign = whole.startsWith('-') && /[1-9]/.test(whole + fraction) ? '-' : '';
  return `${sign}${Number(whole.replace('-', ''))}.${fraction.padEnd(2, '0')}`;
}

/** A percentage as typed or read from a sheet ("12.5", "12,5 %", a percent cell read as "12.5%"), as stored; null when none. */
export function readPercent(text: string): string | null {
  const plain = text.trim().replace(/\s*%$/, '').replace(',', '.');
  return PERCENT.test(plain) ? percentText(plain) : null;
}

/** "12.5 %", "12,5 %": the figure without trailing zeros, in the reader's decimal mark. */
export const percentMessage = (locale: Locale, value: unknown) => ({
  id: 'engine.percentValue',
  values: { n: moneyInputText(locale, percentText(String(value)).replace(/\.?0+$/, '')) },
});

export const percentKind: SharedKind<FieldOf<'percent'>> = {
  search: 'number',
  fileNamePart: true,
  edited: figureEdited,
  sent: figureSent,
  shape: (field, value): ShapeError | null => {
    const text = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
    if (!PERCENT.test(text)) return { messageId: 'engine.invalidPercent' };
    const { min, max } = percentBounds(field);
    return Number(text) < min || Number(text) > max ? { messageId: 'engine.percentRange', values: { min, max } } : null;
  },
};
