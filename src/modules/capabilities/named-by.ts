import { type Capability, capability, fieldOf } from './capability.ts';

/**
 * The field that names a record where another module picks it (`derive.ts` `labelField`); `'serialNo'` for a document
 * known by its number (a stock acceptance). Without it, the first searched text field, else the first text field.
 */
export type NamedByDef = string;

export const namedBy: Capability<NamedByDef> = capability({
  check: (value, { descriptor }) => (value === 'serialNo' || fieldOf(descriptor, value) ? [] : [`namedBy: no field ${value}`]),
});
