import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { pdfText } from '../../support/pdf-text.helpers.ts';
import { typeDate } from '../../e2e/date-picker.helpers.ts';
import {
  apiAs,
  approvalAction,
  approvalDialog,
  choose,
  expectNotice,
  labelled,
  openScreen,
  screenshot,
  signIn,
  text,
  useLanguage,
} from '../../e2e/e2e.helpers.ts';

const zh = (id: string, values?: Record<string, string | number>) => text('zh', id, values);
const field = (page: Page, id: string) => page.getByRole('textbox', { name: labelled(zh(id)) });
const combo = (page: Page, id: string) => page.getByRole('combobox', { name: labelled(zh(id)) });
/** A detail table's cell: its column's label and the row's number. */
const cell = (page: Page, role: 'textbox' | 'combobox', id: string, row: number) => page.getByRole(role, { name: `${zh(id)} ${row}`, exact: true });

/** Picks a record in a pick field by typing part of its name. */
async function pick(page: Page, box: Locator, typed: string) {
  await box.click();
  await box.fill(typed);
  await page.getByRole('option').filter({ hasText: typed }).first().click();
}

type Api = APIRequestContext;
const data = async (answer: ReturnType<Api['get']>) => (await (await answer).json()) as { status: number; msg: string; data: any };
const act = async (api: Api, module: string, id: number, action: string) => {
  const answer = await data(api.post(`/prod-api/wf/${module}/${id}/${action}`, { data: {} }));
  expect(answer.status, answer.msg).toBe(200);
};
/** The newest record of a module the caller sees. */
const newest = async (api: Api, module: string) =>
  (await data(api.post(`/prod-api/m/${module}/page`, { data: { page: { pageIndex: 1, limit: 1 } } }))).data.list[0];

test.use({ locale: 'zh-CN', viewport: { width: 1366, height: 820 } });

