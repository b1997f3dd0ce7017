import { type Capability, capability, expectField } from './capability.ts';

/**
 * A make-up card (补卡): its signing stores a punch of its creator on the day `date` at the time `time`, source
 * `makeup` naming the document (src/server/attendance/README.md "Shifts, punches and the stored month"); a day of a
 * locked attendance month is refused on submission and on signing.
 */
export type PunchDef = { date: string; time: string };

export const punch: Capability<PunchDef> = capability({
  check: ({ date, time }, { descriptor }) => [...expectField(descriptor, date, ['date'], 'punch'), ...expectField(descriptor, time, ['time'], 'punch')],
});
