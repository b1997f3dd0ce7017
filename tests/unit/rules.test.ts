import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '../../src/shared/i18n/locales.ts';
import type { RuleSpec } from '../../src/shared/rules/rule.types.ts';
import { checkRule, r } from '../../src/shared/rules/rules.ts';
import { validateRecord } from '../../src/shared/rules/validate-record.ts';
import { firstFailedCheck } from '../../src/shared/rules/conditions.ts';

/** Spec §5 "Shared rule options": each rule with values it accepts, values it refuses, and its message. */
const CASES: [string, RuleSpec, unknown[], unknown[], string][] = [
  ['maxLength', r.maxLength(5), ['abcde', '中文五个字'], ['abcdef'], 'rules.maxLength'],
  ['maxNumber', r.maxNumber(9), ['123456789', 12345], ['1234567890'], 'rules.maxNumber'],
  ['exact length', r.length(6), ['abcdef'], ['abcde', 'abcdefg'], 'rules.length'],
  ['min/max', r.range(6, 12), ['abcdef', 'abcdefghijkl'], ['abcde', 'abcdefghijklm'], 'rules.range'],
  ['email', r.email, ['a.b@example.com', 'x_y+z@mail.co'], ['a@', 'a@b', 'a b@c.com'], 'rules.email'],
  ['qq', r.qq, ['12345', '12345678901'], ['1234', '123456789012', '01234'], 'rules.qq'],
  ['mobile', r.mobile, ['13800000000', '19912345678'], ['12800000000', '1380000000', '138000000001'], 'rules.mobile'],
  ['letters and digits', r.alnum, ['abc123'], ['abc_123', 'ab c', '中文'], 'rules.alnum'],
  ['money', r.money, ['0', '12.5', '1234.56', 99.99], ['12.345', '-1', 'abc', '1.'], 'rules.money'],
  ['fmoney', r.fmoney, ['-12.50', '3'], ['--1', '1.234'], 'rules.money'],
  ['positive integer', r.positiveInteger, ['1', '42', 7], ['0', '-1', '1.5', '01'], 'rules.positiveInteger'],
  ['number', r.number, ['0', '-3.14', '42'], ['1e5', 'abc', '1.'], 'rules.number'],
  ['url', r.url, ['https://example.com/a?b=1', 'http://localhost:8080'], ['example.com', 'javascript:alert(1)', 'http://'], 'rules.url'],
  ['idcard', r.idcard, ['11010519491231002X', '11010519491231002x'], ['110105194912310021', '11010519491331002X', '1101051949123100'], 'rules.idcard'],
  // GB 32100-2015's own example, and the registered codes of well-known companies (public business registry).
  [
    'creditCode',
    r.creditCode,
    ['91350100M000100Y43', '914403001922038216', '9144030071526726XG', '91110108551385082Q', '91350100m000100y43'],
    ['91350100M000100Y44', '91350100M000100Y4', '91350100M000100I43', '9135010OM000100Y43', '01350100M000100Y43'],
    'rules.creditCode',
  ],
  ['letters digits underscore', r.alnumUnderscore, ['a_b_1'], ['a-b', 'a b'], 'rules.alnumUnderscore'],
  ['Chinese letters digits underscore', r.chineseAlnumUnderscore, ['中文_ab1'], ['中文-ab', '中 文'], 'rules.chineseAlnumUnderscore'],
  ['post code', r.postcode, ['310016'], ['31001', '3100161', 'abcdef'], 'rules.postcode'],
  ['date', r.date, ['2024-02-29', '2023-12-31'], ['2023-02-29', '2023-13-01', '2023/01/01', '20230101'], 'rules.date'],
  ['datetime', r.datetime, ['2024-02-29 23:59:59'], ['2024-02-29 24:00:00', '2024-02-29', '2024-02-29T10:00:00'], 'rules.datetime'],
  ['ip', r.ip, ['192.168.1.1', '0.0.0.0', '255.255.255.255'], ['256.1.1.1', '1.2.3', '01.2.3.4'], 'rules.ip'],
  ['telphone', r.telphone, ['010-12345678', '0571-8888888', '057188888888', '021-12345678-123'], ['12345678', '13800000000', '0571-0888888'], 'rules.telphone'],
];

