import { formatMoneyIn } from '../../../src/shared/money-format.ts';
import { expect, test, type Page } from '@playwright/test';
import type { Locale } from '../../../src/shared/i18n/locales.ts';
import { typeDate } from '../../e2e/date-picker.helpers.ts';
import {
  approvalAction,
  approvalDialog,
  en,
  expectNotice,
  labelled,
  openFromMenu,
  signIn,
  signOut,
  switchLanguage,
  text,
  ownPage,
} from '../../e2e/e2e.helpers.ts';

const LEADER = '张经理';

/** An approver opens the record and approves it. */
async function approve(page: Page, user: string, viewUrl: string, opinion: string) {
  await signIn(page, user);
  await page.goto(viewUrl);
  await approvalAction(page, 'approve').click();
  await approvalDialog(page)
    .getByRole('textbox', { name: labelled(en('wf.dialog.opinion')) })
    .fill(opinion);
  await approvalDialog(page)
    .getByRole('button', { name: en('wf.dialog.confirm') })
    .click();
  await expectNotice(page, en('messages.approved'));
  await signOut(page);
}

const statusOf = async (page: Page, id: number) =>
  ((await (await page.request.get(`/prod-api/m/reimapplication/${id}`)).json()) as { data: { status: number; serialNo: string; amount: number } }).data;

test.use({ locale: 'en-US', viewport: { width: 1366, height: 820 } });

test('a reimbursement of three lines above the threshold is approved by the department head, finance and the general manager, and the count report shows it', async ({
  page,
  context,
}) => {
  test.setTimeout(300_000);
  const title = `Site visit ${Date.now().toString(36)}`;
  const lines = [
    ['2026-10-12', 'Train tickets', '2800.00'],
    ['2026-10-13', 'Hotel', '1650.50'],
    ['2026-10-14', 'Taxis', '980.00'],
  ] as const;

  // staff01 files a reimbursement with three detail lines.
  await signIn(page, 'staff01');
  await page.goto('/expense/reimapplication/edit');
  await page.getByRole('textbox', { name: labelled(en('modules.reimapplication.fields.title')) }).fill(title);
  await page.getByRole('combobox', { name: labelled(en('modules.reimapplication.fields.reimbursementType')) }).click();
  await page.getByRole('option').last().click();
  await page.getByRole('textbox', { name: labelled(en('modules.reimapplication.fields.amount')) }).fill('5430.50');
  await typeDate(page.locator('[data-field=occurredOn]'), '2026-10-15');
  const table = page.locator('[data-field=lines]');
  for (const [index, [date, item, amount]] of lines.entries()) {
    await table.getByRole('button', { name: en('form.addRow') }).click();
    const row = table.locator('tbody tr').nth(index);
    await typeDate(row.locator('td').nth(1), date);
    await row.getByRole('textbox', { name: `${en('modules.reimapplication.fields.lines.item')} ${index + 1}` }).fill(item);
    await row.getByRole('textbox', { name: `${en('modules.reimapplication.fields.lines.amount')} ${index + 1}` }).fill(amount);
  }
  await page.screenshot({ path: 'test-results/screenshots/expense-form-en.png', fullPage: true });
  await page.getByRole('button', { name: en('actions.save'), exact: true }).click();
  await expectNotice(page, en('messages.created'));
  await page.getByRole('textbox', { name: en('grid.quickSearch') }).fill(title);
  await page.getByRole('button', { name: en('grid.doSearch'), exact: true }).click();
  const listed = page.locator('table tbody tr').filter({ hasText: title });
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText('5,430.50');
  await listed.getByRole('button', { name: en('grid.view') }).click();
  await expect(page).toHaveURL(/\/expense\/reimapplication\/view\?id=\d+$/);
  const viewUrl = new URL(page.url()).pathname + new URL(page.url()).search;
  const id = Number(new URL(page.url()).searchParams.get('id'));
  expect((await statusOf(page, id)).amount).toBe(5430.5);

  // Submitting: the approver dialog offers the department head, leader01.
  await approvalAction(page, 'submit').click();
  await expect(approvalDialog(page)).toContainText(LEADER);
  await approvalDialog(page)
    .getByRole('button', { name: en('wf.dialog.confirm') })
    .click();
  await expectNotice(page, en('messages.submitted'));
  await signOut(page);

  await approve(page, 'leader01', viewUrl, 'Agreed');
  await approve(page, 'finance01', viewUrl, 'Checked');
  // Above the approval threshold (system parameter approvalThreshold, 5000) the general manager approves last.
  await signIn(page, 'manager01');
  expect((await statusOf(page, id)).status).toBe(3);
  await signOut(page);
  await approve(page, 'manager01', viewUrl, 'Approved');

  // staff01 sees it signed; the bar now offers the sub-flows of a signed reimbursement.
  await signIn(page, 'staff01');
  await page.goto(viewUrl);
  await expect(page.getByText(en('docStatus.4'), { exact: true }).first()).toBeVisible();
  await expect(approvalAction(page, 'change.start')).toBeVisible();
  await expect(approvalAction(page, 'void.start')).toBeVisible();
  expect((await statusOf(page, id)).status).toBe(4);

  // staff01 opens its print page: the document with its approval trail, outside the shell.
  const opened = context.waitForEvent('page');
  await page.getByRole('button', { name: en('view.print') }).click();
  const print = await opened;
  await print.waitForLoadState();
  await expect(print).toHaveURL(new RegExp(`/expense/reimapplication/print\\?id=${id}$`));
  const sheet = print.getByRole('document', { name: en('printUi.document') });
  await expect(sheet).toContainText((await statusOf(page, id)).serialNo);
  for (const approver of [LEADER, '李财务', '王总']) await expect(sheet.locator('table.print-trail')).toContainText(approver);
  await print.screenshot({ path: 'test-results/screenshots/expense-print-en.png', fullPage: true });
  await print.close();

  // The count report: Count reports → Reimbursement statistics, in the sidebar; October holds this reimbursement.
  await openFromMenu(page, en('menu.count'), en('menu.count.reimbursement'));
  await expect(page).toHaveURL(/\/count\/reimbursement$/);
  const report = page.getByTestId('report-table');
  const october = report.locator('tbody tr').filter({ hasText: '2026-10' });
  await expect(october).toContainText('5,430.50');
  await expect(page.locator('canvas').first()).toBeVisible();

  // Screenshots of the signed document and the report in the three languages; the report switches to a pie.
  let locale: Locale = 'en';
  for (const next of ['zh', 'es', 'en'] as const) {
    await page.goto('/count/reimbursement');
    await expect(report.locator('tbody tr').filter({ hasText: '2026-10' })).toContainText(formatMoneyIn(locale, '5430.50'));
    await page.getByRole('button', { name: text(locale, 'engine.report.by.type') }).click();
    await expect(report.locator('tbody tr[data-total]')).toContainText(text(locale, 'engine.report.total'));
    await page.getByRole('button', { name: text(locale, 'chart.pie') }).click();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `test-results/screenshots/count-report-${locale}.png` });
    await page.goto(viewUrl);
    await expect(approvalAction(page, 'void.start', locale)).toBeVisible();
    await page.screenshot({ path: `test-results/screenshots/expense-signed-${locale}.png` });
    await switchLanguage(page, locale, next);
    locale = next;
  }
});

