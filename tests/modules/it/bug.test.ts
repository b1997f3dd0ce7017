import { describe, expect, it } from 'vitest';
import { signedInApp } from '../../support/api.helpers.ts';
import { en, itCalls, zh } from './it.helpers.ts';

/**
 * IT bugs on the bug lifecycle (spec §4: 1 draft, 2 active, 3 resolved, 4 closed; resolution 1-7) without an
 * approval flow: the reporter submits, closes and reopens; the assignee resolves. Every illegal move is refused
 * with its reason and changes nothing; the server keeps the resolution and the reopen count.
 */
const { as, ids } = signedInApp();
const it_ = () => itCalls(as, ids);

describe('a bug from draft to closed', () => {
  it('starts as a draft (1), is submitted (2), resolved with a resolution (3) and closed (4)', async () => {
    const { bug, moved, record } = it_();
    const created = await bug();
    expect(created.status).toBe(1);
    expect(await moved('leader01', 'bug', created.id, 'bug.submit')).toBe(2);
    expect(await moved('staff01', 'bug', created.id, 'bug.resolve', { resolution: '1', resolutionNote: '已修复' })).toBe(3);
    expect(await record('bug', created.id)).toMatchObject({ status: 3, resolution: '1', resolutionNote: '已修复' });
    expect(await moved('leader01', 'bug', created.id, 'bug.close')).toBe(4);
    const history = (await as.leader01.get(`/wf/bug/${created.id}/history`)).body;
    expect(history.status, history.msg).toBe(200);
    expect((history.data as { event: string }[]).map((row) => row.event)).toEqual(expect.arrayContaining(['bug.submit', 'bug.resolve', 'bug.close']));
  });

  it('offers each user the events they may record now, and says why the others wait', async () => {
    const { bug, moved } = it_();
    const created = await bug();
    await moved('leader01', 'bug', created.id, 'bug.submit');
    const reporter = (await as.leader01.get(`/wf/bug/${created.id}/actions`, en)).body.data;
    expect(reporter.status).toBe(2);
    expect(reporter.legal).not.toContain('bug.close');
    expect(reporter.refused['bug.close'].msg).toBe('The document is Active; this becomes possible when it is Resolved');
    const assignee = (await as.staff01.get(`/wf/bug/${created.id}/actions`, en)).body.data;
    expect(assignee.legal).toContain('bug.resolve');
  });
});

describe('illegal moves are refused with their reason and change nothing', () => {
  it('a bug not resolved cannot be closed', async () => {
    const { bug, moved, recordAs, record } = it_();
    const created = await bug();
    const draft = await recordAs('leader01', 'bug', created.id, 'bug.close', {}, zh);
    expect(draft.body.status).toBe(1006);
    expect(draft.body.msg).toBe('单据现为「草稿」，到「已解决」时才可以');
    await moved('leader01', 'bug', created.id, 'bug.submit');
    const active = await recordAs('leader01', 'bug', created.id, 'bug.close');
    expect(active.body).toMatchObject({ status: 1006, msg: 'The document is Active; this becomes possible when it is Resolved' });
    expect((await record('bug', created.id)).status).toBe(2);
  });

  it('only the assignee (or the administrator) resolves, naming one of the seven resolutions', async () => {
    const { bug, moved, recordAs, record } = it_();
    const created = await bug();
    await moved('leader01', 'bug', created.id, 'bug.submit');
    const notHandler = await recordAs('finance01', 'bug', created.id, 'bug.resolve', { resolution: '1' });
    expect(notHandler.body).toMatchObject({ status: 1004, msg: 'You are not the handler of this item' });
    const reporter = await recordAs('leader01', 'bug', created.id, 'bug.resolve', { resolution: '1' });
    expect(reporter.body.status).toBe(1004);
    const none = await recordAs('staff01', 'bug', created.id, 'bug.resolve', {});
    expect(none.body.status).toBe(1001);
    const outside = await recordAs('staff01', 'bug', created.id, 'bug.resolve', { resolution: '8' });
    expect(outside.body.status).toBe(1001);
    expect(await record('bug', created.id)).toMatchObject({ status: 2 });
    expect((await record('bug', created.id)).resolution).toBeUndefined();
    for (const resolution of ['1', '2', '3', '4', '5', '6', '7']) {
      const other = await bug();
      await moved('leader01', 'bug', other.id, 'bug.submit');
      expect(await moved('staff01', 'bug', other.id, 'bug.resolve', { resolution })).toBe(3);
      expect((await record('bug', other.id)).resolution).toBe(resolution);
    }
    expect(await moved('admin', 'bug', created.id, 'bug.resolve', { resolution: '6' })).toBe(3);
  });

  it('only the reporter submits, closes and reopens', async () => {
    const { bug, moved, recordAs } = it_();
    const created = await bug();
    expect((await recordAs('staff01', 'bug', created.id, 'bug.submit')).body).toMatchObject({ status: 4031, msg: 'Only the applicant can do this' });
    await moved('leader01', 'bug', created.id, 'bug.submit');
    await moved('staff01', 'bug', created.id, 'bug.resolve', { resolution: '1' });
    expect((await recordAs('staff01', 'bug', created.id, 'bug.close')).body.status).toBe(4031);
    expect((await recordAs('staff01', 'bug', created.id, 'bug.reopen')).body.status).toBe(4031);
  });

  it('a draft staged without its steps is not submitted until they are written', async () => {
    const { moved, recordAs, record } = it_();
    const staged = await as.leader01.post('/m/bug', { title: '只有标题的缺陷' }, en);
    expect(staged.body.status, staged.body.msg).toBe(200);
    const refused = await recordAs('leader01', 'bug', staged.body.data.id, 'bug.submit');
    expect(refused.body.status).toBe(1001);
    expect((await record('bug', staged.body.data.id)).status).toBe(1);
    const current = await record('bug', staged.body.data.id);
    const completed = { ...current, severity: '3', priority: '3', assignee: ids.staff01, steps: '打开即可见' };
    expect((await as.leader01.put(`/m/bug/${staged.body.data.id}`, completed, en)).body.status).toBe(200);
    expect(await moved('leader01', 'bug', staged.body.data.id, 'bug.submit')).toBe(2);
  });

  it('an event the bug lifecycle does not know is a wrong step', async () => {
    const { bug, recordAs } = it_();
    const created = await bug();
    expect((await recordAs('leader01', 'bug', created.id, 'need.assign', { developer: ids.staff01 })).body.status).toBe(1006);
    expect((await as.leader01.post(`/wf/bug/${created.id}/submit`, {}, en)).body.status).toBe(1009);
  });
});

