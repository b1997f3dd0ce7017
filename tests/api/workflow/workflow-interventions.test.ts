import { describe, expect, it } from 'vitest';
import { claimsOf, type TodoRow } from './claims.helpers.ts';
import { bpmnOf, flow, publishVersion, shippedXml, usersTask } from './flow-versions.helpers.ts';
import { signedInApp, travelClaim } from '../../support/api.helpers.ts';

/**
 * Taking an approver out of a countersign, urging the approvers, an administrator's jump, CC steps, sub-processes
 * and per-office countersigns, on the reimbursement module (moduleId 29) and bid distribution (52). staff01
 * applies; leader01 heads their department; finance01, manager01 approve further on.
 */
const { as, ids: id } = signedInApp();
const { act, submitted, todo, statusOf, history, bell } = claimsOf(as);
const MODULE = 'reimapplication';
/** A reimbursement flow of the given body, published as the newest version. */
const publishReimbursement = (body: string) => publishVersion(as.admin, 'reimbursement', bpmnOf('Process_reimbursement', 29, body));
const restoreShipped = async () => publishVersion(as.admin, 'reimbursement', await shippedXml(as.admin, 'reimbursement'));

describe('POST /prod-api/wf/:module/:id/removeApprover', () => {
  it('lets the administrator take an undecided person out of a countersign; the step completes on who remains', async () => {
    await publishReimbursement(
      `<bpmn:startEvent id="S" />${usersTask('Sign', '会签', [id.leader01, id.finance01, id.manager01], 'oa:multi="all"')}<bpmn:endEvent id="E" />` +
        flow('f1', 'S', 'Sign') +
        flow('f2', 'Sign', 'E'),
    );
    const recordId = await submitted();
    expect((await act('leader01', recordId, 'approve')).body.status).toBe(200);
    const [managerRow] = await todo('manager01', recordId);
    // Only the administrator, or whoever added the person.
    expect((await act('finance01', recordId, 'removeApprover', { taskId: managerRow.taskId })).body.status).toBe(4031);
    expect((await act('admin', recordId, 'removeApprover', {})).body).toMatchObject({ status: 1001, data: { field: 'taskId' } });
    expect((await act('admin', recordId, 'removeApprover', { taskId: managerRow.taskId })).body.status).toBe(200);
    expect(await todo('manager01', recordId)).toEqual([]);
    expect((await history(recordId)).at(-1)).toMatchObject({ event: 'approval.removeApprover', actorId: id.admin, nodeName: '会签' });
    expect((await act('finance01', recordId, 'approve')).body.status).toBe(200);
    expect(await statusOf(recordId)).toBe(4);
  });

  it('lets whoever added an approver take them out, and refuses to take out the last one', async () => {
    await restoreShipped();
    const recordId = await submitted();
    expect((await act('leader01', recordId, 'addApprover', { users: [id.finance01, id.manager01], position: 'before' })).body.status).toBe(200);
    const [managerRow] = await todo('manager01', recordId);
    const [financeRow] = await todo('finance01', recordId);
    expect((await act('finance01', recordId, 'removeApprover', { taskId: managerRow.taskId })).body.status).toBe(4031);
    expect((await act('leader01', recordId, 'removeApprover', { taskId: managerRow.taskId })).body.status).toBe(200);
    expect((await act('leader01', recordId, 'removeApprover', { taskId: financeRow.taskId })).body.status).toBe(1001);
    expect((await act('finance01', recordId, 'approve')).body.status).toBe(200);
    // The step comes back to the one who added them.
    expect((await todo('leader01', recordId)).map((row) => row.nodeName)).toEqual(['Department head approval']);
  });
});

