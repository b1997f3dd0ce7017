import { sql } from 'drizzle-orm';
import { pdfPages } from '../../support/pdf-text.helpers.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { delegatedAdmin, OWN_PAGE, signedInApp, type Caller } from '../../support/api.helpers.ts';

/**
 * The fixed assets' tags (descriptor `tagged`): a sheet of QR labels for the assets chosen in the list, and a tag
 * typed or scanned into the list's search finding its asset. Worked example: the 18 laptops the demo acceptance
 * received, some of them since issued, lent or returned by the demo documents.
 */
const { t, as } = signedInApp(['admin', 'finance01', 'staff01']);
type Asset = { id: number; serial_no: string; custodian: string | null; item: string };
let assets: Asset[];

/** The number of pages, then the text of each. */
const pdfText = async (bytes: Buffer) => {
  const pages = await pdfPages(bytes);
  return `${pages.length}\n${pages.join('\n')}`;
};

beforeAll(async () => {
  assets = (
    (await t.database.db.execute(
      sql`select a.id, a.serial_no, u.name as custodian, i.data ->> 'name' as item
          from records a join records i on i.id = (a.data ->> 'item')::bigint left join users u on u.id = (a.data ->> 'custodian')::int
          where a.module = 'goodsasset' and a.deleted_at is null order by a.serial_no`,
    )) as unknown as { rows: Asset[] }
  ).rows;
});

const labels = (caller: Caller, ids: unknown) => caller.post('/stock/labels', { ids });

