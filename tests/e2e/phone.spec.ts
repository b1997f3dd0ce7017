import { expect, test, type Page } from '@playwright/test';
import type { Locale } from '../../src/shared/i18n/locales.ts';
import { typeDate } from './date-picker.helpers.ts';
import {
  apiAs,
  approvalAction,
  approvalDialog,
  en,
  expectNotice,
  labelled,
  screenshot,
  settled,
  signIn,
  signOut,
  submitted,
  text,
  useLanguage,
} from './e2e.helpers.ts';

const PHONE = { width: 390, height: 844 };
test.use({ locale: 'en-US', viewport: PHONE });

/** Nothing on the page is wider than the phone: it never scrolls sideways (tables scroll inside their own box). */
async function fitsThePhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

/** An open dialog fills the phone's screen. */
async function fillsTheScreen(page: Page) {
  const box = await page.locator('.MuiDialog-paper').last().boundingBox();
  expect(box?.width).toBe(PHONE.width);
  expect(box?.height).toBe(PHONE.height);
}

test('on a 390 px phone staff01 files a reimbursement with a detail line and submits it, and leader01 approves it from the view', async ({ page }) => {
  test.setTimeout(240_000);
  const title = `Phone claim ${Date.now().toString(36)}`;

  await signIn(page, 'staff01');
  await page.goto('/expense/reimapplication/edit');
  await page.getByRole('textbox', { name: labelled(en('modules.reimapplication.fields.title')) }).fill(title);
  await page.getByRole('combobox', { name: labelled(en('modules.reimapplication.fields.reimbursementType')) }).click();
  await page.getByRole('option').last().click();
  await typeDate(page.locator('[data-field=occurredOn]'), '2026-10-15');
  const lines = page.locator('[data-field=lines]');
  await lines.getByRole('button', { name: en('form.addRow') }).click();
  const row = lines.locator('tbody tr').first();
  await typeDate(row.locator('td').nth(1), '2026-10-14');
  await row.getByRole('textbox', { name: `${en('modules.reimapplication.fields.lines.item')} 1` }).fill('Taxi to the site');
  await row.getByRole('textbox', { name: `${en('modules.reimapplication.fields.lines.amount')} 1` }).fill('86.50');
  // The detail table scrolls inside its box; the form itself stays as wide as the phone.
  await fitsThePhone(page);
  await lines.scrollIntoViewIfNeeded();
  await screenshot(page, 'phone-form-en');
  await page.getByRole('button', { name: en('actions.save'), exact: true }).click();
  await expectNotice(page, en('messages.created'));

  // The new claim, found in the list and opened from its row.
  await page.getByRole('textbox', { name: en('grid.quickSearch') }).fill(title);
  await page.getByRole('button', { name: en('grid.doSearch'), exact: true }).click();
  const listed = page.locator('table tbody tr').filter({ hasText: title });
  await expect(listed).toHaveCount(1);
  await listed.getByRole('button', { name: en('grid.view') }).click();
  await expect(page).toHaveURL(/\/expense\/reimapplication\/view\?id=\d+$/);
  const viewUrl = new URL(page.url()).pathname + new URL(page.url()).search;

  // The view: its title and every action on the screen, nothing beyond the right edge.
  await expect(approvalAction(page, 'submit')).toBeVisible();
  for (const button of [approvalAction(page, 'submit'), page.getByRole('button', { name: en('view.print') })]) {
    const box = await button.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
  }
  await fitsThePhone(page);
  // The tags bar shows the open document's tag.
  await expect(page.getByRole('tab', { selected: true })).toBeInViewport();
  await screenshot(page, 'phone-view-en');

  await approvalAction(page, 'submit').click();
  await settled(page);
  await fillsTheScreen(page);
  await screenshot(page, 'phone-submit-dialog-en');
  await approvalDialog(page)
    .getByRole('button', { name: en('wf.dialog.confirm') })
    .click();
  await expectNotice(page, en('messages.submitted'));
  await signOut(page);

  // leader01 approves it from the view.
  await signIn(page, 'leader01');
  await page.goto(viewUrl);
  await approvalAction(page, 'approve').click();
  await settled(page);
  await fillsTheScreen(page);
  await approvalDialog(page)
    .getByRole('textbox', { name: labelled(en('wf.dialog.opinion')) })
    .fill('Agreed on the phone');
  await approvalDialog(page)
    .getByRole('button', { name: en('wf.dialog.confirm') })
    .click();
  await expectNotice(page, en('messages.approved'));

  // The view and the replay in the three languages: the replay fills the screen, its lifecycle chart names the
  // statuses the reimbursement went through and where it can go from signed (a change, a void; no loan's "Unpaid"),
  // without their codes.
  for (const locale of ['en', 'zh', 'es'] as Locale[]) {
    await useLanguage(page, locale);
    await page.goto(viewUrl);
    await expect(page.getByRole('button', { name: text(locale, 'view.print') })).toBeVisible();
    await fitsThePhone(page);
    await screenshot(page, `phone-view-approved-${locale}`);
    await page.getByRole('button', { name: text(locale, 'wf.trace.button') }).click();
    await settled(page);
    // The approval history scrolls inside its box: no cell is squeezed to a letter or two a line.
    const cells = page.getByTestId('history-table').locator('th, td');
    await expect(cells.first()).toBeVisible();
    for (const height of await cells.evaluateAll((all) => all.map((cell) => cell.getBoundingClientRect().height))) expect(height).toBeLessThan(64);
    await screenshot(page, `phone-tracing-${locale}`);
    await page.getByTestId('trace-replay').click();
    const replay = page.getByTestId('replay-dialog');
    await expect(replay.getByTestId('replay-timeline').locator('[data-step]').first()).toBeVisible();
    await settled(page);
    await fillsTheScreen(page);
    const chart = replay.getByTestId('lifecycle-chart');
    await expect(chart.locator('.react-flow__node').first()).toBeVisible();
    await expect(chart).not.toContainText(text(locale, 'status.generic.18'));
    await expect(chart.locator('.react-flow__node').filter({ hasText: /^\d+\s/ })).toHaveCount(0);
    await expect(chart.locator('.react-flow__node')).toHaveCount(5);
    // Drawn at full size (the statuses stacked downwards), every status inside the chart's box: none cut at its edge.
    await expect(chart).toHaveAttribute('data-stacked', 'true');
    const frame = (await chart.boundingBox())!;
    for (const node of await chart.locator('.react-flow__node').all()) {
      const box = (await node.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(128);
      expect(box.x).toBeGreaterThanOrEqual(frame.x);
      expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width);
    }
    await screenshot(page, `phone-replay-${locale}`);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
  }
});

