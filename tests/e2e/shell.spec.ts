import { expect, test, type Page } from '@playwright/test';
import { escape, screenshot, signIn, signOut, submitLogin, switchLanguage, text } from './e2e.helpers.ts';

/** A tab's accessible name is its title followed by its close button's label. */
const tab = (page: Page, title: string) => page.getByRole('tablist').getByRole('tab', { name: new RegExp(`^${escape(title)}( |$)`) });

test.use({ locale: 'en-US', viewport: { width: 1366, height: 820 } });

test('a new hire changes the initial password, then works in the shell in three languages and sizes', async ({ page, context }) => {
  await submitLogin(page, 'newhire01');
  await expect(page).toHaveURL(/\/changepwd$/);
  // Any other page sends the user back until the password is changed.
  await page.goto('/home');
  await expect(page).toHaveURL(/\/changepwd$/);

  const form = page.locator('form');
  await form.locator('input[name=oldPwd]').fill('Demo@123');
  await form.locator('input[name=password]').fill('Fresh@2026');
  await form.locator('input[name=confirmpassword]').fill('Other@2026');
  await page.getByRole('button', { name: text('en', 'actions.confirm') }).click();
  await expect(page.getByText(text('en', 'rules.passwordMismatch'))).toBeVisible();
  await form.locator('input[name=oldPwd]').fill('Wrong@123');
  await form.locator('input[name=confirmpassword]').fill('Fresh@2026');
  await page.getByRole('button', { name: text('en', 'actions.confirm') }).click();
  await expect(page.getByRole('alert').filter({ hasText: text('en', 'errors.oldPasswordWrong') })).toBeVisible();
  await form.locator('input[name=oldPwd]').fill('Demo@123');
  await page.getByRole('button', { name: text('en', 'actions.confirm') }).click();
  await expect(page.getByRole('alert').filter({ hasText: text('en', 'messages.pwdChanged') })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await submitLogin(page, 'newhire01', 'Demo@123');
  await expect(page.getByRole('alert').filter({ hasText: text('en', 'errors.wrongCredentials') })).toBeVisible();
  await signIn(page, 'newhire01', 'Fresh@2026');
  await expect(page.getByTestId('welcome')).toContainText('刘新');
  await expect(tab(page, text('en', 'menu.home'))).toBeVisible();
  await screenshot(page, 'home-en');

  // The bell: the bubble announces unread messages; showing each one marks it read.
  await expect(page.getByRole('status').filter({ hasText: text('en', 'notify.bubble', { count: 2 }) })).toBeVisible();
  await page
    .locator('header')
    .getByRole('button', { name: text('en', 'notify.title') })
    .click();
  await expect(page.getByRole('presentation').getByText('1 / 2')).toBeVisible();
  await page.getByRole('button', { name: text('en', 'notify.next') }).click();
  await expect(page.getByRole('presentation').getByText('2 / 2')).toBeVisible();
  await page.getByRole('button', { name: text('en', 'notify.first') }).click();
  await expect(page.getByRole('presentation').getByText('1 / 2')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('header .MuiBadge-badge')).toHaveClass(/MuiBadge-invisible/);

  await switchLanguage(page, 'en', 'zh');
  await expect(tab(page, text('zh', 'menu.home'))).toBeVisible();
  await expect(page.getByRole('heading', { name: text('zh', 'home.quickLinks') })).toBeVisible();
  expect((await context.cookies()).find((cookie) => cookie.name === 'language')?.value).toBe('zh');
  await screenshot(page, 'home-zh');

  await switchLanguage(page, 'zh', 'es');
  await expect(tab(page, text('es', 'menu.home'))).toBeVisible();
  await expect(page.getByRole('heading', { name: text('es', 'home.quickLinks') })).toBeVisible();
  await screenshot(page, 'home-es');
  // The language survives a reload (cookie), and the server answers in it too.
  await page.reload();
  await expect(page.getByRole('heading', { name: text('es', 'home.notifications') })).toBeVisible();

  await switchLanguage(page, 'es', 'en');
  await expect(page.getByRole('heading', { name: text('en', 'home.quickLinks') })).toBeVisible();

  await page.getByRole('button', { name: text('en', 'navbar.size') }).click();
  await expect(page.getByRole('menuitem', { name: text('en', 'size.medium') })).toBeDisabled();
  await page.getByRole('menuitem', { name: text('en', 'size.small') }).click();
  await expect(page.getByRole('alert').filter({ hasText: text('en', 'messages.switchSize') })).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  expect((await context.cookies()).find((cookie) => cookie.name === 'size')?.value).toBe('small');
  await expect(page.getByRole('heading', { name: text('en', 'home.quickLinks') })).toBeVisible();

  await signOut(page);
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fhome$/);
});

