import { type Capability, capability, expectField, fieldOf } from './capability.ts';

/**
 * A date of the record that reminds people ahead of it (a contract's expiry): from the system parameter
 * `reminder.daysAhead` days before it until the day itself, each person `notify` names (user pick fields, `'creator'`
 * the record's creator, `<pick>.<field>` a user pick of the record a record pick names: an archive item's keeper) gets
 * one message per record and date, while the record is in one of `statuses` (by name); with `overdue`, one more once
 * the date has passed and the record is still in them (a borrowing not returned). `date` may also be
 * `<subTable>.<column>`, a date column of a detail table: each row's date then reminds on its own, one message per
 * record, person and row date, naming the row by its column `rowLabel` when given (a supplier's certificates, each by
 * its name). Sent by the `dateReminders` scheduled task (src/server/engine/date-reminders.ts).
 */
export type ReminderDef = { date: string; rowLabel?: string; notify: readonly string[]; statuses: readonly number[]; overdue?: boolean };

export const reminders: Capability<readonly ReminderDef[]> = capability({
  load: (declared, statuses) => declared.map((reminder) => ({ ...reminder, statuses: statuses.own(reminder.statuses)! })),
  check: (value, { descriptor }) =>
    value.flatMap((reminder) => [
      ...expectField(descriptor, reminder.date, ['date'], 'reminders'),
      ...reminder.notify.filter((key) => key !== 'creator' && !fieldOf(descriptor, key.split('.')[0])).map((key) => `reminders: no field ${key}`),
    ]),
});
