import type { Answer } from '../../shared/schemas/answer.schema.ts';
import type { holdings } from '../../shared/schemas/stock.schema.ts';
import { api } from './base-api.ts';

export type Holdings = Answer<typeof holdings>;

/** What a person holds (src/server/stock/stock.routes.ts): the fixed assets in their custody and the goods lent to them. */
export const stockApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The signed-in user's own holdings. */
    ownHoldings: build.query<Holdings, void>({ query: () => ({ url: '/stock/holdings', silent: true }) }),
    /** Anyone's holdings, for whoever may list the fixed assets. */
    userHoldings: build.query<Holdings, number>({ query: (userId) => ({ url: `/stock/holdings/${userId}`, silent: true }) }),
  }),
});

export const { useOwnHoldingsQuery, useUserHoldingsQuery } = stockApi;