test('a signed income settlement is split between two offices: parts that do not add up are refused, the split is approved (50)', async ({ page }) => {
  test.setTimeout(240_000);
  // Filed and signed through the API, as the story above does through the screens.
  await signIn(page, 'staff01');
  const customers = (await (await page.request.post('/prod-api/m/customer/page', { headers: ownPage, data: { page: { pageIndex: 1, limit: 1 } } })).json()) as {
    data: { list: { id: number }[] };
  };
  const created = await page.request.post('/prod-api/m/settlement', {
    headers: ownPage,
    data: {
      title: `Settlement ${Date.now().toString(36)}`,
      customer: customers.data.list[0].id,
      contractName: 'Cost consulting',
      amount: '10000.00',
      settleDate: '2026-11-10',
    },
  });
  const id = ((await created.json()) as { data: { id: number } }).data.id;
  const wf = async (action: string) =>
    expect(
      ((await (await page.request.post(`/prod-api/wf/settlement/${id}/${action}`, { headers: ownPage, data: {} })).json()) as { status: number }).status,
    ).toBe(200);
  await wf('submit');
  await signOut(page);
  for (const user of ['leader01', 'finance01', 'manager01']) {
    await signIn(page, user);
    await wf('approve');
    await signOut(page);
  }

  await signIn(page, 'staff01');
  const viewUrl = `/expense/settlement/view?id=${id}`;
  await page.goto(viewUrl);
  await approvalAction(page, 'split.start').click();
  await page.getByTestId('sub-flow-confirm').click();
  await expectNotice(page, en('messages.success'));
  // Starting the split opens its draft's form, where its parts are filled in.
  await expect(page).toHaveURL(new RegExp(`/expense/settlement/edit\\?id=${id}$`));
  // The view stays open behind it, hidden, in its own tab.
  await expect(page.getByText(en('docStatus.46'), { exact: true }).filter({ visible: true }).first()).toBeVisible();
  const parts = page.locator('[data-field=splitLines]');
  for (const [index, amount] of ['6000.00', '3000.00'].entries()) {
    await parts.getByRole('button', { name: en('form.addRow') }).click();
    const row = parts.locator('tbody tr').nth(index);
    await row.locator('td').nth(1).getByRole('combobox').first().click();
    const popover = page.locator('.MuiPopover-paper');
    await popover
      .getByRole('treeitem')
      .nth(index + 1)
      .click();
    await popover.getByRole('button', { name: en('actions.confirm') }).click();
    await expect(popover).toHaveCount(0);
    await expect(row.locator('td').nth(1).getByRole('combobox').first()).not.toHaveValue('');
    await row.getByRole('textbox', { name: `${en('modules.settlement.fields.splitLines.amount')} ${index + 1}` }).fill(amount);
  }
  await page.getByRole('button', { name: en('actions.save'), exact: true }).click();
  await expectNotice(page, en('messages.saved'));

  // 9000 of 10000: submitting is refused with the amount the parts must reach.
  await page.goto(viewUrl);
  await approvalAction(page, 'submit').click();
  await approvalDialog(page)
    .getByRole('button', { name: en('wf.dialog.confirm') })
    .click();
  // The dialog stays open, everything typed kept, and says why.
  await expect(approvalDialog(page).getByTestId('approval-refusal')).toContainText('10,000.00');
  await approvalDialog(page)
    .getByRole('button', { name: en('wf.dialog.cancel') })
    .click();
  await page.goto(`/expense/settlement/edit?id=${id}`);
  const second = parts
    .locator('tbody tr')
    .nth(1)
    .getByRole('textbox', { name: `${en('modules.settlement.fields.splitLines.amount')} 2` });
  await second.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Backspace');
  await second.pressSequentially('4000');
  await expect(second).toHaveValue(/^4,?000/);
  await page.getByRole('button', { name: en('actions.save'), exact: true }).click();
  await expectNotice(page, en('messages.saved'));
  // The split form in the three languages, as saved.
  let locale: Locale = 'en';
  for (const next of ['zh', 'es', 'en'] as const) {
    await page.goto(`/expense/settlement/edit?id=${id}`);
    await expect(parts.locator('tbody tr').nth(1).getByRole('textbox').first()).toHaveValue(formatMoneyIn(locale, '4000.00'));
    await expect(parts.locator('tbody tr').nth(1).getByRole('combobox').first()).toHaveValue(/\D/);
    await page.screenshot({ path: `test-results/screenshots/settlement-split-${locale}.png`, fullPage: true });
    await switchLanguage(page, locale, next);
    locale = next;
  }
  await page.goto(viewUrl);
  await approvalAction(page, 'submit').click();
  await approvalDialog(page)
    .getByRole('button', { name: en('wf.dialog.confirm') })
    .click();
  await expectNotice(page, en('messages.submitted'));
  await signOut(page);
  for (const user of ['leader01', 'finance01', 'manager01']) await approve(page, user, viewUrl, 'Agreed');
  await signIn(page, 'staff01');
  await page.goto(viewUrl);
  await expect(page.getByText(en('docStatus.50'), { exact: true }).first()).toBeVisible();
  await expect(page.locator('[data-field=splitLines]').first()).toContainText('4,000.00');
  await page.screenshot({ path: 'test-results/screenshots/settlement-split-done-en.png', fullPage: true });
});

