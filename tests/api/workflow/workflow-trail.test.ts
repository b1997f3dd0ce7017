import { describe, expect, it } from 'vitest';
import { claimsOf } from './claims.helpers.ts';
import { signedInApp } from '../../support/api.helpers.ts';
import { bpmnOf, flow, parallelBranches, publishVersion, shippedXml, usersTask } from './flow-versions.helpers.ts';

/**
 * Parallel branches, rejections inside them, urgency, simulation and the flow-tracing trail, on reimbursement flows
 * an administrator publishes. staff01 applies; leader01, finance01, manager01 and admin approve where named.
 */
const { as, ids: id } = signedInApp();
const { act, submitted, todo, instanceOf, trailOf } = claimsOf(as);
const publish = (body: string) => publishVersion(as.admin, 'reimbursement', bpmnOf('Process_reimbursement', 29, body));

/** A → split → (B1 → B2 | C1) → join → D: a step before the split, two branches, a step after. */
const branches = (c1: number) =>
  publish(
    parallelBranches({
      A: usersTask('A', '受理', [id.leader01]),
      B1: usersTask('B1', '财务初审', [id.finance01]),
      B2: usersTask('B2', '总经理复核', [id.manager01]),
      C1: usersTask('C1', '并行审核', [c1]),
      D: usersTask('D', '归档', [id.leader01]),
    }),
  );

describe('POST /prod-api/wf/:module/:id/approve by someone holding tasks in two parallel branches', () => {
  it('acts on the task its to-do row names, and by default on the oldest', async () => {
    await branches(id.finance01);
    const recordId = await submitted();
    expect((await act('leader01', recordId, 'approve')).body.status).toBe(200);
    const rows = await todo('finance01', recordId);
    expect(rows.map((row) => row.nodeName).sort()).toEqual(['并行审核', '财务初审']);
    const parallel = rows.find((row) => row.nodeName === '并行审核')!;
    expect((await act('finance01', recordId, 'approve', { taskId: parallel.taskId, examRemarks: '并行同意' })).body.status).toBe(200);
    expect((await todo('finance01', recordId)).map((row) => row.nodeName)).toEqual(['财务初审']);
    expect((await act('finance01', recordId, 'approve', { taskId: parallel.taskId })).body.status).toBe(1012);
    expect((await act('finance01', recordId, 'approve', { taskId: 999_999 })).body.status).toBe(1012);
    const other = await submitted();
    expect((await act('leader01', other, 'approve')).body.status).toBe(200);
    const [oldest] = (await todo('finance01', other)).sort((a, b) => a.taskId - b.taskId);
    expect((await act('finance01', other, 'approve')).body.status).toBe(200);
    expect((await todo('finance01', other)).map((row) => row.taskId)).not.toContain(oldest.taskId);
    // Someone else's to-do row is not theirs to decide.
    const [managerless] = await todo('finance01', other);
    expect((await act('leader01', other, 'approve', { taskId: managerless.taskId })).body.status).toBe(1004);
  });
});

describe('rejections inside parallel branches', () => {
  it('offer the rejecting task’s own branch, go back there alone, and past the split close the sibling with its reason', async () => {
    await branches(id.admin);
    const recordId = await submitted();
    expect((await act('leader01', recordId, 'approve')).body.status).toBe(200);
    expect((await act('finance01', recordId, 'approve')).body.status).toBe(200);
    const instance = await instanceOf(recordId);
    const targets = async (name: string) =>
      ((await as[name].get(`/processAudit/selectRejectUsers?processInstanceId=${instance.id}`)).body.data as { nodeId: string }[]).map((row) => row.nodeId);
    expect(await targets('manager01')).toEqual(['B1', 'A']);
    expect(await targets('admin')).toEqual(['A']);
    expect((await act('admin', recordId, 'reject', { rejectTo: 'B1' })).body.status).toBe(1006);

    expect((await act('manager01', recordId, 'reject', { rejectTo: 'B1', examRemarks: '金额不符' })).body.status).toBe(200);
    expect((await todo('finance01', recordId)).map((row) => row.nodeName)).toEqual(['财务初审']);
    expect((await todo('admin', recordId)).map((row) => row.nodeName)).toEqual(['并行审核']);

    expect((await act('admin', recordId, 'reject', { rejectTo: 'A', examRemarks: '重新受理' })).body.status).toBe(200);
    expect(await todo('finance01', recordId)).toEqual([]);
    expect((await todo('leader01', recordId)).map((row) => row.nodeName)).toEqual(['受理']);
    expect(await trailOf(recordId)).toContainEqual(expect.objectContaining({ nodeName: '财务初审', status: 'cancelled', reason: 'siblingRejected' }));
  });
});

