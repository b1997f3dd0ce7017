import { beforeAll, describe, expect, it } from 'vitest';
import { signedInApp, workflowCalls } from '../../support/api.helpers.ts';

/**
 * Tender making and registration (spec moduleId 13) and qualification applications: documents of a distributed bid,
 * each approved by the department head and the general manager, refused with the field's message on bad input.
 */
const { as, ids } = signedInApp();
let distribution: number;
let unapproved: number;
let certificates: number[];
const en = { 'accept-language': 'en' };

beforeAll(async () => {
  const distributions = (await as.staff01.post('/m/distribution/page', { page: { pageIndex: 1, limit: 20 } })).body.data.list as {
    id: number;
    status: number;
  }[];
  distribution = distributions.find((row) => row.status === 4)!.id;
  unapproved = distributions.find((row) => row.status !== 4)!.id;
  certificates = ((await as.staff01.post('/m/credentials/page', { page: { pageIndex: 1, limit: 2 } })).body.data.list as { id: number }[]).map((row) => row.id);
});

const count = async (module: string) => (await as.admin.post(`/m/${module}/page`, { page: { pageIndex: 1, limit: 1 } })).body.data.total as number;
const { act } = workflowCalls(as);

/** Submitted by staff01 and approved by the department head and the general manager: signed (4). */
async function approveToTheEnd(module: string, id: number) {
  expect((await act('staff01', module, id, 'submit')).body.status).toBe(200);
  for (const approver of ['leader01', 'manager01']) {
    const answer = await act(approver, module, id, 'approve');
    expect(answer.body.status, `${approver}: ${answer.body.msg}`).toBe(200);
  }
  expect((await as.admin.get(`/m/${module}/${id}`)).body.data.status).toBe(4);
}

const tender = (originals: unknown) => ({
  tenderName: '滨江区学校新建工程造价咨询投标文件',
  distribution,
  bidType: '2',
  compiler: ids.staff01,
  reviewer: ids.leader01,
  originals,
  copies: 4,
  submissionMethod: 'onsite',
  plannedSubmission: '2026-12-18',
});

describe('tender making and registration', () => {
  it('refuses a number of originals that is not a whole number, saving nothing, and is approved to the end', async () => {
    const before = await count('tender');
    const refused = await as.staff01.post('/m/tender', tender('1.5'), en);
    expect(refused.body.status).toBe(1001);
    expect(refused.body.msg).toMatch(/^Originals: /);
    expect(await count('tender')).toBe(before);

    // Only an approved distribution can be answered with a tender: its picker lists no other, the server refuses one.
    const pickable = (
      await as.staff01.post('/m/distribution/page', { page: { pageIndex: 1, limit: 50 }, pickFor: { module: 'tender', field: 'distribution' } })
    ).body.data.list as { id: number; status: number }[];
    expect(pickable.map((row) => row.id)).toContain(distribution);
    expect(pickable.every((row) => row.status === 4)).toBe(true);
    const notYet = await as.staff01.post('/m/tender', { ...tender(1), distribution: unapproved }, en);
    expect(notYet.body.status).toBe(1001);
    expect(notYet.body.msg).toMatch(/^Bid distribution: .*not yet in force/);
    expect(await count('tender')).toBe(before);

    const created = await as.staff01.post('/m/tender', tender(1), en);
    expect(created.body.status, created.body.msg).toBe(200);
    const id = created.body.data.id as number;
    expect((await as.staff01.get(`/m/tender/${id}`)).body.data.pickLabels.distribution).toBeTruthy();
    await approveToTheEnd('tender', id);
  });
});

const application = (useFrom: string, useTo: string) => ({
  purpose: '滨江区学校新建工程投标',
  distribution,
  certificates,
  useType: 'bid',
  form: 'copy',
  useFrom,
  useTo,
});

describe('qualification applications', () => {
  it('reads every certificate of the company, whatever the data scope, and changes none outside it', async () => {
    const all = (await as.admin.post('/m/credentials/page', { page: { pageIndex: 1, limit: 1 } })).body.data.total as number;
    expect((await as.staff01.post('/m/credentials/page', { page: { pageIndex: 1, limit: 1 } })).body.data.total).toBe(all);
    const certificate = (await as.staff01.get(`/m/credentials/${certificates[0]}`)).body.data;
    expect(certificate.id).toBe(certificates[0]);
    const changed = await as.staff01.put(`/m/credentials/${certificate.id}`, { ...certificate, name: '改名' }, en);
    expect(changed.body.status).toBe(4031);
  });

  it('asks for several certificates at once for a period that ends after it starts, and is approved to the end', async () => {
    expect(certificates.length).toBe(2);
    const before = await count('qualification');
    const refused = await as.staff01.post('/m/qualification', application('2026-12-10', '2026-12-10'), en);
    expect(refused.body.status).toBe(1001);
    expect(refused.body.msg).toMatch(/^Until: /);
    expect(await count('qualification')).toBe(before);

    const created = await as.staff01.post('/m/qualification', application('2026-12-10', '2026-12-20'), en);
    expect(created.body.status, created.body.msg).toBe(200);
    const id = created.body.data.id as number;
    const saved = (await as.staff01.get(`/m/qualification/${id}`)).body.data;
    expect(saved.certificates).toEqual(certificates);
    expect(saved.pickLabels.certificates).toHaveLength(2);
    await approveToTheEnd('qualification', id);
  });
});
