import { describe, expect, it } from 'vitest';
import { moduleCalls, signedInApp, travelClaim } from '../../support/api.helpers.ts';

const { as } = signedInApp();
const MODULE = 'reimapplication';

async function fileReimbursement(amount: number, by = 'staff01') {
  const created = await as[by].post(`/m/${MODULE}`, travelClaim(amount));
  expect(created.body.status).toBe(200);
  return created.body.data.id as number;
}

const statusOf = async (id: number) => (await as.admin.get(`/m/${MODULE}/${id}`)).body.data.status as number;
const todoOf = async (name: string) =>
  (await as[name].get('/processAudit/processHome?kind=todo&limit=100')).body.data.list as { recordId: number; taskId: number; nodeName: string }[];
const { act } = moduleCalls(as, MODULE, {});

describe('approval of a reimbursement (spec §4 Generic approval flow)', () => {
  it('goes department head → finance and ends signed below the threshold, with history and notifications', async () => {
    const id = await fileReimbursement(3000);
    const actions = (await as.staff01.get(`/wf/${MODULE}/${id}/actions`)).body.data;
    expect(actions.legal).toContain('approval.submit');
    expect(actions.refused['approval.approve'].code).toBeDefined();

    const submitted = await act('staff01', id, 'submit', { examRemarks: '请审批' });
    expect(submitted.body.status).toBe(200);
    expect(submitted.body.msg).toBe('Submitted for approval');
    expect(await statusOf(id)).toBe(3);
    expect((await todoOf('leader01')).map((task) => task.recordId)).toContain(id);
    expect((await todoOf('finance01')).map((task) => task.recordId)).not.toContain(id);
    const bell = (await as.leader01.get('/processAudit/notifyList')).body.data;
    expect(bell.some((n: { type: number; link: string }) => n.type === 3 && n.link.includes(`id=${id}`))).toBe(true);

    expect((await act('staff01', id, 'approve')).body.status).toBe(1004);
    expect((await act('leader01', id, 'approve', { examRemarks: '同意' })).body.status).toBe(200);
    expect(await statusOf(id)).toBe(3);
    expect((await todoOf('finance01')).map((task) => task.recordId)).toContain(id);
    expect((await act('finance01', id, 'approve', { examRemarks: '财务审核通过' })).body.status).toBe(200);
    expect(await statusOf(id)).toBe(4);
    expect((await todoOf('manager01')).map((task) => task.recordId)).not.toContain(id);

    const history = (await as.staff01.get(`/wf/${MODULE}/${id}/history`)).body.data;
    expect(history.map((h: { event: string; fromStatus: number; toStatus: number }) => `${h.event}:${h.fromStatus}->${h.toStatus}`)).toEqual([
      'approval.submit:0->3',
      'approval.approve:3->3',
      'approval.approve:3->4',
    ]);
    const instance = (await as.staff01.get(`/wf/${MODULE}/${id}/instance`)).body.data;
    const rows = (await as.staff01.get(`/processAudit/processHisInfo?processInstanceId=${instance.id}`)).body.data;
    expect(rows.map((row: { auditUserName: string; approvalOpinion: string }) => `${row.auditUserName}:${row.approvalOpinion}`)).toEqual([
      '张经理:同意',
      '李财务:财务审核通过',
    ]);
    expect(rows[0].postName).toBe('Head of department');
    expect(rows[0].auditDate).toBeGreaterThanOrEqual(0);
    const notices = (await as.staff01.get('/processAudit/notifyList')).body.data;
    expect(notices.some((n: { type: number; link: string }) => n.type === 4 && n.link.includes(`id=${id}`))).toBe(true);
  });

  it('keeps a to-do notice unread only while its reader still has a task on the document', async () => {
    type Notice = { type: number; link: string };
    const awaits = async (name: string, id: number) =>
      ((await as[name].get('/processAudit/notifyList')).body.data as Notice[]).some((n) => n.type === 3 && n.link.endsWith(`id=${id}`));
    const id = await fileReimbursement(900);
    await act('staff01', id, 'submit');
    expect(await awaits('leader01', id)).toBe(true);
    expect((await act('leader01', id, 'approve', { examRemarks: '同意' })).body.status).toBe(200);
    expect(await awaits('leader01', id)).toBe(false);
    expect(await awaits('finance01', id)).toBe(true);
    // The applicant withdraws: finance's notice is no longer true either.
    expect((await act('staff01', id, 'withdraw', { examRemarks: '撤回重填' })).body.status).toBe(200);
    expect(await awaits('finance01', id)).toBe(false);
    // Another document's notice stays.
    const other = await fileReimbursement(800);
    await act('staff01', other, 'submit');
    const second = await fileReimbursement(700);
    await act('staff01', second, 'submit');
    await act('leader01', second, 'approve');
    expect(await awaits('leader01', other)).toBe(true);
  });

  it("names each to-do row's and notice's module in the reader's language, and links the document's view", async () => {
    const id = await fileReimbursement(1200);
    await act('staff01', id, 'submit');
    const inSpanish = { cookie: `language=es; Admin-Token=${as.leader01.cookies['Admin-Token']}` };
    const todo = (await as.leader01.get('/processAudit/processHome?kind=todo&limit=100', inSpanish)).body.data.list;
    expect(todo.find((row: { recordId: number }) => row.recordId === id)).toMatchObject({
      module: MODULE,
      moduleTitle: 'Solicitudes de reembolso',
      link: `/expense/${MODULE}/view?id=${id}`,
    });
    const notice = (await as.leader01.get('/processAudit/notifyList', inSpanish)).body.data.find((n: { link: string }) => n.link.endsWith(`id=${id}`));
    expect(JSON.parse(notice.content).values.module).toBe('Solicitudes de reembolso');
  });

  it("names the previous, current and next steps of flow tracing in the reader's language", async () => {
    const id = await fileReimbursement(50_000);
    await act('staff01', id, 'submit');
    expect((await act('leader01', id, 'approve', { examRemarks: '同意' })).body.status).toBe(200);
    const instance = (await as.staff01.get(`/wf/${MODULE}/${id}/instance`)).body.data;
    const steps = async (language: string) =>
      (
        await as.staff01.get(`/processAudit/processHisTask?processInstanceId=${instance.id}`, {
          cookie: `language=${language}; Admin-Token=${as.staff01.cookies['Admin-Token']}`,
        })
      ).body.data as { lastTask: { name: string }; nowTask: { name: string }[]; topTask: { name: string }[] };
    const names = ({ lastTask, nowTask, topTask }: Awaited<ReturnType<typeof steps>>) => [lastTask.name, nowTask[0].name, topTask[0].name];
    expect(names(await steps('es'))).toEqual(['Aprobación del jefe de departamento', 'Aprobación de finanzas', 'Aprobación del director general']);
    expect(names(await steps('en'))).toEqual(['Department head approval', 'Finance approval', 'General manager approval']);
    expect(names(await steps('zh'))).toEqual(['部门负责人审批', '财务审批', '总经理审批']);
  });

  it('adds the general manager above the threshold held in system parameters', async () => {
    const id = await fileReimbursement(8000);
    await act('staff01', id, 'submit');
    await act('leader01', id, 'approve');
    const instance = (await as.staff01.get(`/wf/${MODULE}/${id}/instance`)).body.data;
    const steps = (await as.staff01.get(`/processAudit/processHisTask?processInstanceId=${instance.id}`)).body.data;
    expect(steps.lastTask.users).toEqual(['张经理']);
    expect(steps.nowTask[0].users).toEqual(['李财务']);
    expect(steps.topTask[0].users).toEqual(['王总']);
    await act('finance01', id, 'approve');
    expect(await statusOf(id)).toBe(3);
    expect((await todoOf('manager01')).map((task) => task.recordId)).toContain(id);
    await act('manager01', id, 'approve');
    expect(await statusOf(id)).toBe(4);
  });

  it('rejects to the applicant, who resubmits; the chain then completes', async () => {
    const id = await fileReimbursement(1200);
    await act('staff01', id, 'submit');
    await act('leader01', id, 'approve');
    const rejected = await act('finance01', id, 'reject', { examRemarks: '缺少发票' });
    expect(rejected.body.msg).toBe('Rejected');
    expect(await statusOf(id)).toBe(1);
    expect((await act('staff01', id, 'resubmit')).body.status).toBe(200);
    expect(await statusOf(id)).toBe(3);
    await act('leader01', id, 'approve');
    await act('finance01', id, 'approve');
    expect(await statusOf(id)).toBe(4);
  });

  it('lets the applicant withdraw with a reason of at most 200 characters', async () => {
    const id = await fileReimbursement(500);
    await act('staff01', id, 'submit');
    expect((await act('staff01', id, 'withdraw', { examRemarks: 'x'.repeat(201) })).body.status).toBe(1001);
    expect(await statusOf(id)).toBe(3);
    expect((await act('leader01', id, 'withdraw', { examRemarks: '不是我的' })).body.status).toBe(1008);
    expect((await act('staff01', id, 'withdraw', { examRemarks: '金额填错' })).body.status).toBe(200);
    expect(await statusOf(id)).toBe(2);
    expect((await todoOf('leader01')).map((task) => task.recordId)).not.toContain(id);
  });

  it('answers 1009 "has not yet started a flow" for a document never submitted', async () => {
    const id = await fileReimbursement(100);
    const answer = await as.staff01.get(`/wf/${MODULE}/${id}/instance`, { 'accept-language': 'zh' });
    expect(answer.body.status).toBe(1009);
    expect(answer.body.msg).toBe('该业务尚未发起流程');
  });

  it('accepts exactly one of two approvals of the same task sent at once, and one of two submits', async () => {
    const id = await fileReimbursement(700);
    const submits = await Promise.all([act('staff01', id, 'submit'), act('staff01', id, 'submit')]);
    expect(submits.map((s) => s.body.status).sort((a, b) => a - b)).toEqual([200, 1006]);
    const approvals = await Promise.all([act('leader01', id, 'approve'), act('leader01', id, 'approve')]);
    expect(approvals.map((a) => a.body.status).sort((a, b) => a - b)).toEqual([200, 1004]);
    const history = (await as.staff01.get(`/wf/${MODULE}/${id}/history`)).body.data;
    expect(history).toHaveLength(2);
    expect((await todoOf('finance01')).filter((task) => task.recordId === id)).toHaveLength(1);
  });

  it('lets a delegate approve for the delegator, and records on whose behalf', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const managerId = (await as.manager01.get('/user/current')).body.data.userId;
    expect((await as.leader01.post('/delegation', { toUserId: managerId, startsOn: today, endsOn: today })).body.status).toBe(200);
    const id = await fileReimbursement(900);
    await act('staff01', id, 'submit');
    expect((await todoOf('manager01')).map((task) => task.recordId)).toContain(id);
    expect((await act('manager01', id, 'approve', { examRemarks: '代批' })).body.status).toBe(200);
    const history = (await as.staff01.get(`/wf/${MODULE}/${id}/history`)).body.data;
    const leaderId = (await as.leader01.get('/user/current')).body.data.userId;
    expect(history[1]).toMatchObject({ actorId: managerId, onBehalfOf: leaderId, opinion: '代批' });
    const mine = (await as.leader01.get('/delegation')).body.data;
    for (const delegation of mine) await as.leader01.delete(`/delegation/${delegation.id}`);
  });

  it('refuses edits while in approval, and lets approvers outside the data scope read what they approve', async () => {
    const id = await fileReimbursement(400);
    await act('staff01', id, 'submit');
    const record = (await as.staff01.get(`/m/${MODULE}/${id}`)).body.data;
    const edit = await as.staff01.put(`/m/${MODULE}/${id}`, { ...record, title: '审批中改标题' });
    expect(edit.body.status).not.toBe(200);
    expect((await as.staff01.get(`/m/${MODULE}/${id}`)).body.data.title).toBe(record.title);
    // finance01's data scope (head office) does not reach the East branch until the document is at their step.
    expect((await as.finance01.get(`/m/${MODULE}/${id}`)).body.status).toBe(404);
    await act('leader01', id, 'approve');
    expect((await as.finance01.get(`/m/${MODULE}/${id}`)).body.data.title).toBe(record.title);
  });

  it('lets a plain save never change the status', async () => {
    const id = await fileReimbursement(300);
    const record = (await as.staff01.get(`/m/${MODULE}/${id}`)).body.data;
    const saved = await as.staff01.put(`/m/${MODULE}/${id}`, { ...record, status: 4, title: '改标题' });
    expect(saved.body.status).toBe(200);
    expect(await statusOf(id)).toBe(0);
    expect((await as.staff01.get(`/m/${MODULE}/${id}`)).body.data.title).toBe('改标题');
  });
});

