import { DICTIONARIES } from '../../dictionaries.ts';
import type { FieldDef } from '../field.types.ts';
import { isId } from '../rules.ts';
import { readMoneyInput } from '../../money-format.ts';
import { DEFAULT_LOCALE } from '../../i18n/languages.ts';
import { figureEdited, figureSent, isText, isTextOrNumber, notText, type FieldOf, type SharedKind, type SharedKinds, type ShapeError } from './kind.ts';

/** The kinds the spec's forms started with (§5): text, figures, dates, options, picks and uploads. */

/** Lengths a field keeps even when its descriptor names none, so no input can grow a row without bound. */
const withMaxLength =
  (max: number) =>
  (field: FieldDef): { rule: 'maxLength'; n: number }[] =>
    field.rules?.some((rule) => rule.rule === 'maxLength') ? [] : [{ rule: 'maxLength', n: max }];

const textShape = (_field: unknown, value: unknown) => (isText(value) ? null : notText);
const figureShape = (_field: unknown, value: unknown) => (isTextOrNumber(value) ? null : notText);

/** The values a select, radio or checkbox field offers: its own, or its dictionary's (as loaded, else as shipped). */
export function optionValues(field: FieldDef): readonly string[] | null {
  if (!('options' in field)) return null;
  if ('values' in field.options) return field.options.values;
  if (field.options.loaded) return field.options.loaded.map((entry) => entry.value);
  const code = field.options.dict;
  return DICTIONARIES.find((dict) => dict.code === code)?.values.map((value) => value.value) ?? [];
}

const invalidOption: ShapeError = { messageId: 'engine.invalidOption' };
const oneOption: SharedKind<FieldOf<'select' | 'radio'>> = {
  search: 'option',
  fileNamePart: true,
  shape: (field, value) => (isTextOrNumber(value) && optionValues(field)!.includes(String(value)) ? null : invalidOption),
};

const invalidPick: ShapeError = { messageId: 'engine.invalidPick' };
/** Users and offices have integer ids; module records have bigint ones. */
function pickShape(field: FieldOf<'treePick' | 'recordPick'>, value: unknown): ShapeError | null {
  const size = field.type === 'recordPick' && typeof field.target === 'object' ? 'bigint' : 'int';
  const isPickedId = (item: unknown) => isId(item, size);
  if (field.multiple) return Array.isArray(value) && value.every(isPickedId) ? null : invalidPick;
  return isPickedId(value) ? null : invalidPick;
}

function fileShape(field: FieldOf<'file' | 'image'>, value: unknown): ShapeError | null {
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'object' && item !== null && typeof (item as { id?: unknown }).id === 'string'))
    return { messageId: 'engine.invalidFile' };
  return value.length > field.maxCount ? { messageId: 'engine.tooManyFiles' } : null;
}

const day = /^\d{4}-\d{2}-\d{2}$/;

export const standardKinds = {
  text: { search: 'text', implied: withMaxLength(255), shape: textShape, fileNamePart: true },
  textarea: { search: 'text', implied: withMaxLength(2000), shape: textShape },
  richText: { search: 'text', implied: withMaxLength(200_000), shape: textShape },
  number: {
    search: 'number',
    fileNamePart: true,
    implied: () => [{ rule: 'number' }, { rule: 'maxLength', n: 30 }],
    shape: figureShape,
    edited: figureEdited,
    sent: figureSent,
  },
  // A money field that allows negatives declares fmoney, which replaces the implied money rule.
  money: {
    search: 'number',
    fileNamePart: true,
    implied: (field) => (field.rules?.some((rule) => rule.rule === 'fmoney') ? [] : [{ rule: 'money' }]),
    shape: figureShape,
    edited: figureEdited,
    sent: (value) => (typeof value === 'string' ? readMoneyInput(DEFAULT_LOCALE, value).replace(/\.$/, '') : value),
  },
  date: {
    search: 'date',
    fileNamePart: true,
    implied: () => [{ rule: 'date' }],
    shape: textShape,
    // `after`: later than the other field's date when both are dates (yyyy-mm-dd compares as text).
    related: (field, data) => {
      if (!field.after) return null;
      const [value, other] = [data[field.key], data[field.after]];
      if (typeof value !== 'string' || typeof other !== 'string' || !day.test(value) || !day.test(other) || value > other) return null;
      return { field: field.key, messageId: 'rules.after', values: { date: other } };
    },
  },
  datetime: { search: 'date', fileNamePart: true, implied: () => [{ rule: 'datetime' }], shape: textShape },
  select: oneOption,
  radio: oneOption,
  checkbox: {
    search: 'multi',
    edited: (value) => value ?? [],
    shape: (field, value) => (Array.isArray(value) && value.every((item) => optionValues(field)!.includes(String(item))) ? null : invalidOption),
  },
  treePick: { search: 'pick', shape: pickShape, fileNamePart: true },
  recordPick: { search: 'pick', shape: pickShape, fileNamePart: true },
  file: { search: null, shape: fileShape, edited: (value) => value ?? [] },
  image: { search: null, shape: fileShape, edited: (value) => value ?? [] },
} satisfies Partial<SharedKinds>;
