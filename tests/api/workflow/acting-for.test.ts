import { describe, expect, it } from 'vitest';
import { claimsOf } from './claims.helpers.ts';
import { signedInApp } from '../../support/api.helpers.ts';

/**
 * Acting for someone: a delegation of one's approvals (in every module, or in some) and a sign authorization (签字授权:
 * a grantor lets a signer decide their tasks in some modules for a period) both let a person see and decide another's
 * tasks, recorded as acting for them. leader01 approves staff01's reimbursements first.
 */
const { as, ids: id } = signedInApp();
const { submitted, history, trailOf } = claimsOf(as);
const MODULE = 'reimapplication';
const today = () => new Date().toISOString().slice(0, 10);
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

const pending = async (name: string, recordId: number) =>
  ((await as[name].get('/processAudit/processHome?kind=todo&limit=100')).body.data.list as { recordId: number }[]).some((row) => row.recordId === recordId);
const approve = (name: string, recordId: number) => as[name].post(`/wf/${MODULE}/${recordId}/approve`, { examRemarks: '代批' });
const lastHistory = async (recordId: number) => (await history(recordId)).at(-1);

describe('POST /prod-api/delegation', () => {
  it('limits a delegation to the modules it lists, and lists them', async () => {
    const recordId = await submitted();
    const made = await as.leader01.post('/delegation', { toUserId: id.finance01, startsOn: today(), endsOn: today(), modules: ['distribution'] });
    expect(made.body.data).toMatchObject({ modules: ['distribution'], enabled: true });
    expect(await pending('finance01', recordId)).toBe(false);
    // Acting for nobody here, finance01 may not even read the document.
    expect((await approve('finance01', recordId)).body.status).toBe(404);
    const listed = (await as.finance01.get('/delegation')).body.data as { id: number; modules: string[] }[];
    expect(listed.find((row) => row.id === made.body.data.id)?.modules).toEqual(['distribution']);
    expect((await as.leader01.post(`/delegation/${made.body.data.id}/end`)).body.status).toBe(200);
  });

  it('lets a delegate of every module decide, recorded and traced as acting for the assignee; ended, it stops', async () => {
    const recordId = await submitted();
    const made = await as.leader01.post('/delegation', { toUserId: id.finance01, startsOn: today(), endsOn: today() });
    expect(made.body.data.modules).toEqual([]);
    expect(await pending('finance01', recordId)).toBe(true);
    expect((await approve('finance01', recordId)).body.status).toBe(200);
    expect(await lastHistory(recordId)).toMatchObject({ event: 'approval.approve', actorId: id.finance01, onBehalfOf: id.leader01, onBehalfOfName: '张经理' });
    expect((await trailOf(recordId))[0]).toMatchObject({ nodeName: 'Department head approval', status: 'approved', onBehalfOfName: '张经理' });
    expect((await trailOf(recordId))[0].auditUserName).not.toBe('张经理');

    const next = await submitted();
    expect((await as.finance01.post(`/delegation/${made.body.data.id}/end`)).body.status).toBe(404);
    const ended = await as.leader01.post(`/delegation/${made.body.data.id}/end`);
    expect(ended.body.data.enabled).toBe(false);
    expect(await pending('finance01', next)).toBe(false);
    expect((await approve('finance01', next)).body.status).toBe(404);
  });

  it('lists everyone’s delegations to an administrator who asks for all, and lets them end one; others see their own', async () => {
    const made = await as.leader01.post('/delegation', { toUserId: id.finance01, startsOn: today(), endsOn: tomorrow() });
    const ids = async (name: string, query = '') => ((await as[name].get(`/delegation${query}`)).body.data as { id: number }[]).map((row) => row.id);
    expect(await ids('admin', '?all=true')).toContain(made.body.data.id);
    expect(await ids('admin')).not.toContain(made.body.data.id);
    expect(await ids('staff01', '?all=true')).not.toContain(made.body.data.id);
    expect((await as.staff01.post(`/delegation/${made.body.data.id}/end`)).body.status).toBe(404);
    expect((await as.admin.post(`/delegation/${made.body.data.id}/end`)).body.data.enabled).toBe(false);
  });

  it('refuses a module that runs no approvals with 1001 naming the field', async () => {
    const refused = await as.leader01.post('/delegation', { toUserId: id.finance01, startsOn: today(), endsOn: today(), modules: ['nowhere'] });
    expect(refused.body).toMatchObject({ status: 1001, data: { field: 'modules.0' } });
  });
});

describe('sign authorizations (签字授权) in approvals', () => {
  it('let the signer see and decide the grantor’s tasks in the modules and period authorized, recorded as acting for them', async () => {
    const recordId = await submitted();
    const later = await as.admin.post('/sign/auth', {
      grantorId: id.leader01,
      signerId: id.manager01,
      modules: [MODULE],
      validFrom: tomorrow(),
      validTo: tomorrow(),
    });
    expect(later.body.status).toBe(200);
    const elsewhere = await as.admin.post('/sign/auth', {
      grantorId: id.leader01,
      signerId: id.manager01,
      modules: ['distribution'],
      validFrom: today(),
      validTo: today(),
    });
    expect(elsewhere.body.status).toBe(200);
    expect(await pending('manager01', recordId)).toBe(false);
    expect((await approve('manager01', recordId)).body.status).toBe(404);

    const now = await as.admin.post('/sign/auth', { grantorId: id.leader01, signerId: id.manager01, modules: [MODULE], validFrom: today(), validTo: today() });
    expect(now.body.status).toBe(200);
    expect(await pending('manager01', recordId)).toBe(true);
    expect((await as.manager01.get(`/m/${MODULE}/${recordId}`)).body.status).toBe(200);
    expect((await approve('manager01', recordId)).body.status).toBe(200);
    expect(await lastHistory(recordId)).toMatchObject({ actorId: id.manager01, actorName: '王总', onBehalfOf: id.leader01 });
    expect((await trailOf(recordId))[0]).toMatchObject({ auditUserName: '王总', onBehalfOfName: '张经理' });
  });
});
