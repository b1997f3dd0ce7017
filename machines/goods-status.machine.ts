import { holder } from './lifecycle.guards.ts';
import { defineLifecycle } from './define-lifecycle.ts';
import type { LifecycleEvent } from './lifecycle.ts';

/** Return state 0-2 (names not in the spec): 0 nothing to return, 1 awaiting return, 2 returned. */
export const GOODS_RETURN_STATES = [
  { code: 0, key: 'none' },
  { code: 1, key: 'awaiting' },
  { code: 2, key: 'returned' },
] as const;
export type GoodsReturnState = (typeof GOODS_RETURN_STATES)[number]['code'];

export const GOODS_EVENTS = ['goods.lend', 'goods.issue', 'goods.return', 'goods.scrap'] as const;
export type GoodsEventType = (typeof GOODS_EVENTS)[number];

const checks = { canKeep: holder('update'), canTakeBack: holder('backUse'), canScrap: holder('del') };

/** Spec §4 goods status 1-4. */
export const goodsLifecycle = defineLifecycle({
  name: 'goods',
  entries: [1],
  events: GOODS_EVENTS,
  checks,
  states: {
    normal: {
      on: {
        'goods.lend': { guard: 'canKeep', target: 'borrowed' },
        'goods.issue': { guard: 'canKeep', target: 'issued' },
        'goods.scrap': { guard: 'canScrap', target: 'scrapped' },
      },
    },
    borrowed: { on: { 'goods.return': { guard: 'canTakeBack', target: 'normal' } } },
    // Issued goods are consumed, but unused ones may come back (spec permission `backUse`).
    issued: { on: { 'goods.return': { guard: 'canTakeBack', target: 'normal' } } },
    scrapped: { type: 'final' },
  },
});

/** Return state after an accepted event: lending waits for the return, issuing expects none, a return closes it. */
export function goodsReturnStateAfter(event: LifecycleEvent<GoodsEventType>, current: GoodsReturnState): GoodsReturnState {
  if (event.type === 'goods.lend') return 1;
  if (event.type === 'goods.issue') return 0;
  if (event.type === 'goods.return') return 2;
  return current;
}
