import { and, sql, type SQL } from 'drizzle-orm';
import type { FieldDef, ModuleDescriptor } from '../../modules/module.types.ts';
import type { MessageId } from '../../shared/i18n/locales.ts';
import { searchKind } from '../../shared/rules/field-kinds/index.ts';
import { isMonth } from '../../shared/rules/field-kinds/month.ts';
import { isDate, isDateTime, isId } from '../../shared/rules/rules.ts';
import { checkHighQuery, type FilterEntry, type HighQueryRow, type ListQuery } from '../../shared/schemas/engine.schema.ts';
import { records } from '../db/schema.ts';
import { badInput } from '../lib/app-error.ts';

/**
 * How a property compares: as text, number, ISO date text, a month's text (by any day of it), timestamp, one option,
 * many options, or an id.
 */
type Kind = 'text' | 'number' | 'integer' | 'date' | 'month' | 'timestamp' | 'option' | 'multi' | 'id' | 'ids';
type Prop = { expr: SQL; kind: Kind };

/**
 * Record columns a list may filter and sort on, besides the descriptor's fields. A Map: a caller's property name
 * such as `constructor` or `__proto__` finds nothing here, where a plain object would answer its prototype's.
 */
const COLUMN_PROPS = new Map<string, Prop>([
  ['serialNo', { expr: sql`${records.serialNo}`, kind: 'text' }],
  ['status', { expr: sql`${records.status}`, kind: 'integer' }],
  ['creatorId', { expr: sql`${records.creatorId}`, kind: 'integer' }],
  ['officeId', { expr: sql`${records.officeId}`, kind: 'integer' }],
  ['createdAt', { expr: sql`${records.createdAt}`, kind: 'timestamp' }],
  ['updatedAt', { expr: sql`${records.updatedAt}`, kind: 'timestamp' }],
]);

function fieldKind(field: FieldDef): Kind | null {
  const kind = searchKind(field);
  // Picks compare by id; a multiple pick holds a list of ids.
  return kind === 'pick' ? ('multiple' in field && field.multiple ? 'ids' : 'id') : kind;
}

/** Resolves a property name to a SQL expression; anything not declared is refused (1001), never interpolated. */
/**
 * The fields a register keeps private from some readers (descriptor `access.private`) and the condition on a record
 * under which this reader reads them (record-scope.policy.ts `privateReadable`): elsewhere they read as empty, so no
 * filter, sort or search can tell what they hold.
 */
export type Privacy = { fields: readonly string[]; readable: SQL };

export function resolveProp(descriptor: ModuleDescriptor, prop: string, at: string, privacy?: Privacy): Prop {
  const column = COLUMN_PROPS.get(prop);
  if (column) return column;
  const field = descriptor.fields.find((candidate) => candidate.key === prop);
  const kind = field ? fieldKind(field) : null;
  if (!field || !kind) throw badInput(at, 'engine.unknownField');
  // The key is a declared field key, passed as a bound parameter all the same.
  const value = (expr: SQL) => (privacy?.fields.includes(prop) ? sql`(case when ${privacy.readable} then ${expr} end)` : expr);
  if (kind === 'number') return { expr: value(sql`(${records.data} ->> ${prop})::numeric`), kind };
  if (kind === 'multi' || kind === 'ids') return { expr: value(sql`(${records.data} -> ${prop})`), kind };
  return { expr: value(sql`(${records.data} ->> ${prop})`), kind };
}

const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;
/**
 * "Contains" without regard to case. Text with no cased letters (Chinese, digits) matches the same either way,
 * and plain `like` skips lower-casing every row, several times faster on large lists.
 */
const contains = (expr: SQL, text: string) =>
  text.toLowerCase() === text.toUpperCase() ? sql`${expr} like ${escapeLike(text)}` : sql`${expr} ilike ${escapeLike(text)}`;
const asList = (value: unknown): (string | number)[] =>
  (Array.isArray(value) ? value : typeof value === 'string' ? value.split(/[,，]/) : value === null || value === undefined ? [] : [value])
    .map((item) => (typeof item === 'string' ? item.trim() : item))
    .filter((item): item is string | number => item !== '' && (typeof item === 'string' || typeof item === 'number'));

