import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { goodsDocuments } from './goods.helpers.ts';
import { signedInApp } from '../../support/api.helpers.ts';

/**
 * Goods quantities under concurrency: the database, not a read-then-write in code, keeps stock from going below zero
 * and an asset in one state. On PostgreSQL the approvals below really run at once; on embedded PostgreSQL they queue.
 */
const { t, as, ids } = signedInApp();
let goods: ReturnType<typeof goodsDocuments>;

beforeAll(async () => {
  goods = goodsDocuments(t, as, ids);
});

/** A staff01 movement submitted and approved by all but its last approver, whose approval is what `finish` sends. */
async function awaitingLastApproval(module: string, data: () => Promise<{ id: number; submitted: { body: { status: number } } }>) {
  const { id, submitted } = await data();
  if (submitted.body.status !== 200) return null;
  const approvers = goods.approversOf(module);
  for (const approver of approvers.slice(0, -1)) expect((await goods.act(approver, module, id, 'approve')).body.status).toBe(200);
  return { id, finish: () => goods.act(approvers.at(-1)!, module, id, 'approve') };
}

describe('stock never goes negative', () => {
  it('of 100 issues of one unit approved at once against 10 on hand, issues exactly 10 and refuses 90 with 2002', async () => {
    const { item } = await goods.stocked('并发测试签字笔', 'consumable', 10);
    const pending = [];
    for (let index = 0; index < 100; index++) pending.push((await awaitingLastApproval('materialuse', () => goods.use([{ item, quantity: '1' }])))!);
    const answers = await Promise.all(pending.map((document) => document.finish()));
    const statuses = answers.map((answer) => answer.body.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 2002)).toHaveLength(90);
    const refused = answers.find((answer) => answer.body.status === 2002)!;
    expect(refused.body.msg).toContain('please approve again! 并发测试签字笔: 0 on hand, 1 asked for');
    // Nothing half-written: the refused documents are still in approval and wrote no entry.
    const documents = await goods.rows<{ status: number; count: number }>(
      sql`select status, count(*)::int as count from records where id in ${sql.raw(`(${pending.map((document) => document.id).join(',')})`)} group by status order by status`,
    );
    expect(documents).toEqual([
      { status: 3, count: 90 },
      { status: 4, count: 10 },
    ]);
    const [entries] = await goods.rows<{ count: number }>(sql`select count(*)::int as count from stock_ledger where item_id = ${item} and kind = 'issue'`);
    expect(entries.count).toBe(10);
    expect(await goods.onHand(item)).toBe(0);
    await goods.expectLedgerBalanced();
  });

  it('lends one asset to one of 10 borrowings approved at once; the others are refused', async () => {
    const { item, assets } = await goods.stocked('并发测试投影仪', 'fixedAsset', 1);
    const pending = [];
    for (let index = 0; index < 10; index++)
      pending.push((await awaitingLastApproval('materialborrow', () => goods.borrow([{ item, asset: assets[0], quantity: '1' }])))!);
    const statuses = (await Promise.all(pending.map((document) => document.finish()))).map((answer) => answer.body.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 2002)).toHaveLength(9);
    expect((await goods.record('goodsasset', assets[0])).status).toBe(2);
    await goods.expectLedgerBalanced();
  });
});

/** A small fixed-seed generator, so a failing soak can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('a soak of mixed operations', () => {
  it('leaves every item with its ledger sum on hand and every asset in exactly one state that its entries agree with', async () => {
    const next = random(20261124);
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
    const paper = await goods.stocked('浸泡测试纸张', 'consumable', 30);
    const tape = await goods.stocked('浸泡测试卷尺', 'consumable', 6);
    const laptops = await goods.stocked('浸泡测试电脑', 'fixedAsset', 6);
    const consumables = [paper.item, tape.item];
    const operations: Record<string, () => ReturnType<typeof awaitingLastApproval>> = {
      issue: () => awaitingLastApproval('materialuse', () => goods.use([{ item: pick(consumables), quantity: String(1 + Math.floor(next() * 4)) }])),
      lend: () => awaitingLastApproval('materialborrow', () => goods.borrow([{ item: tape.item, quantity: String(1 + Math.floor(next() * 2)) }])),
      giveBack: () => awaitingLastApproval('materialreturn', () => goods.giveBack([{ item: tape.item, quantity: '1' }])),
      issueAsset: () => awaitingLastApproval('materialuse', () => goods.use([{ item: laptops.item, asset: pick(laptops.assets), quantity: '1' }])),
      lendAsset: () => awaitingLastApproval('materialborrow', () => goods.borrow([{ item: laptops.item, asset: pick(laptops.assets), quantity: '1' }])),
      returnAsset: () => awaitingLastApproval('materialreturn', () => goods.giveBack([{ item: laptops.item, asset: pick(laptops.assets), quantity: '1' }])),
    };
    const names = Object.keys(operations);
    const outcomes: Record<number, number> = {};
    for (let round = 0; round < 8; round++) {
      // Each round files several documents, then their last approvals all at once.
      const batch = [];
      for (let index = 0; index < 6; index++) {
        const document = await operations[pick(names)]();
        if (document) batch.push(document);
      }
      for (const answer of await Promise.all(batch.map((document) => document.finish())))
        outcomes[answer.body.status] = (outcomes[answer.body.status] ?? 0) + 1;
    }
    // Only approvals and refusals of stock that went elsewhere: nothing else went wrong.
    expect(Object.keys(outcomes).map(Number).sort()).toEqual(Object.keys(outcomes).length === 1 ? [200] : [200, 2002]);
    await goods.expectLedgerBalanced();
    // Each asset: in store (1) with no custodian and its entries netting 0, or out (2 lent, 3 issued) with a custodian and -1.
    const assets = await goods.rows<{ id: number; status: number; custodian: number | null; net: number }>(sql`
      select a.id, a.status, (a.data ->> 'custodian')::int as custodian, coalesce(sum(l.quantity), 0)::int as net
        from records a left join stock_ledger l on l.asset_id = a.id
       where a.module = 'goodsasset' and a.data ->> 'item' = ${String(laptops.item)} group by a.id order by a.id`);
    expect(assets).toHaveLength(6);
    for (const asset of assets)
      expect([asset.status, asset.custodian === null, asset.net]).toEqual(asset.status === 1 ? [1, true, 0] : [asset.status, false, -1]);
    expect(assets.filter((asset) => asset.status === 1)).toHaveLength(await goods.onHand(laptops.item));
  });
});
