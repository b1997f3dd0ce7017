import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { MODULES } from '../../modules/index.ts';
import { fieldLabelId, titleId, type ModuleDescriptor, type ReminderDef } from '../../modules/module.types.ts';
import type { Db } from '../db/database.ts';
import { records, systemParams } from '../db/schema.ts';

/** How many days ahead a date reminds, when the system parameter `reminder.daysAhead` is not a number. */
const DEFAULT_DAYS_AHEAD = 30;

/**
 * Reminders of the dates records carry (descriptor `reminders`: a contract's expiry). A record whose date falls
 * between today and `reminder.daysAhead` days from now gives each person the reminder names one message (type 3,
 * a to-do) linking to the record, once per record, person and date (`<pick>.<field>`: a user pick of the record a pick
 * names, an archive item's keeper for its borrowing): a message already sent is not sent again, and
 * a date moved later reminds anew. With `overdue`, a date that has passed while the record is still in its statuses
 * sends one more message, "overdue". Run by the scheduled task `dateReminders`, once per tick across instances.
 */
export async function sendDateReminders(db: Db) {
  const [param] = await db.select({ value: systemParams.value }).from(systemParams).where(eq(systemParams.code, 'reminder.daysAhead'));
  const days = Number.parseInt(param?.value ?? '', 10);
  const ahead = Number.isInteger(days) && days >= 0 ? days : DEFAULT_DAYS_AHEAD;
  for (const descriptor of MODULES)
    for (const reminder of descriptor.reminders ?? []) {
      const date = sql`(${records.data} ->> ${reminder.date})`;
      const today = sql`to_char(current_date, 'YYYY-MM-DD')`;
      const when = [
        { messageId: 'workflow.notify.dueSoon', on: sql`${date} between ${today} and to_char(current_date + ${ahead}::int, 'YYYY-MM-DD')` },
        ...(reminder.overdue ? [{ messageId: 'workflow.notify.overdue', on: sql`${date} < ${today}` }] : []),
      ];
      for (const { messageId, on } of when) await remind(db, descriptor, reminder, messageId, on);
    }
}

/** One message per person `notify` names for each record in `statuses` whose date meets `on` (sent once each). */
async function remind(db: Db, descriptor: ModuleDescriptor, reminder: ReminderDef, messageId: string, on: SQL) {
  const due = await db
    .select({ id: records.id, serialNo: records.serialNo, creatorId: records.creatorId, data: records.data })
    .from(records)
    .where(and(eq(records.module, descriptor.key), isNull(records.deletedAt), inArray(records.status, [...reminder.statuses]), on));
  const picked = await pickedData(db, reminder.notify, due);
  for (const record of due) {
    const data = record.data as Record<string, unknown>;
    const personOf = (key: string) => {
      if (key === 'creator') return record.creatorId;
      const [pick, field] = key.split('.');
      return field === undefined ? data[key] : picked.get(Number(data[pick]))?.[field];
    };
    const people = new Set(reminder.notify.map(personOf).filter((id): id is number => typeof id === 'number'));
    const content = JSON.stringify({
      id: messageId,
      values: { module: titleId(descriptor), serialNo: record.serialNo, field: fieldLabelId(descriptor, reminder.date), date: String(data[reminder.date]) },
    });
    const link = `/${descriptor.area}/${descriptor.key}/view?id=${record.id}`;
    for (const userId of people)
      await db.execute(
        sql`insert into notifications (user_id, type, content, link) select ${userId}, 3, ${content}, ${link}
              where not exists (select 1 from notifications where user_id = ${userId} and link = ${link} and content = ${content})`,
      );
  }
}

/** The records the `<pick>.<field>` entries of `notify` reach (an archive item, for its keeper), by id. */
async function pickedData(db: Db, notify: readonly string[], due: readonly { data: unknown }[]) {
  const picks = notify.filter((key) => key.includes('.')).map((key) => key.split('.')[0]);
  const ids = [...new Set(due.flatMap((record) => picks.map((pick) => (record.data as Record<string, unknown>)[pick])))].filter(
    (id): id is number => typeof id === 'number',
  );
  if (ids.length === 0) return new Map<number, Record<string, unknown>>();
  const rows = await db
    .select({ id: records.id, data: records.data })
    .from(records)
    .where(and(inArray(records.id, ids), isNull(records.deletedAt)));
  return new Map(rows.map((row) => [row.id, row.data as Record<string, unknown>]));
}
