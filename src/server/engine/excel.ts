import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { and, eq, isNull } from 'drizzle-orm';
import type { ModuleDescriptor } from '../../modules/module.types.ts';
import type { Locale } from '../../shared/i18n/locales.ts';
import type { FieldDef } from '../../shared/rules/field.types.ts';
import type { ListQuery } from '../../shared/schemas/engine.schema.ts';
import type { Db } from '../db/database.ts';
import { offices, records, users } from '../db/schema.ts';
import type { Access } from '../lib/access.ts';
import { translate } from '../lib/translate.ts';
import { fieldFromHeader, fieldLabel, optionFromText, optionLabel } from './field-labels.ts';
import { allRecords } from './record.service.ts';

/** Fields a spreadsheet carries: one cell each. Rich text, files and detail rows stay in the app. */
export const exportableFields = (descriptor: ModuleDescriptor) =>
  descriptor.fields.filter((field) => !['richText', 'file', 'image', 'subTable'].includes(field.type));

async function nameMaps(db: Db) {
  const [userRows, officeRows] = await Promise.all([
    db.select({ id: users.id, name: users.name, loginName: users.loginName }).from(users),
    db.select({ id: offices.id, name: offices.name, fullName: offices.fullName }).from(offices),
  ]);
  return { userRows, officeRows, users: new Map(userRows.map((row) => [row.id, row.name])), offices: new Map(officeRows.map((row) => [row.id, row.name])) };
}

function cellOf(locale: Locale, descriptor: ModuleDescriptor, field: FieldDef, value: unknown, names: Awaited<ReturnType<typeof nameMaps>>): ExcelJS.CellValue {
  if (value === undefined || value === null) return null;
  const many = Array.isArray(value) ? value : [value];
  switch (field.type) {
    case 'number':
    case 'money':
      return Number(value);
    case 'select':
    case 'radio':
    case 'checkbox':
      return many.map((item) => optionLabel(locale, descriptor, field, String(item))).join(', ');
    case 'recordPick':
      if (field.target === 'user') return many.map((id) => names.users.get(Number(id)) ?? String(id)).join(', ');
      if (field.target === 'office') return many.map((id) => names.offices.get(Number(id)) ?? String(id)).join(', ');
      return many.join(', ');
    case 'treePick':
      return many.map((id) => names.offices.get(Number(id)) ?? String(id)).join(', ');
    default:
      return String(value);
  }
}

/**
 * Spec §9 "every list can be exported to Excel": the current query, all pages, streamed row by row so a large
 * export never sits in memory. Headers are field labels in the user's language; options show their labels.
 */
export function exportWorkbook(db: Db, access: Access, descriptor: ModuleDescriptor, query: ListQuery, locale: Locale): Readable {
  const stream = new PassThrough();
  const write = async () => {
    const names = await nameMaps(db);
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
    const sheet = workbook.addWorksheet(descriptor.key);
    const fields = exportableFields(descriptor);
    sheet.columns = [
      { header: translate(locale, 'engine.columns.serialNo'), key: 'serialNo', width: 18 },
      ...fields.map((field) => ({
        header: fieldLabel(locale, descriptor, field.key),
        key: field.key,
        width: Math.max(10, Math.round((field.column?.width ?? 120) / 8)),
        style: field.type === 'money' ? { numFmt: '#,##0.00' } : {},
      })),
      { header: translate(locale, 'engine.columns.creatorName'), key: 'creatorName', width: 12 },
      { header: translate(locale, 'engine.columns.createdAt'), key: 'createdAt', width: 20 },
    ];
    for await (const batch of allRecords(db, access, descriptor, query)) {
      for (const row of batch) {
        const values: Record<string, ExcelJS.CellValue> = {
          serialNo: row.serialNo,
          creatorName: row.creatorName,
          createdAt: row.createdAt.replace('T', ' ').slice(0, 19),
        };
        for (const field of fields) values[field.key] = cellOf(locale, descriptor, field, row[field.key], names);
        sheet.addRow(values).commit();
      }
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: Error) => stream.destroy(error));
  return stream;
}

