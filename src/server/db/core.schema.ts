import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ownedBy, stampedAt, translatedNames } from './columns.ts';
import type { Locale } from '../../shared/i18n/languages.ts';

/** Spec §3 Office: office type 1-5, branch type 0-2. `path` lists the ids from the root ('/1/4/9/') for subtree scopes. */
export const offices = pgTable(
  'offices',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    path: text('path').notNull().default(''),
    name: text('name').notNull(),
    fullName: text('full_name').notNull(),
    officeType: smallint('office_type').notNull(),
    branchType: smallint('branch_type'),
    code: text('code').notNull(),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    headUserId: integer('head_user_id'),
    createdAt: stampedAt('created_at'),
    updatedAt: stampedAt('updated_at'),
  },
  (t) => [uniqueIndex('offices_code_uq').on(t.code), index('offices_path_idx').on(t.path)],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    loginName: text('login_name').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Department the user works in; `companyId` is the company (branch) above it. */
    officeId: integer('office_id').references(() => offices.id),
    companyId: integer('company_id').references(() => offices.id),
    no: text('no'),
    email: text('email'),
    mobile: text('mobile'),
    photo: text('photo'),
    sex: smallint('sex'),
    bankNum: text('bank_num'),
    /** Spec's remarks flag: set once the user has chosen a password; unset forces /changepwd. */
    remarks: boolean('remarks').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    openId: text('open_id'),
    uuid: text('uuid'),
    version: integer('version').notNull().default(1),
    createdAt: stampedAt('created_at'),
    updatedAt: stampedAt('updated_at'),
  },
  (t) => [uniqueIndex('users_login_name_uq').on(sql`lower(${t.loginName})`)],
);

export const posts = pgTable('posts', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  names: translatedNames(),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
});

/** Spec §3: role type 1 function, 2 workflow; data scope 1-5. */
export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  names: translatedNames(),
  roleType: smallint('role_type').notNull().default(1),
  dataScope: smallint('data_scope').notNull().default(4),
  enabled: boolean('enabled').notNull().default(true),
});

export const userPosts = pgTable(
  'user_posts',
  {
    userId: ownedBy('user_id', () => users.id),
    postId: ownedBy('post_id', () => posts.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.postId] })],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: ownedBy('user_id', () => users.id),
    roleId: ownedBy('role_id', () => roles.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

/** Spec §3 Menu entry and Button permission entry: type 0 directory, 1 page, 2 button. */
export const menus = pgTable('menus', {
  id: serial('id').primaryKey(),
  parentId: integer('parent_id'),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  i18nKey: text('i18n_key'),
  href: text('href'),
  component: text('component'),
  icon: text('icon'),
  permission: text('permission'),
  type: smallint('type').notNull(),
  sort: integer('sort').notNull().default(0),
  hidden: boolean('hidden').notNull().default(false),
  noCache: boolean('no_cache').notNull().default(false),
  affix: boolean('affix').notNull().default(false),
});

export const roleMenus = pgTable(
  'role_menus',
  {
    roleId: ownedBy('role_id', () => roles.id),
    menuId: ownedBy('menu_id', () => menus.id),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.menuId] })],
);

/** Server-side sessions: the cookie holds a secret whose hash is stored; `id` is the public sid. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: ownedBy('user_id', () => users.id),
    rememberMe: boolean('remember_me').notNull().default(false),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: stampedAt('created_at'),
    lastSeenAt: stampedAt('last_seen_at'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Repetition tokens (spec §7): a POST or PUT carrying one is accepted once. */
export const repTokens = pgTable('rep_tokens', {
  token: text('token').primaryKey(),
  sessionId: uuid('session_id')
    .notNull()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  createdAt: stampedAt('created_at'),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Every sign-in attempt: the sign-in log, and the source of login throttling. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    loginName: text('login_name').notNull(),
    ip: text('ip').notNull(),
    success: boolean('success').notNull(),
    reason: text('reason'),
    at: stampedAt('at'),
  },
  (t) => [index('login_attempts_name_at_idx').on(t.loginName, t.at), index('login_attempts_ip_at_idx').on(t.ip, t.at)],
);

/** Spec §3 Dictionary: classes and values, each with a status. */
export const dictClasses = pgTable('dict_classes', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  names: translatedNames(),
  i18nKey: text('i18n_key'),
  enabled: boolean('enabled').notNull().default(true),
  sort: integer('sort').notNull().default(0),
});

export const dictValues = pgTable(
  'dict_values',
  {
    id: serial('id').primaryKey(),
    classId: ownedBy('class_id', () => dictClasses.id),
    value: text('value').notNull(),
    label: text('label').notNull(),
    i18nKey: text('i18n_key'),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [uniqueIndex('dict_values_class_value_uq').on(t.classId, t.value)],
);

export const userSettings = pgTable('user_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').notNull(),
  updatedAt: stampedAt('updated_at'),
});

/** Spec §3 Notification: type 1 error, 2 warning, 3 to-do, 4 message. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: ownedBy('user_id', () => users.id),
    type: smallint('type').notNull(),
    content: text('content').notNull(),
    link: text('link'),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: stampedAt('created_at'),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.isRead)],
);

/** Help centre articles: a tree of sanitised rich text. */
export const helpArticles = pgTable('help_articles', {
  id: serial('id').primaryKey(),
  parentId: integer('parent_id'),
  code: text('code').notNull().unique(),
  title: text('title').notNull(),
  content: text('content').notNull().default(''),
  /** The article in English and Spanish (`{ en: { title, content } }`); a language without one reads the Chinese. */
  translations: jsonb('translations').$type<Partial<Record<Locale, { title: string; content: string }>>>(),
  sort: integer('sort').notNull().default(0),
  updatedAt: stampedAt('updated_at'),
});

/** Key-value facts about the installation (demo data seeded, system parameters). */
export const systemMeta = pgTable('system_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});
