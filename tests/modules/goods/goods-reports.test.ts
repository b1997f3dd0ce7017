import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { delegatedAdmin, signedInApp, workflowCalls, type Caller } from '../../support/api.helpers.ts';

/**
 * The goods reports (src/server/stock/README.md) against the demo data: 18 laptops received, one issued to staff01,
 * one lent to staff01 (due 2026-11-27), one lent and returned, one scrapped; 100 reams of paper received, 5 issued;
 * 10 toner cartridges received. On hand is company-wide; movements, holdings and overdue loans follow the data scope
 * of the documents that made them.
 */
const { t, as, ids } = signedInApp();
const en = { 'accept-language': 'en' };

type Row = Record<string, any>;
type Answer = { columns: { key: string; label: string; numeric?: boolean }[]; rows: Row[]; chart: { name: string; series: string[]; rows?: Row[] } };
const report = async (caller: Caller, kind: string, body: Row = {}, headers: Record<string, string> = en) => {
  const answer = await caller.post(`/stock/report/${kind}`, body, headers);
  expect(answer.body.status, answer.body.msg).toBe(200);
  return answer.body.data as Answer;
};
const rowOf = (answer: Answer, name: string) => answer.rows.find((row) => row.name === name);
const { act } = workflowCalls(as);
const first = async (query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as unknown as { rows: Row[] }).rows[0]!;
const itemId = async (name: string) => (await first(sql`select id from records where module = 'goodsitem' and data ->> 'name' = ${name}`)).id as number;

describe('stock on hand', () => {
  it('per item: 15 laptops in store and 2 with people, 95 reams of paper, 10 toner; the total last', async () => {
    const answer = await report(as.staff01, 'onHand');
    expect(answer.columns.map((column) => column.key)).toEqual(['name', 'category', 'unit', 'onHand', 'held']);
    expect(answer.columns[0]!.label).toBe('Item');
    expect(rowOf(answer, '笔记本电脑')).toMatchObject({ category: '办公设备 / 计算机设备', unit: 'Unit', onHand: 15, held: 2 });
    expect(rowOf(answer, 'A4复印纸')).toMatchObject({ category: '办公耗材 / 纸张', unit: 'Ream', onHand: 95, held: 0 });
    expect(rowOf(answer, '硒鼓')).toMatchObject({ onHand: 10, held: 0 });
    const total = answer.rows.at(-1)!;
    expect(total.name).toBe('Total');
    // Laptops, reams and cartridges add up to no number: the total of several units is left empty.
    expect([total.onHand, total.held]).toEqual([null, null]);
    expect(answer.chart).toEqual({ name: 'name', series: ['onHand', 'held'] });
  });

  it('per category, each named by its path in the tree, with its number of items; the same for every scope', async () => {
    const answer = await report(as.staff01, 'onHand', { by: 'category' });
    expect(rowOf(answer, '办公设备 / 计算机设备')).toMatchObject({ onHand: 15, held: 2 });
    expect(rowOf(answer, '办公耗材 / 纸张')).toMatchObject({ items: 1, onHand: 95 });
    expect(rowOf(answer, '办公耗材')).toMatchObject({ onHand: 10 });
    // The store is one: what the manager sees is what staff sees.
    expect((await report(as.manager01, 'onHand', { by: 'category' })).rows).toEqual(answer.rows);
  });

  it('in Chinese, its columns and total in Chinese', async () => {
    const answer = await report(as.admin, 'onHand', {}, { 'accept-language': 'zh' });
    expect(answer.columns.map((column) => column.label)).toEqual(['物品名称', '物品分类', '计量单位', '库存数量', '人员持有']);
    expect(answer.rows.at(-1)!.name).toBe('合计');
  });
});

