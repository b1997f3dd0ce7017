import { clientArea } from './client/client.area.ts';
import { costArea } from './cost/cost.area.ts';
import { expenseArea } from './expense/expense.area.ts';
import { libraryArea } from './library/library.area.ts';

/** The module areas (spec §1), each declared once in `<area>/<area>.area.ts` and registered by one line here. */
export const MODULE_AREAS = [libraryArea, clientArea, costArea, expenseArea] as const;
