import type { ScalarField } from '../../../../shared/rules/field.types.ts';
import { durationKind } from './duration.tsx';
import type { ClientKind, ClientKinds } from './kind.ts';
import { monthKind } from './month.tsx';
import { percentKind } from './percent.tsx';
import { standardKinds } from './standard.tsx';
import { timeKind } from './time.tsx';

export type { ClientKind, ClientKinds, ControlProps, PickLabel, ValueProps } from './kind.ts';

/**
 * Every kind of field, how the client's screens edit and show it. Typed over all kinds, like the shared table
 * (`src/shared/rules/field-kinds/`) and the server's: a kind without its entry here does not compile.
 */
export const CLIENT_KINDS: ClientKinds = {
  ...standardKinds,
  time: timeKind,
  duration: durationKind,
  percent: percentKind,
  month: monthKind,
};

/** The client's facets of a field's kind, typed for that field. */
export const clientKind = <F extends ScalarField>(field: F) => CLIENT_KINDS[field.type] as unknown as ClientKind<F>;