test('20 laptops are bought and 18 received (2 rejected); one is issued to staff01 and shows in their holdings, one borrowed and returned, one scrapped and never issued again; their labels print with their tags', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const finance = await apiAs(baseURL!, 'finance01');
  const staff = await apiAs(baseURL!, 'staff01');
  await page.goto('/login');
  await useLanguage(page, 'zh');
  const suffix = Date.now().toString(36);
  const item = `演示笔记本电脑 ${suffix}`;
  const store = `总部 3楼 物品库房 ${suffix}`;
  const [category] = (await data(finance.post('/prod-api/m/goodscategory/page', { data: { page: { pageIndex: 1, limit: 1 }, query: '计算机' } }))).data.list;
  expect((await data(finance.post('/prod-api/m/goodsitem', { data: { name: item, category: category.id, unit: 'unit', kind: 'fixedAsset' } }))).status).toBe(
    200,
  );

  // finance01 files the purchase contract in its form: each line's amount and the total are computed as it is typed.
  await signIn(page, 'finance01');
  await page.goto('/goods/purchasecontract/edit');
  await field(page, 'modules.purchasecontract.fields.title').fill(`${item} 采购合同`);
  await pick(page, combo(page, 'modules.purchasecontract.fields.supplier'), '杭州数码');
  await typeDate(page.locator('[data-field=signDate]'), '2026-11-20');
  await page.getByRole('button', { name: zh('form.addRow') }).click();
  await pick(page, cell(page, 'combobox', 'modules.purchasecontract.fields.lines.item', 1), item);
  await cell(page, 'textbox', 'modules.purchasecontract.fields.lines.quantity', 1).fill('20');
  await cell(page, 'textbox', 'modules.purchasecontract.fields.lines.unitPrice', 1).fill('7999.00');
  await expect(cell(page, 'textbox', 'modules.purchasecontract.fields.lines.amount', 1)).toHaveValue(/159,?980\.00/);
  await expect(field(page, 'modules.purchasecontract.fields.amount')).toHaveValue(/159,?980\.00/);
  await screenshot(page, 'goods-purchase-contract-form-zh');
  await page.getByRole('button', { name: zh('actions.save'), exact: true }).click();
  await expectNotice(page, zh('messages.created'));
  const contract = await newest(finance, 'purchasecontract');
  expect(contract.amount).toBe(159980);
  await act(finance, 'purchasecontract', contract.id, 'submit');
  const manager = await apiAs(baseURL!, 'manager01');
  await act(manager, 'purchasecontract', contract.id, 'approve');

  // The acceptance, started from the signed contract's view: 18 accepted, 2 rejected with their reason.
  await page.goto(`/goods/purchasecontract/view?id=${contract.id}`);
  await page.getByRole('button', { name: zh('modules.materialstock.title') }).click();
  await expect(page).toHaveURL(/\/goods\/materialstock\/edit/);
  await typeDate(page.locator('[data-field=acceptedDate]'), '2026-11-21');
  await field(page, 'modules.materialstock.fields.location').fill(store);
  // It opens with the contract's line: the item and the 20 ordered, of which 18 pass.
  await expect(cell(page, 'combobox', 'modules.materialstock.fields.lines.item', 1)).toHaveValue(item);
  await expect(cell(page, 'textbox', 'modules.materialstock.fields.lines.quantity', 1)).toHaveValue('20');
  await cell(page, 'textbox', 'modules.materialstock.fields.lines.quantity', 1).fill('18');
  await cell(page, 'textbox', 'modules.materialstock.fields.lines.rejected', 1).fill('2');
  await cell(page, 'textbox', 'modules.materialstock.fields.lines.rejectReason', 1).fill('屏幕坏点');
  await page.getByRole('button', { name: zh('actions.save'), exact: true }).click();
  await expectNotice(page, zh('messages.created'));
  const acceptance = await newest(finance, 'materialstock');
  await act(finance, 'materialstock', acceptance.id, 'submit');
  await act(manager, 'materialstock', acceptance.id, 'approve');
  // Its view lists the 18 fixed assets it made, in store.
  await page.goto(`/goods/materialstock/view?id=${acceptance.id}`);
  const assetsMade = page.getByTestId('related-goodsasset');
  await expect(assetsMade).toContainText(zh('view.related.count', { n: 18, via: zh('modules.goodsasset.fields.acceptance') }));
  await expect(assetsMade.getByText(zh('lifecycleStatus.goods.normal')).first()).toBeVisible();
  const assets = (await data(finance.post('/prod-api/m/goodsasset/page', { data: { page: { pageIndex: 1, limit: 50 } } }))).data.list
    .filter((asset: { acceptance: number }) => asset.acceptance === acceptance.id)
    .sort((a: { id: number }, b: { id: number }) => a.id - b.id);
  expect(assets).toHaveLength(18);
  const [issued, lent, scrapped] = assets;

  // staff01 asks for one laptop in the use form; the department head and the goods keeper approve.
  await signIn(page, 'staff01');
  await page.goto('/goods/materialuse/edit');
  await field(page, 'modules.materialuse.fields.purpose').fill('新员工入职配发');
  // Whoever fills in the form receives, until changed.
  await expect(combo(page, 'modules.materialuse.fields.receiver')).toHaveValue('陈小明');
  await typeDate(page.locator('[data-field=useDate]'), '2026-11-22');
  await page.getByRole('button', { name: zh('form.addRow') }).click();
  await pick(page, cell(page, 'combobox', 'modules.materialuse.fields.lines.item', 1), item);
  await pick(page, cell(page, 'combobox', 'modules.materialuse.fields.lines.asset', 1), issued.serialNo);
  await cell(page, 'textbox', 'modules.materialuse.fields.lines.quantity', 1).fill('1');
  await page.getByRole('button', { name: zh('actions.save'), exact: true }).click();
  await expectNotice(page, zh('messages.created'));
  const use = await newest(staff, 'materialuse');
  await act(staff, 'materialuse', use.id, 'submit');
  await act(await apiAs(baseURL!, 'leader01'), 'materialuse', use.id, 'approve');
  await act(finance, 'materialuse', use.id, 'approve');
  // It shows in staff01's holdings (the count report of what each person holds).
  await page.goto(`/goods/goodsasset/view?id=${issued.id}`);
  await expect(page.getByText(zh('lifecycleStatus.goods.issued')).first()).toBeVisible();
  const holdings = (await data(staff.get('/prod-api/stock/holdings'))).data;
  expect(holdings.assets.map((asset: { tag: string }) => asset.tag)).toContain(issued.serialNo);

  // Another is borrowed and returned; the borrowing is then returned (27) and the laptop back in store.
  const borrowLines = [{ item: issued.item, asset: lent.id, quantity: '1' }];
  const borrowing = (
    await data(
      staff.post('/prod-api/m/materialborrow', {
        data: { purpose: '外出审计', borrower: use.receiver, borrowDate: '2026-11-22', dueDate: '2026-11-26', lines: borrowLines },
      }),
    )
  ).data;
  await act(staff, 'materialborrow', borrowing.id, 'submit');
  await act(await apiAs(baseURL!, 'leader01'), 'materialborrow', borrowing.id, 'approve');
  await act(finance, 'materialborrow', borrowing.id, 'approve');
  // The return starts from the borrowing's view: it opens with the borrowing, its borrower and its lines.
  await page.goto(`/goods/materialborrow/view?id=${borrowing.id}`);
  await page.getByTestId('follow-up-materialreturn').click();
  await expect(page).toHaveURL(/\/goods\/materialreturn\/edit\?from=materialborrow&fromId=\d+/);
  await expect(combo(page, 'modules.materialreturn.fields.returner')).toHaveValue('陈小明');
  await expect(cell(page, 'textbox', 'modules.materialreturn.fields.lines.quantity', 1)).toHaveValue('1');
  await expect(cell(page, 'combobox', 'modules.materialreturn.fields.lines.asset', 1)).toHaveValue(new RegExp(lent.serialNo));
  await typeDate(page.locator('[data-field=returnDate]'), '2026-11-24');
  await choose(page, combo(page, 'modules.materialreturn.fields.condition'), zh('modules.materialreturn.options.condition.intact'));
  await page.getByRole('button', { name: zh('actions.save'), exact: true }).click();
  await expectNotice(page, zh('messages.created'));
  const giveBack = await newest(staff, 'materialreturn');
  await act(staff, 'materialreturn', giveBack.id, 'submit');
  await act(finance, 'materialreturn', giveBack.id, 'approve');
  expect((await data(staff.get(`/prod-api/m/materialborrow/${borrowing.id}`))).data.status).toBe(27);
  await page.goto(`/goods/goodsasset/view?id=${lent.id}`);
  await expect(page.getByText(zh('lifecycleStatus.goods.normal')).first()).toBeVisible();
  await expect(page.getByText(zh('modules.goodsasset.options.returnState.2')).first()).toBeVisible();

  // A third is scrapped; staff01's request for it is then refused with the reason, and stays a draft.
  const scrap = (
    await data(
      finance.post('/prod-api/m/materialscrap', {
        data: { reason: '进水损坏', scrapDate: '2026-11-23', lines: [{ item: issued.item, asset: scrapped.id, quantity: '1' }] },
      }),
    )
  ).data;
  await act(finance, 'materialscrap', scrap.id, 'submit');
  await act(manager, 'materialscrap', scrap.id, 'approve');
  const again = (
    await data(
      staff.post('/prod-api/m/materialuse', {
        data: { purpose: '再次领用', receiver: use.receiver, useDate: '2026-11-24', lines: [{ item: issued.item, asset: scrapped.id, quantity: '1' }] },
      }),
    )
  ).data;
  await page.goto(`/goods/materialuse/view?id=${again.id}`);
  await approvalAction(page, 'submit', 'zh').click();
  await approvalDialog(page)
    .getByRole('button', { name: zh('wf.dialog.confirm') })
    .click();
  // The dialog stays open and says why.
  await expect(approvalDialog(page).getByTestId('approval-refusal')).toContainText(zh('engine.stock.assetUnavailable', { tag: scrapped.serialNo }));
  await screenshot(page, 'goods-scrapped-refused-zh');
  expect((await data(staff.get(`/prod-api/m/materialuse/${again.id}`))).data.status).toBe(0);

  // The keeper prints the three laptops' labels: the sheet downloads and shows their tags; a typed tag opens its asset.
  await signIn(page, 'finance01');
  await page.goto('/goods/goodsasset');
  // The assets are found by where they are kept (the list's quick search), as the keeper would.
  const search = page.getByRole('textbox', { name: zh('grid.quickSearch') });
  await search.fill(store);
  await page.keyboard.press('Enter');
  const rows = page.locator('tbody tr').filter({ hasText: item });
  await expect(rows).toHaveCount(10);
  for (const index of [0, 1, 2]) await rows.nth(index).locator('input[type=checkbox]').check();
  const print = page.getByRole('button', { name: zh('grid.printLabels', { n: 3 }) });
  await screenshot(page, 'goods-asset-labels-zh');
  const [download] = await Promise.all([page.waitForEvent('download'), print.click()]);
  const sheet = await pdfText(Buffer.from(await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks))));
  const tags = await Promise.all([0, 1, 2].map(async (index) => /ZC\d{9}/.exec((await rows.nth(index).textContent()) ?? '')![0]));
  for (const tag of tags) expect(sheet).toContain(tag);
  // The PDF's text runs are joined without the spaces between them.
  expect(sheet.replace(/\s/g, '')).toContain(item.replace(/\s/g, ''));
  await search.fill(scrapped.serialNo);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/goods/goodsasset/view\\?id=${scrapped.id}$`));
  await expect(page.getByText(zh('lifecycleStatus.goods.scrapped')).first()).toBeVisible();
  // Its movements: received with the others, then scrapped, each with the document that did it.
  const movements = page.getByTestId('stock-movements');
  await expect(movements.locator('tbody tr')).toHaveCount(2);
  await expect(movements.locator('tbody tr').first()).toContainText(`${zh('stock.kind.scrap')}-1`);
  await expect(movements.locator('tbody tr').last()).toContainText(`${zh('modules.materialstock.title')} ${acceptance.serialNo}`);
  await screenshot(page, 'goods-asset-view-zh', { fullPage: true });
});

test('every goods screen in Chinese, English and Spanish, and at 390 px', async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  await page.goto('/login');
  // The administrator reads every office's goods documents.
  await signIn(page, 'admin');
  const use = await newest(await apiAs(baseURL!, 'admin'), 'materialuse');
  const lists = [
    'goodscategory',
    'goodsitem',
    'supplier',
    'goodsasset',
    'purchasecontract',
    'materialstock',
    'materialuse',
    'materialborrow',
    'materialreturn',
    'materialscrap',
  ];
  for (const locale of ['zh', 'en', 'es'] as const) {
    await useLanguage(page, locale);
    await page.goto('/home');
    for (const module of lists) {
      await openScreen(page, `/goods/${module}`);
      await expect(
        page
          .getByText(text(locale, `modules.${module}.title`))
          .filter({ visible: true })
          .first(),
      ).toBeVisible();
      // The categories open as their tree; every other list shows its rows.
      await expect(
        (module === 'goodscategory' ? page.getByRole('treeitem') : page.locator('tbody tr td').filter({ visible: true }).nth(2)).first(),
      ).toBeVisible();
      await screenshot(page, `goods-${module}-${locale}`);
    }
    await openScreen(page, `/goods/materialuse/view?id=${use.id}`);
    await expect(page.getByText(use.serialNo).filter({ visible: true }).first()).toBeVisible();
    await screenshot(page, `goods-materialuse-view-${locale}`, { fullPage: true });
  }
  await useLanguage(page, 'zh');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/home');
  for (const path of ['/goods/goodsasset', '/goods/purchasecontract/edit', `/goods/materialuse/view?id=${use.id}`]) {
    await openScreen(page, path);
    await expect(page.locator('main')).toBeVisible();
    await screenshot(page, `goods-390-${path.split('?')[0].split('/').filter(Boolean).join('-')}`, { fullPage: true });
    // Nothing scrolls the page sideways at phone width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
  }
});

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
  await expect(table.getByRole('row', { name: /^笔记本电脑 / })).toContainText('15');
  await expect(table.locator('tr[data-total]')).toContainText(text('zh', 'engine.report.total'));
  await expect(page.locator('canvas').first()).toBeVisible();
  await page.getByRole('button', { name: text('zh', 'stockReport.by.category') }).click();
  await expect(table.getByRole('row', { name: /^办公设备 \/ 计算机设备 / })).toBeVisible();
  await page.getByRole('button', { name: text('zh', 'stockReport.by.item') }).click();
  await expect(table.getByRole('row', { name: /^笔记本电脑 / })).toBeVisible();
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

test("an issue whose stock went elsewhere is refused at approval, and stays marked with why in the approver's to-do, in their language and on a phone", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const [staff, leader, keeper] = [await apiAs(baseURL!, 'staff01'), await apiAs(baseURL!, 'leader01'), await apiAs(baseURL!, 'finance01')];
  const me = (await data(staff.get('/prod-api/user/current'))).data.userId as number;
  const items = (await data(staff.post('/prod-api/m/goodsitem/page', { data: { page: { pageIndex: 1, limit: 100 } } }))).data.list as {
    id: number;
    name: string;
    onHand: string;
  }[];
  const paper = items.find((item) => item.name === 'A4复印纸')!;
  const onHand = Number(paper.onHand);
  const issue = async (quantity: number) => {
    const created = await data(
      staff.post('/prod-api/m/materialuse', {
        data: { purpose: `领用 ${quantity}`, receiver: me, useDate: '2026-11-22', lines: [{ item: paper.id, quantity: String(quantity) }] },
      }),
    );
    expect(created.status, created.msg).toBe(200);
    await act(staff, 'materialuse', created.data.id, 'submit');
    return created.data.id as number;
  };
  // Two requests, each possible when submitted; the first takes all there is.
  const [first, second] = [await issue(onHand), await issue(2)];
  await act(leader, 'materialuse', first, 'approve');
  await act(keeper, 'materialuse', first, 'approve');
  await act(leader, 'materialuse', second, 'approve');
  const refused = await data(keeper.post(`/prod-api/wf/materialuse/${second}/approve`, { data: {} }));
  expect(refused.status).toBe(2002);

  await signIn(page, 'finance01');
  for (const [locale, width] of [
    ['zh', 1366],
    ['en', 1366],
    ['es', 390],
  ] as const) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 820 });
    await useLanguage(page, locale);
    await page.goto('/todo');
    const row = page.locator('[data-record]').filter({ hasText: `领用 2` }).filter({ visible: true });
    await expect(row.getByTestId('todo-refusal').first()).toContainText('A4复印纸');
    if (locale === 'en') await expect(row.getByTestId('todo-refusal').first()).toContainText('on hand');
    await screenshot(page, `goods-todo-refused-${locale}-${width}`);
  }
  for (const api of [staff, leader, keeper]) await api.dispose();
});
