import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { records } from '../../../src/server/db/schema.ts';
import { sendDateReminders } from '../../../src/server/engine/date-reminders.ts';
import ExcelJS from 'exceljs';
import { delegatedAdmin, moduleCalls, OWN_PAGE, signedInApp } from '../../support/api.helpers.ts';

/**
 * Contracts (spec moduleId 14) and the money filed against them: invoice applications and receipts never add up to
 * more than a contract's amount, a change never lowers it below what is filed, and each approved change is a new
 * version of the same contract.
 */
const { t, as, ids } = signedInApp();
let customerId: number;
const en = { 'accept-language': 'en' };

beforeAll(async () => {
  customerId = (await as.staff01.post('/m/customer/page', { page: { pageIndex: 1, limit: 1 } })).body.data.list[0].id;
});

const today = '2026-11-20';
const { act } = moduleCalls(as, 'contract');
const record = async (module: string, id: number) => (await as.admin.get(`/m/${module}/${id}`)).body.data;
const count = async (module: string) => (await as.admin.post(`/m/${module}/page`, { page: { pageIndex: 1, limit: 1 } })).body.data.total as number;
const SIGNERS = ['leader01', 'finance01', 'manager01'] as const;

const contract = (amount: string) => ({
  title: '地铁四号线造价咨询合同',
  customer: customerId,
  contractType: '1',
  contractTerm: '108',
  amount,
  signDate: today,
  startDate: today,
  responsiblePerson: 1,
});

/** Filed by staff01, submitted, and approved by the department head, finance and the general manager. */
async function signedContract(amount: string) {
  const created = await as.staff01.post('/m/contract', contract(amount));
  expect(created.body.status, created.body.msg).toBe(200);
  const id = created.body.data.id as number;
  await approveAll(id, 'submit');
  expect((await record('contract', id)).status).toBe(4);
  return id;
}

async function approveAll(id: number, start: 'submit') {
  expect((await act('staff01', id, start)).body.status).toBe(200);
  for (const name of SIGNERS) {
    const answer = await act(name, id, 'approve');
    expect(answer.body.status, `${name}: ${answer.body.msg}`).toBe(200);
  }
}

const receipt = (contractId: number, amount: string) => ({
  title: '合同款到账',
  customer: customerId,
  contract: contractId,
  amount,
  receivedOn: today,
  method: 'transfer',
});

describe('unified social credit code (GB 32100)', () => {
  it('refuses a customer whose code fails the check character, naming the field, and saves nothing', async () => {
    const before = await count('customer');
    const refused = await as.staff01.post('/m/customer', { name: '校验测试客户', creditCode: '91350100M000100Y44' }, en);
    expect(refused.body.status).toBe(1001);
    expect(refused.body.msg).toContain('unified social credit code');
    expect(await count('customer')).toBe(before);
    const accepted = await as.staff01.post('/m/customer', { name: '校验测试客户', creditCode: '91350100M000100Y43' }, en);
    expect(accepted.body.status, accepted.body.msg).toBe(200);
  });
});

