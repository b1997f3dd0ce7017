import { and, asc, eq, gte, isNull, lte, ne, notInArray, sql } from 'drizzle-orm';
import { LIFECYCLES, statusCode } from '../../../machines/index.ts';
import type { ModuleDescriptor } from '../../modules/module.types.ts';
import { addDays, dayNumberOrNull, MINUTES_PER_DAY } from '../../shared/iso-days.ts';
import type { Db } from '../db/database.ts';
import { selectRows } from '../db/database.ts';
import { attendanceMonthLocks, attendanceMonths, checkIns, holidays, officeShifts, offices, records, shifts, users } from '../db/schema.ts';
import { AppError, badInput } from '../lib/app-error.ts';
import { batchesOf } from '../lib/batches.ts';
import { makeCalendar } from './calendar.ts';
import { planDays, planResults, shiftOf, type DayPlan, type Shift } from './daily.ts';
import { signedAttendance } from './attendance-documents.ts';
import { signedLeaveDays } from './leave-moves.ts';
import { monthlyAttendance, type PersonDay } from './monthly.ts';

/** A document not yet filed counts toward no limit (spec §4: a draft, a rejected or a withdrawn one). */
const NOT_FILED = ['draft', 'rejected', 'withdrawn'].map((key) => statusCode(LIFECYCLES.generic, key));
const IN_APPROVAL = statusCode(LIFECYCLES.generic, 'inApproval');

/**
 * The stored month (README.md "Shifts, punches and the stored month"): shifts from their table, punches from
 * `check_ins`, each person's month computed by `dailyResults` and `monthlyAttendance` and stored one row per person
 * and month, until the attendance clerk locks the month.
 */

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The first and last day of a month 'YYYY-MM'; a refusal naming `field` for any other text. */
export function monthDays(month: string, field = 'month'): { from: string; to: string } {
  if (!MONTH.test(month)) throw badInput(field, 'hr.attendanceMonthBad');
  const from = `${month}-01`;
  let to = `${month}-31`;
  while (dayNumberOrNull(to) === null) to = `${month}-${Number(to.slice(8)) - 1}`;
  return { from, to };
}

/** The refusal of a change to a locked month, in the reader's language. */
export const monthLocked = (month: string) => new AppError(2002, 'hr.attendanceMonthLocked', { month }, 'month');

/** The database's refusal of a change to a locked month (the triggers of migration 0017) as that refusal. */
export function lockedMonthOf(error: unknown): boolean {
  for (let cause = error as { constraint?: string; cause?: unknown } | undefined; cause; cause = cause.cause as typeof cause)
    if (cause.constraint === 'attendance_month_locked') return true;
  return false;
}

export async function lockOf(tx: Db, month: string) {
  const [lock] = await tx
    .select({ month: attendanceMonthLocks.month, lockedAt: attendanceMonthLocks.lockedAt, lockedBy: attendanceMonthLocks.lockedBy, name: users.name })
    .from(attendanceMonthLocks)
    .leftJoin(users, eq(users.id, attendanceMonthLocks.lockedBy))
    .where(eq(attendanceMonthLocks.month, month));
  return lock ?? null;
}

type ShiftRow = typeof shifts.$inferSelect;
export const shiftOfRow = (row: ShiftRow): Shift =>
  shiftOf({
    start: row.start,
    end: row.end,
    ...(row.restStart && row.restEnd ? { rest: [row.restStart, row.restEnd] as [string, string] } : {}),
    graceLate: row.graceLate,
    graceEarly: row.graceEarly,
    halfDayAfter: row.halfDayAfter,
    absentAfter: row.absentAfter,
  });

/**
 * Each person's shift: the shift of their office or of the nearest office above it that names one
 * (`office_shifts`), else the default shift; null without either (nobody is expected at work).
 */
async function shiftsOfPeople(tx: Db, people: readonly { id: number; officePath: string | null }[]) {
  const rows = await tx.select().from(shifts);
  const byId = new Map(rows.map((row) => [row.id, shiftOfRow(row)]));
  const fallback = rows.find((row) => row.isDefault);
  const ofOffice = new Map((await tx.select().from(officeShifts)).map((row) => [row.officeId, byId.get(row.shiftId)!]));
  const ofPath = new Map<string, Shift | null>();
  const shiftOfPath = (officePath: string) => {
    const own = officePath
      .split('/')
      .filter(Boolean)
      .map(Number)
      .reverse()
      .map((office) => ofOffice.get(office))
      .find(Boolean);
    return own ?? (fallback ? byId.get(fallback.id)! : null);
  };
  const of = new Map<number, Shift | null>();
  for (const person of people) {
    const officePath = person.officePath ?? '';
    if (!ofPath.has(officePath)) ofPath.set(officePath, shiftOfPath(officePath));
    of.set(person.id, ofPath.get(officePath)!);
  }
  return of;
}

