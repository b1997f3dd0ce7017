import { and, asc, eq, gte, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import { findModule, MODULES } from '../../modules/index.ts';
import type { LeaveDef, ModuleDescriptor } from '../../modules/module.types.ts';
import { HOLIDAY_TYPES, isHolidayType, type HolidayType, type HolidayTypeCode } from '../../shared/holiday-types.ts';
import type { Locale, MessageId } from '../../shared/i18n/locales.ts';
import { OFFICE_HOURS } from '../../shared/office-hours.ts';
import { addDays, dayNumber, dayNumberOrNull, minuteNumber } from '../../shared/iso-days.ts';
import type { MessageValues } from '../../shared/money-format.ts';
import type { Db } from '../db/database.ts';
import { holidays, leaveLedger, records } from '../db/schema.ts';
import { AppError, badInput } from '../lib/app-error.ts';
import { translate } from '../lib/translate.ts';
import { annualLeaveEntitlement, proratedAnnualLeave, serviceYears } from './annual-leave.ts';
import { makeCalendar } from './calendar.ts';
import { shiftOf } from './daily.ts';
import { checkLeaveBalance, leaveDuration, type DayLeave, type HourLeave, type LeaveType } from './leave-duration.ts';
import { expiryRows, type LedgerKind, type LedgerRow } from './leave-ledger.ts';
import type { Covering } from './monthly.ts';

/**
 * Leave documents (descriptor `leave`, README.md "Balances"): what a submission checks and what the signing approval
 * writes to the append-only leave ledger, in the approval's transaction; the yearly grants written once when first
 * needed, and the expiries of what a grant leaves unused.
 */

type Row = typeof records.$inferSelect;
type Problem = { field: string; messageId: MessageId; values: MessageValues };
type Ledger = typeof leaveLedger.$inferSelect;

/** The office shift an hourly leave is counted on (09:00–18:00, lunch 12:00–13:00), until shifts are configured per person. */
const { restStart, restEnd, ...hours } = OFFICE_HOURS;
export const OFFICE_SHIFT = shiftOf({ ...hours, rest: [restStart, restEnd] });

export const leaveTypeOf = (code: HolidayTypeCode): LeaveType & HolidayType => ({ code, ...HOLIDAY_TYPES[code] });
export const ledgerUnit = (type: HolidayType): 'halfDay' | 'minute' => (type.unit === 'day' ? 'halfDay' : 'minute');
const SIGN: Record<LedgerKind, 1 | -1> = { grant: 1, cancel: 1, use: -1, expiry: -1 };
/** An amount of the ledger in the type's unit, as people read it: days (2.5) or hours (1.5). */
export const inUnit = (type: HolidayType, amount: number) => Math.round((amount / (type.unit === 'day' ? 2 : 60)) * 100) / 100;

/** Today on the server's clock, 'YYYY-MM-DD'. */
export const today = () => new Date().toLocaleDateString('sv');

/** A leave's period as leave-duration.ts reads it, with its ends as ordinals (half days or minutes) to compare periods. */
type Period = { leave: DayLeave | HourLeave; first: number; last: number };

function periodOf(def: LeaveDef, data: Record<string, unknown>, type: HolidayType): Period | Problem {
  const text = (key: string) => (typeof data[key] === 'string' && data[key] !== '' ? (data[key] as string) : undefined);
  const [fromDay, toDay] = [text(def.from.date), text(def.to.date)];
  if (!fromDay || dayNumberOrNull(fromDay) === null) return { field: def.from.date, messageId: 'rules.required', values: {} };
  if (!toDay || dayNumberOrNull(toDay) === null) return { field: def.to.date, messageId: 'rules.required', values: {} };
  if (type.unit === 'hour') {
    const [fromTime, toTime] = [text(def.from.time), text(def.to.time)];
    if (!fromTime) return { field: def.from.time, messageId: 'rules.required', values: {} };
    if (!toTime) return { field: def.to.time, messageId: 'rules.required', values: {} };
    const leave = { from: `${fromDay} ${fromTime}`, to: `${toDay} ${toTime}` };
    return { leave, first: minuteNumber(leave.from), last: minuteNumber(leave.to) };
  }
  const fromHalf = text(def.from.half) === 'pm' ? 'pm' : 'am';
  const toHalf = text(def.to.half) === 'am' ? 'am' : 'pm';
  return {
    leave: { from: { day: fromDay, half: fromHalf }, to: { day: toDay, half: toHalf } },
    first: dayNumber(fromDay) * 2 + (fromHalf === 'pm' ? 1 : 0),
    last: dayNumber(toDay) * 2 + (toHalf === 'pm' ? 1 : 0),
  };
}

/** The holiday calendar from `from` to `to` (calendar.ts): the `holidays` table's rows. */
async function calendarBetween(tx: Db, from: string, to: string) {
  const rows = await tx
    .select()
    .from(holidays)
    .where(and(gte(holidays.day, from), lte(holidays.day, to)));
  return makeCalendar(rows);
}

/** How long a period of a holiday type is, in the ledger's unit; a problem naming the field otherwise. */
async function amountOf(tx: Db, def: LeaveDef, data: Record<string, unknown>, type: LeaveType & HolidayType) {
  const period = periodOf(def, data, type);
  if ('field' in period) return period;
  const days = type.unit === 'day' ? [(period.leave as DayLeave).from.day, (period.leave as DayLeave).to.day] : [data[def.from.date], data[def.to.date]];
  const calendar = await calendarBetween(tx, addDays(String(days[0]), -1), addDays(String(days[1]), 1));
  const duration = leaveDuration(type, period.leave, { calendar, shift: OFFICE_SHIFT });
  if (!duration.ok) return { field: def.to.date, messageId: duration.messageId, values: {} } satisfies Problem;
  return { period, amount: duration.amount, proofRequired: duration.proofRequired };
}

// ---------------------------------------------------------------------------------------------------------------
// Whose service: the employee archive

/**
 * When a person started working (cumulative service, any employer) and joined the company, from the register that
 * declares `employment` (the employee archive: its account, joining date and service start); null while they have no
 * archive, so no annual leave is granted until HR files one. The one place that reads it.
 */
export async function serviceOf(tx: Db, userId: number): Promise<{ workStartDate: string; entryDate: string } | null> {
  const register = MODULES.find((descriptor) => descriptor.capabilities.employment);
  if (!register) return null;
  const { person, joined, workStarted } = register.capabilities.employment!;
  const [archive] = await tx
    .select({ data: records.data })
    .from(records)
    .where(and(eq(records.module, register.key), isNull(records.deletedAt), sql`${records.data} ->> ${person} = ${String(userId)}`))
    .orderBy(sql`${records.id} desc`)
    .limit(1);
  const valid = (value: unknown) => (typeof value === 'string' && dayNumberOrNull(value) !== null ? value : undefined);
  const entryDate = valid(archive?.data[joined]);
  const workStartDate = valid(archive?.data[workStarted]) ?? entryDate;
  return entryDate && workStartDate ? { workStartDate, entryDate } : null;
}

/**
 * A ledger row's reason that explains itself in every language: a message id with its values, stored as JSON and read
 * by `ledgerReason` in the reader's language. A value may be another such reason (an expiry names its grant's).
 */
const ledgerMessage = (id: MessageId, values: Record<string, string | number>) => JSON.stringify({ id, values });

/** A stored reason in `locale`: a ledger message translated, its nested reasons too; any other text as it is (a serial number). */
export function ledgerReason(locale: Locale, reason: string): string {
  if (!reason.startsWith('{')) return reason;
  try {
    const { id, values } = JSON.parse(reason) as { id: string; values: Record<string, string | number> };
    const read = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? ledgerReason(locale, value) : value]));
    return translate(locale, id, read);
  } catch {
    return reason;
  }
}