const empty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** A value made safe for the property's kind: numbers must be numbers, dates dates; text stays data. */
function typed(prop: Prop, value: unknown, at: string): SQL {
  const text = String(value ?? '').trim();
  switch (prop.kind) {
    case 'number':
      if (!/^-?\d+(\.\d+)?$/.test(text)) throw badInput(at, 'rules.number');
      return sql`${text}::numeric`;
    case 'integer':
      // Compared with the column's own type, so its indexes serve the filter.
      if (!/^-?\d{1,9}$/.test(text)) throw badInput(at, 'rules.number');
      return sql`${Number(text)}`;
    case 'date':
      if (!isDate(text) && !isDateTime(text)) throw badInput(at, 'rules.date');
      return sql`${text}`;
    case 'month':
      // "yyyy-mm" compares as text; a date or a time of one stands for its month, so a range of days finds the months in it.
      if (!isMonth(text) && !isDate(text) && !isDateTime(text)) throw badInput(at, 'rules.date');
      return sql`${text.slice(0, 7)}`;
    case 'timestamp':
      if (!isDate(text) && !isDateTime(text)) throw badInput(at, 'rules.date');
      return sql`${text}::timestamptz`;
    case 'id':
      // Picks hold users, offices or records: ids, compared as the digits the JSON text holds.
      if (!isId(text, 'bigint')) throw badInput(at, 'rules.id');
      return sql`${text}`;
    default:
      return sql`${text}`;
  }
}

/** JSON-array properties (checkbox values, multiple picks) hold any of the values. */
function containsAny(prop: Prop, values: (string | number)[], at: string): SQL {
  if (values.length === 0) return sql`false`;
  if (prop.kind === 'ids' && !values.every((value) => isId(value, 'bigint'))) throw badInput(at, 'rules.id');
  const tests = values.map((value) => sql`${prop.expr} @> ${JSON.stringify([prop.kind === 'ids' ? Number(value) : String(value)])}::jsonb`);
  return sql`(${sql.join(tests, sql` or `)})`;
}

function inList(prop: Prop, values: (string | number)[], at: string): SQL {
  if (values.length === 0) return sql`false`;
  if (prop.kind === 'multi' || prop.kind === 'ids') return containsAny(prop, values, at);
  return sql`${prop.expr} in (${sql.join(
    values.map((value) => typed(prop, value, at)),
    sql`, `,
  )})`;
}

/** Spec §3 Filter entry → condition. like: contains; equals; in/of: any of; range: between (ends optional); more/less. */
export function compileFilter(descriptor: ModuleDescriptor, entry: FilterEntry, at: string, privacy?: Privacy): SQL | undefined {
  const prop = resolveProp(descriptor, entry.prop, at, privacy);
  switch (entry.type) {
    case 'like':
      if (empty(entry.values)) return undefined;
      if (prop.kind === 'multi' || prop.kind === 'ids') return containsAny(prop, asList(entry.values), at);
      return contains(sql`${prop.expr}::text`, String(entry.values));
    case 'equals':
      if (empty(entry.values)) return undefined;
      if (prop.kind === 'multi' || prop.kind === 'ids') return containsAny(prop, asList(entry.values), at);
      return sql`${prop.expr} = ${typed(prop, entry.values, at)}`;
    case 'in':
    case 'of':
      if (empty(entry.values)) return undefined;
      return inList(prop, asList(entry.values), at);
    case 'range': {
      const parts: SQL[] = [];
      if (!empty(entry.values)) parts.push(sql`${prop.expr} >= ${typed(prop, entry.values, at)}`);
      if (!empty(entry.valuee)) parts.push(sql`${prop.expr} <= ${typed(prop, entry.valuee, at)}`);
      return parts.length ? and(...parts) : undefined;
    }
    case 'more':
      return empty(entry.values) ? undefined : sql`${prop.expr} > ${typed(prop, entry.values, at)}`;
    case 'less':
      return empty(entry.values) ? undefined : sql`${prop.expr} < ${typed(prop, entry.values, at)}`;
  }
}

const COMPARE_SQL = { '=': sql`=`, '>': sql`>`, '<': sql`<`, '>=': sql`>=`, '<=': sql`<=` } as const;

function compileRow(descriptor: ModuleDescriptor, row: HighQueryRow, at: string, privacy?: Privacy): SQL {
  const prop = resolveProp(descriptor, row.prop, `${at}.prop`, privacy);
  const valueAt = `${at}.value`;
  const textual = prop.kind === 'text';
  switch (row.op) {
    case 'in':
    case 'not in': {
      const values = asList(row.value);
      // Spec §9: on text, in / not in become like / not like with wildcards.
      const positive = textual
        ? values.length
          ? sql`(${sql.join(
              values.map((value) => contains(prop.expr, String(value))),
              sql` or `,
            )})`
          : sql`false`
        : inList(prop, values, valueAt);
      return row.op === 'in' ? positive : sql`not coalesce(${positive}, false)`;
    }
    case '!=':
      if (prop.kind === 'multi' || prop.kind === 'ids') return sql`not coalesce(${containsAny(prop, asList(row.value), valueAt)}, false)`;
      return sql`${prop.expr} is distinct from ${typed(prop, row.value, valueAt)}`;
    default:
      if (prop.kind === 'multi' || prop.kind === 'ids') {
        if (row.op !== '=') throw badInput(`${at}.op`, 'engine.searchInvalid');
        return containsAny(prop, asList(row.value), valueAt);
      }
      return sql`${prop.expr} ${COMPARE_SQL[row.op]} ${typed(prop, row.value, valueAt)}`;
  }
}

