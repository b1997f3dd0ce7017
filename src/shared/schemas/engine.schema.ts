import { z } from 'zod';
import { looseBigId, pageIndex } from './input.schema.ts';

/** Spec §9 advanced search: filter types of a column filter (spec §3 Filter entry). */
export const FILTER_TYPES = ['like', 'equals', 'in', 'of', 'range', 'more', 'less'] as const;
/** Spec §9 comparison signs of advanced search; text `in` / `not in` become like / not like. */
export const COMPARISONS = ['=', '>', '<', '!=', '>=', '<=', 'in', 'not in'] as const;
export const LOGICS = ['and', 'or'] as const;
/** Spec §9: up to four nested brackets. */
export const MAX_BRACKET_DEPTH = 4;
/** Spec §9 page size options; 100 is allowed for infinite scroll and exports by page. */
export const PAGE_SIZES = [5, 10, 20, 30, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;

const scalar = z.union([z.string().max(500), z.number()]);
const value = z.union([scalar, z.array(scalar).max(200), z.null()]);

/** Spec §3 Filter entry: prop, type, values (the value, or the range start) and valuee (the range end). */
export const filterEntry = z.object({
  prop: z.string().max(64),
  type: z.enum(FILTER_TYPES),
  values: value.optional(),
  valuee: value.optional(),
});
export type FilterEntry = z.infer<typeof filterEntry>;

/** One row of the advanced search: `logic` joins it to the row before; `open`/`close` count its brackets. */
export const highQueryRow = z.object({
  logic: z.enum(LOGICS).optional(),
  open: z.number().int().min(0).max(MAX_BRACKET_DEPTH).optional(),
  prop: z.string().max(64),
  op: z.enum(COMPARISONS),
  value: value,
  close: z.number().int().min(0).max(MAX_BRACKET_DEPTH).optional(),
});
export type HighQueryRow = z.infer<typeof highQueryRow>;

/** Spec §3 Table list query: query, highQuery, page.pageIndex, page.limit, sortby, order. */
export const listQuery = z.object({
  /** Quick search text, or column filters. */
  query: z.union([z.string().max(200), z.array(filterEntry).max(50)]).optional(),
  highQuery: z.array(highQueryRow).max(30).optional(),
  page: z
    .object({
      pageIndex,
      limit: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_SIZE),
    })
    .optional(),
  sortby: z.string().max(64).optional(),
  order: z.enum(['asc', 'desc', 'ascending', 'descending']).optional(),
  /**
   * A picker's list: the records the pick field `field` of `module` may name for the reader (its `memberOf`: only
   * the records the reader is a member of; a detail line's asset: the line's item's assets its move can take).
   */
  pickFor: z
    .object({
      module: z.string().max(64),
      field: z.string().max(129),
      /** A detail line's values (and the form's where a rule reads them): what the line's pick may name depends on them. */
      values: z
        .record(z.string().max(64), z.union([z.string().max(64), z.number()]))
        .refine((values) => Object.keys(values).length <= 20)
        .optional(),
    })
    .optional(),
  /**
   * False: the page answers its rows without counting (`total: null`), so they never wait for a count; the total
   * comes from POST /m/:module/count, asked beside it. Absent: the page counts as before.
   */
  withTotal: z.boolean().optional(),
});
export type ListQuery = z.infer<typeof listQuery>;

/**
 * Spec §5 Tables and search: brackets balance and nest at most four deep; the first row has no logical
 * operator and every later row needs one. Answers the message id of the first problem, or null.
 */
export function checkHighQuery(rows: readonly Pick<HighQueryRow, 'logic' | 'open' | 'close'>[]): string | null {
  let depth = 0;
  for (const [index, row] of rows.entries()) {
    if (index === 0 ? row.logic !== undefined : row.logic === undefined) return 'engine.searchInvalid';
    depth += row.open ?? 0;
    if (depth > MAX_BRACKET_DEPTH) return 'engine.searchInvalid';
    depth -= row.close ?? 0;
    if (depth < 0) return 'engine.searchInvalid';
  }
  return depth === 0 ? null : 'engine.searchInvalid';
}

/** Spec §4 sort rule: a new column sorts descending; the same column flips. */
export function nextSort(current: { sortby?: string; order?: 'asc' | 'desc' }, column: string): { sortby: string; order: 'asc' | 'desc' } {
  if (current.sortby !== column) return { sortby: column, order: 'desc' };
  return { sortby: column, order: current.order === 'desc' ? 'asc' : 'desc' };
}

