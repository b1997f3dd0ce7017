import { registerPage } from '../../app/page-registry.ts';

/** The stock reports (src/server/stock/README.md): one page, under the component key of their menus. */
registerPage({
  component: 'engine/stock-report',
  load: () => import('./stock-report-page.tsx').then((m) => m.StockReportPage),
  meta: { title: { id: 'stockReport.title' } },
});
