import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Locale } from '../../src/shared/i18n/locales.ts';
import { apiAs, en, expectNotice, labelled, ownPage, settled, signIn, switchLanguage, text, useLanguage } from './e2e.helpers.ts';

/** Where the designer's screenshots are kept for a look in each language. */
const SHOTS = '/tmp/wt-a-shots';
mkdirSync(SHOTS, { recursive: true });

// An administrator's screen: the designer beside the version list and the properties panel.
test.use({ viewport: { width: 1600, height: 900 } });

/** A draft of the reimbursement flow made from its published version (or from `xml`); answers its version number. */
async function newDraft(page: Page, edit: (xml: string) => string = (xml) => xml): Promise<number> {
  const versions = (await (await page.request.get('/prod-api/flow/definitions?flowKey=reimbursement')).json()).data as { id: number; status: string }[];
  const published = versions.find((version) => version.status === 'published')!;
  const xml = (await (await page.request.get(`/prod-api/flow/definitions/${published.id}`)).json()).data.xml as string;
  const created = await (
    await page.request.post('/prod-api/flow/definitions', { headers: ownPage, data: { flowKey: 'reimbursement', xml: edit(xml) } })
  ).json();
  expect(created.status).toBe(200);
  return created.data.version as number;
}

/** Opens the process page in `locale` with the draft `version` in the designer. */
async function openDraft(page: Page, locale: Locale, version: number) {
  await useLanguage(page, locale);
  await page.goto('/system/process');
  await page.locator(`[data-version="reimbursement:${version}"]`).click();
  await expect(page.getByTestId('bpmn-designer').locator('.djs-palette')).toBeVisible();
  await expect(page.locator('[data-element-id="Task_Finance"]')).toBeVisible();
}

/** What the canvas writes on a step, in the reader's language. */
const FINANCE_LABEL: Record<Locale, string> = { zh: '财务审批', en: 'Finance approval', es: 'Aprobación de finanzas' };

test('the designer’s palette, context pad, change-element menu and step labels speak the reader’s language', async ({ page }) => {
  await signIn(page, 'admin');
  const version = await newDraft(page);
  for (const locale of ['zh', 'en', 'es'] as const) {
    const t = (id: string) => text(locale, id);
    await openDraft(page, locale, version);
    await expect(page.locator('[data-element-id="Task_Finance"] .djs-visual text')).toHaveText(FINANCE_LABEL[locale]);
    const palette = page.getByTestId('bpmn-designer').locator('.djs-palette');
    await expect(palette.locator('[data-action="hand-tool"]')).toHaveAttribute('aria-label', t('wf.designer.tool.hand'));
    await expect(palette.locator('[data-action="global-connect-tool"]')).toHaveAttribute('aria-label', t('wf.designer.tool.connect'));
    await expect(palette.locator('[data-action="create.start-event"]')).toHaveAttribute('aria-label', t('wf.designer.create.start'));
    await expect(palette.locator('[data-action="create.userTask"]')).toHaveAttribute('aria-label', t('wf.designer.create.userTask'));
    await expect(palette.locator('[data-action="create.end"]')).toHaveAttribute('aria-label', t('wf.designer.create.end'));

    await page.locator('[data-element-id="Task_Finance"]').click();
    const pad = page.locator('.djs-context-pad');
    await expect(pad.locator('[data-action="delete"]')).toHaveAttribute('title', t('wf.designer.pad.delete'));
    await expect(pad.locator('[data-action="connect"]')).toHaveAttribute('title', t('wf.designer.pad.connect'));
    await expect(pad.locator('[data-action="append.end"]')).toHaveAttribute('title', t('wf.designer.append.end'));
    await expect(pad.locator('[data-action="append.ccTask"]')).toHaveAttribute('title', t('wf.designer.append.ccTask'));
    await pad.locator('[data-action="replace"]').click();
    const menu = page.locator('.djs-popup');
    await expect(menu.locator('.djs-popup-title')).toHaveText(t('wf.designer.pad.replace'));
    await expect(menu.locator('[data-id="replace-with-send-task"]')).toHaveText(t('wf.designer.kind.ccTask'));
    await expect(menu.locator('[data-id="replace-with-call-activity"]')).toHaveText(t('wf.designer.kind.callActivity'));
    await page.screenshot({ path: `${SHOTS}/designer-menu-${locale}.png` });
    await page.keyboard.press('Escape');
  }
  // A language switch on the open designer words the palette anew.
  await switchLanguage(page, 'es', 'zh');
  await expect(page.getByTestId('bpmn-designer').locator('.djs-palette [data-action="hand-tool"]')).toHaveAttribute(
    'aria-label',
    text('zh', 'wf.designer.tool.hand'),
  );
  await expect(page.locator('[data-element-id="Task_Finance"] .djs-visual text')).toHaveText(FINANCE_LABEL.zh);
  // The written name is what the panel edits, whatever the canvas shows.
  await page.locator('[data-element-id="Task_GeneralManager"]').click();
  await page.locator('[data-element-id="Task_Finance"]').click();
  await expect(page.getByTestId('bpmn-properties').getByRole('textbox', { name: labelled(text('zh', 'wf.process.nodeName')) })).toHaveValue('财务审批');
});