describe('money filed against a contract', () => {
  it('refuses documents against a contract that is not signed', async () => {
    const draft = (await as.staff01.post('/m/contract', contract('1000.00'))).body.data.id as number;
    const refused = await as.staff01.post('/m/receipt', receipt(draft, '10.00'), en);
    expect(refused.body.status).toBe(1001);
    expect(refused.body.msg).toBe('Contract: The chosen document is not approved yet');
  });

  it('accepts receipts up to the amount, to the cent, and refuses the one cent beyond', async () => {
    const id = await signedContract('1000.00');
    expect((await as.staff01.post('/m/receipt', receipt(id, '600.00'))).body.status).toBe(200);
    expect((await as.staff01.post('/m/receipt', receipt(id, '399.99'))).body.status).toBe(200);
    const before = await count('receipt');
    const refused = await as.staff01.post('/m/receipt', receipt(id, '0.02'), en);
    expect(refused.body.status).toBe(1001);
    expect(refused.body.msg).toContain('0.01');
    expect(await count('receipt')).toBe(before);
    expect((await as.staff01.post('/m/receipt', receipt(id, '0.01'))).body.status).toBe(200);
  });

  it("says what remains as money in the reader's language", async () => {
    const id = await signedContract('1300000.00');
    const over = receipt(id, '1300000.01');
    expect((await as.staff01.post('/m/receipt', over, { 'accept-language': 'es' })).body.msg).toContain('1.300.000,00');
    expect((await as.staff01.post('/m/receipt', over, { 'accept-language': 'zh' })).body.msg).toContain('1,300,000.00');
  });

  it('counts invoice applications against the amount, a voided one no longer', async () => {
    const id = await signedContract('5000.00');
    const invoice = (amount: string) => ({
      title: '咨询费开票',
      customer: customerId,
      contract: id,
      invoiceType: '0',
      invoicing: '1',
      taxRate: '6',
      applyDate: today,
      lines: [{ item: '咨询服务', amount }],
    });
    const first = await as.staff01.post('/m/invoiceapplication', invoice('4000.00'));
    expect(first.body.status).toBe(200);
    // A draft reserves nothing; submitted, it counts.
    expect((await as.staff01.post('/m/invoiceapplication', invoice('5000.00'))).body.status).toBe(200);
    expect((await as.staff01.post(`/wf/invoiceapplication/${first.body.data.id}/submit`, {})).body.status).toBe(200);
    const refused = await as.staff01.post('/m/invoiceapplication', invoice('1000.01'), en);
    expect(refused.body.status).toBe(1001);
    expect(refused.body.msg).toContain('1,000.00');
    // A voided invoice gives its amount back.
    await t.database.db.execute(sql`update records set status = 8 where id = ${first.body.data.id}`);
    expect((await as.staff01.post('/m/invoiceapplication', invoice('5000.00'))).body.status).toBe(200);
  });

  it('holds the remainder under 50 simultaneous receipts that ask for twice of it, exact to the cent', async () => {
    const id = await signedContract('1000.00');
    expect((await as.staff01.post('/m/receipt', receipt(id, '0.10'))).body.status).toBe(200);
    // 999.90 remain; 50 receipts of 39.99 ask for 1999.50.
    const answers = await Promise.all(Array.from({ length: 50 }, () => as.staff01.post('/m/receipt', receipt(id, '39.99'))));
    const accepted = answers.filter((answer) => answer.body.status === 200).length;
    expect(answers.filter((answer) => answer.body.status !== 200).every((answer) => answer.body.status === 1001)).toBe(true);
    expect(accepted).toBe(25);
    const [row] = await t.database.db
      .select({ total: sql<string>`sum((${records.data} ->> 'amount')::numeric)::text` })
      .from(records)
      .where(sql`${records.module} = 'receipt' and ${records.deletedAt} is null and ${records.data} ->> 'contract' = ${String(id)}`);
    expect(row.total).toBe('999.85');
  });
});

describe("money outside its flow, and picks outside the saver's scope", () => {
  it('keeps the amount of a contract in a seal draft: a plain save changes it not, receipts count what was signed, a cancel restores it', async () => {
    const id = await signedContract('1000.00');
    expect((await act('staff01', id, 'seal.start')).body.status).toBe(200);
    const stored = await record('contract', id);
    const saved = await as.staff01.put(`/m/contract/${id}`, { ...stored, amount: '100000000.00' }, en);
    expect([200, 1001, 1006]).toContain(saved.body.status);
    expect((await record('contract', id)).amount).toBe(1000);
    const over = await as.staff01.post('/m/receipt', receipt(id, '1000.01'), en);
    expect(over.body.status).toBe(1001);
    expect((await act('staff01', id, 'seal.cancel')).body.status).toBe(200);
    expect((await record('contract', id)).amount).toBe(1000);
    expect((await as.staff01.post('/m/receipt', receipt(id, '1000.01'), en)).body.status).toBe(1001);
  });

  it('refuses a pick of a contract the saver may not read exactly as a missing one, naming neither its title nor what remains', async () => {
    const id = await signedContract('1000.00');
    const south = await delegatedAdmin(t, as.admin, {
      loginName: 'southreceipts01',
      codes: ['receipt:add', 'receipt:list', 'client:add', 'client:list'],
      dataScope: 1,
      officeCode: 'SOUTH-ENG',
    });
    const own = await south.caller.post('/m/customer', { name: '南方客户', customerType: '1', level: 'A', contactName: '李四', contactMobile: '13800000009' });
    expect(own.body.status, own.body.msg).toBe(200);
    const filed = (contract: number) => south.caller.post('/m/receipt', { ...receipt(contract, '10.00'), customer: own.body.data.id }, en);
    const before = await count('receipt');
    const hidden = await filed(id);
    const missing = await filed(id + 100_000);
    expect(hidden.body).toMatchObject({ status: 1001, data: { field: 'contract' } });
    expect(hidden.body.msg).toBe(missing.body.msg);
    expect(JSON.stringify(hidden.body)).not.toMatch(/1,?000\.00/);
    expect(JSON.stringify(hidden.body)).not.toContain('地铁四号线');
    expect(await count('receipt')).toBe(before);
  });
});