/** Rows whose office (alias `o`) is `officeId` or below it; every row without one. */
const inOfficeSql = (officeId: number | null) => (officeId === null ? sql`true` : sql`o.path like (select path from offices where id = ${officeId}) || '%'`);

type Person = { id: number; officeId: number | null; officePath: string | null };

/** The enabled people of the company, or of an office and the offices below it. */
async function peopleOf(tx: Db, officeId: number | null): Promise<Person[]> {
  const inOffice = inOfficeSql(officeId);
  return selectRows<Person>(
    tx,
    sql`select u.id, u.office_id as "officeId", o.path as "officePath" from users u left join offices o on o.id = u.office_id
        where u.enabled and ${inOffice} order by u.id`,
  );
}

/**
 * Each person's punches from `from` to `to` as minute numbers (of an office and those below it; everyone's for null). A punch of
 * the day before or after a month may belong to one of its shifts (a night shift): callers read a day either side. The
 * punches come as two texts of one row, people and minutes in the same order: a row or an array a person costs the
 * embedded database several times more for 220,000 punches.
 */
async function punchesByPerson(tx: Db, from: string, to: string, officeId: number | null) {
  const [{ people, minutes }] = await selectRows<{ people: string | null; minutes: string | null }>(
    tx,
    sql`select string_agg(user_id::text, ',') as people, string_agg(((day - date '1970-01-01') * ${MINUTES_PER_DAY} + minute)::text, ',') as minutes
        from check_ins where day between ${from} and ${to}
          ${officeId !== null ? sql`and user_id in (select u.id from users u left join offices o on o.id = u.office_id where ${inOfficeSql(officeId)})` : sql``}`,
  );
  const byPerson = new Map<number, number[]>();
  if (people === null || minutes === null) return byPerson;
  const [persons, punches] = [people.split(','), minutes.split(',')];
  for (let at = 0; at < persons.length; at++) {
    const person = Number(persons[at]);
    const list = byPerson.get(person);
    if (list) list.push(Number(punches[at]));
    else byPerson.set(person, [Number(punches[at])]);
  }
  return byPerson;
}

/** The columns of `attendance_months` a computation stores, with their types, as `computeMonth` names them. */
const STORED_COLUMNS = {
  user_id: 'int',
  office_id: 'int',
  expected_halves: 'int',
  worked_halves: 'int',
  late_count: 'int',
  late_minutes: 'int',
  early_count: 'int',
  early_minutes: 'int',
  absent_halves: 'int',
  missing_punches: 'int',
  leave_halves: 'jsonb',
  leave_minutes: 'jsonb',
  trip_halves: 'int',
  outside_halves: 'int',
  overtime_minutes: 'jsonb',
  time_off_minutes: 'int',
} as const;

/**
 * Computes the month of everyone (or of an office and those below it) and stores it, replacing what was stored;
 * refused when the month is locked (checked here for the message, and by the database's triggers, which also make a
 * lock taken meanwhile wait for this transaction). Answers how many people were computed.
 */
