import { expect, test } from '@playwright/test';
import { MRT_Localization_ZH_HANS } from 'material-react-table/locales/zh-Hans/index.esm.js';
import { apiAs, approvalBar, approvalDialog, labelled, ownPage, signIn, text, useLanguage } from './e2e.helpers.ts';
import { formatMoneyIn } from '../../src/shared/money-format.ts';

/** What a new user meets in the first minutes: the rules the generic screens follow for everyone. */
test.use({ locale: 'en-US', viewport: { width: 1366, height: 820 } });

test('a visitor who never signed in goes to the login page without a refused call, and comes back where they were going', async ({ page }) => {
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/user/current')) refused.push(`${response.status()} ${response.url()}`);
  });
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto('/system/user');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fsystem%2Fuser$/);
  await expect(page.getByRole('button', { name: text('en', 'login.submit') })).toBeVisible();
  expect(refused).toEqual([]);
  expect(errors).toEqual([]);
});

test('a document one may not open shows why, inside the shell', async ({ page, baseURL }) => {
  const staff = await apiAs(baseURL!, 'staff01');
  const created = await (
    await staff.post('/prod-api/m/reimapplication', { data: { title: '无权查看测试', reimbursementType: '2', amount: '10.00', occurredOn: '2026-11-01' } })
  ).json();
  await staff.dispose();
  await signIn(page, 'finance01');
  await useLanguage(page, 'zh');
  await page.goto(`/expense/reimapplication/view?id=${created.data.id}`);
  const refusal = page.getByRole('alert').filter({ has: page.getByRole('heading') });
  await expect(refusal).toBeVisible();
  await expect(refusal.getByRole('heading')).toHaveText(new RegExp(`${text('zh', 'error.401.title')}|${text('zh', 'error.404.title')}`));
  await expect(refusal.getByRole('button', { name: text('zh', 'actions.backHome') })).toBeVisible();
  await page.goto('/expense/reimapplication/view?id=987654');
  await expect(page.getByRole('alert').getByRole('heading')).toHaveText(text('zh', 'error.404.title'));
  await page.screenshot({ path: 'test-results/screenshots/record-refused-zh.png' });
});

test('the unread-messages bubble after sign-in covers neither the header nor the tags bar, and on a phone not the page either', async ({ page }) => {
  const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  for (const viewport of [
    { width: 1366, height: 820 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await signIn(page, 'leader01');
    const bubble = page.getByRole('status').filter({ hasText: /unread/ });
    await expect(bubble).toBeVisible();
    // On a phone the strip unfolds: measured once it has, not while the page below is still moving down.
    if (viewport.width < 600) await expect(page.locator('.MuiCollapse-entered').filter({ has: bubble })).toBeVisible();
    const box = (await bubble.boundingBox())!;
    for (const covered of [page.getByRole('tablist'), page.getByRole('banner')]) {
      if ((await covered.count()) === 0 || !(await covered.first().isVisible())) continue;
      expect(overlaps(box, (await covered.first().boundingBox())!)).toBe(false);
    }
    // On a phone every corner holds a button: the bubble takes a strip above the page instead of floating over it.
    if (viewport.width < 600) expect((await page.getByRole('main').boundingBox())!.y).toBeGreaterThanOrEqual(box.y + box.height - 1);
    await page.screenshot({ path: `test-results/screenshots/unread-bubble-${viewport.width}.png` });
    await page.context().clearCookies();
  }
});

test("a document's tab, breadcrumb and window title name its module and number, in the interface language", async ({ page, baseURL }) => {
  const staff = await apiAs(baseURL!, 'staff01');
  const created = await (
    await staff.post('/prod-api/m/reimapplication', { data: { title: '标签名称测试', reimbursementType: '2', amount: '12.00', occurredOn: '2026-11-01' } })
  ).json();
  await staff.dispose();
  const serial = created.data.serialNo as string;
  await signIn(page, 'staff01');
  for (const [locale, name] of [
    ['zh', '报销申请'],
    ['en', 'Reimbursement applications'],
  ] as const) {
    await useLanguage(page, locale);
    await page.goto(`/expense/reimapplication/view?id=${created.data.id}`);
    await expect(page.getByRole('tablist').getByRole('tab', { selected: true })).toContainText(`${name} ${serial}`);
    await expect(page.getByRole('navigation', { name: text(locale, 'navbar.breadcrumb') })).toContainText(`${name} ${serial}`);
    await expect(page).toHaveTitle(new RegExp(`^${name} ${serial}`));
  }
  await page.goto(`/expense/reimapplication/edit?id=${created.data.id}`);
  await expect(page.getByRole('tablist').getByRole('tab', { selected: true })).toContainText(
    text('en', 'form.recordTitle', { module: 'Reimbursement applications', serial }),
  );
  await page.goto('/expense/reimapplication/edit');
  await expect(page.getByRole('tablist').getByRole('tab', { selected: true })).toContainText(
    text('en', 'form.newTitle', { module: 'Reimbursement applications' }),
  );
});

test('the sign-in log says why an attempt failed in words, not the code the server keeps', async ({ page, request }) => {
  expect((await (await request.post('/prod-api/login', { headers: ownPage, data: { username: 'staff01', password: 'Wrong@999' } })).json()).status).toBe(1001);
  await signIn(page, 'admin');
  await useLanguage(page, 'zh');
  await page.goto('/system/monitor');
  await page.getByRole('tab', { name: text('zh', 'admin.monitor.logins') }).click();
  const row = page.getByRole('row').filter({ hasText: 'staff01' }).first();
  await expect(row).toContainText(text('zh', 'errors.wrongCredentials'));
  await expect(page.getByText('wrongCredentials')).toHaveCount(0);
});

test('no menu name or quick link is cut off in English or Spanish', async ({ page }) => {
  await signIn(page, 'admin');
  for (const locale of ['en', 'es'] as const) {
    await useLanguage(page, locale);
    await page.goto('/home');
    await expect(page.getByText(text(locale, 'home.quickLinks'))).toBeVisible();
    // Open every group so every name is laid out.
    const closedGroup = page.locator('nav [role=button][aria-expanded=false]');
    await expect(closedGroup.first()).toBeVisible();
    while ((await closedGroup.count()) > 0) await closedGroup.first().click();
    const cut = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('nav .MuiListItemText-primary, [role=link] .MuiTypography-root')]
        .filter((label) => label.scrollWidth > label.clientWidth + 1 || label.scrollHeight > label.clientHeight + 1)
        .map((label) => label.textContent),
    );
    expect(cut, locale).toEqual([]);
    await page.screenshot({ path: `test-results/screenshots/sidebar-${locale}.png`, fullPage: true });
  }
});