/** The year's annual leave of a person (annual-leave.ts): by years of service on its first day, prorated for a joiner. */
export function yearlyGrantOf(service: { workStartDate: string; entryDate: string }, year: number) {
  const first = `${year}-01-01`;
  if (service.entryDate > `${year}-12-31`) return null;
  const start = service.entryDate > first ? service.entryDate : first;
  const years = service.workStartDate < start ? serviceYears([{ from: service.workStartDate, to: addDays(start, -1) }]) : 0;
  const entitlement = annualLeaveEntitlement(years);
  const days = start === first ? entitlement : proratedAnnualLeave({ entitlement, year, from: start }).days;
  const served = { year, years: Math.floor(years), months: Math.round((years % 1) * 12), from: service.workStartDate, entitlement };
  const reason = ledgerMessage(start === first ? 'hr.ledger.grant' : 'hr.ledger.grantProrated', { ...served, days, start });
  // The year's days may be taken until 31 March of the next (README.md "Balances").
  return { day: start, days, expires: `${year + 1}-03-31`, reason };
}

/**
 * The yearly grant of a holiday type (annual leave) for a person and year, written once when first needed: two
 * requests at once both insert, the unique index keeps one and the other does nothing.
 */
export async function ensureYearlyGrant(tx: Db, userId: number, code: HolidayTypeCode, year: number) {
  const type = HOLIDAY_TYPES[code] as HolidayType;
  if (!type.yearly) return;
  const service = await serviceOf(tx, userId);
  const grant = service && yearlyGrantOf(service, year);
  if (!grant || grant.days <= 0) return;
  await tx
    .insert(leaveLedger)
    .values({
      userId,
      holidayType: code,
      kind: 'grant',
      amount: grant.days * 2,
      unit: ledgerUnit(type),
      day: grant.day,
      expires: grant.expires,
      year,
      reason: grant.reason,
    })
    .onConflictDoNothing();
}