describe('reopening', () => {
  it('reopens a resolved or a closed bug, clears its resolution and counts each reopening', async () => {
    const { bug, moved, record } = it_();
    const created = await bug();
    await moved('leader01', 'bug', created.id, 'bug.submit');
    await moved('staff01', 'bug', created.id, 'bug.resolve', { resolution: '5', resolutionNote: '无法重现' });
    expect(await moved('leader01', 'bug', created.id, 'bug.reopen')).toBe(2);
    const reopened = await record('bug', created.id);
    expect(reopened).toMatchObject({ status: 2, reopenCount: '1' });
    expect(reopened.resolution).toBeUndefined();
    expect(reopened.resolutionNote).toBeUndefined();
    await moved('staff01', 'bug', created.id, 'bug.resolve', { resolution: '1' });
    await moved('leader01', 'bug', created.id, 'bug.close');
    expect(await moved('leader01', 'bug', created.id, 'bug.reopen')).toBe(2);
    expect(await record('bug', created.id)).toMatchObject({ reopenCount: '2' });
  });

  it('keeps the reopen count and the resolution out of the form’s reach', async () => {
    const { bug, moved, record } = it_();
    const created = await bug({ reopenCount: '9', resolution: '2' });
    expect(await record('bug', created.id)).not.toHaveProperty('reopenCount');
    await moved('leader01', 'bug', created.id, 'bug.submit');
    const current = await record('bug', created.id);
    const saved = await as.leader01.put(`/m/bug/${created.id}`, { ...current, reopenCount: '7', resolution: '3', title: '改过的标题' }, en);
    expect(saved.body.status, saved.body.msg).toBe(200);
    const after = await record('bug', created.id);
    expect(after.title).toBe('改过的标题');
    expect(after).not.toHaveProperty('reopenCount');
    expect(after).not.toHaveProperty('resolution');
  });

  it('the reporter edits (reassigns) a draft or an active bug, not a resolved one', async () => {
    const { bug, moved, record } = it_();
    const created = await bug();
    await moved('leader01', 'bug', created.id, 'bug.submit');
    const current = await record('bug', created.id);
    const reassigned = await as.leader01.put(`/m/bug/${created.id}`, { ...current, assignee: ids.finance01 }, en);
    expect(reassigned.body.status, reassigned.body.msg).toBe(200);
    expect((await as.staff01.post(`/wf/bug/${created.id}/record/bug.resolve`, { data: { resolution: '1' } }, en)).body.status).toBe(1004);
    await moved('finance01', 'bug', created.id, 'bug.resolve', { resolution: '1' });
    const resolved = await record('bug', created.id);
    expect((await as.leader01.put(`/m/bug/${created.id}`, { ...resolved, title: '再改' }, en)).body.status).toBe(1006);
  });
});

describe('my bugs', () => {
  it('is a page of its own beside the bugs', async () => {
    const menus = (await as.staff01.get('/menu/userMenu', zh)).body.data.list as { code: string; href: string; name: string }[];
    expect(menus.find((menu) => menu.code === 'it.bug.mine')).toMatchObject({ href: '/it/bug/mine', name: '我的缺陷' });
  });

  it('lists the bugs assigned to me, whoever reported them', async () => {
    const { bug, list } = it_();
    const mine = await bug({ title: '分配给财务的缺陷', assignee: ids.finance01 });
    const rows = await list('finance01', 'bug', [{ prop: 'assignee', type: 'equals', values: ids.finance01 }]);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.assignee === ids.finance01)).toBe(true);
    expect(rows.map((row) => row.id)).toContain(mine.id);
    const staff = await list('staff01', 'bug', [{ prop: 'assignee', type: 'equals', values: ids.staff01 }]);
    expect(staff.map((row) => row.id)).not.toContain(mine.id);
    // The demo bugs are staff01's: active, resolved, closed after a reopening, and a draft.
    expect(staff.map((row) => row.status)).toEqual(expect.arrayContaining([1, 2, 3, 4]));
    expect(staff.find((row) => row.title === '登录后偶尔跳回登录页')).toMatchObject({ status: 4, reopenCount: '1', resolution: '1' });
  });
});
