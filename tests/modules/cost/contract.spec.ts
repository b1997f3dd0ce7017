import { formatMoneyIn } from '../../../src/shared/money-format.ts';
import { expect, test, type Locator, type Page } from '@playwright/test';
import JSZip from 'jszip';
import { PDFDocument } from 'pdf-lib';
import type { Locale } from '../../../src/shared/i18n/locales.ts';
import contractLabels from '../../../src/modules/cost/contract/contract.labels.json' with { type: 'json' };
import projectLabels from '../../../src/modules/cost/project/project.labels.json' with { type: 'json' };
import contractSignLabels from '../../../src/modules/cost/contract-sign/contract-sign.labels.json' with { type: 'json' };
import receiptLabels from '../../../src/modules/expense/receipt/receipt.labels.json' with { type: 'json' };
import dictionaries from '../../../src/shared/dictionaries.json' with { type: 'json' };
import { typeDate } from '../../e2e/date-picker.helpers.ts';
import { apiAs, choose, expectNotice, labelled, openScreen, screenshot, settled, signIn, text, useLanguage } from '../../e2e/e2e.helpers.ts';

const zh = (id: string, values?: Record<string, string | number>) => text('zh', id, values);
const field = (page: Page, id: string) => page.getByRole('textbox', { name: labelled(zh(id)) });
const combo = (page: Page, id: string) => page.getByRole('combobox', { name: labelled(zh(id)) });
/** A dictionary value's Chinese name (src/shared/dictionaries.json: code, then value, zh, en, es). */
const dictionary = (code: string, value: string) => dictionaries.find((entry) => entry.code === code)!.values.find((row) => row[0] === value)![1];

