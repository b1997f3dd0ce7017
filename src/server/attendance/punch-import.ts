import { setImmediate } from 'node:timers/promises';
import { LOCALES, type Locale } from '../../shared/i18n/locales.ts';
import { dayNumberOrNull } from '../../shared/iso-days.ts';
import type { MessageValues } from '../../shared/money-format.ts';
import type { Db } from '../db/database.ts';
import { users } from '../db/schema.ts';
import { readSheet } from '../engine/sheet-reader.ts';
import { translate } from '../lib/translate.ts';
import type { PunchInput } from './attendance-month.ts';

/**
 * A time clock's punch file (README.md "Punches"): a header row naming a person column (账号 account, 工号 employee
 * number, 姓名 name, or 人员 person: any of the three) and a punch time column, in any of the product's languages;
 * then a punch a row. A month of 5,000 people is some 220,000 rows, so the file may hold far more rows than a
 * module import (20,000).
 */
export const PUNCH_IMPORT_MAX_ROWS = 300_000;
export const PUNCH_IMPORT_MAX_MB = 40;

type Column = 'person' | 'account' | 'no' | 'name' | 'time';
const COLUMNS: Column[] = ['person', 'account', 'no', 'name', 'time'];

/** Header text (in any language, or the column's key) → column. */
function punchHeaders(): Map<string, string> {
  const headers = new Map<string, string>();
  for (const column of COLUMNS) {
    headers.set(column, column);
    for (const locale of LOCALES) headers.set(translate(locale, `hr.punchColumn.${column}`), column);
  }
  return headers;
}

export type PunchError = { row: number; field: Column; messageId: string; values: MessageValues };
export type PunchCheck = { kind: 'checked'; punches: PunchInput[]; errors: PunchError[] } | { kind: 'unreadable' | 'tooLarge' | 'empty' | 'columns' };

const STAMP = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})[ T]+(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;

/** 'YYYY-MM-DD HH:mm' (slashes or dots, one-digit month, day or hour, seconds dropped) as a day and a minute of it. */
export function parsePunchTime(text: string): { day: string; minute: number } | null {
  const match = STAMP.exec(text.trim());
  if (!match) return null;
  const day = `${match[1]}-${match[2].padStart(2, '0')}-${match[3].padStart(2, '0')}`;
  const [hour, minute] = [Number(match[4]), Number(match[5])];
  if (dayNumberOrNull(day) === null || hour > 23 || minute > 59) return null;
  return { day, minute: hour * 60 + minute };
}

/** Who a cell names: by account (any case), employee number or name, as its column says; a name two people share names nobody. */
export async function peopleFinder(db: Db) {
  const rows = await db.select({ id: users.id, loginName: users.loginName, no: users.no, name: users.name }).from(users);
  const byAccount = new Map(rows.map((row) => [row.loginName.toLowerCase(), row.id]));
  const byNo = new Map<string, number | null>();
  const byName = new Map<string, number | null>();
  for (const row of rows) {
    if (row.no) byNo.set(row.no, byNo.has(row.no) ? null : row.id);
    byName.set(row.name, byName.has(row.name) ? null : row.id);
  }
  const known = new Set(rows.map((row) => row.id));
  const find = (column: Column, text: string): number | null | undefined => {
    const account = column === 'person' || column === 'account' ? byAccount.get(text.toLowerCase()) : undefined;
    if (account !== undefined) return account;
    if ((column === 'person' || column === 'no') && byNo.has(text)) return byNo.get(text)!;
    if ((column === 'person' || column === 'name') && byName.has(text)) return byName.get(text)!;
    return undefined;
  };
  /** `find`, and whether a user id is anyone's. */
  return Object.assign(find, { known: (id: number) => known.has(id) });
}

/** The longest run of row checks before other requests get their turn. */
const SLICE_MS = 10;

/** Reads and checks a punch file: every row's person and time, or its errors, in row order. Saves nothing. */
export async function checkPunchFile(db: Db, bytes: Uint8Array): Promise<PunchCheck> {
  const sheet = await readSheet({ bytes, headers: punchHeaders(), maxRows: PUNCH_IMPORT_MAX_ROWS });
  if (sheet.kind !== 'read') return sheet;
  const keys = sheet.keys as Column[];
  const timeAt = keys.indexOf('time');
  const personAt = keys.findIndex((key) => key !== 'time');
  if (timeAt < 0 || personAt < 0) return sheet.rows.length === 0 && keys.length === 0 ? { kind: 'empty' } : { kind: 'columns' };
  if (sheet.rows.length === 0) return { kind: 'empty' };
  const find = await peopleFinder(db);
  const punches: PunchInput[] = [];
  const errors: PunchError[] = [];
  let since = performance.now();
  for (const { row, cells } of sheet.rows) {
    // The first person column holding a value names the person.
    const at = keys.findIndex((key, index) => key !== 'time' && cells[index] !== '');
    let userId: number | null = null;
    if (at < 0) errors.push({ row, field: keys[personAt], messageId: 'hr.punchPersonMissing', values: {} });
    else {
      const found = find(keys[at], cells[at]);
      if (found === undefined) errors.push({ row, field: keys[at], messageId: 'hr.punchPersonUnknown', values: { value: cells[at] } });
      else if (found === null) errors.push({ row, field: keys[at], messageId: 'hr.punchPersonAmbiguous', values: { value: cells[at] } });
      else userId = found;
    }
    const text = cells[timeAt];
    const time = text ? parsePunchTime(text) : null;
    if (!text) errors.push({ row, field: 'time', messageId: 'hr.punchTimeMissing', values: {} });
    else if (!time) errors.push({ row, field: 'time', messageId: 'hr.punchTimeBad', values: { value: text } });
    if (userId !== null && time) punches.push({ userId, ...time });
    if (performance.now() - since > SLICE_MS) {
      await setImmediate();
      since = performance.now();
    }
  }
  return { kind: 'checked', punches, errors };
}

/** A row error as the reader reads it: "Row 3 Punch time: …". */
export const punchErrorText = (locale: Locale, error: PunchError) =>
  `${translate(locale, 'engine.row', { row: error.row })} ${translate(locale, `hr.punchColumn.${error.field}`)}: ${translate(locale, error.messageId, error.values)}`;
