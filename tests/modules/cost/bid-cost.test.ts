import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { menus, roleMenus, roles } from '../../../src/server/db/schema.ts';
import { accessChangesHeard, moduleCalls, signedInApp } from '../../support/api.helpers.ts';

/**
 * Bid costs (spec moduleId 12) and their fee split: the split among offices adds up to the cost's amount to the cent,
 * checked by the shared rules on every save; a signed cost's split changes only through the split sub-flow (spec §6
 * devide). The bid bond ledger warns, without refusing, about a bond above 2 % of the bid's estimated price.
 */
const MODULE = 'bidcost';
const { t, as } = signedInApp();
const en = { 'accept-language': 'en' };
let bid: number;
let [eastEng, southEng] = [0, 0];

beforeAll(async () => {
  const tenderer = (await as.staff01.post('/m/customer/page', { page: { pageIndex: 1, limit: 1 } })).body.data.list[0].id;
  const created = await as.staff01.post('/m/bidregistration', {
    projectName: '杭州地铁十二号线全过程造价咨询',
    tenderer,
    bidType: '2',
    estimatedPrice: '1280000.00',
    bidPrice: '1150000.00',
    openingDate: '2026-12-16',
    result: 'pending',
  });
  expect(created.body.status, created.body.msg).toBe(200);
  bid = created.body.data.id;
  const offices = (await as.admin.get('/office')).body.data as { id: number; code: string }[];
  const byCode = (code: string) => offices.find((office) => office.code === code)!.id;
  [eastEng, southEng] = [byCode('EAST-ENG'), byCode('SOUTH-ENG')];
});

const read = async (id: number) => (await as.admin.get(`/m/${MODULE}/${id}`)).body.data;
const count = async (module = MODULE) => (await as.admin.post(`/m/${module}/page`, { page: { pageIndex: 1, limit: 1 } })).body.data.total as number;
const { act, ok: actOk } = moduleCalls(as, MODULE);
const split = (east: string, south: string) => [
  { office: eastEng, amount: east, note: '主编部门' },
  { office: southEng, amount: south },
];
const cost = (amount: string, feeSplit = split('7200.00', '4800.00')) => ({
  title: '地铁十二号线投标文件编制费',
  bid,
  costType: 'production',
  amount,
  costDate: '2026-11-28',
  description: '商务标、技术标编制，打印装订及电子标制作',
  feeSplit,
});
const amounts = (record: { feeSplit: { amount: number }[] }) => record.feeSplit.map((row) => row.amount);

/** Takes menu codes from a demo role, or gives them back (instances hear of it at once). */
async function setGrant(role: string, codes: string[], granted: boolean) {
  const [row] = await t.database.db.select({ id: roles.id }).from(roles).where(eq(roles.code, role));
  const menuIds = (await t.database.db.select({ id: menus.id }).from(menus).where(inArray(menus.code, codes))).map((menu) => menu.id);
  expect(menuIds).toHaveLength(codes.length);
  if (granted) await t.database.db.insert(roleMenus).values(menuIds.map((menuId) => ({ roleId: row.id, menuId })));
  else await t.database.db.delete(roleMenus).where(and(eq(roleMenus.roleId, row.id), inArray(roleMenus.menuId, menuIds)));
  await accessChangesHeard(t.app);
}

