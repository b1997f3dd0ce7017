import { describe, expect, it } from 'vitest';
import { signedInApp, travelClaim } from '../../support/api.helpers.ts';

/**
 * Assignee rules resolved against the organisation (workflow depth: posts within the applicant's company unless the
 * rule looks group-wide, the department head N levels up). staff01 works in the East branch's engineering
 * department, headed by leader01; finance01 holds the finance post at head office.
 */
const { as, ids } = signedInApp(['admin', 'staff01', 'leader01', 'manager01', 'finance01']);
const MODULE = 'reimapplication';

/** The shipped reimbursement flow with its first step's rule replaced, as a new draft version. */
async function draftWith(rule: string) {
  const versions = (await as.admin.get('/flow/definitions')).body.data as { id: number; flowKey: string; status: string }[];
  // The shipped version (the first), whatever was published since.
  const shipped = versions.filter((row) => row.flowKey === 'reimbursement').sort((a, b) => a.id - b.id)[0];
  const { xml } = (await as.admin.get(`/flow/definitions/${shipped.id}`)).body.data as { xml: string };
  const changed = xml.replace(/(<bpmn:userTask id="Task_DeptHead"[^>]*?)oa:assigneeType="deptHead"/, `$1${rule}`);
  expect(changed).not.toBe(xml);
  const draft = await as.admin.post('/flow/definitions', { flowKey: 'reimbursement', xml: changed });
  expect(draft.body.status).toBe(200);
  return draft.body.data.id as number;
}
const submitted = async () => {
  const created = await as.staff01.post(`/m/${MODULE}`, travelClaim(300));
  const answer = await as.staff01.post(`/wf/${MODULE}/${created.body.data.id}/submit`, {});
  return { id: created.body.data.id as number, status: answer.body.status as number };
};
/** Who among the demo approvers finds the document in their to-do list. */
const approversOf = async (recordId: number) => {
  const found: string[] = [];
  for (const name of ['leader01', 'manager01', 'finance01']) {
    const todo = (await as[name].get('/processAudit/processHome?kind=todo&limit=100')).body.data.list as { recordId: number }[];
    if (todo.some((row) => row.recordId === recordId)) found.push(name);
  }
  return found;
};

describe('posts within the applicant’s company, or group-wide', () => {
  it('refuses to publish a finance step that looks for the post within the branch, where nobody holds it', async () => {
    const draft = await draftWith('oa:assigneeType="post" oa:assignee="finance"');
    const verified = (await as.admin.post(`/flow/definitions/${draft}/verify`)).body.data as {
      ok: boolean;
      problems: { messageId: string; values?: { office?: string } }[];
    };
    expect(verified.ok).toBe(false);
    expect(verified.problems).toContainEqual(expect.objectContaining({ messageId: 'workflow.flow.noActiveAssignee', values: { office: '工程一部' } }));
    expect((await as.admin.post(`/flow/definitions/${draft}/publish`)).body.status).toBe(1001);
  });

  it('publishes and runs the same step group-wide: head office finance approves the branch’s document', async () => {
    const draft = await draftWith('oa:assigneeType="post" oa:assignee="finance" oa:assigneeScope="group"');
    expect((await as.admin.post(`/flow/definitions/${draft}/publish`)).body.status).toBe(200);
    const filed = await submitted();
    expect(filed.status).toBe(200);
    expect(await approversOf(filed.id)).toEqual(['finance01']);
  });
});

describe('the department head N levels up', () => {
  it('asks the head of the office above the applicant’s department head, once that office has one', async () => {
    const draft = await draftWith('oa:assigneeType="deptHead" oa:assignee="2"');
    // The East branch has no head yet: nobody is two levels above staff01.
    const verified = (await as.admin.post(`/flow/definitions/${draft}/verify`)).body.data as { ok: boolean };
    expect(verified.ok).toBe(false);
    // Heads for the branch and the group, so every department has two heads above its people.
    for (const [officeCode, head] of [
      ['EAST', ids.manager01],
      ['GROUP', ids.admin],
    ] as const) {
      const office = ((await as.admin.get('/office')).body.data as Record<string, unknown>[]).find((row) => row.code === officeCode)!;
      const { id, parentId, name, fullName, code, officeType, branchType, sort } = office;
      expect((await as.admin.put('/office', { id, parentId, name, fullName, code, officeType, branchType, sort, headUserId: head })).body.status).toBe(200);
    }
    expect((await as.admin.post(`/flow/definitions/${draft}/publish`)).body.status).toBe(200);
    const filed = await submitted();
    expect(filed.status).toBe(200);
    expect(await approversOf(filed.id)).toEqual(['manager01']);
  });
});