/** A person's ledger of one holiday type, in order. */
export async function ledgerOf(tx: Db, userId: number, code: string): Promise<Ledger[]> {
  return tx
    .select()
    .from(leaveLedger)
    .where(and(eq(leaveLedger.userId, userId), eq(leaveLedger.holidayType, code)))
    .orderBy(asc(leaveLedger.day), asc(leaveLedger.id));
}

export const balanceOfRows = (rows: readonly Pick<Ledger, 'kind' | 'amount'>[]) => rows.reduce((sum, row) => sum + SIGN[row.kind] * row.amount, 0);

/** The expiry rows of what a person's grants of a type leave unused past their last day (leave-ledger.ts), as of `asOf`, each written once. */
export async function writeExpiries(tx: Db, userId: number, code: HolidayTypeCode, asOf: string) {
  const rows = await ledgerOf(tx, userId, code);
  if (!rows.some((row) => row.kind === 'grant' && row.expires !== null && row.expires < asOf)) return;
  const ledger: LedgerRow[] = rows
    .filter((row) => row.kind !== 'expiry')
    .map((row) => ({
      id: String(row.id),
      kind: row.kind,
      amount: row.amount,
      date: row.day,
      reason: row.reason,
      ...(row.expires ? { expires: row.expires } : {}),
      ...(row.cancels !== null ? { cancels: String(row.cancels) } : {}),
    }));
  const unit = ledgerUnit(HOLIDAY_TYPES[code]);
  for (const expiry of expiryRows(ledger, asOf)) {
    if (!expiry.lot || expiry.lot.startsWith('#')) continue;
    await tx
      .insert(leaveLedger)
      .values({
        userId,
        holidayType: code,
        kind: 'expiry',
        amount: expiry.amount,
        unit,
        day: expiry.date,
        lot: Number(expiry.lot),
        reason: ledgerMessage('hr.ledger.expired', { reason: expiry.reason }),
      })
      .onConflictDoNothing();
  }
}

/** The balance of a person's holiday type, its yearly grant and expiries written first. */
export async function currentBalance(tx: Db, userId: number, code: HolidayTypeCode, year: number) {
  await ensureYearlyGrant(tx, userId, code, year);
  await writeExpiries(tx, userId, code, today());
  return balanceOfRows(await ledgerOf(tx, userId, code));
}

// ---------------------------------------------------------------------------------------------------------------
// Submission and signing

/** A leave's (use) or cancellation's amount, and for a cancellation the use it gives back. */
type Move =
  | { move: 'use'; code: HolidayTypeCode; type: LeaveType & HolidayType; amount: number; day: string }
  | { move: 'cancel'; code: HolidayTypeCode; type: LeaveType & HolidayType; amount: number; use: Ledger; leave: Row };

