import { expect, test, type Page } from '@playwright/test';
import type { Locale } from '../../src/shared/i18n/locales.ts';
import { choose, en, openScreen, savedOk, screenshot, signIn, signOut, submitLogin, switchLanguage, text } from './e2e.helpers.ts';

const dialog = (page: Page) => page.getByRole('dialog');

test.use({ locale: 'en-US', viewport: { width: 1366, height: 860 } });

test('an administrator sets up a department, post, role and user; the user gets exactly those menus and buttons', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, 'admin');

  // A department under the head office.
  await page.goto('/system/office');
  await page.getByRole('treeitem').getByText('集团总部', { exact: true }).click();
  await page.getByRole('button', { name: en('admin.addChild') }).click();
  await page.locator('input[name=name]').fill('测试部');
  await page.locator('input[name=code]').fill('bad code!');
  await page.getByRole('button', { name: en('actions.save') }).click();
  // Bad input is refused with the rule's message under the field, and what was typed stays.
  await expect(page.getByText(en('rules.alnumUnderscore'))).toBeVisible();
  await expect(page.locator('input[name=name]')).toHaveValue('测试部');
  await page.locator('input[name=code]').fill('E2E-DEPT');
  await page.getByRole('button', { name: en('actions.save') }).click();
  await savedOk(page, 'messages.created');
  await expect(page.getByRole('treeitem').getByText('测试部', { exact: true })).toBeVisible();

  // A post.
  await page.goto('/system/post');
  await page.getByRole('button', { name: en('admin.add'), exact: true }).click();
  await dialog(page).locator('input[name=name]').fill('测试岗');
  await dialog(page).locator('input[name=code]').fill('e2ePost');
  await dialog(page)
    .getByRole('button', { name: en('actions.save') })
    .click();
  await savedOk(page, 'messages.created');
  await expect(page.getByRole('cell', { name: '测试岗' })).toBeVisible();

  // A role with data scope 3 and two button codes of one page.
  await page.goto('/system/role');
  await page.getByRole('button', { name: en('admin.add'), exact: true }).click();
  await dialog(page).locator('input[name=name]').fill('测试角色');
  await dialog(page).locator('input[name=code]').fill('e2eRole');
  await choose(page, dialog(page).getByRole('combobox', { name: en('dict.dataScope') }), en('dict.dataScope.3'));
  await dialog(page)
    .getByRole('button', { name: en('actions.save') })
    .click();
  await savedOk(page, 'messages.created');
  const roleRow = page.getByRole('row').filter({ hasText: '测试角色' });
  await expect(roleRow).toContainText(en('dict.dataScope.3'));
  await roleRow.getByRole('button', { name: en('admin.role.authority') }).click();
  const tree = dialog(page).getByRole('tree');
  for (const code of ['credentials:add', 'credentials:export']) {
    // The item's checkbox is presentational; the tree item carries the checked state.
    const item = tree.getByRole('treeitem').filter({ hasText: code }).last();
    await item.locator('input[type=checkbox]').first().click();
    await expect(item).toHaveAttribute('aria-checked', 'true');
  }
  await page.screenshot({ path: 'test-results/screenshots/admin-authority-en.png' });
  await dialog(page)
    .getByRole('button', { name: en('actions.save') })
    .click();
  await savedOk(page);

  // A user in that department with that post and role.
  await page.goto('/system/user');
  await page.getByRole('button', { name: en('admin.add'), exact: true }).click();
  const form = dialog(page);
  await form.locator('input[name=loginName]').fill('e2euser01');
  await form.locator('input[name=name]').fill('测试用户');
  await form.locator('input[name=no]').fill('1234567890');
  await form.locator('input[name=mobile]').fill('12345');
  await form.locator('input[name=password]').fill('Init@123');
  await choose(page, form.getByRole('combobox', { name: en('admin.user.office') }), /测试部/);
  await choose(page, form.getByRole('combobox', { name: en('admin.user.posts') }), '测试岗');
  await choose(page, form.getByRole('combobox', { name: en('admin.user.roles') }), '测试角色');
  await form.getByRole('button', { name: en('actions.save') }).click();
  await expect(form.getByText(en('rules.maxNumber', { n: 9 }))).toBeVisible();
  await expect(form.getByText(en('rules.mobile'))).toBeVisible();
  await form.locator('input[name=no]').fill('300001');
  await form.locator('input[name=mobile]').fill('13900000001');
  await form.getByRole('button', { name: en('actions.save') }).click();
  await savedOk(page, 'messages.created');
  await expect(page.getByRole('row').filter({ hasText: 'e2euser01' })).toContainText('测试部');
  await signOut(page);

  // The user must change the initial password first, then signs in again.
  await submitLogin(page, 'e2euser01', 'Init@123');
  await expect(page).toHaveURL(/\/changepwd$/);
  await page.locator('input[name=oldPwd]').fill('Init@123');
  await page.locator('input[name=password]').fill('Fresh@2026');
  await page.locator('input[name=confirmpassword]').fill('Fresh@2026');
  await page.getByRole('button', { name: en('actions.confirm') }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, 'e2euser01', 'Fresh@2026');
  // A new account is shown the release note of this version once.
  await page.getByRole('button', { name: en('admin.release.gotIt') }).click();

  // Exactly the granted page, and on it exactly the two granted buttons.
  const menu = await page.evaluate(
    async () => (await (await fetch('/prod-api/menu/userMenu')).json()) as { data: { list: { href: string | null; type: number }[] } },
  );
  const pages = menu.data.list.filter((entry) => entry.type === 1).map((entry) => entry.href);
  expect(pages).toContain('/library/credentials');
  expect(pages.filter((href) => href?.startsWith('/library/') || href?.startsWith('/system/') || href?.startsWith('/client'))).toEqual([
    '/library/credentials',
  ]);
  const buttons = await page.evaluate(async () => (await (await fetch('/prod-api/menu/button')).json()) as { data: { permission: string }[] });
  expect(
    buttons.data
      .map((entry) => entry.permission)
      .filter((code) => code.startsWith('credentials:') && code !== 'credentials:list')
      .sort(),
  ).toEqual(['credentials:add', 'credentials:export']);
  const sidebar = page.getByRole('navigation');
  await expect(sidebar.getByText(text('en', 'menu.system'), { exact: true })).toHaveCount(0);
  await sidebar.getByText(text('en', 'menu.library'), { exact: true }).click();
  await sidebar.getByText(text('en', 'menu.library.credentials'), { exact: true }).click();
  await expect(page).toHaveURL(/\/library\/credentials$/);
  await expect(page.getByRole('button', { name: en('grid.add') })).toBeVisible();
  await expect(page.getByRole('button', { name: en('grid.export') })).toBeVisible();
  await page.goto('/system/user');
  await expect(page).toHaveURL(/\/401$/);
  await page.goto('/home');
  await signOut(page);

  // Dictionary values edited by the administrator reach the forms that use the dictionary.
  await signIn(page, 'admin');
  await page.goto('/system/dict');
  // The classes list pages by 10: the sex class is found through its search.
  await page
    .getByPlaceholder(/^Search/)
    .first()
    .fill('sex');
  await page.getByRole('row').filter({ hasText: 'sex' }).first().click();
  const valueRow = page.getByRole('row').filter({ hasText: en('dict.sex.1') });
  await valueRow.getByRole('button', { name: en('admin.edit') }).click();
  await dialog(page).locator('input[name=label]').fill('女士');
  await dialog(page)
    .getByRole('button', { name: en('actions.save') })
    .click();
  await savedOk(page);
  await expect(page.getByRole('cell', { name: '女士', exact: true })).toBeVisible();
  await page
    .getByRole('button', { name: en('admin.add'), exact: true })
    .last()
    .click();
  await dialog(page).locator('input[name=label]').fill('未说明');
  await dialog(page).locator('input[name=value]').fill('9');
  await dialog(page)
    .getByRole('button', { name: en('actions.save') })
    .click();
  await savedOk(page, 'messages.created');
  const labels = await page.evaluate(
    async () => (await (await fetch('/prod-api/dict/getDictLabels/sex')).json()) as { data: { value: string; label: string }[] },
  );
  expect(labels.data.map((item) => [item.value, item.label])).toEqual(
    expect.arrayContaining([
      ['1', '女士'],
      ['9', '未说明'],
    ]),
  );
  await page.goto('/library/personnel');
  await page.getByRole('button', { name: en('grid.add') }).click();
  await expect(page.getByRole('radio', { name: '未说明' })).toBeVisible();
});

