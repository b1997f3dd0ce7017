import { describe, expect, it } from 'vitest';
import { findModule } from '../../src/modules/index.ts';
import { nextSort } from '../../src/shared/schemas/engine.schema.ts';
import { chartOption, cutLabel, PIE_COLOURS } from '../../src/client/engine/chart/chart-options.ts';
import { moneyInputText } from '../../src/shared/money-format.ts';
import { formatMoney, rangeEnd, relativeTime, sanitizeNumeric, shortcutRange, unformatMoney } from '../../src/client/engine/fields/engine-format.ts';
import { fieldEditable, fieldShown, formParams, payload } from '../../src/client/engine/form/form-model.ts';
import { uploadRefusal } from '../../src/client/engine/fields/upload-field.tsx';
import { countQueryOf, listTotal, pagerRowCount } from '../../src/client/engine/list/list-total.ts';
import { buildListQuery, compileAdvancedRows, initialAdvancedRows, type AdvancedRow } from '../../src/client/engine/list/list-query.ts';
import { columnsFromLayout, layoutBody, lockRefusal, moveColumn, type ColumnSetting } from '../../src/client/engine/list/table-layout.ts';
import { formPath } from '../../src/client/engine/module/module-context.ts';

const clientModule = findModule('customer')!;
const receiptModule = findModule('receipt')!;

const column = (prop: string, locked = false): ColumnSetting => ({ prop, visible: true, width: 120, align: 'left', sortable: false, locked });
const row = (patch: Partial<AdvancedRow>): AdvancedRow => ({
  key: Math.random(),
  logic: 'and',
  open: 0,
  prop: 'name',
  op: '=',
  value: 'x',
  close: 0,
  ...patch,
});

describe('money and numeric input (spec §5, §9)', () => {
  it('shows money with two decimals and a thousands separator', () => {
    expect(formatMoney(1234567.5)).toBe('1,234,567.50');
    expect(formatMoney('0')).toBe('0.00');
    expect(formatMoney('')).toBe('');
    expect(unformatMoney('1,234,567.50')).toBe('1234567.50');
  });

  it("writes money with the reader's separators, exactly, and reads back what a reader of each language types", () => {
    expect(formatMoney('1300000', 'es')).toBe('1.300.000,00');
    expect(formatMoney('1300000', 'en')).toBe('1,300,000.00');
    expect(formatMoney('-12345678901234567.5', 'zh')).toBe('-12,345,678,901,234,567.50');
    expect(formatMoney(0.1 + 0.2, 'es')).toBe('0,30');
    expect(moneyInputText('es', '1300000.5')).toBe('1300000,5');
    expect(unformatMoney('1300000,5', 'es')).toBe('1300000.5');
    expect(unformatMoney('1.234,50', 'es')).toBe('1234.50');
    expect(unformatMoney('1234.5', 'es')).toBe('1234.5');
    expect(unformatMoney('1,234.50', 'en')).toBe('1234.50');
  });

  it('keeps digits with an optional decimal part and clears anything else', () => {
    expect(sanitizeNumeric('123')).toBe('123');
    expect(sanitizeNumeric('12.')).toBe('12.');
    expect(sanitizeNumeric('12.05')).toBe('12.05');
    expect(sanitizeNumeric('12a')).toBe('');
    expect(sanitizeNumeric('-3')).toBe('');
    expect(sanitizeNumeric('1.2.3')).toBe('');
  });
});

describe('date shortcuts (spec §9)', () => {
  const now = new Date(2026, 10, 22, 10, 15, 0);
  it.each([
    [7, '2026-11-15 00:00:00'],
    [30, '2026-10-23 00:00:00'],
    [90, '2026-08-24 00:00:00'],
  ])('the last %i days start at midnight and end today at 23:59:59', (days, start) => {
    expect(shortcutRange(days, now)).toEqual([start, '2026-11-22 23:59:59']);
  });

  it('gives a range end the last second of its day', () => {
    expect(rangeEnd('2026-01-31')).toBe('2026-01-31 23:59:59');
  });
});

