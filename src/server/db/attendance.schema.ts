import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, date, index, integer, pgTable, smallint, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { stampedAt } from './columns.ts';
import { users } from './core.schema.ts';
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
