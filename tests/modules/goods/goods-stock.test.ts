import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { goodsDocuments } from './goods.helpers.ts';
import { delegatedAdmin, signedInApp, type Caller } from '../../support/api.helpers.ts';

/**
 * Goods: purchase contracts, acceptance, use, borrowing, return and scrap on the append-only stock ledger. Worked
 * examples: the demo purchase of 20 laptops (18 accepted, 2 rejected) and what its documents did with them, then
 * fresh documents for each rule. Quantities hold because the database refuses any entry that would take one below zero.
 */
const { t, as, ids } = signedInApp();
const en = { 'accept-language': 'en' };

type Row = Record<string, any>;
let goods: ReturnType<typeof goodsDocuments>;
beforeAll(() => {
  goods = goodsDocuments(t, as, ids);
});
const rows = <T = Row>(query: ReturnType<typeof sql>) => goods.rows<T>(query);
const record = (module: string, id: number) => goods.record(module, id);
const act = (name: string, module: string, id: number, action: string) => goods.act(name, module, id, action);
const onHand = (itemId: number) => goods.onHand(itemId);
const assetsOf = (acceptanceId: number) => goods.assetsOf(acceptanceId);
const newItem = (name: string, kind: 'consumable' | 'fixedAsset') => goods.newItem(name, kind);
const signedContract = (lines: { item: number; quantity: string; unitPrice: string }[]) => goods.signedContract(lines);
const acceptance = (contract: number, lines: Row[], sign = true) => goods.acceptance(contract, lines, sign);
const use = (lines: Row[]) => goods.use(lines);
const borrow = (lines: Row[]) => goods.borrow(lines);
const giveBack = (lines: Row[], borrowing?: number) => goods.giveBack(lines, borrowing);
const signMovement = (module: string, id: number) => goods.signMovement(module, id);
const expectLedgerBalanced = () => goods.expectLedgerBalanced();

/** A catalogue item with the stock the ledger gives it. */
async function itemByName(name: string) {
  const [row] = await rows<{ id: number }>(sql`select id from records where module = 'goodsitem' and data ->> 'name' = ${name} and deleted_at is null`);
  return record('goodsitem', row.id);
}

describe('the demo purchase of 20 laptops', () => {
  it('received 18 (2 rejected) as 18 tagged assets; issued, lent, lent and returned, scrapped one each', async () => {
    const laptop = await itemByName('笔记本电脑');
    const [acceptanceRow] = await rows<{ id: number }>(sql`select id from records where module = 'materialstock' order by id limit 1`);
    const assets = await assetsOf(acceptanceRow.id);
    expect(assets).toHaveLength(18);
    expect(assets.every((asset) => /^ZC\d{4}\d{5}$/.test(asset.serial_no))).toBe(true);
    // Issued to staff01; lent to staff01 and not back; lent and returned; scrapped.
    expect([assets[0].status, assets[0].data.custodian, assets[0].data.returnState]).toEqual([3, ids.staff01, 0]);
    expect([assets[1].status, assets[1].data.custodian, assets[1].data.returnState]).toEqual([2, ids.staff01, 1]);
    expect([assets[2].status, assets[2].data.custodian, assets[2].data.returnState]).toEqual([1, null, 2]);
    expect(assets[17].status).toBe(4);
    expect(assets.slice(3, 17).every((asset) => asset.status === 1)).toBe(true);
    // 18 received, 1 issued, 2 lent, 1 back, 1 scrapped.
    expect(Number(laptop.onHand)).toBe(15);
    expect(await onHand((await itemByName('A4复印纸')).id)).toBe(95);
    // The toner request waits for its approvals: nothing moved yet.
    expect(await onHand((await itemByName('硒鼓')).id)).toBe(10);
    await expectLedgerBalanced();
  });

  it('offers in a line only the assets the line may move: of its item, in store to issue, held by the returner to return', async () => {
    const laptop = await itemByName('笔记本电脑');
    const [acceptanceRow] = await rows<{ id: number }>(sql`select id from records where module = 'materialstock' order by id limit 1`);
    const assets = await assetsOf(acceptanceRow.id);
    const offered = async (caller: Caller, module: string, values: Record<string, string | number>) => {
      const page = await caller.post('/m/goodsasset/page', {
        page: { pageIndex: 1, limit: 100 },
        pickFor: { module, field: 'lines.asset', values },
      });
      expect(page.body.status, page.body.msg).toBe(200);
      return (page.body.data.list as Row[]).map((row) => row.id as number).sort((a, b) => a - b);
    };
    // To issue: the 14 laptops in store, not the issued, lent or scrapped ones, nor another item's assets.
    const inStore = assets.filter((asset) => asset.status === 1).map((asset) => asset.id as number);
    expect(await offered(as.staff01, 'materialuse', { item: laptop.id })).toEqual(inStore.sort((a, b) => a - b));
    expect(await offered(as.staff01, 'materialuse', { item: (await itemByName('A4复印纸')).id })).toEqual([]);
    // To return: what the returner holds (the issued and the lent laptop), only theirs.
    expect(await offered(as.staff01, 'materialreturn', { item: laptop.id })).toEqual([assets[0].id, assets[1].id]);
    expect(await offered(as.leader01, 'materialreturn', { item: laptop.id })).toEqual([]);
  });

  it("shows staff01's holdings: the issued laptop and the one still on loan", async () => {
    const answer = await as.staff01.get('/stock/holdings');
    expect(answer.body.status, answer.body.msg).toBe(200);
    expect(answer.body.data.assets.map((asset: Row) => [asset.item, asset.status])).toEqual([
      ['笔记本电脑', 3],
      ['笔记本电脑', 2],
    ]);
    expect(answer.body.data.loans).toEqual([]);
    // A person's holdings are for whoever may list the fixed assets and has the person in their data scope (the users
    // list's rule): their department head; for head-office finance (its own company) the person does not exist.
    expect((await as.leader01.get(`/stock/holdings/${ids.staff01}`)).body.data).toEqual(answer.body.data);
    expect((await as.finance01.get(`/stock/holdings/${ids.staff01}`)).http).toBe(404);
  });
});

