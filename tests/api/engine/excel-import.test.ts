import { setTimeout } from 'node:timers/promises';
import { and, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { records } from '../../../src/server/db/schema.ts';
import { signedInApp } from '../../support/api.helpers.ts';
import { CUSTOMER_HEADER, mobile, multipart, validCustomers, workbook, wrongCustomers } from '../../support/import-files.helpers.ts';

const { t, as } = signedInApp();

const importInto = (module: string, content: Buffer, fields: Record<string, string> = {}, by = 'admin', language = 'en') => {
  const { body, headers } = multipart(fields, content);
  return as[by].post(`/m/${module}/import`, body, { ...headers, 'accept-language': language });
};
const nextSerial = async (module: string) =>
  ((await as.admin.get('/serialTemplate')).body.data as { module: string; next: string }[]).find((row) => row.module === module)!.next;
/** A customer number and the one `by` after it (`KH` + year + month, then the counter). */
const customerSerial = (serial: string, by: number) => `${serial.slice(0, 8)}${String(Number(serial.slice(8)) + by).padStart(4, '0')}`;
const countOf = async (module: string) =>
  Number(
    (
      await t.database.db
        .select({ n: sql<number>`count(*)` })
        .from(records)
        .where(eq(records.module, module))
    )[0].n,
  );

describe('POST /prod-api/m/:module/import', () => {
  it('imports 10,000 valid rows with 200, numbered consecutively from the next serial number', async () => {
    const first = await nextSerial('customer');
    const before = await countOf('customer');
    const answer = await importInto('customer', await validCustomers(10_000, '批量客户'));
    expect(answer.http, JSON.stringify(answer.body).slice(0, 500)).toBe(200);
    expect(answer.body).toMatchObject({ status: 200, data: { imported: 10_000, errors: [] } });
    expect(await countOf('customer')).toBe(before + 10_000);
    const saved = await t.database.db
      .select({ serialNo: records.serialNo, name: sql<string>`${records.data} ->> 'name'` })
      .from(records)
      .where(and(eq(records.module, 'customer'), sql`${records.data} ->> 'name' like '批量客户%'`))
      .orderBy(records.id);
    expect(saved).toHaveLength(10_000);
    expect(saved[0]).toEqual({ serialNo: first, name: '批量客户0' });
    expect(saved.every((row, index) => row.serialNo === customerSerial(first, index))).toBe(true);
    expect(await nextSerial('customer')).toBe(customerSerial(first, 10_000));
  });

  it('refuses 10,000 rows that are all wrong with 1001 and their row errors, in row order, and uses no serial number', async () => {
    const next = await nextSerial('customer');
    const before = await countOf('customer');
    const answer = await importInto('customer', await wrongCustomers(10_000));
    expect(answer.http).toBe(400);
    expect(answer.body.status).toBe(1001);
    expect(answer.body.msg).toBe('The file has 20000 errors; nothing was saved');
    expect(answer.body.data).toMatchObject({ imported: 0, errorCount: 20_000 });
    const listed = answer.body.data.errors as { row: number; field: string; message: string }[];
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.slice(0, 4).map((error) => [error.row, error.field])).toEqual([
      [2, 'level'],
      [2, 'contactMobile'],
      [3, 'level'],
      [3, 'contactMobile'],
    ]);
    expect(listed[1].message).toBe('Row 2 Contact mobile: Please enter a valid mobile number!');
    expect(await countOf('customer')).toBe(before);
    expect(await nextSerial('customer')).toBe(next);
  });

  it('takes time in proportion to the rows of a file with errors (figures printed, not asserted)', async () => {
    const figures: string[] = [];
    const counted: number[] = [];
    for (const n of [2_500, 5_000, 10_000]) {
      const content = await wrongCustomers(n);
      const started = performance.now();
      const answer = await importInto('customer', content);
      const ms = performance.now() - started;
      counted.push(answer.body.data.errorCount);
      figures.push(`${n} rows: ${Math.round(ms)} ms (${((ms / n) * 1000).toFixed(0)} µs a row)`);
    }
    console.log(`import of rows that are all wrong (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}): ${figures.join('; ')}`);
    expect(counted).toEqual([5_000, 10_000, 20_000]);
  });

  it('keeps answering other requests while a large file is read and checked', async () => {
    const content = await wrongCustomers(10_000);
    const answeredAt: number[] = [];
    let done = false;
    const started = performance.now();
    const importing = importInto('customer', content).finally(() => (done = true));
    while (!done) {
      const current = await as.staff01.get('/user/current');
      expect(current.body.status).toBe(200);
      if (!done) answeredAt.push(performance.now());
      // Requests come from the network: the next one arrives as an event, not within the same turn.
      await setTimeout(1);
    }
    const finished = performance.now();
    expect((await importing).body.status).toBe(1001);
    // Split the import's time into ten equal parts: a server held up by the import answers nothing in some of them.
    const tenth = (at: number) => Math.floor(((at - started) / (finished - started)) * 10);
    const silent = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter((part) => !answeredAt.some((at) => tenth(at) === part));
    console.log(`while importing 10,000 rows: ${answeredAt.length} answers to GET /user/current in ${Math.round(finished - started)} ms`);
    expect(silent, 'tenths of the import without an answer').toEqual([]);
  });

  it('refuses a file of more than 20,000 rows with 1001 naming the file, saving nothing and using no serial number', async () => {
    const next = await nextSerial('customer');
    const before = await countOf('customer');
    const answer = await importInto('customer', await validCustomers(20_001, '超限客户'));
    expect(answer.http).toBe(400);
    expect(answer.body).toMatchObject({ status: 1001, data: { field: 'file' } });
    expect(answer.body.msg).toBe('File: The file is too large; an import takes at most 20,000 rows and 10 MB');
    expect(await countOf('customer')).toBe(before);
    expect(await nextSerial('customer')).toBe(next);
    const zh = await importInto('customer', await validCustomers(20_001, '超限客户'), {}, 'admin', 'zh');
    expect(zh.body.msg).toBe('文件: 导入文件过大,每次最多导入 20,000 行、10 MB');
  });

  it('refuses a file of more than 10 MB with 1001 naming the file before reading it', async () => {
    const next = await nextSerial('customer');
    const answer = await importInto('customer', Buffer.alloc(10 * 1024 * 1024 + 1, 1), {}, 'admin', 'es');
    expect(answer.http).toBe(400);
    expect(answer.body).toMatchObject({ status: 1001, data: { field: 'file' } });
    expect(answer.body.msg).toBe('Archivo: El archivo es demasiado grande; una importación admite como máximo 20.000 filas y 10 MB');
    expect(await nextSerial('customer')).toBe(next);
  });

  it('uses no serial number for a file with errors unless the user skips them; then only the saved rows are numbered', async () => {
    const next = await nextSerial('customer');
    const before = await countOf('customer');
    const mixed = await workbook(CUSTOMER_HEADER, [
      ['混合客户甲', '国有企业', 'A', '张三', mobile(1)],
      ['混合客户乙', '国有企业', 'A', '李四', 'bad'],
      ['混合客户丙', '民营企业', 'B', '王五', mobile(3)],
    ]);
    const refused = await importInto('customer', mixed);
    expect(refused.body).toMatchObject({ status: 1001, data: { imported: 0, errorCount: 1 } });
    expect(await nextSerial('customer')).toBe(next);
    expect(await countOf('customer')).toBe(before);
    const skipped = await importInto('customer', mixed, { skipErrors: 'true' });
    expect(skipped.body).toMatchObject({ status: 200, data: { imported: 2, errorCount: 1 } });
    const saved = await t.database.db
      .select({ serialNo: records.serialNo })
      .from(records)
      .where(eq(records.module, 'customer'))
      .orderBy(desc(records.id))
      .limit(2);
    expect(saved.map((row) => row.serialNo).sort()).toEqual([next, customerSerial(next, 1)]);
  });

  it('refuses rows that together exceed what a loan still owes with 1001, saving none of them and using no serial number', async () => {
    const created = await as.staff01.post('/m/loan', {
      title: '出差借款',
      loanType: 'travel',
      amount: '1000.00',
      loanDate: '2026-11-20',
      repayBy: '2026-12-31',
    });
    const loan = created.body.data as { id: number; serialNo: string };
    for (const [by, action] of [
      ['staff01', 'submit'],
      ['leader01', 'approve'],
      ['finance01', 'approve'],
    ])
      expect((await as[by].post(`/wf/loan/${loan.id}/${action}`, {})).body.status).toBe(200);
    const header = ['title', 'loan', 'amount', 'repayDate', 'method'];
    const next = await nextSerial('repayment');
    const before = await countOf('repayment');
    const over = await importInto(
      'repayment',
      await workbook(header, [
        ['第一次还款', loan.serialNo, '600.00', '2026-11-21', 'transfer'],
        ['第二次还款', loan.serialNo, '600.00', '2026-11-22', 'transfer'],
      ]),
    );
    expect(over.body).toMatchObject({ status: 1001, data: { field: 'amount' } });
    expect(over.body.msg).toContain('400.00');
    expect(await countOf('repayment')).toBe(before);
    expect(await nextSerial('repayment')).toBe(next);
    const within = await importInto('repayment', await workbook(header, [['还款', loan.serialNo, '600.00', '2026-11-21', 'transfer']]));
    expect(within.body).toMatchObject({ status: 200, data: { imported: 1 } });
    expect(await nextSerial('repayment')).not.toBe(next);
  });
});
