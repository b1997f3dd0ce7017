import { describe, expect, it } from 'vitest';
import { claimCalls, delegatedAdmin, signedInApp } from '../../support/api.helpers.ts';

const { t, as, ids } = signedInApp();
const MODULE = 'reimapplication';
const claims = claimCalls(as, MODULE);
const EN = { 'accept-language': 'en' };
const ES = { 'accept-language': 'es' };
const ZH = { 'accept-language': 'zh' };

type Notice = { id: number; userId: number; type: number; link: string | null; isRead: boolean };
const instanceOf = async (id: number) => (await as.staff01.get(`/wf/${MODULE}/${id}/instance`)).body.data.id as number;
const notices = async (name: string) => (await as[name].get('/processAudit/notifyList?unread=0')).body.data as Notice[];

describe('the home page and bell calls (spec §7 Process and approval)', () => {
  it('counts, pages, shows (marking read) and deletes only the user’s own notices', async () => {
    const id = await claims.file(1200);
    await claims.ok('staff01', id, 'submit');
    const counts = (await as.leader01.get('/processAudit/notifyHomeAll')).body;
    expect(counts.status).toBe(200);
    expect(counts.data.unread).toBeGreaterThan(0);
    expect(counts.data.total).toBeGreaterThanOrEqual(counts.data.unread);
    expect(counts.data.byType.some((row: { type: number; unread: number }) => row.type === 3 && row.unread > 0)).toBe(true);

    const page = (await as.leader01.get('/processAudit/notifyHomeAlls?pageIndex=1&limit=2')).body.data;
    expect(page.list.length).toBeLessThanOrEqual(2);
    expect(page.total).toBe(counts.data.total);
    expect(page.list.every((n: Notice) => n.userId === ids.leader01)).toBe(true);
    const unreadPage = (await as.leader01.get('/processAudit/notifyHomeAlls?unread=1&limit=100')).body.data;
    expect(unreadPage.total).toBe(counts.data.unread);

    const notice = (await notices('leader01')).find((n) => n.type === 3 && n.link?.endsWith(`id=${id}`))!;
    expect(notice.isRead).toBe(false);
    // Another user cannot read it (nor mark it read).
    expect((await as.staff01.get(`/processAudit/getNotifyInfo/${notice.id}`, EN)).body.status).toBe(404);
    expect((await notices('leader01')).find((n) => n.id === notice.id)!.isRead).toBe(false);
    const shown = (await as.leader01.get(`/processAudit/getNotifyInfo/${notice.id}`)).body;
    expect(shown.status).toBe(200);
    expect(shown.data.id).toBe(notice.id);
    expect(shown.data.isRead).toBe(true);
    expect((await as.leader01.get('/processAudit/notifyHomeAll')).body.data.unread).toBe(counts.data.unread - 1);
    const badId = await as.leader01.get('/processAudit/getNotifyInfo/abc', ES);
    expect(badId.body.status).toBe(1001);

    // Deleting: a list with someone else's notice deletes nothing; one's own goes.
    const staffNotice = (await notices('staff01'))[0];
    const mixed = await as.leader01.post('/processAudit/delUserPush', { ids: [notice.id, staffNotice?.id ?? 999_999] }, ZH);
    expect(mixed.body.status).toBe(404);
    expect(mixed.body.msg).toBe('记录不存在');
    expect((await notices('leader01')).some((n) => n.id === notice.id)).toBe(true);
    const empty = await as.leader01.post('/processAudit/delUserPush', { ids: [] }, EN);
    expect(empty.body.status).toBe(1001);
    expect((await as.leader01.post('/processAudit/delUserPush', { ids: [notice.id] })).body.status).toBe(200);
    expect((await notices('leader01')).some((n) => n.id === notice.id)).toBe(false);
    if (staffNotice) expect((await notices('staff01')).some((n) => n.id === staffNotice.id)).toBe(true);
  });

  it('lists the processes one took part in, reads a process’s notices, and refreshes the home numbers', async () => {
    const id = await claims.file(1300);
    await claims.ok('staff01', id, 'submit');
    const instanceId = await instanceOf(id);

    const mine = (await as.staff01.get('/processAudit/processAuditList?limit=100')).body.data;
    const row = mine.list.find((r: { instanceId: number }) => r.instanceId === instanceId);
    expect(row).toMatchObject({ recordId: id, module: MODULE, status: 'running', role: 'applicant' });
    expect(mine.total).toBe(mine.list.length);
    const firstPage = (await as.staff01.get('/processAudit/processAuditList?limit=1')).body.data;
    expect(firstPage).toMatchObject({ total: mine.total, pageIndex: 1, limit: 1 });
    expect(firstPage.list).toHaveLength(1);
    const leaders = (await as.leader01.get('/processAudit/processAuditList?limit=100&status=running')).body.data;
    expect(leaders.list.find((r: { instanceId: number }) => r.instanceId === instanceId)?.role).toBe('approver');
    // Someone with no part in it does not see it.
    const others = (await as.manager01.get('/processAudit/processAuditList?limit=100')).body.data;
    expect(others.list.some((r: { instanceId: number }) => r.instanceId === instanceId)).toBe(false);
    expect((await as.staff01.get('/processAudit/processAuditList?status=lost', EN)).body.status).toBe(1001);

    const before = (await as.leader01.get('/processAudit/refreshHomeNow')).body.data;
    expect(before.todo).toBeGreaterThan(0);
    expect(before.unreadNotices).toBeGreaterThan(0);
    const unreadAbout = async () => (await notices('leader01')).filter((n) => !n.isRead && n.link?.endsWith(`id=${id}`)).length;
    expect(await unreadAbout()).toBeGreaterThan(0);
    expect((await as.leader01.get(`/processAudit/readProcess?processInstanceId=${instanceId}`)).body.status).toBe(200);
    expect(await unreadAbout()).toBe(0);
    const after = (await as.leader01.get('/processAudit/refreshHomeNow')).body.data;
    expect(after.unreadNotices).toBeLessThan(before.unreadNotices);
    expect((await as.leader01.get('/processAudit/readProcess?processInstanceId=x', EN)).body.status).toBe(1001);
    expect((await as.leader01.get('/processAudit/readProcess?processInstanceId=987654321', EN)).body.status).toBe(1009);
  });

  it('answers several approval histories at once, for readable processes only', async () => {
    const first = await claims.file(1400);
    await claims.ok('staff01', first, 'submit');
    await claims.ok('leader01', first, 'approve', { examRemarks: '同意' });
    const second = await claims.file(1500);
    await claims.ok('staff01', second, 'submit');
    const [a, b] = [await instanceOf(first), await instanceOf(second)];
    const answer = (await as.staff01.post('/processAudit/processHisInfos', { processInstanceIds: [a, b] })).body;
    expect(answer.status).toBe(200);
    expect(answer.data.map((item: { processInstanceId: number }) => item.processInstanceId)).toEqual([a, b]);
    const single = (await as.staff01.get(`/processAudit/processHisInfo?processInstanceId=${a}`)).body.data;
    expect(answer.data[0].rows).toEqual(single);
    expect(answer.data[0].rows.some((row: { approvalOpinion: string }) => row.approvalOpinion === '同意')).toBe(true);
    expect((await as.staff01.post('/processAudit/processHisInfos', { processInstanceIds: [] }, EN)).body.status).toBe(1001);
    expect((await as.staff01.post('/processAudit/processHisInfos', { processInstanceIds: [a, 987654321] }, EN)).body.status).toBe(1009);
    // Someone whose data scope leaves out the applicant's documents reads none of their histories, nor marks them read.
    const { caller } = await delegatedAdmin(t, as.admin, { loginName: 'ownonly01', codes: ['reimbursement:list'], dataScope: 4 });
    expect([403, 404, 4031]).toContain((await caller.post('/processAudit/processHisInfos', { processInstanceIds: [a] }, EN)).body.status);
    expect([403, 404, 4031]).toContain((await caller.get(`/processAudit/readProcess?processInstanceId=${b}`, EN)).body.status);
  });

  it('offers approvers for a resubmission only once the latest process was rejected or withdrawn', async () => {
    const id = await claims.file(1600);
    const reapply = () => as.staff01.get(`/processAudit/reapplyAuditUsers?module=${MODULE}&dataId=${id}`, EN);
    expect((await reapply()).body.status).toBe(1009);
    await claims.ok('staff01', id, 'submit');
    expect((await reapply()).body.status).toBe(1007);
    await claims.ok('staff01', id, 'withdraw', { examRemarks: '重填' });
    const offered = (await reapply()).body;
    expect(offered.status).toBe(200);
    const fresh = (await as.staff01.get(`/processAudit/selectAuditUsers?module=${MODULE}&dataId=${id}`)).body.data;
    expect(offered.data).toEqual(fresh);
    expect((await as.staff01.get(`/processAudit/reapplyAuditUsers?module=nothing&dataId=${id}`, EN)).body.status).toBe(1001);
  });
});
