import type { Answer } from '../../shared/schemas/answer.schema.ts';
import type { holdings, ledgerEntry } from '../../shared/schemas/stock.schema.ts';
import { api } from './base-api.ts';

export type Holdings = Answer<typeof holdings>;
export type LedgerEntry = Answer<typeof ledgerEntry>;

/** What a person holds (src/server/stock/stock.routes.ts): the fixed assets in their custody and the goods lent to them. */
export const stockApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in user's own holdings. */
    ownHoldings: build.query<Holdings, void>({ query: () => ({ url: '/stock/holdings', silent: true }) }),
    /** Anyone's holdings, for whoever may list the fixed assets. */
    userHoldings: build.query<Holdings, number>({ query: (userId) => ({ url: `/stock/holdings/${userId}`, silent: true }) }),
    /** The stock ledger's entries of an item or of one fixed asset, newest first. */
    stockMovements: build.query<LedgerEntry[], { item: number } | { asset: number }>({
      query: (of) => ({ url: `/stock/movements?${'item' in of ? `item=${of.item}` : `asset=${of.asset}`}`, silent: true }),
    }),
  }),
});

export const { useOwnHoldingsQuery, useUserHoldingsQuery, useStockMovementsQuery } = stockApi;