/** Selects the straight arrow between two elements side by side. */
async function clickBetween(page: Page, from: string, to: string) {
  // First on the empty canvas, so no element's context pad lies over the arrow.
  const canvas = (await page.getByTestId('bpmn-designer').boundingBox())!;
  await page.mouse.click(canvas.x + canvas.width / 2, canvas.y + canvas.height - 8);
  const a = (await page.locator(`[data-element-id="${from}"]`).boundingBox())!;
  const b = (await page.locator(`[data-element-id="${to}"]`).boundingBox())!;
  // A fifth of the way along: an arrow's name sits over its middle.
  await page.mouse.click(a.x + a.width + (b.x - a.x - a.width) / 5, a.y + a.height / 2);
}

/** The `data-action`s (palette, context pad) or `data-id`s (menu) shown in `area`. */
const actions = (area: Locator, attribute = 'data-action') =>
  area.locator(`[${attribute}]`).evaluateAll((nodes, name) => nodes.map((node) => node.getAttribute(name)).sort(), attribute);

test('the designer offers only what the engine runs, and a step added from the palette is an approval step the panel sets up', async ({ page }) => {
  await signIn(page, 'admin');
  const version = await newDraft(page);
  await openDraft(page, 'en', version);
  const designer = page.getByTestId('bpmn-designer');
  const palette = designer.locator('.djs-palette');
  expect(await actions(palette)).toEqual(
    [
      'hand-tool',
      'lasso-tool',
      'global-connect-tool',
      'create.start-event',
      'create.userTask',
      'create.ccTask',
      'create.exclusiveGateway',
      'create.parallelGateway',
      'create.callActivity',
      'create.end',
    ].sort(),
  );

  // A step's context pad appends the same kinds; its change-element menu offers the engine's other activities.
  await page.locator('[data-element-id="Task_GeneralManager"]').click();
  const pad = page.locator('.djs-context-pad');
  expect(await actions(pad)).toEqual(
    [
      'append.userTask',
      'append.ccTask',
      'append.exclusiveGateway',
      'append.parallelGateway',
      'append.callActivity',
      'append.end',
      'connect',
      'delete',
      'replace',
    ].sort(),
  );
  await pad.locator('[data-action="replace"]').click();
  const menu = page.locator('.djs-popup');
  expect(await actions(menu, 'data-id')).toEqual(['replace-with-call-activity', 'replace-with-send-task']);
  // No loop or multi-instance toggles: several approvers are the step's own setting.
  await expect(menu.locator('.djs-popup-header-entries .entry')).toHaveCount(0);
  await page.keyboard.press('Escape');
  // A gateway changes only into the other gateway.
  await page.locator('[data-element-id="Gateway_Amount"]').click();
  await pad.locator('[data-action="replace"]').click();
  expect(await actions(menu, 'data-id')).toEqual(['replace-with-parallel-gateway']);
  await page.keyboard.press('Escape');
  // A gateway's default route may become a plain one again; an arrow out of a step has nothing to change into.
  await clickBetween(page, 'Gateway_Amount', 'End');
  await pad.locator('[data-action="replace"]').click();
  expect(await actions(menu, 'data-id')).toEqual(['replace-with-sequence-flow']);
  await page.keyboard.press('Escape');
  await clickBetween(page, 'Task_DeptHead', 'Task_Finance');
  await expect(pad.locator('[data-action="delete"]')).toBeVisible();
  await expect(pad.locator('[data-action="replace"]')).toHaveCount(0);

  // An approval step dropped from the palette onto the canvas: the panel shows its approvers, time limit and field rights.
  await palette.locator('[data-action="create.userTask"]').click();
  const box = (await designer.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height - 60);
  await page.mouse.move(box.x + box.width / 2 + 10, box.y + box.height - 50);
  await page.mouse.click(box.x + box.width / 2 + 10, box.y + box.height - 50);
  const panel = page.getByTestId('bpmn-properties');
  await expect(panel.locator('[data-node-type="bpmn:UserTask"]')).toBeVisible();
  await expect(panel.getByRole('tab', { name: en('wf.designer.approvers') })).toBeVisible();
  await expect(panel.getByRole('tab', { name: en('wf.designer.fieldRights') })).toBeVisible();
  // Appended after the general manager's step from its context pad: a CC step, whose panel names who gets the copy.
  await page.locator('[data-element-id="Task_GeneralManager"]').click();
  await pad.locator('[data-action="append.ccTask"]').click();
  await expect(panel.locator('[data-node-type="bpmn:SendTask"]')).toBeVisible();
  await expect(panel.getByTestId('cc-people')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/designer-added-steps-en.png` });
});

test('deleting a middle step joins its neighbours so the flow still verifies; undo and redo, by button or key, survive saving', async ({ page }) => {
  await signIn(page, 'admin');
  const version = await newDraft(page);
  await openDraft(page, 'en', version);
  const designer = page.getByTestId('bpmn-designer');
  const finance = page.locator('[data-element-id="Task_Finance"]');
  await finance.click();
  await page.locator('.djs-context-pad [data-action="delete"]').click();
  await expect(finance).toHaveCount(0);
  // The arrow into finance's step now leads where finance's led: to the amount check.
  await expect(page.locator('[data-element-id="Flow_ToFinance"]')).toHaveCount(1);
  await expect(page.locator('[data-element-id="Flow_ToAmountCheck"]')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/designer-deleted-step-en.png` });
  // Verifying saves the draft: the department head's step leads to the gateway, nothing dangles.
  await page.getByRole('button', { name: en('wf.process.verify') }).click();
  await expect(
    page
      .getByTestId('verify-result')
      .getByRole('alert')
      .filter({ hasText: en('wf.process.verified') }),
  ).toBeVisible();
  const saved = (await (await page.request.get('/prod-api/flow/definitions?flowKey=reimbursement')).json()).data.find(
    (row: { version: number }) => row.version === version,
  );
  const model = (await (await page.request.get(`/prod-api/flow/definitions/${saved.id}`)).json()).data.model;
  expect(model.flows.Flow_ToFinance).toMatchObject({ source: 'Task_DeptHead', target: 'Gateway_Amount' });
  expect(model.nodes.Task_Finance).toBeUndefined();

  // Saved, the drawing keeps its history: undo brings the step back with both its arrows, redo removes it again.
  await page.getByTestId('designer-undo').click();
  await expect(finance).toHaveCount(1);
  await expect(page.locator('[data-element-id="Flow_ToAmountCheck"]')).toHaveCount(1);
  await expect(page.getByTestId('designer-undo')).toBeDisabled();
  await page.getByTestId('designer-redo').click();
  await expect(finance).toHaveCount(0);
  // The same with the keyboard, once the canvas has the focus.
  const box = (await designer.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height - 8);
  await page.keyboard.press('Control+z');
  await expect(finance).toHaveCount(1);
  await page.keyboard.press('Control+y');
  await expect(finance).toHaveCount(0);
});

