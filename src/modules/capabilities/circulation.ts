import { type Capability, capability, fieldOf, isUserPick } from './capability.ts';

/**
 * Circulation (传阅) of a document with read receipts (src/server/documents): `POST /prod-api/circulation/:module/:id`
 * with `users` (and `groups`, common groups whose members are added) sends it to be read, by whoever holds the
 * permission `<prefix>:<permission>` and may read it, while it is in one of `statuses`; each reader gets a notice
 * linking to it and may read it from then on (a participant); opening it (`.../read`) records the receipt. The
 * receipts (`GET`): who has read it and when, who has not. A sender circulating to themself has read it already.
 * `groups` names the register of common groups and its members' pick: a group sent to sends to its members.
 */
export type CirculationDef = { statuses: readonly number[]; permission: string; groups?: { module: string; members: string } };

export const circulation: Capability<CirculationDef> = capability({
  load: (declared, statuses) => ({ ...declared, statuses: statuses.own(declared.statuses)! }),
  check: (value, { findModule }) => {
    const problems = value.statuses.length === 0 ? ['circulation: no statuses'] : [];
    if (value.groups) {
      const register = findModule(value.groups.module);
      if (!register) problems.push(`circulation: no module ${value.groups.module}`);
      else if (!isUserPick(fieldOf(register, value.groups.members)))
        problems.push(`circulation: ${value.groups.module}.${value.groups.members} is no user pick`);
    }
    return problems;
  },
});
