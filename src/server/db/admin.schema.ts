import { sql } from 'drizzle-orm';
import { bigserial, boolean, date, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ownedBy, stampedAt, translatedNames } from './columns.ts';
import { users } from './core.schema.ts';

/** System parameters (spec §9: categories 0-11). Values are text; each parameter's code says how it is read. */
export const systemParams = pgTable('system_params', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  value: text('value').notNull(),
  category: smallint('category').notNull(),
  description: text('description'),
  updatedAt: stampedAt('updated_at'),
});

/** Every mutating call: who did what, when, and how it ended. */
export const operationLogs = pgTable(
  'operation_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id'),
    loginName: text('login_name'),
    method: text('method').notNull(),
    route: text('route').notNull(),
    url: text('url').notNull(),
    status: integer('status').notNull(),
    httpStatus: smallint('http_status').notNull(),
    ip: text('ip'),
    durationMs: integer('duration_ms').notNull(),
    at: stampedAt('at'),
  },
  (t) => [index('operation_logs_at_idx').on(t.at), index('operation_logs_user_idx').on(t.userId, t.at)],
);

/** Scheduled tasks: a cron expression over a handler the code provides. */
export const scheduledJobs = pgTable('scheduled_jobs', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  cron: text('cron').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  updatedAt: stampedAt('updated_at'),
});

/** One row per run. (job, tick) is unique, so across any number of instances each tick runs once. */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    jobId: ownedBy('job_id', () => scheduledJobs.id),
    tick: timestamp('tick', { withTimezone: true }).notNull(),
    manual: boolean('manual').notNull().default(false),
    instance: text('instance').notNull(),
    startedAt: stampedAt('started_at'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    durationMs: integer('duration_ms'),
    success: boolean('success'),
    error: text('error'),
  },
  (t) => [
    uniqueIndex('job_runs_job_tick_uq')
      .on(t.jobId, t.tick)
      .where(sql`not ${t.manual}`),
    index('job_runs_job_idx').on(t.jobId, t.startedAt),
  ],
);

/** Holidays and make-up working days by date: the working-day calendar HR uses. */
export const holidays = pgTable('holidays', {
  day: date('day', { mode: 'string' }).primaryKey(),
  name: text('name').notNull(),
  /** A weekend day that is worked (调休), rather than a day off. */
  isWorkday: boolean('is_workday').notNull().default(false),
  /**
   * A day off that is a statutory holiday (法定节假日: overtime on it is paid 300 %, never time off), rather than a rest
   * day swapped with a weekend (200 % or time off in lieu). Unmarked days off count as statutory: the side that
   * never underpays. Meaningless on a make-up working day.
   */
  statutory: boolean('statutory').notNull().default(true),
});

/** Configuration trees that are plain name hierarchies: areas (regions) and project classification. */
export const catalogTrees = pgTable(
  'catalog_trees',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    parentId: integer('parent_id'),
    code: text('code').notNull(),
    name: text('name').notNull(),
    names: translatedNames(),
    sort: integer('sort').notNull().default(0),
    path: text('path').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [uniqueIndex('catalog_trees_kind_code_uq').on(t.kind, t.code), index('catalog_trees_kind_path_idx').on(t.kind, t.path)],
);

/** Sign authorization: who may sign for whom, for which modules, in which period. */
export const signAuthorizations = pgTable('sign_authorizations', {
  id: serial('id').primaryKey(),
  grantorId: ownedBy('grantor_id', () => users.id),
  signerId: ownedBy('signer_id', () => users.id),
  modules: text('modules').array().notNull(),
  validFrom: date('valid_from', { mode: 'string' }).notNull(),
  validTo: date('valid_to', { mode: 'string' }).notNull(),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: stampedAt('created_at'),
});

/** Each user's handwritten signature image, printed beside the steps that ask for it (`oa:signature`). */
export const userSignatures = pgTable('user_signatures', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  fileName: text('file_name').notNull(),
  updatedAt: stampedAt('updated_at'),
});

/** Release notes shown once to each user after sign-in. */
export const updateMessages = pgTable('update_messages', {
  id: serial('id').primaryKey(),
  version: text('version').notNull(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  publishedAt: stampedAt('published_at'),
});

export const updateMessageReads = pgTable(
  'update_message_reads',
  {
    userId: ownedBy('user_id', () => users.id),
    messageId: ownedBy('message_id', () => updateMessages.id),
    readAt: stampedAt('read_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.messageId] })],
);

/** Print templates: HTML with `{{field}}` placeholders and an `{{approvalTrail}}` block, one default per module. */
export const printTemplates = pgTable('print_templates', {
  id: serial('id').primaryKey(),
  module: text('module').notNull(),
  name: text('name').notNull(),
  content: text('content').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  /** Print settings: paper size and orientation, and the parts of the PDF file name. */
  paper: text('paper').notNull().default('A4'),
  landscape: boolean('landscape').notNull().default(false),
  fileNameParts: text('file_name_parts')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  updatedAt: stampedAt('updated_at'),
});

/**
 * WeChat binding: a QR code carries a random state; the phone's OAuth callback exchanges its code for the
 * user's openid and records it against the state, which the page that showed the QR code then reads.
 */
export const wechatStates = pgTable('wechat_states', {
  state: text('state').primaryKey(),
  openId: text('open_id'),
  createdAt: stampedAt('created_at'),
});