describe('POST /prod-api/stock/labels', () => {
  it('answers a PDF sheet with each chosen asset: its tag, the item and its custodian or "in store"', async () => {
    expect(assets.length).toBeGreaterThanOrEqual(18);
    const held = assets.find((asset) => asset.custodian);
    const inStore = assets.filter((asset) => !asset.custodian);
    expect(held).toBeDefined();
    const chosen = [held!, ...inStore.slice(0, 2)];
    const caller = new CallerIn(as.finance01, 'zh');
    const answer = await caller.labels(chosen.map((asset) => asset.id));
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('application/pdf');
    expect(String(answer.headers['content-disposition'])).toMatch(/^attachment; /);
    expect(decodeURIComponent(String(answer.headers['content-disposition']))).toContain('固定资产');
    expect(answer.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(answer.rawPayload);
    expect(text.startsWith('1\n')).toBe(true);
    for (const asset of chosen) expect(text).toContain(asset.serial_no);
    expect(text).toContain(held!.item);
    expect(text).toContain(held!.custodian!);
    expect(text).toContain('在库');
  });

  it('says a scrapped asset is scrapped, not in store', async () => {
    const [scrapped] = (
      (await t.database.db.execute(sql`select id from records where module = 'goodsasset' and status = 4 and deleted_at is null limit 1`)) as unknown as {
        rows: { id: number }[];
      }
    ).rows;
    expect(scrapped).toBeDefined();
    const sheet = await new CallerIn(as.admin, 'zh').labels([Number(scrapped.id)]);
    const text = await pdfText(sheet.rawPayload);
    expect(text).toContain('报废');
    expect(text).not.toContain('在库');
  });

  it("speaks the reader's language and lays 3 × 8 labels out on each A4 page", async () => {
    const english = await new CallerIn(as.admin, 'en').labels(assets.slice(0, 18).map((asset) => asset.id));
    expect(english.statusCode).toBe(200);
    const text = await pdfText(english.rawPayload);
    expect(text.startsWith('1\n')).toBe(true);
    if (assets.slice(0, 18).some((asset) => !asset.custodian)) expect(text).toContain('In store');
    const ids = [...assets.slice(0, 18), ...assets.slice(0, 7)].map((asset) => asset.id);
    // The same asset twice is one label; 18 distinct assets fill one page.
    expect((await pdfText((await new CallerIn(as.admin, 'es').labels(ids)).rawPayload)).startsWith('1\n')).toBe(true);
  });

  it('refuses whoever may not list the assets (4031) and a list of ids empty, too long or not ids (1001)', async () => {
    const outsider = await delegatedAdmin(t, as.admin, { loginName: 'nolabels01', codes: ['supplier:list'] });
    expect((await labels(outsider.caller, [assets[0].id])).body.status).toBe(4031);
    const keeper = await delegatedAdmin(t, as.admin, { loginName: 'labels01', codes: ['goodsAsset:list'] });
    expect((await new CallerIn(keeper.caller, 'zh').labels([assets[0].id])).statusCode).toBe(200);
    for (const ids of [[], Array.from({ length: 501 }, (_unused, index) => index + 1), ['x'], [0], undefined]) {
      const answer = await labels(as.admin, ids);
      expect(answer.body.status, JSON.stringify(ids)?.slice(0, 20)).toBe(1001);
    }
    // Ids of no asset: nothing to print.
    const [other] = ((await t.database.db.execute(sql`select id from records where module = 'goodsitem' limit 1`)) as unknown as { rows: { id: number }[] })
      .rows;
    expect((await labels(as.admin, [Number(other.id)])).body.status).toBe(404);
  });
});

describe('a sheet of the most labels one request prints (500)', () => {
  it('is made off the event loop: the server answers meanwhile, and a second sheet of the same user at once is refused (1002)', async () => {
    // 500 assets: copies of the first one, each with a tag of its own.
    await t.database.db.execute(
      sql`insert into records (module, serial_no, status, data, creator_id, office_id, company_id, office_path)
          select module, serial_no || '-' || n, status, data, creator_id, office_id, company_id, office_path
          from records, generate_series(1, ${500 - assets.length}) n where id = ${assets[0].id}`,
    );
    const ids = (
      (await t.database.db.execute(sql`select id from records where module = 'goodsasset' and deleted_at is null`)) as unknown as { rows: { id: number }[] }
    ).rows.map((row) => Number(row.id));
    expect(ids).toHaveLength(500);
    const cookie = `Admin-Token=${as.admin.cookies['Admin-Token']}`;
    const sheet = () => t.app.inject({ method: 'POST', url: '/prod-api/stock/labels', payload: { ids }, headers: { cookie, ...OWN_PAGE } });
    const answered: string[] = [];
    const sheets = Promise.all([sheet(), sheet()]).then((answers) => {
      answered.push('sheets');
      return answers;
    });
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    answered.push('health');
    const [first, second] = await sheets;
    expect(health.statusCode).toBe(200);
    expect(answered).toEqual(['health', 'sheets']);
    const [made, refused] = first.statusCode === 200 ? [first, second] : [second, first];
    expect((await pdfText(made.rawPayload)).split('\n')[0]).toBe('21');
    expect(refused.json()).toMatchObject({ status: 1002 });
  });
});

describe('a tag typed or scanned into the asset list', () => {
  it('finds exactly its asset through the quick search, for whoever may list the assets', async () => {
    const tag = assets[5].serial_no;
    for (const caller of [as.finance01, as.admin]) {
      const page = await caller.post('/m/goodsasset/page', { query: tag, page: { pageIndex: 1, limit: 10 } });
      expect(page.body.status).toBe(200);
      const exact = (page.body.data.list as { id: number; serialNo: string }[]).filter((row) => row.serialNo === tag);
      expect(exact.map((row) => Number(row.id))).toEqual([Number(assets[5].id)]);
    }
    const outsider = await delegatedAdmin(t, as.admin, { loginName: 'nolookup01', codes: ['supplier:list'] });
    expect((await outsider.caller.post('/m/goodsasset/page', { query: tag, page: { pageIndex: 1, limit: 10 } })).body.status).toBe(4031);
  });
});

/** A caller whose download is read as bytes, in a language. */
class CallerIn {
  constructor(
    private readonly caller: Caller,
    private readonly language: string,
  ) {}
  labels(ids: number[]) {
    const cookie = `${Object.entries(this.caller.cookies)
      .map(([key, value]) => `${key}=${value}`)
      .join('; ')}; language=${this.language}`;
    return t.app.inject({ method: 'POST', url: '/prod-api/stock/labels', payload: { ids }, headers: { cookie, ...OWN_PAGE } });
  }
}