describe("an asset's history", () => {
  it('counts the asset alone: its receipt is one unit in, though its acceptance line received 18', async () => {
    const [laptop] = await rows<{ id: number }>(sql`select id from records where module = 'goodsasset' and deleted_at is null order by id limit 1`);
    const history = (await as.finance01.get(`/stock/movements?asset=${laptop.id}`)).body.data as Row[];
    const receipt = history.find((entry) => entry.kind === 'receive');
    expect(receipt?.quantity).toBe(1);
    expect(history.every((entry) => Math.abs(Number(entry.quantity)) === 1)).toBe(true);
  });
});

describe('the stock ledger, for a keeper of another branch', () => {
  it("shows them none of the demo documents' movements, and an entry they cannot read does not exist to reverse (404)", async () => {
    // The South branch's keeper: the catalogue's and the borrowings' codes, their own company's data.
    const south = await delegatedAdmin(t, as.admin, {
      loginName: 'southkeeper01',
      codes: ['goodsItem:list', 'goodsItem:del', 'materialBorrow:list', 'goodsAsset:list'],
      dataScope: 1,
      officeCode: 'SOUTH-ENG',
    });
    const paper = await itemByName('A4复印纸');
    const entries = (await as.admin.get(`/stock/movements?item=${paper.id}`)).body.data as { id: number }[];
    expect(entries.length).toBeGreaterThan(0);
    const seen = await south.caller.get(`/stock/movements?item=${paper.id}`);
    expect([seen.body.status, seen.body.data]).toEqual([200, []]);
    const before = await onHand(paper.id);
    expect((await south.caller.post(`/stock/ledger/${entries[0].id}/reverse`, {})).body.status).toBe(404);
    expect(await onHand(paper.id)).toBe(before);
    // Nor do the East branch's people hold anything for them.
    expect((await south.caller.get(`/stock/holdings/${ids.staff01}`)).body.status).toBe(404);
  });
});

