import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Locale } from '../../src/shared/i18n/locales.ts';
import { typeDate } from './date-picker.helpers.ts';
import {
  apiAs,
  approvalAction,
  approvalBar,
  approvalDialog,
  en,
  expectNotice,
  labelled,
  settled,
  signIn,
  signOut,
  submitted,
  switchLanguage,
  text,
  ownPage,
} from './e2e.helpers.ts';

const LEADER = '张经理';
const FINANCE = '李财务';

/** Opens the record from the to-do page, as an approver does, and acts on it. */
async function actFromTodo(page: Page, user: string, serialNo: string, action: 'approve' | 'reject', opinion: string) {
  await signIn(page, user);
  await expect(page.getByTestId('approval-counts').locator('[data-count="wf.home.todo"]')).not.toContainText(/^0/);
  await page.screenshot({ path: `test-results/screenshots/home-${user}-en.png` });
  await page
    .getByTestId('approval-counts')
    .getByRole('button', { name: en('wf.home.open') })
    .click();
  await expect(page).toHaveURL(/\/todo$/);
  const row = page.getByTestId('todo-table').locator('tbody tr').filter({ hasText: serialNo });
  await expect(row).toHaveCount(1);
  await page.screenshot({ path: `test-results/screenshots/todo-${user}-en.png` });
  await row.click();
  await expect(page).toHaveURL(/\/expense\/reimapplication\/view\?id=\d+$/);
  await approvalAction(page, action).click();
  await approvalDialog(page)
    .getByRole('textbox', { name: labelled(en('wf.dialog.opinion')) })
    .fill(opinion);
  await approvalDialog(page)
    .getByRole('button', { name: en('wf.dialog.confirm') })
    .click();
  await expectNotice(page, en(action === 'approve' ? 'messages.approved' : 'messages.rejected'));
  // Back where the approver opened it from.
  await expect(page).toHaveURL(/\/todo$/);
  await signOut(page);
}

test.use({ locale: 'en-US', viewport: { width: 1366, height: 820 } });

