import { describe, expect, it } from 'vitest';
import { claimsOf } from './claims.helpers.ts';
import { signedInApp } from '../../support/api.helpers.ts';
import { publishVersion, shippedXml } from './flow-versions.helpers.ts';

/**
 * The next step "chosen by the previous approver", known before anyone sends: `processHisTask` tells the approver
 * whose approval reaches such a step that they must choose (and whom they may choose), so the approver dialog asks
 * at once instead of after a refusal (1003). The reimbursement flow with its finance step chosen; staff01 applies,
 * leader01 heads the department.
 */
const { as, ids: id } = signedInApp();
const { act, submitted, instanceOf, todo } = claimsOf(as);

type NextAnswer = {
  topTask: { name: string; users: string[]; chosen?: boolean }[];
  chooseNext: boolean;
  candidates: { id: number; name: string; loginName: string }[];
};
const nextOf = async (name: string, recordId: number) =>
  (await as[name].get(`/processAudit/processHisTask?processInstanceId=${(await instanceOf(recordId)).id}`)).body.data as NextAnswer;

/** The shipped flow with the finance step chosen and the department head's step as given, published. */
async function publishChosen(deptHead?: string) {
  let xml = (await shippedXml(as.admin, 'reimbursement')).replace(
    'oa:assigneeType="post" oa:assignee="finance" oa:assigneeScope="group"',
    'oa:assigneeType="chosen"',
  );
  if (deptHead) xml = xml.replace('oa:assigneeType="deptHead"', deptHead);
  await publishVersion(as.admin, 'reimbursement', xml);
}

describe('GET /prod-api/processAudit/processHisTask before a step chosen by the previous approver', () => {
  it('tells the approver whose approval reaches it to choose, lists every active user, and names the step with nobody yet', async () => {
    await publishChosen();
    const recordId = await submitted();
    const leader = await nextOf('leader01', recordId);
    expect(leader.chooseNext).toBe(true);
    expect(leader.topTask).toEqual([{ nodeId: 'Task_Finance', name: 'Finance approval', users: [], chosen: true }]);
    expect(leader.candidates.map((user) => user.loginName)).toEqual(expect.arrayContaining(['finance01', 'manager01', 'staff01']));
    // Readers holding no task are told the step is chosen, but not asked to choose.
    for (const name of ['staff01', 'admin'])
      expect(await nextOf(name, recordId)).toMatchObject({ chooseNext: false, candidates: [], topTask: [{ chosen: true }] });

    // Sent without a choice it is refused as before; with one, the chosen person holds the next step.
    expect((await act('leader01', recordId, 'approve')).body.status).toBe(1003);
    // The refusal names the step in the reader's language.
    expect((await act('leader01', recordId, 'approve', {}, { 'accept-language': 'es' })).body.msg).toBe('Elija el aprobador del paso «Aprobación de finanzas»');
    expect((await act('leader01', recordId, 'approve', {}, { 'accept-language': 'en' })).body.msg).toBe(
      'Please choose the approver of step "Finance approval"',
    );
    expect((await act('leader01', recordId, 'approve', { users: [id.finance01] })).body.status).toBe(200);
    expect(await todo('finance01', recordId)).toHaveLength(1);
    const finance = await nextOf('finance01', recordId);
    expect(finance.chooseNext).toBe(false);
    expect(finance.topTask.every((task) => task.chosen !== true)).toBe(true);
  });

  it('asks only the countersigner whose approval completes the step, not one whose approval leaves it open', async () => {
    await publishChosen(`oa:assigneeType="users" oa:assignee="${id.leader01},${id.manager01}" oa:multi="all"`);
    const recordId = await submitted();
    expect((await nextOf('leader01', recordId)).chooseNext).toBe(false);
    expect((await nextOf('manager01', recordId)).chooseNext).toBe(false);
    expect((await act('leader01', recordId, 'approve')).body.status).toBe(200);
    const last = await nextOf('manager01', recordId);
    expect(last.chooseNext).toBe(true);
    expect(last.candidates.length).toBeGreaterThan(0);
    expect((await act('manager01', recordId, 'approve', { users: [id.finance01] })).body.status).toBe(200);
    expect(await todo('finance01', recordId)).toHaveLength(1);
  });
});
