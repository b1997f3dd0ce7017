import { z } from 'zod';
import { CATALOG_KINDS } from './config.schema.ts';
import { RESET_PERIODS } from '../serial-template.ts';
import { timestamp } from './answer.schema.ts';
import { layoutSettings } from './engine.schema.ts';
import { menuEntry } from './auth.schema.ts';

/**
 * What the administration calls answer (organisation, people, rights, dictionaries, configuration, monitoring).
 * Rows are loose: a row may carry more columns than the screens read, and they are sent as they are.
 */

const nullableText = z.string().nullable();

export const officeNode = z.looseObject({
  id: z.number(),
  parentId: z.number().nullable(),
  name: z.string(),
  fullName: z.string(),
  code: z.string(),
  officeType: z.number(),
  branchType: z.number().nullable(),
  sort: z.number(),
  enabled: z.boolean(),
  headUserId: z.number().nullable(),
  /** The office's name, under the key tree pickers read. */
  label: z.string().optional(),
  get children() {
    return z.array(officeNode).optional();
  },
});

/** An office as tree pickers read it (the rest of its columns come along). */
export const officeChoice = z.looseObject({
  id: z.number(),
  parentId: z.number().nullable(),
  name: z.string(),
  label: z.string().optional(),
  get children() {
    return z.array(officeChoice).optional();
  },
});

export const adminUser = z.looseObject({
  id: z.number(),
  loginName: z.string(),
  name: z.string(),
  officeId: z.number().nullable(),
  officeName: nullableText,
  no: nullableText,
  email: nullableText,
  mobile: nullableText,
  sex: z.number().nullable(),
  bankNum: nullableText,
  enabled: z.boolean(),
  remarks: z.boolean(),
  version: z.number(),
  wechatBound: z.boolean(),
  createdAt: timestamp,
});
export const adminUserDetail = adminUser.extend({ postIds: z.array(z.number()), roleIds: z.array(z.number()) });
/** A user as pickers and the post's members list them. */
export const userListItem = z.looseObject({
  id: z.number(),
  name: z.string(),
  loginName: z.string(),
  officeId: z.number().nullable().optional(),
  officeName: nullableText,
});
/** A user as pickers show anyone (personal details only to callers who may read users, for people in their scope). */
export const pickedUser = z.looseObject({ id: z.number(), userId: z.number(), loginName: z.string(), name: z.string(), officeName: nullableText });
/** What saving a new row answers when it answers only its id. */
export const createdId = z.object({ id: z.number() });
/** A menu of the menu administration, with its sub-menus. */
export const menuNode = menuEntry.loose().extend({
  get children() {
    return z.array(menuNode);
  },
});
/** The signed-in user's menus (GET /menu/userMenu): the list, and the same as a tree for the sidebar. */
export const userMenu = z.object({ list: z.array(menuEntry.loose()), tree: z.array(menuNode) });

/**
 * A row named in each language: `name` in the reader's language, `sourceName` as it was typed (Chinese), and the
 * English and Spanish names its administrators gave (empty when none).
 */
const translatedName = { name: z.string(), sourceName: z.string().optional(), nameEn: z.string().optional(), nameEs: z.string().optional() };

export const role = z.looseObject({
  id: z.number(),
  code: z.string(),
  ...translatedName,
  roleType: z.union([z.literal(1), z.literal(2)]),
  dataScope: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]),
  enabled: z.boolean(),
});
export const post = z.looseObject({ id: z.number(), code: z.string(), ...translatedName, sort: z.number(), enabled: z.boolean() });

export const dictClass = z.looseObject({ id: z.number(), code: z.string(), ...translatedName, i18nKey: nullableText, enabled: z.boolean(), sort: z.number() });
/** A dictionary value as forms and lists show it. */
export const dictLabel = z.object({ id: z.number(), value: z.string(), label: z.string(), i18nKey: nullableText });
export const dictValue = z.looseObject({
  id: z.number(),
  classId: z.number(),
  value: z.string(),
  label: z.string(),
  i18nKey: nullableText,
  sort: z.number(),
  enabled: z.boolean(),
});

export const systemParam = z.looseObject({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  value: z.string(),
  category: z.number(),
  description: nullableText,
  updatedAt: timestamp,
});
export const signAuthorization = z.looseObject({
  id: z.number(),
  grantorId: z.number(),
  signerId: z.number(),
  modules: z.array(z.string()),
  validFrom: z.string(),
  validTo: z.string(),
  enabled: z.boolean(),
});
export const updateMessage = z.looseObject({ id: z.number(), version: z.string(), title: z.string(), content: z.string(), publishedAt: timestamp });
export const printTemplate = z.looseObject({
  id: z.number(),
  module: z.string(),
  name: z.string(),
  content: z.string(),
  isDefault: z.boolean(),
  paper: z.enum(['A4', 'A5', 'Letter']),
  landscape: z.boolean(),
  fileNameParts: z.array(z.string()),
});