async function moveOf(tx: Db, descriptor: ModuleDescriptor, record: Row, lock: boolean): Promise<Move | Problem> {
  const def = descriptor.capabilities.leave!;
  if (def.move === 'use') {
    const code = record.data[def.type!];
    if (!isHolidayType(code)) return { field: def.type!, messageId: 'hr.leaveTypeUnknown', values: {} };
    const type = leaveTypeOf(code);
    const counted = await amountOf(tx, def, record.data, type);
    if ('field' in counted) return counted;
    if (counted.proofRequired && def.proof && !hasFiles(record.data[def.proof])) return { field: def.proof, messageId: 'hr.leaveProofRequired', values: {} };
    // One person's leave of one type is signed one at a time, so two leaves never both pass on one balance.
    if (lock) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`leave:${record.creatorId}:${code}`}))`);
    const year = Number(String(record.data[def.from.date]).slice(0, 4));
    const balance = await currentBalance(tx, record.creatorId, code, year);
    const short = checkLeaveBalance(type, balance, counted.amount);
    if (short) return { field: def.type!, messageId: short.messageId, values: short.values };
    return { move: 'use', code, type, amount: counted.amount, day: String(record.data[def.from.date]) };
  }
  const notOwn: Problem = { field: def.via!, messageId: 'hr.leaveCancelNotOwn', values: {} };
  const leaveId = Number(record.data[def.via!]);
  if (!Number.isSafeInteger(leaveId)) return { field: def.via!, messageId: 'rules.required', values: {} };
  const query = tx
    .select()
    .from(records)
    .where(and(eq(records.id, leaveId), isNull(records.deletedAt)));
  const [leave] = await (lock ? query.for('update') : query);
  const leaveModule = leave && descriptorOfPick(descriptor, def.via!);
  if (!leave || !leaveModule || leave.module !== leaveModule.key || leave.creatorId !== record.creatorId) return notOwn;
  const [use] = await tx
    .select()
    .from(leaveLedger)
    .where(and(eq(leaveLedger.recordId, leave.id), eq(leaveLedger.kind, 'use')));
  const code = use?.holidayType;
  if (!use || !isHolidayType(code)) return notOwn;
  const type = leaveTypeOf(code);
  const leaveDef = leaveModule.capabilities.leave!;
  const taken = periodOf(leaveDef, leave.data, type);
  const counted = await amountOf(tx, def, record.data, type);
  if ('field' in counted) return counted;
  if ('field' in taken || counted.period.first < taken.first || counted.period.last > taken.last)
    return { field: def.from.date, messageId: 'hr.leaveCancelOutside', values: {} };
  const given = await tx
    .select({ amount: sql<number>`coalesce(sum(${leaveLedger.amount}), 0)::int` })
    .from(leaveLedger)
    .where(and(eq(leaveLedger.cancels, use.id), ne(leaveLedger.recordId, record.id)));
  const left = use.amount - given[0].amount;
  if (counted.amount > left)
    return {
      field: def.from.date,
      messageId: 'hr.leaveCancelTooMuch',
      values: { left: String(inUnit(type, left)), requested: String(inUnit(type, counted.amount)) },
    };
  return { move: 'cancel', code, type, amount: counted.amount, use, leave };
}

const hasFiles = (value: unknown) => (Array.isArray(value) ? value.length > 0 : value !== null && value !== undefined && value !== '');

/** The module a record pick of the descriptor names (the leave a cancellation picks). */
function descriptorOfPick(descriptor: ModuleDescriptor, key: string) {
  const field = descriptor.fields.find((candidate) => candidate.key === key);
  const target = field?.type === 'recordPick' && typeof field.target === 'object' ? field.target.module : undefined;
  const picked = target ? findModule(target) : undefined;
  return picked?.capabilities.leave?.move === 'use' ? picked : undefined;
}

/** A submission of a leave or cancel-leave: refused (1001 naming the field) when its period, proof or balance does not allow it. */
export async function checkLeaveBefore(tx: Db, descriptor: ModuleDescriptor, record: Row) {
  const move = await moveOf(tx, descriptor, record, false);
  if ('field' in move) throw badInput(move.field, move.messageId, move.values);
}

/**
 * The signing approval of a leave or cancel-leave: checks again under the locks (the person's type, or the leave
 * cancelled), then writes the use or the cancellation; what it finds changed refuses the approval with 2002 and the
 * document stays in approval.
 */
export async function postLeave(tx: Db, descriptor: ModuleDescriptor, record: Row, actorId: number | null) {
  const move = await moveOf(tx, descriptor, record, true);
  if ('field' in move) throw new AppError(2002, move.messageId, move.values, move.field);
  const common = { userId: record.creatorId, holidayType: move.code, unit: ledgerUnit(move.type), module: descriptor.key, recordId: record.id, actorId };
  if (move.move === 'use') await tx.insert(leaveLedger).values({ ...common, kind: 'use', amount: move.amount, day: move.day, reason: record.serialNo });
  else
    await tx.insert(leaveLedger).values({
      ...common,
      kind: 'cancel',
      amount: move.amount,
      day: today(),
      cancels: move.use.id,
      reason: `${record.serialNo} ← ${move.leave.serialNo}`,
    });
}

/** The serial numbers of the documents (by id) that wrote ledger rows. */
export async function serialsOf(tx: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, string | null>();
  const rows = await tx.select({ id: records.id, serialNo: records.serialNo }).from(records).where(inArray(records.id, ids));
  return new Map(rows.map((row) => [row.id, row.serialNo]));
}

// ---------------------------------------------------------------------------------------------------------------
// The month: signed leave as coverings

/**
 * The days of signed leave from `from` to `to` (monthly.ts coverings): each use row of the ledger gives its
 * leave's days (`leaveDuration.perDay` on the holiday calendar), less the days its signed cancellations give back.
 * Leave used from a year before `from` is read, so a long leave begun earlier still covers the month.
 */
export async function signedLeaveDays(tx: Db, from: string, to: string, userIds?: readonly number[]): Promise<Covering[]> {
  const moves = await tx
    .select({ ledger: leaveLedger, data: records.data })
    .from(leaveLedger)
    .innerJoin(records, eq(records.id, leaveLedger.recordId))
    .where(
      and(
        inArray(leaveLedger.kind, ['use', 'cancel']),
        lte(leaveLedger.day, to),
        gte(leaveLedger.day, addDays(from, -366)),
        userIds ? inArray(leaveLedger.userId, [...userIds]) : undefined,
      ),
    );
  if (moves.length === 0) return [];
  const calendar = await calendarBetween(tx, addDays(from, -400), addDays(to, 1));
  // Person, type and day → the halves and minutes still on leave.
  const covered = new Map<string, { personId: string; type: string; day: string; am: boolean; pm: boolean; minutes: number }>();
  // Uses first: a cancellation takes back days its use covered.
  moves.sort((a, b) => (a.ledger.kind === b.ledger.kind ? a.ledger.id - b.ledger.id : a.ledger.kind === 'use' ? -1 : 1));
  for (const { ledger, data } of moves) {
    const def = ledger.module ? findModule(ledger.module)?.capabilities.leave : undefined;
    if (!def || !isHolidayType(ledger.holidayType)) continue;
    const type = leaveTypeOf(ledger.holidayType);
    const period = periodOf(def, data, type);
    if ('field' in period) continue;
    const duration = leaveDuration(type, period.leave, { calendar, shift: OFFICE_SHIFT });
    if (!duration.ok) continue;
    for (const part of duration.perDay) {
      if (part.day < from || part.day > to) continue;
      const key = `${ledger.userId}|${ledger.holidayType}|${part.day}`;
      let entry = covered.get(key);
      if (!entry) covered.set(key, (entry = { personId: String(ledger.userId), type: ledger.holidayType, day: part.day, am: false, pm: false, minutes: 0 }));
      const on = ledger.kind === 'use';
      if ('minutes' in part) entry.minutes = Math.max(0, entry.minutes + (on ? part.minutes : -part.minutes));
      else {
        if (part.half !== 'pm') entry.am = on;
        if (part.half !== 'am') entry.pm = on;
      }
    }
  }
  const coverings: Covering[] = [];
  for (const entry of covered.values()) {
    const common = { personId: entry.personId, kind: 'leave' as const, type: entry.type, day: entry.day };
    if (entry.am && entry.pm) coverings.push({ ...common, halves: 2, half: 'day' });
    else if (entry.am || entry.pm) coverings.push({ ...common, halves: 1, half: entry.am ? 'am' : 'pm' });
    if (entry.minutes > 0) coverings.push({ ...common, minutes: entry.minutes });
  }
  return coverings;
}
