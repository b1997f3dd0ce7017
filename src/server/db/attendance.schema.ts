import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { stampedAt } from './columns.ts';
import { offices, users } from './core.schema.ts';
import { records } from './engine.schema.ts';

/**
 * The leave ledger (src/server/attendance/README.md, "Balances"): every grant, use, cancellation and expiry of a
 * person's leave of one holiday type is a row, and the balance is their sum (grants and cancellations add, uses and
 * expiries take away). Amounts are whole numbers in the type's unit: half days (`halfDay`) or minutes (`minute`).
 * Append-only: a trigger refuses any update or delete. Uses and cancellations are written by the approval that
 * signs a leave or cancel-leave document, in its transaction; the year's annual grant when it is first needed.
 */
export const leaveLedger = pgTable(
  'leave_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The holiday type's code (src/server/attendance/leave-types.ts). */
    holidayType: text('holiday_type').notNull(),
    kind: text('kind').$type<'grant' | 'use' | 'cancel' | 'expiry'>().notNull(),
    /** Positive; the kind gives the sign. */
    amount: integer('amount').notNull(),
    unit: text('unit').$type<'halfDay' | 'minute'>().notNull(),
    /** The row's day: a grant's first day of use, a use's first day of leave, a cancellation's or expiry's day. */
    day: date('day', { mode: 'string' }).notNull(),
    /** A grant's last day of use; none: it never expires. */
    expires: date('expires', { mode: 'string' }),
    /** The year a yearly grant (annual leave) is for. */
    year: smallint('year'),
    /** The document whose signing wrote it (a leave for a use, a cancel-leave for a cancellation). */
    module: text('module'),
    recordId: bigint('record_id', { mode: 'number' }).references(() => records.id),
    /** A cancellation: the use it gives back, in whole or in part. */
    cancels: bigint('cancels', { mode: 'number' }).references((): AnyPgColumn => leaveLedger.id),
    /** An expiry: the grant whose rest it ends. */
    lot: bigint('lot', { mode: 'number' }).references((): AnyPgColumn => leaveLedger.id),
    /** Why the row is there, in words a person reads (the years of service, the document's serial number…). */
    reason: text('reason').notNull(),
    actorId: integer('actor_id').references(() => users.id),
    createdAt: stampedAt('created_at'),
  },
  (t) => [
    // One yearly grant per person, type and year, however many requests ask for it at once.
    uniqueIndex('leave_ledger_grant_uq')
      .on(t.userId, t.holidayType, t.year)
      .where(sql`${t.kind} = 'grant' and ${t.year} is not null`),
    // A document's use, or its cancellation, is written once.
    uniqueIndex('leave_ledger_document_uq')
      .on(t.recordId, t.kind)
      .where(sql`${t.kind} in ('use', 'cancel')`),
    // A grant's rest expires once a day.
    uniqueIndex('leave_ledger_expiry_uq')
      .on(t.lot, t.day)
      .where(sql`${t.kind} = 'expiry'`),
    index('leave_ledger_person_idx').on(t.userId, t.holidayType, t.day),
    index('leave_ledger_cancels_idx').on(t.cancels),
    check('leave_ledger_kind_check', sql`${t.kind} in ('grant', 'use', 'cancel', 'expiry')`),
    check('leave_ledger_unit_check', sql`${t.unit} in ('halfDay', 'minute')`),
    check('leave_ledger_amount_check', sql`${t.amount} > 0`),
    check('leave_ledger_use_check', sql`${t.kind} not in ('use', 'cancel') or ${t.recordId} is not null`),
    check('leave_ledger_cancel_check', sql`(${t.kind} = 'cancel') = (${t.cancels} is not null)`),
    check('leave_ledger_expiry_check', sql`(${t.kind} = 'expiry') = (${t.lot} is not null)`),
  ],
);

/**
 * Check-in rules as data (src/server/attendance/README.md, "Shifts, punches and the stored month"): a shift's clock
 * times ('HH:MM'; an end at or before the start is on the next day), its lunch rest, the grace minutes and the
 * thresholds of `daily.ts`. One shift is the default (a partial unique index keeps one); an office may name its own
 * in `office_shifts`, which holds for the offices below it too.
 */
