import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { typeDate } from './date-picker.helpers.ts';
import { apiAs, expectNotice, labelled, screenshot, signIn, text, useLanguage } from './e2e.helpers.ts';

const MODULE = 'reimapplication';
const zh = (id: string, values?: Record<string, string | number>) => text('zh', id, values);

/** staff01 files a reimbursement and submits it; leader01 approves it, so it waits at finance's step. */
async function atFinance(staff: APIRequestContext, leader: APIRequestContext) {
  const created = await (
    await staff.post(`/prod-api/m/${MODULE}`, {
      data: {
        title: '北京培训差旅',
        reimbursementType: '2',
        amount: '960.00',
        occurredOn: '2026-11-03',
        lines: [{ date: '2026-11-03', item: '机票', amount: '960.00' }],
      },
    })
  ).json();
  expect(created.status).toBe(200);
  const id = created.data.id as number;
  expect((await (await staff.post(`/prod-api/wf/${MODULE}/${id}/submit`, { data: {} })).json()).status).toBe(200);
  expect((await (await leader.post(`/prod-api/wf/${MODULE}/${id}/approve`, { data: { examRemarks: '同意' } })).json()).status).toBe(200);
  return id;
}

/** A field's select in the properties panel's field rights, set to `right`. */
async function setRight(page: Page, field: string, right: 'editable' | 'readonly' | 'hidden') {
  await page.getByTestId('field-rights').locator(`[data-field="${field}"] [role=combobox]`).click();
  await page.getByRole('option', { name: zh(`wf.designer.right.${right}`), exact: true }).click();
  await expect(page.getByTestId('field-rights').locator(`[data-field="${field}"] [role=combobox]`)).toHaveText(zh(`wf.designer.right.${right}`));
}

test('管理员在设计器中让财务环节可填写付款日期、金额只读并发布；财务填写日期，不能修改金额', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin');
  await useLanguage(page, 'zh');
  await page.goto('/system/process');
  await page.locator('[data-version="reimbursement:1"]').click();
  await expect(page.locator('[data-element-id="Task_Finance"]')).toBeVisible();

  // A published version is read-only: a new version is drafted from it, and its finance step selected.
  await page.getByRole('button', { name: zh('wf.process.newDraft') }).click();
  await expectNotice(page, zh('messages.created'));
  const draft = page.locator('[data-version^="reimbursement:"].Mui-selected');
  await expect(draft).toContainText(zh('wf.process.status.draft'));
  await page.locator('[data-element-id="Task_Finance"]').click();
  const panel = page.getByTestId('bpmn-properties');
  await expect(panel.getByRole('textbox', { name: labelled(zh('wf.process.nodeName')) })).toHaveValue('财务审批');
  // The step's names for the English and Spanish readers are edited beside the Chinese one.
  const nameIn = (language: 'en' | 'es') =>
    panel.getByRole('textbox', { name: labelled(zh('wf.process.nodeNameIn', { language: zh(`language.${language}`) })) });
  await expect(nameIn('en')).toHaveValue('Finance approval');
  await expect(nameIn('es')).toHaveValue('Aprobación de finanzas');
  await nameIn('es').fill('Revisión de finanzas');
  await panel.getByRole('tab', { name: zh('wf.designer.fieldRights') }).click();
  // The fields are the module's, named in Chinese; unset ones are read-only.
  await expect(panel.getByTestId('field-rights').getByRole('combobox', { name: '付款日期' })).toHaveText(zh('wf.designer.right.readonly'));
  await setRight(page, 'paidOn', 'editable');
  await setRight(page, 'amount', 'readonly');
  await screenshot(page, 'designer-field-rights-zh');
  await page.getByRole('button', { name: zh('wf.process.publish'), exact: true }).click();
  await page.getByTestId('publish-confirm-ok').click();
  await expectNotice(page, zh('messages.success'));
  await expect(draft).toContainText(zh('wf.process.status.published'));

  // The published model carries the rights.
  const versions = (await (await page.request.get('/prod-api/flow/definitions?flowKey=reimbursement')).json()).data as { id: number; status: string }[];
  const published = versions.find((version) => version.status === 'published')!;
  const model = (await (await page.request.get(`/prod-api/flow/definitions/${published.id}`)).json()).data.model;
  expect(model.nodes.Task_Finance.fieldRights).toEqual({ paidOn: 'editable' });
  expect(model.nodes.Task_Finance.names).toEqual({ en: 'Finance approval', es: 'Revisión de finanzas' });

  // A claim filed now runs on the new version; at finance's step finance01 fills the payment date.
  const staff = await apiAs(baseURL!, 'staff01');
  const leader = await apiAs(baseURL!, 'leader01');
  const id = await atFinance(staff, leader);
  const finance = await page.context().browser()!.newContext({ baseURL });
  const financePage = await finance.newPage();
  await signIn(financePage, 'finance01');
  await useLanguage(financePage, 'zh');
  await financePage.goto(`/expense/${MODULE}/view?id=${id}`);
  await financePage.getByTestId('fill-in').click();
  await expect(financePage.getByTestId('step-rights')).toContainText('付款日期');
  const form = financePage.locator('[data-field="amount"]');
  await expect(form.getByRole('textbox')).toBeDisabled();
  await typeDate(financePage.locator('[data-field="paidOn"]'), '2026-11-20');
  await screenshot(financePage, 'designer-field-rights-finance-zh');
  await financePage.getByRole('button', { name: zh('actions.save'), exact: true }).click();
  await expect(
    financePage
      .getByRole('alert')
      .filter({ hasText: zh('messages.saved') })
      .first(),
  ).toBeVisible();

  // Saved: the date, the amount as filed.
  const financeApi = await apiAs(baseURL!, 'finance01');
  const record = (await (await financeApi.get(`/prod-api/m/${MODULE}/${id}`)).json()).data;
  expect(record.paidOn).toBe('2026-11-20');
  expect(Number(record.amount)).toBe(960);
  // An amount sent anyway is not saved.
  await financeApi.put(`/prod-api/m/${MODULE}/${id}`, { data: { ...record, amount: '1.00' } });
  expect(Number((await (await financeApi.get(`/prod-api/m/${MODULE}/${id}`)).json()).data.amount)).toBe(960);
  // A Spanish reader's to-do list names the step as the designer wrote it for them.
  const todo = (await (await financeApi.get('/prod-api/processAudit/processHome?kind=todo&limit=100', { headers: { 'accept-language': 'es' } })).json()).data
    .list as { recordId: number; nodeName: string }[];
  expect(todo.find((row) => row.recordId === id)?.nodeName).toBe('Revisión de finanzas');
  await Promise.all([staff.dispose(), leader.dispose(), financeApi.dispose(), finance.close()]);
});
