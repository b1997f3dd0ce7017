import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { actOnDeadlines } from '../../../src/server/workflow/deadlines.ts';
import { claimsOf } from './claims.helpers.ts';
import { signedInApp } from '../../support/api.helpers.ts';
import { publishWithStep } from './flow-versions.helpers.ts';

/**
 * Deadlines that act: a step's time limit (`oa:timeLimit`, hours or working days) gives its to-do rows a due time;
 * the scheduled task `approvalDeadlines` (every minute, the database's clock) reminds, approves, rejects or
 * escalates once it has passed. Tests move a row's due time into the past instead of waiting.
 */
const app = signedInApp();
const { as, ids: id } = app;
const { act, submitted, todo, statusOf, bell, history, trailOf } = claimsOf(as);
/** The department-head step with a time limit and what happens on expiry, as the newest published version. */
const withDeptHeadLimit = (attributes: string) => publishWithStep(as.admin, 'reimbursement', 'Task_DeptHead', attributes);

/** Moves the due time of a document's open to-do rows into the past, as if the time limit had run out. */
const expire = (recordId: number) =>
  app.t.database.db.execute(sql`update process_tasks set due_at = now() - interval '1 minute' where record_id = ${recordId} and status = 'open'`);
/** Runs the scheduled task now, as an administrator does from System → scheduled tasks. */
async function runDeadlines() {
  const jobs = (await as.admin.get('/job')).body.data as { id: number; code: string; cron: string; enabled: boolean }[];
  const job = jobs.find((row) => row.code === 'approvalDeadlines')!;
  expect(job).toMatchObject({ cron: '* * * * *', enabled: true });
  const run = await as.admin.post(`/job/${job.id}/run`);
  expect(run.body.data).toMatchObject({ success: true });
}

describe('GET /prod-api/processAudit/processHome at a step with a time limit', () => {
  it('shows when each to-do is due, in hours from when the step opened, and marks it overdue once past', async () => {
    await withDeptHeadLimit('oa:timeLimit="48h" oa:onTimeout="remind"');
    const before = Date.now();
    const recordId = await submitted();
    const [row] = await todo('leader01', recordId);
    const due = new Date(row.dueAt!).getTime();
    expect(due - before).toBeGreaterThanOrEqual(48 * 3600_000 - 60_000);
    expect(due - Date.now()).toBeLessThanOrEqual(48 * 3600_000 + 60_000);
    expect(row.overdue).toBe(false);
    await expire(recordId);
    expect((await todo('leader01', recordId))[0].overdue).toBe(true);
    const instances = (await as.admin.get('/wf/instances?limit=50')).body.data.list as {
      recordId: number;
      overdue: boolean;
      openTasks: { overdue: boolean }[];
    }[];
    expect(instances.find((row) => row.recordId === recordId)).toMatchObject({ overdue: true, openTasks: [{ overdue: true }] });
  });

  it('makes a working-day limit due at the end of the N-th working day after today, by the holiday calendar', async () => {
    // The next weekday is a holiday: it is not counted.
    const day = new Date();
    do day.setUTCDate(day.getUTCDate() + 1);
    while (day.getUTCDay() === 0 || day.getUTCDay() === 6);
    const holiday = day.toISOString().slice(0, 10);
    expect((await as.admin.put('/holiday', { day: holiday, name: '调休', isWorkday: false })).body.status).toBe(200);
    await withDeptHeadLimit('oa:timeLimit="2wd" oa:onTimeout="remind"');
    const recordId = await submitted();
    const due = new Date((await todo('leader01', recordId))[0].dueAt!);
    const dueDay = due.toISOString().slice(0, 10);
    expect(due.toISOString().slice(11, 19)).toBe('23:59:59');
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const workdays = async (from: string, to: string) => (await as.admin.get(`/holiday/workdays?from=${from}&to=${to}`)).body.data.workdays;
    expect(await workdays(tomorrow, dueDay)).toBe(2);
    expect(await workdays(dueDay, dueDay)).toBe(1);
    expect(dueDay > holiday).toBe(true);
  });
});