test('a reimbursement is submitted, approved, rejected to the applicant, resubmitted and completed, and tracing shows each step', async ({ page }) => {
  test.setTimeout(300_000);
  const title = `Trip ${Date.now().toString(36)}`;

  // staff01 files a reimbursement on the generic form.
  await signIn(page, 'staff01');
  await page.goto('/expense/reimapplication/edit');
  await page.getByRole('textbox', { name: labelled(en('modules.reimapplication.fields.title')) }).fill(title);
  await page.getByRole('combobox', { name: labelled(en('modules.reimapplication.fields.reimbursementType')) }).click();
  await page.getByRole('option').last().click();
  await page.getByRole('textbox', { name: labelled(en('modules.reimapplication.fields.amount')) }).fill('1200');
  await typeDate(page.locator('[data-field=occurredOn]'), '2026-11-01');
  await page.getByRole('button', { name: en('actions.save'), exact: true }).click();
  await expectNotice(page, en('messages.created'));
  await expect(page).toHaveURL(/\/expense\/reimapplication$/);
  await page.getByRole('textbox', { name: en('grid.quickSearch') }).fill(title);
  await page.getByRole('button', { name: en('grid.doSearch'), exact: true }).click();
  const row = page.locator('table tbody tr').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: en('grid.view') }).click();
  await expect(page).toHaveURL(/\/expense\/reimapplication\/view\?id=\d+$/);
  const viewUrl = new URL(page.url()).pathname + new URL(page.url()).search;
  const id = Number(new URL(page.url()).searchParams.get('id'));
  const serialNo = ((await (await page.request.get(`/prod-api/m/reimapplication/${id}`)).json()) as { data: { serialNo: string } }).data.serialNo;

  // Only the legal action is a button; what can become the applicant's is explained under "why not?", the approvers' actions are not listed.
  await expect(approvalAction(page, 'submit')).toBeVisible();
  await expect(approvalAction(page, 'approve')).toHaveCount(0);
  await approvalBar(page).getByTestId('why-not').click();
  await expect(page.locator('[data-refused=withdraw]')).toBeVisible();
  await expect(page.locator('[data-refused=approve]')).toHaveCount(0);
  await page.keyboard.press('Escape');

  // No flow yet: tracing says so.
  await approvalBar(page).getByTestId('flow-tracing-button').click();
  await expect(page.getByTestId('flow-not-started')).toHaveText(en('workflow.notStarted'));
  await page
    .getByTestId('flow-tracing')
    .getByRole('button', { name: en('actions.close') })
    .click();

  // Screenshots of the bar and the approver dialog in the three languages.
  let locale: Locale = 'en';
  for (const next of ['zh', 'es', 'en'] as const) {
    await approvalAction(page, 'submit', locale).click();
    await expect(approvalDialog(page).getByText(LEADER)).toBeVisible();
    await settled(page);
    await page.screenshot({ path: `test-results/screenshots/approval-dialog-${locale}.png` });
    await approvalDialog(page)
      .getByRole('button', { name: text(locale, 'wf.dialog.cancel') })
      .click();
    await expect(approvalDialog(page)).toHaveCount(0);
    await approvalBar(page).screenshot({ path: `test-results/screenshots/approval-bar-${locale}.png` });
    await page.screenshot({ path: `test-results/screenshots/view-screen-${locale}.png` });
    await switchLanguage(page, locale, next);
    locale = next;
  }

  // Submit: the next step is the department head.
  await approvalAction(page, 'submit').click();
  await expect(approvalDialog(page)).toContainText(LEADER);
  await approvalDialog(page)
    .getByRole('textbox', { name: labelled(en('wf.dialog.opinion')) })
    .fill('Please approve');
  await approvalDialog(page)
    .getByRole('button', { name: en('wf.dialog.confirm') })
    .click();
  await expectNotice(page, en('messages.submitted'));
  await expect(page).toHaveURL(/\/expense\/reimapplication$/);
  await signOut(page);

  // leader01 sees it in the bell and in the to-do list, and approves.
  await signIn(page, 'leader01');
  await page.getByRole('button', { name: en('notify.title') }).click();
  // Among their unread messages (other stories may have left some), one by one.
  const popup = page.getByRole('presentation').filter({ has: page.getByRole('button', { name: en('notify.next') }) });
  await expect(popup).toBeVisible();
  const next = popup.getByRole('button', { name: en('notify.next') });
  while (!(await popup.textContent())?.includes(serialNo) && (await next.isEnabled())) await next.click();
  await expect(popup.filter({ hasText: serialNo })).toBeVisible();
  await page.keyboard.press('Escape');
  await signOut(page);
  await actFromTodo(page, 'leader01', serialNo, 'approve', 'Agreed');

  // finance01 rejects to the applicant.
  await actFromTodo(page, 'finance01', serialNo, 'reject', 'Invoice missing');

  // staff01 resubmits from the record.
  await signIn(page, 'staff01');
  await page.goto(viewUrl);
  await expect(approvalAction(page, 'resubmit')).toBeVisible();
  await approvalAction(page, 'resubmit').click();
  await approvalDialog(page)
    .getByRole('button', { name: en('wf.dialog.confirm') })
    .click();
  await expectNotice(page, en('messages.submitted'));
  await signOut(page);

  await actFromTodo(page, 'leader01', serialNo, 'approve', 'Agreed again');
  await actFromTodo(page, 'finance01', serialNo, 'approve', 'Paid');

  // Flow tracing shows each step, in each language.
  await signIn(page, 'staff01');
  await page.goto(viewUrl);
  locale = 'en';
  for (const next of ['zh', 'es', 'en'] as const) {
    await approvalBar(page).getByTestId('flow-tracing-button').click();
    const tracing = page.getByTestId('flow-tracing');
    // The steps, each a row (the submissions and the round's title are rows of their own).
    const rows = tracing.getByTestId('history-table').locator('tbody tr[data-status]');
    await expect(rows).toHaveCount(4);
    await expect(tracing.getByTestId('trace-event')).toHaveCount(2);
    await expect(rows.nth(0)).toContainText(LEADER);
    await expect(rows.nth(0)).toContainText('Agreed');
    await expect(rows.nth(1)).toContainText(FINANCE);
    await expect(rows.nth(1)).toContainText('Invoice missing');
    await expect(rows.nth(1)).toHaveAttribute('data-status', 'rejected');
    await expect(rows.nth(2)).toContainText('Agreed again');
    await expect(rows.nth(3)).toContainText('Paid');
    await expect(tracing.getByTestId('step-strip')).toContainText(text(locale, 'wf.trace.finished'));
    await expect(tracing.locator('.react-flow__node')).not.toHaveCount(0);
    await settled(page);
    await page.screenshot({ path: `test-results/screenshots/flow-tracing-${locale}.png` });
    await tracing.getByRole('button', { name: text(locale, 'actions.close') }).click();
    await expect(tracing).toHaveCount(0);
    await switchLanguage(page, locale, next);
    locale = next;
  }
  await expect(
    approvalBar(page)
      .getByRole('button', { name: /.+/ })
      .filter({ hasNot: page.getByTestId('why-not') }),
  ).not.toHaveCount(0);
  await expect(approvalAction(page, 'submit')).toHaveCount(0);
  await expect(approvalAction(page, 'resubmit')).toHaveCount(0);
});

