import { describe, expect, it } from 'vitest';
import { moduleCalls, signedInApp, travelClaim } from '../../support/api.helpers.ts';

/**
 * Spec §3 approver actions besides approve and reject: transfer, add an approver (before or after oneself), CC, and
 * the administrator's terminate and reassign. The shipped reimbursement flow: department head (leader01) → finance
 * (finance01) → general manager (manager01) above the threshold; no step lets the applicant (staff01) approve.
 */
const { as, ids: id } = signedInApp();
const MODULE = 'reimapplication';

async function submitted(amount = 800) {
  const created = await as.staff01.post(`/m/${MODULE}`, travelClaim(amount));
  expect(created.body.status).toBe(200);
  const recordId = created.body.data.id as number;
  expect((await act('staff01', recordId, 'submit')).body.status).toBe(200);
  return recordId;
}

const { act } = moduleCalls(as, MODULE, {});
const statusOf = async (recordId: number) => (await as.admin.get(`/m/${MODULE}/${recordId}`)).body.data.status as number;
const todo = async (name: string, recordId: number) =>
  ((await as[name].get('/processAudit/processHome?kind=todo&limit=100')).body.data.list as { recordId: number; taskId: number; nodeName: string }[]).filter(
    (row) => row.recordId === recordId,
  );
const history = async (recordId: number) =>
  (await as.admin.get(`/wf/${MODULE}/${recordId}/history`)).body.data as {
    event: string;
    fromStatus: number;
    toStatus: number;
    actorId: number;
    onBehalfOf: number | null;
    nodeName: string | null;
    opinion: string | null;
  }[];
const bell = async (name: string) => (await as[name].get('/processAudit/notifyList')).body.data as { type: number; link: string; content: string }[];

/** A refused action changes nothing: same status, same history, same to-do rows. */
async function refusedWithoutChange(recordId: number, attempt: () => Promise<{ body: { status: number } }>, code: number) {
  const before = { status: await statusOf(recordId), history: (await history(recordId)).length, leader: await todo('leader01', recordId) };
  expect((await attempt()).body.status).toBe(code);
  expect({ status: await statusOf(recordId), history: (await history(recordId)).length, leader: await todo('leader01', recordId) }).toEqual(before);
}

describe('POST /prod-api/wf/:module/:id/transfer', () => {
  it('hands the task to another user in one step: to-do rows, history and the new approver notified', async () => {
    const recordId = await submitted();
    const answer = (await as.leader01.get(`/wf/${MODULE}/${recordId}/actions`)).body.data;
    expect(answer.legal).toEqual(expect.arrayContaining(['approval.transfer', 'approval.addApprover', 'approval.cc']));
    expect(answer.refused['approval.reassign'].code).toBe(4031);

    const moved = await act('leader01', recordId, 'transfer', { users: [id.manager01], examRemarks: '出差中，请王总代审' });
    expect(moved.body.status).toBe(200);
    expect(await statusOf(recordId)).toBe(3);
    expect(await todo('leader01', recordId)).toEqual([]);
    expect((await todo('manager01', recordId)).map((row) => row.nodeName)).toEqual(['Department head approval']);
    expect((await bell('manager01')).some((n) => n.type === 3 && n.link.includes(`id=${recordId}`))).toBe(true);
    expect((await history(recordId)).at(-1)).toMatchObject({
      event: 'approval.transfer',
      fromStatus: 3,
      toStatus: 3,
      actorId: id.leader01,
      onBehalfOf: null,
      nodeName: 'Department head approval',
      opinion: '出差中，请王总代审',
    });
    // The new approver decides; the chain goes on to finance.
    expect((await act('leader01', recordId, 'approve')).body.status).toBe(1004);
    expect((await act('manager01', recordId, 'approve', { examRemarks: '同意' })).body.status).toBe(200);
    expect(await todo('finance01', recordId)).toHaveLength(1);
    const instance = (await as.staff01.get(`/wf/${MODULE}/${recordId}/instance`)).body.data;
    const rows = (await as.staff01.get(`/processAudit/processHisInfo?processInstanceId=${instance.id}`)).body.data as {
      auditUserName: string;
      status: string;
    }[];
    expect(rows.map((row) => `${row.auditUserName}:${row.status}`)).toEqual(['张经理:transferred', '王总:approved', '李财务:open']);
  });

  it('refuses with the spec codes and changes nothing', async () => {
    const recordId = await submitted();
    await refusedWithoutChange(recordId, () => act('staff01', recordId, 'transfer', { users: [id.manager01] }), 1004);
    await refusedWithoutChange(recordId, () => act('finance01', recordId, 'transfer', { users: [id.manager01] }), 404);
    await refusedWithoutChange(recordId, () => act('leader01', recordId, 'transfer', {}), 1001);
    await refusedWithoutChange(recordId, () => act('leader01', recordId, 'transfer', { users: [id.manager01, id.finance01] }), 1001);
    await refusedWithoutChange(recordId, () => act('leader01', recordId, 'transfer', { users: [999_999] }), 1001);
    await refusedWithoutChange(recordId, () => act('leader01', recordId, 'transfer', { users: [id.leader01] }), 1001);
    // The step forbids self-approval: the applicant cannot be handed their own document.
    await refusedWithoutChange(recordId, () => act('leader01', recordId, 'transfer', { users: [id.staff01] }), 1001);
    const draft = (await as.staff01.post(`/m/${MODULE}`, { title: '草稿', reimbursementType: '2', amount: '10.00', occurredOn: '2026-11-01' })).body.data.id;
    expect((await act('staff01', draft, 'transfer', { users: [id.manager01] })).body.status).toBe(1006);
    expect(await statusOf(draft)).toBe(0);
  });
});

