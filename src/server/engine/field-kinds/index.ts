import type { ScalarField } from '../../../shared/rules/field.types.ts';
import { durationKind } from './duration.ts';
import type { ServerKind, ServerKinds } from './kind.ts';
import { monthKind } from './month.ts';
import { percentKind } from './percent.ts';
import { standardKinds } from './standard.ts';
import { timeKind } from './time.ts';

export type { CellSource, ExcelFacet, Lookup, LookupSources, ServerKind, ServerKinds } from './kind.ts';
export { partsOf } from './standard.ts';

/**
 * Every kind of field, what the server's engine does with it: the stored form of an input, its spreadsheet cell.
 * Typed over all kinds, like the shared table (`src/shared/rules/field-kinds/`) and the print's.
 */
export const SERVER_KINDS: ServerKinds = {
  ...standardKinds,
  time: timeKind,
  duration: durationKind,
  percent: percentKind,
  month: monthKind,
};

/** The server's facets of a field's kind, typed for that field. */
export const serverKind = <F extends ScalarField>(field: F) => SERVER_KINDS[field.type] as unknown as ServerKind<F>;
