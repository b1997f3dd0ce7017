import { sql, type SQL } from 'drizzle-orm';
import type { Deadline } from '../../../flows/index.ts';
import { holidays } from '../db/schema.ts';

/** A step's time limit as a to-do row carries it into the write: hours, or working days. */
export type DueIn = { dueHours: number | null; dueWorkdays: number | null };

export const dueIn = (deadline: Deadline | undefined): DueIn => ({
  dueHours: deadline?.unit === 'hours' ? deadline.amount : null,
  dueWorkdays: deadline?.unit === 'workdays' ? deadline.amount : null,
});

/** Working days are looked for over two years at most, like the holiday calendar's own count. */
const WORKDAY_HORIZON_DAYS = 366 * 2;

/**
 * SQL: when a to-do row opened now is due, from the database's clock. `hours` after now, or the end of the
 * `workdays`-th working day after today by the holiday calendar (weekdays that are not holidays, plus make-up
 * working days; part of a day counts as a whole one). Days are counted in UTC, as the calendar's working days and
 * delegations are. Null without a time limit.
 */
export function dueAtSql(hours: SQL, workdays: SQL): SQL {
  const today = sql`(now() at time zone 'UTC')::date`;
  return sql`case when ${hours} is not null then now() + ${hours} * interval '1 hour'
    when ${workdays} is not null then (select ((w.day::date + 1)::timestamp at time zone 'UTC') - interval '1 second'
      from generate_series(${today} + 1, ${today} + ${sql.raw(String(WORKDAY_HORIZON_DAYS))}, interval '1 day') w(day)
      left join ${holidays} h on h.day = w.day::date
      where coalesce(h.is_workday, extract(isodow from w.day) < 6)
      order by w.day offset greatest(ceil(${workdays})::int - 1, 0) limit 1) end`;
}
