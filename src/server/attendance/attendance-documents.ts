import { and, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import { LIFECYCLES } from '../../../machines/index.ts';
import { IN_FORCE } from '../../modules/common-fields.ts';
import { MODULES } from '../../modules/index.ts';
import type { AttendanceDef, ModuleDescriptor } from '../../modules/module.types.ts';
import { lifecycleOf } from '../../modules/status-names.ts';
import { HOLIDAY_TYPES, isHolidayType, type HolidayTypeCode } from '../../shared/holiday-types.ts';
import type { MessageId } from '../../shared/i18n/locales.ts';
import { addDays, dayNumber, dayNumberOrNull, isoDay, MINUTES_PER_DAY, minuteNumber } from '../../shared/iso-days.ts';
import type { Db } from '../db/database.ts';
import { holidays, leaveLedger, records } from '../db/schema.ts';
import { AppError, badInput } from '../lib/app-error.ts';
import { makeCalendar, type Calendar } from './calendar.ts';
import { leaveDuration, type DayLeave, type HourLeave, type LeaveDay } from './leave-duration.ts';
import { ledgerUnit, OFFICE_SHIFT } from './leave-moves.ts';
import type { Covering, OvertimeDocument } from './monthly.ts';
import { compensateOvertime, splitOvertime, type Compensation, type OvertimePart } from './overtime.ts';

/**
 * Attendance documents (descriptor `attendance`, README.md "Attendance documents"): overtime, business trips and
 * outside work. What a submission checks (the period, and for overtime its compensation against the holiday
 * calendar), what the signing approval writes (overtime taken as time off: a credit to the leave ledger, once per
 * document), and what the month reads of the signed ones (`signedAttendance`).
 */

type Row = typeof records.$inferSelect;
type Problem = { field: string; messageId: MessageId; values: Record<string, string> };

/** A document's period: half days (a trip) or minutes (overtime, outside work), with its ends as ordinals. */
export type AttendancePeriod =
  { unit: 'halfDay'; leave: DayLeave; first: number; last: number } | { unit: 'minute'; leave: HourLeave; first: number; last: number };

const text = (data: Record<string, unknown>, key: string | undefined) =>
  key && typeof data[key] === 'string' && data[key] !== '' ? (data[key] as string) : undefined;

/** The period a document's fields give, or a problem naming the field: a missing end, or a period reversed or empty. */
export function attendancePeriodOf(def: AttendanceDef, data: Record<string, unknown>): AttendancePeriod | Problem {
  const required = (field: string): Problem => ({ field, messageId: 'rules.required', values: {} });
  const [fromDay, toDay] = [text(data, def.from.date), text(data, def.to.date)];
  if (!fromDay || dayNumberOrNull(fromDay) === null) return required(def.from.date);
  if (!toDay || dayNumberOrNull(toDay) === null) return required(def.to.date);
  // The field a reversed period is reported on: the end's time within one day, else the end's date.
  const endField = fromDay === toDay ? (def.to.time ?? def.to.half ?? def.to.date) : def.to.date;
  if (def.from.time && def.to.time) {
    const [fromTime, toTime] = [text(data, def.from.time), text(data, def.to.time)];
    if (!fromTime) return required(def.from.time);
    if (!toTime) return required(def.to.time);
    const leave = { from: `${fromDay} ${fromTime.slice(0, 5)}`, to: `${toDay} ${toTime.slice(0, 5)}` };
    let first: number, last: number;
    try {
      [first, last] = [minuteNumber(leave.from), minuteNumber(leave.to)];
    } catch {
      return { field: def.from.time, messageId: 'rules.required', values: {} };
    }
    if (last < first) return { field: endField, messageId: 'hr.periodEndBeforeStart', values: {} };
    if (last === first) return { field: endField, messageId: 'hr.periodEmpty', values: {} };
    return { unit: 'minute', leave, first, last };
  }
  const fromHalf = text(data, def.from.half) === 'pm' ? 'pm' : 'am';
  const toHalf = text(data, def.to.half) === 'am' ? 'am' : 'pm';
  const [first, last] = [dayNumber(fromDay) * 2 + (fromHalf === 'pm' ? 1 : 0), dayNumber(toDay) * 2 + (toHalf === 'pm' ? 1 : 0)];
  if (last < first) return { field: endField, messageId: 'hr.periodEndBeforeStart', values: {} };
  return { unit: 'halfDay', leave: { from: { day: fromDay, half: fromHalf }, to: { day: toDay, half: toHalf } }, first, last };
}

/** The holiday calendar over a period's days, a day either side (calendar.ts, the `holidays` table). */
async function calendarOver(tx: Db, period: AttendancePeriod): Promise<Calendar> {
  const [firstDay, lastDay] =
    period.unit === 'minute'
      ? [Math.floor(period.first / MINUTES_PER_DAY), Math.floor(period.last / MINUTES_PER_DAY)]
      : [Math.floor(period.first / 2), Math.floor(period.last / 2)];
  const rows = await tx
    .select()
    .from(holidays)
    .where(and(gte(holidays.day, addDays(isoDay(firstDay), -1)), lte(holidays.day, addDays(isoDay(lastDay), 1))));
  return makeCalendar(rows);
}

/** What a document counts: for overtime its parts by day with the compensation asked; for a trip or outside work the working time it covers. */
export type AttendanceCount =
  | { kind: 'overtime'; period: AttendancePeriod; parts: OvertimePart[]; compensation: Compensation; timeOffMinutes: number }
  | { kind: 'trip' | 'outside'; period: AttendancePeriod; days: LeaveDay[] };

/** Counts a document's period on the holiday calendar; a problem naming the field when it may not be filed. */
export async function countAttendance(tx: Db, def: AttendanceDef, data: Record<string, unknown>): Promise<AttendanceCount | Problem> {
  const period = attendancePeriodOf(def, data);
  if ('field' in period) return period;
  const calendar = await calendarOver(tx, period);
  if (def.kind === 'overtime') {
    const compensation: Compensation = text(data, def.compensation) === 'timeOff' ? 'timeOff' : 'pay';
    const parts = splitOvertime(period.first, period.last, calendar);
    let timeOffMinutes = 0;
    for (const part of parts) {
      const outcome = compensateOvertime(part.kind, part.minutes, compensation);
      if (!outcome.ok) return { field: def.compensation!, messageId: outcome.messageId, values: {} };
      timeOffMinutes += outcome.timeOffMinutes;
    }
    return { kind: 'overtime', period, parts, compensation, timeOffMinutes };
  }
  // A trip or outside work covers the working time of its period (a half day, or the office shift's minutes); a period
  // falling on days off covers nothing and is still filed.
  const counted = leaveDuration({ code: def.kind, unit: period.unit === 'minute' ? 'hour' : 'day', counting: 'working', mayGoNegative: true }, period.leave, {
    calendar,
    shift: OFFICE_SHIFT,
  });
  return { kind: def.kind, period, days: counted.ok ? counted.perDay : [] };
}

/** A submission of an attendance document: refused (1001 naming the field) when its period or compensation does not allow it. */
export async function checkAttendanceBefore(tx: Db, descriptor: ModuleDescriptor, record: Row) {
  const counted = await countAttendance(tx, descriptor.capabilities.attendance!, record.data);
  if ('field' in counted) throw badInput(counted.field, counted.messageId, counted.values);
}

/**
 * The signing approval of an attendance document: counts it again (the calendar may have changed: a refusal is 2002
 * and the document stays in approval); overtime taken as time off then credits its minutes to the holiday type
 * `credits` as a grant row of the leave ledger naming the document, written once: under a per-document lock, a
 * document that already wrote its credit writes nothing more.
 */
export async function postAttendance(tx: Db, descriptor: ModuleDescriptor, record: Row, actorId: number | null) {
  const def = descriptor.capabilities.attendance!;
  const counted = await countAttendance(tx, def, record.data);
  if ('field' in counted) throw new AppError(2002, counted.messageId, counted.values, counted.field);
  if (counted.kind !== 'overtime' || counted.timeOffMinutes === 0 || !isHolidayType(def.credits)) return;
  await creditTimeOff(tx, descriptor, record, def.credits, counted.timeOffMinutes, counted.parts, actorId);
}

async function creditTimeOff(
  tx: Db,
  descriptor: ModuleDescriptor,
  record: Row,
  code: HolidayTypeCode,
  minutes: number,
  parts: readonly OvertimePart[],
  actorId: number | null,
) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`attendance.credit:${record.id}`}))`);
  const [written] = await tx
    .select({ id: leaveLedger.id })
    .from(leaveLedger)
    .where(and(eq(leaveLedger.recordId, record.id), eq(leaveLedger.kind, 'grant')))
    .limit(1);
  if (written) return;
  const worked = parts
    .filter((part) => part.minutes > 0)
    .map((part) => `${part.day} ${part.kind} ${part.minutes} min`)
    .join(', ');
  await tx.insert(leaveLedger).values({
    userId: record.creatorId,
    holidayType: code,
    kind: 'grant',
    amount: minutes,
    unit: ledgerUnit(HOLIDAY_TYPES[code]),
    day: parts[0].day,
    module: descriptor.key,
    recordId: record.id,
    actorId,
    reason: `${record.serialNo ?? record.id}: overtime as time off (${worked})`,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// What the month reads

const ATTENDANCE = () => MODULES.filter((descriptor) => descriptor.capabilities.attendance);

/** The codes of the statuses in which a module's signed document is in force (`IN_FORCE`, those its lifecycle has). */
function inForceCodes(descriptor: ModuleDescriptor): number[] {
  const lifecycle = LIFECYCLES[lifecycleOf(descriptor)];
  return lifecycle.statuses.filter((status) => (IN_FORCE as readonly string[]).includes(status.key)).map((status) => status.code);
}

/**
 * The signed attendance documents touching the days `from` to `to` (inclusive), as the month reads them
 * (monthly.ts): each trip's and outside work's covered days (`Covering`, kinds `trip` and `outside`) and each
 * overtime's parts (`OvertimeDocument`, paid at its rate or taken as time off), by creator. Counted from the
 * documents' fields on today's calendar, the same way their signing counted them.
 */
export async function signedAttendance(tx: Db, from: string, to: string): Promise<{ coverings: Covering[]; overtime: OvertimeDocument[] }> {
  const coverings: Covering[] = [];
  const overtime: OvertimeDocument[] = [];
  for (const descriptor of ATTENDANCE()) {
    const def = descriptor.capabilities.attendance!;
    const rows = await tx
      .select()
      .from(records)
      .where(
        and(
          eq(records.module, descriptor.key),
          isNull(records.deletedAt),
          inArray(records.status, inForceCodes(descriptor)),
          sql`${records.data} ->> ${def.from.date} <= ${to}`,
          sql`${records.data} ->> ${def.to.date} >= ${from}`,
        ),
      );
    for (const row of rows) {
      const counted = await countAttendance(tx, def, row.data);
      if ('field' in counted) continue;
      const personId = String(row.creatorId);
      const within = (day: string) => day >= from && day <= to;
      if (counted.kind === 'overtime')
        for (const part of counted.parts)
          if (within(part.day)) overtime.push({ personId, day: part.day, minutes: part.minutes, rate: part.rate, compensation: counted.compensation });
      if (counted.kind !== 'overtime') for (const day of counted.days) if (within(day.day)) coverings.push({ personId, kind: counted.kind, ...day });
    }
  }
  return { coverings, overtime };
}
