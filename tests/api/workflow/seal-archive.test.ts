import { beforeAll, describe, expect, it, vi } from 'vitest';
import { signedInApp, workflowCalls } from '../../support/api.helpers.ts';

/**
 * No shipped module offers sealing or archiving yet, so this file registers its own: the invoice application
 * offering every sub-flow of the generic lifecycle (seal 38-40 → 9 → 10, archive 41-43 → 11 → 12).
 */
vi.mock('../../../src/modules/index.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../src/modules/index.ts')>();
  const modules = original.MODULES.map((descriptor) =>
    descriptor.key === 'invoiceapplication'
      ? { ...descriptor, capabilities: { ...descriptor.capabilities, subFlows: ['change', 'void', 'seal', 'archive'] as const } }
      : descriptor,
  );
  const byKey = new Map(modules.map((descriptor) => [descriptor.key, descriptor]));
  return { ...original, MODULES: modules, findModule: (key: string) => byKey.get(key) };
});

const { as } = signedInApp();
let customerId: number;

beforeAll(async () => {
  customerId = (await as.staff01.post('/m/customer/page', { page: { pageIndex: 1, limit: 1 } })).body.data.list[0].id;
});

const today = '2026-11-20';
const { act } = workflowCalls(as);
const statusOf = async (module: string, id: number) => (await as.admin.get(`/m/${module}/${id}`)).body.data.status as number;
const transitions = async (module: string, id: number) =>
  ((await as.admin.get(`/wf/${module}/${id}/history`)).body.data as { event: string; fromStatus: number; toStatus: number }[]).map(
    (row) => `${row.event} ${row.fromStatus}>${row.toStatus}`,
  );

/** Runs the actions in turn, each by its user, and answers the status after each. */
async function run(module: string, id: number, steps: readonly (readonly [string, string])[]) {
  const statuses: number[] = [];
  for (const [name, action] of steps) {
    const answer = await act(name, module, id, action, action === 'withdraw' ? { examRemarks: '撤回' } : {});
    expect(answer.body.status, `${name} ${action}: ${answer.body.msg}`).toBe(200);
    statuses.push(await statusOf(module, id));
  }
  return statuses;
}

/** Submitted by staff01 and signed by the department head and finance. */
async function signed(module: string, data: object) {
  const created = await as.staff01.post(`/m/${module}`, data);
  expect(created.body.status).toBe(200);
  const id = created.body.data.id as number;
  await run(module, id, [
    ['staff01', 'submit'],
    ['leader01', 'approve'],
    ['finance01', 'approve'],
  ]);
  expect(await statusOf(module, id)).toBe(4);
  return id;
}

/** A sub-flow started, dropped, started again, submitted, rejected, resubmitted, withdrawn, resubmitted and approved. */
const roundTrip = (subFlow: string) =>
  [
    ['staff01', `${subFlow}.start`],
    ['staff01', `${subFlow}.cancel`],
    ['staff01', `${subFlow}.start`],
    ['staff01', 'submit'],
    ['leader01', 'reject'],
    ['staff01', 'resubmit'],
    ['staff01', 'withdraw'],
    ['staff01', 'resubmit'],
    ['leader01', 'approve'],
    ['finance01', 'approve'],
  ] as const;

const invoice = () => ({
  title: '咨询服务费',
  customer: customerId,
  invoiceType: '0',
  invoicing: '1',
  taxRate: '6',
  applyDate: today,
  lines: [{ item: '咨询服务', amount: '1000.00' }],
});

describe('POST /prod-api/wf/:module/:id/seal.start and archive.start (spec §4 codes 9-12, 38-43)', () => {
  it('seals a signed document through its flow: started, dropped, submitted, rejected, withdrawn, approved', async () => {
    const id = await signed('invoiceapplication', invoice());
    expect((await as.staff01.get(`/wf/invoiceapplication/${id}/actions`)).body.data.legal).toEqual(expect.arrayContaining(['seal.start', 'archive.start']));
    const statuses = await run('invoiceapplication', id, roundTrip('seal'));
    expect(statuses).toEqual([38, 4, 38, 9, 39, 9, 40, 9, 9, 10]);
    expect(await transitions('invoiceapplication', id)).toEqual(
      expect.arrayContaining([
        'seal.start 4>38',
        'seal.cancel 38>4',
        'approval.submit 38>9',
        'approval.reject 9>39',
        'approval.withdraw 9>40',
        'approval.approve 9>10',
      ]),
    );
  });

  it('archives a sealed document through its flow: started, dropped, submitted, rejected, withdrawn, approved; archived is final', async () => {
    const id = await signed('invoiceapplication', invoice());
    await run('invoiceapplication', id, [
      ['staff01', 'seal.start'],
      ['staff01', 'submit'],
      ['leader01', 'approve'],
      ['finance01', 'approve'],
    ]);
    const statuses = await run('invoiceapplication', id, roundTrip('archive'));
    expect(statuses).toEqual([41, 4, 41, 11, 42, 11, 43, 11, 11, 12]);
    expect(await transitions('invoiceapplication', id)).toEqual(
      expect.arrayContaining(['archive.start 4>41', 'approval.submit 41>11', 'approval.reject 11>42', 'approval.withdraw 11>43', 'approval.approve 11>12']),
    );
    expect((await act('staff01', 'invoiceapplication', id, 'seal.start')).body.status).toBe(1006);
  });

  it('lets only the owner start a seal or an archive', async () => {
    const id = await signed('invoiceapplication', invoice());
    const refused = (await as.leader01.get(`/wf/invoiceapplication/${id}/actions`)).body.data.refused;
    for (const event of ['seal.start', 'archive.start']) {
      expect((await act('leader01', 'invoiceapplication', id, event)).body.status).toBe(refused[event].code);
    }
    expect(await statusOf('invoiceapplication', id)).toBe(4);
  });

  it('answers 1006 where the module offers no seal or archive, and leaves them out of the "why not?" answer', async () => {
    const id = await signed('reimapplication', {
      title: '差旅报销',
      reimbursementType: '1',
      occurredOn: today,
      lines: [{ date: today, item: '费用1', amount: '120.00' }],
    });
    for (const event of ['seal.start', 'seal.cancel', 'archive.start', 'archive.cancel']) {
      expect((await act('staff01', 'reimapplication', id, event)).body.status).toBe(1006);
    }
    const answer = (await as.staff01.get(`/wf/reimapplication/${id}/actions`)).body.data;
    expect([...answer.legal, ...Object.keys(answer.refused)]).not.toEqual(expect.arrayContaining(['seal.start']));
    expect([...answer.legal, ...Object.keys(answer.refused)]).not.toEqual(expect.arrayContaining(['archive.start']));
    expect(await statusOf('reimapplication', id)).toBe(4);
  });
});
