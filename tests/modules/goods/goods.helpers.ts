import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { workflowCalls, type Caller, type TestApp } from '../../support/api.helpers.ts';

type Row = Record<string, any>;
const en = { 'accept-language': 'en' };

/**
 * Goods documents as their users file them, for the goods API tests: items, signed purchase contracts, acceptances,
 * and the movements staff01 files (use, borrowing, return) with the approvals that sign them; and the ledger's
 * invariants, read straight from the database.
 */
export function goodsDocuments(t: TestApp, as: Record<string, Caller>, ids: Record<string, number>) {
  const rows = async <T = Row>(query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const record = async (module: string, id: number) => (await as.admin.get(`/m/${module}/${id}`)).body.data as Row;
  const { act } = workflowCalls(as);
  const onHand = async (itemId: number) => Number((await record('goodsitem', itemId)).onHand ?? 0);
  const assetsOf = (acceptanceId: number) =>
    rows<{ id: number; serial_no: string; status: number; data: Row }>(
      sql`select id, serial_no, status, data from records where module = 'goodsasset' and data ->> 'acceptance' = ${String(acceptanceId)} order by id`,
    );
  const firstOf = async (module: string) => (await rows<{ id: number }>(sql`select id from records where module = ${module} order by id limit 1`))[0].id;

  async function newItem(name: string, kind: 'consumable' | 'fixedAsset') {
    const created = await as.finance01.post(
      '/m/goodsitem',
      { name, category: await firstOf('goodscategory'), unit: kind === 'fixedAsset' ? 'unit' : 'box', kind },
      en,
    );
    expect(created.body.status, created.body.msg).toBe(200);
    return created.body.data.id as number;
  }

  /** A purchase contract filed by finance01 and signed (the general manager, head above finance, approves). */
  async function signedContract(lines: { item: number; quantity: string; unitPrice: string }[]) {
    const created = await as.finance01.post(
      '/m/purchasecontract',
      { title: '采购合同', supplier: await firstOf('supplier'), signDate: '2026-11-20', lines },
      en,
    );
    expect(created.body.status, created.body.msg).toBe(200);
    const id = created.body.data.id as number;
    expect((await act('finance01', 'purchasecontract', id, 'submit')).body.status).toBe(200);
    const approved = await act('manager01', 'purchasecontract', id, 'approve');
    expect(approved.body.status, approved.body.msg).toBe(200);
    return id;
  }

  /** An acceptance against a contract, filed and submitted by finance01; signed by the general manager when `sign`. */
  async function acceptance(contract: number, lines: Row[], sign = true) {
    const created = await as.finance01.post('/m/materialstock', { contract, acceptedDate: '2026-11-21', location: '总部库房', lines }, en);
    expect(created.body.status, created.body.msg).toBe(200);
    const id = created.body.data.id as number;
    const submitted = await act('finance01', 'materialstock', id, 'submit');
    if (!sign) return { id, submitted };
    expect(submitted.body.status, submitted.body.msg).toBe(200);
    const approved = await act('manager01', 'materialstock', id, 'approve');
    expect(approved.body.status, approved.body.msg).toBe(200);
    return { id, submitted };
  }

  /** An item in stock: `quantity` received through a signed contract and acceptance; for a fixed asset, its assets. */
  async function stocked(name: string, kind: 'consumable' | 'fixedAsset', quantity: number) {
    const item = await newItem(name, kind);
    const contract = await signedContract([{ item, quantity: String(quantity), unitPrice: '10.00' }]);
    const received = await acceptance(contract, [{ item, quantity: String(quantity) }]);
    return { item, assets: (await assetsOf(received.id)).map((asset) => asset.id) };
  }

  /** A goods movement filed by staff01 and submitted; the answer of the submission. */
  async function movement(module: string, data: Row) {
    const created = await as.staff01.post(`/m/${module}`, data, en);
    expect(created.body.status, created.body.msg).toBe(200);
    const id = created.body.data.id as number;
    return { id, submitted: await act('staff01', module, id, 'submit') };
  }
  const use = (lines: Row[]) => movement('materialuse', { purpose: '办公领用', receiver: ids.staff01, useDate: '2026-11-22', lines });
  const borrow = (lines: Row[]) =>
    movement('materialborrow', { purpose: '外出借用', borrower: ids.staff01, borrowDate: '2026-11-22', dueDate: '2026-11-29', lines });
  const giveBack = (lines: Row[], borrowing?: number) =>
    movement('materialreturn', { returner: ids.staff01, returnDate: '2026-11-24', condition: 'intact', lines, ...(borrowing ? { borrowing } : {}) });

  /** The approvers of a staff01 movement, in order: department head then goods keeper; a return, the keeper alone. */
  const approversOf = (module: string) => (module === 'materialreturn' ? ['finance01'] : ['leader01', 'finance01']);
  async function signMovement(module: string, id: number) {
    for (const approver of approversOf(module)) {
      const approved = await act(approver, module, id, 'approve');
      expect(approved.body.status, approved.body.msg).toBe(200);
    }
    return record(module, id);
  }

  /** For every item: the ledger's sum is the quantity on hand, on the item too; what each holds is its ledger's sum, never below zero. */
  async function expectLedgerBalanced() {
    const unbalanced = await rows(sql`
      select i.id, i.data ->> 'onHand' as shown, s.quantity, coalesce(l.total, 0) as total
        from records i
        left join stock_on_hand s on s.item_id = i.id
        left join (select item_id, sum(quantity) as total from stock_ledger group by item_id) l on l.item_id = i.id
       where i.module = 'goodsitem' and (coalesce(s.quantity, 0) <> coalesce(l.total, 0) or coalesce((i.data ->> 'onHand')::int, 0) <> coalesce(s.quantity, 0))`);
    expect(unbalanced).toEqual([]);
    const heldWrong = await rows(sql`
      select h.holder_id, h.item_id from stock_held h
        left join (select holder_id, item_id, sum(held) as total from stock_ledger where holder_id is not null group by holder_id, item_id) l
          on l.holder_id = h.holder_id and l.item_id = h.item_id
       where h.quantity <> coalesce(l.total, 0) or h.quantity < 0`);
    expect(heldWrong).toEqual([]);
  }

  return {
    rows,
    record,
    act,
    onHand,
    assetsOf,
    firstOf,
    newItem,
    signedContract,
    acceptance,
    stocked,
    movement,
    use,
    borrow,
    giveBack,
    approversOf,
    signMovement,
    expectLedgerBalanced,
  };
}