describe('the scheduled task approvalDeadlines', () => {
  it('reminds the assignee once the limit has passed, and again only after the step’s reminder period', async () => {
    await withDeptHeadLimit('oa:timeLimit="24h" oa:onTimeout="remind" oa:remindEvery="12"');
    const recordId = await submitted();
    await runDeadlines();
    expect(await bell('leader01', recordId)).toHaveLength(1); // the to-do itself, nothing else
    await expire(recordId);
    await runDeadlines();
    await runDeadlines();
    const reminders = (await bell('leader01', recordId)).filter((n) => n.content.includes('workflow.notify.overdue'));
    expect(reminders).toHaveLength(1);
    await app.t.database.db.execute(sql`update process_tasks set reminded_at = now() - interval '13 hours' where record_id = ${recordId} and status = 'open'`);
    await runDeadlines();
    expect((await bell('leader01', recordId)).filter((n) => n.content.includes('workflow.notify.overdue'))).toHaveLength(2);
    expect(await statusOf(recordId)).toBe(3);
  });

  it('approves as the system on expiry: the flow moves on and the trail names the system in the user’s language', async () => {
    await withDeptHeadLimit('oa:timeLimit="8h" oa:onTimeout="approve"');
    const recordId = await submitted();
    await expire(recordId);
    await runDeadlines();
    expect(await todo('leader01', recordId)).toEqual([]);
    expect((await todo('finance01', recordId)).map((row) => row.nodeName)).toEqual(['Finance approval']);
    const historyIn = async (language: string) => (await as.staff01.get(`/wf/reimapplication/${recordId}/history`, { 'accept-language': language })).body.data;
    expect((await historyIn('zh')).at(-1)).toMatchObject({ event: 'approval.approve', actorId: null, actorName: '系统', nodeName: '部门负责人审批' });
    // The step in the reader's language: the flow's own name for it in Spanish (`oa:nameEs`).
    expect((await historyIn('es')).at(-1)).toMatchObject({ nodeName: 'Aprobación del jefe de departamento' });
    expect((await historyIn('en')).at(-1).actorName).toBe('System');
    expect((await historyIn('es')).at(-1).actorName).toBe('Sistema');
    const trail = await trailOf(recordId, { 'accept-language': 'en' });
    expect(trail[0]).toMatchObject({ nodeName: 'Department head approval', status: 'approved', auditUserName: 'System', onBehalfOfName: '张经理' });
  });

  it('rejects as the system on expiry: the document goes back to the applicant, who is told', async () => {
    await withDeptHeadLimit('oa:timeLimit="8h" oa:onTimeout="reject"');
    const recordId = await submitted();
    await expire(recordId);
    await runDeadlines();
    expect(await statusOf(recordId)).toBe(1);
    expect(await todo('leader01', recordId)).toEqual([]);
    expect((await bell('staff01', recordId)).length).toBeGreaterThan(0);
  });

  it('escalates to the assignee’s department head as the system, like a reassign; without one, reminds instead', async () => {
    await withDeptHeadLimit('oa:timeLimit="8h" oa:onTimeout="escalate"');
    const lonely = await submitted();
    await expire(lonely);
    await runDeadlines();
    // Nobody heads an office above leader01 yet: the task stays, leader01 is reminded.
    expect(await todo('leader01', lonely)).toHaveLength(1);
    expect((await bell('leader01', lonely)).filter((n) => n.content.includes('workflow.notify.overdue'))).toHaveLength(1);

    const east = ((await as.admin.get('/office')).body.data as Record<string, unknown>[]).find((row) => row.code === 'EAST')!;
    const { id: officeId, parentId, name, fullName, code, officeType, branchType, sort } = east;
    const put = { id: officeId, parentId, name, fullName, code, officeType, branchType, sort, headUserId: id.manager01 };
    expect((await as.admin.put('/office', put)).body.status).toBe(200);
    const recordId = await submitted();
    await expire(recordId);
    await runDeadlines();
    expect(await todo('leader01', recordId)).toEqual([]);
    const [handed] = await todo('manager01', recordId);
    expect(handed).toMatchObject({ nodeName: 'Department head approval', dueAt: null, overdue: false });
    expect((await bell('manager01', recordId)).some((n) => n.content.includes('workflow.notify.escalated'))).toBe(true);
    expect((await history(recordId)).at(-1)).toMatchObject({ event: 'approval.reassign', actorId: null, namedUsers: ['王总'] });
    // Flow tracing names the row leader01 no longer holds as escalated by the system.
    expect((await trailOf(recordId)).find((row) => row.assigneeId === id.leader01)).toMatchObject({ status: 'reassigned', reason: 'escalated' });
    expect((await act('manager01', recordId, 'approve')).body.status).toBe(200);
  });

  it('lets exactly one of a time limit and a person deciding at the same moment win, every time', async () => {
    await withDeptHeadLimit('oa:timeLimit="8h" oa:onTimeout="reject"');
    for (let round = 0; round < 12; round++) {
      const recordId = await submitted();
      await expire(recordId);
      const [person] = await Promise.all([act('leader01', recordId, 'approve'), actOnDeadlines(app.t.database.db)]);
      const decisions = (await history(recordId)).filter((row) => row.event === 'approval.approve' || row.event === 'approval.reject');
      expect(decisions).toHaveLength(1);
      const status = await statusOf(recordId);
      if (person.body.status === 200) {
        expect(decisions[0]).toMatchObject({ event: 'approval.approve', actorId: id.leader01 });
        expect(status).toBe(3);
        expect(await todo('finance01', recordId)).toHaveLength(1);
      } else {
        // The document went back to the applicant: approving is no longer a step it has.
        expect(person.body.status).toBe(1006);
        expect(decisions[0]).toMatchObject({ event: 'approval.reject', actorId: null });
        expect(status).toBe(1);
        expect(await todo('finance01', recordId)).toEqual([]);
      }
      expect(await todo('leader01', recordId)).toEqual([]);
    }
  });
});