test('an administrator finds pages with the header search, manages the tabs and uploads an avatar', async ({ page }) => {
  await signIn(page, 'admin');

  await page.getByRole('button', { name: text('en', 'navbar.search') }).click();
  await page.getByRole('combobox', { name: text('en', 'navbar.search') }).fill('online');
  const option = page.getByRole('option').filter({ hasText: `${text('en', 'menu.system')} > ${text('en', 'menu.system.online')}` });
  await option.click();
  await expect(page).toHaveURL(/\/system\/online$/);
  await expect(page.getByRole('combobox', { name: text('en', 'navbar.search') })).toHaveCount(0);
  await expect(page.getByRole('cell', { name: /admin/ }).first()).toBeVisible();
  // The administrator may force a sign-out (their own session excepted).
  await expect(page.getByRole('button', { name: text('en', 'permissions.online:forceLogout') }).first()).toBeVisible();

  await page
    .locator('header')
    .getByRole('button', { name: text('en', 'navbar.help') })
    .click();
  await expect(page).toHaveURL(/\/helpcenter\/info$/);
  await expect(page.locator('.help-article h2').first()).toBeVisible();
  await expect(tab(page, text('en', 'menu.home'))).toBeVisible();
  await expect(tab(page, text('en', 'menu.system.online'))).toBeVisible();
  await expect(tab(page, text('en', 'menu.helpcenter.info'))).toHaveAttribute('aria-selected', 'true');

  // A cached tab comes back as it was left: the article chosen before switching is still shown.
  await page.getByRole('button', { name: /Account and password/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Account and password');
  await tab(page, text('en', 'menu.system.online')).click();
  await expect(page).toHaveURL(/\/system\/online$/);
  await tab(page, text('en', 'menu.helpcenter.info')).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Account and password');
  await tab(page, text('en', 'menu.system.online')).click();

  await tab(page, text('en', 'menu.helpcenter.info')).click({ button: 'right' });
  await page.getByRole('menuitem', { name: text('en', 'tags.closeOthers') }).click();
  await expect(page.getByRole('tab')).toHaveCount(2);
  await expect(tab(page, text('en', 'menu.system.online'))).toHaveCount(0);
  await expect(page).toHaveURL(/\/helpcenter\/info$/);

  await page.getByRole('button', { name: text('en', 'tags.closeOne', { title: text('en', 'menu.helpcenter.info') }) }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('tab')).toHaveCount(1);

  await page.goto('/system/online');
  await tab(page, text('en', 'menu.home')).click({ button: 'right' });
  await page.getByRole('menuitem', { name: text('en', 'tags.closeAll') }).click();
  await expect(page.getByRole('tab')).toHaveCount(1);
  await expect(tab(page, text('en', 'menu.home'))).toBeVisible();

  // The avatar: a wrong type is refused before upload; a png is cropped to 100x100 and uploaded.
  await page.getByRole('button', { name: text('en', 'navbar.account') }).click();
  await page.getByRole('menuitem', { name: text('en', 'navbar.userInfo') }).click();
  await expect(page.getByRole('dialog').getByLabel(text('en', 'userInfo.account'))).toHaveValue('admin');
  await page.getByRole('button', { name: text('en', 'userInfo.changeAvatar') }).click();
  await page.getByTestId('avatar-file').setInputFiles('public/logo.svg');
  await expect(page.getByText(text('en', 'errors.uploadType'))).toBeVisible();
  const png = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 160;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#1890ff';
    context.fillRect(0, 0, 160, 160);
    return canvas.toDataURL('image/png').split(',')[1];
  });
  await page.getByTestId('avatar-file').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from(png, 'base64') });
  await page.getByRole('button', { name: text('en', 'cropper.upload'), exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: text('en', 'messages.uploadSuccess') })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(page.locator('header img')).toHaveAttribute('src', /\/prod-api\/user\/photo\//);

  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { name: text('en', 'error.404.title') })).toBeVisible();
});

test('a user without the permission gets /401 and cannot see the page in the menu', async ({ page }) => {
  await signIn(page, 'staff01');
  await page.getByRole('navigation').getByText(text('en', 'menu.helpcenter'), { exact: true }).click();
  await expect(page.getByRole('navigation').getByText(text('en', 'menu.helpcenter.info'), { exact: true })).toBeVisible();
  await expect(page.getByRole('navigation').getByText(text('en', 'menu.system.online'), { exact: true })).toHaveCount(0);

  await page.goto('/system/online');
  await expect(page).toHaveURL(/\/401$/);
  await expect(page.getByRole('heading', { name: text('en', 'error.401.title') })).toBeVisible();
  await page.getByRole('button', { name: text('en', 'actions.backHome') }).click();
  await expect(page).toHaveURL(/\/home$/);
  await signOut(page);
});
