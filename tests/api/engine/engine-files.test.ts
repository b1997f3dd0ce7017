import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { OWN_PAGE, signedInApp } from '../../support/api.helpers.ts';
import { multipart, type FilePart } from '../../support/multipart.helpers.ts';

const { t, as: callers } = signedInApp(['admin', 'staff01', 'leader01', 'finance01']);
const as = (login: string) => callers[login];

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

async function upload(login: string, fields: Record<string, string>, file?: FilePart) {
  const { body, headers } = multipart({ businessType: 'MODULE', ...fields }, file);
  return as(login).post('/ge/upload', body, { ...headers, 'accept-language': 'zh' });
}

async function raw(login: string, method: 'GET' | 'POST', url: string, payload?: unknown, headers: Record<string, string> = {}) {
  const cookie = `Admin-Token=${as(login).cookies['Admin-Token']}`;
  return t.app.inject({ method, url: `/prod-api${url}`, payload: payload as never, headers: { ...OWN_PAGE, cookie, ...headers } });
}

describe('POST /prod-api/ge/upload', () => {
  it('stores a file for a field, and the record that names it links it; download follows the record scope', async () => {
    const uploaded = await upload('staff01', { module: 'customer', field: 'attachments' }, { name: '营业执照.pdf', type: 'application/pdf', content: PDF });
    expect(uploaded.body.status).toBe(200);
    const file = uploaded.body.data;
    expect(file).toMatchObject({ name: '营业执照.pdf', size: PDF.length });
    const created = await as('staff01').post('/m/customer', { name: '带附件的客户', attachments: [{ id: file.id, name: 'renamed.pdf' }] });
    expect(created.body.data.attachments).toEqual([{ id: file.id, name: '营业执照.pdf' }]);
    const url = `/ge/download?filePath=${encodeURIComponent(file.filePath)}&fileName=${encodeURIComponent('下载.pdf')}`;
    const mine = await raw('staff01', 'GET', url);
    expect(mine.statusCode).toBe(200);
    expect(mine.rawPayload.equals(PDF)).toBe(true);
    expect(mine.headers['content-disposition']).toContain("filename*=UTF-8''%E4%B8%8B%E8%BD%BD.pdf");
    expect((await raw('leader01', 'GET', url)).statusCode).toBe(200);
    expect((await raw('finance01', 'GET', url)).json().status).toBe(404);
    expect((await raw('leader01', 'GET', `/ge/preview/${file.id}`)).statusCode).toBe(200);
    expect((await raw('leader01', 'GET', `/ge/downloadPrint?filePath=${encodeURIComponent(file.filePath)}`)).headers['content-disposition']).toMatch(/^inline/);
    const listed = await as('leader01').get(`/ge/queryByIdAndModular/?id=${created.body.data.id}&modular=customer`);
    expect(listed.body.data.map((row: { id: string }) => row.id)).toEqual([file.id]);
    expect((await as('finance01').get(`/ge/queryByIdAndModular/?id=${created.body.data.id}&modular=customer`)).body.status).toBe(404);
  });

  it("refuses another user's unattached upload in a record", async () => {
    const file = (await upload('staff01', { module: 'customer', field: 'attachments' }, { name: 'a.pdf', type: 'application/pdf', content: PDF })).body.data;
    const stolen = await as('leader01').post('/m/customer', { name: '借用附件', attachments: [{ id: file.id, name: 'a.pdf' }] });
    expect(stolen.body).toMatchObject({ status: 1001, data: { field: 'attachments' } });
    expect((await raw('leader01', 'GET', `/ge/preview/${file.id}`)).json().status).toBe(404);
  });

  it('refuses a type the field does not accept with 1001', async () => {
    const refused = await upload(
      'staff01',
      { module: 'customer', field: 'attachments' },
      { name: 'tool.exe', type: 'application/octet-stream', content: Buffer.from('MZ') },
    );
    expect(refused.body.status).toBe(1001);
    expect(refused.body.data.field).toBe('attachments');
    expect(refused.body.msg).toContain('不支持的文件类型');
    const fake = await upload(
      'leader01',
      { module: 'credentials', field: 'scans' },
      { name: 'scan.png', type: 'image/png', content: Buffer.from('not an image') },
    );
    expect(fake.body.status).toBe(1001);
    expect((await upload('leader01', { module: 'credentials', field: 'scans' }, { name: 'scan.png', type: 'image/png', content: PNG })).body.status).toBe(200);
  });

  it('refuses a file larger than the field allows with 1001', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const refused = await upload('leader01', { module: 'credentials', field: 'scans' }, { name: 'big.png', type: 'image/png', content: big });
    expect(refused.body.status).toBe(1001);
    expect(refused.body.msg).toContain('2048 kb');
  });

  it('refuses more files than the field allows on a record', async () => {
    const record = (await as('staff01').post('/m/personnel', { name: '照片测试', sex: '0' })).body.data;
    const fields = { module: 'personnel', field: 'photos', record: String(record.id) };
    expect((await upload('staff01', fields, { name: 'p.png', type: 'image/png', content: PNG })).body.status).toBe(200);
    const second = await upload('staff01', fields, { name: 'p2.png', type: 'image/png', content: PNG });
    expect(second.body.status).toBe(1001);
    expect(second.body.msg).toContain('最多上传1个文件');
  });

  it('refuses unknown fields, a missing file and a user without the module codes', async () => {
    expect((await upload('staff01', { module: 'customer', field: 'name' }, { name: 'a.pdf', type: 'application/pdf', content: PDF })).body.data.field).toBe(
      'field',
    );
    expect((await upload('staff01', { module: 'customer', field: 'attachments' })).body.data.field).toBe('file');
    expect((await upload('staff01', { module: 'nothing', field: 'x' })).body.data.field).toBe('module');
  });
});

