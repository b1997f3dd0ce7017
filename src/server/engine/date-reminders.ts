import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { MODULES } from '../../modules/index.ts';
import { fieldLabelId, titleId, type ModuleDescriptor, type ReminderDef } from '../../modules/module.types.ts';
import type { Db } from '../db/database.ts';
import { records, systemParams } from '../db/schema.ts';
import { liveRecordsIn } from './live-records.ts';

/** How many days ahead a date reminds, when the system parameter `reminder.daysAhead` is not a number. */
const DEFAULT_DAYS_AHEAD = 30;

/**
 * Reminders of the dates records carry (descriptor `reminders`: a contract's expiry). A record whose date falls
 * between today and `reminder.daysAhead` days from now gives each person the reminder names one message (type 3,
 * a to-do) linking to the record, once per record, person and date (`<pick>.<field>`: a user pick of the record a pick
 * names, an archive item's keeper for its borrowing): a message already sent is not sent again, and
 * a date moved later reminds anew. With `overdue`, a date that has passed while the record is still in its statuses
 * sends one more message, "overdue". A date `<subTable>.<column>` is each row's own: every row whose date falls in the
 * window reminds once per record, person and row date, the message naming the row by its `rowLabel` column (a
 * supplier's certificate by its name). Run by the scheduled task `dateReminders`, once per tick across instances.
 */
export async function sendDateReminders(db: Db) {
  const [param] = await db.select({ value: systemParams.value }).from(systemParams).where(eq(systemParams.code, 'reminder.daysAhead'));
  const days = Number.parseInt(param?.value ?? '', 10);
  const ahead = Number.isInteger(days) && days >= 0 ? days : DEFAULT_DAYS_AHEAD;
  const today = sql`to_char(current_date, 'YYYY-MM-DD')`;
  for (const descriptor of MODULES)
    for (const reminder of descriptor.capabilities.reminders ?? []) {
      const when: { messageId: Message; on: (date: SQL) => SQL }[] = [
        { messageId: 'dueSoon', on: (date) => sql`${date} between ${today} and to_char(current_date + ${ahead}::int, 'YYYY-MM-DD')` },
        ...(reminder.overdue ? [{ messageId: 'overdue' as const, on: (date: SQL) => sql`${date} < ${today}` }] : []),
      ];
      for (const { messageId, on } of when) await remind(db, descriptor, reminder, messageId, on);
    }
}

type Message = 'dueSoon' | 'overdue';
/** The message of a date, and of a detail table row's date naming its row. */
const MESSAGE_IDS: Record<Message, { date: string; row: string }> = {
  dueSoon: { date: 'workflow.notify.dueSoon', row: 'workflow.notify.rowDueSoon' },
  overdue: { date: 'workflow.notify.overdue', row: 'workflow.notify.rowOverdue' },
};

/**
 * One message per person `notify` names for each record in `statuses` whose date meets `on` (sent once each); for a
 * detail table's date, one for each of the record's rows whose date meets it.
 */
async function remind(db: Db, descriptor: ModuleDescriptor, reminder: ReminderDef, message: Message, on: (date: SQL) => SQL) {
  const [table, column] = reminder.date.split('.');
  const rowsOf =
    column === undefined
      ? undefined
      : sql`jsonb_array_elements(case when jsonb_typeof(${records.data} -> ${table}) = 'array' then ${records.data} -> ${table} else '[]'::jsonb end) as reminder_row`;
  const rowOn = on(sql`(reminder_row ->> ${column ?? ''})`);
  const due = await db
    .select({
      id: records.id,
      serialNo: records.serialNo,
      creatorId: records.creatorId,
      data: records.data,
      rows: rowsOf ? sql<unknown>`(select coalesce(jsonb_agg(reminder_row), '[]'::jsonb) from ${rowsOf} where ${rowOn})` : sql<unknown>`null`,
    })
    .from(records)
    .where(
      and(
        liveRecordsIn(descriptor.key, reminder.statuses),
        rowsOf ? sql`exists (select 1 from ${rowsOf} where ${rowOn})` : on(sql`(${records.data} ->> ${reminder.date})`),
      ),
    );
  const picked = await pickedData(db, reminder.notify, due);
  for (const record of due) {
    const data = record.data as Record<string, unknown>;
    const personOf = (key: string) => {
      if (key === 'creator') return record.creatorId;
      const [pick, field] = key.split('.');
      return field === undefined ? data[key] : picked.get(Number(data[pick]))?.[field];
    };
    const people = new Set(reminder.notify.map(personOf).filter((id): id is number => typeof id === 'number'));
    const dates =
      column === undefined
        ? [{ date: data[reminder.date] }]
        : (Array.isArray(record.rows) ? (record.rows as Record<string, unknown>[]) : []).map((row) => ({
            date: row[column],
            row: reminder.rowLabel === undefined ? undefined : row[reminder.rowLabel],
          }));
    const link = `/${descriptor.area}/${descriptor.key}/view?id=${record.id}`;
    for (const { date, row } of dates as { date: unknown; row?: unknown }[]) {
      const named = typeof row === 'string' && row.trim() !== '' ? { row: row.trim() } : {};
      const content = JSON.stringify({
        id: 'row' in named ? MESSAGE_IDS[message].row : MESSAGE_IDS[message].date,
        values: { module: titleId(descriptor), serialNo: record.serialNo, field: fieldLabelId(descriptor, reminder.date), date: String(date), ...named },
      });
      for (const userId of people)
        await db.execute(
          sql`insert into notifications (user_id, type, content, link) select ${userId}, 3, ${content}, ${link}
                where not exists (select 1 from notifications where user_id = ${userId} and link = ${link} and content = ${content})`,
        );
    }
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
