/**
 * Run off the event loop by `sheet-reader.ts`: loads an import workbook with exceljs (a long, mostly synchronous
 * step) and answers the text of the columns asked for, row by row.
 */
import ExcelJS from 'exceljs';
import type { SheetAnswer, SheetRequest } from './sheet-reader.ts';

/** A cell's text; a number shown as a percentage reads as one ("12.5%" for 0.125), as its reader sees it. */
function cellText(value: ExcelJS.CellValue, numFmt?: string): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' && numFmt?.includes('%')) return `${Number((value * 100).toFixed(10))}%`;
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

export async function readSheet({ bytes, headers, maxRows }: SheetRequest): Promise<SheetAnswer> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    return { kind: 'unreadable' };
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { kind: 'unreadable' };
  // Rows holding any value below the header; empty rows in between cost nothing and do not count.
  if (sheet.actualRowCount - (sheet.getRow(1).hasValues ? 1 : 0) > maxRows) return { kind: 'tooLarge' };
  const columns: { column: number; key: string }[] = [];
  sheet.getRow(1).eachCell((cell, column) => {
    const key = headers.get(cellText(cell.value).trim());
    if (key) columns.push({ column, key });
  });
  const rows: { row: number; cells: string[] }[] = [];
  sheet.eachRow((excelRow, row) => {
    if (row === 1) return;
    const cells = columns.map(({ column }) => {
      const cell = excelRow.getCell(column);
      return cellText(cell.value, cell.numFmt);
    });
    if (cells.some(Boolean)) rows.push({ row, cells });
  });
  return { kind: 'read', keys: columns.map(({ key }) => key), rows };
}