describe('POST /prod-api/wf/:module/:id/addApprover', () => {
  it('after oneself: the added approver decides at the same step once the actor has approved', async () => {
    const recordId = await submitted();
    expect((await act('leader01', recordId, 'addApprover', { users: [id.manager01], position: 'after', examRemarks: '请王总也看一下' })).body.status).toBe(200);
    expect(await todo('leader01', recordId)).toHaveLength(1);
    expect(await todo('manager01', recordId)).toEqual([]);
    expect((await history(recordId)).at(-1)).toMatchObject({ event: 'approval.addApprover', actorId: id.leader01, opinion: '请王总也看一下' });
    await act('leader01', recordId, 'approve');
    expect((await todo('manager01', recordId)).map((row) => row.nodeName)).toEqual(['Department head approval']);
    expect(await todo('finance01', recordId)).toEqual([]);
    await act('manager01', recordId, 'approve');
    expect(await todo('finance01', recordId)).toHaveLength(1);
    expect(await statusOf(recordId)).toBe(3);
  });

  it('before oneself: the added approver decides first, then the task comes back', async () => {
    const recordId = await submitted();
    expect((await act('leader01', recordId, 'addApprover', { users: [id.manager01], position: 'before' })).body.status).toBe(200);
    expect(await todo('leader01', recordId)).toEqual([]);
    expect(await todo('manager01', recordId)).toHaveLength(1);
    await act('manager01', recordId, 'approve');
    expect(await todo('leader01', recordId)).toHaveLength(1);
    expect(await todo('finance01', recordId)).toEqual([]);
    await act('leader01', recordId, 'approve');
    expect(await todo('finance01', recordId)).toHaveLength(1);
  });

  it('a rejection by the added approver returns the document to the applicant', async () => {
    const recordId = await submitted();
    await act('leader01', recordId, 'addApprover', { users: [id.manager01], position: 'before' });
    expect((await act('manager01', recordId, 'reject', { examRemarks: '缺发票' })).body.status).toBe(200);
    expect(await statusOf(recordId)).toBe(1);
    expect(await todo('leader01', recordId)).toEqual([]);
  });

  it('refuses someone already approving the step, oneself, the applicant, and a non-approver', async () => {
    const recordId = await submitted();
    await act('leader01', recordId, 'addApprover', { users: [id.manager01] });
    await refusedWithoutChange(recordId, () => act('leader01', recordId, 'addApprover', { users: [id.manager01] }), 1001);
    await refusedWithoutChange(recordId, () => act('leader01', recordId, 'addApprover', { users: [id.leader01] }), 1001);
    await refusedWithoutChange(recordId, () => act('leader01', recordId, 'addApprover', { users: [id.staff01] }), 1001);
    await refusedWithoutChange(recordId, () => act('staff01', recordId, 'addApprover', { users: [id.finance01] }), 1004);
    await refusedWithoutChange(recordId, () => act('leader01', recordId, 'addApprover', { users: [id.finance01], position: 'sideways' }), 1001);
  });
});

