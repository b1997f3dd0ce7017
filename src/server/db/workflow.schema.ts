import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Locale } from '../../shared/i18n/languages.ts';
import type { MessageValues } from '../../shared/money-format.ts';
import { ownedBy, stampedAt } from './columns.ts';
import { users } from './core.schema.ts';

/**
 * Approval flow definitions (DESIGN.md §4): BPMN per flow key, versioned draft → published → deactivated.
 * A published version is never changed; instances keep the version they started on.
 */
export const flowDefinitions = pgTable(
  'flow_definitions',
  {
    id: serial('id').primaryKey(),
    flowKey: text('flow_key').notNull(),
    moduleId: integer('module_id'),
    version: integer('version').notNull(),
    status: text('status').$type<'draft' | 'published' | 'deactivated'>().notNull(),
    name: text('name').notNull(),
    xml: text('xml').notNull(),
    /** The executable model read from the XML when it was saved. */
    model: jsonb('model').notNull(),
    createdBy: integer('created_by'),
    createdAt: stampedAt('created_at'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('flow_definitions_key_version_uq').on(t.flowKey, t.version), index('flow_definitions_key_status_idx').on(t.flowKey, t.status)],
);

/** One run of a flow over one document; `state` is the executor's JSON state, changed only in a transaction. */
export const processInstances = pgTable(
  'process_instances',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    recordId: bigint('record_id', { mode: 'number' }).notNull(),
    module: text('module').notNull(),
    definitionId: integer('definition_id')
      .notNull()
      .references(() => flowDefinitions.id),
    state: jsonb('state').notNull(),
    status: text('status').notNull(),
    applicantId: integer('applicant_id').notNull(),
    urgent: boolean('urgent').notNull().default(false),
    /** When the applicant last urged the approvers (at most once per 10 minutes). */
    urgedAt: timestamp('urged_at', { withTimezone: true }),
    startedAt: stampedAt('started_at'),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('process_instances_record_idx').on(t.recordId, t.startedAt)],
);

/** The to-do list: one row per open task and assignee; closed rows are the approval history's steps. */
export const processTasks = pgTable(
  'process_tasks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    instanceId: bigint('instance_id', { mode: 'number' })
      .notNull()
      .references(() => processInstances.id, { onDelete: 'cascade' }),
    recordId: bigint('record_id', { mode: 'number' }).notNull(),
    module: text('module').notNull(),
    taskKey: text('task_key').notNull(),
    nodeId: text('node_id').notNull(),
    nodeName: text('node_name').notNull(),
    /** The step's name in the other languages (`oa:nameEn`...), read in the reader's language (`stepNameIn`). */
    nodeNames: jsonb('node_names').$type<Partial<Record<Locale, string>>>(),
    assigneeId: integer('assignee_id')
      .notNull()
      .references(() => users.id),
    status: text('status')
      .$type<'open' | 'approved' | 'rejected' | 'cancelled' | 'transferred' | 'reassigned' | 'removed' | 'skipped'>()
      .notNull()
      .default('open'),
    opinion: text('opinion'),
    /** Who closed the row; null when the system did (a time limit) or nobody decided (cancelled). */
    actorId: integer('actor_id'),
    /** Why a row nobody decided was closed: a sibling branch's rejection, an administrator's jump. */
    closedReason: text('closed_reason'),
    urgent: boolean('urgent').notNull().default(false),
    /**
     * Why the system refused the assignee's last approval of this open task (the stock gone since the submission):
     * the to-do list marks the document with it until the task closes.
     */
    refusedWith: jsonb('refused_with').$type<{ messageId: string; values: MessageValues }>(),
    /** The step's time limit (`oa:timeLimit`); the deadline job acts once it has passed. */
    dueAt: timestamp('due_at', { withTimezone: true }),
    /** When the deadline job last reminded the assignee (reminders repeat every `oa:remindEvery` hours). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdAt: stampedAt('created_at'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('process_tasks_assignee_idx').on(t.assigneeId, t.status),
    index('process_tasks_instance_idx').on(t.instanceId),
    index('process_tasks_due_idx')
      .on(t.dueAt)
      .where(sql`${t.status} = 'open' and ${t.dueAt} is not null`),
  ],
);

/**
 * Every transition of a document: event, statuses, who acted (and for whom; nobody when the system did), opinion,
 * the people the action named, the fields a save between steps changed, and the document then.
 */
export const recordHistory = pgTable(
  'record_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    recordId: bigint('record_id', { mode: 'number' }).notNull(),
    module: text('module').notNull(),
    instanceId: bigint('instance_id', { mode: 'number' }),
    event: text('event').notNull(),
    fromStatus: smallint('from_status').notNull(),
    toStatus: smallint('to_status').notNull(),
    actorId: integer('actor_id'),
    onBehalfOf: integer('on_behalf_of'),
    nodeId: text('node_id'),
    nodeName: text('node_name'),
    nodeNames: jsonb('node_names').$type<Partial<Record<Locale, string>>>(),
    opinion: text('opinion'),
    /** Who the action named: the person a task went to, the approvers added, the people copied in. */
    namedUsers: integer('named_users').array(),
    changedFields: text('changed_fields').array(),
    snapshot: jsonb('snapshot').notNull(),
    at: stampedAt('at'),
  },
  (t) => [index('record_history_record_idx').on(t.recordId, t.id)],
);

/** Delegation of one's approvals to another user for a date range, in some modules (none listed: all). */
export const delegations = pgTable(
  'delegations',
  {
    id: serial('id').primaryKey(),
    fromUserId: ownedBy('from_user_id', () => users.id),
    toUserId: ownedBy('to_user_id', () => users.id),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    modules: text('modules')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: stampedAt('created_at'),
  },
  (t) => [index('delegations_to_idx').on(t.toUserId)],
);

/** Copies sent to people who should know (CC), read or not. */
export const processCc = pgTable(
  'process_cc',
  {
    instanceId: bigint('instance_id', { mode: 'number' })
      .notNull()
      .references(() => processInstances.id, { onDelete: 'cascade' }),
    userId: ownedBy('user_id', () => users.id),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: stampedAt('created_at'),
  },
  (t) => [primaryKey({ columns: [t.instanceId, t.userId] })],
);

/** Each user's common phrases for approval opinions. */
export const approvalPhrases = pgTable(
  'approval_phrases',
  {
    id: serial('id').primaryKey(),
    userId: ownedBy('user_id', () => users.id),
    text: text('text').notNull(),
    createdAt: stampedAt('created_at'),
  },
  (t) => [uniqueIndex('approval_phrases_user_text_uq').on(t.userId, t.text)],
);
