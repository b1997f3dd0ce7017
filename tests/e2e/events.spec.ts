import { expect, test } from '@playwright/test';
import { apiAs, en, signIn } from './e2e.helpers.ts';

/**
 * The bell is told of a new to-do the moment the submission commits (server-sent events), long before its
 * 120 s poll would look: leader01's open page shows the new count within seconds of staff01 submitting.
 */
test('a to-do submitted by someone else reaches an open page at once', async ({ page, baseURL }) => {
  await signIn(page, 'leader01');
  const badge = page.getByRole('button', { name: en('notify.title') }).locator('.MuiBadge-badge');
  // The count is read once the first poll has answered: demo data leaves leader01 unread notices, so a count
  // above zero (the badge holds 0 while the poll is on its way).
  await expect(badge).toHaveText(/^[1-9]\d*$/);
  const before = Number((await badge.textContent()) || 0);

  const staff = await apiAs(baseURL!, 'staff01');
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
