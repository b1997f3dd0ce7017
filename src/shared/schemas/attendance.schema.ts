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
