import { describe, expect, it } from 'vitest';
import { signedInApp, travelClaim } from '../../support/api.helpers.ts';

/**
 * The "why not?" answer (GET /wf/:module/:id/actions) says of each refused action whether it could become the
 * asker's (`notNow`, in plain words naming when) or never is (`notYours`: another person's role). The shipped
 * reimbursement flow: leader01 then finance01 approve staff01's claims.
 */
const { as } = signedInApp();
const MODULE = 'reimapplication';
type Answer = { legal: string[]; refused: Record<string, { code: number; msg: string; kind: 'notNow' | 'notYours' }> };

const answerOf = async (name: string, id: number) => (await as[name].get(`/wf/${MODULE}/${id}/actions`)).body.data as Answer;
const kinds = (answer: Answer, kind: 'notNow' | 'notYours') =>
  Object.entries(answer.refused)
    .filter(([, why]) => why.kind === kind)
    .map(([event]) => event)
    .sort();

describe('GET /prod-api/wf/:module/:id/actions: refusals by kind', () => {
  it("tells the applicant of a draft what becomes theirs later, in status names, and marks approvers' actions as not theirs", async () => {
    const created = await as.staff01.post(`/m/${MODULE}`, travelClaim(300));
    const id = created.body.data.id as number;
    const draft = await answerOf('staff01', id);
    expect(draft.legal).toContain('approval.submit');
    // Approving, rejecting, transferring... are the approvers'; terminating and jumping the administrator's.
    expect(kinds(draft, 'notYours')).toEqual(
      expect.arrayContaining(['approval.approve', 'approval.reject', 'approval.transfer', 'approval.addApprover', 'approval.terminate', 'approval.jump']),
    );
    // Withdrawing and urging are the applicant's once the claim is in approval.
    expect(kinds(draft, 'notNow')).toEqual(expect.arrayContaining(['approval.withdraw', 'approval.urge']));
    expect(draft.refused['approval.withdraw'].msg).toBe('The document is Draft; this becomes possible when it is In approval');
    expect(draft.refused['approval.withdraw'].msg).not.toMatch(/Wrong step/);

    expect((await as.staff01.post(`/wf/${MODULE}/${id}/submit`, {})).body.status).toBe(200);
    const approver = await answerOf('leader01', id);
    expect(approver.legal).toEqual(expect.arrayContaining(['approval.approve', 'approval.reject']));
    expect(kinds(approver, 'notYours')).toEqual(expect.arrayContaining(['approval.withdraw', 'approval.submit', 'approval.urge', 'approval.terminate']));
    expect(kinds(approver, 'notNow')).toEqual([]);
  });

  it('names what an administrator may do once the document is in approval', async () => {
    const id = (await as.staff01.post(`/m/${MODULE}`, travelClaim(200))).body.data.id as number;
    const admin = await answerOf('admin', id);
    expect(admin.refused['approval.terminate'].kind).toBe('notNow');
    expect(admin.refused['approval.terminate'].msg).toContain('In approval');
  });
});

describe('records say why they may not be edited or deleted (lists and forms show only what is left)', () => {
  it("a draft is its applicant's to edit and delete; once submitted neither, with the status named; an outsider has neither", async () => {
    const id = (await as.staff01.post(`/m/${MODULE}`, travelClaim(120))).body.data.id as number;
    const draft = (await as.staff01.get(`/m/${MODULE}/${id}`)).body.data;
    expect(draft.refused).toEqual({});
    const row = ((await as.staff01.post(`/m/${MODULE}/page`, { page: { pageIndex: 1, limit: 50 } })).body.data.list as { id: number; refused: object }[]).find(
      (candidate) => candidate.id === id,
    );
    expect(row?.refused).toEqual({});

    expect((await as.staff01.post(`/wf/${MODULE}/${id}/submit`, {})).body.status).toBe(200);
    const submitted = (await as.staff01.get(`/m/${MODULE}/${id}`)).body.data;
    expect(submitted.refused.update).toEqual({ code: 1006, msg: 'A document that is In approval cannot be edited' });
    expect(submitted.refused.del.code).toBe(1002);
    // The server refuses the save it said it would refuse.
    expect((await as.staff01.put(`/m/${MODULE}/${id}`, { title: 'x', version: submitted.version })).body.status).toBe(1006);

    const approver = (await as.leader01.get(`/m/${MODULE}/${id}`)).body.data;
    expect(Object.keys(approver.refused).sort()).toEqual(['del', 'update']);
  });
});
