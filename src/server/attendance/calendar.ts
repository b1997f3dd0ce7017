import { dayNumber, isWeekend } from '../../shared/iso-days.ts';

/**
 * The holiday calendar as attendance reads it: the rows of the `holidays` table (day, name, is_workday, statutory:
 * whether a day off is a statutory holiday, 法定节假日; README.md, "Statutory holidays").
 */
export type CalendarEntry = { day: string; name?: string; isWorkday: boolean; statutory?: boolean };

/** What a day is for attendance and overtime: a working day, a rest day (休息日), or a statutory holiday. */
export type DayKind = 'workday' | 'restday' | 'statutory';

export type Calendar = {
  kind(day: string | number): DayKind;
  isWorkday(day: string | number): boolean;
};

/**
 * A calendar from the holiday table's rows. A day without a row is a working day from Monday to Friday and a rest
 * day on Saturday and Sunday. A row with `isWorkday` is a working day (调休 make-up day). A row without it is a day
 * off: statutory when `statutory` says so, a rest day when `statutory` is false, and statutory when the row does not
 * say (the table's default) — paying a swapped rest day at 300 % is lawful where paying a festival at 200 % is not.
 */
export function makeCalendar(entries: Iterable<CalendarEntry>): Calendar {
  const byDay = new Map<number, DayKind>();
  for (const entry of entries) byDay.set(dayNumber(entry.day), entry.isWorkday ? 'workday' : entry.statutory === false ? 'restday' : 'statutory');
  const kind = (day: string | number): DayKind => {
    const number = typeof day === 'string' ? dayNumber(day) : day;
    return byDay.get(number) ?? (isWeekend(number) ? 'restday' : 'workday');
  };
  return { kind, isWorkday: (day) => kind(day) === 'workday' };
}
