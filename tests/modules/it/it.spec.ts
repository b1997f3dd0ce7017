import { expect, test, type Page } from '@playwright/test';
import { typeDate } from '../../e2e/date-picker.helpers.ts';
import { approvalBar, choose, expectNotice, labelled, screenshot, signIn, signOut, text, viewListed } from '../../e2e/e2e.helpers.ts';

const zh = (id: string, values?: Parameters<typeof text>[2]) => text('zh', id, values);
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

test.use({ locale: 'zh-CN', viewport: { width: 1366, height: 820 } });

/** Records an event of the document open in its view (its button, then the dialog's confirm), filling what `fill` fills. */
async function record(page: Page, event: string, fill?: (dialog: ReturnType<Page['getByTestId']>) => Promise<void>) {
  await approvalBar(page).locator(`[data-action="${event}"]`).click();
  const dialog = page.getByTestId('recording-dialog');
  await expect(dialog).toBeVisible();
  if (fill) await fill(dialog);
  await dialog.getByTestId('recording-confirm').click();
  await expectNotice(page, zh('messages.success'));
  await expect(dialog).toHaveCount(0);
}

const BUG_STATUS = ['', 'draft', 'active', 'resolved', 'closed'];
const statusShown = (page: Page, code: number) => expect(page.getByText(zh(`lifecycleStatus.bug.${BUG_STATUS[code]}`), { exact: true }).first()).toBeVisible();

test('a feedback with a screenshot becomes a bug, which staff01 resolves and the administrator closes', async ({ page }) => {
  test.setTimeout(240_000);
  const title = `打印预览空白 ${Date.now().toString(36)}`;
  await signIn(page, 'staff01');
  await page.goto('/feedback/edit');
  await page.getByRole('textbox', { name: labelled(zh('modules.feedback.fields.title')) }).fill(title);
  await choose(page, page.getByRole('combobox', { name: labelled(zh('modules.feedback.fields.category')) }), zh('modules.feedback.options.category.problem'));
  await page.getByRole('textbox', { name: labelled(zh('modules.feedback.fields.content')) }).fill('点击打印后预览是空白页。');
  await page.locator('[data-field=screenshot] input[type=file]').setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.locator('[data-field=screenshot] img')).toHaveCount(1);
  await page.getByRole('button', { name: zh('actions.save'), exact: true }).click();
  await expectNotice(page, zh('messages.created'));
  await signOut(page, 'zh');

  // The administrator turns it into a bug: the bug's form opens filled from the feedback.
  await signIn(page, 'admin');
  await page.goto('/it/feedback');
  await viewListed(page, 'zh', title);
  await page.getByTestId('follow-up-bug').click();
  await expect(page).toHaveURL(/\/it\/taskbug\/edit\?from=feedback/);
  await expect(page.getByRole('textbox', { name: labelled(zh('modules.bug.fields.title')) })).toHaveValue(title);
  await choose(page, page.getByRole('combobox', { name: labelled(zh('modules.bug.fields.severity')) }), zh('modules.bug.options.severity.2'));
  await choose(page, page.getByRole('combobox', { name: labelled(zh('modules.bug.fields.priority')) }), zh('modules.bug.options.priority.1'));
  const assignee = page.getByRole('combobox', { name: labelled(zh('modules.bug.fields.assignee')) });
  await assignee.click();
  await assignee.fill('陈小明');
  await page
    .getByRole('option', { name: /陈小明/ })
    .first()
    .click();
  await screenshot(page, 'it-bug-from-feedback-zh');
  await page.getByRole('button', { name: zh('actions.save'), exact: true }).click();
  await expectNotice(page, zh('messages.created'));
  await page.goto('/it/bug');
  const bugView = await viewListed(page, 'zh', title);
  await record(page, 'bug.submit');
  await statusShown(page, 2);
  // Closing waits for the resolution, and says so.
  await page.getByTestId('why-not').click();
  await expect(page.locator('[data-refused="bug.close"]')).toContainText(
    zh('workflow.refusal.notYet', { status: zh('status.bug.2'), when: zh('status.bug.3') }),
  );
  await page.keyboard.press('Escape');
  await signOut(page, 'zh');

  // The assignee finds it among their bugs and resolves it.
  await signIn(page, 'staff01');
  await page.goto('/it/bug/mine');
  await expect(page.locator('table tbody tr').filter({ hasText: title })).toHaveCount(1);
  await page.goto(bugView);
  await record(page, 'bug.resolve', async (dialog) => {
    await choose(page, dialog.getByRole('combobox', { name: labelled(zh('modules.bug.fields.resolution')) }), zh('modules.bug.options.resolution.1'));
  });
  await statusShown(page, 3);
  await signOut(page, 'zh');

  await signIn(page, 'admin');
  await page.goto(bugView);
  await record(page, 'bug.close');
  await statusShown(page, 4);
  await screenshot(page, 'it-bug-closed-zh');
});

test('staff01’s weekly report is drafted from their tasks and bugs of the week', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'staff01');
  await page.goto('/it/weekly/edit');
  await typeDate(page.locator('[data-field=weekStart]'), '2026-11-25');
  await page.getByTestId('week-draft').click();
  const done = page.getByRole('textbox', { name: labelled(zh('modules.weekly.fields.done')) });
  await expect(done).toHaveValue(/考勤导出接口/);
  await expect(page.getByRole('textbox', { name: labelled(zh('modules.weekly.fields.notDone')) })).toHaveValue(/按部门拆分工作表 \[RW\d+\] \(60%\)/);
  await expect(page.getByRole('textbox', { name: labelled(zh('modules.weekly.fields.nextWeek')) })).toHaveValue(/导出功能联调/);
  await expect(page.getByRole('textbox', { name: labelled(zh('modules.weekly.fields.workingDays')) })).toHaveValue('5');
  await screenshot(page, 'it-weekly-draft-zh');
  await page.getByRole('button', { name: zh('actions.save'), exact: true }).click();
  await expectNotice(page, zh('messages.created'));
});
