import { describe, expect, it } from 'vitest';
import { claimCalls, signedInApp } from '../../support/api.helpers.ts';

const { as } = signedInApp();
const MODULE = 'reimapplication';

const { file: fileReimbursement, ok } = claimCalls(as, MODULE);

describe('step names reach each reader in their language', () => {
  it('names the previous, current and next steps, the approvers dialog and the flow chart in English and Spanish', async () => {
    const id = await fileReimbursement(700);
    const audit = (await as.staff01.get(`/processAudit/selectAuditUsers?module=${MODULE}&dataId=${id}`, { 'accept-language': 'es' })).body.data;
    expect(audit.steps).toEqual(['Aprobación del jefe de departamento']);
    await ok('staff01', id, 'submit');
    await ok('leader01', id, 'approve');
    const instance = (await as.staff01.get(`/wf/${MODULE}/${id}/instance`)).body.data;
    const steps = (await as.staff01.get(`/processAudit/processHisTask?processInstanceId=${instance.id}`, { 'accept-language': 'en' })).body.data;
    expect(steps.lastTask.name).toBe('Department head approval');
    expect(steps.nowTask.map((task: { name: string }) => task.name)).toEqual(['Finance approval']);
    const zh = (await as.staff01.get(`/processAudit/processHisTask?processInstanceId=${instance.id}`, { 'accept-language': 'zh' })).body.data;
    expect(zh.nowTask[0].name).toBe('财务审批');
    const graph = (await as.staff01.get(`/wf/${MODULE}/${id}/graph`, { 'accept-language': 'es' })).body.data.graph;
    const names = graph.nodes.map((node: { name: string }) => node.name);
    expect(names).toEqual(expect.arrayContaining(['Aprobación de finanzas', 'Solicitud presentada']));
    expect(graph.edges.map((edge: { name: string }) => edge.name)).toContain('Dentro del límite');
    expect(JSON.stringify(graph)).not.toContain('财务审批');
  });

  it('names the steps of a verification and of a simulation in the reader’s language', async () => {
    const published = (await as.admin.get('/flow/definitions?flowKey=reimbursement')).body.data.find((row: { status: string }) => row.status === 'published');
    const { xml } = (await as.admin.get(`/flow/definitions/${published.id}`)).body.data as { xml: string };
    // A step nothing leads to, named in the three languages.
    const dangling = xml.replace(
      '</bpmn:process>',
      '<bpmn:userTask id="Task_Orphan" name="孤立环节" oa:nameEn="Orphan step" oa:nameEs="Paso huérfano" oa:assigneeType="post" oa:assignee="finance" /></bpmn:process>',
    );
    const draft = (await as.admin.post('/flow/definitions', { flowKey: 'reimbursement', xml: dangling })).body.data;
    const verified = (await as.admin.post(`/flow/definitions/${draft.id}/verify`, {}, { 'accept-language': 'es' })).body.data;
    const orphan = verified.problems.find((problem: { nodeId?: string }) => problem.nodeId === 'Task_Orphan');
    expect(orphan.nodeName).toBe('Paso huérfano');
    expect(JSON.stringify(verified.problems)).not.toContain('孤立环节');
    const applicant = (await as.admin.get('/user/current')).body.data.user;
    const simulation = (
      await as.admin.post(`/flow/definitions/${published.id}/simulate`, { doc: { amount: 700 }, applicantId: applicant?.id ?? 1 }, { 'accept-language': 'en' })
    ).body.data;
    expect(simulation.route.map((step: { nodeName: string }) => step.nodeName)).toContain('Department head approval');
    expect(JSON.stringify(simulation.route)).not.toContain('审批');
    await as.admin.delete(`/flow/definitions/${draft.id}`);
  });
});
