import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Locale } from '../../../src/shared/i18n/locales.ts';
import labels from '../../../src/modules/cost/result-document/result-document.labels.json' with { type: 'json' };
import { typeDate } from '../../e2e/date-picker.helpers.ts';
import { apiAs, choose, expectNotice, labelled, screenshot, settled, signIn, text, useLanguage } from '../../e2e/e2e.helpers.ts';

const en = (id: string, values?: Record<string, string | number>) => text('en', id, values);
const field = (page: Page, id: string) => page.getByRole('textbox', { name: labelled(en(id)) });
const combo = (page: Page, id: string) => page.getByRole('combobox', { name: labelled(en(id)) });
const PDF = (version: string) => Buffer.from(`%PDF-1.4\n% ${version}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`);

/** Picks a record in a pick field by typing part of its name. */
async function pick(page: Page, box: Locator, typed: string) {
  await box.click();
  await box.fill(typed);
  await page.getByRole('option').filter({ hasText: typed }).first().click();
}

/** Fills document management's form (spec §2 /cost/document/addDocument) for the metro line 3 project with one file. */
async function fillDocument(page: Page, title: string, fileName: string) {
  await page.goto('/cost/document/addDocument');
  await field(page, 'modules.document.fields.title').fill(title);
  await pick(page, combo(page, 'modules.document.fields.project'), '杭州地铁三号线');
  await choose(page, combo(page, 'modules.document.fields.folder'), en('modules.document.options.folder.design'));
  await typeDate(page.locator('[data-field=issuedOn]'), '2026-11-20');
  await page.locator('[data-field=file] input[type=file]').setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: PDF(fileName) });
  await expect(page.locator('[data-field=file]').getByText(fileName)).toBeVisible();
}

test.use({ locale: 'en-US', viewport: { width: 1366, height: 820 } });

test('a project member files a result document through document management, a new upload after approval is version 2 with version 1 keeping its file', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const title = `Metro line 3 budget ${Date.now().toString(36)}`;
  const staff = await apiAs(baseURL!, 'staff01');
  const leader = await apiAs(baseURL!, 'leader01');
  const act = async (who: typeof staff, id: number, action: string, data: object = {}) =>
    expect((await (await who.post(`/prod-api/wf/document/${id}/${action}`, { data })).json()).status).toBe(200);

  await signIn(page, 'staff01');
  await useLanguage(page, 'en');
  await fillDocument(page, title, 'budget-v1.pdf');
  await page.getByRole('button', { name: en('actions.save'), exact: true }).click();
  await expectNotice(page, en('messages.created'));
  const rows = (await (await staff.post('/prod-api/m/document/page', { data: { query: title, page: { pageIndex: 1, limit: 5 } } })).json()).data.list;
  const id = rows.find((row: { title: string }) => row.title === title).id as number;
  await act(staff, id, 'submit');
  await act(leader, id, 'approve');

  // A new upload of the signed document: a change whose file replaces the first one.
  await act(staff, id, 'change.start', { examRemarks: 'New budget' });
  await page.goto(`/cost/document/addDocument?id=${id}`);
  await page.getByLabel(en('upload.remove', { name: 'budget-v1.pdf' })).click();
  await page.locator('[data-field=file] input[type=file]').setInputFiles({ name: 'budget-v2.pdf', mimeType: 'application/pdf', buffer: PDF('budget-v2.pdf') });
  await expect(page.locator('[data-field=file]').getByText('budget-v2.pdf')).toBeVisible();
  await page.getByRole('button', { name: en('actions.save'), exact: true }).click();
  await expectNotice(page, en('messages.saved'));
  await act(staff, id, 'submit');
  await act(leader, id, 'approve');

  // The view's versions: version 1 still links its own file, which is still served.
  const versions = async (locale: Locale) => {
    await useLanguage(page, locale);
    await page.goto(`/cost/document/view?id=${id}`);
    await page.getByTestId('open-versions').click();
    await settled(page);
    const dialog = page.getByTestId('versions-dialog');
    await expect(dialog.getByTestId('versions-list').locator('[data-version]')).toHaveCount(2);
    await expect(dialog.getByTestId('versions-shown')).toContainText('budget-v2.pdf');
    await dialog.getByTestId('versions-list').locator('[data-version="1"]').click();
    const first = dialog.getByTestId('versions-shown').getByRole('link', { name: 'budget-v1.pdf' });
    await expect(first).toBeVisible();
    await expect(dialog).toContainText(labels.kinds.estimate[locale]);
    await screenshot(page, `result-document-versions-${locale}`);
    return first.getAttribute('href');
  };
  const href = await versions('en');
  await versions('zh');
  await versions('es');
  const served = await page.request.get(href!);
  expect(served.status()).toBe(200);
  expect((await served.body()).toString()).toContain('budget-v1.pdf');

  await staff.dispose();
  await leader.dispose();
});