describe('relative time (spec §9)', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const ago = (seconds: number) => relativeTime(new Date(now.getTime() - seconds * 1000), now);
  it('says just now under 30 s, minutes under an hour, hours under a day, one day under two', () => {
    expect(ago(29)).toEqual({ id: 'time.justNow' });
    expect(ago(30)).toEqual({ id: 'time.minutesAgo', values: { n: 1 } });
    expect(ago(59 * 60)).toEqual({ id: 'time.minutesAgo', values: { n: 59 } });
    expect(ago(3600)).toEqual({ id: 'time.hoursAgo', values: { n: 1 } });
    expect(ago(23 * 3600 + 59)).toEqual({ id: 'time.hoursAgo', values: { n: 23 } });
    expect(ago(86_400)).toEqual({ id: 'time.oneDayAgo' });
    expect(ago(2 * 86_400)).toHaveProperty('date');
  });
});

describe('sorting (spec §4)', () => {
  it('sorts a new column descending and flips the same column', () => {
    expect(nextSort({}, 'name')).toEqual({ sortby: 'name', order: 'desc' });
    expect(nextSort({ sortby: 'name', order: 'desc' }, 'name')).toEqual({ sortby: 'name', order: 'asc' });
    expect(nextSort({ sortby: 'name', order: 'asc' }, 'name')).toEqual({ sortby: 'name', order: 'desc' });
    expect(nextSort({ sortby: 'name', order: 'asc' }, 'createdAt')).toEqual({ sortby: 'createdAt', order: 'desc' });
  });
});

describe('locked columns (spec §5)', () => {
  const columns = [column('a', true), column('b', true), column('c', true), column('d')];
  it('refuses a fourth locked column with 锁定列不能超过三个，请检查！', () => {
    expect(lockRefusal(columns, 'd', true)).toBe('engine.tooManyLocked');
    expect(lockRefusal(columns, 'a', false)).toBeNull();
    expect(lockRefusal(columns.slice(1), 'd', true)).toBeNull();
  });

  it('saves the order, locks and paging mode in the layout body', () => {
    const body = layoutBody({ tableSet: {} }, moveColumn(columns, 'd', -1), 'infinite', true);
    expect(body.isDefault).toBe(1);
    expect(body.istable).toBe(0);
    expect(body.tableHeaderSet.map((item) => item.prop)).toEqual(['a', 'b', 'd', 'c']);
    expect(body.tableHeaderSet.filter((item) => item.fix)).toHaveLength(3);
  });

  it('reads locks from fix or fixed, and drops labels of the descriptor layout', () => {
    const read = columnsFromLayout(
      [
        { prop: 'x', label: 'X', fixed: 'left' },
        { prop: 'y', fix: true },
        { prop: 'z', visible: false },
      ],
      false,
    );
    expect(read.map((item) => [item.prop, item.locked, item.visible, item.label])).toEqual([
      ['x', true, true, undefined],
      ['y', true, true, undefined],
      ['z', false, false, undefined],
    ]);
  });
});

describe('advanced search (spec §5, §9)', () => {
  it('starts with three rows', () => {
    expect(initialAdvancedRows()).toHaveLength(3);
  });

  it('asks for a condition when no row names a field (请选择查询条件！)', () => {
    expect(compileAdvancedRows(initialAdvancedRows())).toEqual({ error: 'engine.searchEmpty' });
  });

  it('refuses unbalanced brackets, more than four, and a later row without and/or (查询条件不正确，请检查)', () => {
    expect(compileAdvancedRows([row({ logic: '', open: 1 })])).toEqual({ error: 'engine.searchInvalid' });
    expect(compileAdvancedRows([row({ logic: '', open: 5, close: 5 })])).toEqual({ error: 'engine.searchInvalid' });
    expect(compileAdvancedRows([row({ logic: '' }), row({ logic: '' })])).toEqual({ error: 'engine.searchInvalid' });
  });

  it('compiles and/or with brackets; in takes a list', () => {
    const result = compileAdvancedRows([
      row({ logic: '', open: 1, op: 'in', value: '杭州, 宁波' }),
      row({ logic: 'or', prop: 'shortName', close: 1 }),
      row({ logic: 'and', prop: 'level', value: 'A' }),
    ]);
    expect(result).toEqual({
      rows: [
        { open: 1, prop: 'name', op: 'in', value: ['杭州', '宁波'] },
        { logic: 'or', prop: 'shortName', op: '=', value: 'x', close: 1 },
        { logic: 'and', prop: 'level', op: '=', value: 'A' },
      ],
    });
  });
});