/** An empty import file: the importable columns, headed by their labels in the user's language. */
export async function importTemplate(descriptor: ModuleDescriptor, locale: Locale): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(descriptor.key);
  sheet.columns = exportableFields(descriptor).map((field) => ({
    header: fieldLabel(locale, descriptor, field.key),
    key: field.key,
    width: Math.max(10, Math.round((field.column?.width ?? 120) / 8)),
  }));
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export type ImportError = { row: number; field: string; messageId: string; values: Record<string, string | number> };

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const iso = value.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.slice(0, 19).replace('T', ' ');
  }
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return String(value.text);
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    return '';
  }
  return String(value).trim();
}

/**
 * Reads an import file into field values (spec: import from Excel with a row-level error report). Columns are
 * matched by field label in any language or by key; options by label or value; people by name or account;
 * offices by name; other modules' records by serial number. Answers null when the file is not a workbook.
 */
export async function readImport(
  db: Db,
  descriptor: ModuleDescriptor,
  buffer: Buffer,
): Promise<{ rows: { row: number; input: Record<string, unknown> }[]; errors: ImportError[] } | null> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    return null;
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return null;
  const columns = new Map<number, FieldDef>();
  sheet.getRow(1).eachCell((cell, column) => {
    const field = fieldFromHeader(descriptor, cellText(cell.value));
    if (field && exportableFields(descriptor).includes(field)) columns.set(column, field);
  });
  const names = await nameMaps(db);
  const rows: { row: number; input: Record<string, unknown> }[] = [];
  const errors: ImportError[] = [];
  for (let number = 2; number <= sheet.rowCount; number++) {
    const excelRow = sheet.getRow(number);
    const input: Record<string, unknown> = {};
    let blank = true;
    for (const [column, field] of columns) {
      const text = cellText(excelRow.getCell(column).value);
      if (!text) continue;
      blank = false;
      const resolved = await resolveCell(db, descriptor, field, text, names);
      if (resolved.error) errors.push({ row: number, field: field.key, messageId: resolved.error, values: {} });
      else input[field.key] = resolved.value;
    }
    if (!blank) rows.push({ row: number, input });
  }
  return { rows, errors };
}

async function resolveCell(
  db: Db,
  descriptor: ModuleDescriptor,
  field: FieldDef,
  text: string,
  names: Awaited<ReturnType<typeof nameMaps>>,
): Promise<{ value?: unknown; error?: string }> {
  const parts = text
    .split(/[,，、;；]/)
    .map((part) => part.trim())
    .filter(Boolean);
  switch (field.type) {
    case 'select':
    case 'radio': {
      const value = optionFromText(descriptor, field, text);
      return value === null ? { error: 'engine.invalidOption' } : { value };
    }
    case 'checkbox': {
      const values = parts.map((part) => optionFromText(descriptor, field, part));
      return values.includes(null) ? { error: 'engine.invalidOption' } : { value: values };
    }
    case 'treePick':
    case 'recordPick': {
      const ids: number[] = [];
      for (const part of parts) {
        const target = field.type === 'treePick' ? 'office' : field.target;
        let id: number | undefined;
        if (target === 'user') id = names.userRows.find((row) => row.name === part || row.loginName === part)?.id;
        else if (target === 'office') id = names.officeRows.find((row) => row.name === part || row.fullName === part)?.id;
        else {
          const [found] = await db
            .select({ id: records.id })
            .from(records)
            .where(and(eq(records.module, target.module), eq(records.serialNo, part), isNull(records.deletedAt)))
            .limit(1);
          id = found?.id;
        }
        if (id === undefined) return { error: 'engine.invalidPick' };
        ids.push(id);
      }
      return { value: field.multiple ? ids : ids[0] };
    }
    default:
      return { value: text };
  }
}
