import type ExcelJS from 'exceljs';
import type { FieldOf } from '../../../shared/rules/field-kinds/index.ts';
import type { FileRef } from '../../../shared/rules/field.types.ts';
import { optionLabel, optionsByText } from '../field-labels.ts';
import { sanitizeRichText } from '../rich-text.ts';
import { asText, textCell, trimmed, type CellReading, type CellSource, type ExcelFacet, type Lookup, type ServerKind, type ServerKinds } from './kind.ts';

/** The kinds the spec's forms started with (§5): text, figures, dates, options, picks and uploads. */

/** Parts of a cell naming several options or records: "a, b", "a，b", "a、b", "a; b". */
export const partsOf = (text: string) =>
  text
    .split(/[,，、;；]/)
    .map((part) => part.trim())
    .filter(Boolean);

const plainText = { input: trimmed, excel: { write: textCell, read: asText } } satisfies ServerKind<FieldOf<'text' | 'textarea' | 'date' | 'datetime'>>;
const figure = (numFmt?: string): ServerKind<FieldOf<'number' | 'money'>> => ({
  input: (_field, value) => Number(value),
  excel: { numFmt, write: (_field, { value }) => Number(value), read: asText },
});

/** Options by their labels in the reader's language, several joined by commas. */
const optionCells: Pick<ExcelFacet<FieldOf<'select' | 'radio' | 'checkbox'>>, 'write' | 'lookup'> = {
  write: (field, { locale, descriptor, value }) =>
    [value]
      .flat()
      .map((item) => optionLabel(locale, descriptor, field, String(item)))
      .join(', '),
  lookup: async (field, { descriptor }) => optionsByText(descriptor, field),
};
const oneOption: ServerKind<FieldOf<'select' | 'radio'>> = {
  input: (_field, value) => String(value),
  excel: {
    ...optionCells,
    read: (_field, text, byText): CellReading => {
      const value = byText!.get(text);
      return value === undefined ? { error: 'engine.invalidOption' } : { value };
    },
  },
};

/** Picks by the names the list shows; read back by name, account, full name or serial number. */
function readPicks(field: FieldOf<'treePick' | 'recordPick'>, text: string, byText: Lookup | undefined): CellReading {
  const ids: (string | number)[] = [];
  for (const part of partsOf(text)) {
    const id = byText!.get(part);
    if (id === undefined) return { error: 'engine.invalidPick' };
    ids.push(id);
  }
  return { value: field.multiple ? ids : ids[0] };
}
const pickCell = (_field: unknown, { value, pickLabel }: CellSource): ExcelJS.CellValue => [pickLabel ?? (value as string)].flat().join(', ');
const pickInput = (field: FieldOf<'treePick' | 'recordPick'>, value: unknown) => (field.multiple ? (value as unknown[]).map(Number) : Number(value));

const files: ServerKind<FieldOf<'file' | 'image'>> = {
  input: (_field, value) => (value as FileRef[]).map((ref) => ({ id: ref.id, name: String(ref.name ?? '') })),
  excel: null,
};

export const standardKinds = {
  text: plainText,
  textarea: plainText,
  richText: { input: (_field, value) => sanitizeRichText(String(value)), excel: null },
  number: figure(),
  money: figure('#,##0.00'),
  date: plainText,
  datetime: plainText,
  select: oneOption,
  radio: oneOption,
  checkbox: {
    input: (_field, value) => (value as unknown[]).map(String),
    excel: {
      ...optionCells,
      read: (_field, text, byText) => {
        const values = partsOf(text).map((part) => byText!.get(part));
        return values.includes(undefined) ? { error: 'engine.invalidOption' } : { value: values };
      },
    },
  },
  treePick: { input: pickInput, excel: { write: pickCell, read: readPicks, lookup: (_field, sources) => sources.places() } },
  recordPick: {
    input: pickInput,
    excel: {
      write: pickCell,
      read: readPicks,
      lookup: (field, sources) =>
        field.target === 'user' ? sources.people() : field.target === 'office' ? sources.places() : sources.records(field.target.module),
    },
  },
  file: files,
  image: files,
} satisfies Partial<ServerKinds>;
