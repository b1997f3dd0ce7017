import { beforeAll, describe, expect, it } from 'vitest';
import { signedInApp, workflowCalls } from '../../support/api.helpers.ts';

const { t, as } = signedInApp();
let customerId: number;

beforeAll(async () => {
  customerId = (await as.staff01.post('/m/customer/page', { page: { pageIndex: 1, limit: 1 } })).body.data.list[0].id;
});

const today = '2026-11-20';
async function created(module: string, data: object, by = 'staff01'): Promise<number> {
  const answer = await as[by].post(`/m/${module}`, data, { 'accept-language': 'en' });
  expect(answer.body.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.id as number;
}
const read = async (module: string, id: number) => (await as.admin.get(`/m/${module}/${id}`)).body.data;
const statusOf = async (module: string, id: number) => (await read(module, id)).status as number;
const { act } = workflowCalls(as);
const history = async (module: string, id: number) =>
  ((await as.admin.get(`/wf/${module}/${id}/history`)).body.data as { event: string; fromStatus: number; toStatus: number; opinion: string | null }[]).map(
    (row) => [row.event, row.fromStatus, row.toStatus],
  );

/** Submitted by staff01, approved by the department head and finance, and the general manager above 5000. */
async function approveToEnd(module: string, id: number, withManager = false) {
  expect((await act('staff01', module, id, 'submit')).body.status).toBe(200);
  expect((await act('leader01', module, id, 'approve')).body.status).toBe(200);
  const last = await act('finance01', module, id, 'approve');
  if (!withManager) return last;
  expect(last.body.status).toBe(200);
  return act('manager01', module, id, 'approve');
}

const loanOf = (amount: string) => ({ title: '出差借款', loanType: 'travel', amount, loanDate: today, repayBy: '2026-12-31' });
const repaymentOf = (loan: number, amount: string) => ({ title: '归还借款', loan, amount, repayDate: today, method: 'transfer' });
const settlementOf = (amount: string) => ({ title: '项目结算', customer: customerId, contractName: '造价咨询合同', amount, settleDate: today });
const reimbursementOf = (amounts: string[]) => ({
  title: '差旅报销',
  reimbursementType: '1',
  occurredOn: today,
  lines: amounts.map((amount, index) => ({ date: today, item: `费用${index + 1}`, amount })),
});

describe('loans and repayments (descriptor effects: a signed repayment is recorded on its loan)', () => {
  it('pays a loan out when signed (18 unpaid), then moves it 18 → 20 → 19 as its repayments are signed', async () => {
    const loan = await created('loan', loanOf('3000.00'));
    expect((await approveToEnd('loan', loan)).body.status).toBe(200);
    expect(await statusOf('loan', loan)).toBe(18);
    expect((await history('loan', loan)).slice(-2)).toEqual([
      ['approval.approve', 3, 4],
      ['payment.disburse', 4, 18],
    ]);

    const first = await created('repayment', repaymentOf(loan, '1000.10'));
    const second = await created('repayment', repaymentOf(loan, '1999.90'));
    // Filed is not signed: the loan stays unpaid until a repayment's approval completes.
    expect((await act('staff01', 'repayment', first, 'submit')).body.status).toBe(200);
    expect((await act('leader01', 'repayment', first, 'approve')).body.status).toBe(200);
    expect(await statusOf('loan', loan)).toBe(18);
    expect((await act('finance01', 'repayment', first, 'approve')).body.status).toBe(200);
    expect(await statusOf('repayment', first)).toBe(4);
    let record = await read('loan', loan);
    expect([record.status, record.repaidAmount]).toEqual([20, 1000.1]);

    await approveToEnd('repayment', second);
    record = await read('loan', loan);
    expect([record.status, record.repaidAmount]).toEqual([19, 3000]);
    const rows = (await as.admin.get(`/wf/loan/${loan}/history`)).body.data as { event: string; toStatus: number; opinion: string }[];
    const serials = [(await read('repayment', first)).serialNo, (await read('repayment', second)).serialNo];
    expect(rows.filter((row) => row.event === 'repayment.record').map((row) => [row.toStatus, row.opinion])).toEqual([
      [20, serials[0]],
      [19, serials[1]],
    ]);
    // A repaid loan is final: nothing more is filed against it.
    const late = await as.staff01.post('/m/repayment', repaymentOf(loan, '0.01'));
    expect([late.body.status, late.body.data.field]).toEqual([1001, 'loan']);
  });

  it('refuses a repayment above what is owed with 1001 and saves nothing; the loan keeps its status', async () => {
    const loan = await created('loan', loanOf('500.00'));
    await approveToEnd('loan', loan);
    const filed = await created('repayment', repaymentOf(loan, '300.00'));
    expect((await act('staff01', 'repayment', filed, 'submit')).body.status).toBe(200);
    const before = (await as.admin.post('/m/repayment/page', { page: { pageIndex: 1, limit: 1 } })).body.data.total;
    const over = await as.staff01.post('/m/repayment', repaymentOf(loan, '200.01'), { 'accept-language': 'en' });
    expect([over.http, over.body.status, over.body.data.field]).toEqual([400, 1001, 'amount']);
    expect(over.body.msg).toContain('200.00');
    expect((await as.admin.post('/m/repayment/page', { page: { pageIndex: 1, limit: 1 } })).body.data.total).toBe(before);
    expect(await statusOf('loan', loan)).toBe(18);
  });

  it('keeps the repaid amount out of forms: a client cannot set it on create or update', async () => {
    const loan = await created('loan', { ...loanOf('800.00'), repaidAmount: '800.00' });
    expect((await read('loan', loan)).repaidAmount).toBeUndefined();
    await approveToEnd('loan', loan);
    const repayment = await created('repayment', repaymentOf(loan, '800.00'));
    await approveToEnd('repayment', repayment);
    const record = await read('loan', loan);
    expect([record.status, record.repaidAmount]).toEqual([19, 800]);
  });

  it('refuses a signing that would repay more than is owed (1001): the approval is undone and nothing changes', async () => {
    const loan = await created('loan', loanOf('1000.00'));
    await approveToEnd('loan', loan);
    const repayment = await created('repayment', repaymentOf(loan, '600.00'));
    // The loan's repaid amount is raised behind the limit's back (as an older release could have left it).
    await t.database.db.execute(
      `update records set data = jsonb_set(data, '{repaidAmount}', '500'::jsonb) where id = ${loan}` as unknown as Parameters<typeof t.database.db.execute>[0],
    );
    expect((await act('staff01', 'repayment', repayment, 'submit')).body.status).toBe(200);
    expect((await act('leader01', 'repayment', repayment, 'approve')).body.status).toBe(200);
    const refused = await act('finance01', 'repayment', repayment, 'approve');
    expect(refused.body.status).toBe(1001);
    expect(await statusOf('repayment', repayment)).toBe(3);
    const record = await read('loan', loan);
    expect([record.status, record.repaidAmount]).toEqual([18, 500]);
  });
});

describe('sub-flows of signed documents: change, void, split (spec §4 codes 35-37, 7/44/45/8, 46-50; §6 change, cancel, devide)', () => {
  it('voids a signed reimbursement through its flow: 4 → 7 voiding → 8 voided, with history rows', async () => {
    const id = await created('reimapplication', reimbursementOf(['120.00']));
    await approveToEnd('reimapplication', id);
    const answer = (await as.staff01.get(`/wf/reimapplication/${id}/actions`)).body.data;
    expect(answer.legal).toEqual(expect.arrayContaining(['void.start', 'change.start']));
    expect(answer.legal).not.toContain('split.start');
    expect(Object.keys(answer.refused)).not.toContain('split.start');
    expect((await act('staff01', 'reimapplication', id, 'void.start', { examRemarks: '重复报销' })).body.status).toBe(200);
    expect(await statusOf('reimapplication', id)).toBe(7);
    expect((await act('leader01', 'reimapplication', id, 'reject')).body.status).toBe(200);
    expect(await statusOf('reimapplication', id)).toBe(44);
    expect((await act('staff01', 'reimapplication', id, 'resubmit')).body.status).toBe(200);
    expect((await act('leader01', 'reimapplication', id, 'approve')).body.status).toBe(200);
    expect((await act('finance01', 'reimapplication', id, 'approve')).body.status).toBe(200);
    expect(await statusOf('reimapplication', id)).toBe(8);
    expect((await history('reimapplication', id)).map(([event, from, to]) => `${event} ${from}>${to}`)).toEqual(
      expect.arrayContaining(['void.start 4>7', 'approval.reject 7>44', 'approval.resubmit 44>7', 'approval.approve 7>8']),
    );
    // Voided is final.
    expect((await act('staff01', 'reimapplication', id, 'change.start')).body.status).toBe(1006);
  });

  it('refuses a void by someone else (4031), of a draft (1006), and a split where the module offers none (1006)', async () => {
    const id = await created('reimapplication', reimbursementOf(['80.00']));
    expect((await act('staff01', 'reimapplication', id, 'void.start')).body.status).toBe(1006);
    await approveToEnd('reimapplication', id);
    expect((await act('leader01', 'reimapplication', id, 'void.start')).body.status).toBe(4031);
    expect((await act('staff01', 'reimapplication', id, 'split.start')).body.status).toBe(1006);
    expect((await act('staff01', 'reimapplication', id, 'void.cancel')).body.status).toBe(1006);
    const why = (await as.leader01.get(`/wf/reimapplication/${id}/actions`)).body.data;
    expect(why.refused['void.start'].code).toBe(4031);
    expect(await statusOf('reimapplication', id)).toBe(4);
  });

  it('changes a signed invoice application: the owner edits the change draft and submits; a cancelled change restores the signed fields', async () => {
    const invoice = {
      title: '咨询服务费',
      customer: customerId,
      invoiceType: '0',
      invoicing: '1',
      taxRate: '6',
      applyDate: today,
      lines: [{ item: '咨询服务', amount: '1000.00' }],
    };
    const id = await created('invoiceapplication', invoice);
    await approveToEnd('invoiceapplication', id);
    // A signed document is not saved directly.
    const signed = await read('invoiceapplication', id);
    expect((await as.staff01.put(`/m/invoiceapplication/${id}`, { ...signed, title: '改' })).body.status).toBe(1006);

    expect((await act('staff01', 'invoiceapplication', id, 'change.start', { examRemarks: '更正抬头' })).body.status).toBe(200);
    expect(await statusOf('invoiceapplication', id)).toBe(35);
    let record = await read('invoiceapplication', id);
    expect((await as.staff01.put(`/m/invoiceapplication/${id}`, { ...record, title: '咨询服务费（更正）' })).body.status).toBe(200);
    expect((await act('staff01', 'invoiceapplication', id, 'change.cancel')).body.status).toBe(200);
    record = await read('invoiceapplication', id);
    expect([record.status, record.title]).toEqual([4, '咨询服务费']);

    expect((await act('staff01', 'invoiceapplication', id, 'change.start', { examRemarks: '更正抬头' })).body.status).toBe(200);
    record = await read('invoiceapplication', id);
    expect((await as.staff01.put(`/m/invoiceapplication/${id}`, { ...record, lines: [{ item: '咨询服务', amount: '900.00' }] })).body.status).toBe(200);
    expect((await approveToEnd('invoiceapplication', id)).body.status).toBe(200);
    record = await read('invoiceapplication', id);
    expect([record.status, record.amount]).toEqual([6, 900]);
    expect((await history('invoiceapplication', id)).map(([event, from, to]) => `${event} ${from}>${to}`)).toEqual(
      expect.arrayContaining(['change.start 4>35', 'change.cancel 35>4', 'approval.submit 35>5', 'approval.approve 5>6']),
    );
  });

  it('splits a signed settlement among offices: parts must add up to the amount, then 46 → 47 → 50', async () => {
    const offices = (await as.admin.get('/office/tree')).body.data;
    const flat: { id: number }[] = [];
    const walk = (nodes: { id: number; children?: unknown[] }[]) => nodes.forEach((node) => (flat.push(node), walk((node.children ?? []) as never)));
    walk(offices);
    const [a, b] = [flat[1].id, flat[2].id];
    const id = await created('settlement', settlementOf('1000.00'));
    await approveToEnd('settlement', id);
    expect((await act('staff01', 'settlement', id, 'change.start')).body.status).toBe(1006);
    expect((await act('staff01', 'settlement', id, 'split.start')).body.status).toBe(200);
    expect(await statusOf('settlement', id)).toBe(46);
    // No parts, or parts that do not add up: 1001 on the split table, nothing moves.
    const empty = await act('staff01', 'settlement', id, 'submit');
    expect([empty.body.status, empty.body.data.field]).toEqual([1001, 'splitLines']);
    let record = await read('settlement', id);
    const saved = await as.staff01.put(`/m/settlement/${id}`, {
      ...record,
      splitLines: [
        { office: a, amount: '600.00' },
        { office: b, amount: '300.00' },
      ],
    });
    expect(saved.body.status).toBe(200);
    const unbalanced = await act('staff01', 'settlement', id, 'submit');
    expect([unbalanced.body.status, unbalanced.body.data.field]).toEqual([1001, 'splitLines']);
    expect(unbalanced.body.msg).toContain('1,000.00');
    expect(await statusOf('settlement', id)).toBe(46);
    record = await read('settlement', id);
    await as.staff01.put(`/m/settlement/${id}`, {
      ...record,
      splitLines: [
        { office: a, amount: '600.00' },
        { office: b, amount: '400.00' },
      ],
    });
    expect((await approveToEnd('settlement', id)).body.status).toBe(200);
    record = await read('settlement', id);
    expect(record.status).toBe(50);
    expect(record.splitLines).toHaveLength(2);
    // Split done may still be voided, not split again.
    const answer = (await as.staff01.get(`/wf/settlement/${id}/actions`)).body.data;
    expect(answer.legal).toContain('void.start');
    expect(answer.legal).not.toContain('split.start');
  });

  it('drops a cancelled split: the parts entered are removed again', async () => {
    const id = await created('settlement', settlementOf('200.00'));
    await approveToEnd('settlement', id);
    expect((await act('staff01', 'settlement', id, 'split.start')).body.status).toBe(200);
    const record = await read('settlement', id);
    const office = (await as.staff01.get('/user/current')).body.data.officeId;
    await as.staff01.put(`/m/settlement/${id}`, { ...record, splitLines: [{ office, amount: '200.00' }] });
    expect((await act('staff01', 'settlement', id, 'split.cancel')).body.status).toBe(200);
    const after = await read('settlement', id);
    expect([after.status, after.splitLines]).toEqual([4, undefined]);
  });

  it('keeps split parts out of a new settlement and out of a signed one', async () => {
    const office = (await as.staff01.get('/user/current')).body.data.officeId;
    const id = await created('settlement', { ...settlementOf('100.00'), splitLines: [{ office, amount: '100.00' }] });
    expect((await read('settlement', id)).splitLines).toBeUndefined();
  });
});

describe('POST /prod-api/report/:report (spec §1 count reports, §3 data scope)', () => {
  type Row = { key: string; name: string; count: number; amount: number };
  const report = async (name: string, body: object, report = 'reimbursement') =>
    (await as[name].post(`/report/${report}`, body, { 'accept-language': 'en' })).body as { status: number; data: Row[]; msg: string };
  /** What the user's own list says the report must count: signed documents (not drafts, returns, approvals under way, voids). */
  async function listedTotal(name: string) {
    const list = (await as[name].post('/m/reimapplication/page', { page: { pageIndex: 1, limit: 100 } })).body.data.list as {
      status: number;
      amount: number;
    }[];
    const counted = list.filter((row) => ![0, 1, 2, 3, 8].includes(row.status));
    return { count: counted.length, cents: counted.reduce((sum, row) => sum + Math.round(row.amount * 100), 0) };
  }

  it('totals signed reimbursements by month, office and type, each user within their data scope', async () => {
    const mine = await created('reimapplication', { ...reimbursementOf(['1200.00', '3000.00', '1000.50']), occurredOn: '2026-09-15' });
    await approveToEnd('reimapplication', mine, true);
    const financeOwn = await created('reimapplication', { ...reimbursementOf(['700.00']), occurredOn: '2026-09-20' }, 'finance01');
    expect((await act('finance01', 'reimapplication', financeOwn, 'submit')).body.status).toBe(200);

    for (const name of ['staff01', 'leader01', 'finance01', 'admin']) {
      const rows = (await report(name, { by: 'month' })).data;
      const total = rows.at(-1)!;
      expect(total.name).toBe('Total');
      const expected = await listedTotal(name);
      expect([total.count, Math.round(total.amount * 100)], name).toEqual([expected.count, expected.cents]);
      expect(rows.slice(0, -1).reduce((sum, row) => sum + row.count, 0)).toBe(total.count);
    }
    const staffRows = (await report('staff01', { by: 'month', from: '2026-09-01', to: '2026-09-30' })).data;
    expect(staffRows.map((row) => [row.key, row.amount])).toEqual([
      ['2026-09', 5200.5],
      ['', 5200.5],
    ]);
    // Every month of the range is a row, the empty ones at zero: a chart of months has no gaps.
    const quarter = (await report('staff01', { by: 'month', from: '2026-07-01', to: '2026-10-31' })).data;
    expect(quarter.map((row) => [row.key, row.count])).toEqual([
      ['2026-07', 0],
      ['2026-08', 0],
      ['2026-09', 1],
      ['2026-10', quarter[3].count],
      ['', quarter.at(-1)!.count],
    ]);
    // leader01 (own department and below) sees staff01's; a user of another office does not see them.
    expect((await report('leader01', { by: 'month', from: '2026-09-01', to: '2026-09-30' })).data.at(-1)!.amount).toBe(5200.5);
    expect((await report('finance01', { by: 'office', from: '2026-09-01', to: '2026-09-30' })).data.at(-1)!.amount).toBeGreaterThanOrEqual(0);
    const byType = (await report('staff01', { by: 'type', from: '2026-09-01', to: '2026-09-30' })).data;
    expect(byType[0]).toMatchObject({ key: '1', count: 1, amount: 5200.5 });
    expect(byType[0].name).not.toBe('1');
    const byOffice = (await report('staff01', { by: 'office', from: '2026-09-01', to: '2026-09-30' })).data;
    expect(byOffice[0].name).not.toMatch(/^\d+$/);
  });

  it('counts receipts (a register without a flow) and invoice applications', async () => {
    await created('receipt', { title: '咨询费到账', customer: customerId, amount: '2500.00', receivedOn: '2026-08-03', method: 'transfer' });
    const rows = (await report('staff01', { by: 'type', from: '2026-08-01', to: '2026-08-31' }, 'receipt')).data;
    expect(rows.at(-1)).toMatchObject({ count: 1, amount: 2500 });
    expect(rows[0].name).toBe('Bank transfer');
    expect((await report('admin', { by: 'month' }, 'invoice')).status).toBe(200);
  });

  it('refuses a bad dimension or date range with 1001, an unknown report with 1001, and exports Excel', async () => {
    expect((await report('staff01', { by: 'year' })).status).toBe(1001);
    expect((await report('staff01', { by: 'month', from: '2026-10-01', to: '2026-09-01' })).status).toBe(1001);
    expect((await report('admin', { by: 'month' }, 'nosuchreport')).status).toBe(1001);
    const file = await as.staff01.post('/report/reimbursement/export', { by: 'office' });
    expect(file.http).toBe(200);
    expect((file.body.data as Buffer).subarray(0, 2).toString()).toBe('PK');
  });
});
