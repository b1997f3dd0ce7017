import { expect, test } from '@playwright/test';
import { apiAs, publish, screenshot, shippedXml, signIn, submitted, text, useLanguage } from './e2e.helpers.ts';

test('leader01 batch-approves three reimbursements from the to-do list; the one whose next approver must be chosen is skipped with the reason', async ({
  page,
  baseURL,
}) => {
  const staff = await apiAs(baseURL!, 'staff01');
  const admin = await apiAs(baseURL!, 'admin');
  const first = await submitted(staff, '批量审批一');
  const second = await submitted(staff, '批量审批二');
  // The third is filed while finance's step is "chosen by the previous approver"; the shipped flow is then published
  // again, so the documents filed later (and the other tests) keep it.
  const xml = await shippedXml(admin);
  const chosen = xml.replace('oa:assigneeType="post" oa:assignee="finance" oa:assigneeScope="group"', 'oa:assigneeType="chosen"');
  expect(chosen).not.toBe(xml);
  await publish(admin, chosen);
  const third = await submitted(staff, '批量审批三（须选下一步审批人）');
  await publish(admin, xml);
  await Promise.all([staff.dispose(), admin.dispose()]);

  await signIn(page, 'leader01');
  await useLanguage(page, 'zh');
  await page.goto('/todo');
  const table = page.getByTestId('todo-table');
  for (const id of [first, second, third]) await table.locator(`tr[data-record="${id}"]`).getByRole('checkbox').check();
  await expect(page.getByTestId('batch-bar')).toContainText(text('zh', 'wf.batch.selected', { count: 3 }));
  await screenshot(page, 'todo-batch-selected-zh');
  await page.getByTestId('batch-approve').click();
  const dialog = page.getByTestId('batch-dialog');
  await expect(dialog).toContainText(text('zh', 'wf.batch.approveTitle', { count: 3 }));
  await dialog.getByRole('textbox', { name: text('zh', 'wf.dialog.opinion') }).fill('同意，按规定报销');
  await dialog.getByTestId('batch-confirm').click();

  const results = dialog.getByTestId('batch-results');
  await expect(results.locator('[data-outcome]')).toHaveCount(3);
  for (const id of [first, second]) {
    await expect(results.locator(`[data-record="${id}"]`)).toHaveAttribute('data-outcome', 'ok');
    await expect(results.locator(`[data-record="${id}"]`)).toContainText(text('zh', 'wf.batch.ok'));
  }
  const skipped = results.locator(`[data-record="${third}"]`);
  await expect(skipped).toHaveAttribute('data-outcome', 'skipped');
  await expect(skipped).toContainText(text('zh', 'wf.batch.skipped'));
  await expect(skipped.getByTestId('batch-reason')).toContainText(text('zh', 'workflow.process.chosenMissing', { node: '财务审批' }));
  await expect(dialog.getByTestId('batch-summary')).toHaveText(text('zh', 'wf.batch.summary', { ok: 2, notDone: 1 }));
  await screenshot(page, 'todo-batch-results-zh');
  await dialog.getByTestId('batch-close').click();

  // The decided ones leave the pending list; the skipped one waits for its approver to choose whom it goes to next.
  await expect(table.locator(`tr[data-record="${first}"]`)).toHaveCount(0);
  await expect(table.locator(`tr[data-record="${second}"]`)).toHaveCount(0);
  await expect(table.locator(`tr[data-record="${third}"]`)).toBeVisible();
  await page.goto(`/expense/reimapplication/view?id=${first}`);
  await page.getByTestId('flow-tracing-button').click();
  await expect(page.getByText('同意，按规定报销').first()).toBeVisible();
});