test('the designer shows the whole diagram when a version opens, clear of its palette', async ({ page }) => {
  await signIn(page, 'admin');
  // The end moved far to the right: a diagram three times as wide as the canvas.
  const version = await newDraft(page, (xml) => xml.replaceAll('x="852"', 'x="2852"').replaceAll('x="842"', 'x="2842"'));
  await openDraft(page, 'en', version);
  const designer = (await page.getByTestId('bpmn-designer').boundingBox())!;
  const palette = (await page.getByTestId('bpmn-designer').locator('.djs-palette').boundingBox())!;
  for (const id of ['Start', 'Task_DeptHead', 'Task_GeneralManager', 'End']) {
    const shape = (await page.locator(`[data-element-id="${id}"]`).boundingBox())!;
    expect(shape.x, id).toBeGreaterThanOrEqual(palette.x + palette.width);
    expect(shape.x + shape.width, id).toBeLessThanOrEqual(designer.x + designer.width);
    expect(shape.y, id).toBeGreaterThanOrEqual(designer.y);
    expect(shape.y + shape.height, id).toBeLessThanOrEqual(designer.y + designer.height);
  }
  await page.getByTestId('bpmn-designer').screenshot({ path: `${SHOTS}/designer-fitted-en.png` });
});

test('publishing asks first and says what changes; documents already in approval keep the version they started on', async ({ page, baseURL }) => {
  await signIn(page, 'admin');
  // The version in use now (other stories in this worker may have published some before).
  const listed = (await (await page.request.get('/prod-api/flow/definitions?flowKey=reimbursement')).json()).data as { version: number; status: string }[];
  const current = listed.find((entry) => entry.status === 'published')!.version;
  const version = await newDraft(page);
  // A claim in approval on the version in use.
  const staff = await apiAs(baseURL!, 'staff01');
  const running = await submittedClaim(staff, '已在审批中的报销');
  const startedOn = (await (await staff.get(`/prod-api/wf/reimapplication/${running}/instance`)).json()).data.definitionId as number;

  for (const locale of ['zh', 'en', 'es'] as const) {
    await openDraft(page, locale, version);
    await page.getByRole('button', { name: text(locale, 'wf.process.publish'), exact: true }).click();
    const dialog = page.getByTestId('publish-confirm');
    await expect(dialog.getByRole('heading')).toHaveText(text(locale, 'wf.process.publishTitle', { version }));
    await expect(dialog).toContainText(text(locale, 'wf.process.publishNew', { version }));
    await expect(dialog.getByTestId('publish-retires')).toHaveText(text(locale, 'wf.process.publishRetires', { current }));
    await settled(page);
    await page.screenshot({ path: `${SHOTS}/designer-publish-${locale}.png` });
    if (locale === 'es') break;
    // Cancelled: nothing is published.
    await dialog.getByRole('button', { name: text(locale, 'actions.cancel') }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.locator(`[data-version="reimbursement:${version}"]`)).toContainText(text(locale, 'wf.process.status.draft'));
  }
  await page.getByTestId('publish-confirm-ok').click();
  await expectNotice(page, text('es', 'messages.success'));
  await expect(page.locator(`[data-version="reimbursement:${version}"]`)).toContainText(text('es', 'wf.process.status.published'));
  await expect(page.locator(`[data-version="reimbursement:${current}"]`)).toContainText(text('es', 'wf.process.status.deactivated'));

  // What the dialog said: the running claim stays on the version it started on and can still be approved there; a new one starts on the new version.
  expect((await (await staff.get(`/prod-api/wf/reimapplication/${running}/instance`)).json()).data.definitionId).toBe(startedOn);
  const leader = await apiAs(baseURL!, 'leader01');
  expect((await (await leader.post(`/prod-api/wf/reimapplication/${running}/approve`, { data: { examRemarks: '同意' } })).json()).status).toBe(200);
  const fresh = await submittedClaim(staff, '新版本上的报销');
  expect((await (await staff.get(`/prod-api/wf/reimapplication/${fresh}/instance`)).json()).data.definitionId).not.toBe(startedOn);
  await Promise.all([staff.dispose(), leader.dispose()]);
});