describe('spec §5 shared rule options', () => {
  it.each(CASES)('%s accepts valid values, refuses invalid ones and lets empty optional values pass', (_name, spec, valid, invalid, messageId) => {
    for (const value of valid) expect(checkRule(spec, value), `${String(value)} should pass`).toBeNull();
    for (const value of invalid) expect(checkRule(spec, value)?.messageId, `${String(value)} should fail`).toBe(messageId);
    for (const empty of ['', undefined, null, '   ']) expect(checkRule(spec, empty)).toBeNull();
  });

  it('caps money at 20 characters', () => {
    expect(checkRule(r.money, '12345678901234567.89')).toBeNull();
    expect(checkRule(r.money, '123456789012345678.90')).toEqual({ messageId: 'rules.maxLength', values: { n: 20 } });
  });

  it.each([
    ['required', r.required],
    ['at least one', r.atLeastOne],
    ['image', r.image],
  ])('%s refuses empty values and accepts present ones', (_name, spec) => {
    for (const empty of ['', undefined, null, []]) expect(checkRule(spec, empty)).not.toBeNull();
    expect(checkRule(spec, 'x')).toBeNull();
    expect(checkRule(spec, ['1'])).toBeNull();
  });

  it('passes the limits as message values', () => {
    expect(checkRule(r.maxLength(3), 'abcd')).toEqual({ messageId: 'rules.maxLength', values: { n: 3 } });
    expect(checkRule(r.range(6, 12), 'abc')).toEqual({ messageId: 'rules.range', values: { min: 6, max: 12 } });
  });

  it('answers message ids that exist in every catalogue', () => {
    for (const [, , , , messageId] of CASES) for (const catalogue of Object.values(CATALOGUES)) expect(catalogue).toHaveProperty([messageId]);
  });
});

describe('validateRecord', () => {
  const shape = {
    fields: [
      { key: 'name', type: 'text', rules: [r.required, r.maxLength(10)] },
      { key: 'mobile', type: 'text', rules: [r.mobile] },
      { key: 'amount', type: 'money' },
      { key: 'kind', type: 'select', options: { values: ['a', 'b'] }, rules: [r.required] },
      { key: 'sex', type: 'radio', options: { dict: 'sex' } },
      { key: 'tags', type: 'checkbox', options: { values: ['x', 'y'] }, rules: [r.atLeastOne] },
      { key: 'rows', type: 'subTable', columns: [{ key: 'mobile', type: 'text', rules: [r.required, r.mobile] }] },
    ],
  } as const;

  it('turns presence rules off while staging and on when required', () => {
    expect(validateRecord(shape, {}, { required: false })).toEqual([]);
    expect(validateRecord(shape, {}, { required: true }).map((error) => error.field)).toEqual(['name', 'kind', 'tags']);
  });

  it('checks type rules, options and sub-table cells by path', () => {
    const errors = validateRecord(
      shape,
      { mobile: '123', amount: '1.234', kind: 'c', sex: '7', tags: ['z'], rows: [{ mobile: '13800000000' }, { mobile: 'x' }] },
      { required: false },
    );
    expect(errors).toEqual([
      { field: 'mobile', messageId: 'rules.mobile', values: {} },
      { field: 'amount', messageId: 'rules.money', values: {} },
      { field: 'kind', messageId: 'engine.invalidOption', values: {} },
      { field: 'sex', messageId: 'engine.invalidOption', values: {} },
      { field: 'tags', messageId: 'engine.invalidOption', values: {} },
      { field: 'rows.1.mobile', messageId: 'rules.mobile', values: {} },
    ]);
  });

  it('gives every text a length limit even when none is declared', () => {
    const errors = validateRecord({ fields: [{ key: 'note', type: 'textarea' }] }, { note: 'x'.repeat(2001) }, { required: false });
    expect(errors).toEqual([{ field: 'note', messageId: 'rules.maxLength', values: { n: 2000 } }]);
  });
});

describe('button pre-checks (spec §4)', () => {
  const checks = [{ when: { field: 'status', op: 'ne', value: 0 }, messageId: 'engine.deleteDraftOnly' }] as const;
  it('stops with the message when a condition holds and lets the action go on otherwise', () => {
    expect(firstFailedCheck(checks, { status: 3 })).toBe('engine.deleteDraftOnly');
    expect(firstFailedCheck(checks, { status: 0 })).toBeNull();
  });
});