describe('process management: versions, verification, simulation', () => {
  it('reports a dangling node, refuses to publish until it is fixed, and keeps running instances on their version', async () => {
    const versions = (await as.admin.get('/flow/definitions?flowKey=reimbursement')).body.data;
    const v1 = (await as.admin.get(`/flow/definitions/${versions[0].id}`)).body.data;
    expect(v1).toMatchObject({ version: 1, status: 'published' });

    // A document submitted on version 1 before version 2 exists.
    const onV1 = await fileReimbursement(2000);
    await act('staff01', onV1, 'submit');

    const dangling = v1.xml.replace(
      '</bpmn:process>',
      '<bpmn:userTask id="Task_Dangling" name="悬空节点" oa:assigneeType="post" oa:assignee="finance" /></bpmn:process>',
    );
    const draft = (await as.admin.post('/flow/definitions', { flowKey: 'reimbursement', xml: dangling })).body.data;
    expect(draft).toMatchObject({ version: 2, status: 'draft' });
    const verified = (await as.admin.post(`/flow/definitions/${draft.id}/verify`, {}, { 'accept-language': 'zh' })).body.data;
    expect(verified.ok).toBe(false);
    expect(verified.problems.some((p: { nodeId: string }) => p.nodeId === 'Task_Dangling')).toBe(true);
    expect((await as.admin.post(`/flow/definitions/${draft.id}/publish`)).body.status).toBe(1001);

    // Fixed: version 2 sends everything above 100 to the general manager.
    const fixed = v1.xml.replace('amount &gt; params.approvalThreshold', 'amount &gt; 100');
    expect((await as.admin.put(`/flow/definitions/${draft.id}`, { xml: fixed })).body.status).toBe(200);
    const clean = (await as.admin.post(`/flow/definitions/${draft.id}/verify`)).body.data;
    expect(clean.problems.filter((p: { severity: string }) => p.severity === 'error')).toEqual([]);
    expect(clean.ok).toBe(true);
    const simulation = (
      await as.admin.post(`/flow/definitions/${draft.id}/simulate`, {
        doc: { amount: 300 },
        applicantId: (await as.staff01.get('/user/current')).body.data.userId,
      })
    ).body.data;
    expect(simulation.outcome).toBe('completed');
    expect(simulation.route.map((step: { assigneeNames: string[] }) => step.assigneeNames[0])).toEqual(['张经理', '李财务', '王总']);
    expect((await as.admin.post(`/flow/definitions/${draft.id}/publish`)).body.status).toBe(200);
    const after = (await as.admin.get('/flow/definitions?flowKey=reimbursement')).body.data;
    expect(after.map((v: { version: number; status: string }) => `${v.version}:${v.status}`)).toEqual(['1:deactivated', '2:published']);
    // A published version can no longer be edited.
    expect((await as.admin.put(`/flow/definitions/${draft.id}`, { xml: fixed })).body.status).not.toBe(200);

    // The old document finishes on version 1 (no general manager at 2000); a new one takes version 2.
    await act('leader01', onV1, 'approve');
    await act('finance01', onV1, 'approve');
    expect(await statusOf(onV1)).toBe(4);
    const onV2 = await fileReimbursement(2000);
    await act('staff01', onV2, 'submit');
    await act('leader01', onV2, 'approve');
    await act('finance01', onV2, 'approve');
    expect(await statusOf(onV2)).toBe(3);
    expect((await todoOf('manager01')).map((task) => task.recordId)).toContain(onV2);
  });

  it('refuses process management to users without processLayout codes', async () => {
    expect((await as.staff01.get('/flow/definitions')).body.status).toBe(4031);
  });
});