test('the demo loan shows as partly repaid (green) with its repaid amount', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'staff01');
  await page.goto('/expense/loan');
  const row = page.locator('table tbody tr').filter({ hasText: '北京出差备用金' });
  await expect(row).toHaveCount(1);
  // Signed 3000, of which a signed repayment of 1000: spec §4 code 20, in progress (green).
  const chip = row.locator('.MuiChip-root').filter({ hasText: en('docStatus.20') });
  await expect(chip).toHaveClass(/MuiChip-colorSuccess/);
  await row.getByRole('button', { name: en('grid.view') }).click();
  await expect(page.locator('[data-field=repaidAmount]')).toContainText('1,000.00');
  let locale: Locale = 'en';
  for (const next of ['zh', 'es', 'en'] as const) {
    await expect(page.locator('[data-field=repaidAmount]')).toContainText(text(locale, 'modules.loan.fields.repaidAmount'));
    await page.screenshot({ path: `test-results/screenshots/loan-partly-repaid-${locale}.png` });
    await switchLanguage(page, locale, next);
    locale = next;
  }
});

test('switching language in the middle of a form keeps what was typed, and money reads in the new language', async ({ page }) => {
  await signIn(page, 'staff01');
  await switchLanguage(page, 'en', 'es');
  await page.goto('/expense/loan/edit');
  const es = (id: string) => text('es', id);
  const title = `Anticipo ${Date.now().toString(36)}`;
  await page.getByRole('textbox', { name: labelled(es('modules.loan.fields.title')) }).fill(title);
  const amount = page.getByRole('textbox', { name: labelled(es('modules.loan.fields.amount')) });
  // Typed the Spanish way, then left, then retyped: what is typed replaces the figure, it is not appended to it.
  await amount.fill('1234,5');
  await amount.press('Tab');
  await expect(amount).toHaveValue('1.234,50');
  await amount.focus();
  await page.keyboard.type('2500');
  await amount.press('Tab');
  await expect(amount).toHaveValue('2.500,00');
  // The language changes; nothing typed is lost, and the figure is now written the English way.
  await switchLanguage(page, 'es', 'en');
  await expect(page.getByRole('textbox', { name: labelled(en('modules.loan.fields.title')) })).toHaveValue(title);
  const amountEn = page.getByRole('textbox', { name: labelled(en('modules.loan.fields.amount')) });
  await expect(amountEn).toHaveValue('2,500.00');
  await amountEn.focus();
  await page.keyboard.type('3000.5');
  await amountEn.press('Tab');
  await expect(amountEn).toHaveValue('3,000.50');
});
