import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, primaryKey, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { stampedAt } from './columns.ts';
import { users } from './core.schema.ts';
import { records } from './engine.schema.ts';

/**
 * The stock ledger (src/server/stock): every receipt, issue, loan, return and scrap a signed stock document makes,
 * one row per document line, written in the transaction that signs it. Append-only: a trigger refuses any update or
 * delete, so a correction is a reversing entry (`reverses`). Another trigger adds each entry to `stock_on_hand` and
 * `stock_held`, whose checks refuse any entry that would take a quantity below zero.
 */
export const stockLedger = pgTable(
  'stock_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The catalogue item (a record). */
    itemId: bigint('item_id', { mode: 'number' })
      .notNull()
      .references(() => records.id),
    /** The fixed asset moved, for an asset's line (one unit). */
    assetId: bigint('asset_id', { mode: 'number' }).references(() => records.id),
    /** Change of the quantity in store: + received or back, - issued, lent or scrapped. */
    quantity: integer('quantity').notNull(),
    /** Change of what `holderId` holds: + lent (or a fixed asset issued), - returned. */
    held: integer('held').notNull().default(0),
    holderId: integer('holder_id').references(() => users.id),
    kind: text('kind').$type<'receive' | 'issue' | 'lend' | 'return' | 'scrap'>().notNull(),
    /** The document whose signing wrote it, and its line. */
    module: text('module').notNull(),
    recordId: bigint('record_id', { mode: 'number' })
      .notNull()
      .references(() => records.id),
    line: integer('line').notNull(),
    /** A reversing entry names the entry it cancels; each is reversed at most once. */
    reverses: bigint('reverses', { mode: 'number' }).references((): AnyPgColumn => stockLedger.id),
    actorId: integer('actor_id').references(() => users.id),
    createdAt: stampedAt('created_at'),
  },
  (t) => [
    // A document's line is posted once, whatever happens at once.
    uniqueIndex('stock_ledger_posted_uq')
      .on(t.recordId, t.line)
      .where(sql`${t.reverses} is null`),
    uniqueIndex('stock_ledger_reverses_uq').on(t.reverses),
    index('stock_ledger_item_idx').on(t.itemId, t.createdAt),
    index('stock_ledger_holder_idx').on(t.holderId, t.itemId),
    index('stock_ledger_asset_idx').on(t.assetId),
    check('stock_ledger_kind_check', sql`${t.kind} in ('receive', 'issue', 'lend', 'return', 'scrap')`),
    check('stock_ledger_holder_check', sql`${t.held} = 0 or ${t.holderId} is not null`),
  ],
);

/** Quantity in store per item: the ledger's sum, kept by the ledger's trigger; never below zero. */
export const stockOnHand = pgTable(
  'stock_on_hand',
  {
    itemId: bigint('item_id', { mode: 'number' })
      .primaryKey()
      .references(() => records.id),
    quantity: integer('quantity').notNull(),
  },
  (t) => [check('stock_on_hand_quantity_check', sql`${t.quantity} >= 0`)],
);

/** What each person holds of each item (loans, issued fixed assets): the ledger's sum of `held`; never below zero. */
export const stockHeld = pgTable(
  'stock_held',
  {
    holderId: integer('holder_id')
      .notNull()
      .references(() => users.id),
    itemId: bigint('item_id', { mode: 'number' })
      .notNull()
      .references(() => records.id),
    quantity: integer('quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.holderId, t.itemId] }), check('stock_held_quantity_check', sql`${t.quantity} >= 0`)],
);