/** Picks a record in a pick field by typing part of its name. */
async function pick(page: Page, box: Locator, typed: string) {
  // The options follow the search as its answers arrive: an option replaced under the click picks nothing, so pick again.
  await expect(async () => {
    await box.click();
    await box.fill(typed);
    await page.getByRole('option').filter({ hasText: typed }).first().click({ timeout: 5_000 });
    await expect(box).toHaveValue(new RegExp(typed.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')), { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/** Types a money figure and leaves the field, which shows it formatted. */
async function typeMoney(box: Locator, typed: string, shown: string) {
  await box.clear();
  await box.fill(typed);
  await box.blur();
  await expect(box).toHaveValue(shown);
}

test.use({ locale: 'zh-CN', viewport: { width: 1366, height: 820 } });

test('a bid is registered and won through a change; it continues in a contract, which is signed, and in a project whose shares must add up to 100 %; it is invoiced, a receipt above what remains is refused, a change is a new version whose difference is shown, the count report counts it, and it is archived', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const title = `地铁五号线造价咨询合同 ${Date.now().toString(36)}`;
  await page.goto('/login');
  await useLanguage(page, 'zh');

  // staff01 registers a bid; once approved, its result is recorded through a change: won, at 860,000.00.
  await signIn(page, 'staff01');
  const staff = await apiAs(baseURL!, 'staff01');
  const projectName = `萧山国际机场四期造价咨询 ${Date.now().toString(36)}`;
  await page.goto('/cost/bidregistration/edit');
  await field(page, 'modules.bidregistration.fields.projectName').fill(projectName);
  await pick(page, combo(page, 'modules.bidregistration.fields.tenderer'), '杭州');
  await choose(page, combo(page, 'modules.bidregistration.fields.bidType'), dictionary('bidType', '2'));
  await typeMoney(field(page, 'modules.bidregistration.fields.bidPrice'), '880000.00', '880,000.00');
  await typeDate(page.locator('[data-field=openingDate]'), '2026-11-18');
  await choose(page, combo(page, 'modules.bidregistration.fields.result'), zh('modules.bidregistration.options.result.pending'));
  await page.getByRole('button', { name: zh('actions.save'), exact: true }).click();
  await expectNotice(page, zh('messages.created'));
  const bids = (await (await staff.post('/prod-api/m/bidregistration/page', { data: { page: { pageIndex: 1, limit: 10 }, query: projectName } })).json()).data
    .list;
  const bidId = bids.find((row: { projectName: string }) => row.projectName === projectName).id as number;
  const actOnBid = async (user: string, action: string, data: object = {}) =>
    expect(
      (await (await (user === 'staff01' ? staff : await apiAs(baseURL!, user)).post(`/prod-api/wf/bidregistration/${bidId}/${action}`, { data })).json())
        .status,
    ).toBe(200);
  await actOnBid('staff01', 'submit');
  for (const approver of ['leader01', 'manager01']) await actOnBid(approver, 'approve');
  await actOnBid('staff01', 'change.start', { examRemarks: '中标结果更新' });
  await page.goto(`/cost/bidregistration/edit?id=${bidId}`);
  await choose(page, combo(page, 'modules.bidregistration.fields.result'), zh('modules.bidregistration.options.result.won'));
  await typeMoney(field(page, 'modules.bidregistration.fields.winningPrice'), '860000.00', '860,000.00');
  await page.getByRole('button', { name: zh('actions.save'), exact: true }).click();
  await expectNotice(page, zh('messages.saved'));
  await actOnBid('staff01', 'submit');
  for (const approver of ['leader01', 'manager01']) await actOnBid(approver, 'approve');
  const won = (await (await staff.get(`/prod-api/m/bidregistration/${bidId}`)).json()).data;
  expect(won).toMatchObject({ result: 'won', status: 6 });

  // The won bid continues in a contract: the form opens filled from the bid.
  await page.goto(`/cost/bidregistration/view?id=${won.id}`);
  await page.getByTestId('follow-up-contract').click();
  await expect(page).toHaveURL(/\/cost\/contract\/addContract\?from=bidregistration&fromId=/);
  await expect(field(page, 'modules.contract.fields.title')).toHaveValue(won.projectName);
  await expect(combo(page, 'modules.contract.fields.customer')).toHaveValue(/杭州/);
  await expect(combo(page, 'modules.contract.fields.bid')).toHaveValue(won.projectName);
  await expect(field(page, 'modules.contract.fields.amount')).toHaveValue(/860,?000/);
  await field(page, 'modules.contract.fields.title').fill(title);
  await typeMoney(field(page, 'modules.contract.fields.amount'), '100000.00', '100,000.00');
  await choose(page, combo(page, 'modules.contract.fields.contractType'), dictionary('customerContractType', '1'));
  await choose(page, combo(page, 'modules.contract.fields.contractTerm'), dictionary('contractTerm', '108'));
  await typeDate(page.locator('[data-field=signDate]'), '2026-11-20');
  await typeDate(page.locator('[data-field=startDate]'), '2026-12-01');
  await pick(page, combo(page, 'modules.contract.fields.responsiblePerson'), '张');
  await screenshot(page, 'contract-form-zh', { fullPage: true });
  await page.getByRole('button', { name: zh('actions.save'), exact: true }).click();
  await expectNotice(page, zh('messages.created'));

  // Submitted, then signed by the department head, finance and the general manager; it names the bid it came from.
  const list = (await (await staff.post('/prod-api/m/contract/page', { data: { page: { pageIndex: 1, limit: 10 }, quick: title } })).json()).data.list;
  const contract = list.find((row: { title: string }) => row.title === title);
  expect(contract.bid).toBe(won.id);
  const id = contract.id as number;
  const act = async (user: string, action: string, data: object = {}) =>
    expect(
      (await (await (user === 'staff01' ? staff : await apiAs(baseURL!, user)).post(`/prod-api/wf/contract/${id}/${action}`, { data })).json()).status,
    ).toBe(200);
  await act('staff01', 'submit');
  for (const approver of ['leader01', 'finance01', 'manager01']) await act(approver, 'approve');

  // staff01 continues the won bid in a project: three members whose shares must add up to exactly 100 %.
  await page.goto(`/cost/bidregistration/view?id=${won.id}`);
  await page.getByTestId('follow-up-project').click();
  await expect(field(page, 'modules.project.fields.projectName')).toHaveValue(won.projectName);
  await pick(page, combo(page, 'modules.project.fields.projectLeader'), '张');
  await typeDate(page.locator('[data-field=startDate]'), '2026-12-01');
  const members = page.locator('[data-field=members]');
  const cell = (column: string, index: number) => `${zh(`modules.project.fields.members.${column}`)} ${index + 1}`;
  const team = [
    ['张', 'leader', '50'],
    ['陈', 'engineer', '30'],
    ['李', 'reviewer', '10'],
  ] as const;
  for (const [index, [person, role, share]] of team.entries()) {
    await members.getByRole('button', { name: zh('form.addRow') }).click();
    const row = members.locator('tbody tr').nth(index);
    await pick(page, row.getByRole('combobox', { name: cell('member', index) }), person);
    await choose(page, row.getByRole('combobox', { name: cell('role', index) }), projectLabels.options.role[role].zh);
    await row.getByRole('textbox', { name: cell('share', index) }).fill(share);
  }
  await page.getByRole('button', { name: zh('actions.save'), exact: true }).click();
  await expect(members.getByText(zh('engine.columnTotal', { total: 100, sum: '90.00' }))).toBeVisible();
  await screenshot(page, 'project-shares-refused-zh', { fullPage: true });
  await members.getByRole('textbox', { name: cell('share', 2) }).fill('20');
  await page.getByRole('button', { name: zh('actions.save'), exact: true }).click();
  await expectNotice(page, zh('messages.created'));

  // The department head registers a receipt against it (the East branch's records are in his scope): one cent above
  // the amount is refused with what remains, 40,000.00 is accepted.
  await signIn(page, 'leader01');
  await page.goto('/istration/receipt/addReceipt');
  await field(page, 'modules.receipt.fields.title').fill('合同首付款到账');
  await pick(page, combo(page, 'modules.receipt.fields.customer'), '杭州');
  await pick(page, combo(page, 'modules.receipt.fields.contract'), title);
  await field(page, 'modules.receipt.fields.amount').fill('100000.01');
  await typeDate(page.locator('[data-field=receivedOn]'), '2026-11-21');
  await choose(page, combo(page, 'modules.receipt.fields.method'), zh('modules.receipt.options.method.transfer'));
  await page.getByRole('button', { name: zh('actions.save'), exact: true }).click();
  await expect(page.getByText(zh('engine.overLimit', { limit: '100,000.00' })).first()).toBeVisible();
  await screenshot(page, 'contract-receipt-refused-zh');
  await typeMoney(field(page, 'modules.receipt.fields.amount'), '40000.00', '40,000.00');
  await page.getByRole('button', { name: zh('actions.save'), exact: true }).click();
  await expectNotice(page, zh('messages.created'));

  // staff01 changes the contract: below what is received is refused, a raise is saved and approved as version 2.
  await signIn(page, 'staff01');
  await act('staff01', 'change.start', { examRemarks: '调整合同金额' });
  await page.goto(`/cost/contract/addContract?id=${id}`);
  await typeMoney(field(page, 'modules.contract.fields.amount'), '39999.99', '39,999.99');
  await page.getByRole('button', { name: zh('actions.save'), exact: true }).click();
  await expect(page.getByText(zh('engine.belowCommitted', { committed: '40,000.00' })).first()).toBeVisible();
  await typeMoney(field(page, 'modules.contract.fields.amount'), '120000.00', '120,000.00');
  await page.getByRole('button', { name: zh('actions.save'), exact: true }).click();
  await expectNotice(page, zh('messages.saved'));
  await act('staff01', 'submit');
  for (const approver of ['leader01', 'finance01', 'manager01']) await act(approver, 'approve');

  // The view's versions: version 2 against version 1 shows the amount that changed; screenshots in three languages.
  const versions = async (locale: Locale, name: string) => {
    await useLanguage(page, locale);
    await page.goto(`/cost/contract/view?id=${id}`);
    await page.getByTestId('open-versions').click();
    await settled(page);
    const dialog = page.getByTestId('versions-dialog');
    await expect(dialog.getByTestId('versions-list').locator('[data-version]')).toHaveCount(2);
    await expect(dialog.getByTestId('versions-shown')).toHaveAttribute('data-version', '2');
    await expect(dialog.getByTestId('replay-diff').locator('[data-field=amount]')).toContainText(/120[.,]000[.,]00/);
    await screenshot(page, name);
  };
  await versions('zh', 'contract-versions-zh');
  await versions('en', 'contract-versions-en');
  await versions('es', 'contract-versions-es');
  await page.setViewportSize({ width: 390, height: 844 });
  await versions('zh', 'contract-versions-phone-zh');
  await page.setViewportSize({ width: 1366, height: 820 });

  // staff01 applies for an invoice of 30,000.00 against it; the department head's view of the contract lists the
  // invoice application and the receipt filed against it, with what has been invoiced and received.
  const invoice = await staff.post('/prod-api/m/invoiceapplication', {
    data: {
      title: '首期咨询费开票',
      customer: contract.customer,
      contract: id,
      invoiceType: '0',
      invoicing: '1',
      taxRate: '6',
      applyDate: '2026-11-24',
      lines: [{ item: '咨询服务', amount: '30000.00' }],
    },
  });
  expect((await invoice.json()).status).toBe(200);
  await signIn(page, 'leader01');
  for (const locale of ['zh', 'en', 'es'] as const) {
    await useLanguage(page, locale);
    await page.goto(`/cost/contract/view?id=${id}`);
    await expect(page.getByTestId('related-invoiceapplication')).toContainText(/30[.,]000[.,]00/);
    const receipts = page.getByTestId('related-receipt');
    await expect(receipts).toContainText('合同首付款到账');
    await expect(receipts).toContainText(
      text(locale, 'view.related.sum', { label: receiptLabels.fields.amount[locale], amount: formatMoneyIn(locale, '40000.00') }),
    );
    await screenshot(page, `contract-related-${locale}`, { fullPage: true });
  }

  // The contract count report counts the signed contracts.
  await useLanguage(page, 'zh');
  await page.goto('/count/contract');
  await expect(page.getByRole('heading', { name: contractLabels.report.zh })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: '120,000.00' }).first()).toBeVisible();
  await page.waitForTimeout(1000); // the chart's line draws itself in
  await screenshot(page, 'contract-count-zh');

  // At the end of its life the contract is archived through the same flow, and its view says so.
  await act('staff01', 'archive.start');
  await act('staff01', 'submit');
  for (const approver of ['leader01', 'finance01', 'manager01']) await act(approver, 'approve');
  await page.goto(`/cost/contract/view?id=${id}`);
  await expect(page.getByText(zh('docStatus.12'), { exact: true }).first()).toBeVisible();
});

test('screenshots of the Bidding and cost screens in zh, en and es, and two forms at 390 px', async ({ page }) => {
  test.setTimeout(300_000);
  await page.goto('/login');
  // The department head: the East branch's bids, costs and bonds are in his scope.
  await signIn(page, 'leader01');
  const screens = [
    '/cost/tender',
    '/cost/tenderregistration/components/Edit',
    '/cost/qualification',
    '/cost/qualification/edit',
    '/cost/bidcost',
    '/cost/costapplication/edit',
    '/cost/bidbond',
    '/cost/projectrecords/addProject',
    '/cost/archive',
    '/cost/archiveborrow/edit',
    '/cost/document',
    '/cost/document/addDocument',
  ];
  for (const locale of ['zh', 'en', 'es'] as const) {
    await useLanguage(page, locale);
    await page.goto('/home');
    for (const path of screens) {
      await openScreen(page, path);
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      // A list is drawn with its rows, or its "no data" row.
      if (!/edit|add/i.test(path)) await expect(page.locator('table tbody tr').filter({ visible: true }).first()).toBeVisible();
      await screenshot(page, `cost${path.replaceAll('/', '-')}-${locale}`, { fullPage: true });
    }
  }
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/cost/costapplication/edit', '/cost/archiveborrow/edit']) {
    await openScreen(page, path);
    await screenshot(page, `cost${path.replaceAll('/', '-')}-es-390`, { fullPage: true });
  }
});

test('a contract is signed: the PDF signing dialog places the seal on a chosen page and corner, the Word one says where it goes, and the approved signature keeps the stamped copy', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await page.goto('/login');
  await useLanguage(page, 'en');
  await signIn(page, 'staff01');
  const en = (id: string, values?: Record<string, string | number>) => text('en', id, values);
  const pdf = await PDFDocument.create();
  for (let index = 0; index < 3; index++) pdf.addPage([595, 842]).drawText(`Page ${index + 1}`, { x: 72, y: 760, size: 24 });
  const bytes = Buffer.from(await pdf.save());

  await page.goto('/cost/contractsign/edit');
  await pick(page, page.getByRole('combobox', { name: labelled('Contract') }), '杭州地铁三号线');
  await choose(page, page.getByRole('combobox', { name: labelled('Seal') }), contractSignLabels.options.seal.company.en);
  // A Word file goes to the Word signing dialog, which says where the seal goes.
  const upload = page.locator('[data-field=file] input[type=file]');
  const docx = new JSZip();
  docx.file('[Content_Types].xml', '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>');
  docx.file(
    'word/document.xml',
    '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body/></w:document>',
  );
  const word = await docx.generateAsync({ type: 'nodebuffer' });
  await upload.setInputFiles({ name: 'contract.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', buffer: word });
  await page.getByTestId('place-seal').click();
  await expect(page.getByTestId('word-signing-dialog')).toContainText(en('seal.word.where'));
  await page
    .getByTestId('word-signing-dialog')
    .getByRole('button', { name: en('actions.cancel') })
    .click();
  await page.getByLabel(en('upload.remove', { name: 'contract.docx' })).click();
  // A PDF goes to the PDF signing dialog: its pages are drawn, page 2 and the bottom-left corner are chosen.
  await upload.setInputFiles({ name: 'contract.pdf', mimeType: 'application/pdf', buffer: bytes });
  await page.getByTestId('place-seal').click();
  const dialog = page.getByTestId('pdf-signing-dialog');
  await expect(dialog.getByTestId('pdf-pages').getByRole('button')).toHaveCount(3);
  await dialog.getByRole('button', { name: en('seal.pdf.page', { page: 2 }) }).click();
  await dialog.getByRole('button', { name: en('seal.position.bottomLeft') }).click();
  await expect(dialog.getByTestId('seal-mark')).toBeVisible();
  await expect(dialog).toContainText(en('seal.pdf.pages', { n: 3, page: 2 }));
  await screenshot(page, 'contract-sign-pdf-dialog-en');
  await dialog.getByRole('button', { name: en('actions.confirm') }).click();
  await expect(page.getByRole('textbox', { name: labelled('Page') })).toHaveValue('2');
  await page.getByRole('button', { name: en('actions.save'), exact: true }).click();
  await expectNotice(page, en('messages.created'));

  // Submitted, approved by the department head and the general manager: the view offers the stamped copy.
  const staff = await apiAs(baseURL!, 'staff01');
  const rows = (await (await staff.post('/prod-api/m/contractsign/page', { data: { page: { pageIndex: 1, limit: 50 } } })).json()).data.list as {
    id: number;
  }[];
  const row = rows.reduce((newest, candidate) => (candidate.id > newest.id ? candidate : newest));
  expect(row).toMatchObject({ page: 2, position: 'bottomLeft' });
  const act = async (user: string, action: string) =>
    expect(
      (await (await (user === 'staff01' ? staff : await apiAs(baseURL!, user)).post(`/prod-api/wf/contractsign/${row.id}/${action}`, { data: {} })).json())
        .status,
    ).toBe(200);
  await act('staff01', 'submit');
  for (const approver of ['leader01', 'manager01']) await act(approver, 'approve');
  await page.goto(`/cost/contractsign/view?id=${row.id}`);
  await expect(page.locator('[data-field=signedFile]').getByText('contract-signed.pdf')).toBeVisible();
});
