import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { stampedAt } from './columns.ts';
import { users } from './core.schema.ts';

/**
 * Records of every descriptor module (src/modules) in one table: the descriptor's fields live in `data`; the
 * columns hold what the engine itself needs — serial number, lifecycle status (never written by a form), owner
 * and the owner's office path for data-scope filters (spec §3), and `version` for optimistic concurrency.
 */
export const records = pgTable(
  'records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    module: text('module').notNull(),
    serialNo: text('serial_no').notNull(),
    status: smallint('status').notNull().default(0),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => users.id),
    officeId: integer('office_id'),
    companyId: integer('company_id'),
    /** The creator's office path when the record was created ('/1/6/7/'), for subtree scopes. */
    officePath: text('office_path').notNull().default(''),
    projectLeaderId: integer('project_leader_id'),
    createdAt: stampedAt('created_at'),
    updatedAt: stampedAt('updated_at'),
    version: integer('version').notNull().default(1),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('records_module_status_created_idx')
      .on(t.module, t.status, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is null`),
    index('records_module_created_idx')
      .on(t.module, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is null`),
    index('records_module_path_idx')
      .on(t.module, t.officePath)
      .where(sql`${t.deletedAt} is null`),
    index('records_module_creator_idx').on(t.module, t.creatorId),
    uniqueIndex('records_module_serial_uq').on(t.module, t.serialNo),
    index('records_data_gin').using('gin', t.data.op('jsonb_path_ops')),
  ],
);

/** Serial-number counters: one row per module and rendered prefix, bumped atomically with insert ... on conflict. */
export const serialCounters = pgTable(
  'serial_counters',
  {
    module: text('module').notNull(),
    prefix: text('prefix').notNull(),
    value: integer('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.module, t.prefix] })],
);

/**
 * A serial-number template an administrator set for a module, overriding the descriptor's; without a row the
 * descriptor's template holds. `reset` is when the counter starts again: never, or each year, month or day.
 */
export const serialTemplates = pgTable('serial_templates', {
  module: text('module').primaryKey(),
  template: text('template').notNull(),
  reset: text('reset').$type<'never' | 'year' | 'month' | 'day'>().notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: stampedAt('updated_at'),
});

/** Uploaded files (spec §7 /ge/upload); bytes live behind the file-storage interface, this row says whose they are. */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    module: text('module').notNull(),
    recordId: bigint('record_id', { mode: 'number' }),
    field: text('field').notNull(),
    businessType: text('business_type'),
    originalName: text('original_name').notNull(),
    storedPath: text('stored_path').notNull().unique(),
    size: integer('size').notNull(),
    mime: text('mime').notNull(),
    uploaderId: integer('uploader_id')
      .notNull()
      .references(() => users.id),
    /** An approval opinion's attachment: the history row of the action it was given with. */
    historyId: bigint('history_id', { mode: 'number' }),
    createdAt: stampedAt('created_at'),
  },
  (t) => [index('files_record_idx').on(t.module, t.recordId, t.field)],
);

/**
 * Spec §3 Table-layout setting, per user and menu: `id` is the menu id plus the user id (`<menuId>_<userId>`),
 * or `<menuId>_default` for the layout the admin saved for everyone (isDefault 1).
 */
export const tableLayouts = pgTable(
  'table_layouts',
  {
    id: text('id').primaryKey(),
    menuId: integer('menu_id').notNull(),
    moduleId: text('module_id').notNull(),
    moduleName: text('module_name').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    isDefault: smallint('is_default').notNull().default(0),
    disable: smallint('disable').notNull().default(0),
    createName: text('create_name').notNull(),
    officeId: integer('office_id'),
    officeName: text('office_name'),
    branchId: integer('branch_id'),
    companyName: text('company_name'),
    tableSet: jsonb('table_set').notNull(),
    tableHeaderSet: jsonb('table_header_set').notNull(),
    istable: smallint('istable').notNull().default(1),
    tableHeight: integer('table_height'),
    createDate: stampedAt('create_date'),
  },
  (t) => [index('table_layouts_menu_idx').on(t.menuId)],
);

/** Spec "Web-page record" (/mongo/web/*): run-time overrides of a module's form or list configuration. */
export const webPages = pgTable(
  'web_pages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    moduleId: text('module_id').notNull(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    config: jsonb('config').notNull(),
    creatorId: integer('creator_id').references(() => users.id),
    createdAt: stampedAt('created_at'),
    updatedAt: stampedAt('updated_at'),
  },
  (t) => [index('web_pages_module_idx').on(t.moduleId)],
);
