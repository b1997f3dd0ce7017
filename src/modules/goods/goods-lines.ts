import type { FieldDef } from '../../shared/rules/field.types.ts';
import { r } from '../../shared/rules/rules.ts';
import type { StockDef, StockMove } from '../module.types.ts';

/**
 * The detail lines every goods movement document carries (use, borrowing, return, scrap): a catalogue item, for a fixed
 * asset the asset itself (then one unit), and the quantity. Their labels are each module's `lines.*`.
 */
export const movementLines = (): FieldDef => ({
  key: 'lines',
  type: 'subTable',
  maxRows: 50,
  span: 24,
  rules: [r.required],
  columns: [
    { key: 'item', type: 'recordPick', target: { module: 'goodsitem' }, rules: [r.required] },
    { key: 'asset', type: 'recordPick', target: { module: 'goodsasset' } },
    { key: 'quantity', type: 'number', rules: [r.required, r.positiveInteger, r.maxLength(6)] },
  ],
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

/** The labels of the movement lines, the same in every such module. */
export const MOVEMENT_LINE_LABELS = {
  lines: { zh: '物品明细', en: 'Items', es: 'Artículos' },
  'lines.item': { zh: '物品', en: 'Item', es: 'Artículo' },
  'lines.asset': { zh: '资产编号', en: 'Asset tag', es: 'Etiqueta del activo' },
  'lines.quantity': { zh: '数量', en: 'Quantity', es: 'Cantidad' },
} as const;
