import { expect, test } from '@playwright/test';
import { typeDate } from '../../e2e/date-picker.helpers.ts';
import { apiAs, approvalBar, choose, en, expectNotice, labelled, signIn } from '../../e2e/e2e.helpers.ts';

test.use({ locale: 'en-US', viewport: { width: 1366, height: 820 } });

type Row = { id: number; status: number; archive: number; returnedDate?: string; returnCondition?: string };

test('the archive keeper records the return of a lent-out borrowing, and the item is back in the archive', async ({ page, baseURL }) => {
  // The administrator reads the lists; finance01, the keeper who approved the borrowing, records the return.
  const admin = await apiAs(baseURL!, 'admin');
  const page1 = async (module: string) =>
    ((await (await admin.post(`/prod-api/m/${module}/page`, { data: { page: { pageIndex: 1, limit: 50 } } })).json()) as { data: { list: Row[] } }).data.list;
  const lent = (await page1('archiveborrow')).find((row) => row.status === 26)!;
  const availability = async () =>
    ((await page1('archive')) as unknown as { id: number; availability: string }[]).find((row) => row.id === lent.archive)?.availability;
  expect(await availability()).toBe('lent');

  await signIn(page, 'finance01');
  // The archive list shows the item lent out.
  const item = ((await page1('archive')) as unknown as { id: number; title: string }[]).find((row) => row.id === lent.archive)!;
  await page.goto('/cost/archive');
  const itemRow = page.getByRole('row').filter({ hasText: item.title });
  await expect(itemRow).toContainText(en('modules.archive.options.availability.lent'));

  await page.goto(`/cost/archiveborrow/view?id=${lent.id}`);
  await approvalBar(page)
    .getByRole('button', { name: en('workflow.action.return.record'), exact: true })
    .click();
  const dialog = page.getByTestId('recording-dialog');
  await dialog.getByTestId('recording-confirm').click();
  // Both fields are asked for before anything is sent.
  await expect(dialog.getByText(en('rules.required')).first()).toBeVisible();
  await typeDate(dialog.locator('[data-field=returnedDate]'), '2026-11-25');
  await choose(
    page,
    dialog.getByRole('combobox', { name: labelled(en('modules.archiveborrow.fields.returnCondition')) }),
    en('modules.archiveborrow.options.returnCondition.intact'),
  );
  await dialog.getByTestId('recording-confirm').click();
  await expectNotice(page, en('messages.success'));
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: en('workflow.action.return.record'), exact: true })).toHaveCount(0);

  const returned = (await page1('archiveborrow')).find((row) => row.id === lent.id)!;
  expect(returned).toMatchObject({ status: 27, returnedDate: '2026-11-25', returnCondition: 'intact' });
  expect(await availability()).toBe('inArchive');
  await page.goto('/cost/archive');
  await expect(itemRow).toContainText(en('modules.archive.options.availability.inArchive'));
  await admin.dispose();
});