test('screenshots of the administration screens in zh, en and es', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, 'admin');
  const screens = [
    '/system/office',
    '/system/user',
    '/system/role',
    '/system/menu',
    '/system/dict',
    '/system/param',
    '/system/job',
    '/system/holiday',
    '/system/monitor',
    '/system/simulator',
  ];
  let current: Locale = 'en';
  for (const locale of ['zh', 'en', 'es'] as const) {
    if (locale !== current) {
      await switchLanguage(page, current, locale);
      current = locale;
    }
    for (const path of screens) {
      await openScreen(page, path);
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      if (path === '/system/office') await page.getByRole('treeitem').getByText('华东分公司', { exact: true }).click();
      if (path === '/system/dict') await page.getByRole('row').filter({ hasText: 'officeType' }).first().click();
      if (path === '/system/simulator') {
        // The screen's own picker: screens opened before stay in the page, hidden.
        await page.getByRole('combobox').filter({ visible: true }).first().click();
        await page.getByRole('option', { name: /staff01/ }).click();
        await expect(page.getByTestId('simulated-buttons')).toBeVisible();
      }
      await screenshot(page, `admin-${path.split('/').pop()}-${locale}`);
    }
    // A post's editor holds its name in each language; the list names it in the reader's.
    await page.goto('/system/post');
    await page
      .getByRole('row')
      .filter({ hasText: 'gm' })
      .first()
      .getByRole('button', { name: text(locale, 'admin.edit') })
      .click();
    await expect(dialog(page).getByRole('textbox', { name: text(locale, 'admin.nameEs') })).toHaveValue('Director general');
    await screenshot(page, `admin-post-names-${locale}`);
    await dialog(page)
      .getByRole('button', { name: text(locale, 'actions.cancel') })
      .click();
    await expect(page.getByRole('row').filter({ hasText: 'gm' }).first()).toContainText(
      { zh: '总经理', en: 'General manager', es: 'Director general' }[locale],
    );
  }
  // On a phone the editor fills the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/system/post');
  await page
    .getByRole('row')
    .filter({ hasText: 'gm' })
    .first()
    .getByRole('button', { name: text(current, 'admin.edit') })
    .click();
  await expect(dialog(page).getByRole('textbox', { name: text(current, 'admin.nameEn') })).toBeInViewport();
  await screenshot(page, `admin-post-names-${current}-390`);
});