/** A record as the API answers it: the descriptor's fields plus the engine's own columns. */
export const recordRow = z
  .object({
    id: z.number(),
    serialNo: z.string(),
    status: z.number(),
    version: z.number(),
    creatorId: z.number(),
    creatorName: z.string().nullable(),
    officeId: z.number().nullable(),
    officeName: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    /** Names of what the pick fields hold (users, offices, other modules' records), by field. */
    pickLabels: z.record(z.string(), z.union([z.string(), z.array(z.string())])).optional(),
    /**
     * To the approver of the step the document waits at, when the step sets field rights: each field's right
     * (editable, readonly, hidden); hidden fields are left out of the answer.
     */
    stepRights: z.record(z.string(), z.enum(['editable', 'readonly', 'hidden'])).optional(),
    /** Why the reader may not edit (`update`) or delete (`del`) the record, by the server's own checks; absent where they may. */
    refused: z.partialRecord(z.enum(['update', 'del']), z.object({ code: z.number(), msg: z.string() })).optional(),
    /** In a save's answer: what the descriptor's warning rules found (`recordWarnings`), saved all the same; each names its field. */
    warnings: z.array(z.object({ field: z.string(), msg: z.string() })).optional(),
  })
  .catchall(z.unknown());
export type RecordRow = z.infer<typeof recordRow>;

/**
 * The records of one other module that pick a record (GET /m/:module/:id/related): its first rows, how many in all,
 * and the exact sum of its money where it has one. Titles and labels in the reader's language.
 */
export const relatedGroup = z.object({
  module: z.string(),
  /** The module's list page (`pagePath`); its view is `<path>/view?id=`. */
  path: z.string(),
  title: z.string(),
  /** The lifecycle its statuses belong to (machines/index.ts), where not the generic one. */
  lifecycle: z.string().nullable(),
  /** Whether its records have a status to show (a register without approval, a receipt, has none). */
  hasStatus: z.boolean(),
  /** The label of the pick field through which the rows refer to the record. */
  via: z.string(),
  total: z.number(),
  amountLabel: z.string().nullable(),
  amountTotal: z.string().nullable(),
  /**
   * Where these records count against a limit of the record (a contract's receipts against its amount): the
   * limit's label, what its filed records count and what remains, exact.
   */
  standing: z.object({ ceilingLabel: z.string(), counted: z.string(), remaining: z.string() }).optional(),
  rows: z.array(
    z.object({ id: z.number(), serialNo: z.string(), status: z.number(), label: z.string(), amount: z.string().nullable(), createdAt: z.string() }),
  ),
});
export type RelatedGroup = z.infer<typeof relatedGroup>;

export const pageResult = z.object({
  list: z.array(recordRow),
  /**
   * Exact up to COUNT_CAP; beyond it `totalExact` is false and `total` is the cap. Null when the query asked for no
   * total (`withTotal: false`) and the page cannot tell it.
   */
  total: z.number().nullable(),
  totalExact: z.boolean(),
  /** Whether there are rows after this page (known without a count). */
  more: z.boolean(),
  pageIndex: z.number(),
  limit: z.number(),
});

/**
 * How many records a list query matches (POST /m/:module/count): exact up to COUNT_CAP; beyond it `totalExact` is
 * false, `total` is the cap and `estimate` the planner's guess of the whole (a guess, shown as such).
 */
export const countResult = z.object({ total: z.number(), totalExact: z.boolean(), estimate: z.number().nullable() });

/** The body of create and update: the record's fields; `version` (update) is the version the user edited. */
export const recordBody = z.record(z.string().max(64), z.unknown());

