import { beforeAll, describe, expect, it } from 'vitest';
import { moduleCalls, signedInApp } from '../../support/api.helpers.ts';

/**
 * Bid registration (spec moduleId 11, bid change 124): registered and approved, its result recorded through a change,
 * and counted won and lost by the `register` count report.
 */
const MODULE = 'bidregistration';
const { as } = signedInApp();
let tenderer: number;
const en = { 'accept-language': 'en' };

beforeAll(async () => {
  tenderer = (await as.staff01.post('/m/customer/page', { page: { pageIndex: 1, limit: 1 } })).body.data.list[0].id;
});

const read = async (id: number) => (await as.admin.get(`/m/${MODULE}/${id}`)).body.data;
const { ok: act } = moduleCalls(as, MODULE);
const bid = (projectName: string) => ({ projectName, tenderer, bidType: '2', bidPrice: '480000.00', openingDate: '2026-11-18', result: 'pending' });

async function registered(projectName: string) {
  const created = await as.staff01.post(`/m/${MODULE}`, bid(projectName));
  expect(created.body.status, created.body.msg).toBe(200);
  const id = created.body.data.id as number;
  await act('staff01', id, 'submit');
  await act('leader01', id, 'approve');
  await act('manager01', id, 'approve');
  expect((await read(id)).status).toBe(4);
  return id;
}

/** The result recorded through a change of the signed registration, approved by the same flow. */
async function recordResult(id: number, result: 'won' | 'lost', winningPrice?: string) {
  await act('staff01', id, 'change.start', { examRemarks: '更正报价' });
  const current = await read(id);
  const saved = await as.staff01.put(`/m/${MODULE}/${id}`, { ...bid(current.projectName), result, winningPrice, version: current.version }, en);
  expect(saved.body.status, saved.body.msg).toBe(200);
  await act('staff01', id, 'submit');
  await act('leader01', id, 'approve');
  await act('manager01', id, 'approve');
}

describe('bid registration', () => {
  it('keeps the result of a signed registration until a change records it, then counts it won or lost', async () => {
    const won = await registered('城东污水厂提标改造造价咨询');
    const lost = await registered('城西综合体全过程咨询');
    // Signed, the registration is not edited in place.
    const current = await read(won);
    expect((await as.staff01.put(`/m/${MODULE}/${won}`, { ...bid(current.projectName), result: 'won', version: current.version }, en)).body.status).not.toBe(
      200,
    );
    expect((await read(won)).result).toBe('pending');

    await recordResult(won, 'won', '470000.00');
    await recordResult(lost, 'lost');
    expect(await read(won)).toMatchObject({ status: 6, result: 'won', winningPrice: 470000 });
    expect(await read(lost)).toMatchObject({ status: 6, result: 'lost' });
    const versions = (await as.staff01.get(`/wf/${MODULE}/${won}/versions`)).body.data;
    expect(versions[1].changed).toEqual(['result', 'winningPrice']);

    const byResult = (await as.leader01.post('/report/register', { by: 'type', from: '2026-11-01', to: '2026-11-30' }, en)).body;
    expect(byResult.status, byResult.msg).toBe(200);
    const rows = byResult.data as { key: string; name: string; count: number }[];
    // The demo's won bid of 2026-11-10 is in the department head's scope too.
    expect(rows.find((row) => row.key === 'won')).toMatchObject({ name: 'Won', count: 2 });
    expect(rows.find((row) => row.key === 'lost')).toMatchObject({ name: 'Lost', count: 1 });
  });

  it('records the result on the signed bid, by its owner, without a new approval', async () => {
    const id = await registered('城南学校新建工程招标代理');
    const record = (name: string, data: object) => as[name].post(`/wf/${MODULE}/${id}/record/outcome.record`, { data }, en);
    const actions = async (name: string) => (await as[name].get(`/wf/${MODULE}/${id}/actions`)).body.data;
    expect((await actions('staff01')).legal).toContain('outcome.record');
    // Nobody else records it, and the result is required.
    expect((await actions('leader01')).legal).not.toContain('outcome.record');
    expect((await record('leader01', { result: 'won', winningPrice: '470000.00' })).body.status).not.toBe(200);
    const missing = (await record('staff01', { winningPrice: '470000.00' })).body;
    expect(missing).toMatchObject({ status: 1001, data: { field: 'result' } });
    expect(await read(id)).toMatchObject({ status: 4, result: 'pending' });

    const recorded = (await record('staff01', { result: 'won', winningPrice: '470000.00' })).body;
    expect(recorded.status, recorded.msg).toBe(200);
    expect(await read(id)).toMatchObject({ status: 4, result: 'won', winningPrice: 470000 });
    // A lost bid needs no price.
    const lost = await registered('城北道路改造工程造价咨询');
    const lostAnswer = (await as.staff01.post(`/wf/${MODULE}/${lost}/record/outcome.record`, { data: { result: 'lost' } }, en)).body;
    expect(lostAnswer.status, lostAnswer.msg).toBe(200);
    // Modules that declare no such recording never offer it.
    expect((await as.staff01.post(`/wf/contract/1/record/outcome.record`, { data: { result: 'won' } }, en)).body.status).not.toBe(200);
  });

  it('saves a draft without its price, and refuses to submit it until the price is given, naming the field', async () => {
    const { bidPrice: _price, ...withoutPrice } = bid('缺少报价');
    const draft = await as.staff01.post(`/m/${MODULE}`, withoutPrice, en);
    expect(draft.body.status, draft.body.msg).toBe(200);
    const id = draft.body.data.id as number;
    const refused = await as.staff01.post(`/wf/${MODULE}/${id}/submit`, {}, en);
    expect(refused.body.status).toBe(1001);
    expect(refused.body.msg).toContain('Bid price');
    expect((await read(id)).status).toBe(0);
  });
});