describe('POST /prod-api/wf/:module/:id/cc', () => {
  it('copies the document to users: a CC tab entry, a notification, and read-only access', async () => {
    const recordId = await submitted();
    // finance01's data scope does not reach the East branch: they cannot read it before the copy.
    expect((await as.finance01.get(`/m/${MODULE}/${recordId}`)).body.status).toBe(404);
    expect((await act('leader01', recordId, 'cc', { users: [id.finance01], examRemarks: '供参考' })).body.status).toBe(200);
    const copies = (await as.finance01.get('/processAudit/processHome?kind=cc&limit=100')).body.data;
    expect(copies.list.find((row: { recordId: number }) => row.recordId === recordId)).toMatchObject({ isRead: false, applicantName: expect.any(String) });
    expect((await bell('finance01')).some((n) => n.type === 4 && n.link.includes(`id=${recordId}`) && n.content.includes('workflow.notify.cc'))).toBe(true);
    const record = (await as.finance01.get(`/m/${MODULE}/${recordId}`)).body.data;
    expect(record.id).toBe(recordId);
    expect((await as.finance01.put(`/m/${MODULE}/${recordId}`, { ...record, title: '抄送人改标题' })).body.status).not.toBe(200);
    expect((await act('finance01', recordId, 'approve')).body.status).toBe(1004);
    expect((await history(recordId)).at(-1)).toMatchObject({ event: 'approval.cc', actorId: id.leader01, opinion: '供参考', fromStatus: 3, toStatus: 3 });
    expect(await statusOf(recordId)).toBe(3);
    // Opening it marks the copy read; copying the same person again adds no second row or notification.
    const { instanceId } = copies.list.find((row: { recordId: number }) => row.recordId === recordId);
    await as.finance01.post(`/processAudit/readCc/${instanceId}`);
    const notices = (await bell('finance01')).length;
    await act('staff01', recordId, 'cc', { users: [id.finance01] });
    const again = (await as.finance01.get('/processAudit/processHome?kind=cc&limit=100')).body.data.list.filter(
      (row: { recordId: number }) => row.recordId === recordId,
    );
    expect(again).toEqual([expect.objectContaining({ isRead: true })]);
    expect((await bell('finance01')).length).toBe(notices);
  });

  it('is refused to someone neither approving nor applying, even if copied (1004), outside approval (1006), and to oneself (1001)', async () => {
    const recordId = await submitted();
    await act('leader01', recordId, 'cc', { users: [id.finance01] });
    await refusedWithoutChange(recordId, () => act('finance01', recordId, 'cc', { users: [id.manager01] }), 1004);
    await refusedWithoutChange(recordId, () => act('leader01', recordId, 'cc', { users: [id.leader01] }), 1001);
    await refusedWithoutChange(recordId, () => act('leader01', recordId, 'cc', { users: [] }), 1001);
    const draft = (await as.staff01.post(`/m/${MODULE}`, { title: '草稿', reimbursementType: '2', amount: '10.00', occurredOn: '2026-11-01' })).body.data.id;
    expect((await act('staff01', draft, 'cc', { users: [id.finance01] })).body.status).toBe(1006);
  });
});

