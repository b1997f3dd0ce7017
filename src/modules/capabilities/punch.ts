import { type Capability, capability, expectField } from './capability.ts';

/**
 * A make-up card (补卡): its signing stores a punch of its creator on the day `date` at the time `time`, source
 * `makeup` naming the document (src/server/attendance/README.md "Shifts, punches and the stored month"); a day of a
 * locked attendance month is refused on submission and on signing. A person files at most `perMonth` of them in a month
 * (counted once submitted, until rejected or withdrawn), and none for a punch (day and time) one of theirs still asks
 * for in approval.
 */
export type PunchDef = { date: string; time: string; perMonth?: number };

export const punch: Capability<PunchDef> = capability({
  check: ({ date, time, perMonth }, { descriptor }) => [
    ...expectField(descriptor, date, ['date'], 'punch'),
    ...expectField(descriptor, time, ['time'], 'punch'),
    ...(perMonth === undefined || (Number.isInteger(perMonth) && perMonth > 0) ? [] : ['punch.perMonth: a whole number above 0']),
  ],
});