test("the system's own messages on the home page are in the reader's language", async ({ page }) => {
  // The administrator's only messages are the welcome and the profile reminder.
  await signIn(page, 'admin');
  for (const locale of ['es', 'en'] as const) {
    await useLanguage(page, locale);
    await page.goto('/home');
    await expect(page.getByText(text(locale, 'notify.completeProfile')).first()).toBeVisible();
    await expect(page.getByText(text(locale, 'notify.welcome', { name: '系统管理员' })).first()).toBeVisible();
    await expect(page.getByText('请完善个人资料并上传头像')).toHaveCount(0);
  }
});

test('a published flow version is read-only: no palette or editing pad, its steps still show their settings', async ({ page }) => {
  await signIn(page, 'admin');
  await useLanguage(page, 'zh');
  await page.goto('/system/process');
  await page.locator('[data-version="reimbursement:1"]').click();
  const step = page.locator('[data-element-id="Task_Finance"]');
  await expect(step).toBeVisible();
  await expect(page.locator('.djs-palette')).toHaveCount(0);
  await step.click();
  await expect(page.locator('.djs-context-pad:visible')).toHaveCount(0);
  const panel = page.getByTestId('bpmn-properties');
  await expect(panel.getByRole('textbox', { name: labelled(text('zh', 'wf.process.nodeName')) })).toHaveValue('财务审批');
  await expect(panel.getByRole('textbox', { name: labelled(text('zh', 'wf.process.nodeName')) })).toBeDisabled();
  // The version opens with the whole diagram in view, from its start to its end.
  const canvas = (await page.getByTestId('bpmn-designer').boundingBox())!;
  for (const id of ['Start', 'End']) {
    const box = (await page.locator(`[data-element-id="${id}"]`).boundingBox())!;
    expect(box.x, id).toBeGreaterThanOrEqual(canvas.x);
    expect(box.x + box.width, id).toBeLessThanOrEqual(canvas.x + canvas.width);
  }
  await page.screenshot({ path: 'test-results/screenshots/process-read-only-zh.png' });
});

