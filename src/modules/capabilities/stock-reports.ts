import { type Capability, capability, expectField } from './capability.ts';

/**
 * The stock reports of a catalogue module (src/server/stock/README.md, `src/shared/stock-reports.ts`): stock on hand
 * by item or category, movements over a period, holdings per person and overdue loans, each a page under the count
 * reports with its permission `<permission>:list` and `:export`. `category` is the catalogue's pick of its category
 * (a tree: its records' `parent`), `unit` its unit option; `sort` places the pages among the count reports. One
 * module at most declares it.
 */
export type StockReportsDef = { permission: string; category: string; unit: string; sort: number };

export const stockReports: Capability<StockReportsDef> = capability({
  check: ({ category, unit }, { descriptor }) => [
    ...expectField(descriptor, category, ['recordPick'], 'stockReports'),
    ...expectField(descriptor, unit, ['select', 'radio'], 'stockReports'),
  ],
});
