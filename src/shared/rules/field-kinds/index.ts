import type { FieldDef, ScalarField } from '../field.types.ts';
import { durationKind } from './duration.ts';
import type { SharedKind, SharedKinds } from './kind.ts';
import { monthKind } from './month.ts';
import { percentKind } from './percent.ts';
import { standardKinds } from './standard.ts';
import { timeKind } from './time.ts';

export type { FieldOf, ScalarType, SharedKind, SharedKinds, ShapeError } from './kind.ts';
export { optionValues } from './standard.ts';

/**
 * Every kind of field, what both sides know of it. Typed over all kinds: a kind added to `ScalarField` without its
 * entry here (and in the server's and the client's tables) does not compile.
 */
export const SHARED_KINDS: SharedKinds = {
  ...standardKinds,
  time: timeKind,
  duration: durationKind,
  percent: percentKind,
  month: monthKind,
};

/** The shared facets of a field's kind, typed for that field. */
export const sharedKind = <F extends ScalarField>(field: F) => SHARED_KINDS[field.type] as unknown as SharedKind<F>;

/** How a field is searched and compared; null for a detail table and for what is not searched (uploads). */
export const searchKind = (field: FieldDef) => (field.type === 'subTable' ? null : sharedKind(field).search);