test('tables page in the interface language: no English pagination in Chinese or Spanish screens', async ({ page }) => {
  await signIn(page, 'admin');
  for (const [locale, shown] of [
    ['zh', /共 \d+ 条/],
    ['es', /\d+ de \d+/],
  ] as const) {
    await useLanguage(page, locale);
    await page.goto('/system/processinstance');
    await expect(page.getByText(shown).first()).toBeVisible();
    for (const path of ['/system/processinstance', '/todo', '/system/user', '/expense/reimapplication']) {
      await page.goto(path);
      await expect(page.getByRole('row').nth(1)).toBeVisible();
      await expect(page.getByText(/Rows per page|of more than|\d+\s*[–-]\s*\d+ of \d+/)).toHaveCount(0);
    }
  }
});

test('an approver who opened a document from the to-do list returns there after approving, and finds it under "done"', async ({ page, baseURL }) => {
  const staff = await apiAs(baseURL!, 'staff01');
  const created = await (
    await staff.post('/prod-api/m/reimapplication', { data: { title: '回到待办测试', reimbursementType: '2', amount: '20.00', occurredOn: '2026-11-01' } })
  ).json();
  const id = created.data.id as number;
  expect((await (await staff.post(`/prod-api/wf/reimapplication/${id}/submit`, { data: {} })).json()).status).toBe(200);
  await staff.dispose();
  await signIn(page, 'leader01');
  await useLanguage(page, 'zh');
  await page.goto('/todo');
  await page.getByTestId('todo-table').locator(`tr[data-record="${id}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/expense/reimapplication/view\\?id=${id}$`));
  await approvalBar(page)
    .getByRole('button', { name: text('zh', 'wf.action.approve'), exact: true })
    .click();
  await approvalDialog(page)
    .getByRole('button', { name: text('zh', 'wf.dialog.confirm') })
    .click();
  await expect(page).toHaveURL(/\/todo$/);
  await expect(page.getByTestId('todo-table').locator(`tr[data-record="${id}"]`)).toHaveCount(0);
  await page.getByRole('tab', { name: text('zh', 'wf.todo.done') }).click();
  await expect(page.getByTestId('todo-table').locator(`tr[data-record="${id}"]`).first()).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/approved-back-to-todo-zh.png' });
});

test('"why not?" lists only what can become the user\'s, in plain words, and nothing of the approvers\'', async ({ page, baseURL }) => {
  const staff = await apiAs(baseURL!, 'staff01');
  const created = await (
    await staff.post('/prod-api/m/reimapplication', { data: { title: '为什么不能测试', reimbursementType: '2', amount: '30.00', occurredOn: '2026-11-01' } })
  ).json();
  await staff.dispose();
  await signIn(page, 'staff01');
  for (const locale of ['zh', 'en', 'es'] as const) {
    await useLanguage(page, locale);
    await page.goto(`/expense/reimapplication/view?id=${created.data.id}`);
    await approvalBar(page).getByTestId('why-not').click();
    const menu = page.getByRole('menu');
    await expect(menu.locator('[data-refused="withdraw"]')).toContainText(text(locale, 'status.generic.3'));
    await expect(menu.locator('[data-refused="approve"]')).toHaveCount(0);
    await expect(menu.locator('[data-refused="terminate"]')).toHaveCount(0);
    await expect(menu).not.toContainText(text(locale, 'workflow.refusal.wrongStep'));
    await page.screenshot({ path: `test-results/screenshots/why-not-draft-${locale}.png` });
    await page.keyboard.press('Escape');
  }
});