test('on a phone the to-do list is in the menu; its rows say what, who, at which step and since when; the approve bar stays under the thumb', async ({
  page,
  baseURL,
}) => {
  const title = `Phone to-do ${Date.now().toString(36)}`;
  const recordId = await submitted(await apiAs(baseURL!, 'staff01'), title);
  const leader = await apiAs(baseURL!, 'leader01');
  const todo = (await (await leader.get('/prod-api/processAudit/processHome?kind=todo&limit=100', { headers: { 'accept-language': 'zh' } })).json()).data
    .list as {
    recordId: number;
    nodeName: string;
  }[];
  const step = todo.find((row) => row.recordId === recordId)!.nodeName;

  await signIn(page, 'leader01');
  for (const locale of ['en', 'zh', 'es'] as Locale[]) {
    await useLanguage(page, locale);
    await page.goto('/home');
    await page.getByRole('button', { name: text(locale, 'navbar.toggleSidebar') }).click();
    await page.getByRole('navigation').getByText(text(locale, 'menu.todo'), { exact: true }).click();
    await expect(page).toHaveURL(/\/todo$/);
    const card = page.getByTestId('todo-cards').locator('[data-record]').filter({ hasText: title });
    await expect(card).toBeVisible();
    // Its title in full, the applicant and the step, not a number and a cut title.
    await expect(card).toContainText('陈小明');
    if (locale === 'zh') await expect(card).toContainText(step);
    expect((await card.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await fitsThePhone(page);
    await screenshot(page, `phone-todo-${locale}`);
  }
  await page.getByTestId('todo-cards').locator('[data-record]').filter({ hasText: title }).click();
  await expect(page).toHaveURL(/\/view\?id=\d+/);
  const approve = approvalAction(page, 'approve', 'es');
  await expect(approve).toBeInViewport();
  const box = (await approve.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  expect(box.y + box.height).toBeGreaterThan(PHONE.height - 80);
  // On a phone nothing floats over the page: the unread-messages bubble is a strip under the header.
  await expect(page.locator('.MuiSnackbar-root')).toHaveCount(0);
  await screenshot(page, 'phone-todo-view-es');
  // Approved from the docked bar: the to-do and its notice are settled everywhere.
  await approve.click();
  await approvalDialog(page)
    .getByRole('button', { name: text('es', 'wf.dialog.confirm') })
    .click();
  await expectNotice(page, text('es', 'messages.approved'));
});
