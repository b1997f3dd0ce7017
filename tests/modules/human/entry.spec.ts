import { expect, test } from '@playwright/test';
import { typeDate } from '../../e2e/date-picker.helpers.ts';
import {
  approveHere,
  choose,
  en,
  expectNotice,
  labelled,
  screenshot,
  signIn,
  signOut,
  submitHere,
  submitLogin,
  switchLanguage,
  text,
  viewListed,
} from '../../e2e/e2e.helpers.ts';

const zh = (id: string, values?: Parameters<typeof text>[2]) => text('zh', id, values);
const field = (key: string) => zh(`modules.entry.fields.${key}`);

test.use({ locale: 'zh-CN', viewport: { width: 1366, height: 820 }, actionTimeout: 20_000 });

/** Approves the document open at `url` as `approver`, in Chinese, with an opinion. */
async function approveAs(page: import('@playwright/test').Page, approver: string, url: string) {
  await signIn(page, approver);
  await page.goto(url);
  await approveHere(page, 'zh', '同意');
  await signOut(page, 'zh');
}

test('HR files a new hire’s entry in Chinese; signed by the department head and the general manager, the account signs in with its first password and must change it', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const login = `zhaoxin${Date.now().toString(36).slice(-4)}`;
  await signIn(page, 'staff01');
  await page.goto('/human/entry/edit');
  await page.getByRole('textbox', { name: labelled(field('name')) }).fill('赵新');
  await page.getByRole('textbox', { name: labelled(field('loginName')) }).fill(login);
  await page.locator('[data-field=sex]').getByRole('radio', { name: '女' }).check();
  await page.getByRole('textbox', { name: labelled(field('idCard')) }).fill('110105199603150328');
  await page.getByRole('textbox', { name: labelled(field('phone')) }).fill('13700000045');
  await page.locator('[data-field=office]').getByRole('combobox').click();
  await page.getByRole('textbox', { name: zh('tree.filter') }).fill('工程一部');
  await page.getByRole('tree').getByText('工程一部', { exact: true }).click();
  await page.getByRole('button', { name: zh('actions.confirm'), exact: true }).click();
  await page.getByRole('textbox', { name: labelled(field('post')) }).fill('造价员');
  await typeDate(page.locator('[data-field=entryDate]'), '2026-12-01');
  await typeDate(page.locator('[data-field=workStart]'), '2018-07-01');
  await choose(page, page.getByRole('combobox', { name: labelled(field('employeeStatus')) }), zh('modules.entry.options.employeeStatus.2'));
  await screenshot(page, 'entry-form-zh');
  // Switching language mid-form keeps everything typed and picked; the labels and the chosen status speak English.
  await switchLanguage(page, 'zh', 'en');
  const english = (key: string) => en(`modules.entry.fields.${key}`);
  await expect(page.getByRole('textbox', { name: labelled(english('name')) })).toHaveValue('赵新');
  await expect(page.getByRole('textbox', { name: labelled(english('idCard')) })).toHaveValue('110105199603150328');
  await expect(page.getByRole('combobox', { name: labelled(english('office')) })).toHaveValue('工程一部');
  await expect(page.getByRole('combobox', { name: labelled(english('employeeStatus')) })).toHaveText(en('modules.entry.options.employeeStatus.2'));
  await page.getByRole('button', { name: en('actions.save'), exact: true }).click();
  await expectNotice(page, en('messages.created'));
  await switchLanguage(page, 'en', 'zh');

  const viewUrl = await viewListed(page, 'zh', login);
  await submitHere(page, 'zh');
  await signOut(page, 'zh');

  await approveAs(page, 'leader01', viewUrl);
  await approveAs(page, 'manager01', viewUrl);

  // The last six characters of the ID card open the new account, which goes to the password change first.
  await submitLogin(page, login, '150328');
  await expect(page).toHaveURL(/\/changepwd$/);
  await screenshot(page, 'entry-first-sign-in-zh');
});

test('a labour contract in Chinese: 6 months’ probation on a one-year term is refused with the lawful limit, 1 month is saved', async ({ page }) => {
  const contract = (key: string) => zh(`modules.relations.fields.${key}`);
  await signIn(page, 'staff01');
  await page.goto('/human/relations/components/Edit');
  const employee = page.getByRole('combobox', { name: labelled(contract('employee')) });
  await employee.click();
  await employee.fill('李财务');
  await page.getByRole('option').filter({ hasText: '李财务' }).first().click();
  await choose(page, page.getByRole('combobox', { name: labelled(contract('contractType')) }), '劳动合同');
  await choose(page, page.getByRole('combobox', { name: labelled(contract('term')) }), '固定期限');
  await typeDate(page.locator('[data-field=startDate]'), '2026-12-01');
  await typeDate(page.locator('[data-field=endDate]'), '2027-11-30');
  const probation = page.getByRole('textbox', { name: labelled(contract('probationMonths')) });
  await probation.fill('6');
  await page.getByRole('button', { name: zh('actions.save'), exact: true }).click();
  await expect(page.locator('[data-field=probationMonths]')).toContainText(zh('hr.probationTooLong', { max: 2 }));
  await screenshot(page, 'contract-probation-refused-zh');
  // Tabbed into and typed over, as a person corrects it.
  await probation.press('Tab');
  await probation.click();
  await probation.fill('1');
  await page.getByRole('button', { name: zh('actions.save'), exact: true }).click();
  await expectNotice(page, zh('messages.created'));
});
