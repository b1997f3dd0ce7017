import { expect, test } from '@playwright/test';
import { apiAs, approvalAction, approvalDialog, en, expectNotice, labelled, signIn, text, useLanguage } from './e2e.helpers.ts';

test.use({ locale: 'en-US', viewport: { width: 1366, height: 820 } });

type Claim = { title: string; amount: number; status: number; lines?: { amount: number }[] };

test('an action pressed on a form goes with what the form shows: its edits are saved first, and a bad one stops it', async ({ page, baseURL }) => {
  const staff = await apiAs(baseURL!, 'staff01');
  const created = await (
    await staff.post('/prod-api/m/reimapplication', { data: { title: '表单直接送审', reimbursementType: '2', amount: '300.00', occurredOn: '2026-11-01' } })
  ).json();
  const id = created.data.id as number;
  const stored = async () => ((await (await staff.get(`/prod-api/m/reimapplication/${id}`)).json()) as { data: Claim }).data;
  const draft = (await stored()).status;

  await signIn(page, 'staff01');
  await page.goto(`/expense/reimapplication/edit?id=${id}`);
  const title = page.getByRole('textbox', { name: labelled(en('modules.reimapplication.fields.title')) });
  const amount = page.getByRole('textbox', { name: labelled(en('modules.reimapplication.fields.amount')) });
  await expect(amount).toHaveValue('300.00');

  // A required field left empty: the form says so, nothing is sent, nothing is saved.
  await title.fill('');
  await approvalAction(page, 'submit').click();
  await expectNotice(page, en('messages.formInvalid'));
  await expect(approvalDialog(page)).toHaveCount(0);
  expect(await stored()).toMatchObject({ title: '表单直接送审', status: draft });

  // Edited and submitted without pressing Save: what goes to approval is what the form shows.
  await title.fill('表单直接送审（已改）');
  await amount.fill('450.00');
  await approvalAction(page, 'submit').click();
  await expect(approvalDialog(page)).toBeVisible();
  await approvalDialog(page)
    .getByRole('button', { name: en('wf.dialog.confirm') })
    .click();
  await expectNotice(page, en('messages.submitted'));
  expect(await stored()).toMatchObject({ title: '表单直接送审（已改）', amount: 450, status: 3 });
});

test('a filled amount is replaced, not added to, when it is typed over after tabbing or clicking into it', async ({ page }) => {
  await signIn(page, 'staff01');
  await page.goto('/expense/reimapplication/edit');
  const title = page.getByRole('textbox', { name: labelled(en('modules.reimapplication.fields.title')) });
  const amount = page.getByRole('textbox', { name: labelled(en('modules.reimapplication.fields.amount')) });
  await amount.fill('5000');
  await title.click();
  await expect(amount).toHaveValue('5,000.00');
  // Back into it from the keyboard and type: the new number replaces the old, and leaving it formats it again.
  await amount.focus();
  await page.keyboard.type('6000');
  await page.keyboard.press('Tab');
  await expect(amount).toHaveValue('6,000.00');
  // A click into it selects it too; so does a detail line's amount.
  await amount.click();
  await page.keyboard.type('7000');
  await title.click();
  await expect(amount).toHaveValue('7,000.00');
  const table = page.locator('[data-field=lines]');
  await table.getByRole('button', { name: en('form.addRow') }).click();
  const line = table.getByRole('textbox', { name: `${en('modules.reimapplication.fields.lines.amount')} 1` });
  await line.fill('12000');
  await title.click();
  await expect(line).toHaveValue('12,000.00');
  await line.click();
  await page.keyboard.type('13000');
  await title.click();
  await expect(line).toHaveValue('13,000.00');
});

test("money is written the reader's way, and a split's running total follows the lines against its amount", async ({ page, baseURL }) => {
  const staff = await apiAs(baseURL!, 'staff01');
  const first = async (module: string) =>
    (await (await staff.post(`/prod-api/m/${module}/page`, { data: { page: { pageIndex: 1, limit: 1 } } })).json()).data.list[0].id as number;
  const office = ((await (await staff.get('/prod-api/office/tree')).json()).data as { id: number }[])[0].id;
  const bid = await first('bidregistration');
  const created = await (
    await staff.post('/prod-api/m/bidcost', {
      data: {
        title: '标书制作费（西语）',
        bid,
        costType: 'production',
        amount: '1300000.00',
        costDate: '2026-11-28',
        feeSplit: [{ office, amount: '1300000.00' }],
      },
    })
  ).json();
  expect(created.status, created.msg).toBe(200);

  await signIn(page, 'staff01');
  await useLanguage(page, 'es');
  await page.goto(`/cost/costapplication/edit?id=${created.data.id}`);
  const amount = page.getByRole('textbox', { name: labelled(text('es', 'modules.bidcost.fields.amount')) });
  await expect(amount).toHaveValue('1.300.000,00');
  const running = page.getByTestId('running-total');
  await expect(running).toHaveText(text('es', 'form.totalMatches', { sum: '1.300.000,00', target: '1.300.000,00' }));
  // Typed the Spanish way, with a decimal comma: read as 1,300,000.50; the split is now fifty cents short.
  await amount.click();
  await expect(amount).toHaveValue('1300000');
  await page.keyboard.type('1300000,5');
  await page.keyboard.press('Tab');
  await expect(amount).toHaveValue('1.300.000,50');
  await expect(running).toHaveText(text('es', 'form.totalDiffers', { sum: '1.300.000,00', target: '1.300.000,50', diff: '0,50' }));
});