describe('administrator: terminate and reassign', () => {
  it('terminate withdraws the document, cancels its to-dos and tells the applicant; others get 4031', async () => {
    const recordId = await submitted();
    await refusedWithoutChange(recordId, () => act('leader01', recordId, 'terminate'), 4031);
    await refusedWithoutChange(recordId, () => act('staff01', recordId, 'terminate'), 4031);
    expect((await act('admin', recordId, 'terminate', { examRemarks: '重复申请' })).body.status).toBe(200);
    expect(await statusOf(recordId)).toBe(2);
    expect(await todo('leader01', recordId)).toEqual([]);
    expect((await history(recordId)).at(-1)).toMatchObject({ event: 'approval.terminate', fromStatus: 3, toStatus: 2, actorId: id.admin, opinion: '重复申请' });
    expect((await bell('staff01')).some((n) => n.type === 4 && n.link.includes(`id=${recordId}`) && n.content.includes('terminated'))).toBe(true);
    expect((await act('admin', recordId, 'terminate')).body.status).toBe(1006);
  });

  it('reassign moves one to-do row to another user; the old row closes as reassigned', async () => {
    const recordId = await submitted();
    const [row] = await todo('leader01', recordId);
    await refusedWithoutChange(recordId, () => act('leader01', recordId, 'reassign', { taskId: row.taskId, users: [id.manager01] }), 4031);
    await refusedWithoutChange(recordId, () => act('admin', recordId, 'reassign', { taskId: 999_999, users: [id.manager01] }), 1012);
    await refusedWithoutChange(recordId, () => act('admin', recordId, 'reassign', { users: [id.manager01] }), 1001);
    expect((await act('admin', recordId, 'reassign', { taskId: row.taskId, users: [id.manager01], examRemarks: '张经理休假' })).body.status).toBe(200);
    expect(await todo('leader01', recordId)).toEqual([]);
    expect(await todo('manager01', recordId)).toHaveLength(1);
    expect((await history(recordId)).at(-1)).toMatchObject({
      event: 'approval.reassign',
      actorId: id.admin,
      onBehalfOf: null,
      nodeName: 'Department head approval',
    });
    expect((await act('admin', recordId, 'reassign', { taskId: row.taskId, users: [id.finance01] })).body.status).toBe(1012);
  });
});

describe('self-approval on a step that refuses it, whoever acts (security review, medium 3)', () => {
  const today = new Date().toISOString().slice(0, 10);
  const delegateTo = async (from: string, to: string) =>
    expect((await as[from].post('/delegation', { toUserId: id[to], startsOn: today, endsOn: today })).body.status).toBe(200);
  const endDelegations = async (from: string) => {
    for (const delegation of (await as[from].get('/delegation')).body.data) await as[from].delete(`/delegation/${delegation.id}`);
  };

  it('refuses the applicant approving, rejecting or handing on their own department-head step as the head’s delegate', async () => {
    await delegateTo('leader01', 'staff01');
    try {
      const recordId = await submitted();
      expect(await todo('leader01', recordId)).toHaveLength(1);
      await refusedWithoutChange(recordId, () => act('staff01', recordId, 'approve', { examRemarks: '自己批' }), 1004);
      await refusedWithoutChange(recordId, () => act('staff01', recordId, 'reject', { examRemarks: '自己退' }), 1004);
      await refusedWithoutChange(recordId, () => act('staff01', recordId, 'transfer', { users: [id.manager01] }), 1004);
      await refusedWithoutChange(recordId, () => act('staff01', recordId, 'addApprover', { users: [id.manager01], position: 'before' }), 1004);
      expect((await act('leader01', recordId, 'approve')).body.status).toBe(200);
    } finally {
      await endDelegations('leader01');
    }
  });

  it('refuses handing the step to the applicant, by transfer, add-approver or an administrator’s reassign', async () => {
    const recordId = await submitted();
    const [row] = await todo('leader01', recordId);
    await refusedWithoutChange(recordId, () => act('leader01', recordId, 'transfer', { users: [id.staff01] }), 1001);
    await refusedWithoutChange(recordId, () => act('leader01', recordId, 'addApprover', { users: [id.staff01], position: 'after' }), 1001);
    await refusedWithoutChange(recordId, () => act('admin', recordId, 'reassign', { taskId: row.taskId, users: [id.staff01] }), 1001);
  });

  it('refuses the applicant acting through someone the step was transferred to who delegated to them', async () => {
    await delegateTo('manager01', 'staff01');
    try {
      const recordId = await submitted();
      expect((await act('leader01', recordId, 'transfer', { users: [id.manager01] })).body.status).toBe(200);
      const before = (await history(recordId)).length;
      expect((await act('staff01', recordId, 'approve')).body.status).toBe(1004);
      expect(await history(recordId)).toHaveLength(before);
    } finally {
      await endDelegations('manager01');
    }
  });
});