describe('purchase contracts', () => {
  it("computes each line's amount and the total on the server, exactly, whatever the client sent", async () => {
    const paper = (await itemByName('A4复印纸')).id;
    const [supplier] = await rows<{ id: number }>(sql`select id from records where module = 'supplier' order by id limit 1`);
    const created = await as.finance01.post(
      '/m/purchasecontract',
      {
        title: '小额采购',
        supplier: supplier.id,
        signDate: '2026-11-20',
        amount: '1.00',
        lines: [
          { item: paper, quantity: '3', unitPrice: '0.10', amount: '99' },
          { item: paper, quantity: '7', unitPrice: '24.35' },
        ],
      },
      en,
    );
    expect(created.body.status, created.body.msg).toBe(200);
    const data = created.body.data;
    expect(data.lines.map((line: Row) => line.amount)).toEqual([0.3, 170.45]);
    expect(data.amount).toBe(170.75);
  });
});

describe('stock acceptance', () => {
  it('receives partly and in full, never more of an item than the contract still has to deliver', async () => {
    const laptop = await newItem('测试笔记本', 'fixedAsset');
    const mouse = await newItem('测试鼠标', 'consumable');
    const contract = await signedContract([{ item: laptop, quantity: '20', unitPrice: '7999.00' }]);
    // An item the contract does not order, and more than it orders, are refused at the submission.
    const notOrdered = await acceptance(contract, [{ item: mouse, quantity: '1' }], false);
    expect(notOrdered.submitted.body.status).toBe(1001);
    expect(notOrdered.submitted.body.msg).toContain('is not on the chosen purchase contract');
    const tooMany = await acceptance(contract, [{ item: laptop, quantity: '21' }], false);
    expect(tooMany.submitted.body.msg).toContain('still has to deliver (20)');
    // Saved as a draft, the same lines are kept and said to be too many at once, as a warning.
    const draft = await as.finance01.post(
      '/m/materialstock',
      { contract, acceptedDate: '2026-11-21', location: '总部库房', lines: [{ item: laptop, quantity: '21' }] },
      en,
    );
    expect(draft.body.status, draft.body.msg).toBe(200);
    expect(draft.body.data.warnings.map((warning: { msg: string }) => warning.msg)).toEqual([expect.stringContaining('still has to deliver (20)')]);
    const fine = await as.finance01.post(
      '/m/materialstock',
      { contract, acceptedDate: '2026-11-21', location: '总部库房', lines: [{ item: laptop, quantity: '20' }] },
      en,
    );
    expect(fine.body.data.warnings).toBeUndefined();
    await as.finance01.delete(`/m/materialstock/${draft.body.data.id}`);
    await as.finance01.delete(`/m/materialstock/${fine.body.data.id}`);

    const first = await acceptance(contract, [{ item: laptop, quantity: '18', rejected: '2', rejectReason: '屏幕坏点' }]);
    expect(await onHand(laptop)).toBe(18);
    expect(await assetsOf(first.id)).toHaveLength(18);
    const third = await acceptance(contract, [{ item: laptop, quantity: '3' }], false);
    expect(third.submitted.body.status).toBe(1001);
    expect(third.submitted.body.msg).toContain('still has to deliver (2)');
    await acceptance(contract, [{ item: laptop, quantity: '2' }]);
    expect(await onHand(laptop)).toBe(20);
    await expectLedgerBalanced();
  });

  it('answers only a signed purchase contract', async () => {
    const paper = (await itemByName('A4复印纸')).id;
    const [supplier] = await rows<{ id: number }>(sql`select id from records where module = 'supplier' order by id limit 1`);
    const draft = await as.finance01.post('/m/purchasecontract', { title: '草稿合同', supplier: supplier.id, signDate: '2026-11-20', lines: [] }, en);
    const refused = await as.finance01.post(
      '/m/materialstock',
      { contract: draft.body.data.id, acceptedDate: '2026-11-21', location: '库房', lines: [{ item: paper, quantity: '1' }] },
      en,
    );
    expect(refused.body.status).toBe(1001);
    expect(refused.body.msg).toContain('cannot be picked in its current state');
  });
});