describe('the list query (spec §3 Table list query)', () => {
  const base = { quick: '', filters: [], advanced: [], sort: {}, pageIndex: 2, limit: 20 };
  it('sends the page, the sort and the quick search text', () => {
    expect(buildListQuery(clientModule, { ...base, quick: ' 杭州 ', sort: { sortby: 'name', order: 'desc' } })).toEqual({
      query: '杭州',
      page: { pageIndex: 2, limit: 20 },
      sortby: 'name',
      order: 'desc',
    });
  });

  it('with column filters, turns the quick search into a bracketed or-group and wraps the advanced rows', () => {
    const query = buildListQuery(clientModule, {
      ...base,
      quick: 'abc',
      filters: [{ prop: 'level', type: 'in', values: ['A'] }],
      advanced: [{ prop: 'name', op: '=', value: 'x' }],
    });
    expect(query.query).toEqual([{ prop: 'level', type: 'in', values: ['A'] }]);
    const high = query.highQuery!;
    expect(high[0]).toMatchObject({ open: 1, prop: 'serialNo', op: 'in', value: ['abc'] });
    expect(high.at(-2)).toMatchObject({ close: 1 });
    expect(high.at(-1)).toEqual({ prop: 'name', op: '=', value: 'x', logic: 'and', open: 1, close: 1 });
  });
});

describe('the generic form (spec §2)', () => {
  it('reads id, formInfo (default -1) and pt=5 (mode -2)', () => {
    expect(formParams('?id=12')).toEqual({ id: 12, mode: '-1', processAuditId: null, processNodeId: null, from: null });
    expect(formParams('?id=12&formInfo=3&processAuditId=7&processNodeId=9')).toMatchObject({ mode: '3', processAuditId: '7', processNodeId: '9' });
    expect(formParams('?formInfo=3&pt=5')).toMatchObject({ id: null, mode: '-2' });
    // A follow-up: the record it is filled from; a broken id names none.
    expect(formParams('?from=bidregistration&fromId=7').from).toEqual({ module: 'bidregistration', id: 7 });
    expect(formParams('?from=bidregistration&fromId=x').from).toBeNull();
  });

  it('shows and enables fields by mode and record status', () => {
    const field = { key: 'x', type: 'text', visible: { modes: ['-1'] }, editable: { statuses: [0] } } as const;
    expect(fieldShown(field, '-1', 3)).toBe(true);
    expect(fieldShown(field, '-2', 0)).toBe(false);
    expect(fieldEditable({}, field, '-1', 0)).toBe(true);
    expect(fieldEditable({}, field, '-1', 3)).toBe(false);
  });

  it('shows a field with a condition only while the values being typed meet it (times for a leave counted in hours)', () => {
    const startTime = { key: 'startTime', type: 'time', visible: { when: { field: 'holidayType', op: 'in', value: ['toil'] } } } as const;
    expect(fieldShown(startTime, '-1', 0, { holidayType: 'toil' })).toBe(true);
    expect(fieldShown(startTime, '-1', 0, { holidayType: 'annual' })).toBe(false);
    expect(fieldShown(startTime, '-1', 0, {})).toBe(false);
  });

  it('keeps a signed document’s fields in the drafts of its sub-flows but a change’s, unless a field names their statuses', () => {
    const amount = { key: 'amount', type: 'money' } as const;
    const generic = { lifecycle: 'generic' } as const;
    // 0 draft, 35 change draft, 37 change withdrawn: the whole document; 38 seal draft, 41 archive draft, 46 split draft: not.
    expect([0, 35, 37, 38, 41, 46].map((status) => fieldEditable(generic, amount, '-1', status))).toEqual([true, true, true, false, false, false]);
    expect(fieldEditable(generic, { ...amount, editable: { statuses: [46] } }, '-1', 46)).toBe(true);
  });

  it('sends money without separators', () => {
    expect(payload(clientModule, { registeredCapital: '1,234.50', name: 'A' }, () => true)).toMatchObject({ registeredCapital: '1234.50', name: 'A' });
  });

  it('serves a form at the path the spec names for it (receipts: /istration/receipt/addReceipt)', () => {
    expect(formPath(receiptModule)).toBe('/istration/receipt/addReceipt');
    expect(formPath(clientModule)).toBe('/client/customer/edit');
  });
});

