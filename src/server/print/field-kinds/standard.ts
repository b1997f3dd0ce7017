import type { FieldOf } from '../../../shared/rules/field-kinds/index.ts';
import { optionValues } from '../../../shared/rules/field-kinds/index.ts';
import type { FileRef } from '../../../shared/rules/field.types.ts';
import { optionLabel } from '../../engine/field-labels.ts';
import { sanitizeRichText } from '../../engine/rich-text.ts';
import { el, escapeHtml, parsePrintHtml, plainText } from '../print-document.ts';
import { formatDate, formatDateTime } from '../print-format.ts';
import { asItIs, sampleWords, type PrintKind, type PrintKinds, type PrintSourceValue } from './kind.ts';

/** The kinds the spec's forms started with (§5): text, figures, dates, options, picks and uploads. */

/** Spec §9: money shows two decimals with a thousands separator. */
const formatMoney = (value: unknown) => {
  const number = Number(String(value).replace(/,/g, ''));
  return Number.isFinite(number) ? number.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }) : String(value);
};

const many = (value: unknown) => (Array.isArray(value) ? value : [value]);

const options = (sample: (values: readonly string[] | null) => unknown): PrintKind<FieldOf<'select' | 'radio' | 'checkbox'>> => ({
  text: (field, { locale, descriptor, value }) =>
    many(value)
      .map((item) => optionLabel(locale, descriptor, field, String(item)))
      .join(', '),
  sample: (field) => sample(optionValues(field)),
});

const picks: PrintKind<FieldOf<'treePick' | 'recordPick'>> = {
  text: (_field, { value, pickLabel }: PrintSourceValue) => (pickLabel === undefined ? many(value).join(', ') : [pickLabel].flat().join(', ')),
  sample: (field) => (field.multiple ? [0] : 0),
};

const files: PrintKind<FieldOf<'file' | 'image'>> = {
  text: (_field, { value }) => (many(value) as FileRef[]).map((file) => file.name).join(', '),
  sample: (_field, { key, sample }) => [{ id: 'sample', name: `${sample(key)}.pdf` }],
};

export const standardKinds = {
  text: { text: asItIs, sample: sampleWords },
  textarea: { text: asItIs, long: true, sample: sampleWords },
  richText: {
    text: (_field, { value }) => plainText(parsePrintHtml(sanitizeRichText(String(value)))),
    block: (_field, value) => (typeof value === 'string' && value ? [el('div', parsePrintHtml(sanitizeRichText(value)))] : null),
    long: true,
    sample: (_field, { key, sample }) => `<p>${escapeHtml(sample(key))}</p>`,
  },
  number: { text: asItIs, sample: () => 8 },
  money: { text: (_field, { value }) => formatMoney(value), sample: () => 12345.6 },
  date: { text: asItIs, sample: (_field, { now }) => formatDate(now) },
  datetime: {
    text: (_field, { value }) => (/^\d{4}-\d{2}-\d{2}T/.test(String(value)) ? formatDateTime(new Date(String(value))) : String(value)),
    sample: (_field, { now }) => now.toISOString(),
  },
  select: options((values) => values?.[0]),
  radio: options((values) => values?.[0]),
  checkbox: options((values) => values?.slice(0, 1)),
  treePick: picks,
  recordPick: picks,
  file: files,
  image: files,
} satisfies Partial<PrintKinds>;
