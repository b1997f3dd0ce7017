import { getShortestPaths } from '@xstate/graph';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { applyEvent, GOODS_EVENTS, LIFECYCLES, NOBODY, statusCode, type Asker, type GoodsEventType } from '../../../machines/index.ts';
import { goodsDocuments } from './goods.helpers.ts';
import { signedInApp } from '../../support/api.helpers.ts';

/**
 * Model-based paths of the goods lifecycle (spec §4 goods status 1-4) through the real API: the paths come from the
 * machine with @xstate/graph (the shortest path to each status, followed by the shortest path from there to each
 * status it reaches, so every transition, returns included, is taken). Each event is the signing of the goods
 * document that makes it — a borrowing lends, a use issues, a return takes back, a scrap scraps — and must leave the
 * asset in the machine's next status with one more history row. At every step each event the machine refuses is
 * filed anyway and must be refused at its submission, changing nothing.
 */
const { t, as, ids } = signedInApp();
let goods: ReturnType<typeof goodsDocuments>;
const en = { 'accept-language': 'en' };

beforeAll(async () => {
  goods = goodsDocuments(t, as, ids);
});

const lifecycle = LIFECYCLES.goods;
const SYSTEM: Asker = { ...NOBODY, isAdmin: true };
const events = GOODS_EVENTS.map((type) => ({ type }));
const stateOf = (key: string) => lifecycle.machine.resolveState({ value: key, context: { doc: {}, asker: SYSTEM } }) as AnyMachineSnapshot;
const shortestFrom = (key: string) =>
  getShortestPaths(lifecycle.machine, {
    input: { doc: {}, asker: SYSTEM },
    fromState: stateOf(key),
    events,
    serializeState: (state: AnyMachineSnapshot) => JSON.stringify(state.value),
  }).map((path) => ({
    to: String(path.state.value),
    events: path.steps.map((step) => step.event.type).filter((type): type is GoodsEventType => !type.startsWith('xstate.')),
  }));

/** Every status reached from the entry, then every status reached from there: each path the two shortest paths joined. */
function modelPaths(): GoodsEventType[][] {
  const entry = lifecycle.statuses.find((state) => state.code === lifecycle.entries[0])!.key;
  const paths = shortestFrom(entry).flatMap((first) => shortestFrom(first.to).map((second) => [...first.events, ...second.events]));
  const seen = new Set<string>();
  return paths.filter((path) => path.length > 0 && !seen.has(path.join(' ')) && Boolean(seen.add(path.join(' '))));
}

/** Files the goods document that makes `event` happen to the asset; signs it unless it is refused at its submission. */
async function send(event: GoodsEventType, item: number, asset: number) {
  const lines = [{ item, asset, quantity: '1' }];
  if (event === 'goods.scrap') {
    const created = await as.finance01.post('/m/materialscrap', { reason: '模型测试', scrapDate: '2026-11-24', lines }, en);
    const submitted = await goods.act('finance01', 'materialscrap', created.body.data.id, 'submit');
    if (submitted.body.status === 200) expect((await goods.act('manager01', 'materialscrap', created.body.data.id, 'approve')).body.status).toBe(200);
    return submitted;
  }
  const module = { 'goods.lend': 'materialborrow', 'goods.issue': 'materialuse', 'goods.return': 'materialreturn' }[event];
  const filed = await { 'goods.lend': goods.borrow, 'goods.issue': goods.use, 'goods.return': goods.giveBack }[event](lines);
  // Signed (a borrowing is then lent out, 26).
  if (filed.submitted.body.status === 200) expect([4, 26]).toContain((await goods.signMovement(module, filed.id)).status);
  return filed.submitted;
}

const historyOf = async (asset: number) =>
  (await goods.rows<{ count: number }>(sql`select count(*)::int as count from record_history where record_id = ${asset}`))[0].count;

describe('the goods lifecycle driven through the API', () => {
  it('takes every event of every model path to the machine’s next status, and refuses every event the machine refuses', async () => {
    const paths = modelPaths();
    // Every transition of the machine is on some path.
    const taken = new Set(paths.flatMap((path) => path));
    expect([...taken].sort()).toEqual([...GOODS_EVENTS].sort());
    const { item, assets } = await goods.stocked('模型测试电脑', 'fixedAsset', paths.length);
    for (const [index, path] of paths.entries()) {
      const asset = assets[index];
      let status = lifecycle.entries[0];
      for (const event of path) {
        // Probes: what the machine refuses in this status is refused at the submission, and nothing moves.
        for (const probe of GOODS_EVENTS.filter((type) => !applyEvent(lifecycle, status, { doc: {}, asker: SYSTEM }, { type }).ok)) {
          const before = await historyOf(asset);
          const refused = await send(probe, item, asset);
          expect(refused.body.status, `${path.join(' → ')}: ${probe} in ${status}`).toBe(1001);
          expect((await goods.record('goodsasset', asset)).status).toBe(status);
          expect(await historyOf(asset)).toBe(before);
        }
        const next = applyEvent(lifecycle, status, { doc: {}, asker: SYSTEM }, { type: event });
        expect(next.ok).toBe(true);
        const before = await historyOf(asset);
        const sent = await send(event, item, asset);
        expect(sent.body.status, `${path.join(' → ')}: ${event} in ${status}`).toBe(200);
        status = next.ok ? next.to : status;
        expect((await goods.record('goodsasset', asset)).status).toBe(status);
        expect(await historyOf(asset)).toBe(before + 1);
      }
      expect(status).toBe(statusCode(lifecycle, lifecycle.statuses.find((state) => state.code === status)!.key));
    }
    await goods.expectLedgerBalanced();
  });
});
