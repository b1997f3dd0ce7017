import { type Capability, capability, fieldOf } from './capability.ts';

/**
 * Fields whose rules a form override (src/modules/form-override.ts) may never loosen: it may not hide them, make them
 * read-only or turn their required rule off. Computed sums, limit fields and picks, the project leader and the fields
 * the module's approval flow reads are essential without being listed.
 */
export type EssentialDef = readonly string[];

export const essential: Capability<EssentialDef> = capability({
  check: (value, { descriptor }) => value.filter((key) => !fieldOf(descriptor, key)).map((key) => `essential: no field ${key}`),
});