/** Spec §3 Table-layout setting: column settings of one list, per user and menu. */
export const tableHeaderColumn = z.object({
  prop: z.string().max(64),
  label: z.string().max(100).optional(),
  visible: z.boolean().optional(),
  isSearch: z.boolean().optional(),
  fix: z.boolean().optional(),
  fixed: z.union([z.literal('left'), z.literal('right'), z.boolean()]).optional(),
  popWidth: z.number().optional(),
  minWidth: z.number().int().min(0).max(2000).optional(),
  width: z.number().int().min(0).max(2000).optional(),
  sortable: z.union([z.boolean(), z.literal('custom')]).optional(),
  renderType: z.string().max(32).optional(),
  headerAlign: z.enum(['left', 'center', 'right']).optional(),
  align: z.enum(['left', 'center', 'right']).optional(),
  disableNodes: z.boolean().optional(),
  view: z.boolean().optional(),
  isCheck: z.boolean().optional(),
  isOf: z.boolean().optional(),
  dateType: z.string().max(32).optional(),
});
export const tableSet = z.object({
  title: z.string().max(100).optional(),
  isSearch: z.boolean().optional(),
  border: z.boolean().optional(),
  isExport: z.boolean().optional(),
  isHighSearch: z.boolean().optional(),
});
/** Spec §5: at most three locked columns. */
export const MAX_LOCKED_COLUMNS = 3;
export const tableLayoutBody = z.object({
  isDefault: z.union([z.literal(0), z.literal(1)]).default(0),
  tableSet: tableSet.default({}),
  tableHeaderSet: z.array(tableHeaderColumn).max(200),
  /** 1 classic paging, 0 infinite scroll. */
  istable: z.union([z.literal(0), z.literal(1)]).default(1),
  tableHeight: z.number().int().min(300).max(5000).optional(),
});
export type TableLayoutBody = z.infer<typeof tableLayoutBody>;

/** A label an administrator gives a field, per interface language; a language left out keeps the catalogue's. */
export const fieldLabelOverride = z.object({
  zh: z.string().trim().max(60, 'rules.maxLength').optional(),
  en: z.string().trim().max(60, 'rules.maxLength').optional(),
  es: z.string().trim().max(60, 'rules.maxLength').optional(),
});

/**
 * One field of a form override (src/modules/form-override.ts applies it): `visible: false` hides it, `editable:
 * false` makes it read-only, `required` turns its presence rule on or off, `span` is its width out of 24, `sort`
 * its place, `label` its caption. What is left out keeps the descriptor's.
 */
export const fieldOverride = z.object({
  key: z.string().max(64),
  visible: z.boolean().optional(),
  editable: z.boolean().optional(),
  required: z.boolean().optional(),
  span: z.union([z.literal(6), z.literal(8), z.literal(12), z.literal(24)]).optional(),
  sort: z.number().int().min(0).max(1000).optional(),
  label: fieldLabelOverride.optional(),
});
export type FieldOverride = z.infer<typeof fieldOverride>;
export const formOverrideConfig = z.object({ fields: z.array(fieldOverride).max(200).default([]) });
export type FormOverrideConfig = z.infer<typeof formOverrideConfig>;

/** Spec "Web-page record": a run-time override of a module's form or list configuration. */
export const webPageBody = z.object({
  id: looseBigId.optional(),
  moduleId: z.string().max(64),
  name: z.string().trim().min(1, 'rules.required').max(100, 'rules.maxLength'),
  kind: z.enum(['form', 'list']),
  config: formOverrideConfig,
});
export type WebPageBody = z.infer<typeof webPageBody>;

/**
 * The effective table layout (GET /m/:module/layout): the user's own, else the administrator's default, else the
 * descriptor's (`source`). A stored one also carries who saved it and when.
 */
export const tableLayout = z.looseObject({
  id: z.string().nullable(),
  menuId: z.number(),
  moduleId: z.string(),
  moduleName: z.string(),
  source: z.enum(['personal', 'default', 'descriptor']),
  isDefault: z.union([z.literal(0), z.literal(1)]),
  istable: z.union([z.literal(0), z.literal(1)]),
  tableSet,
  tableHeaderSet: z.array(tableHeaderColumn),
  tableHeight: z.number().nullable().optional(),
});
/** A layout's settings as stored and answered (the save's body with its defaults applied). */
export const layoutSettings = tableLayout.pick({ isDefault: true, istable: true, tableSet: true, tableHeaderSet: true, tableHeight: true });

/** A module's form override (GET /m/:module/form) and the fields it may not loosen. */
export const formOverride = z.object({
  id: z.number().nullable(),
  name: z.string().nullable(),
  config: z.object({ fields: z.array(fieldOverride) }),
  updatedAt: z.string().nullable(),
  essential: z.array(z.string()),
});

/** A stored file as the upload and the file list answer it. */
export const uploadedFile = z.object({
  id: z.string(),
  name: z.string(),
  fileName: z.string(),
  filePath: z.string(),
  size: z.number(),
  mime: z.string(),
  field: z.string(),
  url: z.string(),
  createdAt: z.string(),
});

/** The report of POST /m/:module/import: rows saved, how many rows were refused, and the first of them with their messages. */
export const importReport = z.object({
  imported: z.number(),
  errorCount: z.number(),
  errors: z.array(z.looseObject({ row: z.number(), field: z.string(), message: z.string() })),
});
