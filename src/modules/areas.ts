import { clientArea } from './client/client.area.ts';
import { costArea } from './cost/cost.area.ts';
import { expenseArea } from './expense/expense.area.ts';
import { goodsArea } from './goods/goods.area.ts';
import { libraryArea } from './library/library.area.ts';

/**
 * The module areas (spec §1), each declared once in `<area>/<area>.area.ts` and registered by one line here. Their
 * order is the registry's, the order demo records are seeded in: cost and expense documents pick the clients' customers, and
 * invoice applications and receipts the contracts.
 */
export const MODULE_AREAS = [clientArea, libraryArea, costArea, expenseArea, goodsArea] as const;
