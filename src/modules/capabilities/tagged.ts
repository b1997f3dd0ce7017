import { type Capability, capability, fieldOf } from './capability.ts';

/**
 * Records whose serial number is a tag stuck on a thing (the fixed assets). The list selects rows and prints them
 * as a sheet of QR labels (`POST /prod-api/stock/labels`): each the tag as QR code and as text, the name of what
 * the pick `name` names and the user the user pick `holder` names (none: "in store"). Its search box opens the
 * record whose serial number is typed exactly and Enter pressed, as a scanner does. One module at most declares it.
 * When stock acceptances make its records (`stock.assets`), the stock engine (src/server/stock) also reads and
 * writes them through it: `name` is the catalogue item the unit is, `holder` its custodian, `returnState` its goods
 * return state (0, 1, 2), `receivedIn` the acceptance that received it and `location` where it is.
 */
export type TaggedDef = { name: string; holder: string; returnState: string; receivedIn: string; location: string };

export const tagged: Capability<TaggedDef> = capability({
  check: (value, { descriptor }) =>
    Object.values(value)
      .filter((key) => !fieldOf(descriptor, key))
      .map((key) => `tagged: no field ${key}`),
});
