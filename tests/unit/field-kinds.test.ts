import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { ModuleDescriptor } from '../../src/modules/module.types.ts';
import { CATALOGUES } from '../../src/shared/i18n/locales.ts';
import { durationMessage, readDuration } from '../../src/shared/rules/field-kinds/duration.ts';
import { readMonth } from '../../src/shared/rules/field-kinds/month.ts';
import { percentMessage, readPercent } from '../../src/shared/rules/field-kinds/percent.ts';
import { readTime } from '../../src/shared/rules/field-kinds/time.ts';
import { searchKind, SHARED_KINDS } from '../../src/shared/rules/field-kinds/index.ts';
import type { ScalarField } from '../../src/shared/rules/field.types.ts';
import { validateRecord } from '../../src/shared/rules/validate-record.ts';
import { normalize } from '../../src/server/engine/record-input.ts';
import { SERVER_KINDS, serverKind } from '../../src/server/engine/field-kinds/index.ts';
import { readSheet } from '../../src/server/engine/sheet-reader.worker.ts';
import { PRINT_KINDS, printKind } from '../../src/server/print/field-kinds/index.ts';

const time: ScalarField = { key: 'start', type: 'time' };
const duration: ScalarField = { key: 'hours', type: 'duration' };
const percent: ScalarField = { key: 'rate', type: 'percent' };
const signed: ScalarField = { key: 'change', type: 'percent', min: -50, max: 200 };
const month: ScalarField = { key: 'period', type: 'month' };

/** The message a value of the field gets from validation, or null when it passes. */
const refusal = (field: ScalarField, value: unknown) => validateRecord({ fields: [field] }, { [field.key]: value }, { required: true })[0]?.messageId ?? null;

describe('every kind has its entry in every table', () => {
  it('names the same kinds in the shared, engine and print tables', () => {
    const kinds = Object.keys(SHARED_KINDS).sort();
    expect(Object.keys(SERVER_KINDS).sort()).toEqual(kinds);
    expect(Object.keys(PRINT_KINDS).sort()).toEqual(kinds);
    expect(kinds).toEqual(expect.arrayContaining(['time', 'duration', 'percent', 'month']));
  });
});

describe('a time of day (time)', () => {
  it.each(['00:00', '09:05', '23:59'])('accepts %s', (value) => expect(refusal(time, value)).toBeNull());
  it.each(['24:00', '9:05', '12:60', '0905', 'noon', 930])('refuses %s with engine.invalidTime', (value) =>
    expect(refusal(time, value)).toBe('engine.invalidTime'),
  );
  it('reads a time as typed or as a spreadsheet holds it', () => {
    expect(readTime('9:05')).toBe('09:05');
    expect(readTime('09:05:30')).toBe('09:05');
    expect(readTime('1899-12-30 17:45:00')).toBe('17:45');
    expect(readTime('0.375')).toBe('09:00');
    expect(readTime('25:00')).toBeNull();
    expect(readTime('soon')).toBeNull();
  });
  it('searches and sorts as text', () => expect(searchKind(time)).toBe('text'));
});

describe('hours in half hours (duration)', () => {
  it.each(['0', '7.5', '8', '7.50', '7.0', 12])('accepts %s', (value) => expect(refusal(duration, value)).toBeNull());
  it.each(['7.3', '-1', '-0.5', '7.25', 'abc', '7.'])('refuses %s with engine.invalidDuration', (value) =>
    expect(refusal(duration, value)).toBe('engine.invalidDuration'),
  );
  it('stores the plain decimal: "7.50" as "7.5", "8.0" as "8"', () => {
    expect(normalize({ fields: [duration] }, { hours: '7.50' })).toEqual({ hours: '7.5' });
    expect(normalize({ fields: [duration] }, { hours: '8.0' })).toEqual({ hours: '8' });
  });
  it('reads "7,5" and "7.5 h"', () => {
    expect(readDuration('7,5')).toBe('7.5');
    expect(readDuration('7.5 h')).toBe('7.5');
    expect(readDuration('7.3')).toBeNull();
  });
  it('is shown in each language: 7.5 h, 7.5 小时, 7,5 h', () => {
    const shown = (locale: 'zh' | 'en' | 'es') => {
      const { id, values } = durationMessage(locale, '7.5');
      return (CATALOGUES[locale] as Record<string, string>)[id].replace('{n}', values.n);
    };
    expect([shown('en'), shown('zh'), shown('es')]).toEqual(['7.5 h', '7.5 小时', '7,5 h']);
  });
  it('searches as a number', () => expect(searchKind(duration)).toBe('number'));
});