describe('POST /prod-api/m/:module/export', () => {
  it('exports the current query, all pages, with labels in the user language', async () => {
    const response = await raw(
      'finance01',
      'POST',
      '/m/customer/export',
      { query: [{ prop: 'level', type: 'equals', values: 'A' }] },
      { 'accept-language': 'zh' },
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(expect.arrayContaining(['编号', '客户名称', '客户等级', '创建人']));
    expect(sheet.rowCount).toBe(2);
    const nameColumn = header.indexOf('客户名称') + 1;
    const levelColumn = header.indexOf('客户等级') + 1;
    expect(sheet.getRow(2).getCell(nameColumn).value).toBe('中能电力建设股份有限公司');
    expect(sheet.getRow(2).getCell(levelColumn).value).toBe('重点客户');
  });

  it("names another module's records, people and offices as the list does, and such a file imports back", async () => {
    const listed = (await as('admin').post('/m/distribution/page', { query: '杭州地铁十二号线' })).body.data.list[0];
    const response = await raw('admin', 'POST', '/m/distribution/export', { query: '杭州地铁十二号线' }, { 'accept-language': 'zh' });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
    const cell = (label: string) => sheet.getRow(2).getCell(header.indexOf(label) + 1).value;
    expect(sheet.rowCount).toBe(2);
    expect([cell('招标人'), cell('负责部门'), cell('负责人')]).toEqual([
      listed.pickLabels.tenderer,
      listed.pickLabels.responsibleOffice,
      listed.pickLabels.responsiblePerson,
    ]);
    expect(listed.pickLabels.tenderer).not.toMatch(/^\d+$/);

    const { body, headers } = multipart(
      {},
      {
        name: 'distribution.xlsx',
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        content: Buffer.from(await book.xlsx.writeBuffer()),
      },
    );
    const imported = await as('admin').post('/m/distribution/import', body, headers);
    expect(imported.body, JSON.stringify(imported.body)).toMatchObject({ status: 200, data: { imported: 1 } });
    const copies = (await as('admin').post('/m/distribution/page', { query: listed.projectName })).body.data.list;
    expect(copies).toHaveLength(2);
    for (const key of ['tenderer', 'responsibleOffice', 'responsiblePerson']) expect(copies[0][key]).toEqual(copies[1][key]);
  });

  it("exports only the records in the user's data scope", async () => {
    const visible = (await as('leader01').post('/m/customer/page', {})).body.data.total;
    const response = await raw('leader01', 'POST', '/m/customer/export', {});
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0].rowCount - 1).toBe(visible);
    expect(visible).toBeLessThan((await as('admin').post('/m/customer/page', {})).body.data.total);
  });

  it('streams more than one batch in the query order', async () => {
    await t.database.db.execute(sql`
      insert into records (module, serial_no, data, creator_id, office_path)
      select 'externalLinks', 'BATCH' || g, jsonb_build_object('name', '链接' || g, 'url', 'https://example.com/' || g, 'category', 'other', 'sortNo', g), 1, '/'
      from generate_series(1, 2100) g`);
    const response = await raw('admin', 'POST', '/m/externalLinks/export', { query: 'example.com', sortby: 'sortNo', order: 'desc' });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.rowCount - 1).toBe(2100);
    const sortColumn = (sheet.getRow(1).values as unknown[]).indexOf('Order');
    expect([sheet.getRow(2).getCell(sortColumn).value, sheet.getRow(1001).getCell(sortColumn).value, sheet.getRow(2101).getCell(sortColumn).value]).toEqual([
      2100, 1101, 1,
    ]);
  });

  it('refuses a bad query with 1001 before streaming anything', async () => {
    const refused = await raw('finance01', 'POST', '/m/customer/export', { sortby: 'nope' });
    expect(refused.json()).toMatchObject({ status: 1001, data: { field: 'sortby' } });
  });

  it('refuses a user without the export code with 4031', async () => {
    expect((await raw('staff01', 'POST', '/m/customer/export', {})).json().status).toBe(4031);
  });
});