describe('movements', () => {
  it('per item: laptops 18 received, 1 issued, 2 lent, 1 returned, 1 scrapped; paper 100 received and 5 issued', async () => {
    const answer = await report(as.admin, 'movements');
    expect(answer.columns.map((column) => column.key)).toEqual(['name', 'category', 'unit', 'received', 'issued', 'lent', 'returned', 'scrapped']);
    expect(rowOf(answer, '笔记本电脑')).toMatchObject({ received: 18, issued: 1, lent: 2, returned: 1, scrapped: 1 });
    expect(rowOf(answer, 'A4复印纸')).toMatchObject({ received: 100, issued: 5, lent: 0, returned: 0, scrapped: 0 });
    expect(rowOf(answer, '硒鼓')).toMatchObject({ received: 10, issued: 0 });
    expect(answer.chart.series).toEqual(['received', 'issued', 'lent', 'returned', 'scrapped']);
  });

  it('between two dates: the days of the ledger, inclusive', async () => {
    const today = (await first(sql`select to_char(current_date, 'YYYY-MM-DD') as day`)).day as string;
    const within = await report(as.admin, 'movements', { from: today, to: today });
    expect(rowOf(within, '笔记本电脑')).toMatchObject({ received: 18 });
    const later = await report(as.admin, 'movements', { from: '2099-01-01', to: '2099-12-31' });
    expect(later.rows).toHaveLength(1);
    expect(later.rows[0]).toMatchObject({ name: 'Total', received: 0, issued: 0 });
    expect((await as.admin.post('/stock/report/movements', { from: '2026-12-01', to: '2026-11-01' }, en)).body.status).toBe(1001);
  });

  it('per category', async () => {
    const answer = await report(as.admin, 'movements', { by: 'category' });
    expect(rowOf(answer, '办公设备 / 计算机设备')).toMatchObject({ items: 1, received: 18, scrapped: 1 });
    expect(rowOf(answer, '办公耗材 / 纸张')).toMatchObject({ received: 100, issued: 5 });
  });

  it('only of the documents in the reader’s data scope: staff01 (own documents) sees no receipt nor scrap filed by finance01', async () => {
    const answer = await report(as.staff01, 'movements');
    expect(rowOf(answer, '笔记本电脑')).toMatchObject({ received: 0, issued: 1, lent: 2, returned: 1, scrapped: 0 });
    expect(rowOf(answer, 'A4复印纸')).toMatchObject({ received: 0, issued: 5 });
    expect(rowOf(answer, '硒鼓')).toBeUndefined();
  });
});

