import type { Condition } from '../../shared/rules/conditions.ts';
import { type Capability, capability, expectField, fieldOf } from './capability.ts';

/** What a signed stock document does with each of its lines (src/server/stock). */
export type StockMove = 'receive' | 'issue' | 'lend' | 'return' | 'scrap';

/**
 * A stock document (src/server/stock/README.md): when its approval signs it, each row of the detail table `lines`
 * becomes one entry of the append-only stock ledger, in the same transaction: `quantity` of the catalogue item the
 * column `item` picks comes into store (`receive`), leaves it (`issue`, `lend`, `scrap`) or comes back (`return`);
 * `lend` and `return` (and the issue of a fixed asset) change what the person the user pick `holder` names holds
 * (the creator without it). A row whose `asset` column picks a fixed asset moves that asset, one unit, through the
 * goods lifecycle (spec §4 goods status). The submission checks the stock is there (1001 naming the line); an approval
 * that finds it gone is refused with 2002 and the document stays in approval. For `receive`: `rejected` is a column of
 * units refused at acceptance (not stocked); `against` names the pick of the document moved against (the order an
 * acceptance receives, the borrowing a return brings back), whose lines (`lines`, `item`, `quantity` of its own
 * table) bound what the documents against it move of each item (and against a document that moved goods to a holder,
 * only that holder moves them back); and the items matching `assets.when` (fixed assets) become one record each of
 * the module `assets.module` (its serial number is the tag), with the acceptance's field `assets.location` as their
 * location.
 */
export type StockDef = {
  move: StockMove;
  lines: string;
  item: string;
  quantity: string;
  asset?: string;
  holder?: string;
  rejected?: string;
  against?: { via: string; lines: string; item: string; quantity: string };
  assets?: { module: string; when: Condition; location?: string };
};

export const stock: Capability<StockDef> = capability({
  check: ({ lines, item, quantity, asset, holder, rejected, against, assets }, { descriptor, findModule }) => [
    ...expectField(descriptor, lines, ['subTable'], 'stock'),
    ...expectField(descriptor, `${lines}.${item}`, ['recordPick'], 'stock'),
    ...expectField(descriptor, `${lines}.${quantity}`, ['number'], 'stock'),
    ...(asset ? expectField(descriptor, `${lines}.${asset}`, ['recordPick'], 'stock') : []),
    ...(holder ? expectField(descriptor, holder, ['recordPick'], 'stock') : []),
    ...(rejected ? expectField(descriptor, `${lines}.${rejected}`, ['number'], 'stock') : []),
    ...(against ? expectField(descriptor, against.via, ['recordPick'], 'stock.against') : []),
    ...(assets && !findModule(assets.module)?.capabilities.tagged ? [`stock.assets: ${assets.module} is no tagged module`] : []),
    ...(assets?.location && !fieldOf(descriptor, assets.location) ? [`stock.assets: no field ${assets.location}`] : []),
  ],
});
