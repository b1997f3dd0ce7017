import type { ScalarField } from '../../../shared/rules/field.types.ts';
import { durationKind } from './duration.ts';
import type { PrintKind, PrintKinds } from './kind.ts';
import { monthKind } from './month.ts';
import { percentKind } from './percent.ts';
import { standardKinds } from './standard.ts';
import { timeKind } from './time.ts';

export type { PrintKind, PrintKinds } from './kind.ts';

/**
 * Every kind of field, how a print document shows it. Typed over all kinds, like the shared table
 * (`src/shared/rules/field-kinds/`) and the engine's (`src/server/engine/field-kinds/`).
 */
export const PRINT_KINDS: PrintKinds = {
  ...standardKinds,
  time: timeKind,
  duration: durationKind,
  percent: percentKind,
  month: monthKind,
};

/** The print's facets of a field's kind, typed for that field. */
export const printKind = <F extends ScalarField>(field: F) => PRINT_KINDS[field.type] as unknown as PrintKind<F>;
