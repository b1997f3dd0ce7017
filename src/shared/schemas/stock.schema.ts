import { z } from 'zod';

/** What a person holds (src/server/stock/stock.routes.ts): the fixed assets in their custody and the goods lent to them. */
export const holdings = z.object({
  assets: z.array(
    z.object({
      id: z.number(),
      tag: z.string(),
      itemId: z.number(),
      item: z.string(),
      status: z.number(),
      returnState: z.number(),
      location: z.string().nullable(),
    }),
  ),
  /** Quantities held per item that are not fixed assets in their custody: goods borrowed and not yet returned. */
  loans: z.array(z.object({ itemId: z.number(), item: z.string(), quantity: z.number() })),
});
export type Holdings = z.infer<typeof holdings>;

/** One entry of the stock ledger, as an item's or an asset's movement history shows it. */
export const ledgerEntry = z.object({
  id: z.number(),
  at: z.string(),
  kind: z.enum(['receive', 'issue', 'lend', 'return', 'scrap']),
  quantity: z.number(),
  held: z.number(),
  holder: z.string().nullable(),
  assetTag: z.string().nullable(),
  module: z.string(),
  recordId: z.number(),
  serialNo: z.string(),
  reverses: z.number().nullable(),
});
export type LedgerEntry = z.infer<typeof ledgerEntry>;
