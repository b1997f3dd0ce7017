import { describe, expect, it } from 'vitest';
import { signedInApp } from '../../support/api.helpers.ts';
import { itCalls } from './it.helpers.ts';

/**
 * IT needs on the need lifecycle (spec §4: 0 unassigned, 1 developing, 2 testing, 3 done), develop and test as its
 * stages, without an approval flow: the manager assigns, takes back and reopens; the developer hands it to a tester;
 * the tester passes or fails it. What is refused says why and changes nothing.
 */
const { as, ids } = signedInApp();
const it_ = () => itCalls(as, ids);

describe('a need through develop and test', () => {
  it('is assigned to a developer (1), tested (2), failed back (1), tested again and done (3), and reopened (1)', async () => {
    const { need, moved, record } = it_();
    const created = await need();
    expect(created.status).toBe(0);
    expect(await moved('leader01', 'need', created.id, 'need.assign', { developer: ids.staff01 })).toBe(1);
    expect(await record('need', created.id)).toMatchObject({ status: 1, developer: ids.staff01 });
    expect(await moved('staff01', 'need', created.id, 'need.submitTest', { tester: ids.finance01 })).toBe(2);
    expect(await moved('finance01', 'need', created.id, 'need.fail', { testNote: '导出文件为空' })).toBe(1);
    expect(await moved('staff01', 'need', created.id, 'need.submitTest', { tester: ids.finance01 })).toBe(2);
    expect(await moved('finance01', 'need', created.id, 'need.pass', {})).toBe(3);
    expect(await moved('leader01', 'need', created.id, 'need.reopen')).toBe(1);
  });

  it('the manager takes an assigned need back: unassigned again, its developer and tester cleared', async () => {
    const { need, moved, record } = it_();
    const created = await need();
    await moved('leader01', 'need', created.id, 'need.assign', { developer: ids.staff01 });
    expect(await moved('leader01', 'need', created.id, 'need.unassign')).toBe(0);
    expect((await record('need', created.id)).developer).toBeUndefined();
  });
});

describe('illegal moves are refused with their reason', () => {
  it('only the manager assigns, takes back and reopens', async () => {
    const { need, moved, recordAs, record } = it_();
    const created = await need();
    expect((await recordAs('staff01', 'need', created.id, 'need.assign', { developer: ids.staff01 })).body).toMatchObject({
      status: 4031,
      msg: 'Only the project leader can do this',
    });
    expect((await record('need', created.id)).status).toBe(0);
    await moved('leader01', 'need', created.id, 'need.assign', { developer: ids.staff01 });
    expect((await recordAs('staff01', 'need', created.id, 'need.unassign')).body.status).toBe(4031);
  });

  it('assigning names the developer; handing to test names the tester; a failed test says why', async () => {
    const { need, moved, recordAs } = it_();
    const created = await need();
    expect((await recordAs('leader01', 'need', created.id, 'need.assign', {})).body.status).toBe(1001);
    await moved('leader01', 'need', created.id, 'need.assign', { developer: ids.staff01 });
    expect((await recordAs('staff01', 'need', created.id, 'need.submitTest', {})).body.status).toBe(1001);
    await moved('staff01', 'need', created.id, 'need.submitTest', { tester: ids.finance01 });
    expect((await recordAs('finance01', 'need', created.id, 'need.fail', {})).body.status).toBe(1001);
  });

  it('only who holds the stage (developer, tester) or the manager moves it on', async () => {
    const { need, moved, recordAs } = it_();
    const created = await need();
    await moved('leader01', 'need', created.id, 'need.assign', { developer: ids.finance01 });
    const stranger = await recordAs('staff01', 'need', created.id, 'need.submitTest', { tester: ids.staff01 });
    expect(stranger.body).toMatchObject({ status: 1004, msg: 'You are not the handler of this item' });
  });

  it('a need not in testing is neither passed nor failed; a done need is not handed to test', async () => {
    const { need, moved, recordAs } = it_();
    const created = await need();
    const early = await recordAs('leader01', 'need', created.id, 'need.pass');
    expect(early.body).toMatchObject({ status: 1006, msg: 'The document is Unassigned; this becomes possible when it is Testing' });
    await moved('leader01', 'need', created.id, 'need.assign', { developer: ids.staff01 });
    await moved('staff01', 'need', created.id, 'need.submitTest', { tester: ids.staff01 });
    await moved('staff01', 'need', created.id, 'need.pass');
    expect((await recordAs('staff01', 'need', created.id, 'need.submitTest', { tester: ids.staff01 })).body.status).toBe(1006);
  });

  it('its owner edits it while unassigned or developing, not once in testing', async () => {
    const { need, moved, record } = it_();
    const created = await need();
    const current = await record('need', created.id);
    expect((await as.leader01.put(`/m/need/${created.id}`, { ...current, title: '改名' })).body.status).toBe(200);
    await moved('leader01', 'need', created.id, 'need.assign', { developer: ids.staff01 });
    await moved('staff01', 'need', created.id, 'need.submitTest', { tester: ids.staff01 });
    const testing = await record('need', created.id);
    expect((await as.leader01.put(`/m/need/${created.id}`, { ...testing, title: '再改' })).body.status).toBe(1006);
  });
});

describe('develop and test', () => {
  it('lists the needs I develop and those I test', async () => {
    const { list } = it_();
    const developing = await list('staff01', 'need', [{ prop: 'developer', type: 'equals', values: ids.staff01 }]);
    expect(developing.map((row) => row.title)).toEqual(expect.arrayContaining(['考勤月报按部门导出', '登录页记住账号']));
    const testing = await list('leader01', 'need', [{ prop: 'tester', type: 'equals', values: ids.leader01 }]);
    expect(testing.find((row) => row.title === '登录页记住账号')).toMatchObject({ status: 3 });
  });
});
