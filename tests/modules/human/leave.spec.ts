import { expect, test, type Page } from '@playwright/test';
import { typeDate } from '../../e2e/date-picker.helpers.ts';
import { approveHere, choose, expectNotice, labelled, screenshot, signIn, signOut, submitHere, text, viewListed } from '../../e2e/e2e.helpers.ts';

const zh = (id: string, values?: Parameters<typeof text>[2]) => text('zh', id, values);

test.use({ locale: 'zh-CN', viewport: { width: 1366, height: 820 } });

/** What the signed-in person has left of annual leave, in days, as the leave ledger answers it. */
async function annualLeft(page: Page): Promise<number> {
  const answer = (await (await page.request.get('/prod-api/attendance/leave/balances')).json()) as {
    data: { holidayType: string; balanceInUnit: number }[];
  };
  return answer.data.find((balance) => balance.holidayType === 'annual')!.balanceInUnit;
}

/** Fills a period of half days on the open form of `module`: from the morning of `from` to the afternoon of `to`. */
async function fillPeriod(page: Page, module: string, from: string, to: string) {
  await typeDate(page.locator('[data-field=startDate]'), from);
  await page
    .locator('[data-field=startHalf]')
    .getByRole('radio', { name: zh(`modules.${module}.options.startHalf.am`) })
    .check();
  await typeDate(page.locator('[data-field=endDate]'), to);
  await page
    .locator('[data-field=endHalf]')
    .getByRole('radio', { name: zh(`modules.${module}.options.endHalf.pm`) })
    .check();
}

/** Opens a new leave and chooses annual leave: the form says what is left of it. */
async function newAnnualLeave(page: Page) {
  await page.goto('/human/leave/edit');
  await choose(page, page.getByRole('combobox', { name: labelled(zh('modules.leave.fields.holidayType')) }), zh('modules.leave.options.holidayType.annual'));
}

test('staff01 asks for 2 days of annual leave, leader01 approves, what is left drops by 2 days; a cancel-leave of one day gives it back, and the month shows 1 day', async ({
  page,
}) => {
  test.setTimeout(360_000);
  const reason = `回老家办事 ${Date.now().toString(36)}`;
  await signIn(page, 'staff01');
  const before = await annualLeft(page);
  await newAnnualLeave(page);
  await expect(page.getByTestId('leave-balance')).toHaveText(zh('hr.leaveBalanceLeft', { amount: before, unit: 'day' }));
  // A type counted in days asks for half days, not times.
  await expect(page.locator('[data-field=startTime]')).toHaveCount(0);
  await page.getByRole('textbox', { name: labelled(zh('modules.leave.fields.reason')) }).fill(reason);
  // Monday 21 and Tuesday 22 December 2026, morning to afternoon: 2 working days.
  await fillPeriod(page, 'leave', '2026-12-21', '2026-12-22');
  await screenshot(page, 'leave-form-zh');
  await page.getByRole('button', { name: zh('actions.save'), exact: true }).click();
  await expectNotice(page, zh('messages.created'));

  const viewUrl = await viewListed(page, 'zh', reason);
  await submitHere(page, 'zh');
  // Nothing is taken before the leave is approved.
  expect(await annualLeft(page)).toBe(before);
  await signOut(page, 'zh');

  await signIn(page, 'leader01');
  await page.goto(viewUrl);
  await approveHere(page, 'zh', '同意');
  await signOut(page, 'zh');

  await signIn(page, 'staff01');
  expect(await annualLeft(page)).toBe(before - 2);
  await newAnnualLeave(page);
  await expect(page.getByTestId('leave-balance')).toHaveText(zh('hr.leaveBalanceLeft', { amount: before - 2, unit: 'day' }));
  // The ledger says why: the leave's use, by its number.
  const leaveId = Number(new URL(viewUrl, 'http://x').searchParams.get('id'));
  const serialNo = ((await (await page.request.get(`/prod-api/m/leave/${leaveId}`)).json()) as { data: { serialNo: string } }).data.serialNo;
  await page.getByTestId('leave-ledger-open').click();
  const ledger = page.getByTestId('leave-ledger').getByTestId('ledger-annual');
  await expect(ledger.getByRole('row').filter({ hasText: serialNo })).toContainText(zh('hr.ledger.kind.use'));
  await page.getByRole('button', { name: zh('actions.close') }).click();

  // Back early: the second day is cancelled.
  const cancelReason = `提前返岗 ${Date.now().toString(36)}`;
  await page.goto('/human/cancelleave/edit');
  await page.getByRole('textbox', { name: labelled(zh('modules.cancelleave.fields.reason')) }).fill(cancelReason);
  const leave = page.getByRole('combobox', { name: labelled(zh('modules.cancelleave.fields.leave')) });
  await leave.click();
  await leave.fill(serialNo);
  await page.getByRole('option').filter({ hasText: serialNo }).first().click();
  await fillPeriod(page, 'cancelleave', '2026-12-22', '2026-12-22');
  await page.getByRole('button', { name: zh('actions.save'), exact: true }).click();
  await expectNotice(page, zh('messages.created'));
  const cancelUrl = await viewListed(page, 'zh', cancelReason);
  await submitHere(page, 'zh');
  await signOut(page, 'zh');

  await signIn(page, 'leader01');
  await page.goto(cancelUrl);
  await approveHere(page, 'zh');
  await signOut(page, 'zh');

  await signIn(page, 'staff01');
  expect(await annualLeft(page)).toBe(before - 1);
  const name = ((await (await page.request.get('/prod-api/user/current')).json()) as { data: { name: string } }).data.name;
  await signOut(page, 'zh');

  // The attendance clerk computes December: staff01 was on leave 1 day.
  await signIn(page, 'manager01');
  await page.goto('/human/checkWork/edit');
  await typeDate(page.getByTestId('check-work-month'), '2026-12');
  await page.getByRole('button', { name: zh('hr.checkWork.compute') }).click();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  const leaveColumn = await page.getByRole('columnheader').allInnerTexts();
  const at = leaveColumn.findIndex((header) => header.includes(zh('hr.checkWork.leaveDays')));
  expect(at).toBeGreaterThan(0);
  await expect(row.getByRole('cell').nth(at)).toHaveText('1');
  await screenshot(page, 'check-work-month-zh');
});
