import type { ScalarField, SearchKind } from '../field.types.ts';
import type { RuleError, RuleSpec } from '../rule.types.ts';

/** The kinds of a single value (a detail table is made of them): the keys of every layer's table of kinds. */
export type ScalarType = ScalarField['type'];
/**
 * The field definition of one kind, with the options it declares (`percent`'s bounds, a pick's target...). Kinds
 * declared together (`type: 'text' | 'textarea'`) are told apart, which `Extract` would not do.
 */
export type FieldOf<K extends ScalarType> = ScalarField extends infer F
  ? F extends { type: infer T }
    ? K extends T
      ? F & { type: K }
      : never
    : never
  : never;

/** A value refused for its kind: a catalogue id and its values. */
export type ShapeError = { messageId: string; values?: Record<string, string | number> };

/**
 * What both sides know of a kind: how it is checked and searched. The server (`src/server/engine/field-kinds/`,
 * `src/server/print/field-kinds/`) and the client (`src/client/engine/fields/kinds/`) keep the rest, each in a table
 * of its own keyed by the same kinds, so a kind missing from any of them does not compile.
 */
export type SharedKind<F extends ScalarField> = {
  /** How the list's filters and the server's search compiler compare it; null: not searchable. */
  search: SearchKind | null;
  /** Rules the kind implies on top of the ones the field declares (`validate-record.ts` runs both). */
  implied?: (field: F) => RuleSpec[];
  /** A non-empty value that passed the rules, checked for its kind: an allowed option, a real time of day... */
  shape: (field: F, value: unknown) => ShapeError | null;
  /** A check against the record's other fields (a date's `after`), once the value itself is valid. */
  related?: (field: F, data: Record<string, unknown>) => RuleError | null;
  /** Its value fits in one line of a print's file name (spec §9 file name parts). */
  fileNamePart?: boolean;
  /** The value as a form edits it, from the stored one (absent: as stored, '' for none): figures as their text. */
  edited?: (value: unknown) => unknown;
  /** What a form validates and sends of the edited value (absent: as edited): money without its separators. */
  sent?: (value: unknown) => unknown;
};

/** Figures are edited as their text, and sent without a point left while the decimals were being typed. */
export const figureEdited = (value: unknown) => (value === null || value === undefined ? '' : String(value));
export const figureSent = (value: unknown) => (typeof value === 'string' ? value.replace(/\.$/, '') : value);

export type SharedKinds = { [K in ScalarType]: SharedKind<FieldOf<K>> };

/** The shape most kinds ask for: text, or a figure where numbers are sent as numbers. */
export const isText = (value: unknown) => typeof value === 'string';
export const isTextOrNumber = (value: unknown) => typeof value === 'string' || typeof value === 'number';
/** A refusal with the generic 1001 message when the value is not text at all. */
export const notText: ShapeError = { messageId: 'errors.1001' };
