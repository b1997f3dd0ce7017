import { expect, test } from '@playwright/test';

test('the single-page app is served at / with the public configuration', async ({ page, request }) => {
  const config = await (await request.get('/prod-api/config.json')).json();
  expect(config.status).toBe(200);
  await page.goto('/');
  await expect(page.locator('#root')).not.toBeEmpty();
});
