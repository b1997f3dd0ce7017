import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAccounts, startTestApp, travelClaim, type Caller, type TestApp } from './helpers.ts';

let t: TestApp;
const as: Record<string, Caller> = {};
const MODULE = 'reimapplication';

beforeAll(async () => {
  t = await startTestApp();
  Object.assign(as, (await signInAccounts(t.app)).as);
});
afterAll(() => t.close());

async function fileReimbursement(amount: number) {
  const created = await as.staff01.post(`/m/${MODULE}`, travelClaim(amount));
  expect(created.body.status).toBe(200);
  return created.body.data.id as number;
}
const act = (name: string, id: number, action: string, body: object = {}, language = 'en') =>
  as[name].post(`/wf/${MODULE}/${id}/${action}`, body, { 'accept-language': language });
const ok = async (name: string, id: number, action: string, body: object = {}) => {
  const answer = await act(name, id, action, body);
  expect(answer.body.status, `${name} ${action}: ${answer.body.msg}`).toBe(200);
};

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