describe('POST /prod-api/m/:module/import', () => {
  async function workbook(rows: unknown[][]) {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('客户');
    sheet.addRow(['客户名称', '客户类型', '客户等级', '联系人', '联系人手机', '客户经理', '编号']);
    for (const row of rows) sheet.addRow(row);
    return Buffer.from(await book.xlsx.writeBuffer());
  }
  const file = (content: Buffer) => ({ name: 'customers.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', content });
  const total = async () => (await as('admin').post('/m/customer/page', {})).body.data.total as number;

  it('reports every row error and saves nothing from a file with errors', async () => {
    const before = await total();
    const content = await workbook([
      ['导入客户甲', '国有企业', '重点客户', '张三', '13900000001', '李财务', 'KH-ignored'],
      ['导入客户乙', '国有企业', 'Z级', '李四', '13900000002'],
      ['导入客户丙', '民营企业', 'B', '王五', '123'],
      ['', '', '', '', ''],
      [null, '民营企业', 'B', '赵六', '13900000004'],
    ]);
    const { body, headers } = multipart({}, file(content));
    const answer = await as('finance01').post('/m/customer/import', body, { ...headers, 'accept-language': 'zh' });
    expect(answer.http).toBe(400);
    expect(answer.body.status).toBe(1001);
    expect(answer.body.data.imported).toBe(0);
    expect(answer.body.data.errors.map((error: { row: number; field: string }) => [error.row, error.field])).toEqual([
      [3, 'level'],
      [4, 'contactMobile'],
      [6, 'name'],
    ]);
    expect(answer.body.data.errors[1].message).toBe('第4行 联系人手机: 请输入正确的手机号码!');
    expect(await total()).toBe(before);
  });

  it('saves the valid rows when the user chooses to skip errors', async () => {
    const before = await total();
    const content = await workbook([
      ['导入客户丁', 'State-owned enterprise', 'A', '张三', '13900000001', 'finance01'],
      ['导入客户戊', '民营企业', 'B', '李四', 'bad'],
    ]);
    const { body, headers } = multipart({ skipErrors: 'true' }, file(content));
    const answer = await as('finance01').post('/m/customer/import', body, headers);
    expect(answer.body.status).toBe(200);
    expect(answer.body.data.imported).toBe(1);
    expect(answer.body.data.errors).toHaveLength(1);
    expect(await total()).toBe(before + 1);
    const imported = (await as('finance01').post('/m/customer/page', { query: '导入客户丁' })).body.data.list[0];
    expect(imported).toMatchObject({ customerType: '2', level: 'A', creatorName: '李财务' });
    expect(imported.serialNo).toMatch(/^KH/);
    expect(typeof imported.accountManager).toBe('number');
  });

  it('gives an empty template whose headers import back', async () => {
    const response = await raw('finance01', 'GET', '/m/customer/import/template', undefined, { 'accept-language': 'es' });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const header = (book.worksheets[0].getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(expect.arrayContaining(['Nombre del cliente', 'Móvil del contacto']));
    expect(header).not.toContain('Adjuntos');
    const cells: Record<string, string> = {
      'Nombre del cliente': 'Cliente de plantilla',
      'Tipo de cliente': 'Empresa privada',
      'Nivel de cliente': 'Cliente habitual',
      Contacto: 'Ana',
      'Móvil del contacto': '13900000010',
    };
    book.worksheets[0].addRow(header.map((label) => cells[String(label)] ?? null));
    const { body, headers } = multipart({}, file(Buffer.from(await book.xlsx.writeBuffer())));
    const imported = await as('finance01').post('/m/customer/import', body, headers);
    expect(imported.body, JSON.stringify(imported.body)).toMatchObject({ status: 200, data: { imported: 1 } });
    expect((await raw('leader01', 'GET', '/m/customer/import/template')).json().status).toBe(4031);
  });

  it('refuses a file that is not a workbook, and a user without the import code', async () => {
    const notExcel = multipart({}, file(Buffer.from('hello')));
    expect((await as('finance01').post('/m/customer/import', notExcel.body, notExcel.headers)).body).toMatchObject({ status: 1001, data: { field: 'file' } });
    const valid = multipart({}, file(await workbook([['x', '国有企业', 'A', 'y', '13900000009']])));
    expect((await as('leader01').post('/m/customer/import', valid.body, valid.headers)).body.status).toBe(4031);
  });
});
