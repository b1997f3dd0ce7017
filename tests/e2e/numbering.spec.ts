import { expect, test, type Locator, type Page } from '@playwright/test';
import { MRT_Localization_EN } from 'material-react-table/locales/en/index.esm.js';
import { MRT_Localization_ES } from 'material-react-table/locales/es/index.esm.js';
import { MRT_Localization_ZH_HANS } from 'material-react-table/locales/zh-Hans/index.esm.js';
import type { Locale } from '../../src/shared/i18n/locales.ts';
import { drawn, en, labelled, openFromMenu, savedOk, screenshot, signIn, switchLanguage, text } from './e2e.helpers.ts';

const TABLE_TEXTS = { zh: MRT_Localization_ZH_HANS, en: MRT_Localization_EN, es: MRT_Localization_ES } as const;

/** Narrows a configuration table to the rows holding `term`, with the table's own search box (always shown). */
async function searchTable(page: Page, term: string, locale: Locale = 'en') {
  await page.getByPlaceholder(TABLE_TEXTS[locale].search).first().fill(term);
}

const rowOf = (page: Page, name: string): Locator => page.locator('table tbody tr').filter({ hasText: name });

test.use({ locale: 'en-US', viewport: { width: 1366, height: 860 } });

test('an administrator edits a module’s serial-number template and the next record carries the new number', async ({ page }) => {
  test.setTimeout(240_000);
  const now = new Date();
  const yymm = `${String(now.getFullYear()).slice(2)}${String(now.getMonth() + 1).padStart(2, '0')}`;
  const title = en('modules.externalLinks.title');
  await signIn(page, 'admin');
  await drawn(page);

  // The System menu holds the new page.
  await openFromMenu(page, en('menu.system'), en('menu.system.serialTemplate'));
  await expect(page).toHaveURL(/\/system\/serialtemplate$/);
  await searchTable(page, title);
  const row = rowOf(page, title);
  await expect(row).toContainText('LJ{yyyy}{seq:3}');
  await expect(row).toContainText(en('serial.source.default'));

  await row.getByRole('button', { name: `${en('serial.edit')} ${title}` }).click();
  const dialog = page.getByRole('dialog');
  const template = dialog.getByRole('textbox', { name: en('fields.template') });
  // A template without the counter at its end is refused while typing, and cannot be saved.
  await template.fill('LINK-{yy}');
  await expect(dialog.getByText(en('serial.seqLast'))).toBeVisible();
  await expect(dialog.getByRole('button', { name: en('actions.save') })).toBeDisabled();
  await template.fill('LINK-{yy}{mm}-{seq:3}');
  await dialog.getByRole('combobox', { name: en('fields.reset') }).click();
  await page.getByRole('option', { name: en('serial.reset.month') }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(dialog.getByTestId('serial-preview')).toHaveText(`LINK-${yymm}-001`);
  await screenshot(page, 'serial-template-edit-en');
  await dialog.getByRole('button', { name: en('actions.save') }).click();
  await savedOk(page);
  await expect(dialog).toHaveCount(0);
  await expect(row).toContainText('LINK-{yy}{mm}-{seq:3}');
  await expect(row).toContainText(`LINK-${yymm}-001`);
  await expect(row).toContainText(en('serial.source.custom'));

  // A new external link gets its number from the edited template.
  const linkName = `Numbering portal ${Date.now().toString(36)}`;
  await page.goto('/library/externalLinks/edit');
  await page.getByRole('textbox', { name: labelled(en('modules.externalLinks.fields.name')) }).fill(linkName);
  await page.getByRole('textbox', { name: labelled(en('modules.externalLinks.fields.url')) }).fill('https://example.org/portal');
  await page.getByRole('combobox', { name: labelled(en('modules.externalLinks.fields.category')) }).click();
  await page.getByRole('option', { name: en('modules.externalLinks.options.category.tender') }).click();
  await page.getByRole('button', { name: en('actions.save'), exact: true }).click();
  await savedOk(page, 'messages.created');
  await expect(page).toHaveURL(/\/library\/externalLinks$/);
  await expect(rowOf(page, linkName)).toContainText(`LINK-${yymm}-001`);

  // Back on the templates page the counter moved on; restoring the default brings the old format back.
  await page.goto('/system/serialtemplate');
  await searchTable(page, title);
  await expect(row).toContainText(`LINK-${yymm}-002`);
  const edited = rowOf(page, 'LINK-{yy}{mm}-{seq:3}');
  for (const [from, locale] of [
    ['en', 'zh'],
    ['zh', 'es'],
  ] as const) {
    await switchLanguage(page, from, locale);
    await expect(page.getByRole('heading', { name: text(locale, 'menu.system.serialTemplate') })).toBeVisible();
    await screenshot(page, `serial-template-${locale}`);
    const localTitle = text(locale, 'modules.externalLinks.title');
    await searchTable(page, localTitle, locale);
    await expect(edited).toContainText(text(locale, 'serial.reset.month'));
    await edited.getByRole('button', { name: `${text(locale, 'serial.edit')} ${localTitle}` }).click();
    await expect(dialog.getByTestId('serial-preview')).toHaveText(`LINK-${yymm}-002`);
    await screenshot(page, `serial-template-edit-${locale}`);
    await dialog.getByRole('button', { name: text(locale, 'actions.cancel') }).click();
  }
  await switchLanguage(page, 'es', 'en');
  await searchTable(page, title);
  await page.getByRole('button', { name: `${en('serial.restore')} ${title}` }).click();
  await page.getByRole('button', { name: en('actions.confirm') }).click();
  await savedOk(page);
  await expect(row).toContainText('LJ{yyyy}{seq:3}');
  await screenshot(page, 'serial-template-en');
});

test('an administrator edits a menu’s default list layout with the list’s own column settings, then restores it', async ({ page }) => {
  test.setTimeout(240_000);
  // The licences list: no other browser test changes its default layout.
  const title = en('modules.licenses.title');
  await signIn(page, 'admin');
  await page.goto('/system/listsetting');
  await expect(page.getByRole('heading', { name: en('menu.system.listSetting') })).toBeVisible();
  await searchTable(page, title);
  const row = rowOf(page, title).first();
  await expect(row).toContainText(en('listSetting.source.descriptor'));
  await row.getByRole('button', { name: `${en('listSetting.edit')} ${title}` }).click();
  const dialog = page.getByRole('dialog');
  const region = dialog.getByRole('region', { name: en('grid.columnSettings') });
  await expect(region).toBeVisible();
  // The personal save of the list is not offered here: this is the default for everyone.
  await expect(region.getByRole('button', { name: en('grid.saveLayout') })).toHaveCount(0);
  const hidden = en('modules.licenses.fields.legalRepresentative');
  await region.getByRole('checkbox', { name: `${en('grid.settings.visible')} ${hidden}` }).uncheck();
  // A fourth locked column is refused as in the list (name is locked by the descriptor).
  const lock = (prop: string) => region.getByRole('checkbox', { name: `${en('grid.settings.lock')} ${en(prop)}` });
  await lock('engine.columns.serialNo').check();
  await lock('modules.licenses.fields.licenseNo').check();
  await lock('modules.licenses.fields.licenseType').click();
  // The notice sits outside the modal dialog (hidden from the accessibility tree while it is open).
  await expect(page.getByText(en('engine.tooManyLocked'))).toBeVisible();
  await expect(lock('modules.licenses.fields.licenseType')).not.toBeChecked();
  await expect(page.getByText(en('engine.tooManyLocked'))).toHaveCount(0, { timeout: 10_000 });
  await screenshot(page, 'list-setting-edit-en');
  await region.getByRole('button', { name: en('grid.saveDefault') }).click();
  await savedOk(page);
  await expect(dialog).toHaveCount(0);
  await expect(row).toContainText(en('listSetting.source.saved'));

  // The licences list now opens with that layout: the legal representative column is gone.
  await page.goto('/library/licenses');
  await expect(page.getByRole('columnheader', { name: en('modules.licenses.fields.name') }).first()).toBeVisible();
  await expect(page.getByRole('columnheader', { name: hidden })).toHaveCount(0);

  await page.goto('/system/listsetting');
  for (const [from, locale] of [
    ['en', 'zh'],
    ['zh', 'es'],
  ] as const) {
    await switchLanguage(page, from, locale);
    await expect(page.getByRole('heading', { name: text(locale, 'menu.system.listSetting') })).toBeVisible();
    await screenshot(page, `list-setting-${locale}`);
    const localTitle = text(locale, 'modules.licenses.title');
    await searchTable(page, localTitle, locale);
    await rowOf(page, localTitle)
      .first()
      .getByRole('button', { name: `${text(locale, 'listSetting.edit')} ${localTitle}` })
      .click();
    await expect(dialog.getByRole('region', { name: text(locale, 'grid.columnSettings') })).toBeVisible();
    await screenshot(page, `list-setting-edit-${locale}`);
    await dialog
      .getByRole('button', { name: text(locale, 'actions.close') })
      .last()
      .click();
  }
  await switchLanguage(page, 'es', 'en');
  await searchTable(page, title);
  await row.getByRole('button', { name: `${en('listSetting.edit')} ${title}` }).click();
  await dialog
    .getByRole('region', { name: en('grid.columnSettings') })
    .getByRole('button', { name: en('grid.restoreDefault') })
    .click();
  await page.getByRole('button', { name: en('actions.confirm') }).click();
  await savedOk(page);
  await expect(row).toContainText(en('listSetting.source.descriptor'));
  await screenshot(page, 'list-setting-en');
  await page.goto('/library/licenses');
  await expect(page.getByRole('columnheader', { name: hidden })).toBeVisible();
});

test('the navbar settings button follows showSettings and the account menu still opens the panel', async ({ page }) => {
  await signIn(page, 'staff01');
  const button = page.getByRole('button', { name: en('settings.title'), exact: true });
  await button.click();
  // The setting is saved as it changes (PUT /user/settings); the reload comes once the server has it.
  const saved = page.waitForResponse((response) => response.url().endsWith('/user/settings') && response.request().method() === 'PUT');
  await page.getByLabel(en('settings.showSettings')).uncheck();
  await saved;
  await page.getByRole('button', { name: en('actions.close') }).click();
  await expect(button).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: en('navbar.account') })).toBeVisible();
  await expect(button).toHaveCount(0);
  await page.getByRole('button', { name: en('navbar.account') }).click();
  await page.getByRole('menuitem', { name: en('settings.title') }).click();
  await page.getByLabel(en('settings.showSettings')).check();
  await page.getByRole('button', { name: en('actions.close') }).click();
  await expect(button).toBeVisible();
});

test('the online users list pages on the server', async ({ page, browser }) => {
  // Three more sessions, so a page of two leaves a second page.
  for (const login of ['leader01', 'finance01', 'manager01']) {
    const other = await browser.newPage();
    await signIn(other, login);
    await other.close();
  }
  await signIn(page, 'admin');
  await page.goto('/system/online');
  const total = ((await (await page.request.get('/prod-api/monitor/online?limit=1')).json()) as { data: { total: number } }).data.total;
  expect(total).toBeGreaterThan(5);
  const rows = page.getByRole('table', { name: en('menu.system.online') }).locator('tbody tr');
  await expect(rows).toHaveCount(Math.min(total, 10));
  await page.getByRole('combobox', { name: en('paging.rowsPerPage') }).click();
  await page.getByRole('option', { name: '5', exact: true }).click();
  await expect(rows).toHaveCount(5);
  await expect(page.getByText(en('paging.displayed', { from: 1, to: 5, count: total }))).toBeVisible();
  await page.getByRole('button', { name: en('paging.next') }).click();
  await expect(rows).toHaveCount(Math.min(total - 5, 5));
  await screenshot(page, 'online-en');
});