test('edit and delete show only where allowed; a document in approval opens read-only and says why', async ({ page, baseURL }) => {
  const file = async (who: string, title: string) => {
    const caller = await apiAs(baseURL!, who);
    const data = { title, reimbursementType: '2', amount: '40.00', occurredOn: '2026-11-01' };
    const created = (await (await caller.post('/prod-api/m/reimapplication', { data })).json()).data;
    return { created, caller };
  };
  const { created: sent, caller: staff } = await file('staff01', '只读测试已提交');
  expect((await (await staff.post(`/prod-api/wf/reimapplication/${sent.id}/submit`, { data: {} })).json()).status).toBe(200);
  await staff.dispose();
  const { caller: leader } = await file('leader01', '只读测试草稿');
  await leader.dispose();
  // The department head holds the delete code and has both in scope: his draft offers edit and delete, the
  // document in approval neither.
  await signIn(page, 'leader01');
  await useLanguage(page, 'zh');
  await page.goto('/expense/reimapplication');
  await page.getByRole('textbox', { name: text('zh', 'grid.quickSearch') }).fill('只读测试');
  await page.getByRole('button', { name: text('zh', 'grid.doSearch'), exact: true }).click();
  const row = (title: string) => page.locator('table tbody tr').filter({ hasText: title });
  await expect(row('只读测试草稿').getByRole('button', { name: text('zh', 'grid.edit') })).toBeVisible();
  await expect(row('只读测试草稿').getByRole('button', { name: text('zh', 'grid.delete') })).toBeVisible();
  await expect(row('只读测试已提交').getByRole('button', { name: text('zh', 'grid.view') })).toBeVisible();
  await expect(row('只读测试已提交').getByRole('button', { name: text('zh', 'grid.edit') })).toHaveCount(0);
  await expect(row('只读测试已提交').getByRole('button', { name: text('zh', 'grid.delete') })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screenshots/list-legal-actions-zh.png' });

  await page.goto(`/expense/reimapplication/edit?id=${sent.id}`);
  const reason = page.getByTestId('read-only-reason');
  await expect(reason).toContainText(text('zh', 'form.readOnlyNotice'));
  await expect(reason).toContainText('「审批中」');
  await expect(page.getByRole('button', { name: text('zh', 'actions.save'), exact: true })).toHaveCount(0);
  await expect(page.locator('[data-field=title] input')).toBeDisabled();
  await page.screenshot({ path: 'test-results/screenshots/form-read-only-zh.png' });
});

test('a total of detail lines follows the lines as they are typed, added exactly', async ({ page }) => {
  await signIn(page, 'staff01');
  for (const locale of ['zh', 'en', 'es'] as const) {
    await useLanguage(page, locale);
    await page.goto('/expense/reimapplication/edit');
    const table = page.locator('[data-field=lines]');
    for (const [index, amount] of ['0.10', '0.20'].entries()) {
      await table.getByRole('button', { name: text(locale, 'form.addRow') }).click();
      await table
        .locator('tbody tr')
        .nth(index)
        .getByRole('textbox', { name: `${text(locale, 'modules.reimapplication.fields.lines.amount')} ${index + 1}` })
        .fill(amount);
    }
    const total = page.locator('[data-field=amount] input');
    await expect(total).toHaveValue(formatMoneyIn(locale, '0.30'));
    await expect(total).toHaveAttribute('readonly', '');
    await expect(page.locator('[data-field=amount]')).toContainText(
      text(locale, 'form.totalOf', { column: text(locale, 'modules.reimapplication.fields.lines.amount') }),
    );
    await page.screenshot({ path: `test-results/screenshots/form-total-${locale}.png` });
  }
});

test('a module list and an administration list share one toolbar (search left, actions right) and one pagination', async ({ page }) => {
  await signIn(page, 'admin');
  await useLanguage(page, 'zh');
  const layouts: string[] = [];
  for (const [path, add] of [
    ['/expense/reimapplication', 'grid.add'],
    ['/system/post', 'admin.add'],
  ] as const) {
    await page.goto(path);
    const toolbar = page.getByTestId('table-toolbar');
    await expect(toolbar).toHaveCount(1);
    const search = toolbar.getByTestId('table-toolbar-search').getByRole('textbox').first();
    const addButton = toolbar.getByTestId('table-toolbar-actions').getByRole('button', { name: text('zh', add) });
    await expect(search).toBeVisible();
    await expect(addButton).toBeVisible();
    const [searchBox, addBox] = [(await search.boundingBox())!, (await addButton.boundingBox())!];
    expect(addBox.x).toBeGreaterThan(searchBox.x + searchBox.width);
    // The same page sizes and first / last page buttons, labelled from the Chinese catalogue of the table.
    await expect(page.getByRole('button', { name: MRT_Localization_ZH_HANS.goToFirstPage })).toBeVisible();
    await expect(page.getByRole('button', { name: MRT_Localization_ZH_HANS.goToLastPage })).toBeVisible();
    await page.getByRole('combobox', { name: new RegExp(MRT_Localization_ZH_HANS.rowsPerPage) }).click();
    layouts.push((await page.getByRole('listbox').getByRole('option').allTextContents()).join(','));
    await page.keyboard.press('Escape');
    await page.screenshot({ path: `test-results/screenshots/list-toolbar${path.replaceAll('/', '-')}.png` });
  }
  expect(layouts).toEqual(['5,10,20,30,50', '5,10,20,30,50']);
});