/** A scheduled task with its last run (the list's columns are the database's). */
export const job = z.looseObject({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  cron: z.string(),
  enabled: z.boolean(),
  last_run_at: timestamp.nullable(),
  last_success: z.boolean().nullable(),
  last_duration_ms: z.number().nullable(),
  last_error: nullableText,
});
export const jobRun = z.looseObject({
  id: z.number(),
  jobId: z.number(),
  startedAt: timestamp,
  finishedAt: timestamp.nullable(),
  durationMs: z.number().nullable(),
  success: z.boolean().nullable(),
  error: nullableText,
});
export const holiday = z.looseObject({ day: z.string(), name: z.string(), isWorkday: z.boolean(), statutory: z.boolean() });
export type CatalogKind = (typeof CATALOG_KINDS)[number];
export const catalogNode = z.looseObject({
  id: z.number(),
  parentId: z.number().nullable(),
  code: z.string(),
  name: translatedName.name,
  sourceName: translatedName.sourceName,
  nameEn: translatedName.nameEn,
  nameEs: translatedName.nameEs,
  sort: z.number(),
  enabled: z.boolean(),
  get children() {
    return z.array(catalogNode).optional();
  },
});
export const helpTreeNode = z.looseObject({
  id: z.number(),
  parentId: z.number().nullable(),
  title: z.string(),
  sort: z.number(),
  get children() {
    return z.array(helpTreeNode);
  },
});
export const helpArticle = z.looseObject({
  id: z.number(),
  parentId: z.number().nullable(),
  code: z.string(),
  /** Title and content in the reader's language (else Chinese); the `source` and per-language ones for its editor. */
  title: z.string(),
  content: z.string(),
  sourceTitle: z.string(),
  sourceContent: z.string(),
  titleEn: z.string(),
  contentEn: z.string(),
  titleEs: z.string(),
  contentEs: z.string(),
  sort: z.number(),
  updatedAt: timestamp,
});

export const serverHealth = z.looseObject({
  host: z.looseObject({
    hostname: z.string(),
    platform: z.string(),
    cpus: z.number(),
    load: z.array(z.number()),
    totalMemory: z.number(),
    freeMemory: z.number(),
    uptime: z.number(),
  }),
  process: z.looseObject({
    pid: z.number(),
    node: z.string(),
    uptime: z.number(),
    rss: z.number(),
    heapUsed: z.number(),
    heapTotal: z.number(),
    cpu: z.object({ user: z.number(), system: z.number() }),
  }),
  database: z.looseObject({ size: z.number(), connections: z.number(), version: z.string() }),
});
export const loginLog = z.looseObject({ id: z.number(), loginName: z.string(), ip: nullableText, success: z.boolean(), reason: nullableText, at: timestamp });
export const operationLog = z.looseObject({
  id: z.number(),
  loginName: nullableText,
  method: z.string(),
  url: z.string(),
  status: z.number(),
  durationMs: z.number().nullable(),
  at: timestamp,
});
export const tableInfo = z.looseObject({
  name: z.string(),
  rows: z.number(),
  bytes: z.number(),
  columns: z.array(z.looseObject({ name: z.string(), type: z.string(), nullable: z.boolean(), default: nullableText })),
});
/** What a user would see and reach (the permission simulator). */
export const accessSimulation = z.looseObject({
  user: z.looseObject({ id: z.number(), loginName: z.string(), name: z.string(), isAdmin: z.boolean(), roles: z.array(z.string()) }),
  menus: z.array(
    z.looseObject({
      menuId: z.number(),
      parentId: z.number().nullable(),
      name: z.string(),
      i18nKey: nullableText,
      title: z.string(),
      href: nullableText,
      type: z.number(),
      permission: nullableText,
    }),
  ),
  buttons: z.array(z.string()),
  dataScope: z.number(),
  scopeInWords: z.string(),
  reachableUsers: z.number(),
});
/** A signed-in session (System → online users). */
export const onlineSession = z.looseObject({
  sid: z.string(),
  userId: z.number(),
  loginName: z.string(),
  name: z.string(),
  officeName: nullableText,
  ip: nullableText,
  userAgent: nullableText,
  createdAt: timestamp,
  lastSeenAt: timestamp,
});

/** The number the next record of a module would get, and the counter it follows. */
export const serialOutlook = z.looseObject({ counter: z.number(), next: z.string() });
/** One module's serial-number template (System → serial-number templates). */
export const serialTemplateRow = serialOutlook.extend({
  module: z.string(),
  moduleId: z.number().nullable(),
  area: z.string(),
  title: z.string(),
  template: z.string(),
  reset: z.enum(RESET_PERIODS),
  defaultTemplate: z.string(),
  defaultReset: z.enum(RESET_PERIODS),
  overridden: z.boolean(),
  updatedAt: timestamp.nullable(),
  updatedByName: nullableText,
});
/** One menu's default table layout (System → list settings). */
export const listSettingRow = z.looseObject({
  module: z.string(),
  menuId: z.number(),
  area: z.string(),
  title: z.string(),
  source: z.enum(['default', 'descriptor']),
  visibleColumns: z.number(),
  columns: z.number(),
  lockedColumns: z.number(),
  istable: z.union([z.literal(0), z.literal(1)]),
  personalLayouts: z.number(),
  createName: nullableText,
  createDate: timestamp.nullable(),
});
/** One menu's default layout beside the descriptor's. */
export const listSettingDetail = z.looseObject({
  module: z.string(),
  menuId: z.number(),
  title: z.string(),
  source: z.enum(['default', 'descriptor']),
  layout: layoutSettings,
  descriptorLayout: layoutSettings,
  createName: nullableText,
  createDate: timestamp.nullable(),
});
/** Where a list's default now comes from, after a save or a reset. */
export const listSettingSource = z.object({ module: z.string(), source: z.enum(['default', 'descriptor']) });
