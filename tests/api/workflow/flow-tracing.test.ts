import { describe, expect, it } from 'vitest';
import { claimCalls, signedInApp } from '../../support/api.helpers.ts';

const { as } = signedInApp();
const MODULE = 'reimapplication';

const { file: fileReimbursement, ok, statusOf } = claimCalls(as, MODULE);

type TraceRow =
  | { kind: 'task'; nodeName: string; auditUserName: string; status: string; approvalOpinion: string | null }
  | { kind: 'event'; event: string; actorName: string; at: string; opinion: string | null };
type Round = { kind: string; n: number; rows: TraceRow[] };
const trace = async (id: number, language = 'en') => (await as.admin.get(`/wf/${MODULE}/${id}/trace`, { 'accept-language': language })).body.data as Round[];
/** A round's rows as short text: `submit 陈小明`, `task 部门负责人审批 approved`, `withdraw 陈小明 “reason”`. */
const lines = (round: Round) =>
  round.rows.map((row) =>
    row.kind === 'event'
      ? `${row.event.replace('approval.', '')} ${row.actorName}${row.opinion ? ` “${row.opinion}”` : ''}`
      : `task ${row.nodeName} ${row.status}`,
  );

describe('flow tracing by round: who submitted, every withdrawal and its reason, the original filing and each change', () => {
  it('lists the original filing with its resubmissions, then change 1, change 2 and the void, each with who and why', async () => {
    const id = await fileReimbursement(800);
    await ok('staff01', id, 'submit', { examRemarks: '请审批' });
    await ok('leader01', id, 'approve', { examRemarks: '同意' });
    await ok('finance01', id, 'reject', { examRemarks: '缺少发票' });
    await ok('staff01', id, 'resubmit');
    await ok('staff01', id, 'withdraw', { examRemarks: '补充发票' });
    await ok('staff01', id, 'resubmit');
    await ok('leader01', id, 'approve');
    await ok('finance01', id, 'approve');
    // Change 1: withdrawn once, then approved.
    await ok('staff01', id, 'change.start', { examRemarks: '调整金额' });
    await ok('staff01', id, 'submit');
    await ok('staff01', id, 'withdraw', { examRemarks: '再改一次' });
    await ok('staff01', id, 'resubmit');
    await ok('leader01', id, 'approve');
    await ok('finance01', id, 'approve');
    // Change 2: dropped before it was submitted.
    await ok('staff01', id, 'change.start', { examRemarks: '补充说明' });
    await ok('staff01', id, 'change.cancel');
    // Void, approved.
    await ok('staff01', id, 'void.start', { examRemarks: '重复报销' });
    await ok('leader01', id, 'approve');
    await ok('finance01', id, 'approve');
    expect(await statusOf(id)).toBe(8);

    const rounds = await trace(id, 'zh');
    expect(rounds.map((round) => `${round.kind} ${round.n}`)).toEqual(['original 1', 'change 1', 'change 2', 'void 1']);
    expect(lines(rounds[0])).toEqual([
      'submit 陈小明 “请审批”',
      'task 部门负责人审批 approved',
      'task 财务审批 rejected',
      'resubmit 陈小明',
      'withdraw 陈小明 “补充发票”',
      'resubmit 陈小明',
      'task 部门负责人审批 approved',
      'task 财务审批 approved',
    ]);
    expect(lines(rounds[1])).toEqual([
      'change.start 陈小明 “调整金额”',
      'submit 陈小明',
      'withdraw 陈小明 “再改一次”',
      'resubmit 陈小明',
      'task 部门负责人审批 approved',
      'task 财务审批 approved',
    ]);
    expect(lines(rounds[2])).toEqual(['change.start 陈小明 “补充说明”', 'change.cancel 陈小明']);
    expect(lines(rounds[3])).toEqual(['void.start 陈小明 “重复报销”', 'task 部门负责人审批 approved', 'task 财务审批 approved']);
    const submit = rounds[0].rows[0];
    expect(submit.kind === 'event' && Date.parse(submit.at)).toBeGreaterThan(0);

    // The steps in the reader's language.
    const spanish = await trace(id, 'es');
    expect(lines(spanish[3]).slice(1)).toEqual(['task Aprobación del jefe de departamento approved', 'task Aprobación de finanzas approved']);
  });

  it('answers an empty trace for a document never submitted, and only to whoever may read it', async () => {
    const id = await fileReimbursement(90);
    expect(await trace(id)).toEqual([]);
    expect((await as.finance01.get(`/wf/${MODULE}/${id}/trace`)).body.status).not.toBe(200);
  });
});
