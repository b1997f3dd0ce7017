import { type Capability, capability, expectField } from './capability.ts';

/**
 * One holder at a time (a borrowing of an archive item, src/server/engine/record-holds.ts): while a record of this
 * module that picks a record through `via` is in one of `statuses` (by name: lent out), no other record of this module
 * picking the same one may enter them. The server checks it with the picked record's row locked whenever a status move
 * enters them (a signing's effect), so of simultaneous approvals one wins; a save or a submission picking a held
 * record is refused at once. With `mark`, the picked record's `field` (kept by the server, never by a form) says `held`
 * while so held and `free` otherwise (an archive item's availability), `free` from its creation on.
 */
export type ExclusiveDef = { via: string; statuses: readonly number[]; mark?: { field: string; held: string; free: string } };

export const exclusive: Capability<readonly ExclusiveDef[]> = capability({
  load: (declared, statuses) => declared.map((hold) => ({ ...hold, statuses: statuses.own(hold.statuses)! })),
  check: (value, { descriptor }) => value.flatMap((hold) => expectField(descriptor, hold.via, ['recordPick'], 'exclusive')),
});