describe('use, borrowing, return and scrap', () => {
  it('issues a fixed asset to its receiver; the same asset cannot be issued twice', async () => {
    const laptop = await newItem('领用笔记本', 'fixedAsset');
    const contract = await signedContract([{ item: laptop, quantity: '3', unitPrice: '5000.00' }]);
    const received = await acceptance(contract, [{ item: laptop, quantity: '3' }]);
    const [asset] = await assetsOf(received.id);

    const withoutAsset = await use([{ item: laptop, quantity: '1' }]);
    expect(withoutAsset.submitted.body.status).toBe(1001);
    expect(withoutAsset.submitted.body.msg).toContain('is a fixed asset: choose which one by its tag');

    const issued = await use([{ item: laptop, asset: asset.id, quantity: '1' }]);
    expect(issued.submitted.body.status, issued.submitted.body.msg).toBe(200);
    expect((await signMovement('materialuse', issued.id)).status).toBe(4);
    const moved = await record('goodsasset', asset.id);
    expect([moved.status, moved.custodian, moved.returnState]).toEqual([3, ids.staff01, 0]);
    expect(await onHand(laptop)).toBe(2);

    const again = await use([{ item: laptop, asset: asset.id, quantity: '1' }]);
    expect(again.submitted.body.status).toBe(1001);
    expect(again.submitted.body.msg).toContain(`Asset ${asset.serial_no} cannot move now`);
  });

  it('refuses asking more than is on hand, naming the item and what is there', async () => {
    const paper = await itemByName('A4复印纸');
    const asked = await use([{ item: paper.id, quantity: '100000' }]);
    expect(asked.submitted.body.status).toBe(1001);
    expect(asked.submitted.body.msg).toContain(`Not enough A4复印纸 in stock: ${paper.onHand} on hand, 100000 asked for`);
    expect((await record('materialuse', asked.id)).status).toBe(0);
  });

  it('refuses with 2002 an approval whose stock went elsewhere since the submission; the document stays in approval', async () => {
    const toner = await newItem('测试墨盒', 'consumable');
    const contract = await signedContract([{ item: toner, quantity: '5', unitPrice: '100.00' }]);
    await acceptance(contract, [{ item: toner, quantity: '5' }]);
    const first = await use([{ item: toner, quantity: '4' }]);
    const second = await use([{ item: toner, quantity: '3' }]);
    expect([first.submitted.body.status, second.submitted.body.status]).toEqual([200, 200]);
    await signMovement('materialuse', first.id);
    expect(await onHand(toner)).toBe(1);
    expect((await act('leader01', 'materialuse', second.id, 'approve')).body.status).toBe(200);
    const refused = await act('finance01', 'materialuse', second.id, 'approve');
    expect(refused.body.status).toBe(2002);
    expect(refused.body.msg).toContain('please approve again! 测试墨盒: 1 on hand, 3 asked for');
    expect((await record('materialuse', second.id)).status).toBe(3);
    expect(await onHand(toner)).toBe(1);
    await expectLedgerBalanced();
    // The approver's to-do marks the document with why, in their language; others' to-dos are not marked.
    const todoOf = async (name: string, language: string) =>
      (
        (await as[name].get('/processAudit/processHome?kind=todo&limit=100', { 'accept-language': language })).body.data.list as {
          recordId: number;
          module: string;
          refusal: string | null;
        }[]
      ).find((row) => row.module === 'materialuse' && row.recordId === second.id);
    expect((await todoOf('finance01', 'en'))?.refusal).toContain('测试墨盒: 1 on hand, 3 asked for');
    expect((await todoOf('finance01', 'zh'))?.refusal).toContain('测试墨盒');
    expect((await todoOf('finance01', 'zh'))?.refusal).not.toContain('on hand');
  });

  it('lends an asset until its return, which marks the borrowing returned; nothing is returned twice', async () => {
    const camera = await newItem('测试相机', 'fixedAsset');
    const contract = await signedContract([{ item: camera, quantity: '1', unitPrice: '3000.00' }]);
    const [asset] = await assetsOf((await acceptance(contract, [{ item: camera, quantity: '1' }])).id);
    const lent = await borrow([{ item: camera, asset: asset.id, quantity: '1' }]);
    expect(lent.submitted.body.status, lent.submitted.body.msg).toBe(200);
    expect((await signMovement('materialborrow', lent.id)).status).toBe(26);
    expect((await record('goodsasset', asset.id)).status).toBe(2);
    expect(await onHand(camera)).toBe(0);

    const back = await giveBack([{ item: camera, asset: asset.id, quantity: '1' }], lent.id);
    expect(back.submitted.body.status, back.submitted.body.msg).toBe(200);
    expect((await signMovement('materialreturn', back.id)).status).toBe(4);
    expect((await record('materialborrow', lent.id)).status).toBe(27);
    const returned = await record('goodsasset', asset.id);
    expect([returned.status, returned.custodian, returned.returnState]).toEqual([1, null, 2]);
    expect(await onHand(camera)).toBe(1);

    const twice = await giveBack([{ item: camera, asset: asset.id, quantity: '1' }]);
    expect(twice.submitted.body.status).toBe(1001);
    expect(twice.submitted.body.msg).toContain('cannot move now');
    // The asset's history lists its receipt, its loan and its return, each with its document.
    const history = await as.finance01.get(`/stock/movements?asset=${asset.id}`);
    expect(history.body.data.map((entry: Row) => entry.kind)).toEqual(['return', 'lend', 'receive']);
  });

  it('returns borrowed consumables no more than are out on loan', async () => {
    const tape = await newItem('测试卷尺', 'consumable');
    const contract = await signedContract([{ item: tape, quantity: '4', unitPrice: '20.00' }]);
    await acceptance(contract, [{ item: tape, quantity: '4' }]);
    const lent = await borrow([{ item: tape, quantity: '2' }]);
    await signMovement('materialborrow', lent.id);
    expect((await as.staff01.get('/stock/holdings')).body.data.loans).toContainEqual({ itemId: tape, item: '测试卷尺', quantity: 2 });
    const tooMany = await giveBack([{ item: tape, quantity: '3' }], lent.id);
    expect(tooMany.submitted.body.status).toBe(1001);
    expect(tooMany.submitted.body.msg).toContain('More 测试卷尺 returned than is out on loan (2)');
  });

  it('closes only the borrowing a return matches: other lines, or another returner, are refused and the borrowing stays out', async () => {
    const camera = await newItem('测试相机二', 'fixedAsset');
    const paper = await newItem('测试便签', 'consumable');
    const contract = await signedContract([
      { item: camera, quantity: '1', unitPrice: '3000.00' },
      { item: paper, quantity: '5', unitPrice: '2.00' },
    ]);
    const received = await acceptance(contract, [
      { item: camera, quantity: '1' },
      { item: paper, quantity: '5' },
    ]);
    const [asset] = await assetsOf(received.id);
    const lent = await borrow([{ item: camera, asset: asset.id, quantity: '1' }]);
    await signMovement('materialborrow', lent.id);
    const paperLent = await borrow([{ item: paper, quantity: '1' }]);
    await signMovement('materialborrow', paperLent.id);

    // The pad staff01 borrowed on another borrowing, returned naming the camera's: not on it.
    const other = await giveBack([{ item: paper, quantity: '1' }], lent.id);
    expect(other.submitted.body.status).toBe(1001);
    expect(other.submitted.body.msg).toContain('测试便签 is not on the chosen borrowing');
    // The department head, who reads the borrowing, returning the camera in his own name: not the borrower.
    const byOther = await as.leader01.post(
      '/m/materialreturn',
      { returner: ids.leader01, returnDate: '2026-11-24', condition: 'intact', borrowing: lent.id, lines: [{ item: camera, asset: asset.id, quantity: '1' }] },
      { 'accept-language': 'en' },
    );
    const refusal =
      byOther.body.status === 200
        ? (await as.leader01.post(`/wf/materialreturn/${byOther.body.data.id}/submit`, {}, { 'accept-language': 'en' })).body
        : byOther.body;
    expect(refusal.status).toBe(1001);
    expect(refusal.msg).toMatch(/not held by the person returning it|not the person who borrowed them/);
    expect((await record('materialborrow', lent.id)).status).toBe(26);
    expect((await record('goodsasset', asset.id)).status).toBe(2);
  });

  it('scraps an asset for good: it can never be issued again', async () => {
    const desk = await newItem('测试办公桌', 'fixedAsset');
    const contract = await signedContract([{ item: desk, quantity: '1', unitPrice: '1200.00' }]);
    const [asset] = await assetsOf((await acceptance(contract, [{ item: desk, quantity: '1' }])).id);
    const created = await as.finance01.post(
      '/m/materialscrap',
      { reason: '损坏', scrapDate: '2026-11-23', lines: [{ item: desk, asset: asset.id, quantity: '1' }] },
      en,
    );
    const id = created.body.data.id as number;
    expect((await act('finance01', 'materialscrap', id, 'submit')).body.status).toBe(200);
    expect((await act('manager01', 'materialscrap', id, 'approve')).body.status).toBe(200);
    expect((await record('materialscrap', id)).status).toBe(4);
    expect((await record('goodsasset', asset.id)).status).toBe(4);
    const issue = await use([{ item: desk, asset: asset.id, quantity: '1' }]);
    expect(issue.submitted.body.status).toBe(1001);
    expect(issue.submitted.body.msg).toContain('cannot move now');
  });
});

