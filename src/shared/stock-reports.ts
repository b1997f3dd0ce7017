/**
 * The stock reports of the catalogue (descriptor `stockReports`, src/server/stock/README.md): each a page
 * `/count/stock/<kind>` under the count reports, what it may be asked (`by` item or category, a date range, an
 * as-of date) and its menu's icon. The server answers each with its columns, rows (the total last) and chart.
 */
export const STOCK_REPORTS = {
  onHand: { by: true, range: false, asOf: false, icon: 'inventory' },
  movements: { by: true, range: true, asOf: false, icon: 'timeline' },
  holdings: { by: false, range: false, asOf: false, icon: 'badge' },
  overdue: { by: false, range: false, asOf: true, icon: 'schedule' },
} as const;
export type StockReportKind = keyof typeof STOCK_REPORTS;
export const STOCK_REPORT_KINDS = Object.keys(STOCK_REPORTS) as [StockReportKind, ...StockReportKind[]];
export const STOCK_REPORT_GROUPS = ['item', 'category'] as const;
export type StockReportGroup = (typeof STOCK_REPORT_GROUPS)[number];

/** The menu of a kind (`count.stockOnHand`), its catalogue id `menu.<code>`, and its page. */
export const stockReportMenuCode = (kind: StockReportKind) => `count.stock${kind[0]!.toUpperCase()}${kind.slice(1)}`;
export const stockReportPath = (kind: StockReportKind) => `/count/stock/${kind}`;

/** A column of a stock report: its header in the reader's language; numbers align right and may be charted. */
export type StockReportColumn = { key: string; label: string; numeric?: boolean };
export type StockReportRow = Record<string, string | number | null>;
/**
 * A stock report's answer: the table (the total row last) and its chart, the rows `chart.rows` (the table's rows but
 * the total when absent) named by `chart.name`, one series per key of `chart.series`.
 */
export type StockReportAnswer = {
  columns: StockReportColumn[];
  rows: StockReportRow[];
  chart: { name: string; series: string[]; rows?: StockReportRow[] };
};