export async function computeMonth(tx: Db, month: string, officeId: number | null, actorId: number | null): Promise<number> {
  const { from, to } = monthDays(month);
  if (await lockOf(tx, month)) throw monthLocked(month);
  const people = await peopleOf(tx, officeId);
  if (people.length === 0) return 0;
  const ids = officeId === null ? undefined : people.map((person) => person.id);
  const calendar = makeCalendar(
    await tx
      .select()
      .from(holidays)
      .where(and(gte(holidays.day, addDays(from, -1)), lte(holidays.day, addDays(to, 1)))),
  );
  const shiftOfPerson = await shiftsOfPeople(tx, people);
  const punchesOf = await punchesByPerson(tx, addDays(from, -1), addDays(to, 1), officeId);
  const days: PersonDay[] = [];
  const expected = new Map<number, number>();
  const plans = new Map<Shift | null, DayPlan>();
  for (const person of people) {
    const shift = shiftOfPerson.get(person.id) ?? null;
    if (!plans.has(shift)) plans.set(shift, planDays({ from, to, calendar, shiftOn: () => shift }));
    const personId = String(person.id);
    let halves = 0;
    for (const result of planResults(plans.get(shift)!, punchesOf.get(person.id) ?? [])) {
      if (result.expected) halves += 2;
      days.push(Object.assign(result, { personId }));
    }
    expected.set(person.id, halves);
  }
  // Signed leave, trips and outside work cover days or hours; signed overtime counts by its rate (attendance-documents.ts).
  const counted = new Set(people.map((person) => String(person.id)));
  const documents = await signedAttendance(tx, from, to);
  const coverings = [...(await signedLeaveDays(tx, from, to, ids)), ...documents.coverings.filter((covering) => counted.has(covering.personId))];
  const overtime = documents.overtime.filter((part) => counted.has(part.personId));
  const summaries = monthlyAttendance({ month, days, coverings, overtime });
  const officeOf = new Map(people.map((person) => [person.id, person.officeId]));
  const rows = summaries
    .filter((summary) => officeOf.has(Number(summary.personId)))
    .map((summary): Record<keyof typeof STORED_COLUMNS, unknown> => ({
      user_id: Number(summary.personId),
      office_id: officeOf.get(Number(summary.personId)) ?? null,
      expected_halves: expected.get(Number(summary.personId)) ?? 0,
      worked_halves: summary.workedHalves,
      late_count: summary.lateCount,
      late_minutes: summary.lateMinutes,
      early_count: summary.earlyCount,
      early_minutes: summary.earlyMinutes,
      absent_halves: summary.absentHalves,
      missing_punches: summary.missingPunches,
      leave_halves: summary.leaveHalves,
      leave_minutes: summary.leaveMinutes,
      trip_halves: summary.tripHalves,
      outside_halves: summary.outsideHalves,
      overtime_minutes: summary.overtimeMinutes,
      time_off_minutes: summary.timeOffMinutes,
    }));
  // One statement over the rows as one JSON parameter: a multi-row VALUES of 17 parameters a row costs several times more.
  const columns = Object.keys(STORED_COLUMNS);
  const typed = Object.entries(STORED_COLUMNS).map(([column, type]) => `${column} ${type}`);
  for (const batch of batchesOf(rows, 10_000))
    await tx
      .execute(
        sql`insert into attendance_months (month, computed_by, computed_at, ${sql.raw(columns.join(', '))})
            select ${month}, ${actorId}::int, now(), ${sql.raw(columns.join(', '))} from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as r(${sql.raw(typed.join(', '))})
            on conflict (user_id, month) do update set computed_by = excluded.computed_by, computed_at = excluded.computed_at,
              ${sql.raw(
                columns
                  .filter((column) => column !== 'user_id')
                  .map((column) => `${column} = excluded.${column}`)
                  .join(', '),
              )}`,
      )
      .catch((error: unknown) => {
        throw lockedMonthOf(error) ? monthLocked(month) : error;
      });
  return rows.length;
}

/** The stored month with each person's name, number and office, for the screen; of an office and those below it. */
export async function storedMonth(tx: Db, month: string, officeId: number | null) {
  monthDays(month);
  const inOffice = inOfficeSql(officeId);
  return selectRows<Record<string, unknown>>(
    tx,
    sql`select m.user_id as "userId", u.name, u.login_name as "loginName", u.no, m.office_id as "officeId", o.name as "officeName",
          m.expected_halves as "expectedHalves", m.worked_halves as "workedHalves", m.late_count as "lateCount",
          m.late_minutes as "lateMinutes", m.early_count as "earlyCount", m.early_minutes as "earlyMinutes",
          m.absent_halves as "absentHalves", m.missing_punches as "missingPunches", m.leave_halves as "leaveHalves",
          m.leave_minutes as "leaveMinutes", m.trip_halves as "tripHalves", m.outside_halves as "outsideHalves",
          m.overtime_minutes as "overtimeMinutes", m.time_off_minutes as "timeOffMinutes", m.computed_at as "computedAt"
        from attendance_months m join users u on u.id = m.user_id left join offices o on o.id = m.office_id
        where m.month = ${month} and ${inOffice} order by o.sort nulls last, u.no nulls last, u.id`,
  );
}

