import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  apiAs,
  approvalAction,
  approvalDialog,
  choose,
  expectNotice,
  labelled,
  publish,
  screenshot,
  shippedXml,
  signIn,
  signOut,
  submitted,
  text,
  useLanguage,
} from './e2e.helpers.ts';

const zh = (id: string, values?: Record<string, string | number>) => text('zh', id, values);

type Office = Record<string, unknown> & { code: string; headUserId: number | null };

/** Sets who heads an office, as System → offices does; answers who headed it before. */
async function setHead(admin: APIRequestContext, code: string, headUserId: number | null): Promise<number | null> {
  const office = ((await (await admin.get('/prod-api/office')).json()).data as Office[]).find((row) => row.code === code)!;
  const { id, parentId, name, fullName, officeType, branchType, sort } = office;
  const put = await admin.put('/prod-api/office', { data: { id, parentId, name, fullName, code, officeType, branchType, sort, headUserId } });
  expect((await put.json()).status).toBe(200);
  return office.headUserId;
}

test('a department head’s step whose time limit passes is escalated to manager01 when the administrator runs the deadlines task', async ({ page, baseURL }) => {
  const admin = await apiAs(baseURL!, 'admin');
  const staff = await apiAs(baseURL!, 'staff01');
  const leader = await apiAs(baseURL!, 'leader01');
  const people = (await (await admin.get('/prod-api/user/userLists')).json()).data as { id: number; loginName: string }[];
  const manager = people.find((user) => user.loginName === 'manager01')!.id;
  // The general manager heads the East branch above leader01's department; the department head's step is due a few
  // seconds after it opens and escalates then. Both are put back afterwards.
  const shipped = await shippedXml(admin);
  const timed = shipped.replace('<bpmn:userTask id="Task_DeptHead"', '<bpmn:userTask id="Task_DeptHead" oa:timeLimit="0.001h" oa:onTimeout="escalate"');
  expect(timed).not.toBe(shipped);
  const formerHead = await setHead(admin, 'EAST', manager);
  try {
    await publish(admin, timed);
    const recordId = await submitted(staff, '超时升级的报销');
    await publish(admin, shipped);
    // Its time passes: leader01's to-do row is overdue.
    await expect
      .poll(
        async () => {
          const list = (await (await leader.get('/prod-api/processAudit/processHome?kind=todo&limit=100')).json()).data.list as {
            recordId: number;
            overdue: boolean;
          }[];
          return list.find((row) => row.recordId === recordId)?.overdue ?? null;
        },
        { timeout: 20_000 },
      )
      .toBe(true);

    // The administrator runs the scheduled task now instead of waiting for its next minute.
    await signIn(page, 'admin');
    await useLanguage(page, 'zh');
    await page.goto('/system/job');
    const job = page.getByRole('row').filter({ hasText: 'approvalDeadlines' });
    await job.getByRole('button', { name: zh('admin.job.runNow') }).click();
    await expectNotice(page, zh('admin.job.ran'));
    await screenshot(page, 'job-run-deadlines-zh');
    await signOut(page, 'zh');
    // The sign-in form is filled in English, as the other tests do.
    await useLanguage(page, 'en');

    // manager01 finds it in their to-do list, at the department head's step; leader01 no longer holds it.
    await signIn(page, 'manager01');
    await useLanguage(page, 'zh');
    await page.goto('/todo');
    const row = page.getByTestId('todo-table').locator(`tr[data-record="${recordId}"]`);
    await expect(row).toContainText('超时升级的报销');
    await expect(row).toContainText('部门负责人审批');
    const left = (await (await leader.get('/prod-api/processAudit/processHome?kind=todo&limit=100')).json()).data.list as { recordId: number }[];
    expect(left.some((item) => item.recordId === recordId)).toBe(false);

    // Flow tracing: leader01's row was handed on by the system, and manager01's is open.
    await page.goto(`/expense/reimapplication/view?id=${recordId}`);
    await page.getByTestId('flow-tracing-button').click();
    const history = page.getByTestId('history-table');
    const handed = history.locator('tr[data-status="reassigned"]');
    await expect(handed).toContainText('张经理');
    await expect(handed.getByTestId('history-reason')).toHaveText(zh('wf.reason.escalated'));
    await expect(history.locator('tr[data-status="open"]')).toContainText('王总');
    await screenshot(page, 'flow-tracing-escalated-zh');
  } finally {
    await publish(admin, shipped);
    await setHead(admin, 'EAST', formerHead);
    await Promise.all([admin.dispose(), staff.dispose(), leader.dispose()]);
  }
});

test('leader01 is asked whom the next step goes to before sending, picks finance01, and the claim reaches them', async ({ page, baseURL }) => {
  const admin = await apiAs(baseURL!, 'admin');
  const staff = await apiAs(baseURL!, 'staff01');
  const finance = await apiAs(baseURL!, 'finance01');
  const shipped = await shippedXml(admin);
  const chosen = shipped.replace('oa:assigneeType="post" oa:assignee="finance" oa:assigneeScope="group"', 'oa:assigneeType="chosen"');
  expect(chosen).not.toBe(shipped);
  try {
    // Filed while finance's step is "chosen by the previous approver"; later documents keep the shipped flow.
    await publish(admin, chosen);
    const recordId = await submitted(staff, '由部门负责人指定财务');
    await publish(admin, shipped);

    await signIn(page, 'leader01');
    await useLanguage(page, 'zh');
    await page.goto(`/expense/reimapplication/view?id=${recordId}`);
    await approvalAction(page, 'approve', 'zh').click();
    const dialog = approvalDialog(page);
    // Asked at once, before any send: the step is named and the picker shown.
    await expect(dialog.getByTestId('choose-next-hint')).toHaveText(zh('workflow.process.chosenMissing', { node: '财务审批' }));
    const confirm = dialog.getByRole('button', { name: zh('wf.dialog.confirm') });
    await expect(confirm).toBeDisabled();
    await choose(page, dialog.getByRole('combobox', { name: labelled(zh('wf.dialog.chooseNextApprovers')) }), '李财务 (finance01)');
    await dialog.getByRole('textbox', { name: zh('wf.dialog.opinion') }).fill('同意，请李财务审核');
    await screenshot(page, 'approve-choose-next-zh');
    await confirm.click();
    await expect(dialog).toHaveCount(0);

    const todo = (await (await finance.get('/prod-api/processAudit/processHome?kind=todo&limit=100')).json()).data.list as {
      recordId: number;
      nodeName: string;
    }[];
    expect(todo.find((row) => row.recordId === recordId)).toMatchObject({ nodeName: 'Finance approval' });
  } finally {
    await publish(admin, shipped);
    await Promise.all([admin.dispose(), staff.dispose(), finance.dispose()]);
  }
});
