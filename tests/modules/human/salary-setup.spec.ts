import { expect, test } from '@playwright/test';
import { expectNotice, screenshot, signIn, text } from '../../e2e/e2e.helpers.ts';

const zh = (id: string, values?: Parameters<typeof text>[2]) => text('zh', id, values);

test.use({ locale: 'zh-CN', viewport: { width: 1366, height: 820 } });

/**
 * The salary setup in Chinese (src/server/payroll/README.md "Screens"): the administrator opens the salary items from
 * the salary sheet page, adds a calculated item whose formula reads a name nobody defined, sees the server's refusal
 * under the formula with everything typed kept, fixes the formula and saves; the item is listed.
 */
test('a calculated item refused for an unknown name, fixed, saved and listed', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin');
  await page.goto('/human/salary/sheet');
  await page.getByRole('tab', { name: zh('payroll.setup.tab.items') }).click();
  const items = page.getByRole('table', { name: zh('payroll.setup.item') });
  await expect(items.getByRole('row').filter({ hasText: '基本工资' })).toHaveCount(1);

  await page.getByRole('button', { name: zh('admin.add'), exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: zh('payroll.setup.code') }).fill('bonus');
  await dialog.getByRole('textbox', { name: zh('payroll.setup.name') }).fill('年终奖');
  const formula = dialog.getByRole('textbox', { name: zh('payroll.setup.formula') });
  await formula.fill('base * bonusRate');
  await dialog.getByRole('button', { name: zh('actions.save'), exact: true }).click();
  await expect(dialog.getByText(zh('payroll.unknownName', { name: 'bonusRate' }))).toBeVisible();
  await expect(formula).toHaveAttribute('aria-invalid', 'true');
  await expect(formula).toHaveValue('base * bonusRate');
  await expect(dialog.getByRole('textbox', { name: zh('payroll.setup.name') })).toHaveValue('年终奖');
  await screenshot(page, 'salary-setup-refusal-zh');

  await formula.fill('base * 0.1');
  await dialog.getByRole('button', { name: zh('actions.save'), exact: true }).click();
  await expectNotice(page, zh('messages.created'));
  await expect(dialog).toHaveCount(0);
  const added = items.getByRole('row').filter({ hasText: '年终奖' });
  await expect(added).toContainText('bonus');
  await expect(added).toContainText(zh('payroll.setup.type.4'));
  await expect(added).toContainText('base * 0.1');
});
