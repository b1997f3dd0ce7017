import { expect, test } from '@playwright/test';
import { screenshot, signIn, text, useLanguage } from './support.ts';

/**
 * The fixed-asset list (descriptor `tagged`), in Chinese: rows selected offer their QR label sheet as a PDF, and a
 * tag typed into the search box with Enter, as a scanner types it, opens its asset.
 */
test("the asset list prints the selected assets' labels and opens the asset whose tag is typed", async ({ page }) => {
  await signIn(page, 'finance01');
  await useLanguage(page, 'zh');
  await page.goto('/goods/goodsasset');
  const rows = page.locator('tbody tr');
  await expect(rows.first()).toContainText(/ZC\d{9}/);
  const tag = (/ZC\d{9}/.exec((await rows.nth(1).textContent()) ?? '') ?? [''])[0];
  for (const index of [0, 1, 2]) await rows.nth(index).locator('input[type=checkbox]').check();
  const print = page.getByRole('button', { name: text('zh', 'grid.printLabels', { n: 3 }) });
  await expect(print).toBeVisible();
  await screenshot(page, 'goods-asset-labels-zh');
  const [download] = await Promise.all([page.waitForEvent('download'), print.click()]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);

  await page.getByRole('textbox', { name: text('zh', 'grid.quickSearch') }).fill(tag);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/goods\/goodsasset\/view\?id=\d+$/);
  await expect(page.getByText(tag).first()).toBeVisible();
});
