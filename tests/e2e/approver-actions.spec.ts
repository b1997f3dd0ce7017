import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { approvalBar, approvalDialog, demoPassword, signIn, text, useLanguage, ownPage } from './e2e.helpers.ts';

/** staff01 files and submits a reimbursement through the API, as the form would. */
async function submittedReimbursement(request: APIRequestContext, title: string): Promise<number> {
  const login = await request.post('/prod-api/login', { headers: ownPage, data: { username: 'staff01', password: demoPassword('staff01') } });
  expect((await login.json()).status).toBe(200);
  const created = await (
    await request.post('/prod-api/m/reimapplication', { headers: ownPage, data: { title, reimbursementType: '2', amount: '300.00', occurredOn: '2026-11-01' } })
  ).json();
  const id = created.data.id as number;
  expect((await (await request.post(`/prod-api/wf/reimapplication/${id}/submit`, { headers: ownPage, data: {} })).json()).status).toBe(200);
  await request.get('/prod-api/logout');
  return id;
}

/** Picks a user in the dialog's user picker by typing part of their name. */
async function pickUser(page: Page, name: string) {
  const input = page.getByTestId('people-picker').getByRole('combobox');
  await input.click();
  await input.fill(name.slice(0, 1));
  await page
    .getByRole('option', { name: new RegExp(name) })
    .first()
    .click();
}

test('an approver copies a reimbursement to finance, who finds it under CC; transfer and add-approver dialogs in three languages', async ({
  page,
  request,
}) => {
  const id = await submittedReimbursement(request, '抄送测试报销');
  await signIn(page, 'leader01');
  for (const locale of ['zh', 'en', 'es'] as const) {
    await useLanguage(page, locale);
    await page.goto(`/expense/reimapplication/view?id=${id}`);
    for (const action of ['transfer', 'addApprover'] as const) {
      await approvalBar(page)
        .getByRole('button', { name: text(locale, `wf.action.${action}`), exact: true })
        .click();
      await expect(approvalDialog(page)).toBeVisible();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `test-results/screenshots/approver-${action}-${locale}.png` });
      await approvalDialog(page)
        .getByRole('button', { name: text(locale, 'wf.dialog.cancel') })
        .click();
      await expect(approvalDialog(page)).toHaveCount(0);
    }
  }
  await useLanguage(page, 'en');
  await page.goto(`/expense/reimapplication/view?id=${id}`);
  await approvalBar(page)
    .getByRole('button', { name: text('en', 'wf.action.cc'), exact: true })
    .click();
  await pickUser(page, '李财务');
  await approvalDialog(page)
    .getByRole('textbox', { name: text('en', 'wf.dialog.opinion') })
    .fill('For your information');
  await page.screenshot({ path: 'test-results/screenshots/approver-cc-en.png' });
  await approvalDialog(page)
    .getByRole('button', { name: text('en', 'wf.dialog.confirm') })
    .click();
  await expect(approvalDialog(page)).toHaveCount(0);

  await page.context().clearCookies();
  await signIn(page, 'finance01');
  for (const locale of ['zh', 'en', 'es'] as const) {
    await useLanguage(page, locale);
    await page.goto('/todo');
    await page.getByRole('tab', { name: text(locale, 'wf.todo.cc') }).click();
    const row = page.getByTestId('todo-table').locator(`[data-record="${id}"]`);
    await expect(row).toBeVisible();
    await page.screenshot({ path: `test-results/screenshots/todo-cc-${locale}.png` });
  }
  await page.getByTestId('todo-table').locator(`[data-record="${id}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/expense/reimapplication/view\\?id=${id}`));
  // The to-do page stays open (hidden) in its tab: the title is looked for where it shows, in the view.
  await expect(page.getByText('抄送测试报销').filter({ visible: true }).first()).toBeVisible();
  // Read-only for the copied user: no approval action is offered to them.
  await expect(approvalBar(page).getByRole('button', { name: text('es', 'wf.action.approve'), exact: true })).toHaveCount(0);
});
