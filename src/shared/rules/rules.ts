import { parseIdCard } from '../hr-rules.ts';
import type { RuleName, RuleSpec } from './rule.types.ts';

type Check = { messageId: string; values?: Record<string, string | number> } | null;

/** Spec §5: money is capped at 20 characters. */
export const MONEY_MAX_LENGTH = 20;

/** Rules that ask for presence; they are off while staging a draft (spec §5 "draft saving turns required off"). */
export const PRESENCE_RULES: ReadonlySet<RuleName> = new Set(['required', 'atLeastOne', 'image']);

export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/**
 * The codes that name configuration entries (spec §5): how long each may be and what it holds, letters, digits and
 * `_`, and in some codes `.` or `-`. The server's schemas and the administration forms check the same.
 */
export type CodeRule = { max: number; pattern: RegExp };
export const CODES = {
  office: { max: 30, pattern: /^[\w-]+$/ },
  loginName: { max: 30, pattern: /^[\w.-]+$/ },
  role: { max: 30, pattern: /^\w+$/ },
  post: { max: 30, pattern: /^\w+$/ },
  menu: { max: 60, pattern: /^[\w.]+$/ },
  dictionary: { max: 60, pattern: /^[\w.]+$/ },
  systemParam: { max: 60, pattern: /^[\w.]+$/ },
  catalogNode: { max: 30, pattern: /^[\w-]+$/ },
  helpArticle: { max: 60, pattern: /^[\w.-]+$/ },
} as const satisfies Record<string, CodeRule>;

const matches = (pattern: RegExp) => (text: string) => pattern.test(text);

/** The format rules, each a test of the trimmed text. */
const FORMATS = {
  email: matches(/^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/),
  qq: matches(/^[1-9]\d{4,10}$/),
  mobile: matches(/^1[3-9]\d{9}$/),
  alnum: matches(/^[A-Za-z0-9]+$/),
  money: matches(/^\d+(\.\d{1,2})?$/),
  fmoney: matches(/^-?\d+(\.\d{1,2})?$/),
  positiveInteger: matches(/^[1-9]\d*$/),
  // A count that may be nought (units rejected at acceptance).
  wholeNumber: matches(/^\d+$/),
  number: matches(/^-?\d+(\.\d+)?$/),
  alnumUnderscore: matches(/^\w+$/),
  chineseAlnumUnderscore: matches(/^[\u4e00-\u9fa5A-Za-z0-9_]+$/),
  postcode: matches(/^\d{6}$/),
  // Landline with its area code: 010-12345678, 0571-8888888, optional extension.
  telphone: matches(/^0\d{2,3}-?[1-9]\d{6,7}(-\d{1,6})?$/),
  url: isUrl,
  /** Mainland resident identity card: 18 characters, a real birth date and the GB 11643-1999 check character. */
  idcard: (text: string) => parseIdCard(text).ok,
  creditCode: isCreditCode,
  date: isDate,
  datetime: isDateTime,
  ip: isIpv4,
} as const satisfies Partial<Record<RuleName, (text: string) => boolean>>;

const MESSAGE: Record<RuleName, string> = {
  required: 'rules.required',
  maxLength: 'rules.maxLength',
  maxNumber: 'rules.maxNumber',
  length: 'rules.length',
  range: 'rules.range',
  email: 'rules.email',
  qq: 'rules.qq',
  mobile: 'rules.mobile',
  alnum: 'rules.alnum',
  money: 'rules.money',
  fmoney: 'rules.money',
  positiveInteger: 'rules.positiveInteger',
  wholeNumber: 'rules.wholeNumber',
  number: 'rules.number',
  url: 'rules.url',
  idcard: 'rules.idcard',
  creditCode: 'rules.creditCode',
  alnumUnderscore: 'rules.alnumUnderscore',
  chineseAlnumUnderscore: 'rules.chineseAlnumUnderscore',
  postcode: 'rules.postcode',
  date: 'rules.date',
  datetime: 'rules.datetime',
  ip: 'rules.ip',
  telphone: 'rules.telphone',
  atLeastOne: 'rules.atLeastOne',
  image: 'rules.image',
};

/**
 * Checks one value against one rule and answers the failed rule's message id, or null. Empty values pass
 * every rule but the presence rules (spec §5 "Empty optional values pass").
 */
