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
});
