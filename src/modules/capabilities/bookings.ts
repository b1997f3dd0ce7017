import { type Capability, capability, expectField, pickTarget } from './capability.ts';

/**
 * A booking of a resource for a period (a meeting room, a vehicle, src/server/engine/record-holds.ts): two records of
 * the module picking the same resource (`via`) may not overlap in time (`start` inclusive to `end` exclusive, both
 * datetime fields). Decided on every save and submission under the resource's row lock, so of simultaneous bookings
 * of one slot only the first is saved; the others are refused (1001 on `start`, naming the booking that holds the
 * slot). Records in `released` (rejected, withdrawn…) hold nothing; the end must come after the start.
 */
export type BookingDef = { via: string; start: string; end: string; released: readonly number[] };

export const bookings: Capability<BookingDef> = capability({
  load: (declared, statuses) => ({ ...declared, released: statuses.own(declared.released) ?? [] }),
  check: (value, { descriptor }) => [
    ...expectField(descriptor, value.via, ['recordPick'], 'bookings'),
    ...(pickTarget(descriptor, value.via) ? [] : [`bookings: ${value.via} picks no module`]),
    ...expectField(descriptor, value.start, ['datetime'], 'bookings'),
    ...expectField(descriptor, value.end, ['datetime'], 'bookings'),
  ],
});
