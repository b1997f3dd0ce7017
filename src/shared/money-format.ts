import type { Locale } from './i18n/languages.ts';

/**
 * Money as a reader of each language writes it (spec §9: two decimals with a thousands separator): 1,300,000.00 in
 * Chinese and English, 1.300.000,00 in Spanish. Grouped digit by digit from the decimal text, so amounts beyond a
 * float's precision show exactly; the stored and sent value is always the plain decimal ('1300000.00').
 */
const SEPARATORS: Record<Locale, { group: string; decimal: string }> = {
  zh: { group: ',', decimal: '.' },
  en: { group: ',', decimal: '.' },
  es: { group: '.', decimal: ',' },
};

const PLAIN = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

export function formatMoneyIn(locale: Locale, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const { group, decimal } = SEPARATORS[locale];
  const plain = typeof value === 'number' ? value.toFixed(2) : String(value).replace(/,/g, '').trim();
  const exact = PLAIN.exec(plain);
  if (!exact) return String(value);
  return `${exact[1]}${exact[2].replace(/\B(?=(\d{3})+(?!\d))/g, group)}${decimal}${(exact[3] ?? '').padEnd(2, '0')}`;
}

/** The plain decimal as it is edited: no grouping, the language's decimal mark ('1300000,5' in Spanish). */
export function moneyInputText(locale: Locale, plain: string): string {
  return SEPARATORS[locale].decimal === '.' ? plain : plain.replace('.', SEPARATORS[locale].decimal);
}

/**
 * What a person typed or pasted, back to the plain decimal: the language's grouping dropped and its decimal mark
 * read as the point. A Spanish reader may also type the point (the edited text is never grouped), unless a comma
 * says which mark is the decimal one ('1.234,5' → '1234.5', '1234.5' → '1234.5').
 */
export function readMoneyInput(locale: Locale, text: string): string {
  const trimmed = text.trim();
  if (SEPARATORS[locale].decimal === '.') return trimmed.replace(/,/g, '');
  return trimmed.includes(',') ? trimmed.replace(/\./g, '').replace(',', '.') : trimmed;
}

/** A money figure inside a message's values: shown with the reader's separators when the message is put into words. */
export class Money {
  constructor(readonly text: string) {}
  toJSON() {
    return this.text;
  }
}

export const money = (text: string) => new Money(text);

export type MessageValues = Record<string, string | number | Money>;

/** A message's values as its reader's language writes them. */
export function valuesIn(locale: Locale, values: MessageValues): Record<string, string | number> {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value instanceof Money ? formatMoneyIn(locale, value.text) : value]));
}
