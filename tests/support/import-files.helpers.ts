import ExcelJS from 'exceljs';

/** A multipart/form-data body as a browser sends it: the fields, then the file as `file`. */
export function multipart(fields: Record<string, string>, content: Buffer, filename = 'import.xlsx') {
  const boundary = `----oa${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
        'Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n',
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { body: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** An .xlsx file of one sheet: the header row, then the rows. */
export async function workbook(header: string[], rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('import');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

export const CUSTOMER_HEADER = ['客户名称', '客户类型', '客户等级', '联系人', '联系人手机'];
/** A valid mobile number for each n. */
export const mobile = (n: number) => `139${String(n).padStart(8, '0')}`;
/** `n` customers every cell of which is right, named `<tag><n>`. */
export const validCustomers = (n: number, tag: string) =>
  workbook(
    CUSTOMER_HEADER,
    Array.from({ length: n }, (_, i) => [`${tag}${i}`, '国有企业', 'A', '张三', mobile(i)]),
  );
/** `n` customers each with two wrong cells: a level that is no option and a mobile number that is none. */
export const wrongCustomers = (n: number) =>
  workbook(
    CUSTOMER_HEADER,
    Array.from({ length: n }, (_, i) => [`错误客户${i}`, '国有企业', 'Z级', '张三', 'bad']),
  );
