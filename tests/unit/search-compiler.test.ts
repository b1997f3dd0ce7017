import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { findModule } from '../../src/modules/index.ts';
import { checkHighQuery, listQuery, nextSort, type FilterEntry, type HighQueryRow } from '../../src/shared/schemas/engine.schema.ts';
import { compileFilter, compileHighQuery, compileOrder } from '../../src/server/engine/search.compiler.ts';
import type { SQL } from 'drizzle-orm';

const customer = findModule('customer')!;
const dialect = new PgDialect();
const render = (query: SQL | undefined) => dialect.sqlToQuery(query!);
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    const { code, field, messageId } = error as { code: number; field: string; messageId: string };
    return { code, field, messageId };
  }
  return null;
};

describe('advanced search brackets and logic (spec §5 Tables and search)', () => {
  it('accepts balanced brackets up to four deep with and/or on every later row', () => {
    expect(checkHighQuery([{ open: 4 }, { logic: 'and', close: 4 }])).toBeNull();
    expect(checkHighQuery([{ open: 1 }, { logic: 'or' }, { logic: 'and', close: 1 }])).toBeNull();
  });

  it.each([
    ['an unclosed bracket', [{ open: 1 }, { logic: 'and' }]],
    ['a close before its open', [{ close: 1 }, { logic: 'and', open: 1 }]],
    ['five nested brackets', [{ open: 4 }, { logic: 'and', open: 1, close: 5 }]],
    ['a logic on the first row', [{ logic: 'and' }]],
    ['a later row without logic', [{}, {}]],
  ] as [string, Pick<HighQueryRow, 'logic' | 'open' | 'close'>[]][])('refuses %s with 查询条件不正确', (_name, rows) => {
    expect(checkHighQuery(rows)).toBe('engine.searchInvalid');
  });
});

