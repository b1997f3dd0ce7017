import { expect, test } from '@playwright/test';
import { screenshot, signIn, text, useLanguage } from './support.ts';

test.use({ locale: 'zh-CN', viewport: { width: 1280, height: 900 } });

/**
 * The goods reports under Count reports, in Chinese: stock on hand per item and per category (chart, table with the
 * total last), and each of the other three opens with its table.
 */
test('the goods reports show their chart and table in Chinese', async ({ page }) => {
  await signIn(page, 'finance01');
  await useLanguage(page, 'zh');
  await page.goto('/count/stock/onHand');
  await expect(page.getByText(text('zh', 'menu.count.stockOnHand')).first()).toBeVisible();
  const table = page.getByTestId('report-table');
  await expect(table.locator('tbody tr').filter({ hasText: '笔记本电脑' })).toContainText('15');
  await expect(table.locator('tr[data-total]')).toContainText(text('zh', 'engine.report.total'));
  await expect(page.locator('canvas').first()).toBeVisible();
  await page.getByRole('button', { name: text('zh', 'stockReport.by.category') }).click();
  await expect(table.locator('tbody tr').filter({ hasText: '办公设备 / 计算机设备' })).toBeVisible();
  await page.getByRole('button', { name: text('zh', 'stockReport.by.item') }).click();
  await expect(table.locator('tbody tr').filter({ hasText: '笔记本电脑' })).toBeVisible();
  // ECharts draws its bars growing for a moment.
  await page.waitForTimeout(1_500);
  await screenshot(page, 'goods-report-on-hand-zh', { fullPage: true });

  for (const kind of ['movements', 'holdings', 'overdue']) {
    await page.goto(`/count/stock/${kind}`);
    await expect(page.getByText(text('zh', `menu.count.stock${kind[0]!.toUpperCase()}${kind.slice(1)}`)).first()).toBeVisible();
    await expect(page.getByTestId('report-table').locator('tr[data-total]')).toBeVisible();
  }
  await expect(page.getByRole('button', { name: text('zh', 'engine.actions.export') })).toBeVisible();
});
