import { type Capability, capability } from './capability.ts';

/**
 * Circulation (传阅) of a document with read receipts (src/server/documents): `POST /prod-api/circulation/:module/:id`
 * with `users` (and `groups`, common groups whose members are added) sends it to be read, by whoever holds the
 * permission `<prefix>:<permission>` and may read it, while it is in one of `statuses`; each reader gets a notice
 * linking to it and may read it from then on (a participant); opening it (`.../read`) records the receipt. The
 * receipts (`GET`): who has read it and when, who has not. A sender circulating to themself has read it already.
 */
export type CirculationDef = { statuses: readonly number[]; permission: string };

export const circulation: Capability<CirculationDef> = capability({
  load: (declared, statuses) => ({ ...declared, statuses: statuses.own(declared.statuses)! }),
  check: (value) => (value.statuses.length === 0 ? ['circulation: no statuses'] : []),
});
