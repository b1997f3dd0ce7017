import { type Capability, capability, fieldOf, isUserPick } from './capability.ts';

/**
 * A page of its own listing the records a user pick names the reader in (spec §1 "my bug": the bugs assigned to me):
 * menu `<area>.<key>.mine` at `/<area>/<key>/mine` beside the module's list, titled "my <module>" in each language,
 * for whoever may list the module (`<prefix>:list`); it opens filtered on `field` = the reader, a filter they may
 * clear like any other.
 */
export type MineDef = { field: string; sort: number; icon: string };

export const mine: Capability<MineDef> = capability({
  check: ({ field }, { descriptor }) => (isUserPick(fieldOf(descriptor, field)) ? [] : [`mine: ${field} is no user pick`]),
});

/** Where a module's "mine" page is. */
export const MINE_SUFFIX = '/mine';