describe('holdings per person and overdue loans', () => {
  it('staff01 holds 2 laptops (one issued, one lent) as assets in custody', async () => {
    const answer = await report(as.admin, 'holdings');
    expect(answer.columns.map((column) => column.key)).toEqual(['name', 'office', 'item', 'unit', 'assets', 'loans']);
    const staff = answer.rows.filter((row) => row.item === '笔记本电脑');
    expect(staff).toHaveLength(1);
    expect(staff[0]).toMatchObject({ assets: 2, loans: 0 });
    expect(answer.chart.rows).toEqual([{ name: staff[0]!.name, assets: 2, loans: 0 }]);
  });

  it('on 2026-11-24 no loan is overdue; on 2026-11-30 the laptop due 2026-11-27 is 3 days overdue', async () => {
    const none = await report(as.admin, 'overdue', { on: '2026-11-24' });
    expect(none.rows).toHaveLength(1);
    const later = await report(as.admin, 'overdue', { on: '2026-11-30' });
    expect(later.rows.slice(0, -1)).toEqual([expect.objectContaining({ dueDate: '2026-11-27', daysOverdue: 3, quantity: 1, goods: '笔记本电脑 × 1 Unit' })]);
  });

  it('a borrowing of 2 reams due 2026-11-20 and signed: 4 days overdue on 2026-11-24, the borrower holding 2 reams on loan', async () => {
    const paper = await itemId('A4复印纸');
    const created = await as.staff01.post(
      '/m/materialborrow',
      { purpose: '外出培训借用', borrower: ids.staff01, borrowDate: '2026-11-16', dueDate: '2026-11-20', lines: [{ item: paper, quantity: '2' }] },
      en,
    );
    expect(created.body.status, created.body.msg).toBe(200);
    const id = created.body.data.id as number;
    expect((await act('staff01', 'materialborrow', id, 'submit')).body.status).toBe(200);
    for (const approver of ['leader01', 'finance01']) expect((await act(approver, 'materialborrow', id, 'approve')).body.status).toBe(200);

    const overdue = await report(as.staff01, 'overdue', { on: '2026-11-24' });
    expect(overdue.rows).toHaveLength(2);
    expect(overdue.rows[0]).toMatchObject({ name: created.body.data.serialNo, goods: 'A4复印纸 × 2 Ream', quantity: 2, dueDate: '2026-11-20', daysOverdue: 4 });
    expect(overdue.rows[1]).toMatchObject({ name: 'Total', quantity: 2 });
    // Counted today when no day is named (the clock of the machine may be past the demo's due date too).
    expect((await report(as.staff01, 'overdue')).rows.some((row) => row.name === created.body.data.serialNo)).toBe(true);

    const holdings = await report(as.staff01, 'holdings');
    expect(holdings.rows.find((row) => row.item === 'A4复印纸')).toMatchObject({ assets: 0, loans: 2 });
    const moved = await report(as.staff01, 'movements');
    expect(rowOf(moved, 'A4复印纸')).toMatchObject({ issued: 5, lent: 2 });
    expect(rowOf(await report(as.admin, 'onHand'), 'A4复印纸')).toMatchObject({ onHand: 93, held: 2 });
  });

  it('a user whose data scope excludes the documents sees none of their holdings, movements or loans', async () => {
    // Someone reading their own department only (HQ-ADM), where none of the goods documents was filed.
    const { caller: other } = await delegatedAdmin(t, as.admin, {
      loginName: 'goodsreader01',
      codes: ['goodsReport:list', 'goodsReport:export'],
      dataScope: 3,
    });
    expect((await report(other, 'holdings')).rows).toEqual([expect.objectContaining({ name: 'Total', assets: 0, loans: 0 })]);
    expect((await report(other, 'overdue', { on: '2026-11-24' })).rows).toHaveLength(1);
    const moved = await report(other, 'movements');
    expect(moved.rows).toHaveLength(1);
    expect(moved.rows[0]).toMatchObject({ received: 0, issued: 0, lent: 0 });
    // On hand stays the company's.
    expect(rowOf(await report(other, 'onHand'), '笔记本电脑')).toMatchObject({ onHand: 15 });
  });
});

describe('Excel export', () => {
  it('opens as a workbook with the report’s headers, rows and total', async () => {
    for (const kind of ['onHand', 'movements', 'holdings', 'overdue']) {
      const answer = await as.admin.post(`/stock/report/${kind}/export`, { on: '2026-11-30' }, en);
      expect(answer.http).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(answer.body.data as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      const json = await report(as.admin, kind, { on: '2026-11-30' });
      expect(sheet.getRow(1).values).toEqual([undefined, ...json.columns.map((column) => column.label)]);
      expect(sheet.rowCount).toBe(json.rows.length + 1);
      expect(sheet.getRow(sheet.rowCount).getCell(1).value).toBe('Total');
    }
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await as.admin.post('/stock/report/onHand/export', {}, en)).body.data as ArrayBuffer);
    const laptop = workbook.worksheets[0]!.getRows(2, 100)!.find((row) => row.getCell(1).value === '笔记本电脑')!;
    expect([laptop.getCell(4).value, laptop.getCell(5).value]).toEqual([15, 2]);
  });

  it('refused (4031) to whoever lacks the reports’ codes; 1001 for a report there is not', async () => {
    const { caller } = await delegatedAdmin(t, as.admin, { loginName: 'cataloguereader01', codes: ['goodsItem:list'] });
    expect((await caller.post('/stock/report/onHand', {}, en)).body.status).toBe(4031);
    expect((await caller.post('/stock/report/onHand/export', {}, en)).body.status).toBe(4031);
    expect((await as.admin.post('/stock/report/nothing', {}, en)).body.status).toBe(1001);
  });
});