/** staff01 files a reimbursement and submits it; answers its id. */
async function submittedClaim(staff: APIRequestContext, title: string): Promise<number> {
  const created = await (
    await staff.post('/prod-api/m/reimapplication', {
      data: { title, reimbursementType: '2', amount: '300.00', occurredOn: '2026-11-02', lines: [{ date: '2026-11-02', item: '出租车', amount: '300.00' }] },
    })
  ).json();
  expect(created.status).toBe(200);
  expect((await (await staff.post(`/prod-api/wf/reimapplication/${created.data.id}/submit`, { data: {} })).json()).status).toBe(200);
  return created.data.id as number;
}

test('the process list names each flow in the reader’s language, and the approval history’s post column names the approver’s post', async ({
  page,
  baseURL,
}) => {
  await signIn(page, 'admin');
  // A flow of no module (one a sub-process would call), named in the three languages.
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:oa="http://oa-office.example/schema/bpmn/oa" id="Definitions_travelCheck" targetNamespace="http://oa-office.example/flows">
  <bpmn:process id="Process_travelCheck" name="差旅核对" oa:nameEn="Travel check" oa:nameEs="Control de viajes" isExecutable="true">
    <bpmn:startEvent id="Start" /><bpmn:userTask id="Task_Check" name="财务核对" oa:assigneeType="post" oa:assignee="finance" /><bpmn:endEvent id="End" />
    <bpmn:sequenceFlow id="F1" sourceRef="Start" targetRef="Task_Check" /><bpmn:sequenceFlow id="F2" sourceRef="Task_Check" targetRef="End" />
  </bpmn:process>
</bpmn:definitions>`;
  expect((await (await page.request.post('/prod-api/flow/definitions', { headers: ownPage, data: { flowKey: 'travelCheck', xml } })).json()).status).toBe(200);
  /** The demo data's post of 张经理 (leader01). */
  const DEPT_HEAD_POST = { zh: '部门负责人', en: 'Head of department', es: 'Jefe de departamento' };
  const names = { zh: ['报销审批', '差旅核对'], en: ['Reimbursement approval', 'Travel check'], es: ['Aprobación de reembolso', 'Control de viajes'] };

  const staff = await apiAs(baseURL!, 'staff01');
  const leader = await apiAs(baseURL!, 'leader01');
  const claim = await submittedClaim(staff, '历史表岗位列');
  expect((await (await leader.post(`/prod-api/wf/reimapplication/${claim}/approve`, { data: { examRemarks: '同意' } })).json()).status).toBe(200);
  await Promise.all([staff.dispose(), leader.dispose()]);

  for (const locale of ['zh', 'en', 'es'] as const) {
    await useLanguage(page, locale);
    await page.goto('/system/process');
    const list = page.getByTestId('flow-versions');
    await expect(list.locator('[data-flow-key="reimbursement"]')).toHaveText(names[locale][0]);
    await expect(list.locator('[data-flow-key="travelCheck"]')).toHaveText(names[locale][1]);
    await list.locator('[data-version="travelCheck:1"]').click();
    await expect(page.getByText(`${names[locale][1]} · ${text(locale, 'wf.process.version', { version: 1 })}`)).toBeVisible();
    await list.locator('[data-flow-key="reimbursement"]').screenshot({ path: `${SHOTS}/process-list-${locale}.png` });

    // The department head's row: the post column names 张经理's post, the approver column names him.
    await page.goto(`/expense/reimapplication/view?id=${claim}`);
    await page.getByTestId('flow-tracing-button').click();
    // The first approval step's row (a round's heading and the submission come before it).
    const row = page.getByTestId('history-table').locator('tbody tr').filter({ hasText: '张经理' }).first();
    await expect(row.locator('td').nth(1)).toHaveText(DEPT_HEAD_POST[locale]);
    await expect(row.locator('td').nth(2)).toHaveText('张经理');
    await settled(page);
    await page.screenshot({ path: `${SHOTS}/history-${locale}.png` });
  }
});

test('the simple mode shows the route as a chain of steps: “+” inserts an approval step the panel sets up, the bin removes it, the diagram follows', async ({
  page,
}) => {
  await signIn(page, 'admin');
  const version = await newDraft(page);
  for (const locale of ['zh', 'es'] as const) {
    await openDraft(page, locale, version);
    await page.getByTestId('mode-simple').click();
    await expect(page.getByTestId('simple-flow').locator('[data-step="Task_Finance"]')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/designer-simple-${locale}.png` });
  }
  await openDraft(page, 'en', version);
  await page.getByTestId('mode-simple').click();
  const chain = page.getByTestId('simple-flow');
  const steps = chain.locator('[data-step]');
  await expect(steps).toHaveText([/Application submitted/, /Department head approval/, /Finance approval/, /Amount over the approval limit/]);
  await expect(chain.locator('[data-step="Task_Finance"]')).toContainText(`${en('wf.process.assignee.post')}: Finance officer`);
  // At the gateway the chain says the route branches there, to be drawn in the diagram.
  await expect(chain.getByTestId('simple-rest')).toContainText(en('wf.designer.simple.branch'));

  // "+" between the department head and finance: an approval step, named in the three languages, selected in the panel.
  await chain.locator('[data-testid="simple-add"][data-arrow="Flow_ToFinance"]').click();
  await page.getByRole('menuitem', { name: en('wf.designer.kind.userTask') }).click();
  await expect(steps).toHaveCount(5);
  const added = steps.nth(2);
  await expect(added).toHaveAttribute('data-kind', 'userTask');
  await expect(added).toContainText(en('wf.designer.simple.noApprover'));
  const panel = page.getByTestId('bpmn-properties');
  await expect(panel.getByRole('textbox', { name: labelled(en('wf.process.nodeName')) })).toHaveValue(text('zh', 'wf.designer.kind.userTask'));
  // One undo takes the whole insertion back, one redo brings it again.
  await page.getByTestId('designer-undo').click();
  await expect(steps).toHaveCount(4);
  await page.getByTestId('designer-redo').click();
  await expect(steps).toHaveCount(5);
  await steps.nth(2).click();
  await panel.getByTestId('assignee-type').click();
  await page.getByRole('option', { name: en('wf.process.assignee.post'), exact: true }).click();
  await panel.getByTestId('assignee-code').click();
  await page.getByRole('option', { name: 'General manager', exact: true }).click();
  // The general manager works at head office: looked for group-wide, as the shipped flow does.
  await panel.getByTestId('assignee-scope').click();
  await page.getByRole('option', { name: en('wf.designer.scope.group'), exact: true }).click();
  await expect(steps.nth(2)).toContainText(`${en('wf.process.assignee.post')}: General manager`);
  await page.screenshot({ path: `${SHOTS}/designer-simple-added-en.png` });

  // The diagram holds the same step, between the two, and the flow verifies.
  await page.getByTestId('mode-diagram').click();
  await page.getByRole('button', { name: en('wf.process.verify') }).click();
  await expect(
    page
      .getByTestId('verify-result')
      .getByRole('alert')
      .filter({ hasText: en('wf.process.verified') }),
  ).toBeVisible();
  const saved = (await (await page.request.get('/prod-api/flow/definitions?flowKey=reimbursement')).json()).data.find(
    (row: { version: number }) => row.version === version,
  );
  const model = (await (await page.request.get(`/prod-api/flow/definitions/${saved.id}`)).json()).data.model;
  const inserted = Object.values(
    model.nodes as Record<string, { id: string; kind: string; name: string; names?: object; assignee?: object; outgoing: string[] }>,
  ).find((node) => node.kind === 'userTask' && !['Task_DeptHead', 'Task_Finance', 'Task_GeneralManager'].includes(node.id))!;
  expect(inserted).toMatchObject({
    name: '审批环节',
    names: { en: 'Approval step', es: 'Paso de aprobación' },
    assignee: { type: 'post', value: 'gm', scope: 'group' },
  });
  expect(model.flows.Flow_ToFinance.target).toBe(inserted.id);
  expect(model.flows[inserted.outgoing[0]].target).toBe('Task_Finance');

  // Back in the simple mode, its bin removes it and joins the department head to finance again.
  await page.getByTestId('mode-simple').click();
  await steps.nth(2).getByTestId('simple-delete').click();
  await expect(steps).toHaveText([/Application submitted/, /Department head approval/, /Finance approval/, /Amount over the approval limit/]);
  await page.getByRole('button', { name: en('wf.process.verify') }).click();
  await expect(
    page
      .getByTestId('verify-result')
      .getByRole('alert')
      .filter({ hasText: en('wf.process.verified') }),
  ).toBeVisible();
});
