import { expect, test } from '@playwright/test';
import { apiAs, approveHere, choose, expectNotice, labelled, ownPage, screenshot, signIn, signOut, text, viewListed } from '../../e2e/e2e.helpers.ts';

const zh = (id: string, values?: Parameters<typeof text>[2]) => text('zh', id, values);

test.use({ locale: 'zh-CN', viewport: { width: 1366, height: 820 } });

/**
 * Salary in Chinese (src/server/payroll/README.md "Stored payroll"): the administrator computes November 2026 for the
 * East branch once its attendance is locked, opens a figure's explanation and sends the sheet for approval; manager01
 * approves it; staff01 opens their payslip and sees only their own.
 */
test('the East branch’s November: computed, explained, approved, and staff01’s own payslip', async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  // The attendance clerk computes and locks November first (once: a second run finds it locked).
  const clerk = await apiAs(baseURL!, 'manager01');
  await clerk.post('/prod-api/attendance/months/2026-11/compute', { data: {} });
  await clerk.post('/prod-api/attendance/months/2026-11/lock', { data: {} });

  await signIn(page, 'admin');
  await page.goto('/human/salary/sheet?month=2026-11');
  await choose(page, page.getByRole('combobox', { name: labelled(zh('payroll.page.office')) }), '华东分公司');
  await page.getByRole('button', { name: zh('payroll.page.compute'), exact: true }).click();
  await expectNotice(page, zh('payroll.page.computed'));
  const table = page.getByRole('table', { name: zh('payroll.page.sheet') });
  await expect(table.getByRole('row').filter({ hasText: '陈小明' })).toHaveCount(1);
  await table.getByRole('button', { name: '陈小明 gross' }).click();
  const dialog = page.getByRole('dialog', { name: zh('payroll.page.explain') });
  await expect(dialog).toContainText('应发工资 (gross) = base + post + performance + meal + overtimePay - absenceDeduction');
  // The figures it read are named as the sheet names them, their code beside.
  await expect(dialog.getByRole('row').filter({ hasText: '基本工资' })).toContainText('base');
  await expect(dialog).toContainText(zh('payroll.source.rank', { grade: 'P2' }));
  await screenshot(page, 'salary-cell-zh');
  await dialog.getByRole('button', { name: zh('payroll.page.close') }).click();
  await page.getByRole('button', { name: zh('payroll.page.send'), exact: true }).click();
  await expectNotice(page, zh('payroll.page.sent'));
  await expect(page.getByText(zh('payroll.status.1'))).toBeVisible();
  await signOut(page, 'zh');

  await signIn(page, 'manager01');
  await page.goto('/human/salarytable');
  await viewListed(page, 'zh', `${zh('payroll.page.sheet')} 2026-11`);
  await approveHere(page, 'zh');
  await signOut(page, 'zh');

  await signIn(page, 'staff01');
  await page.goto('/payslip');
  const slip = page.getByRole('table', { name: zh('payroll.page.payslip') });
  await expect(slip).toContainText(zh('payroll.column.net'));
  await expect(slip).toContainText('基本工资');
  await screenshot(page, 'payslip-zh');
  // Only their own: the months offered are theirs, and the sheet itself is refused.
  const months = (await (await page.request.get('/prod-api/payroll/payslips', { headers: ownPage })).json()) as { data: { month: string }[] };
  expect(months.data.map((row) => row.month)).toEqual(['2026-11']);
  const sheet = (await (await page.request.get('/prod-api/payroll/sheets/2026-11?officeId=1', { headers: ownPage })).json()) as { status: number };
  expect(sheet.status).toBe(4031);
});