describe('what refers to a record, on its view', () => {
  type Group = { module: string; total: number; amountTotal: string | null; standing?: object; rows: { id: number; amount: string | null }[] };
  const related = async (name: string, module: string, id: number) => (await as[name].get(`/m/${module}/${id}/related`, en)).body;

  it("lists a contract's receipts with their exact sum, and a project's contracts, only in the reader's lists", async () => {
    const id = await signedContract('1000.00');
    for (const amount of ['600.10', '399.89']) expect((await as.staff01.post('/m/receipt', receipt(id, amount))).body.status).toBe(200);
    const groups = (await related('staff01', 'contract', id)).data as Group[];
    const receipts = groups.find((group) => group.module === 'receipt')!;
    expect(receipts).toMatchObject({ total: 2, amountTotal: '999.99' });
    // What the receipts count against the contract's amount, and what remains to receive, exact to the cent.
    expect(receipts.standing).toEqual({ ceilingLabel: 'Contract amount', counted: '999.99', remaining: '0.01' });
    expect(receipts.rows.map((row) => row.amount).sort()).toEqual(['399.89', '600.10']);

    // A project's view lists the contracts signed for it.
    const project = await as.staff01.post('/m/project', {
      projectName: '地铁四号线全过程造价咨询',
      customer: customerId,
      projectLeader: ids.leader01,
      startDate: today,
      members: [{ member: ids.leader01, role: 'leader', share: '100' }],
    });
    expect(project.body.status, project.body.msg).toBe(200);
    const projectId = project.body.data.id as number;
    expect((await as.staff01.post('/m/contract', { ...contract('2500.50'), project: projectId })).body.status).toBe(200);
    const contracts = ((await related('staff01', 'project', projectId)).data as Group[]).find((group) => group.module === 'contract')!;
    expect(contracts).toMatchObject({ total: 1, amountTotal: '2500.50' });

    // Nothing of a record that is not there for the reader.
    expect((await related('staff01', 'contract', id + 100_000)).status).toBe(404);
  });
});

describe('a contract change is a new version of the same contract', () => {
  it('refuses lowering the amount below what is received, keeps every version, and shows the contract as of a date', async () => {
    const id = await signedContract('8000.00');
    expect((await as.staff01.post('/m/receipt', receipt(id, '3000.00'))).body.status).toBe(200);
    expect((await act('staff01', id, 'change.start', { examRemarks: '调整合同金额' })).body.status).toBe(200);
    // While the change is open, nothing more is filed against the contract.
    expect((await as.staff01.post('/m/receipt', receipt(id, '1.00'))).body.status).toBe(1001);
    const { version } = await record('contract', id);
    const lowered = await as.staff01.put(`/m/contract/${id}`, { ...contract('2999.99'), version }, en);
    expect(lowered.body.status).toBe(1001);
    expect(lowered.body.msg).toContain('3,000.00');
    expect((await record('contract', id)).amount).toBe(8000);
    const raised = await as.staff01.put(`/m/contract/${id}`, { ...contract('9500.00'), paymentTerms: '分三期支付', version }, en);
    expect(raised.body.status, raised.body.msg).toBe(200);
    await approveAll(id, 'submit');
    expect((await record('contract', id)).status).toBe(6);

    const versions = (await as.staff01.get(`/wf/contract/${id}/versions`)).body.data;
    expect(versions.map((v: { number: number }) => v.number)).toEqual([1, 2]);
    expect(versions[0].data.amount).toBe(8000);
    expect(versions[1].data.amount).toBe(9500);
    expect(versions[1].changed).toEqual(['amount', 'paymentTerms']);
    expect(versions[1].signedBy).toBe('王总');

    // The first signing a month ago: on a day between the two, the contract in force is version 1.
    await t.database.db.execute(
      sql`update record_history set at = at - interval '30 days' where id = (select min(id) from record_history where record_id = ${id} and event = 'approval.approve' and to_status = 4)`,
    );
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toLocaleDateString('sv');
    const asOf = async (date: string) => (await as.staff01.get(`/wf/contract/${id}/versions?asOf=${date}`)).body.data as { number: number }[];
    expect((await asOf(day(45))).map((v) => v.number)).toEqual([]);
    expect((await asOf(day(10))).map((v) => v.number)).toEqual([1]);
    expect((await asOf(day(0))).map((v) => v.number)).toEqual([2]);
    // Receipts are filed against the new amount again.
    expect((await as.staff01.post('/m/receipt', receipt(id, '6500.00'))).body.status).toBe(200);
    expect((await as.staff01.post('/m/receipt', receipt(id, '0.01'))).body.status).toBe(1001);
  });
});

