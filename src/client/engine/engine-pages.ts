import { registerDeferredPages, registerPage } from '../app/page-registry.ts';

/**
 * The generic screens in the page registry. The list registers once under the component key the server gives
 * every module menu (`engine/list`); a module's form and view live under its list's path, one pattern each, and
 * come with the module (`module-registry.ts`), which the shell does not load.
 */
registerPage({
  component: 'engine/list',
  load: () => import('./module-pages.tsx').then((m) => m.ModuleListPage),
  meta: { title: { id: 'grid.title' } },
});

/** Spec §1 count reports: one page, under the component key the server gives every report menu. */
registerPage({
  component: 'engine/report',
  load: () => import('./report/count-report-page.tsx').then((m) => m.CountReportPage),
  meta: { title: { id: 'engine.report.title' } },
});

/** The stock reports (src/server/stock/README.md): one page, under the component key of their menus. */
registerPage({
  component: 'engine/stock-report',
  load: () => import('./report/stock-report-page.tsx').then((m) => m.StockReportPage),
  meta: { title: { id: 'stockReport.title' } },
});

registerDeferredPages((pathname) => import('./module/module-registry.ts').then((registry) => registry.loadPagesFor(pathname)));
