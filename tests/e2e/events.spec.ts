import { expect, request, test } from '@playwright/test';
import { CLIENT_CATALOGUES } from '../../src/client/i18n/messages.ts';
import { CATALOGUES } from '../../src/shared/i18n/locales.ts';

const en = (id: string) => (CLIENT_CATALOGUES.en as Record<string, string>)[id] ?? (CATALOGUES.en as Record<string, string>)[id] ?? id;

/**
 * The bell is told of a new to-do the moment the submission commits (server-sent events), long before its
 * 120 s poll would look: leader01's open page shows the new count within seconds of staff01 submitting.
 */
test('a to-do submitted by someone else reaches an open page at once', async ({ page, baseURL }) => {
  await page.goto('/login');
  await page.locator('input[name=username]').fill('leader01');
  await page.locator('input[name=password]').fill('Demo@123');
  await page.getByRole('button', { name: en('login.submit') }).click();
  await expect(page).toHaveURL(/\/home$/);
  const badge = page.getByRole('button', { name: en('notify.title') }).locator('.MuiBadge-badge');
  // The first poll has answered (demo data leaves leader01 some unread notices) before the count is read.
  await expect(badge).toHaveText(/^\d+$/);
  const before = Number((await badge.textContent()) || 0);

  const staff = await request.newContext({ baseURL });
  expect((await (await staff.post('/prod-api/login', { data: { username: 'staff01', password: 'Demo@123' } })).json()).status).toBe(200);
  const created = await (
    await staff.post('/prod-api/m/reimapplication', {
      data: {
        title: '推送测试',
        reimbursementType: '2',
        amount: '66.00',
        occurredOn: '2026-11-01',
        lines: [{ date: '2026-11-01', item: '快递', amount: '66.00' }],
      },
    })
  ).json();
  expect(created.status).toBe(200);
  expect((await (await staff.post(`/prod-api/wf/reimapplication/${created.data.id}/submit`, { data: {} })).json()).status).toBe(200);
  await staff.dispose();

  await expect(badge).toHaveText(String(before + 1), { timeout: 15_000 });
});