describe('POST /prod-api/wf/:module/:id/urge', () => {
  it('reminds every current approver, once per 10 minutes, by the applicant or the administrator', async () => {
    const recordId = await submitted();
    expect((await act('leader01', recordId, 'urge')).body.status).toBe(4031);
    expect((await act('staff01', recordId, 'urge')).body).toMatchObject({ status: 200 });
    expect((await bell('leader01', recordId)).filter((n) => n.content.includes('workflow.notify.urged'))).toHaveLength(1);
    const again = await Promise.all(['zh', 'en', 'es'].map((language) => act('staff01', recordId, 'urge', {}, { 'accept-language': language })));
    expect(again.map((answer) => answer.body.status)).toEqual([1002, 1002, 1002]);
    expect(again.map((answer) => answer.body.msg)).toEqual([
      '每 10 分钟只能催办一次，请稍后再试',
      'The approvers can be urged once every 10 minutes: please try again later',
      'Solo se puede insistir a los aprobadores una vez cada 10 minutos: inténtelo más tarde',
    ]);
    expect((await act('admin', recordId, 'urge')).body.status).toBe(1002);
    expect((await bell('leader01', recordId)).filter((n) => n.content.includes('workflow.notify.urged'))).toHaveLength(1);
    const draft = (await as.staff01.post(`/m/${MODULE}`, travelClaim(100))).body.data.id;
    expect((await act('staff01', draft, 'urge')).body.status).toBe(1006);
  });
});

describe('POST /prod-api/wf/:module/:id/jump', () => {
  it('moves the process to another step for the administrator, with a reason, closing the open step as jumped', async () => {
    await restoreShipped();
    const recordId = await submitted();
    const targets = (await as.admin.get(`/wf/${MODULE}/${recordId}/jumpTargets`)).body.data as { nodeId: string; kind: string }[];
    expect(targets.map((target) => target.nodeId)).toEqual(['Task_DeptHead', 'Task_Finance', 'Task_GeneralManager', 'End']);
    expect((await as.leader01.get(`/wf/${MODULE}/${recordId}/jumpTargets`)).body.data).toEqual(targets);
    expect((await act('leader01', recordId, 'jump', { nodeId: 'Task_GeneralManager', examRemarks: '急' })).body.status).toBe(4031);
    expect((await act('admin', recordId, 'jump', { nodeId: 'Task_GeneralManager' })).body).toMatchObject({ status: 1001, data: { field: 'examRemarks' } });
    expect((await act('admin', recordId, 'jump', { nodeId: 'Gateway_Amount', examRemarks: '急' })).body.status).toBe(1006);

    expect((await act('admin', recordId, 'jump', { nodeId: 'Task_GeneralManager', examRemarks: '总经理直接审批' })).body.status).toBe(200);
    expect(await todo('leader01', recordId)).toEqual([]);
    expect((await todo('manager01', recordId)).map((row) => row.nodeName)).toEqual(['General manager approval']);
    expect((await history(recordId)).at(-1)).toMatchObject({
      event: 'approval.jump',
      nodeName: 'General manager approval',
      opinion: '总经理直接审批',
      actorId: id.admin,
    });
    const instance = (await as.staff01.get(`/wf/${MODULE}/${recordId}/instance`)).body.data;
    expect(instance.jumps).toMatchObject([{ nodeId: 'Task_GeneralManager', nodeName: 'General manager approval', opinion: '总经理直接审批' }]);
    const trail = (await as.staff01.get(`/processAudit/processHisInfo?processInstanceId=${instance.id}`)).body.data;
    expect(trail).toContainEqual(expect.objectContaining({ nodeName: 'Department head approval', status: 'cancelled', reason: 'jumped' }));
    const graph = (await as.staff01.get(`/wf/${MODULE}/${recordId}/graph`)).body.data;
    expect(graph).toMatchObject({ current: ['Task_GeneralManager'], jumpedTo: ['Task_GeneralManager'] });
  });

  it('ends the process when moved to its end: the document is signed', async () => {
    const recordId = await submitted();
    expect((await act('admin', recordId, 'jump', { nodeId: 'End', examRemarks: '线下已审批' })).body.status).toBe(200);
    expect(await statusOf(recordId)).toBe(4);
    expect(await todo('leader01', recordId)).toEqual([]);
  });
});

describe('a CC step of the flow', () => {
  it('copies the document to the people it names as the flow passes, like a manual CC', async () => {
    await publishReimbursement(
      `<bpmn:startEvent id="S" /><bpmn:sendTask id="Copy" name="抄送财务" oa:assigneeType="users" oa:assignee="${id.finance01}" />` +
        `${usersTask('Head', '部门负责人审批', [id.leader01])}<bpmn:endEvent id="E" />` +
        flow('f1', 'S', 'Copy') +
        flow('f2', 'Copy', 'Head') +
        flow('f3', 'Head', 'E'),
    );
    const recordId = await submitted();
    const copies = (await as.finance01.get('/processAudit/processHome?kind=cc&limit=100')).body.data.list as { recordId: number; isRead: boolean }[];
    expect(copies.filter((row) => row.recordId === recordId)).toMatchObject([{ isRead: false }]);
    expect((await bell('finance01', recordId)).some((n) => n.content.includes('workflow.notify.cc'))).toBe(true);
    expect((await as.finance01.get(`/m/${MODULE}/${recordId}`)).body.status).toBe(200);
    expect((await act('leader01', recordId, 'approve')).body.status).toBe(200);
    expect(await statusOf(recordId)).toBe(4);
  });
});