describe('bid cost with its fee split', () => {
  it('saves a cost whose split adds up to its amount, and refuses one a cent off with the message, saving nothing', async () => {
    const before = await count();
    const refused = await as.staff01.post(`/m/${MODULE}`, cost('12000.00', split('7200.00', '4799.99')), en);
    expect([refused.body.status, refused.body.data]).toEqual([1001, { field: 'feeSplit' }]);
    expect(refused.body.msg).toBe('Fee split: Must add up to 12,000.00; now 11,999.99');
    const over = await as.staff01.post(`/m/${MODULE}?complete=1`, cost('12000.00', split('7200.01', '4800.00')), en);
    expect([over.body.status, over.body.msg]).toEqual([1001, 'Fee split: Must add up to 12,000.00; now 12,000.01']);
    expect(await count()).toBe(before);

    const created = await as.staff01.post(`/m/${MODULE}?complete=1`, cost('12000.00'), en);
    expect(created.body.status, created.body.msg).toBe(200);
    expect(created.body.data.warnings).toBeUndefined();
    expect(await count()).toBe(before + 1);
    const saved = await read(created.body.data.id);
    expect([saved.status, saved.amount, amounts(saved)]).toEqual([0, 12000, [7200, 4800]]);

    // A draft's update is held to the same rule: nothing changes.
    const off = await as.staff01.put(`/m/${MODULE}/${saved.id}`, { ...cost('12000.00', split('6000.00', '5999.99')), version: saved.version }, en);
    expect([off.body.status, off.body.msg]).toEqual([1001, 'Fee split: Must add up to 12,000.00; now 11,999.99']);
    expect(amounts(await read(saved.id))).toEqual([7200, 4800]);
  });

  it('is approved by the department head and the general manager; once signed, its split changes only through the split sub-flow', async () => {
    const created = await as.staff01.post(`/m/${MODULE}?complete=1`, cost('12000.00'), en);
    expect(created.body.status, created.body.msg).toBe(200);
    const id = created.body.data.id as number;
    await actOk('staff01', id, 'submit');
    expect((await read(id)).status).toBe(3);
    await actOk('leader01', id, 'approve');
    await actOk('manager01', id, 'approve');
    let current = await read(id);
    expect(current.status).toBe(4);

    // Signed: the split is not edited in place.
    const inPlace = await as.staff01.put(`/m/${MODULE}/${id}`, { ...cost('12000.00', split('6000.00', '6000.00')), version: current.version }, en);
    expect(inPlace.body.status).not.toBe(200);
    expect(amounts(await read(id))).toEqual([7200, 4800]);

    await actOk('staff01', id, 'split.start');
    current = await read(id);
    expect(current.status).toBe(46);
    // The split's draft: parts a cent off are refused; the amount itself stays as signed.
    const off = await as.staff01.put(`/m/${MODULE}/${id}`, { ...cost('12000.00', split('6000.00', '6000.01')), version: current.version }, en);
    expect([off.body.status, off.body.msg]).toEqual([1001, 'Fee split: Must add up to 12,000.00; now 12,000.01']);
    const grown = await as.staff01.put(`/m/${MODULE}/${id}`, { ...cost('13000.00', split('6500.00', '6500.00')), version: current.version }, en);
    expect([grown.body.status, grown.body.msg]).toEqual([1001, 'Fee split: Must add up to 12,000.00; now 13,000.00']);
    const saved = await as.staff01.put(`/m/${MODULE}/${id}`, { ...cost('12000.00', split('6000.00', '6000.00')), version: current.version }, en);
    expect(saved.body.status, saved.body.msg).toBe(200);
    await actOk('staff01', id, 'submit');
    expect((await read(id)).status).toBe(47);
    await actOk('leader01', id, 'approve');
    await actOk('manager01', id, 'approve');
    const signed = await read(id);
    expect([signed.status, signed.amount, amounts(signed)]).toEqual([50, 12000, [6000, 6000]]);
  });

  it('refuses the split to an owner without the devide permission (bidCost:devide), and leaves the cost signed', async () => {
    const created = await as.staff01.post(`/m/${MODULE}?complete=1`, cost('3260.50', split('1630.25', '1630.25')), en);
    const id = created.body.data.id as number;
    await actOk('staff01', id, 'submit');
    await actOk('leader01', id, 'approve');
    await actOk('manager01', id, 'approve');
    await setGrant('staff', ['cost.bidcost.devide'], false);
    try {
      const refused = await act('staff01', id, 'split.start');
      expect(refused.body.status).toBe(4031);
      expect((await read(id)).status).toBe(4);
    } finally {
      await setGrant('staff', ['cost.bidcost.devide'], true);
    }
    await actOk('staff01', id, 'split.start');
    expect((await read(id)).status).toBe(46);
  });
});

describe('bid bond ledger', () => {
  const bond = (amount: string) => ({
    bid,
    bondState: 'paid',
    estimatedPrice: '1280000.00',
    amount,
    paidDate: '2026-12-10',
    paidTo: '杭州市公共资源交易中心',
    dueBackDate: '2027-01-15',
  });

  it('saves a bond above 2 % of the estimated price with a warning naming the field, and one within it without', async () => {
    const before = await count('bidbond');
    const above = await as.staff01.post('/m/bidbond?complete=1', bond('25600.01'), en);
    expect(above.body.status, above.body.msg).toBe(200);
    expect(above.body.data.warnings).toEqual([{ field: 'amount', msg: 'Bond paid: More than 2 %: the limit is 25,600.00' }]);
    expect(above.body.data.amount).toBe(25600.01);
    expect(await count('bidbond')).toBe(before + 1);

    const within = await as.staff01.post('/m/bidbond?complete=1', bond('25600.00'), en);
    expect(within.body.status, within.body.msg).toBe(200);
    expect(within.body.data.warnings).toBeUndefined();

    // An update says the same; the state moves on as the bond comes back.
    const row = above.body.data;
    const refunded = { ...bond('25600.01'), bondState: 'refunded', refundedDate: '2027-01-10', refundedAmount: '25600.01', version: row.version };
    const updated = await as.staff01.put(`/m/bidbond/${row.id}`, refunded, en);
    expect(updated.body.status, updated.body.msg).toBe(200);
    expect(updated.body.data.warnings).toHaveLength(1);
    expect(updated.body.data.bondState).toBe('refunded');
    const zh = await as.staff01.put(`/m/bidbond/${row.id}`, { ...refunded, version: updated.body.data.version }, { 'accept-language': 'zh' });
    expect(zh.body.data.warnings[0].msg).toContain('保证金金额');
  });
});