test('an administrator designs a new flow version: verification reports a dangling node, it is removed, the version is published', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin');
  // A draft with a step nothing leads to, as a careless edit leaves it.
  const versions = (await (await page.request.get('/prod-api/flow/definitions?flowKey=reimbursement')).json()) as { data: { id: number; status: string }[] };
  const published = versions.data.find((version) => version.status === 'published')!;
  const v1 = (await (await page.request.get(`/prod-api/flow/definitions/${published.id}`)).json()) as { data: { xml: string } };
  const dangling = v1.data.xml
    .replace('</bpmn:process>', '<bpmn:userTask id="Task_Dangling" name="Dangling" oa:assigneeType="post" oa:assignee="finance" /></bpmn:process>')
    .replace(
      '</bpmndi:BPMNPlane>',
      '<bpmndi:BPMNShape id="Task_Dangling_di" bpmnElement="Task_Dangling"><dc:Bounds x="400" y="420" width="100" height="80" /></bpmndi:BPMNShape></bpmndi:BPMNPlane>',
    );
  const created = (await (
    await page.request.post('/prod-api/flow/definitions', { headers: ownPage, data: { flowKey: 'reimbursement', xml: dangling } })
  ).json()) as {
    data: { version: number };
  };

  await page.goto('/system/process');
  await expect(page.getByTestId('flow-versions')).toContainText('Reimbursement approval');
  await page.locator(`[data-version="reimbursement:${created.data.version}"]`).click();
  await expect(page.getByTestId('bpmn-designer').locator('.djs-container')).toBeVisible();
  await page.getByRole('button', { name: en('wf.process.verify') }).click();
  const problem = page.getByTestId('verify-result').locator('[data-node="Task_Dangling"]').first();
  await expect(problem).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/process-verify-en.png' });
  // Publishing is refused while the verification fails.
  await page.getByRole('button', { name: en('wf.process.publish'), exact: true }).click();
  await page.getByTestId('publish-confirm-ok').click();
  const refusal = page.locator('.MuiSnackbar-root').getByRole('alert');
  await expect(refusal.first()).toBeVisible();
  await refusal.first().getByRole('button').click();
  await expect(page.locator(`[data-version="reimbursement:${created.data.version}"]`)).toContainText(en('wf.process.status.draft'));

  // The problem selects its node; the context pad removes it; verification then passes and the version is published.
  await problem.click();
  await expect(page.getByTestId('bpmn-properties').getByRole('textbox', { name: labelled(en('wf.process.nodeName')) })).toHaveValue('Dangling');
  await page.locator('.djs-context-pad .entry.bpmn-icon-trash').click();
  await page.getByRole('button', { name: en('wf.process.verify') }).click();
  await expect(page.getByTestId('verify-result').locator('[data-node="Task_Dangling"]')).toHaveCount(0);
  await expect(
    page
      .getByTestId('verify-result')
      .getByRole('alert')
      .filter({ hasText: en('wf.process.verified') }),
  ).toBeVisible();
  await page.getByRole('button', { name: en('wf.process.publish'), exact: true }).click();
  await page.getByTestId('publish-confirm-ok').click();
  await expectNotice(page, en('messages.success'));
  await expect(page.locator(`[data-version="reimbursement:${created.data.version}"]`)).toContainText(en('wf.process.status.published'));
  // Simulation: 3000 filed by staff01 goes to the department head and finance, below the threshold.
  await page.getByRole('combobox', { name: en('wf.process.applicant') }).click();
  await page.getByRole('option', { name: /staff01/ }).click();
  await page.getByRole('button', { name: en('wf.process.simulate') }).click();
  await expect(page.getByTestId('simulate-result')).toContainText(LEADER);
  await expect(page.getByTestId('simulate-result')).toContainText(FINANCE);
  await expect(page.getByTestId('simulate-result')).toContainText(en('wf.process.outcome.completed'));
  await page.screenshot({ path: 'test-results/screenshots/process-published-en.png' });
});

