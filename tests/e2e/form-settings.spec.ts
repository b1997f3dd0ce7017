import { expect, test, type Page } from '@playwright/test';
import { MRT_Localization_EN } from 'material-react-table/locales/en/index.esm.js';
import type { Locale } from '../../src/shared/i18n/locales.ts';
import { OPEN_CALENDAR, typeDate } from './date-picker.helpers.ts';
import { choose, en, escape, expectNotice, labelled, screenshot, signIn, signOut, switchLanguage, text, ownPage } from './e2e.helpers.ts';

const label = (locale: Locale, field: string) => text(locale, `modules.customer.fields.${field}`);

const fieldBox = (page: Page, key: string) => page.locator(`[data-field=${key}]`);
const settings = (page: Page) => page.getByRole('dialog', { name: new RegExp(escape(en('form.settings'))) });

test.use({ locale: 'en-US', viewport: { width: 1366, height: 820 } });

test('an admin hides a field and makes another required; a user gets the changed form, the server refuses the missing field, and a date is picked', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const name = `Form settings trading ${Date.now().toString(36)}`;

  // The administrator opens the form settings from the customer form.
  await signIn(page, 'admin');
  await page.goto('/client/customer/edit');
  await expect(fieldBox(page, 'shortName')).toBeVisible();
  await page.getByTestId('form-settings-button').click();
  const dialog = settings(page);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('checkbox', { name: `${en('form.settings.visible')} ${label('en', 'shortName')}` }).uncheck();
  await dialog.getByRole('checkbox', { name: `${en('form.settings.required')} ${label('en', 'industry')}` }).check();
  await dialog.getByRole('textbox', { name: `${en('grid.settings.label')} ${label('en', 'industry')}` }).fill('Sector');
  // Moving a field up puts it first on the form.
  await dialog.getByRole('button', { name: `${en('grid.settings.up')} ${label('en', 'shortName')}` }).click();
  await dialog.getByRole('button', { name: en('actions.save'), exact: true }).click();
  await expectNotice(page, en('messages.saved'));
  await expect(dialog).toHaveCount(0);
  await expect(fieldBox(page, 'shortName')).toHaveCount(0);
  await signOut(page);

  // staff01 sees the changed form: no short name, the industry (now "Sector") required.
  await signIn(page, 'staff01');
  await page.goto('/client/customer/edit');
  await expect(fieldBox(page, 'name')).toBeVisible();
  await expect(fieldBox(page, 'shortName')).toHaveCount(0);
  const sector = page.getByRole('combobox', { name: labelled('Sector') });
  await expect(sector).toBeVisible();
  await page.getByRole('textbox', { name: labelled(label('en', 'name')) }).fill(name);
  await choose(page, page.getByRole('combobox', { name: labelled(label('en', 'customerType')) }), text('en', 'modules.customer.options.customerType.1'));
  await page.getByRole('radio', { name: text('en', 'modules.customer.options.level.A') }).check();
  await page.getByRole('textbox', { name: labelled(label('en', 'contactName')) }).fill('Wang');
  await page.getByRole('textbox', { name: labelled(label('en', 'contactMobile')) }).fill('13800000000');

  // The first cooperation date is picked on the calendar: the 15th of the month shown.
  await fieldBox(page, 'cooperationDate').getByRole('button', { name: OPEN_CALENDAR.en }).click();
  await page.getByRole('gridcell', { name: '15', exact: true }).click();
  const now = new Date();
  const picked = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-15`;
  await expect(fieldBox(page, 'cooperationDate').locator('input')).toHaveValue(picked);

  // Saving without the required field is refused on the form…
  await page.getByRole('button', { name: en('actions.save'), exact: true }).click();
  await expectNotice(page, en('messages.formInvalid'));
  await expect(fieldBox(page, 'industry')).toContainText(en('rules.required'));
  // …and by the server, whatever a client sends.
  const refused = await page.request.post('/prod-api/m/customer?complete=1', {
    headers: ownPage,
    data: { name, customerType: '1', level: 'A', contactName: 'Wang', contactMobile: '13800000000', shortName: 'sneaked in' },
  });
  expect(((await refused.json()) as { status: number; data: { field: string } }).data.field).toBe('industry');

  await choose(page, sector, text('en', 'modules.customer.options.industry.2'));
  await page.getByRole('button', { name: en('actions.save'), exact: true }).click();
  await expectNotice(page, en('messages.created'));
  await expect(page).toHaveURL(/\/client\/customer$/);
  const found = (await (
    await page.request.post('/prod-api/m/customer/page', { headers: ownPage, data: { query: name, page: { pageIndex: 1, limit: 5 } } })
  ).json()) as {
    data: { list: Record<string, unknown>[] };
  };
  expect(found.data.list).toHaveLength(1);
  expect(found.data.list[0]).toMatchObject({ name, industry: '2', cooperationDate: picked });
  expect(found.data.list[0].shortName).toBeUndefined();

  // A date is typed and shown year-month-day in every language, as the lists show it.
  await page.goto('/client/customer/edit');
  await typeDate(fieldBox(page, 'cooperationDate'), '2026-03-09');
  await expect(fieldBox(page, 'cooperationDate').locator('input')).toHaveValue('2026-03-09');

  // Screenshots of the changed form with the calendar open, in the three languages.
  let locale: Locale = 'en';
  for (const next of ['zh', 'es', 'en'] as const) {
    await fieldBox(page, 'cooperationDate').getByRole('button', { name: OPEN_CALENDAR[locale] }).click();
    await expect(page.getByRole('grid')).toBeVisible();
    await screenshot(page, `form-settings-form-${locale}`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('grid')).toHaveCount(0);
    await switchLanguage(page, locale, next);
    locale = next;
  }
  await signOut(page);

  // The settings dialog in the three languages; the essential amount of a reimbursement cannot be hidden.
  await signIn(page, 'admin');
  await page.goto('/expense/reimapplication/edit');
  locale = 'en';
  for (const next of ['zh', 'es', 'en'] as const) {
    await page.getByTestId('form-settings-button').click();
    const open = page.getByRole('dialog');
    await expect(open.locator('[data-setting=amount] [data-testid=essential]')).toBeVisible();
    await expect(
      open.getByRole('checkbox', { name: `${text(locale, 'form.settings.visible')} ${text(locale, 'modules.reimapplication.fields.amount')}` }),
    ).toBeDisabled();
    await screenshot(page, `form-settings-dialog-${locale}`);
    await open.getByRole('button', { name: text(locale, 'actions.cancel') }).click();
    await expect(open).toHaveCount(0);
    await switchLanguage(page, locale, next);
    locale = next;
  }

  // System → list settings opens the same dialog per module; restoring the default there gives later browser
  // tests the customer form as declared.
  await page.goto('/system/listsetting');
  const title = en('modules.customer.title');
  await page.getByPlaceholder(MRT_Localization_EN.search).first().fill(title);
  await page
    .locator('table tbody tr')
    .filter({ hasText: title })
    .first()
    .getByRole('button', { name: `${en('form.settings')} ${title}` })
    .click();
  const fromSystem = settings(page);
  await expect(fromSystem.getByRole('textbox', { name: `${en('grid.settings.label')} ${label('en', 'industry')}` })).toHaveValue('Sector');
  await fromSystem.getByRole('button', { name: en('form.settings.restore') }).click();
  await expectNotice(page, en('messages.saved'));
  const override = (await (await page.request.get('/prod-api/m/customer/form')).json()) as { data: { id: number | null } };
  expect(override.data.id).toBeNull();
});

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/**
 * Opens the date column's filter. The column sits right after the columns locked at the left edge, and in the
 * sideways-scrolled table a pointer may meet a locked column above its button; the button's own click is sent.
 */
async function openDateFilter(page: Page, locale: Locale) {
  await page.getByRole('button', { name: text(locale, 'grid.filterColumn', { column: label(locale, 'cooperationDate') }) }).dispatchEvent('click');
}

test('dates in the list: a column filter takes a shortcut or typed days, the advanced search a picked date, in three languages', async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page, 'staff01');
  await page.goto('/client/customer');
  await expect(page.locator('table tbody tr').first()).toBeVisible();
  const today = new Date();
  const daysAgo = (days: number) => new Date(today.getFullYear(), today.getMonth(), today.getDate() - days);

  // Each language takes another of the spec's shortcuts; both ends fill in, and the request carries whole days
  // (range end 23:59:59).
  const shortcuts = { en: ['grid.shortcut.month', 30], zh: ['grid.shortcut.week', 7], es: ['grid.shortcut.quarter', 90] } as const;
  let locale: Locale = 'en';
  for (const next of ['zh', 'es', 'en'] as const) {
    const [shortcut, days] = shortcuts[locale];
    await openDateFilter(page, locale);
    const popover = page.getByRole('dialog', { name: label(locale, 'cooperationDate') });
    await expect(popover).toBeVisible();
    await popover.getByRole('button', { name: text(locale, shortcut) }).click();
    const ends = popover.locator('[data-testid=date-range] input');
    await expect(ends.nth(0)).toHaveValue(iso(daysAgo(days)));
    await expect(ends.nth(1)).toHaveValue(iso(today));
    await screenshot(page, `date-filter-${locale}`);
    const asked = page.waitForRequest((request) => request.url().endsWith('/m/customer/page') && request.method() === 'POST');
    await popover.getByRole('button', { name: text(locale, 'actions.confirm') }).click();
    const body = (await asked).postDataJSON() as { query: unknown[] };
    expect(body.query).toContainEqual({ prop: 'cooperationDate', type: 'range', values: `${iso(daysAgo(days))} 00:00:00`, valuee: `${iso(today)} 23:59:59` });
    await switchLanguage(page, locale, next);
    locale = next;
  }

  // Days typed into the pickers inside the filter's popup.
  await openDateFilter(page, 'en');
  const popover = page.getByRole('dialog', { name: label('en', 'cooperationDate') });
  const range = popover.locator('[data-testid=date-range] > div');
  await typeDate(range.nth(0), '2020-01-01');
  await typeDate(range.nth(1), '2020-12-31');
  const asked = page.waitForRequest((request) => request.url().endsWith('/m/customer/page') && request.method() === 'POST');
  await popover.getByRole('button', { name: en('actions.confirm') }).click();
  expect(((await asked).postDataJSON() as { query: unknown[] }).query).toContainEqual({
    prop: 'cooperationDate',
    type: 'range',
    values: '2020-01-01 00:00:00',
    valuee: '2020-12-31 23:59:59',
  });
  await page.getByRole('button', { name: en('grid.reset') }).click();

  // The advanced search offers a picker for a date field.
  await page.getByRole('button', { name: en('grid.advancedSearch') }).click();
  const dialog = page.getByRole('dialog', { name: en('grid.advancedSearch') });
  const first = dialog.getByTestId('advanced-row').first();
  await choose(page, first.getByRole('combobox', { name: labelled(en('grid.search.field')) }), label('en', 'cooperationDate'));
  await first.getByRole('button', { name: OPEN_CALENDAR.en }).click();
  await page.getByRole('gridcell', { name: '15', exact: true }).click();
  await screenshot(page, 'date-advanced-search-en');
  const searched = page.waitForRequest((request) => request.url().endsWith('/m/customer/page') && request.method() === 'POST');
  await dialog.getByRole('button', { name: en('grid.doSearch') }).click();
  const high = ((await searched).postDataJSON() as { highQuery: { prop: string; op: string; value: string }[] }).highQuery;
  expect(high).toEqual([expect.objectContaining({ prop: 'cooperationDate', op: '=', value: `${iso(today).slice(0, 8)}15` })]);
});
