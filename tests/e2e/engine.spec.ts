import ExcelJS from 'exceljs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Locale } from '../../src/shared/i18n/locales.ts';
import { choose, en, expectNotice, labelled, screenshot, signIn, signOut, switchLanguage, text, ownPage } from './e2e.helpers.ts';

const field = (page: Page, label: string) => page.getByRole('textbox', { name: labelled(label) });
const combo = (scope: Page | Locator, label: string) => scope.getByRole('combobox', { name: labelled(label) });

const dataRows = (page: Page, locale: Locale = 'en') =>
  page.locator('table tbody tr').filter({ has: page.getByRole('button', { name: text(locale, 'grid.view') }) });

test.use({ locale: 'en-US', viewport: { width: 1366, height: 820 }, acceptDownloads: true });

test('an administrator keeps customers with the generic screens, and a staff member sees the default layout', async ({ page }) => {
  test.setTimeout(300_000);
  const name = `Playwright Trading ${Date.now().toString(36)}`;
  await signIn(page, 'admin');
  // Opening the list asks for its page and its count once each: asked beside the layout, found again by the screen.
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/prod-api\/m\/customer\/(page|count|layout)$/.test(pathname)) asked.push(pathname.split('/').at(-1)!);
  });
  await page.goto('/client/customer');
  await expect(page.getByRole('heading', { name: en('modules.customer.title') })).toBeVisible();
  await expect(dataRows(page).first()).toBeVisible();
  await expect(page.getByText(/^1-\d+ of \d+$/)).toBeVisible();
  expect(asked.sort()).toEqual(['count', 'layout', 'page']);

  // Create: an empty form is refused with the spec's message, then a complete one is saved.
  await page.getByRole('button', { name: en('grid.add') }).click();
  await expect(page).toHaveURL(/\/client\/customer\/edit$/);
  await page.getByRole('button', { name: en('actions.save'), exact: true }).click();
  await expectNotice(page, en('messages.formInvalid'));
  await expect(page.getByText(en('rules.required')).first()).toBeVisible();
  await field(page, en('modules.customer.fields.name')).fill(name);
  await choose(page, combo(page, en('modules.customer.fields.customerType')), en('modules.customer.options.customerType.3'));
  await page.getByRole('radio', { name: en('modules.customer.options.level.B') }).check();
  await field(page, en('modules.customer.fields.contactName')).fill('Ana Ruiz');
  await field(page, en('modules.customer.fields.contactMobile')).fill('12345');
  // Numeric input: letters are cleared; money is formatted when the field is left.
  const capital = field(page, en('modules.customer.fields.registeredCapital'));
  await capital.fill('abc');
  await expect(capital).toHaveValue('');
  await capital.fill('1234567.5');
  await capital.blur();
  await expect(capital).toHaveValue('1,234,567.50');
  await page.getByRole('button', { name: en('actions.save'), exact: true }).click();
  await expectNotice(page, en('messages.formInvalid'));
  await expect(page.getByText(en('rules.mobile'))).toBeVisible();
  await field(page, en('modules.customer.fields.contactMobile')).fill('13900001111');
  await page.getByRole('button', { name: en('actions.save'), exact: true }).click();
  await expectNotice(page, en('messages.created'));
  await expect(page).toHaveURL(/\/client\/customer$/);

  // Quick search finds it; edit it.
  await page.getByRole('textbox', { name: en('grid.quickSearch') }).fill(name);
  await page.getByRole('button', { name: en('grid.doSearch'), exact: true }).click();
  await expect(dataRows(page)).toHaveCount(1);
  await expect(dataRows(page).first()).toContainText('1,234,567.50');
  await dataRows(page)
    .first()
    .getByRole('button', { name: en('grid.edit') })
    .click();
  await expect(field(page, en('modules.customer.fields.name'))).toHaveValue(name);
  await field(page, en('modules.customer.fields.shortName')).fill('PWT');
  // Someone else saves the record meanwhile: this save is refused as stale, and what was typed stays.
  const id = Number(new URL(page.url()).searchParams.get('id'));
  const fresh = (await (await page.request.get(`/prod-api/m/customer/${id}`)).json()) as { data: { version: number } };
  const other = await page.request.put(`/prod-api/m/customer/${id}`, { headers: ownPage, data: { region: 'Madrid', version: fresh.data.version } });
  expect(((await other.json()) as { status: number }).status).toBe(200);
  await page.getByRole('button', { name: en('actions.save'), exact: true }).click();
  await expectNotice(page, en('errors.409'));
  await expect(field(page, en('modules.customer.fields.shortName'))).toHaveValue('PWT');
  await expect(page).toHaveURL(/\/client\/customer\/edit\?id=\d+$/);
  // Opened afresh, the form has the other change and takes this one.
  await page.getByRole('button', { name: en('actions.back') }).click();
  await dataRows(page)
    .first()
    .getByRole('button', { name: en('grid.edit') })
    .click();
  await expect(field(page, en('modules.customer.fields.region'))).toHaveValue('Madrid');
  await field(page, en('modules.customer.fields.shortName')).fill('PWT');
  await page.getByRole('button', { name: en('actions.save'), exact: true }).click();
  await expectNotice(page, en('messages.saved'));
  await page.getByRole('button', { name: en('grid.reset') }).click();

  // Advanced search: nothing chosen is refused; brackets must balance; then one condition finds the record.
  await page.getByRole('button', { name: en('grid.advancedSearch') }).click();
  const dialog = page.getByRole('dialog', { name: en('grid.advancedSearch') });
  await expect(dialog.getByTestId('advanced-row')).toHaveCount(3);
  await dialog.getByRole('button', { name: en('grid.doSearch') }).click();
  await expect(dialog.getByText(en('engine.searchEmpty'))).toBeVisible();
  const first = dialog.getByTestId('advanced-row').first();
  await choose(page, first.getByRole('combobox').nth(0), '(');
  await choose(page, combo(first, en('grid.search.field')), en('modules.customer.fields.shortName'));
  await choose(page, first.getByRole('combobox').nth(2), en('grid.op.in'));
  await first.getByRole('textbox', { name: en('grid.search.value') }).fill('PWT');
  await dialog.getByRole('button', { name: en('grid.doSearch') }).click();
  await expect(dialog.getByText(en('engine.searchInvalid'))).toBeVisible();
  await first.getByRole('combobox').nth(0).click();
  await page.getByRole('option').first().click();
  await dialog.getByRole('button', { name: en('grid.doSearch') }).click();
  await expect(dialog).toHaveCount(0);
  await expect(dataRows(page)).toHaveCount(1);
  await expect(dataRows(page).first()).toContainText(name);

  // The view shows the record read-only.
  await dataRows(page)
    .first()
    .getByRole('button', { name: en('grid.view') })
    .click();
  await expect(page).toHaveURL(/\/client\/customer\/view\?id=\d+$/);
  await expect(page.locator('[data-field=name] dd')).toHaveText(name);
  await expect(page.locator('[data-field=registeredCapital] dd')).toHaveText('1,234,567.50');
  await expect(page.getByRole('button', { name: en('view.print') })).toBeVisible();
  await page.getByRole('button', { name: en('actions.back') }).click();
  await expect(page).toHaveURL(/\/client\/customer$/);

  // Export the list and read the workbook.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: en('grid.export') }).click();
  const download = await downloading;
  await expectNotice(page, en('grid.exported'));
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0];
  const cells: string[] = [];
  sheet.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.value))));
  // The export is of the list's current query: the advanced search's one record.
  expect(cells).toContain(name);
  expect(cells).not.toContain('江苏省水利厅');
  // The exported file imports again (as a new record): the import dialog reports how many rows were saved.
  await page.getByRole('button', { name: en('grid.import'), exact: true }).click();
  const importing = page.getByRole('dialog', { name: en('grid.import') });
  // A file above the cap is refused before it is sent, with the cap in the message.
  const tooLarge = {
    name: 'large.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.alloc(10 * 1024 * 1024 + 1),
  };
  await importing.locator('input[type=file]').setInputFiles(tooLarge);
  await importing.getByRole('button', { name: en('grid.import'), exact: true }).click();
  await expect(importing.getByRole('alert')).toHaveText('The file is too large; an import takes at most 20,000 rows and 10 MB');
  await importing.locator('input[type=file]').setInputFiles(await download.path());
  await importing.getByRole('button', { name: en('grid.import'), exact: true }).click();
  await expect(importing.getByRole('alert')).toHaveText('1 record imported');
  await importing.getByRole('button', { name: en('actions.close') }).click();
  await page.getByRole('button', { name: en('grid.reset') }).click();
  await expect(dataRows(page)).toHaveCount(7);

  // Column settings: a fourth locked column is refused; infinite scroll; saved as everyone's default.
  await page.getByRole('button', { name: en('grid.columnSettings') }).click();
  const panel = page.getByRole('region', { name: en('grid.columnSettings') });
  const lock = (label: string) => panel.getByRole('checkbox', { name: `${en('grid.settings.lock')} ${label}` });
  await expect(lock(en('modules.customer.fields.name'))).toBeChecked();
  await lock(en('engine.columns.serialNo')).check();
  await lock(en('modules.customer.fields.shortName')).check();
  await lock(en('modules.customer.fields.creditCode')).click();
  await expectNotice(page, en('engine.tooManyLocked'));
  await expect(lock(en('modules.customer.fields.creditCode'))).not.toBeChecked();
  await panel.getByRole('checkbox', { name: `${en('grid.settings.visible')} ${en('modules.customer.fields.region')}` }).uncheck();
  await panel.getByRole('radio', { name: en('grid.paging.infinite') }).check();
  await expect(page.getByTestId('infinite-status')).toContainText(/Loaded \d+ of \d+/);
  await panel.getByRole('button', { name: en('grid.saveDefault') }).click();
  await expectNotice(page, en('messages.saved'));
  await expect(page.getByTestId('infinite-status')).toBeVisible();

  // Screenshots of the list, form and view in the three languages.
  await page.goto('/client/customer');
  await expect(dataRows(page).first()).toBeVisible();
  const locales: Locale[] = ['en', 'zh', 'es'];
  let current: Locale = 'en';
  for (const locale of locales) {
    if (locale !== current) await switchLanguage(page, current, locale);
    current = locale;
    await page.goto('/client/customer');
    await expect(page.getByRole('heading', { name: text(locale, 'modules.customer.title') })).toBeVisible();
    await expect(dataRows(page, locale).first()).toBeVisible();
    await screenshot(page, `engine-list-${locale}`);
    await page.goto('/client/customer/edit?id=1');
    await expect(page.getByRole('textbox', { name: labelled(text(locale, 'modules.customer.fields.name')) })).not.toHaveValue('');
    await screenshot(page, `engine-form-${locale}`);
    await page.goto('/client/customer/view?id=1');
    await expect(page.locator('[data-field=name] dd')).not.toBeEmpty();
    await expect(page.locator('[data-field=department] dd')).toHaveText('工程一部');
    await screenshot(page, `engine-view-${locale}`);
  }
  await switchLanguage(page, current, 'en');
  await signOut(page);

  // staff01 gets the administrator's default layout: infinite scroll, three locked columns, region hidden.
  await signIn(page, 'staff01');
  await page.goto('/client/customer');
  await expect(page.getByTestId('infinite-status')).toContainText(/Loaded \d+ of \d+/);
  await expect(page.getByRole('columnheader', { name: en('modules.customer.fields.region') })).toHaveCount(0);
  await page.getByRole('button', { name: en('grid.columnSettings') }).click();
  const staffPanel = page.getByRole('region', { name: en('grid.columnSettings') });
  await expect(staffPanel.getByRole('checkbox', { name: `${en('grid.settings.lock')} ${en('modules.customer.fields.shortName')}` })).toBeChecked();
  await expect(staffPanel.getByRole('button', { name: en('grid.saveDefault') })).toHaveCount(0);
  // Buttons follow the permission codes the user holds: staff may add and update, not export or delete.
  await expect(page.getByRole('button', { name: en('grid.add') })).toBeVisible();
  await expect(page.getByRole('button', { name: en('grid.export') })).toHaveCount(0);
  await expect(page.getByRole('button', { name: en('grid.delete') })).toHaveCount(0);
});

test('a list wider than a 1440 px screen keeps its row actions in view, in Spanish too; on a phone they follow the last column', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin');
  for (const locale of ['en', 'es'] as const) {
    if (locale === 'es') await switchLanguage(page, 'en', 'es');
    await page.goto('/cost/bidregistration');
    const view = dataRows(page, locale)
      .first()
      .getByRole('button', { name: text(locale, 'grid.view') });
    await expect(view).toBeVisible();
    const box = (await view.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(1440);
    // The table is wider than its box: it scrolls under the pinned actions.
    const scroller = page.locator('.MuiTableContainer-root').first();
    expect(await scroller.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await screenshot(page, `bid-list-1440-${locale}`);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/cost/bidregistration');
  const view = dataRows(page, 'es')
    .first()
    .getByRole('button', { name: text('es', 'grid.view') });
  await expect(view).toBeAttached();
  expect((await view.boundingBox())!.x).toBeGreaterThan(390);
});
