import { expect, test, type Page } from '@playwright/test';
import { MRT_Localization_EN } from 'material-react-table/locales/en/index.esm.js';
import type { Locale } from '../../src/shared/i18n/locales.ts';
import { en, SCREENSHOTS, screenshot, signIn, text, ownPage } from './e2e.helpers.ts';

type Row = { id: number; serialNo: string; status: number; title: string };
async function signedInvoice(page: Page): Promise<Row> {
  const answer = await page.request.post('/prod-api/m/invoiceapplication/page', { headers: ownPage, data: { page: { pageIndex: 1, limit: 50 } } });
  const rows = ((await answer.json()) as { data: { list: Row[] } }).data.list;
  const signed = rows.find((row) => row.status === 4);
  expect(signed, 'the demo data holds a signed invoice application').toBeTruthy();
  return signed!;
}

test.use({ locale: 'en-US', viewport: { width: 1366, height: 860 } });

test('an administrator previews a print template on the newest invoice application and on sample data, and downloads its PDF', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin');
  const invoice = await signedInvoice(page);
  const name = '开票申请单（打印）';
  const created = await page.request.post('/prod-api/printTemplate', {
    headers: ownPage,
    data: {
      module: 'invoiceapplication',
      name,
      paper: 'A4',
      fileNameParts: ['serialNo', 'creatorName'],
      content:
        '<h2 style="text-align: center">{{moduleTitle}}</h2><p>编号：{{serialNo}}　申请人：{{creatorName}}　金额：{{amount}}</p><p>{{lines}}</p><h3>审批记录</h3><p>{{approvalTrail}}</p>',
    },
  });
  expect(((await created.json()) as { status: number }).status).toBe(200);
  // A placeholder the module lacks is refused.
  const refused = await page.request.post('/prod-api/printTemplate', {
    headers: ownPage,
    data: { module: 'invoiceapplication', name: 'x', content: '<p>{{amout}}</p>' },
  });
  expect(((await refused.json()) as { status: number; msg: string }).msg).toContain('{{amout}}');

  await page.goto('/system/printtemplate');
  // Every approval module has its standard template, more than a page of them: the list's search finds the new one.
  await page.getByPlaceholder(MRT_Localization_EN.search).first().fill(name);
  const row = page.locator('table tbody tr').filter({ hasText: name });
  await row.getByRole('button', { name: en('printUi.preview') }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: en('printUi.previewTitle', { name }) })).toBeVisible();
  const sheet = dialog.getByRole('document', { name: en('printUi.document') });
  // The newest invoice application first: a draft, with no approvals yet.
  await expect(dialog.getByTestId('preview-source')).toContainText(en('printUi.record', { serialNo: 'KP' }));
  await expect(sheet).toContainText(en('print.trail.empty'));

  await dialog.getByRole('combobox', { name: en('printUi.source') }).click();
  await page.getByRole('option', { name: en('printUi.sample') }).click();
  await expect(dialog.getByTestId('preview-source')).toContainText(en('printUi.sample'));
  await expect(sheet.locator('table.print-trail')).toContainText(en('print.sample.approver'));

  // A signed one: its approval trail, step by step.
  await dialog.getByRole('combobox', { name: en('printUi.source') }).click();
  await page.getByRole('option', { name: en('printUi.record', { serialNo: invoice.serialNo }) }).click();
  await expect(sheet).toContainText(invoice.serialNo);
  await expect(sheet.locator('table.print-trail')).toContainText('张经理');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await screenshot(page, 'print-preview-en', { fullPage: true });
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: en('printUi.download') }).click();
  expect((await download).suggestedFilename()).toMatch(new RegExp(`^${invoice.serialNo}_.+\\.pdf$`));
});

test('an applicant opens the print page of a signed invoice application outside the shell, in three languages, and prints or downloads it', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'staff01');
  const invoice = await signedInvoice(page);
  await page.goto(`/expense/invoiceapplication/view?id=${invoice.id}`);
  const opened = context.waitForEvent('page');
  await page.getByRole('button', { name: en('view.print') }).click();
  const print = await opened;
  await print.waitForLoadState();
  await expect(print).toHaveURL(new RegExp(`/expense/invoiceapplication/print\\?id=${invoice.id}$`));

  // No shell: no menu, no navbar; the document with its approval trail, and the print button.
  // The sheet's name follows the language, so it is found by its role alone.
  const sheet = print.locator('.print-sheet[role=document]');
  await expect(sheet).toHaveAccessibleName(en('printUi.document'));
  await expect(sheet).toContainText(invoice.serialNo);
  await expect(print.getByRole('navigation')).toHaveCount(0);
  const trail = sheet.locator('table.print-trail');
  await expect(trail).toContainText(en('print.trail.opinion'));
  for (const approver of ['张经理', '李财务', '王总']) await expect(trail).toContainText(approver);
  await expect(print.getByRole('button', { name: en('printUi.print') })).toBeEnabled();
  await screenshot(print, 'print-page-en', { fullPage: true });

  const download = print.waitForEvent('download');
  await print.getByRole('link', { name: en('printUi.download') }).click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toMatch(new RegExp(`_${invoice.serialNo}_.+\\.pdf$`));
  await pdf.saveAs(`${SCREENSHOTS}/print-page.pdf`);

  for (const [from, to] of [
    ['en', 'zh'],
    ['zh', 'es'],
  ] as [Locale, Locale][]) {
    await print.getByRole('button', { name: text(from, 'navbar.language') }).click();
    await print.getByRole('menuitem', { name: text(from, `language.${to}`) }).click();
    await expect(trail).toContainText(text(to, 'print.trail.opinion'));
    await expect(sheet).toHaveAccessibleName(text(to, 'printUi.document'));
    await expect(print.getByRole('button', { name: text(to, 'printUi.print') })).toBeVisible();
    await screenshot(print, `print-page-${to}`, { fullPage: true });
  }

  // window.print is what the button calls.
  await print.evaluate(() => {
    (window as unknown as { printed: boolean }).printed = false;
    window.print = () => {
      (window as unknown as { printed: boolean }).printed = true;
    };
  });
  await print.getByRole('button', { name: text('es', 'printUi.print') }).click();
  expect(await print.evaluate(() => (window as unknown as { printed: boolean }).printed)).toBe(true);
});