describe('uploads (spec §5)', () => {
  const field = { key: 'scans', type: 'image', accept: ['png', 'jpg'], maxSizeKb: 100, maxCount: 2 } as const;
  it('refuses a non-image, a file over the size and one over the count', () => {
    expect(uploadRefusal(field, { name: 'a.pdf', size: 10, type: 'application/pdf' }, 0)?.id).toBe('upload.imagesOnly');
    expect(uploadRefusal(field, { name: 'a.png', size: 101 * 1024, type: 'image/png' }, 0)).toEqual({ id: 'engine.uploadSize', values: { kb: 100 } });
    expect(uploadRefusal(field, { name: 'a.png', size: 10, type: 'image/png' }, 2)?.id).toBe('engine.tooManyFiles');
    expect(uploadRefusal(field, { name: 'a.PNG', size: 10, type: 'image/png' }, 1)).toBeNull();
  });
});

describe('the statistics chart (spec §3)', () => {
  const input = {
    rows: [
      { m: 'January sales', a: 1, b: 2 },
      { m: 'February', a: '3', b: 4 },
      { m: 'Total', a: 4, b: 6 },
    ],
    nameField: 'm',
    series: [
      { key: 'a', val: 'A' },
      { key: 'b', val: 'B' },
    ],
    maxLabelLength: 7,
    dropLastTotal: true,
  };
  it('drops the total row and makes one series per key', () => {
    const option = chartOption(input, 'bar') as { xAxis: { data: string[] }; series: { type: string; data: number[] }[] };
    expect(option.xAxis.data).toEqual(['January sales', 'February']);
    expect(option.series.map((series) => [series.type, series.data])).toEqual([
      ['bar', [1, 3]],
      ['bar', [2, 4]],
    ]);
    expect(cutLabel('January sales', 7)).toBe('January…');
  });

  it('cycles pie colours over seven', () => {
    const rows = Array.from({ length: 9 }, (_unused, index) => ({ m: `r${index}`, a: index }));
    const option = chartOption({ ...input, rows, dropLastTotal: false }, 'pie') as { series: { data: { itemStyle: { color: string } }[] }[] };
    const colours = option.series[0].data.map((item) => item.itemStyle.color);
    expect(PIE_COLOURS).toHaveLength(7);
    expect(colours[7]).toBe(colours[0]);
    expect(colours[8]).toBe(colours[1]);
  });
});

describe('the list total, asked apart from its rows', () => {
  const page = (patch: Partial<Parameters<typeof listTotal>[0] & object> = {}) => ({
    list: Array.from({ length: 10 }, (_unused, id) => ({ id }) as never),
    total: null,
    totalExact: false,
    more: true,
    pageIndex: 3,
    limit: 10,
    ...patch,
  });

  it('says "at least" the rows seen while the count is coming, one more when another page follows', () => {
    expect(listTotal(page(), undefined)).toEqual({ kind: 'atLeast', total: 31 });
    expect(listTotal(page({ more: false, total: 30, totalExact: true }), undefined)).toEqual({ kind: 'exact', total: 30 });
  });

  it('takes the count when it comes: exact, or more than the cap with its estimate, the pager open while rows follow', () => {
    expect(listTotal(page(), { total: 42, totalExact: true, estimate: null })).toEqual({ kind: 'exact', total: 42 });
    const capped = listTotal(page({ pageIndex: 1000 }), { total: 10_000, totalExact: false, estimate: 999_000 });
    expect(capped).toEqual({ kind: 'moreThan', total: 10_000, estimate: 999_000 });
    expect(pagerRowCount(capped, page({ pageIndex: 1000 }))).toBe(10_001);
    expect(pagerRowCount(capped, page({ pageIndex: 2 }))).toBe(10_000);
  });

  it('counts the search only: paging and sorting change no total', () => {
    const query = { query: 'x', page: { pageIndex: 2, limit: 10 }, sortby: 'name', order: 'asc' as const, withTotal: false };
    expect(countQueryOf(query)).toEqual({ query: 'x' });
  });
});