export const shifts = pgTable(
  'shifts',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    start: text('start').notNull(),
    end: text('end').notNull(),
    restStart: text('rest_start'),
    restEnd: text('rest_end'),
    graceLate: integer('grace_late').notNull().default(0),
    graceEarly: integer('grace_early').notNull().default(0),
    halfDayAfter: integer('half_day_after').notNull(),
    absentAfter: integer('absent_after').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: stampedAt('created_at'),
  },
  (t) => [
    uniqueIndex('shifts_default_uq')
      .on(t.isDefault)
      .where(sql`${t.isDefault}`),
    check('shifts_clock_check', sql`${t.start} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ${t.end} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check('shifts_rest_check', sql`(${t.restStart} is null) = (${t.restEnd} is null)`),
    check('shifts_minutes_check', sql`${t.graceLate} >= 0 and ${t.graceEarly} >= 0 and ${t.halfDayAfter} >= 0 and ${t.absentAfter} >= ${t.halfDayAfter}`),
  ],
);

/** The shift of an office and of the offices below it, where it is not the default one. */
export const officeShifts = pgTable('office_shifts', {
  officeId: integer('office_id')
    .primaryKey()
    .references(() => offices.id),
  shiftId: integer('shift_id')
    .notNull()
    .references(() => shifts.id),
});

/**
 * Punches (打卡): a person's punch on a day at a minute of that day (0-1439, wall-clock time). Where it came from: an
 * Excel file of the time clock (`import`), typed by the attendance clerk (`clerk`), or a signed make-up card
 * (`makeup`, naming its document). A punch is stored once (unique person, day, minute): importing a file twice adds
 * nothing. A trigger refuses punches on a day of a locked month.
 */
export const checkIns = pgTable(
  'check_ins',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    day: date('day', { mode: 'string' }).notNull(),
    minute: smallint('minute').notNull(),
    source: text('source').$type<'import' | 'clerk' | 'makeup'>().notNull(),
    recordId: bigint('record_id', { mode: 'number' }).references(() => records.id),
    actorId: integer('actor_id').references(() => users.id),
    createdAt: stampedAt('created_at'),
  },
  (t) => [
    uniqueIndex('check_ins_punch_uq').on(t.userId, t.day, t.minute),
    index('check_ins_day_idx').on(t.day),
    check('check_ins_minute_check', sql`${t.minute} >= 0 and ${t.minute} < 1440`),
    check('check_ins_source_check', sql`${t.source} in ('import', 'clerk', 'makeup')`),
    check('check_ins_makeup_check', sql`(${t.source} = 'makeup') = (${t.recordId} is not null)`),
  ],
);

/** A month's figures by holiday type (leave) or overtime rate, as stored: whole half days or minutes. */
type Totals = Record<string, number>;

/**
 * The stored month of a person (`monthlyAttendance` of monthly.ts, computed from the calendar, the shifts, the
 * punches and the signed leave): one row per person and month ('YYYY-MM'). Recomputing replaces the row, until the
 * month is locked (`attendance_month_locks`): then a trigger refuses any insert, update or delete of the month.
 */
export const attendanceMonths = pgTable(
  'attendance_months',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    month: text('month').notNull(),
    /** The person's office when the month was computed. */
    officeId: integer('office_id').references(() => offices.id),
    /** Half days the person was expected at work (the working days with a shift, × 2). */
    expectedHalves: integer('expected_halves').notNull().default(0),
    workedHalves: integer('worked_halves').notNull().default(0),
    lateCount: integer('late_count').notNull().default(0),
    lateMinutes: integer('late_minutes').notNull().default(0),
    earlyCount: integer('early_count').notNull().default(0),
    earlyMinutes: integer('early_minutes').notNull().default(0),
    absentHalves: integer('absent_halves').notNull().default(0),
    missingPunches: integer('missing_punches').notNull().default(0),
    leaveHalves: jsonb('leave_halves').$type<Totals>().notNull().default({}),
    leaveMinutes: jsonb('leave_minutes').$type<Totals>().notNull().default({}),
    tripHalves: integer('trip_halves').notNull().default(0),
    outsideHalves: integer('outside_halves').notNull().default(0),
    overtimeMinutes: jsonb('overtime_minutes').$type<Totals>().notNull().default({}),
    timeOffMinutes: integer('time_off_minutes').notNull().default(0),
    computedBy: integer('computed_by').references(() => users.id),
    computedAt: stampedAt('computed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.month] }),
    index('attendance_months_month_idx').on(t.month, t.officeId),
    check('attendance_months_month_check', sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
  ],
);

/**
 * A month the attendance clerk has reviewed and locked: its stored rows and its punches no longer change (triggers
 * refuse it, after waiting for a recompute or an import of the month under way). A correction goes into the next
 * month. A lock is never removed by the product.
 */
export const attendanceMonthLocks = pgTable(
  'attendance_month_locks',
  {
    month: text('month').primaryKey(),
    lockedBy: integer('locked_by').references(() => users.id),
    lockedAt: stampedAt('locked_at'),
  },
  (t) => [check('attendance_month_locks_month_check', sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`)],
);
