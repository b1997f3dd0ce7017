import { describe, expect, it } from 'vitest';
import { signedInApp, workflowCalls } from '../../support/api.helpers.ts';
import { en, itCalls } from './it.helpers.ts';

/**
 * Weekly reports (`/it/weekly/edit`): drafted from the writer's week (tasks and bugs, working days by the holiday
 * calendar), edited and submitted to the department head, who sees the team's weeks; an employee sees only their own.
 */
const { as, ids } = signedInApp();
const it_ = () => itCalls(as, ids);
const wf = workflowCalls(as);
const draft = async (name: string, week?: string) => {
  const answer = await as[name].get(`/digest/weekly/draft${week ? `?week=${week}` : ''}`, en);
  expect(answer.body.status, answer.body.msg).toBe(200);
  return answer.body.data as Record<string, string | number>;
};
const lines = (text: unknown) => String(text).split('\n').filter(Boolean);

describe('the draft of a week', () => {
  it('drafts staff01’s week of 23 November 2026 from their tasks and bugs', async () => {
    const week = await draft('staff01', '2026-11-25');
    expect(week).toMatchObject({ weekStart: '2026-11-23', weekEnd: '2026-11-29', workingDays: 5 });
    expect(lines(week.done)).toEqual(expect.arrayContaining([expect.stringMatching(/^- 考勤导出接口 \[RW\d{8}\] \(100%\)$/)]));
    expect(lines(week.notDone)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^- 按部门拆分工作表 \[RW\d{8}\] \(60%\)$/),
        expect.stringMatching(/^- 导出的考勤表缺少加班列 \[BUG\d{8}\]$/),
      ]),
    );
    // Not begun that week: not "not done", but planned for the next.
    expect(String(week.notDone)).not.toContain('导出功能联调');
    expect(lines(week.nextWeek)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('按部门拆分工作表'),
        expect.stringContaining('导出功能联调'),
        expect.stringContaining('导出的考勤表缺少加班列'),
      ]),
    );
    expect(String(week.nextWeek)).not.toContain('考勤导出接口');
    // leader01's own task is not staff01's.
    expect(JSON.stringify(week)).not.toContain('二期需求评审');
    // The draft bug is neither done nor open.
    expect(JSON.stringify(week)).not.toContain('帮助中心搜索无结果提示');
  });

  it('counts a bug the writer resolved this week as done', async () => {
    const { bug, moved } = it_();
    const created = await bug({ title: '本周修掉的缺陷' });
    await moved('leader01', 'bug', created.id, 'bug.submit');
    expect(String((await draft('staff01')).notDone)).toContain('本周修掉的缺陷');
    await moved('staff01', 'bug', created.id, 'bug.resolve', { resolution: '1' });
    const week = await draft('staff01');
    expect(String(week.done)).toContain(`- 本周修掉的缺陷 [${created.serialNo}]`);
    expect(String(week.notDone)).not.toContain('本周修掉的缺陷');
    // Last week's draft does not count it.
    const today = new Date(`${String(week.weekStart)}T00:00:00Z`);
    today.setUTCDate(today.getUTCDate() - 7);
    expect(String((await draft('staff01', today.toISOString().slice(0, 10))).done)).not.toContain('本周修掉的缺陷');
  });

  it('counts working days by the holiday calendar', async () => {
    expect((await draft('staff01', '2026-12-09')).workingDays).toBe(5);
    expect((await as.admin.put('/holiday', { day: '2026-12-09', name: '测试假日', isWorkday: false }, en)).body.status).toBe(200);
    expect((await as.admin.put('/holiday', { day: '2026-12-12', name: '调休上班', isWorkday: true }, en)).body.status).toBe(200);
    expect((await draft('staff01', '2026-12-07')).workingDays).toBe(5);
    expect((await as.admin.delete('/holiday/2026-12-12')).body.status).toBe(200);
    expect((await draft('staff01', '2026-12-13')).workingDays).toBe(4);
  });

  it('refuses a day that is not a date', async () => {
    expect((await as.staff01.get('/digest/weekly/draft?week=2026-13-01', en)).body.status).toBe(1001);
  });
});

describe('submitted to the department head, who sees the team’s week', () => {
  it('staff01 edits the draft and submits it; leader01 sees it and signs it; staff01 does not see leader01’s', async () => {
    const { list, record } = it_();
    const week = await draft('staff01', '2026-11-30');
    // Nothing finished yet that week: the writer says what was done before submitting.
    expect(week.done).toBe('');
    const edited = { ...week, workingDays: String(week.workingDays), done: '- 联调环境搭建', problems: '联调环境不稳定' };
    const created = await as.staff01.post('/m/weekly', edited, en);
    expect(created.body.status, created.body.msg).toBe(200);
    const id = created.body.data.id as number;
    await wf.ok('staff01', 'weekly', id, 'submit');
    expect((await record('weekly', id)).status).toBe(3);
    const team = await list('leader01', 'weekly', [{ prop: 'weekStart', type: 'equals', values: '2026-11-30' }]);
    expect(team.map((row) => row.id)).toContain(id);
    await wf.ok('leader01', 'weekly', id, 'approve', { examRemarks: '已阅' });
    expect((await record('weekly', id)).status).toBe(4);

    const own = await as.leader01.post('/m/weekly', { ...(await draft('leader01', '2026-11-30')), workingDays: '5', done: '- 评审', nextWeek: '- 排期' }, en);
    expect(own.body.status, own.body.msg).toBe(200);
    const staffSees = await list('staff01', 'weekly');
    expect(staffSees.map((row) => row.id)).not.toContain(own.body.data.id);
    expect(staffSees.every((row) => row.creatorId === ids.staff01)).toBe(true);
    expect((await as.staff01.get(`/m/weekly/${own.body.data.id}`)).body.status).toBe(404);
    // The demo report of the week of 16 November, signed by leader01, is in the team's list.
    expect((await list('leader01', 'weekly')).find((row) => row.weekStart === '2026-11-16')).toMatchObject({ status: 4, creatorId: ids.staff01 });
  });
});
