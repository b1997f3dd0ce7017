import { r } from '../../shared/rules/rules.ts';
import { detailTable } from '../common-fields.ts';
import type { DeclaredField, DeclaredScalarField, StockDef, StockMove } from '../module.types.ts';

/** A goods line's catalogue item and its quantity in whole units: every goods document's lines start with them. */
export const ITEM_COLUMN = { key: 'item', type: 'recordPick', target: { module: 'goodsitem' }, rules: [r.required] } as const satisfies DeclaredScalarField;
export const QUANTITY_COLUMN = {
  key: 'quantity',
  type: 'number',
  rules: [r.required, r.positiveInteger, r.maxLength(6)],
} as const satisfies DeclaredScalarField;

/**
 * The detail lines every goods movement document carries (use, borrowing, return, scrap): a catalogue item, for a fixed
 * asset the asset itself (then one unit), and the quantity. Their labels are each module's `lines.*`.
 */
export const movementLines = (): DeclaredField =>
  detailTable('lines', [ITEM_COLUMN, { key: 'asset', type: 'recordPick', target: { module: 'goodsasset' } }, QUANTITY_COLUMN], {
    rules: [r.required],
  });

/** What signing such a document does to the stock ledger (src/server/stock): `move` for each line, for `holder`. */
export const movementStock = (move: StockMove, holder?: string): StockDef => ({
  move,
  lines: 'lines',
  item: 'item',
  quantity: 'quantity',
  asset: 'asset',
  ...(holder ? { holder } : {}),
});