/**
 * Spec §9 advanced search → one parameterised condition. Rows join with and/or in order, brackets group them
 * (at most four deep, balanced); the operators and brackets come from fixed lists, every value is a parameter.
 */
export function compileHighQuery(descriptor: ModuleDescriptor, rows: readonly HighQueryRow[], privacy?: Privacy): SQL | undefined {
  if (rows.length === 0) return undefined;
  const problem = checkHighQuery(rows);
  if (problem) throw badInput('highQuery', problem as MessageId);
  const parts: SQL[] = [];
  rows.forEach((row, index) => {
    if (index > 0) parts.push(row.logic === 'or' ? sql`or` : sql`and`);
    for (let i = 0; i < (row.open ?? 0); i++) parts.push(sql`(`);
    parts.push(compileRow(descriptor, row, `highQuery.${index}`, privacy));
    for (let i = 0; i < (row.close ?? 0); i++) parts.push(sql`)`);
  });
  return sql`(${sql.join(parts, sql` `)})`;
}

/** Quick search: the text in any of the descriptor's search fields or the serial number. */
function compileQuickSearch(descriptor: ModuleDescriptor, text: string, privacy?: Privacy): SQL | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  const fields = descriptor.fields.filter((field) => field.search);
  const tests = [
    contains(sql`${records.serialNo}`, trimmed),
    ...fields.map((field) => contains(resolveProp(descriptor, field.key, 'query', privacy).expr, trimmed)),
  ];
  return sql`(${sql.join(tests, sql` or `)})`;
}

/**
 * The most values one list query may test, all its column filters and advanced search rows together: each value of a
 * text `in` is a pattern every row is matched against, and 30 rows of 50 patterns kept the database busy for half a
 * minute over 40,000 rows while every other user waited. What a person types into a search stays far below it.
 */
export const MAX_SEARCH_TERMS = 100;

const termsOf = (value: unknown) => Math.max(asList(value).length, 1);

/** Refuses a query testing more than MAX_SEARCH_TERMS values (1001), before anything is compiled. */
function assertSearchCost(query: ListQuery) {
  const filters = Array.isArray(query.query) ? query.query.reduce((sum, entry) => sum + termsOf(entry.values) + (empty(entry.valuee) ? 0 : 1), 0) : 0;
  const rows = (query.highQuery ?? []).reduce((sum, row) => sum + termsOf(row.value), 0);
  if (filters + rows > MAX_SEARCH_TERMS) throw badInput(query.highQuery?.length ? 'highQuery' : 'query', 'engine.searchTooBroad', { max: MAX_SEARCH_TERMS });
}

/** The list query's conditions (quick search or column filters, and the advanced search), without the scope. */
export function compileListConditions(descriptor: ModuleDescriptor, query: ListQuery, privacy?: Privacy): SQL[] {
  assertSearchCost(query);
  const conditions: (SQL | undefined)[] = [];
  if (typeof query.query === 'string') conditions.push(compileQuickSearch(descriptor, query.query, privacy));
  else if (query.query) query.query.forEach((entry, index) => conditions.push(compileFilter(descriptor, entry, `query.${index}.prop`, privacy)));
  if (query.highQuery) conditions.push(compileHighQuery(descriptor, query.highQuery, privacy));
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}

/**
 * The order: by `sortby` when it names a declared field or record column (else 1001), otherwise the
 * descriptor's default, otherwise newest first; the id breaks ties so pages never overlap. Empty values count
 * as the smallest (`desc nulls last` / `asc nulls first`), which matches the record indexes read either way.
 */
export function compileOrder(descriptor: ModuleDescriptor, query: Pick<ListQuery, 'sortby' | 'order'>, privacy?: Privacy): SQL[] {
  const requested = query.sortby ? { field: query.sortby, order: query.order } : (descriptor.defaultSort ?? { field: 'createdAt', order: 'desc' });
  const prop = resolveProp(descriptor, requested.field, 'sortby', privacy);
  if (prop.kind === 'multi' || prop.kind === 'ids') throw badInput('sortby', 'engine.unknownField');
  const direction = requested.order === 'asc' || requested.order === 'ascending' ? sql`asc nulls first` : sql`desc nulls last`;
  return [sql`${prop.expr} ${direction}`, sql`${records.id} ${direction}`];
}