test('tracing shows who submitted, each withdrawal and change with its reason, by round; the replay draws the way the document came and where it can go, in words', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const staff = await apiAs(baseURL!, 'staff01');
  const leader = await apiAs(baseURL!, 'leader01');
  const finance = await apiAs(baseURL!, 'finance01');
  const id = await submitted(staff, `Audit ${Date.now().toString(36)}`);
  const act = async (as: APIRequestContext, action: string, data: object = {}) =>
    expect((await (await as.post(`/prod-api/wf/reimapplication/${id}/${action}`, { data })).json()).status).toBe(200);
  await act(leader, 'approve', { examRemarks: 'Agreed' });
  await act(finance, 'reject', { examRemarks: 'Invoice missing' });
  await act(staff, 'resubmit');

  // The applicant withdraws: the dialog asks for a reason and sends nothing without one.
  await signIn(page, 'staff01');
  await page.goto(`/expense/reimapplication/view?id=${id}`);
  await approvalAction(page, 'withdraw').click();
  const confirm = approvalDialog(page).getByRole('button', { name: en('wf.dialog.confirm') });
  await expect(confirm).toBeDisabled();
  await approvalDialog(page)
    .getByRole('textbox', { name: labelled(en('wf.dialog.reason')) })
    .fill('Adding the invoice');
  await confirm.click();
  await expectNotice(page, en('messages.success'));
  await act(staff, 'resubmit');
  await act(leader, 'approve');
  await act(finance, 'approve');

  // A change, started from the bar, asks for its reason too.
  await page.goto(`/expense/reimapplication/view?id=${id}`);
  await approvalAction(page, 'change.start').click();
  await expect(page.getByTestId('sub-flow-confirm')).toBeDisabled();
  await page.getByRole('textbox', { name: labelled(en('wf.dialog.reason.change.start')) }).fill('Wrong amount');
  await page.getByTestId('sub-flow-confirm').click();
  await expectNotice(page, en('messages.success'));
  await act(staff, 'submit');
  await act(leader, 'approve');

  // The finance step as the version in use names it (a story before may have renamed it in the designer).
  const admin = await apiAs(baseURL!, 'admin');
  const versions = (await (await admin.get('/prod-api/flow/definitions?flowKey=reimbursement')).json()).data as { id: number; status: string }[];
  const inUse = versions.find((version) => version.status === 'published')!;
  const financeStep = (await (await admin.get(`/prod-api/flow/definitions/${inUse.id}`)).json()).data.model.nodes.Task_Finance as {
    name: string;
    names?: { en?: string; es?: string };
  };
  const financeIn = { zh: financeStep.name, en: financeStep.names?.en ?? financeStep.name, es: financeStep.names?.es ?? financeStep.name };
  let locale: Locale = 'en';
  for (const next of ['zh', 'es', 'en'] as const) {
    await page.goto(`/expense/reimapplication/view?id=${id}`);
    await approvalBar(page).getByTestId('flow-tracing-button').click();
    const tracing = page.getByTestId('flow-tracing');
    await expect(tracing.getByTestId('trace-round')).toHaveText([text(locale, 'wf.trace.round.original'), text(locale, 'wf.trace.round.change', { n: 1 })]);
    const events = tracing.getByTestId('trace-event');
    await expect(events).toHaveCount(6);
    // Submitted, resubmitted, withdrawn (with its reason), resubmitted; the change started (with its reason), submitted.
    await expect(events.nth(0)).toContainText(text(locale, 'wf.event.approval.submit'));
    await expect(events.nth(0)).toContainText('陈小明');
    await expect(events.nth(2)).toHaveAttribute('data-event', 'approval.withdraw');
    await expect(events.nth(2)).toContainText(text(locale, 'wf.trace.reason', { reason: 'Adding the invoice' }));
    await expect(events.nth(4)).toContainText(text(locale, 'wf.action.change.start'));
    await expect(events.nth(4)).toContainText(text(locale, 'wf.trace.reason', { reason: 'Wrong amount' }));
    await expect(tracing.getByTestId('history-table')).not.toContainText(/\b(approval|change|void)\.[a-z]+/);
    await expect(tracing.getByTestId('step-strip')).toContainText(financeIn[locale]);

    // The replay: the statuses passed and, from changing, the three it can go to; every event in words.
    await tracing.getByTestId('trace-replay').click();
    const replay = page.getByTestId('replay-dialog');
    const chart = replay.getByTestId('lifecycle-chart');
    await expect(chart.locator('.react-flow__node')).toHaveCount(10);
    await expect(chart.locator('.react-flow__node.status-next')).toHaveCount(3);
    await expect(chart.locator('.react-flow__node', { hasText: text(locale, 'status.generic.7') })).toHaveCount(0);
    await expect(replay.getByTestId('replay-timeline')).toContainText(text(locale, 'wf.action.change.start'));
    await expect(replay).not.toContainText(/\b(approval|change|void)\.[a-z]+/);
    await settled(page);
    await page.screenshot({ path: `test-results/screenshots/replay-rounds-${locale}.png` });
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await switchLanguage(page, locale, next);
    locale = next;
  }
  await Promise.all([staff.dispose(), leader.dispose(), finance.dispose()]);
});
