import type { ModuleDescriptor } from '../../../modules/module.types.ts';
import type { Locale } from '../../../shared/i18n/locales.ts';
import type { ScalarField } from '../../../shared/rules/field.types.ts';
import type { FieldOf, ScalarType } from '../../../shared/rules/field-kinds/index.ts';
import type { PrintNode } from '../print-document.ts';

/** A non-empty value to print, in the reader's language; `pickLabel`: the names the server found for a pick. */
export type PrintSourceValue = { locale: Locale; descriptor: ModuleDescriptor; value: unknown; pickLabel?: string | string[] };
/** What a made-up value of a template's preview is made from: `sample` words a text for the field `key`. */
export type SampleSource = { locale: Locale; key: string; now: Date; sample: (key: string) => string };

/** What the print documents know of a kind (`print.service.ts`). */
export type PrintKind<F extends ScalarField> = {
  /** The value as printed text (a placeholder, a detail table's cell, the file name's part). */
  text: (field: F, source: PrintSourceValue) => string;
  /** A top-level value printed as blocks of its own (rich text keeps its paragraphs); else its text. */
  block?: (field: F, value: unknown) => PrintNode[] | null;
  /** Printed under a heading of its own below the grid of one-line fields in the built-in template (long texts). */
  long?: boolean;
  /** A made-up value for previewing a template before any record exists. */
  sample: (field: F, source: SampleSource) => unknown;
};

export type PrintKinds = { [K in ScalarType]: PrintKind<FieldOf<K>> };

/** The value's text as it is. */
export const asItIs = (_field: unknown, { value }: PrintSourceValue) => String(value);
/** Words naming the field, as the sample of a text. */
export const sampleWords = (_field: unknown, { key, sample }: SampleSource) => sample(key);