describe('the ledger and the assets are kept by the database and the server only', () => {
  it('refuses to edit or remove a ledger entry, and any entry that would take stock below zero', async () => {
    const [entry] = await rows<{ id: number; item_id: number; record_id: number }>(sql`select id, item_id, record_id from stock_ledger order by id limit 1`);
    await expect(t.database.db.execute(sql`update stock_ledger set quantity = 0 where id = ${entry.id}`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from stock_ledger where id = ${entry.id}`)).rejects.toThrow();
    await expect(
      t.database.db.execute(
        sql`insert into stock_ledger (item_id, quantity, kind, module, record_id, line) values (${entry.item_id}, -1000000, 'issue', 'materialuse', ${entry.record_id}, 99)`,
      ),
    ).rejects.toThrow();
    await expectLedgerBalanced();
  });

  it("corrects an entry by a reversing entry, once, for the keepers; an asset's move is corrected by a document", async () => {
    const pens = await newItem('测试中性笔', 'consumable');
    const contract = await signedContract([{ item: pens, quantity: '10', unitPrice: '2.00' }]);
    await acceptance(contract, [{ item: pens, quantity: '10' }]);
    const issued = await use([{ item: pens, quantity: '4' }]);
    await signMovement('materialuse', issued.id);
    const [entry] = await rows<{ id: number }>(sql`select id from stock_ledger where record_id = ${issued.id}`);
    expect((await as.staff01.post(`/stock/ledger/${entry.id}/reverse`, {}, en)).body.status).toBe(4031);
    const reversed = await as.finance01.post(`/stock/ledger/${entry.id}/reverse`, {}, en);
    expect(reversed.body.status, reversed.body.msg).toBe(200);
    expect(await onHand(pens)).toBe(10);
    const again = await as.finance01.post(`/stock/ledger/${entry.id}/reverse`, {}, en);
    expect([again.body.status, again.body.msg]).toEqual([1001, 'This entry has already been reversed']);
    const [reversal] = await rows<{ id: number; quantity: number; reverses: number }>(
      sql`select id, quantity, reverses from stock_ledger where reverses = ${entry.id}`,
    );
    expect([reversal.quantity, reversal.reverses]).toEqual([4, entry.id]);
    expect((await as.finance01.post(`/stock/ledger/${reversal.id}/reverse`, {}, en)).body.status).toBe(1001);
    const [assetEntry] = await rows<{ id: number }>(sql`select id from stock_ledger where asset_id is not null order by id limit 1`);
    expect((await as.finance01.post(`/stock/ledger/${assetEntry.id}/reverse`, {}, en)).body.msg).toContain('corrected by the document that moves it back');
    await expectLedgerBalanced();
  });

  it('lets nobody create, import or delete a fixed asset by hand, the administrator included', async () => {
    const [asset] = await rows<{ id: number }>(sql`select id from records where module = 'goodsasset' order by id limit 1`);
    expect((await as.admin.post('/m/goodsasset', { location: '仓库' })).body.status).toBe(4031);
    expect((await as.admin.delete(`/m/goodsasset/${asset.id}`)).body.status).toBe(4031);
    const menus = await as.admin.get('/menu/list');
    expect(JSON.stringify(menus.body.data ?? '')).not.toContain('goods.goodsasset.add');
  });
});
