import { expect, test } from '@playwright/test';
import { apiAs, approvalBar, choose, expectNotice, labelled, screenshot, signIn, text, useLanguage } from '../../e2e/e2e.helpers.ts';
import type { Locale } from '../../../src/shared/i18n/locales.ts';

test.use({ locale: 'zh-CN', viewport: { width: 1366, height: 820 } });

/** A bid registered by staff01 and signed by its approvers, its result not yet known. */
async function signedBid(baseURL: string, projectName: string): Promise<number> {
  const staff = await apiAs(baseURL, 'staff01');
  const created = await (
    await staff.post('/prod-api/m/bidregistration', {
      data: { projectName, tenderer: 1, bidType: '2', bidPrice: '880000.00', openingDate: '2026-11-18', result: 'pending' },
    })
  ).json();
  expect(created.status, created.msg).toBe(200);
  const id = created.data.id as number;
  const act = async (user: string, action: string) => {
    const answer = await (await (await apiAs(baseURL, user)).post(`/prod-api/wf/bidregistration/${id}/${action}`, { data: {} })).json();
    expect(answer.status, answer.msg).toBe(200);
  };
  await act('staff01', 'submit');
  for (const approver of ['leader01', 'manager01']) await act(approver, 'approve');
  await staff.dispose();
  return id;
}

test("the bid's owner records its result on the signed bid from its view, in the reader's language and on a phone", async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const recorded: [Locale, { width: number; height: number }][] = [
    ['zh', { width: 1366, height: 820 }],
    ['en', { width: 1366, height: 820 }],
    ['es', { width: 390, height: 844 }],
  ];
  await page.goto('/login');
  for (const [locale, viewport] of recorded) {
    const t = (id: string) => text(locale, id);
    const id = await signedBid(baseURL!, `结果登记 ${locale} ${Date.now().toString(36)}`);
    await page.setViewportSize(viewport);
    await useLanguage(page, locale);
    await signIn(page, 'staff01');
    await page.goto(`/cost/bidregistration/view?id=${id}`);
    await approvalBar(page)
      .getByRole('button', { name: t('workflow.action.outcome.record'), exact: true })
      .click();
    const dialog = page.getByTestId('recording-dialog');
    // The result is asked for; the winning price is optional.
    await dialog.getByTestId('recording-confirm').click();
    await expect(dialog.getByText(t('rules.required')).first()).toBeVisible();
    await choose(
      page,
      dialog.getByRole('combobox', { name: labelled(t('modules.bidregistration.fields.result')) }),
      t('modules.bidregistration.options.result.won'),
    );
    const price = dialog.getByRole('textbox', { name: labelled(t('modules.bidregistration.fields.winningPrice')) });
    await price.fill('1250000');
    await price.blur();
    await expect(price).toHaveValue(locale === 'es' ? '1.250.000,00' : '1,250,000.00');
    await screenshot(page, `bid-outcome-dialog-${locale}-${viewport.width}`);
    await dialog.getByTestId('recording-confirm').click();
    await expectNotice(page, t('messages.success'));
    await expect(dialog).toHaveCount(0);
    // The reader stays on the bid, whose view shows the result at once (its owner may still correct it).
    await expect(page).toHaveURL(new RegExp(`/cost/bidregistration/view\\?id=${id}$`));
    await expect(page.getByRole('main').getByText(t('modules.bidregistration.options.result.won'), { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByText(locale === 'es' ? '1.250.000,00' : '1,250,000.00', { exact: true })).toBeVisible();
    await screenshot(page, `bid-outcome-recorded-${locale}-${viewport.width}`, { fullPage: true });
    const staff = await apiAs(baseURL!, 'staff01');
    const bid = (await (await staff.get(`/prod-api/m/bidregistration/${id}`)).json()).data;
    expect(bid).toMatchObject({ result: 'won', winningPrice: 1250000 });
    await staff.dispose();
    await page.context().clearCookies();
  }
});
