import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiAs, en, screenshot, settled, signIn, text, useLanguage } from './e2e.helpers.ts';

const MODULE = 'reimapplication';
const MANAGER = '王总';

/** staff01 files a reimbursement and submits it; the answer is its id and serial number. */
async function submitted(staff: APIRequestContext, title: string, amount: string) {
  const created = await (
    await staff.post(`/prod-api/m/${MODULE}`, {
      data: { title, reimbursementType: '2', amount, occurredOn: '2026-11-01', lines: [{ date: '2026-11-01', item: '高铁', amount }] },
    })
  ).json();
  expect(created.status).toBe(200);
  expect((await (await staff.post(`/prod-api/wf/${MODULE}/${created.data.id}/submit`, { data: {} })).json()).status).toBe(200);
  const record = await (await staff.get(`/prod-api/m/${MODULE}/${created.data.id}`)).json();
  return { id: created.data.id as number, serialNo: record.data.serialNo as string };
}

test('an administrator views running instances on their chart, reassigns a task, terminates another and replays a document', async ({ page, baseURL }) => {
  const staff = await apiAs(baseURL!, 'staff01');
  const leader = await apiAs(baseURL!, 'leader01');
  const travel = await submitted(staff, '上海出差', '800.00');
  expect((await (await leader.post(`/prod-api/wf/${MODULE}/${travel.id}/approve`, { data: { examRemarks: '同意，注意发票' } })).json()).status).toBe(200);
  const duplicate = await submitted(staff, '重复的报销', '120.00');

  await signIn(page, 'admin');
  for (const locale of ['zh', 'es', 'en'] as const) {
    await useLanguage(page, locale);
    await page.goto('/system/processinstance');
    const table = page.getByTestId('instance-table');
    await expect(table.locator(`tr[data-record="${travel.id}"]`)).toBeVisible();
    await expect(table.locator(`tr[data-record="${duplicate.id}"]`)).toContainText('张经理');
    await screenshot(page, `flow-admin-instances-${locale}`);

    // Filtered by serial number on the server: only the travel claim is left.
    await page.getByTestId('instance-filters').getByLabel(text(locale, 'wf.col.serialNo')).fill(travel.serialNo);
    await page
      .getByTestId('instance-filters')
      .getByRole('button', { name: text(locale, 'wf.instances.search') })
      .click();
    await expect(table.locator('tbody tr[data-record]')).toHaveCount(1);
    await table.locator(`tr[data-record="${travel.id}"]`).getByTestId('instance-open').click();
    const adjust = page.getByTestId('adjust-dialog');
    await settled(page);
    // The chart: finance is where the process waits, the department head's step was passed.
    await expect(adjust.locator('[data-node-id="Task_Finance"]')).toHaveAttribute('data-mark', 'current');
    await expect(adjust.locator('[data-node-id="Task_DeptHead"]')).toHaveAttribute('data-mark', 'passed');
    await expect(adjust.locator('[data-node-id="Task_Finance"]')).toContainText('李财务');
    await expect(adjust.getByTestId('adjust-history')).toContainText('同意，注意发票');
    await screenshot(page, `flow-admin-adjust-${locale}`);
    if (locale !== 'en') {
      await adjust.getByRole('button', { name: text(locale, 'actions.close') }).click();
      await expect(adjust).toHaveCount(0);
    }
  }

  // Reassign the finance step to the general manager.
  const adjust = page.getByTestId('adjust-dialog');
  await adjust.getByRole('combobox', { name: en('wf.instances.newAssignee') }).fill(MANAGER);
  await page.getByRole('option', { name: new RegExp(MANAGER) }).click();
  await adjust.getByTestId('reassign-submit').click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: en('messages.success') })
      .first(),
  ).toBeVisible();
  await expect(adjust).toHaveCount(0);
  await expect(page.getByTestId('instance-table').locator(`tr[data-record="${travel.id}"]`)).toContainText(MANAGER);

  // Terminate the duplicate with a reason: it leaves the list.
  await page
    .getByTestId('instance-filters')
    .getByRole('button', { name: en('wf.instances.reset') })
    .click();
  const row = page.getByTestId('instance-table').locator(`tr[data-record="${duplicate.id}"]`);
  await row.getByTestId('instance-open').click();
  await settled(page);
  await page.getByTestId('terminate-reason').fill('与 ' + travel.serialNo + ' 重复');
  await page.getByTestId('terminate-submit').click();
  await page.getByTestId('terminate-confirm-ok').click();
  await expect(page.getByTestId('adjust-dialog')).toHaveCount(0);
  await expect(row).toHaveCount(0);

  // Replay the travel claim step by step: submit, approve, reassign.
  await page.getByTestId('instance-table').locator(`tr[data-record="${travel.id}"]`).getByTestId('instance-open').click();
  await settled(page);
  await page
    .getByTestId('adjust-dialog')
    .getByRole('button', { name: en('wf.replay.title') })
    .click();
  const replay = page.getByTestId('replay-dialog');
  await expect(replay.getByTestId('replay-timeline').locator('[data-step]')).toHaveCount(3);
  await expect(replay.getByTestId('replay-step')).toContainText(en('wf.replay.step', { n: 3, total: 3 }));
  await expect(replay.getByTestId('replay-step')).toContainText(en('wf.event.approval.reassign'));
  for (const locale of ['en', 'zh', 'es'] as const) {
    if (locale !== 'en') {
      await useLanguage(page, locale);
      await page.goto(`/system/processinstance`);
      await page.getByTestId('instance-table').locator(`tr[data-record="${travel.id}"]`).getByTestId('instance-open').click();
      await settled(page);
      await page
        .getByTestId('adjust-dialog')
        .getByRole('button', { name: text(locale, 'wf.replay.title') })
        .click();
    }
    await expect(replay.getByTestId('replay-timeline').locator('[data-step]')).toHaveCount(3);
    // Back to the first step: draft → in approval, the whole document new.
    await replay.getByTestId('replay-prev').click();
    await replay.getByTestId('replay-prev').click();
    await expect(replay.getByTestId('replay-step')).toContainText(text(locale, 'wf.replay.step', { n: 1, total: 3 }));
    await expect(replay.getByTestId('replay-prev')).toBeDisabled();
    await expect(replay.getByTestId('lifecycle-chart').locator('.react-flow__edge.transition-active')).toHaveCount(1);
    await expect(replay.getByTestId('lifecycle-chart').locator('.react-flow__node.status-active')).toContainText(text(locale, 'status.generic.3'));
    await expect(replay.getByTestId('replay-diff').locator('tr[data-field="amount"]')).toBeVisible();
    // Next: the department head's approval keeps the status; the opinion is on the timeline.
    await replay.getByTestId('replay-next').click();
    await expect(replay.getByTestId('replay-step')).toContainText(text(locale, 'wf.event.approval.approve'));
    await expect(replay.getByTestId('replay-timeline').locator('[data-step="1"]')).toContainText('同意，注意发票');
    await expect(replay.getByTestId('replay-snapshot').locator('[data-field="title"]')).toContainText('上海出差');
    await settled(page);
    await screenshot(page, `flow-admin-replay-${locale}`);
  }
  await staff.dispose();
  await leader.dispose();

  // Process management: the published reimbursement version drawn as its chart.
  await useLanguage(page, 'en');
  await page.goto('/system/process');
  await page.locator('[data-version="reimbursement:1"]').click();
  await page.getByTestId('version-chart').click();
  const chart = page.getByTestId('flow-chart-dialog');
  await settled(page);
  await expect(chart.locator('[data-node-id="Task_GeneralManager"]')).toContainText(en('wf.process.assignee.post'));
  await expect(chart.locator('.react-flow__edge-text').first()).toBeVisible();
  await screenshot(page, 'flow-admin-version-chart-en');
  await chart.getByRole('button', { name: en('actions.close') }).click();

  // The general manager finds the reassigned claim in the to-do list.
  const manager = await page.context().browser()!.newContext({ baseURL });
  const managerPage = await manager.newPage();
  await signIn(managerPage, 'manager01');
  await managerPage.goto('/todo');
  await expect(managerPage.getByTestId('todo-table').locator(`tr[data-record="${travel.id}"]`)).toBeVisible();
  await manager.close();
});
