import { PassThrough, type Readable } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import { findModule } from '../../modules/index.ts';
import type { ModuleDescriptor } from '../../modules/module.types.ts';
import { IMPORT_MAX_ROWS } from '../../shared/excel-import.ts';
import { withoutLocked } from '../../modules/form-override.ts';
import type { Locale } from '../../shared/i18n/locales.ts';
import type { FieldDef, ScalarField } from '../../shared/rules/field.types.ts';
import type { ListQuery } from '../../shared/schemas/engine.schema.ts';
import type { Db } from '../db/database.ts';
import { offices, records, users } from '../db/schema.ts';
import type { Access } from '../lib/access.ts';
import { batchesOf } from '../lib/batches.ts';
import { translate } from '../lib/translate.ts';
import { withDictionaries } from './dictionaries.ts';
import { partsOf, serverKind, type Lookup, type LookupSources } from './field-kinds/index.ts';
import { fieldLabel, fieldsByHeader } from './field-labels.ts';
import { appliedForm } from './form-override.ts';
import { prepareData } from './record-input.ts';
import { withPickLabels } from './record-labels.ts';
import { recordNameSql } from './record-name.ts';
import { allRecords } from './record.service.ts';
import { readSheet, type SheetAnswer } from './sheet-reader.ts';
import type { MessageValues } from '../../shared/money-format.ts';

/** Fields a spreadsheet carries: one cell each. Rich text, files and detail rows stay in the app (`field-kinds/`). */
export const exportableFields = (descriptor: ModuleDescriptor) =>
  descriptor.fields.filter((field): field is ScalarField => field.type !== 'subTable' && serverKind(field).excel !== null);

const excelOf = <F extends ScalarField>(field: F) => serverKind(field).excel!;

/** A cell of the export: numbers as numbers, options by their labels, picks by the names the list shows (`withPickLabels`). */
function cellOf(locale: Locale, descriptor: ModuleDescriptor, field: ScalarField, value: unknown, pickLabel: string | string[] | undefined): ExcelJS.CellValue {
  if (value === undefined || value === null) return null;
  return excelOf(field).write(field, { locale, descriptor, value, pickLabel });
}

/**
 * Spec §9 "every list can be exported to Excel": the current query, all pages, streamed row by row so a large
 * export never sits in memory. Headers are field labels in the user's language; options show their labels.
 */
