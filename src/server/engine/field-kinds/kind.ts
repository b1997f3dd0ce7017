import type ExcelJS from 'exceljs';
import type { ModuleDescriptor } from '../../../modules/module.types.ts';
import type { Locale, MessageId } from '../../../shared/i18n/locales.ts';
import type { ScalarField } from '../../../shared/rules/field.types.ts';
import type { FieldOf, ScalarType } from '../../../shared/rules/field-kinds/index.ts';

/** A cell of an export: the field's value, and the names the list shows for a pick (`withPickLabels`). */
export type CellSource = { locale: Locale; descriptor: ModuleDescriptor; value: unknown; pickLabel: string | string[] | undefined };

/** What the cells of an import's column may name, read once per import: text → option value, or → id. */
export type Lookup = ReadonlyMap<string, string | number>;
/** Where an import finds what its cells name; each source is read once per import, and only when a column asks. */
export type LookupSources = {
  descriptor: ModuleDescriptor;
  /** People by name and by account. */
  people: () => Promise<Lookup>;
  /** Offices by name and by full name. */
  places: () => Promise<Lookup>;
  /** Another module's records the column names, by serial number or by name. */
  records: (module: string) => Promise<Lookup>;
};

export type CellReading = { value: unknown } | { error: MessageId };

/** A kind's spreadsheet column (spec §9 export, import with a row-level report). */
export type ExcelFacet<F extends ScalarField> = {
  /** The column's number format in an export (money with grouping, a time as hh:mm). */
  numFmt?: string;
  /** The cell of a non-empty value. */
  write: (field: F, cell: CellSource) => ExcelJS.CellValue;
  /**
   * The value of a non-empty cell as the import's text of it (a date cell reads "2026-03-01", a percent cell "12.5%",
   * a time cell "1899-12-30 09:00:00"); a value the rules then refuse is left for them to name.
   */
  read: (field: F, text: string, lookup: Lookup | undefined) => CellReading;
  /** What the column's cells name, when they name options or records rather than hold values. */
  lookup?: (field: F, sources: LookupSources) => Promise<Lookup>;
};

/** What the server's engine knows of a kind, beside what it shares with the client (`src/shared/rules/field-kinds/`). */
export type ServerKind<F extends ScalarField> = {
  /** The value as stored, from a non-empty input that passed validation: money as a number, rich text sanitised... */
  input: (field: F, value: unknown) => unknown;
  /** Its spreadsheet column; null: it stays in the app (rich text, files). */
  excel: ExcelFacet<F> | null;
};

export type ServerKinds = { [K in ScalarType]: ServerKind<FieldOf<K>> };

/** Text as stored: trimmed. */
export const trimmed = (_field: unknown, value: unknown) => (typeof value === 'string' ? value.trim() : value);
/** A cell holding the value's text. */
export const textCell = (_field: unknown, { value }: CellSource): ExcelJS.CellValue => String(value);
/** A cell read as the text it holds. */
export const asText = (_field: unknown, text: string): CellReading => ({ value: text });
