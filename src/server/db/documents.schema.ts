import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { stampedAt } from './columns.ts';
import { users } from './core.schema.ts';
import { records } from './engine.schema.ts';

/**
 * Document numbers (发文字号, src/server/documents): one counter row per issuing organ and year. The numbering
 * transaction locks its row (`select … for update`), raises it by one and writes the number it gave, so concurrent
 * numberings queue on the row and get consecutive numbers; a numbering that fails rolls its raise back.
 */
export const documentNumberCounters = pgTable(
  'document_number_counters',
  {
    /** The issuing organ (a record of the organ register). */
    organId: bigint('organ_id', { mode: 'number' })
      .notNull()
      .references(() => records.id),
    year: integer('year').notNull(),
    /** The last number given in the year (0 before the first). */
    value: integer('value').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.organId, t.year] })],
);

/**
 * Every number given: one row per organ, year and sequence (unique), naming the document it went to. A document
 * keeps its number; a void is recorded here (`voidedAt`, who, why), and is the only gap a year's numbers may have.
 */
export const documentNumbers = pgTable(
  'document_numbers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    organId: bigint('organ_id', { mode: 'number' })
      .notNull()
      .references(() => records.id),
    year: integer('year').notNull(),
    seq: integer('seq').notNull(),
    /** The number as printed: 中恒发〔2026〕17号. */
    number: text('number').notNull(),
    module: text('module').notNull(),
    recordId: bigint('record_id', { mode: 'number' })
      .notNull()
      .references(() => records.id),
    numberedBy: integer('numbered_by').references(() => users.id),
    createdAt: stampedAt('created_at'),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidedBy: integer('voided_by').references(() => users.id),
    voidReason: text('void_reason'),
  },
  (t) => [
    uniqueIndex('document_numbers_seq_uq').on(t.organId, t.year, t.seq),
    // A document holds one number in force.
    uniqueIndex('document_numbers_record_uq')
      .on(t.module, t.recordId)
      .where(sql`${t.voidedAt} is null`),
    index('document_numbers_record_idx').on(t.recordId),
  ],
);

/**
 * Circulation (传阅) of a document: one row per reader it was sent to, with when they read it. The rows are the
 * read receipts: read (`readAt` set) or not yet.
 */
export const circulations = pgTable(
  'circulations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    module: text('module').notNull(),
    recordId: bigint('record_id', { mode: 'number' })
      .notNull()
      .references(() => records.id),
    readerId: integer('reader_id')
      .notNull()
      .references(() => users.id),
    sentBy: integer('sent_by')
      .notNull()
      .references(() => users.id),
    sentAt: stampedAt('sent_at'),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('circulations_reader_uq').on(t.module, t.recordId, t.readerId), index('circulations_reader_idx').on(t.readerId, t.readAt)],
);