describe('sub-processes (call activities)', () => {
  const calling = (calledFlow: string) =>
    `<bpmn:startEvent id="S" />${usersTask('Head', '部门负责人审批', [id.leader01])}<bpmn:callActivity id="Review" name="复核" calledElement="${calledFlow}" />` +
    `<bpmn:endEvent id="E" />${flow('f1', 'S', 'Head')}${flow('f2', 'Head', 'Review')}${flow('f3', 'Review', 'E')}`;

  it('runs the flow a step calls, as published when the caller was published', async () => {
    const review = bpmnOf(
      'Process_review',
      29,
      `<bpmn:startEvent id="S" />${usersTask('Check', '总经理复核', [id.manager01])}<bpmn:endEvent id="E" />` +
        flow('a', 'S', 'Check') +
        flow('b', 'Check', 'E'),
    );
    await publishVersion(as.admin, 'review', review);
    await publishReimbursement(calling('review'));
    const recordId = await submitted();
    expect((await act('leader01', recordId, 'approve')).body.status).toBe(200);
    expect((await todo('manager01', recordId)).map((row) => row.nodeName)).toEqual(['总经理复核']);
    expect((await act('manager01', recordId, 'approve')).body.status).toBe(200);
    expect(await statusOf(recordId)).toBe(4);
  });

  it('refuses to publish a call to a flow that is not published, or calls in a cycle, saying why in the user’s language', async () => {
    const missing = await as.admin.post('/flow/definitions', { flowKey: 'reimbursement', xml: bpmnOf('Process_reimbursement', 29, calling('nowhere')) });
    const refused = await as.admin.post(`/flow/definitions/${missing.body.data.id}/publish`, undefined, { 'accept-language': 'en' });
    expect(refused.body.status).toBe(1001);
    expect(refused.body.msg).toContain('nowhere');
    const verified = (await as.admin.post(`/flow/definitions/${missing.body.data.id}/verify`)).body.data;
    expect(verified.problems).toContainEqual(expect.objectContaining({ nodeId: 'Review', severity: 'error', messageId: 'workflow.flow.calledFlowUnknown' }));

    const selfCalling = await as.admin.post('/flow/definitions', { flowKey: 'looping', xml: bpmnOf('Process_looping', 29, calling('looping')) });
    const cycle = await as.admin.post(`/flow/definitions/${selfCalling.body.data.id}/publish`, undefined, { 'accept-language': 'zh' });
    expect(cycle.body).toMatchObject({ status: 1001, msg: '子流程调用形成循环：looping' });
  });
});

describe('a per-office countersign (officeHeads)', () => {
  it('asks the head of the office the document names', async () => {
    const xml = (await shippedXml(as.admin, 'bidDistribution')).replace(
      /(<bpmn:userTask id="Task_DeptHead"[^>]*?)oa:assigneeType="deptHead"/,
      '$1oa:assigneeType="officeHeads" oa:assignee="responsibleOffice"',
    );
    await publishVersion(as.admin, 'bidDistribution', xml);
    const tenderer = (await as.staff01.post('/m/customer/page', { page: { pageIndex: 1, limit: 1 } })).body.data.list[0].id;
    const office = (await as.leader01.get('/user/current')).body.data.officeId;
    const created = await as.staff01.post('/m/distribution', {
      projectName: '分部会签测试',
      tenderer,
      bidType: '2',
      bidDeadline: '2026-12-20',
      responsibleOffice: office,
      responsiblePerson: id.staff01,
    });
    const recordId = created.body.data.id as number;
    expect((await as.staff01.post(`/wf/distribution/${recordId}/submit`, {})).body.status).toBe(200);
    const rows = (await as.leader01.get('/processAudit/processHome?kind=todo&limit=100')).body.data.list as TodoRow[];
    expect(rows.filter((row) => row.recordId === recordId).map((row) => row.nodeName)).toEqual(['Department head approval']);
  });
});
