import { z } from 'zod';

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
