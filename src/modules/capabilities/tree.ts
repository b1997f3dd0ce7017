import { type Capability, capability, pickTarget } from './capability.ts';

/**
 * Records that form a tree (the catalogue's categories): `parent` is a record pick of the same module naming each
 * record's parent (none: a root). The list offers a tree view beside its table, built on the client from every
 * record the reader may list (at most 1000, named by the module's name field, `derive.ts` `labelField`); a node opens
 * its record's view.
 */
export type TreeDef = { parent: string };

export const tree: Capability<TreeDef> = capability({
  check: ({ parent }, { descriptor }) => (pickTarget(descriptor, parent) === descriptor.key ? [] : [`tree: ${parent} is no pick of ${descriptor.key}`]),
});
