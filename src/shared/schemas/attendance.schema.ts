import { z } from 'zod';
import { id } from './input.schema.ts';
import { timestamp } from './answer.schema.ts';

/** One row of the leave ledger as the balances route answers it (src/server/attendance/README.md, "Balances"). */
const ledgerRow = z.object({
  id: z.number(),
  kind: z.enum(['grant', 'use', 'cancel', 'expiry']),
  amount: z.number(),
  day: z.string(),
  expires: z.string().nullable(),
  year: z.number().nullable(),
  module: z.string().nullable(),
  recordId: z.number().nullable(),
  serialNo: z.string().nullable(),
  cancels: z.number().nullable(),
  lot: z.number().nullable(),
  reason: z.string(),
});

/** The caller's balance of every holiday type with its ledger rows (GET /attendance/leave/balances). */
export const leaveBalances = z.array(
  z.object({
    holidayType: z.string(),
    unit: z.enum(['day', 'hour']),
    ledgerUnit: z.enum(['halfDay', 'minute']),
    paid: z.boolean(),
    mayGoNegative: z.boolean(),
    /** In the ledger's unit (half days or minutes) and as people read it (days or hours). */
    balance: z.number(),
    balanceInUnit: z.number(),
    rows: z.array(ledgerRow),
  }),
);

/**
 * What the server counts of an attendance document's period (POST /attendance/count/:module, descriptor
 * `attendance`): overtime's parts by day with their kind of day and rate, and what would be credited as time off; a
 * trip's covered working half days or outside work's covered shift minutes.
 */
export const attendanceCount = z.object({
  kind: z.enum(['overtime', 'trip', 'outside']),
  parts: z.array(z.object({ day: z.string(), dayKind: z.enum(['workday', 'restday', 'statutory']), rate: z.number(), minutes: z.number() })),
  timeOffMinutes: z.number(),
  coveredHalves: z.number(),
  coveredMinutes: z.number(),
});

/** A shift as stored (src/server/attendance/README.md "Shifts, punches and the stored month"). */
export const shiftRow = z.object({
  id: z.number(),
  name: z.string(),
  start: z.string(),
  end: z.string(),
  restStart: z.string().nullable(),
  restEnd: z.string().nullable(),
  graceLate: z.number(),
  graceEarly: z.number(),
  halfDayAfter: z.number(),
  absentAfter: z.number(),
  isDefault: z.boolean(),
});
const clock = z.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/);
/** A shift to save: a new one without `id`. */
export const shiftInput = shiftRow.omit({ id: true }).extend({
  id: id.optional(),
  start: clock,
  end: clock,
  restStart: clock.nullable(),
  restEnd: clock.nullable(),
  graceLate: z.number().int().min(0).max(600),
  graceEarly: z.number().int().min(0).max(600),
  halfDayAfter: z.number().int().min(0).max(1440),
  absentAfter: z.number().int().min(0).max(1440),
});
export const shiftTable = z.object({
  shifts: z.array(shiftRow),
  officeShifts: z.array(z.object({ officeId: z.number(), shiftId: z.number(), officeName: z.string() })),
});

/** Punches the clerk types: a person (a user id, or an account, employee number or name) and a time 'YYYY-MM-DD HH:mm'. */
export const punchInput = z.object({
  punches: z
    .array(z.object({ userId: id.optional(), person: z.string().trim().max(100).optional(), at: z.string().max(40) }))
    .min(1)
    .max(1000),
});

/** One person's stored month (half days and minutes, as stored; the screen shows days and hours). */
export const attendanceMonthRow = z.object({
  userId: z.number(),
  name: z.string(),
  loginName: z.string(),
  no: z.string().nullable(),
  officeId: z.number().nullable(),
  officeName: z.string().nullable(),
  expectedHalves: z.number(),
  workedHalves: z.number(),
  lateCount: z.number(),
  lateMinutes: z.number(),
  earlyCount: z.number(),
  earlyMinutes: z.number(),
  absentHalves: z.number(),
  missingPunches: z.number(),
  leaveHalves: z.record(z.string(), z.number()),
  leaveMinutes: z.record(z.string(), z.number()),
  tripHalves: z.number(),
  outsideHalves: z.number(),
  overtimeMinutes: z.record(z.string(), z.number()),
  timeOffMinutes: z.number(),
  computedAt: timestamp,
});

/** A month: its lock, if any, and the stored rows. */
export const attendanceMonth = z.object({
  month: z.string(),
  lock: z.object({ lockedAt: timestamp, lockedBy: z.number().nullable(), name: z.string().nullable() }).nullable(),
  rows: z.array(attendanceMonthRow),
});

/** What a punch import did: how many rows were read, stored new, and the first errors with their row numbers. */
export const punchImportReport = z.object({
  rows: z.number(),
  imported: z.number(),
  errorCount: z.number(),
  errors: z.array(z.object({ row: z.number(), field: z.string(), message: z.string() })),
});
