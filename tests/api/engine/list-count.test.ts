import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { menus, offices, roleMenus, roles, users } from '../../../src/server/db/schema.ts';
import { COUNT_CAP } from '../../../src/server/engine/record.service.ts';
import { accessChangesHeard, signedInApp } from '../../support/api.helpers.ts';

/**
 * A list's page without its count (`withTotal: false`) and the count asked beside it (POST /m/:module/count), over
 * the demo customers plus more than COUNT_CAP customers of the head office (finance01's), which staff01 (scope 4:
 * own records) and leader01 (scope 3: their department) must never count.
 */
const { t, as: callers } = signedInApp(['admin', 'staff01', 'leader01', 'finance01']);
const as = (login: string) => callers[login];
const BULK = COUNT_CAP + 50;

beforeAll(async () => {
  const { db } = t.database;
  const [owner] = await db.select({ id: users.id, officeId: users.officeId, companyId: users.companyId }).from(users).where(eq(users.loginName, 'finance01'));
  const [office] = await db.select({ path: offices.path }).from(offices).where(eq(offices.id, owner.officeId!));
  await db.execute(sql`
    insert into records (module, serial_no, status, data, creator_id, office_id, company_id, office_path, created_at, updated_at)
    select 'customer', 'BULK' || lpad(g::text, 6, '0'), 0, jsonb_build_object('name', '批量客户' || g, 'level', 'B'),
      ${owner.id}, ${owner.officeId}, ${owner.companyId}, ${office.path}, now() - make_interval(secs => g), now() - make_interval(secs => g)
    from generate_series(1, ${BULK}::int) g`);
  await db.execute(sql`analyze records`);
}, 120_000);

const page = async (login: string, body: object) => (await as(login).post('/m/customer/page', body)).body;
const count = async (login: string, body: object = {}) => (await as(login).post('/m/customer/count', body)).body;

/** Every row of a query, page after page while the page says more follow, without asking any total. */
async function pageThrough(login: string, body: object, limit: number) {
  const ids: number[] = [];
  for (let pageIndex = 1; ; pageIndex++) {
    const answer = await page(login, { ...body, withTotal: false, page: { pageIndex, limit } });
    expect(answer.status).toBe(200);
    ids.push(...answer.data.list.map((row: { id: number }) => row.id));
    if (!answer.data.more) return { ids, last: answer.data };
    expect(answer.data.list).toHaveLength(limit);
    expect(answer.data.total).toBeNull();
  }
}

describe('POST /prod-api/m/:module/page with withTotal: false', () => {
  it('answers the first rows without a total and says more follow', async () => {
    const answer = await page('admin', { withTotal: false, page: { pageIndex: 1, limit: 10 }, sortby: 'createdAt', order: 'desc' });
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ total: null, totalExact: false, more: true, pageIndex: 1, limit: 10 });
    expect(answer.data.list).toHaveLength(10);
  });

  it('pages through a scope to its last page, which tells its exact total, with every row once', async () => {
    const { ids, last } = await pageThrough('leader01', {}, 2);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(3);
    expect(last).toMatchObject({ total: 3, totalExact: true, more: false, pageIndex: 2 });
  });

  it('still counts when the query does not say otherwise (exports, pickers and other callers)', async () => {
    const answer = await page('admin', { page: { pageIndex: 2, limit: 10 } });
    expect(answer.data).toMatchObject({ total: COUNT_CAP, totalExact: false, more: true });
    expect((await page('staff01', {})).data).toMatchObject({ total: 2, totalExact: true, more: false });
  });
});

describe('POST /prod-api/m/:module/count', () => {
  it('counts exactly up to the cap, and beyond it answers the cap with the planner estimate', async () => {
    expect((await count('staff01')).data).toEqual({ total: 2, totalExact: true, estimate: null });
    const all = (await count('admin')).data;
    expect(all).toMatchObject({ total: COUNT_CAP, totalExact: false });
    expect(all.estimate).toBeGreaterThan(COUNT_CAP);
  });

  it('never counts rows outside the reader’s data scope', async () => {
    // staff01 sees their own two, leader01 their department's three; the head office's thousands are in neither.
    expect((await count('staff01', { query: '批量客户' })).data.total).toBe(0);
    expect((await count('leader01', { query: '批量客户' })).data.total).toBe(0);
    expect((await count('finance01', { query: '批量客户' })).data).toMatchObject({ total: COUNT_CAP, totalExact: false });
    for (const login of ['staff01', 'leader01']) {
      const { ids } = await pageThrough(login, {}, 5);
      expect((await count(login)).data).toEqual({ total: ids.length, totalExact: true, estimate: null });
    }
  });

  it('counts what the page lists under the same search and ignores paging and sorting', async () => {
    const search = { query: [{ prop: 'level', type: 'equals', values: 'A' }] };
    const { ids } = await pageThrough('admin', search, 2);
    const counted = await count('admin', { ...search, page: { pageIndex: 3, limit: 5 }, sortby: 'name', order: 'asc' });
    expect(counted.data).toEqual({ total: ids.length, totalExact: true, estimate: null });
    expect(ids.length).toBeGreaterThan(0);
  });

  it('refuses bad search input with 1001, a user without the list code with 4031 and an unknown module with 404', async () => {
    expect((await count('admin', { highQuery: [{ prop: 'creator_id', op: '=', value: 1 }] })).status).toBe(1001);
    const [staff] = await t.database.db.select({ id: roles.id }).from(roles).where(eq(roles.code, 'staff'));
    const menuIds = (
      await t.database.db
        .select({ id: menus.id })
        .from(menus)
        .where(inArray(menus.code, ['library.honors']))
    ).map((menu) => menu.id);
    await t.database.db.delete(roleMenus).where(and(eq(roleMenus.roleId, staff.id), inArray(roleMenus.menuId, menuIds)));
    await accessChangesHeard(t.app);
    expect((await as('staff01').post('/m/honors/count', {})).body.status).toBe(4031);
    expect((await as('admin').post('/m/nothing/count', {})).body.status).toBe(404);
  });
});