describe('a percentage (percent)', () => {
  it.each(['0', '12.5', '12.50', '100', 33.33])('accepts %s', (value) => expect(refusal(percent, value)).toBeNull());
  it.each(['12.345', 'abc', '12,5'])('refuses %s with engine.invalidPercent', (value) => expect(refusal(percent, value)).toBe('engine.invalidPercent'));
  it('refuses what lies outside 0-100 unless the field declares its own bounds', () => {
    expect(refusal(percent, '100.01')).toBe('engine.percentRange');
    expect(refusal(percent, '-1')).toBe('engine.percentRange');
    expect(refusal(signed, '-20')).toBeNull();
    expect(refusal(signed, '150')).toBeNull();
    expect(refusal(signed, '-60')).toBe('engine.percentRange');
  });
  it('stores two decimals: "12.5" as "12.50"', () => {
    expect(normalize({ fields: [percent] }, { rate: '12.5' })).toEqual({ rate: '12.50' });
    expect(normalize({ fields: [percent] }, { rate: 7 })).toEqual({ rate: '7.00' });
  });
  it('reads "12,5 %" and a percent cell\'s "12.5%"', () => {
    expect(readPercent('12,5 %')).toBe('12.50');
    expect(readPercent('12.5%')).toBe('12.50');
    expect(readPercent('many')).toBeNull();
  });
  it('is shown without trailing zeros in the reader decimal mark', () => {
    expect(percentMessage('en', '12.50').values.n).toBe('12.5');
    expect(percentMessage('es', '12.50').values.n).toBe('12,5');
    expect(percentMessage('en', '100.00').values.n).toBe('100');
  });
});

describe('a month (month)', () => {
  it.each(['2026-01', '2026-12'])('accepts %s', (value) => expect(refusal(month, value)).toBeNull());
  it.each(['2026-13', '2026-1', '2026-03-01', '0000-01', '03/2026'])('refuses %s with engine.invalidMonth', (value) =>
    expect(refusal(month, value)).toBe('engine.invalidMonth'),
  );
  it('reads a month as typed or as a date cell of it', () => {
    expect(readMonth('2026-3')).toBe('2026-03');
    expect(readMonth('2026/03')).toBe('2026-03');
    expect(readMonth('2026-03-01')).toBe('2026-03');
    expect(readMonth('2026年3月')).toBe('2026-03');
    expect(readMonth('2026-13')).toBeNull();
  });
  it('searches as a range of dates', () => expect(searchKind(month)).toBe('month'));
});

describe('the new kinds in a spreadsheet and in print', () => {
  const fields = [time, duration, percent, month];
  const descriptor = { key: 'kinds', fields } as unknown as ModuleDescriptor;
  const record = { start: '09:30', hours: '7.5', rate: '12.50', period: '2026-03' };

  it('writes typed cells and reads them back to the same values', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('kinds');
    sheet.columns = fields.map((field) => ({ header: field.key, key: field.key, style: { numFmt: serverKind(field).excel!.numFmt } }));
    sheet.addRow(
      Object.fromEntries(
        fields.map((field) => [
          field.key,
          serverKind(field).excel!.write(field, { locale: 'en', descriptor, value: record[field.key as keyof typeof record], pickLabel: undefined }),
        ]),
      ),
    );
    // Typed by hand: text a person enters instead of typed cells.
    sheet.addRow({ start: '7:05', hours: '8,5', rate: '3', period: '2026/4' });
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    const read = await readSheet({ bytes, headers: new Map(fields.map((field) => [field.key, field.key])), maxRows: 10 });
    if (read.kind !== 'read') throw new Error(read.kind);
    const values = read.rows.map(({ cells }) =>
      Object.fromEntries(
        cells.map((text, column) => {
          const field = fields.find((candidate) => candidate.key === read.keys[column])!;
          const cell = serverKind(field).excel!.read(field, text, undefined);
          return [field.key, 'value' in cell ? cell.value : cell.error];
        }),
      ),
    );
    expect(values[0]).toEqual(record);
    expect(normalize({ fields }, values[1])).toEqual({ start: '07:05', hours: '8.5', rate: '3.00', period: '2026-04' });
    expect(validateRecord({ fields }, values[1], { required: true })).toEqual([]);
  });

  it('prints hours and percentages in the reader words', () => {
    const text = (field: ScalarField, locale: 'zh' | 'en' | 'es') =>
      printKind(field).text(field, { locale, descriptor, value: record[field.key as keyof typeof record] });
    expect([text(duration, 'zh'), text(duration, 'es'), text(percent, 'es'), text(time, 'en'), text(month, 'en')]).toEqual([
      '7.5 小时',
      '7,5 h',
      '12,5 %',
      '09:30',
      '2026-03',
    ]);
  });
});