/** Locks a month that has been computed; refused when it is already locked or was never computed. */
export async function lockMonth(tx: Db, month: string, actorId: number) {
  monthDays(month);
  if (await lockOf(tx, month)) throw monthLocked(month);
  const [computed] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(attendanceMonths)
    .where(eq(attendanceMonths.month, month));
  if (computed.n === 0) throw new AppError(2002, 'hr.attendanceNotComputed', { month }, 'month');
  try {
    await tx.insert(attendanceMonthLocks).values({ month, lockedBy: actorId });
  } catch (error) {
    // Two clerks locking at once: the second finds the month locked.
    if ((error as { code?: string; cause?: { code?: string } }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505')
      throw monthLocked(month);
    throw error;
  }
}

export type PunchInput = { userId: number; day: string; minute: number };

/**
 * Stores punches in batches (a month of a large company is some 220,000), each once (a punch already there is
 * skipped); answers how many were new. Refused as a whole when one falls in a locked month.
 */
export async function storePunches(tx: Db, punches: readonly PunchInput[], source: 'import' | 'clerk', actorId: number | null): Promise<number> {
  const months = [...new Set(punches.map((punch) => punch.day.slice(0, 7)))].sort();
  for (const month of months) if (await lockOf(tx, month)) throw monthLocked(month);
  let added = 0;
  try {
    // Three arrays a statement rather than a parameter a value: a batch of 10,000 punches is parsed once.
    for (const batch of batchesOf(punches, 10_000)) {
      const inserted = await selectRows<{ n: number }>(
        tx,
        sql`with added as (
              insert into check_ins (user_id, day, minute, source, actor_id)
              select person, day, minute, ${source}, ${actorId}::int
              from unnest(${`{${batch.map((punch) => punch.userId).join(',')}}`}::int[], ${`{${batch.map((punch) => punch.day).join(',')}}`}::date[],
                          ${`{${batch.map((punch) => punch.minute).join(',')}}`}::smallint[]) as punch(person, day, minute)
              on conflict do nothing returning 1)
            select count(*)::int as n from added`,
      );
      added += inserted[0].n;
    }
  } catch (error) {
    if (lockedMonthOf(error)) throw monthLocked(months.join(', '));
    throw error;
  }
  return added;
}

/** Shifts and the offices naming their own. */
export async function shiftTable(tx: Db) {
  return {
    shifts: await tx.select().from(shifts).orderBy(asc(shifts.id)),
    officeShifts: await tx
      .select({ officeId: officeShifts.officeId, shiftId: officeShifts.shiftId, officeName: offices.name })
      .from(officeShifts)
      .innerJoin(offices, eq(offices.id, officeShifts.officeId)),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Make-up cards (descriptor `punch`)

type RecordRow = typeof records.$inferSelect;

/** The punch a make-up card names, or a refusal naming its field. */
function makeupPunchOf(descriptor: ModuleDescriptor, record: RecordRow) {
  const def = descriptor.capabilities.punch!;
  const [day, time] = [record.data[def.date], record.data[def.time]];
  if (typeof day !== 'string' || dayNumberOrNull(day) === null) throw badInput(def.date, 'rules.required');
  const parsed = typeof time === 'string' ? /^(\d{2}):(\d{2})/.exec(time) : null;
  if (!parsed || Number(parsed[1]) > 23 || Number(parsed[2]) > 59) throw badInput(def.time, 'rules.required');
  return { day, minute: Number(parsed[1]) * 60 + Number(parsed[2]) };
}

/**
 * A make-up card's submission (1001 on its date): refused when its day lies in a locked month, when one of its
 * creator's cards in approval asks for the same punch, and beyond the month's `perMonth`. One person's cards of a month
 * are counted one submission at a time, so two submitted at once cannot both pass the limit.
 */
export async function checkMakeupBefore(tx: Db, descriptor: ModuleDescriptor, record: RecordRow) {
  const def = descriptor.capabilities.punch!;
  const { day } = makeupPunchOf(descriptor, record);
  const month = day.slice(0, 7);
  if (await lockOf(tx, month)) throw badInput(def.date, 'hr.attendanceMonthLocked', { month });
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`makeup:${record.creatorId}:${month}`}))`);
  const filed = await tx
    .select({ status: records.status, day: sql<string>`${records.data} ->> ${def.date}`, time: sql<string>`${records.data} ->> ${def.time}` })
    .from(records)
    .where(
      and(
        eq(records.module, descriptor.key),
        eq(records.creatorId, record.creatorId),
        isNull(records.deletedAt),
        ne(records.id, record.id),
        notInArray(records.status, NOT_FILED),
        sql`${records.data} ->> ${def.date} like ${`${month}-%`}`,
      ),
    );
  const time = String(record.data[def.time]).slice(0, 5);
  if (filed.some((card) => card.status === IN_APPROVAL && card.day === day && card.time?.slice(0, 5) === time))
    throw badInput(def.date, 'hr.makeupPending', { day, time });
  if (def.perMonth !== undefined && filed.length >= def.perMonth) throw badInput(def.date, 'hr.makeupMonthlyLimit', { month, max: def.perMonth });
}

/**
 * A make-up card's signing: stores its creator's punch (source `makeup`, naming the document; a punch already there
 * at that minute is kept). A month locked meanwhile refuses the approval with 2002 (the database too).
 */
export async function postMakeup(tx: Db, descriptor: ModuleDescriptor, record: RecordRow, actorId: number | null) {
  const { day, minute } = makeupPunchOf(descriptor, record);
  if (await lockOf(tx, day.slice(0, 7))) throw monthLocked(day.slice(0, 7));
  try {
    await tx.insert(checkIns).values({ userId: record.creatorId, day, minute, source: 'makeup', recordId: record.id, actorId }).onConflictDoNothing();
  } catch (error) {
    throw lockedMonthOf(error) ? monthLocked(day.slice(0, 7)) : error;
  }
}
