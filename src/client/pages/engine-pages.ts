import { permissionCode } from '../../modules/module.types.ts';
import { registerDeferredPages, registerPage } from '../app/page-registry.ts';
import { whenModuleArrives } from '../engine/module/engine-slots.ts';
import { formPath, viewPath } from '../engine/module/module-paths.ts';

/**
 * The generic screens in the page registry. The list registers once under the component key the server gives
 * every module menu (`engine/list`); a module's form and view live under its list's path, one pattern each, and
 * are routed as the module arrives (`engine/module/module-registry.ts`, which the shell does not load).
 */
registerPage({
  component: 'engine/list',
  load: () => import('./module-pages.tsx').then((m) => m.ModuleListPage),
  meta: { title: { id: 'grid.title' } },
});

/** Spec §1 count reports: one page, under the component key the server gives every report menu. */
registerPage({
  component: 'engine/report',
  load: () => import('../engine/report/count-report-page.tsx').then((m) => m.CountReportPage),
  meta: { title: { id: 'engine.report.title' } },
});

whenModuleArrives((descriptor) => {
  registerPage({
    component: `engine/form:${descriptor.key}`,
    path: formPath(descriptor),
    load: () => import('./module-pages.tsx').then((m) => m.ModuleFormPage),
    meta: { title: { id: 'form.title' }, hidden: true, permission: [[permissionCode(descriptor, 'add'), permissionCode(descriptor, 'update')]] },
  });
  registerPage({
    component: `engine/view:${descriptor.key}`,
    path: viewPath(descriptor),
    load: () => import('./module-pages.tsx').then((m) => m.ModuleViewPage),
    meta: { title: { id: 'view.title' }, hidden: true, permission: [[permissionCode(descriptor, 'view'), permissionCode(descriptor, 'list')]] },
  });
});

registerDeferredPages((pathname) => import('../engine/module/module-registry.ts').then((registry) => registry.loadModulesFor(pathname)));