describe('urgency set at an approval', () => {
  it('is kept for the following steps and in the administrators’ filter', async () => {
    await publishVersion(as.admin, 'reimbursement', await shippedXml(as.admin, 'reimbursement'));
    const recordId = await submitted();
    expect((await todo('leader01', recordId))[0].urgent).toBe(false);
    expect((await act('leader01', recordId, 'approve', { urgent: true })).body.status).toBe(200);
    expect((await todo('finance01', recordId))[0].urgent).toBe(true);
    const urgent = (await as.admin.get('/wf/instances?urgent=true&limit=50')).body.data.list as { recordId: number }[];
    expect(urgent.map((row) => row.recordId)).toContain(recordId);
  });
});

describe('POST /prod-api/flow/definitions/:id/simulate', () => {
  it('goes through a step chosen by the previous approver, naming the stand-in in the user’s language', async () => {
    const xml = (await shippedXml(as.admin, 'reimbursement')).replace(
      'oa:assigneeType="post" oa:assignee="finance" oa:assigneeScope="group"',
      'oa:assigneeType="chosen"',
    );
    const draft = (await as.admin.post('/flow/definitions', { flowKey: 'reimbursement', xml })).body.data.id;
    const simulate = (language: string) =>
      as.admin.post(`/flow/definitions/${draft}/simulate`, { doc: { amount: 100 }, applicantId: id.staff01 }, { 'accept-language': language });
    const zh = (await simulate('zh')).body.data;
    expect(zh.outcome).toBe('completed');
    expect(zh.route.map((step: { nodeId: string }) => step.nodeId)).toEqual(['Task_DeptHead', 'Task_Finance']);
    expect(zh.route[1]).toMatchObject({ assigneeNames: ['由上一审批人选择'], byName: '由上一审批人选择' });
    expect((await simulate('en')).body.data.route[1].assigneeNames).toEqual(['Chosen by the previous approver']);
  });
});

describe('GET /prod-api/processAudit/processHisInfo', () => {
  it('keeps the opinion given with adding approvers before oneself, and has a row for a step skipped as repeated', async () => {
    await publish(
      `<bpmn:startEvent id="S" />${usersTask('Head', '部门负责人审批', [id.leader01], 'oa:skipRepeated="true"')}` +
        `${usersTask('Again', '复核', [id.leader01], 'oa:skipRepeated="true"')}${usersTask('Pay', '财务审批', [id.finance01])}<bpmn:endEvent id="E" />` +
        flow('a', 'S', 'Head') +
        flow('b', 'Head', 'Again') +
        flow('c', 'Again', 'Pay') +
        flow('d', 'Pay', 'E'),
    );
    const recordId = await submitted();
    expect((await act('leader01', recordId, 'addApprover', { users: [id.manager01], position: 'before', examRemarks: '请王总先看' })).body.status).toBe(200);
    expect((await act('manager01', recordId, 'approve', { examRemarks: '可以' })).body.status).toBe(200);
    expect((await act('leader01', recordId, 'approve', { examRemarks: '同意' })).body.status).toBe(200);
    const trail = await trailOf(recordId);
    expect(trail.map((row) => [row.nodeName, row.auditUserName, row.status, row.approvalOpinion])).toEqual([
      ['部门负责人审批', '张经理', 'cancelled', '请王总先看'],
      ['部门负责人审批', '王总', 'approved', '可以'],
      ['部门负责人审批', '张经理', 'approved', '同意'],
      ['复核', '张经理', 'skipped', null],
      ['财务审批', expect.any(String), 'open', null],
    ]);
  });
});
