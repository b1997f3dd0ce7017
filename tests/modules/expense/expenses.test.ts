import { beforeAll, describe, expect, it } from 'vitest';
import { signedInApp, workflowCalls } from '../../support/api.helpers.ts';

const { as } = signedInApp();
let customerId: number;

beforeAll(async () => {
  customerId = (await as.staff01.post('/m/customer/page', { page: { pageIndex: 1, limit: 1 } })).body.data.list[0].id;
});

const today = '2026-11-20';
const create = (module: string, data: object, by = 'staff01') => as[by].post(`/m/${module}`, data, { 'accept-language': 'en' });
async function created(module: string, data: object, by = 'staff01'): Promise<number> {
  const answer = await create(module, data, by);
  expect(answer.body.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.id as number;
}
const read = async (module: string, id: number) => (await as.admin.get(`/m/${module}/${id}`)).body.data;
const statusOf = async (module: string, id: number) => (await read(module, id)).status as number;
// In the default language, as the messages read below.
const { act } = workflowCalls(as, {});
const countOf = async (module: string) => (await as.admin.post(`/m/${module}/page`, { page: { pageIndex: 1, limit: 1 } })).body.data.total as number;

/** Submits and approves to the end: department head, finance, and the general manager when asked for. */
async function approveToEnd(module: string, id: number, withManager = false) {
  expect((await act('staff01', module, id, 'submit')).body.status).toBe(200);
  expect(await statusOf(module, id)).toBe(3);
  expect((await act('leader01', module, id, 'approve')).body.status).toBe(200);
  expect((await act('finance01', module, id, 'approve')).body.status).toBe(200);
  if (withManager) {
    expect(await statusOf(module, id)).toBe(3);
    expect((await act('manager01', module, id, 'approve')).body.status).toBe(200);
  }
  // A signed loan is paid out at once (descriptor effects): 18 unpaid.
  expect(await statusOf(module, id)).toBe(module === 'loan' ? 18 : 4);
}

const invoiceOf = (lines: string[]) => ({
  title: '第三季度咨询服务费',
  customer: customerId,
  invoiceType: '0',
  invoicing: '1',
  taxRate: '6',
  amount: '1.00',
  applyDate: today,
  lines: lines.map((amount, index) => ({ item: `咨询服务${index + 1}`, amount })),
});
const loanOf = (amount: string) => ({ title: '出差借款', loanType: 'travel', amount, loanDate: today, repayBy: '2026-12-31' });
const repaymentOf = (loan: number, amount: string) => ({ title: '归还借款', loan, amount, repayDate: today, method: 'transfer' });
const returnOf = (invoice: number, amount: string) => ({ title: '发票信息有误', invoice, amount, returnDate: today, reason: '抬头错误' });

/** A valid application per approval module, below the approval threshold (5000). */
const APPLICATIONS: Record<string, () => Promise<object>> = {
  invoiceapplication: async () => invoiceOf(['1200.00', '800.50']),
  invoicereturn: async () => {
    const invoice = await created('invoiceapplication', invoiceOf(['3000.00']));
    await approveToEnd('invoiceapplication', invoice);
    return returnOf(invoice, '500.00');
  },
  reimapplication: async () => ({
    title: '差旅报销',
    reimbursementType: '2',
    amount: '300.00',
    occurredOn: today,
    lines: [{ date: today, item: '高铁', amount: '300.00' }],
  }),
  loan: async () => loanOf('2000.00'),
  repayment: async () => {
    const loan = await created('loan', loanOf('1000.00'));
    await approveToEnd('loan', loan);
    return repaymentOf(loan, '400.00');
  },
  incomeadjustment: async () => ({
    title: '合同变更调增收入',
    customer: customerId,
    direction: 'increase',
    amount: '1500.00',
    adjustDate: today,
    reason: '补充协议',
  }),
  settlement: async () => ({ title: '项目结算', customer: customerId, contractName: '造价咨询合同', amount: '4200.00', settleDate: today }),
  nonincome: async () => ({ title: '投标保证金退回', payer: '杭州市公共资源交易中心', category: 'deposit', amount: '3000.00', receivedOn: today }),
  approproation: async () => ({
    title: '分公司备用金拨款',
    payee: '华东分公司',
    payeeAccount: '6222020200012345678',
    amount: '4000.00',
    payDate: today,
    purpose: '日常运营',
  }),
};

describe('approval of every expense application (spec §4 Generic approval flow)', () => {
  it.each(Object.keys(APPLICATIONS))('%s: is created, submitted and approved by the department head and finance', async (module) => {
    const id = await created(module, await APPLICATIONS[module]());
    expect(await statusOf(module, id)).toBe(0);
    await approveToEnd(module, id);
  });

  it.each(Object.keys(APPLICATIONS))('%s: is rejected to the applicant, resubmitted, withdrawn, and hidden from another office', async (module) => {
    const id = await created(module, await APPLICATIONS[module]());
    expect((await as.finance01.get(`/m/${module}/${id}`)).body.status).toBe(404);
    expect((await act('staff01', module, id, 'submit')).body.status).toBe(200);
    expect((await act('leader01', module, id, 'reject')).body.status).toBe(200);
    expect(await statusOf(module, id)).toBe(1);
    expect((await act('staff01', module, id, 'resubmit')).body.status).toBe(200);
    expect(await statusOf(module, id)).toBe(3);
    expect((await as.staff01.post(`/wf/${module}/${id}/withdraw`, { examRemarks: '金额需核对' })).body.status).toBe(200);
    expect(await statusOf(module, id)).toBe(2);
  });

  it('adds the general manager to a loan above the threshold', async () => {
    await approveToEnd('loan', await created('loan', loanOf('8000.00')), true);
  });

  it('keeps receipts, a register, without a flow: a submit is refused and the receipt stays a draft', async () => {
    const receipt = await created('receipt', { title: '咨询费到账', customer: customerId, amount: '2000.00', receivedOn: today, method: 'transfer' });
    expect((await act('staff01', 'receipt', receipt, 'submit')).body.status).not.toBe(200);
    expect(await statusOf('receipt', receipt)).toBe(0);
  });
});

describe('computed totals (engine: descriptor totals)', () => {
  it('stores the sum of the invoice lines as the amount, whatever the client sent, on create and on update', async () => {
    const id = await created('invoiceapplication', invoiceOf(['1200.10', '800.25', '0.05']));
    const record = await read('invoiceapplication', id);
    expect(record.amount).toBe(2000.4);
    const saved = await as.staff01.put(`/m/invoiceapplication/${id}`, { ...record, amount: '99999.00', lines: [{ item: '咨询服务', amount: '10.00' }] });
    expect(saved.body.status).toBe(200);
    expect((await read('invoiceapplication', id)).amount).toBe(10);
  });

  it('totals a monthly plan the same way', async () => {
    const department = (await as.staff01.get('/user/current')).body.data.officeId;
    const plan = await created('monthlyplan', {
      title: '十二月资金计划',
      department,
      month: '2026-12-01',
      lines: [
        { item: '差旅', amount: '3000.00' },
        { item: '办公用品', amount: '450.50' },
      ],
    });
    expect((await read('monthlyplan', plan)).amount).toBe(3450.5);
  });
});

describe('cross-record limits (engine: descriptor limits)', () => {
  it('refuses a repayment above what the loan still owes with 1001 naming the amount and what holds it, and saves nothing', async () => {
    const loan = await created('loan', loanOf('3000.00'));
    await approveToEnd('loan', loan);
    const first = await created('repayment', repaymentOf(loan, '1000.00'));
    expect((await act('staff01', 'repayment', first, 'submit')).body.status).toBe(200);
    const serial = (await read('repayment', first)).serialNo as string;
    const before = await countOf('repayment');
    const over = await create('repayment', repaymentOf(loan, '2000.01'));
    expect(over.http).toBe(400);
    expect(over.body.status).toBe(1001);
    expect(over.body.data.field).toBe('amount');
    expect(over.body.msg).toBe(`Amount repaid: May not exceed what remains: 2,000.00 (already counted: ${serial})`);
    const zh = await as.staff01.post('/m/repayment', repaymentOf(loan, '5000.00'), { 'accept-language': 'zh' });
    expect(zh.body.msg).toContain(`不能超过可用余额 2,000.00（已占用：${serial}）`);
    // Whoever may not open the repayment learns that one holds the amount, not which.
    const outside = await as.finance01.post('/m/repayment', repaymentOf(loan, '2000.01'), { 'accept-language': 'en' });
    expect(outside.body.msg).toContain('(already counted: 1 document you cannot open)');
    expect(await countOf('repayment')).toBe(before);

    // Editing a draft counts the others, not itself.
    const last = await created('repayment', repaymentOf(loan, '2000.00'));
    const record = await read('repayment', last);
    expect((await as.staff01.put(`/m/repayment/${last}`, { ...record, amount: '2000.00', remark: '全部还清' })).body.status).toBe(200);
    const raised = await as.staff01.put(`/m/repayment/${last}`, { ...record, version: record.version + 1, amount: '2000.50' });
    expect(raised.body.status).toBe(1001);
    expect((await read('repayment', last)).amount).toBe(2000);
    // A draft reserves nothing: a second one is saved, and whichever is submitted second is refused.
    const extra = await created('repayment', repaymentOf(loan, '0.01'));
    const draft = await statusOf('repayment', extra);
    expect((await act('staff01', 'repayment', last, 'submit')).body.status).toBe(200);
    const late = await act('staff01', 'repayment', extra, 'submit');
    expect(late.body.status).toBe(1001);
    expect(await statusOf('repayment', extra)).toBe(draft);
    expect(await countOf('repayment')).toBe(before + 2);
  });

  it('refuses an invoice return larger than its invoice less earlier returns, and saves nothing', async () => {
    const invoice = await created('invoiceapplication', invoiceOf(['6000.00', '4000.00']));
    await approveToEnd('invoiceapplication', invoice, true);
    const earlier = await created('invoicereturn', returnOf(invoice, '6000.00'));
    expect((await act('staff01', 'invoicereturn', earlier, 'submit')).body.status).toBe(200);
    const before = await countOf('invoicereturn');
    const over = await create('invoicereturn', returnOf(invoice, '4000.01'));
    expect(over.body.status).toBe(1001);
    expect(over.body.data.field).toBe('amount');
    expect(over.body.msg).toContain('4,000.00');
    expect(await countOf('invoicereturn')).toBe(before);
    await created('invoicereturn', returnOf(invoice, '4000.00'));
  });

  it('lets only one of two repayments that together exceed the loan be submitted when both are sent at once', async () => {
    const loan = await created('loan', loanOf('1000.00'));
    await approveToEnd('loan', loan);
    const drafts = [await created('repayment', repaymentOf(loan, '600.00')), await created('repayment', repaymentOf(loan, '600.00'))];
    const answers = await Promise.all(drafts.map((id) => act('staff01', 'repayment', id, 'submit')));
    expect(answers.map((answer) => answer.body.status).sort((a, b) => a - b)).toEqual([200, 1001]);
  });

  it('refuses a return of an invoice, and a repayment of a loan, not yet approved, with 1001 on the pick', async () => {
    const invoice = await created('invoiceapplication', invoiceOf(['100.00']));
    const early = await create('invoicereturn', returnOf(invoice, '50.00'));
    expect(early.body.status).toBe(1001);
    expect(early.body.data.field).toBe('invoice');
    expect(early.body.msg).toContain('The chosen document is not approved yet');
    const loan = await created('loan', loanOf('100.00'));
    await act('staff01', 'loan', loan, 'submit');
    expect((await create('repayment', repaymentOf(loan, '50.00'))).body.data.field).toBe('loan');
  });

  it('refuses a repayment that names no loan record with 1001 on the loan field', async () => {
    const answer = await create('repayment', repaymentOf(999999, '1.00'));
    expect(answer.body.status).toBe(1001);
    expect(answer.body.data.field).toBe('loan');
  });
});

describe('demo documents', () => {
  it('show a new user expense documents in several statuses, through the real flows', async () => {
    const statuses = async (module: string) =>
      new Set(
        (
          (await as.admin.post(`/m/${module}/page`, { page: { pageIndex: 1, limit: 50 }, sortby: 'createdAt', order: 'asc' })).body.data.list as {
            status: number;
          }[]
        ).map((row) => row.status),
      );
    for (const [module, expected] of [
      ['invoiceapplication', [0, 3, 4]],
      ['loan', [3, 20]],
      ['reimapplication', [1, 4]],
      ['settlement', [2]],
    ] as const)
      for (const status of expected) expect((await statuses(module)).has(status), `${module} ${status}`).toBe(true);
    const loans = (await as.admin.post('/m/loan/page', { query: '北京出差备用金', page: { pageIndex: 1, limit: 5 } })).body.data.list;
    expect(loans[0].amount).toBe(3000);
    const plan = (await as.admin.post('/m/monthlyplan/page', { page: { pageIndex: 1, limit: 5 } })).body.data.list;
    expect(plan.some((row: { amount: number }) => row.amount === 15200)).toBe(true);
  });
});