describe('contract expiry reminders (scheduled task dateReminders)', () => {
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toLocaleDateString('sv');
  const reminders = async (name: string, id: number) =>
    ((await as[name].get('/processAudit/notifyList?unread=0', en)).body.data as { content: string; link: string }[]).filter(
      (row) => row.link === `/cost/contract/view?id=${id}` && row.content.includes('workflow.notify.dueSoon'),
    );

  it('reminds the person responsible and the applicant once, within reminder.daysAhead days of the expiry', async () => {
    const soon = await signedContract('1000.00');
    const later = await signedContract('1000.00');
    for (const [id, endDate] of [
      [soon, inDays(10)],
      [later, inDays(45)],
    ] as const)
      await t.database.db.execute(
        sql`update records set data = data || ${JSON.stringify({ endDate, responsiblePerson: ids.leader01 })}::jsonb where id = ${id}`,
      );
    await sendDateReminders(t.database.db);
    await sendDateReminders(t.database.db);
    expect(await reminders('leader01', soon)).toHaveLength(1);
    expect(await reminders('staff01', soon)).toHaveLength(1);
    expect(JSON.parse((await reminders('leader01', soon))[0].content).values).toMatchObject({ module: 'Contracts', field: 'Expiry date', date: inDays(10) });
    expect(await reminders('leader01', later)).toHaveLength(0);
  });
});

describe("a customer contract's type is the company's own dictionary", () => {
  it('offers the consulting types, accepts a type an administrator adds and names it in the export, and refuses it once switched off', async () => {
    const classes = (await as.admin.post('/dict/dataTree')).body.data as { id: number; code: string }[];
    const customerTypes = classes.find((item) => item.code === 'customerContractType')!;
    const offered = (await as.staff01.get('/dict/getDictLabels/customerContractType')).body.data as { value: string; label: string }[];
    expect(offered.map((item) => item.label)).toEqual(expect.arrayContaining(['全过程造价咨询', '工程结算审核', '招标代理']));
    expect(offered.map((item) => item.label)).not.toContain('劳动合同');
    // A labour contract's type belongs to HR: a customer contract refuses it.
    expect((await as.staff01.post('/m/contract', { ...contract('1000.00'), contractType: '103' }, en)).body.status).toBe(1001);

    const added = await as.admin.post('/dict/dictValue', { classId: customerTypes.id, value: '90', label: '司法鉴定造价咨询', sort: 90 });
    expect(added.body.status, added.body.msg).toBe(200);
    const saved = await as.staff01.post('/m/contract', { ...contract('2000.00'), title: '司法鉴定合同', contractType: '90' }, en);
    expect(saved.body.status, saved.body.msg).toBe(200);
    expect((await act('staff01', saved.body.data.id, 'submit')).body.status).toBe(200);

    const cookie = `Admin-Token=${as.admin.cookies['Admin-Token']}`;
    const exported = await t.app.inject({
      method: 'POST',
      url: '/prod-api/m/contract/export',
      payload: { query: '司法鉴定合同' },
      headers: { ...OWN_PAGE, cookie, 'accept-language': 'en' },
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(sheet.getRow(2).getCell(header.indexOf('Contract type') + 1).value).toBe('司法鉴定造价咨询');

    expect((await as.admin.put('/dict/deleteValue', { id: added.body.data.id, enabled: false })).body.status).toBe(200);
    const refused = await as.staff01.post('/m/contract', { ...contract('3000.00'), contractType: '90' }, en);
    expect(refused.body.status).toBe(1001);
    expect(refused.body.msg).toContain('Contract type');
  });
});