export function checkRule(spec: RuleSpec, value: unknown): Check {
  const fail = (values?: Record<string, string | number>): Check => ({ messageId: MESSAGE[spec.rule], values });
  if (PRESENCE_RULES.has(spec.rule)) return isEmpty(value) ? fail() : null;
  if (isEmpty(value)) return null;
  const text = Array.isArray(value) ? '' : String(value).trim();
  switch (spec.rule) {
    case 'maxLength':
      return text.length > spec.n ? fail({ n: spec.n }) : null;
    case 'maxNumber':
      return text.replace(/[^0-9]/g, '').length > spec.n ? fail({ n: spec.n }) : null;
    case 'length':
      return text.length !== spec.n ? fail({ n: spec.n }) : null;
    case 'range':
      return text.length < spec.min || text.length > spec.max ? fail({ min: spec.min, max: spec.max }) : null;
    case 'money':
    case 'fmoney':
      if (text.length > MONEY_MAX_LENGTH) return { messageId: 'rules.maxLength', values: { n: MONEY_MAX_LENGTH } };
      return FORMATS[spec.rule](text) ? null : fail();
    default:
      // The presence rules were answered above.
      return FORMATS[spec.rule as keyof typeof FORMATS](text) ? null : fail();
  }
}

function isUrl(text: string): boolean {
  if (!/^(https?|ftp):\/\/[^\s/$.?#].[^\s]*$/i.test(text)) return false;
  try {
    return Boolean(new URL(text).hostname);
  } catch {
    return false;
  }
}

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** yyyy-mm-dd that names a real calendar day (years 0001-9999, which PostgreSQL stores as they are). */
export function isDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const days = month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
  return day <= days;
}

/** Days from one real date to another (negative when `to` comes first). */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * The largest id of a column: `serial` columns are PostgreSQL integers; `bigserial` ones (records, process
 * instances and tasks, history) are read as JavaScript numbers, exact up to 2^53 - 1.
 */
export const ID_MAX = { int: 2_147_483_647, bigint: Number.MAX_SAFE_INTEGER } as const;
export type IdSize = keyof typeof ID_MAX;

/**
 * A row id the column can hold: a positive whole number as JSON carries it, or its decimal digits (never
 * `0x10`, `1e3` or ` 7`, which Number() would read as other numbers). Anything else is bad input, never a query.
 */
export function isId(value: unknown, size: IdSize = 'int'): boolean {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : Number.NaN;
  return Number.isSafeInteger(n) && n >= 1 && n <= ID_MAX[size];
}

export function isDateTime(text: string): boolean {
  const match = /^(\d{4}-\d{2}-\d{2}) ([01]\d|2[0-3]):([0-5]\d):([0-5]\d)$/.exec(text);
  return Boolean(match && isDate(match[1]));
}

function isIpv4(text: string): boolean {
  const parts = text.split('.');
  return parts.length === 4 && parts.every((part) => /^(0|[1-9]\d{0,2})$/.test(part) && Number(part) <= 255);
}

/** GB 32100-2015 alphabet: digits and capitals without I, O, S, V and Z; a character's value is its position. */
const CREDIT_CODE_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/**
 * Unified social credit code (统一社会信用代码, GB 32100-2015): 18 characters of its alphabet, a registering
 * authority and organisation type, a six-digit region code, and the check character that makes the weighted sum
 * of all 18 values a multiple of 31.
 */
export function isCreditCode(text: string): boolean {
  const value = text.toUpperCase();
  if (!/^[1-9A-HJ-NP-RTUWXY]{2}\d{6}[0-9A-HJ-NP-RTUWXY]{10}$/.test(value)) return false;
  const sum = CREDIT_CODE_WEIGHTS.reduce((total, weight, index) => total + weight * CREDIT_CODE_ALPHABET.indexOf(value[index]), 0);
  return CREDIT_CODE_ALPHABET[(31 - (sum % 31)) % 31] === value[17];
}

const simple = <N extends RuleSpec['rule']>(rule: N) => ({ rule }) as Extract<RuleSpec, { rule: N }>;

/** Short forms for descriptors: `rules: [r.required, r.maxLength(100), r.mobile]`. */
export const r = {
  required: simple('required'),
  maxLength: (n: number): RuleSpec => ({ rule: 'maxLength', n }),
  maxNumber: (n: number): RuleSpec => ({ rule: 'maxNumber', n }),
  length: (n: number): RuleSpec => ({ rule: 'length', n }),
  range: (min: number, max: number): RuleSpec => ({ rule: 'range', min, max }),
  email: simple('email'),
  qq: simple('qq'),
  mobile: simple('mobile'),
  alnum: simple('alnum'),
  money: simple('money'),
  fmoney: simple('fmoney'),
  positiveInteger: simple('positiveInteger'),
  wholeNumber: simple('wholeNumber'),
  number: simple('number'),
  url: simple('url'),
  idcard: simple('idcard'),
  creditCode: simple('creditCode'),
  alnumUnderscore: simple('alnumUnderscore'),
  chineseAlnumUnderscore: simple('chineseAlnumUnderscore'),
  postcode: simple('postcode'),
  date: simple('date'),
  datetime: simple('datetime'),
  ip: simple('ip'),
  telphone: simple('telphone'),
  atLeastOne: simple('atLeastOne'),
  image: simple('image'),
} as const;
