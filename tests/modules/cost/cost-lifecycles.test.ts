import { beforeAll, describe, expect, it } from 'vitest';
import { LIFECYCLES, statusCode } from '../../../machines/index.ts';
import { modulesOf } from '../../../src/modules/index.ts';
import type { ModuleDescriptor } from '../../../src/modules/module.types.ts';
import { signedInApp, workflowCalls } from '../../support/api.helpers.ts';

/**
 * Every approval module of Bidding and cost through its own shipped flow, from a copy of one of its demo documents:
 * filed by the demo's applicant, rejected by its first approver and resubmitted, withdrawn and resubmitted, then
 * approved step by step to signed; outside the data scope (finance, at head office, is no approver of most of
 * these East-branch documents) it does not exist. Modules whose documents need an uploaded file to be submitted
 * (result documents, contract signature) or hold another record for themselves (archive borrowing) have their own
 * tests.
 */
const { as, ids } = signedInApp();
const accountOf = new Map<string, string>();
const accountById = new Map<number, string>();

beforeAll(async () => {
  for (const [account, caller] of Object.entries(as)) accountOf.set((await caller.get('/user/current')).body.data.name, account);
  for (const [account, id] of Object.entries(ids)) accountById.set(id, account);
});

const needsItsOwnTest = (descriptor: ModuleDescriptor) =>
  descriptor.fields.some((field) => field.type === 'file' && field.rules?.some((rule) => rule.rule === 'required')) ||
  Boolean(descriptor.capabilities.exclusive);
const MODULES = modulesOf('cost').filter((descriptor) => descriptor.flow && !needsItsOwnTest(descriptor));

const en = { 'accept-language': 'en' };
const read = async (module: string, id: number) => (await as.admin.get(`/m/${module}/${id}`)).body.data;

/** Who holds the document's open task now, as a demo account. */
async function approverOf(module: string, id: number): Promise<string> {
  const instance = (await as.admin.get(`/wf/${module}/${id}/instance`)).body.data;
  const steps = (await as.admin.get(`/processAudit/processHisTask?processInstanceId=${instance.id}`)).body.data;
  const [name] = steps.nowTask.flatMap((task: { users: string[] }) => task.users) as string[];
  return accountOf.get(name)!;
}

const { ok: act } = workflowCalls(as);

describe.each(MODULES.map((descriptor) => [descriptor.key, descriptor] as const))('%s', (key, descriptor) => {
  it('is rejected and resubmitted, withdrawn and resubmitted, approved to the end, and outside the data scope does not exist', async () => {
    const lifecycle = LIFECYCLES[descriptor.lifecycle!];
    const code = (status: string) => statusCode(lifecycle, status);
    // A copy of one of its demo documents, filed by the same applicant.
    const demo = (await as.admin.post(`/m/${key}/page`, { page: { pageIndex: 1, limit: 20 } })).body.data.list as Record<string, unknown>[];
    const source = demo.find((row) => accountById.get(row.creatorId as number) === 'staff01') ?? demo[0];
    const applicant = accountById.get(source.creatorId as number)!;
    const body = Object.fromEntries(
      descriptor.fields.filter((field) => source[field.key] !== undefined && field.type !== 'file').map((field) => [field.key, source[field.key]]),
    );
    const created = await as[applicant].post(`/m/${key}`, body, en);
    expect(created.body.status, created.body.msg).toBe(200);
    const id = created.body.data.id as number;

    await act(applicant, key, id, 'submit');
    expect((await read(key, id)).status).toBe(code('inApproval'));
    await act(await approverOf(key, id), key, id, 'reject', { examRemarks: '资料不全' });
    expect((await read(key, id)).status).toBe(code('rejected'));
    await act(applicant, key, id, 'resubmit');
    await act(applicant, key, id, 'withdraw', { examRemarks: '撤回修改' });
    expect((await read(key, id)).status).toBe(code('withdrawn'));
    await act(applicant, key, id, 'resubmit');

    // Finance sees no East-branch document it holds no task of.
    const steps: string[] = [];
    for (let round = 0; round < 6 && (await read(key, id)).status !== code('signed'); round++) {
      const approver = await approverOf(key, id);
      steps.push(approver);
      await act(approver, key, id, 'approve');
    }
    expect((await read(key, id)).status).toBe(code('signed'));
    if (!steps.includes('finance01')) expect((await as.finance01.get(`/m/${key}/${id}`)).body.status).toBe(404);
  });
});