export function exportWorkbook(db: Db, access: Access, descriptor: ModuleDescriptor, query: ListQuery, locale: Locale): Readable {
  const stream = new PassThrough();
  const write = async () => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
    const sheet = workbook.addWorksheet(descriptor.key);
    const fields = exportableFields(await withDictionaries(db, descriptor));
    sheet.columns = [
      { header: translate(locale, 'engine.columns.serialNo'), key: 'serialNo', width: 18 },
      ...fields.map((field) => ({
        header: fieldLabel(locale, descriptor, field.key),
        key: field.key,
        width: Math.max(10, Math.round((field.column?.width ?? 120) / 8)),
        style: excelOf(field).numFmt ? { numFmt: excelOf(field).numFmt } : {},
      })),
      { header: translate(locale, 'engine.columns.creatorName'), key: 'creatorName', width: 12 },
      { header: translate(locale, 'engine.columns.createdAt'), key: 'createdAt', width: 20 },
    ];
    for await (const batch of allRecords(db, access, descriptor, query)) {
      for (const row of await withPickLabels(db, descriptor, batch)) {
        const values: Record<string, ExcelJS.CellValue> = {
          serialNo: row.serialNo,
          creatorName: row.creatorName,
          createdAt: row.createdAt.replace('T', ' ').slice(0, 19),
        };
        for (const field of fields) values[field.key] = cellOf(locale, descriptor, field, row[field.key], row.pickLabels?.[field.key]);
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

export type ImportError = { row: number; field: string; messageId: string; values: MessageValues };
/** `checked`: every row with a value, as the data to save (`valid`) or its errors, in row order. */
export type ImportCheck =
  { kind: 'checked'; valid: Record<string, unknown>[]; errors: ImportError[] } | { kind: 'unreadable' } | { kind: 'tooLarge' } | { kind: 'empty' };

/** Header text → key of the importable field it names. */
function importColumns(descriptor: ModuleDescriptor): Map<string, string> {
  const importable = new Set<FieldDef>(exportableFields(descriptor));
  return new Map([...fieldsByHeader(descriptor)].filter(([, field]) => importable.has(field)).map(([text, field]) => [text, field.key]));
}

/** What the cells of a column may name, read once per import: option values, or the ids of people, offices and records. */
type Lookups = Map<string, Lookup>;

async function lookupsFor(db: Db, descriptor: ModuleDescriptor, fields: ScalarField[], rows: SheetRows): Promise<Lookups> {
  const firstOf = (pairs: [string, number][]) => {
    const byText = new Map<string, number>();
    for (const [text, id] of pairs) if (!byText.has(text)) byText.set(text, id);
    return byText;
  };
  const once = <T>(read: () => Promise<T>) => {
    let answer: Promise<T> | undefined;
    return () => (answer ??= read());
  };
  const people = once(async () =>
    firstOf(
      (await db.select({ id: users.id, name: users.name, loginName: users.loginName }).from(users)).flatMap((row) => [
        [row.name, row.id],
        [row.loginName, row.id],
      ]),
    ),
  );
  const places = once(async () =>
    firstOf(
      (await db.select({ id: offices.id, name: offices.name, fullName: offices.fullName }).from(offices)).flatMap((row) => [
        [row.name, row.id],
        [row.fullName, row.id],
      ]),
    ),
  );
  const lookups: Lookups = new Map();
  for (const [column, field] of fields.entries()) {
    const lookup = excelOf(field).lookup;
    if (!lookup) continue;
    const sources: LookupSources = {
      descriptor,
      people,
      places,
      // Another module's records, by serial number or by the name an export gives them: only those the file
      // names. A serial number wins over a name that happens to spell it.
      records: async (module) => {
        const texts = [...new Set(rows.flatMap(({ cells }) => partsOf(cells[column])))];
        const name = recordNameSql(findModule(module));
        const [bySerial, byName]: [string, number][][] = [[], []];
        for (const batch of batchesOf(texts)) {
          const named = await db
            .select({ id: records.id, serialNo: records.serialNo, name })
            .from(records)
            .where(and(eq(records.module, module), isNull(records.deletedAt), or(inArray(records.serialNo, batch), inArray(name, batch))))
            .orderBy(asc(records.id));
          bySerial.push(...named.map((row): [string, number] => [row.serialNo, row.id]));
          byName.push(...named.flatMap((row): [string, number][] => (row.name === null ? [] : [[row.name, row.id]])));
        }
        return firstOf([...bySerial, ...byName]);
      },
    };
    lookups.set(field.key, await lookup(field, sources));
  }
  return lookups;
}

/** The longest run of row checks before other requests get their turn. */
const SLICE_MS = 10;

/** Visits the items, yielding to the event loop whenever a slice of SLICE_MS is used up. */
async function inSlices<T>(items: readonly T[], visit: (item: T) => void) {
  let since = performance.now();
  for (const item of items) {
    visit(item);
    if (performance.now() - since > SLICE_MS) {
      await setImmediate();
      since = performance.now();
    }
  }
}

type SheetRows = Extract<SheetAnswer, { kind: 'read' }>['rows'];

/**
 * Reads and checks an import file (spec: import from Excel with a row-level error report). The workbook is loaded
 * in a worker thread; its rows are then checked here in slices that let other requests through. Columns are matched
 * by field label in any language or by key; options by label or value; people by name or account; offices by name;
 * other modules' records by serial number. Every row is checked as a complete record: required rules on, the form
 * override's included. Costs grow with the rows, one lookup per cell.
 */
export async function checkImport(db: Db, descriptor: ModuleDescriptor, bytes: Uint8Array): Promise<ImportCheck> {
  const sheet = await readSheet({ bytes, headers: importColumns(descriptor), maxRows: IMPORT_MAX_ROWS });
  if (sheet.kind !== 'read') return sheet;
  if (sheet.rows.length === 0) return { kind: 'empty' };
  const named = await withDictionaries(db, descriptor);
  const importable = exportableFields(named);
  const fields = sheet.keys.map((key) => importable.find((field) => field.key === key)!);
  const lookups = await lookupsFor(db, named, fields, sheet.rows);
  const form = await appliedForm(db, descriptor);
  const valid: Record<string, unknown>[] = [];
  const errors: ImportError[] = [];
  await inSlices(sheet.rows, ({ row, cells }) => {
    const input: Record<string, unknown> = {};
    const unreadable = new Set<string>();
    for (const [column, text] of cells.entries()) {
      if (!text) continue;
      const field = fields[column];
      const resolved = excelOf(field).read(field, text, lookups.get(field.key));
      if ('error' in resolved) {
        errors.push({ row, field: field.key, messageId: resolved.error, values: {} });
        unreadable.add(field.key);
      } else input[field.key] = resolved.value;
    }
    const prepared = prepareData(form.descriptor, withoutLocked(input, form.applied), { required: true });
    // A cell that could not be read is reported once, not again as the empty or invalid value it left.
    for (const error of prepared.errors) if (!unreadable.has(error.field.split('.')[0])) errors.push({ row, ...error });
    if (prepared.errors.length === 0 && unreadable.size === 0) valid.push(prepared.data);
  });
  return { kind: 'checked', valid, errors };
}
