import { describe, expect, it } from 'vitest';
import { claimsOf } from './claims.helpers.ts';
import { signedInApp } from '../../support/api.helpers.ts';
import { publishVersion, shippedXml } from './flow-versions.helpers.ts';

/**
 * Batch decisions from the to-do list: one opinion for many documents, each decided in its own transaction with its
 * own outcome. staff01 applies; leader01 approves first (department head), finance01 next.
 */
const { as } = signedInApp();
const { submitted, statusOf, history, todo } = claimsOf(as);
const MODULE = 'reimapplication';
const batch = (name: string, body: object, headers?: Record<string, string>) => as[name].post('/processAudit/batch', body, headers);

describe('POST /prod-api/processAudit/batch', () => {
  it('approves each document in its own transaction with one opinion, and answers each outcome', async () => {
    const [a, b] = [await submitted(), await submitted()];
    const answer = await batch('leader01', { action: 'approve', items: [a, b].map((id) => ({ module: MODULE, id })), examRemarks: '同意' });
    expect(answer.body).toMatchObject({
      status: 200,
      data: {
        results: [
          { module: MODULE, id: a, ok: true },
          { module: MODULE, id: b, ok: true },
        ],
      },
    });
    for (const id of [a, b]) {
      expect((await history(id)).at(-1)).toMatchObject({ event: 'approval.approve', nodeName: 'Department head approval', opinion: '同意' });
    }
  });

  it('rejects each document back to the applicant', async () => {
    const [a, b] = [await submitted(), await submitted()];
    const answer = await batch('leader01', { action: 'reject', items: [a, b].map((id) => ({ module: MODULE, id })), examRemarks: '请补充发票' });
    expect(answer.body.data.results.every((row: { ok: boolean }) => row.ok)).toBe(true);
    expect([await statusOf(a), await statusOf(b)]).toEqual([1, 1]);
  });

  it('skips what it cannot decide with the reason in the user’s language, and decides the rest', async () => {
    const mine = await submitted();
    const approved = await submitted();
    expect((await as.leader01.post(`/wf/${MODULE}/${approved}/approve`, {})).body.status).toBe(200);
    const answer = await batch(
      'leader01',
      {
        action: 'approve',
        items: [
          { module: MODULE, id: approved },
          { module: MODULE, id: 999_999 },
          { module: 'customer', id: mine },
          { module: MODULE, id: mine },
        ],
      },
      { 'accept-language': 'en' },
    );
    const [notMine, missing, noFlow, done] = answer.body.data.results;
    expect(notMine).toMatchObject({ ok: false, status: 1004 });
    expect(notMine.msg).toMatch(/approver/i);
    expect(missing).toMatchObject({ ok: false, status: 404 });
    expect(noFlow).toMatchObject({ ok: false, status: 404 });
    expect(done).toMatchObject({ ok: true });
  });

  it('skips a step whose next approver must be chosen (1003) and one with a required field to fill at the step (1001)', async () => {
    // The department head may edit the title (and must keep it filled); finance is chosen by the department head.
    const xml = (await shippedXml(as.admin, 'reimbursement'))
      .replace('<bpmn:userTask id="Task_DeptHead"', '<bpmn:userTask id="Task_DeptHead" oa:fieldRights="title:editable"')
      .replace('oa:assigneeType="post" oa:assignee="finance" oa:assigneeScope="group"', 'oa:assigneeType="chosen"');
    await publishVersion(as.admin, 'reimbursement', xml);
    const [untitled, toChoose] = [await submitted(), await submitted()];
    const { version } = (await as.leader01.get(`/m/${MODULE}/${untitled}`)).body.data;
    expect((await as.leader01.put(`/m/${MODULE}/${untitled}`, { title: '', version })).body.status).toBe(200);
    const items = [untitled, toChoose].map((id) => ({ module: MODULE, id }));
    const answer = await batch('leader01', { action: 'approve', items }, { 'accept-language': 'en' });
    const [unfilled, choose] = answer.body.data.results;
    expect(unfilled).toMatchObject({ ok: false, status: 1001 });
    expect(unfilled.msg).toContain('Purpose');
    expect(choose).toMatchObject({ ok: false, status: 1003 });
    expect([await statusOf(untitled), await statusOf(toChoose)]).toEqual([3, 3]);
    expect([...(await todo('leader01', untitled)), ...(await todo('leader01', toChoose))]).toHaveLength(2);
  });

  it('refuses more than 100 documents, a bad action or an empty list with 1001 naming the field, deciding nothing', async () => {
    const recordId = await submitted();
    const items = Array.from({ length: 101 }, () => ({ module: MODULE, id: recordId }));
    const tooMany = await batch('leader01', { action: 'approve', items });
    expect(tooMany.body).toMatchObject({ status: 1001, data: { field: 'items' } });
    expect(tooMany.body.msg).toContain('100');
    expect((await batch('leader01', { action: 'withdraw', items: items.slice(0, 1) })).body).toMatchObject({ status: 1001, data: { field: 'action' } });
    expect((await batch('leader01', { action: 'approve', items: [] })).body).toMatchObject({ status: 1001, data: { field: 'items' } });
    expect(await statusOf(recordId)).toBe(3);
    expect((await history(recordId)).at(-1)?.event).toBe('approval.submit');
  });
});