describe('compileHighQuery', () => {
  it('compiles operators, logic and brackets into one parameterised condition', () => {
    const { sql, params } = render(
      compileHighQuery(customer, [
        { open: 1, prop: 'name', op: 'in', value: '杭州,宁波' },
        { logic: 'or', prop: 'registeredCapital', op: '>=', value: 100, close: 1 },
        { logic: 'and', prop: 'level', op: 'not in', value: ['B', 'C'] },
        { logic: 'and', prop: 'cooperationDate', op: '<', value: '2024-01-01' },
        { logic: 'and', prop: 'shortName', op: '!=', value: 'x' },
      ]),
    );
    expect(sql).toMatch(/^\(\( \(\("records"\."data" ->> \$1\) like \$2 or \("records"\."data" ->> \$3\) like \$4\) or/);
    expect(sql).toContain('::numeric >= $');
    expect(sql).toContain('not coalesce(');
    expect(sql).toContain('is distinct from');
    expect(params).toEqual([
      'name',
      '%杭州%',
      'name',
      '%宁波%',
      'registeredCapital',
      '100',
      'level',
      'B',
      'C',
      'cooperationDate',
      '2024-01-01',
      'shortName',
      'x',
    ]);
  });

  it('turns text in / not in into like / not like with wildcards (spec §9)', () => {
    const { sql, params } = render(compileHighQuery(customer, [{ prop: 'name', op: 'not in', value: '投资' }]));
    expect(sql).toContain('not coalesce((("records"."data" ->> $1) like $2), false)');
    expect(params).toEqual(['name', '%投资%']);
  });

  it('keeps injection strings as data', () => {
    const attack = "x'); drop table records; --";
    const { sql, params } = render(compileHighQuery(customer, [{ prop: 'name', op: '=', value: attack }]));
    expect(sql).not.toContain('drop table');
    expect(params).toContain(attack);
    const like = render(compileFilter(customer, { prop: 'name', type: 'like', values: '100%_\\' }, 'query'));
    expect(like.params).toContain('%100\\%\\_\\\\%');
  });

  it('refuses unknown fields, malformed numbers and dates with 1001 naming the place', () => {
    expect(refusal(() => compileHighQuery(customer, [{ prop: 'data', op: '=', value: 1 }]))).toEqual({
      code: 1001,
      field: 'highQuery.0.prop',
      messageId: 'engine.unknownField',
    });
    expect(refusal(() => compileHighQuery(customer, [{ prop: "name') or 1=1 --", op: '=', value: 1 }]))?.messageId).toBe('engine.unknownField');
    expect(refusal(() => compileHighQuery(customer, [{ prop: 'registeredCapital', op: '>', value: '1; drop' }]))).toEqual({
      code: 1001,
      field: 'highQuery.0.value',
      messageId: 'rules.number',
    });
    expect(refusal(() => compileHighQuery(customer, [{ prop: 'cooperationDate', op: '>', value: 'yesterday' }]))?.messageId).toBe('rules.date');
    expect(
      refusal(() =>
        compileHighQuery(customer, [
          { prop: 'name', op: '=', value: 'x' },
          { prop: 'name', op: '=', value: 'y' },
        ]),
      )?.messageId,
    ).toBe('engine.searchInvalid');
  });
});

describe('compileFilter (spec §3 Filter entry)', () => {
  it.each([
    ['like, ignoring case', { prop: 'name', type: 'like', values: 'Zhongheng' }, 'ilike'],
    ['like on text without case', { prop: 'name', type: 'like', values: '城投' }, '::text like $2'],
    ['equals', { prop: 'level', type: 'equals', values: 'A' }, '= $2'],
    ['in', { prop: 'customerType', type: 'in', values: ['1', '2'] }, 'in ($2, $3)'],
    ['of on a checkbox', { prop: 'tags', type: 'of', values: ['strategic', 'repeat'] }, '@> $2::jsonb or'],
    ['range', { prop: 'cooperationDate', type: 'range', values: '2021-01-01', valuee: '2021-12-31 23:59:59' }, '>= $2'],
    ['more', { prop: 'registeredCapital', type: 'more', values: 5 }, '::numeric > $2::numeric'],
    ['less', { prop: 'createdAt', type: 'less', values: '2030-01-01' }, '< $1::timestamptz'],
  ] as const)('compiles %s', (_name, entry, fragment) => {
    expect(render(compileFilter(customer, entry as FilterEntry, 'query')).sql).toContain(fragment);
  });

  it('ignores an empty filter value', () => {
    expect(compileFilter(customer, { prop: 'name', type: 'like', values: '' }, 'query')).toBeUndefined();
  });
});

describe('sort and paging', () => {
  it('sorts newest first by default and by declared fields only', () => {
    expect(render(compileOrder(customer, {})[0]).sql).toBe('"records"."created_at" desc nulls last');
    expect(render(compileOrder(customer, { sortby: 'registeredCapital', order: 'ascending' })[0]).sql).toContain('::numeric asc nulls first');
    expect(refusal(() => compileOrder(customer, { sortby: 'password' }))).toEqual({ code: 1001, field: 'sortby', messageId: 'engine.unknownField' });
  });

  it('sorts a new column descending and flips the same column (spec §4)', () => {
    expect(nextSort({}, 'name')).toEqual({ sortby: 'name', order: 'desc' });
    expect(nextSort({ sortby: 'name', order: 'desc' }, 'name')).toEqual({ sortby: 'name', order: 'asc' });
    expect(nextSort({ sortby: 'name', order: 'asc' }, 'name')).toEqual({ sortby: 'name', order: 'desc' });
    expect(nextSort({ sortby: 'name', order: 'asc' }, 'level')).toEqual({ sortby: 'level', order: 'desc' });
  });

  it('defaults the page to the first, of ten rows, and bounds its size', () => {
    expect(listQuery.parse({ page: {} }).page).toEqual({ pageIndex: 1, limit: 10 });
    expect(listQuery.safeParse({ page: { pageIndex: 0 } }).success).toBe(false);
    expect(listQuery.safeParse({ page: { limit: 101 } }).success).toBe(false);
  });
});
