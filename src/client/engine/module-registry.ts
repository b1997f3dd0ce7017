import { findModule, MODULES } from '../../modules/index.ts';
import { pagePath, permissionCode, type ModuleDescriptor } from '../../modules/module.types.ts';
import { registerPage } from '../pages/registry.ts';
import { formPath, viewPath } from './module-context.ts';

/*
 * The client's one door to the module descriptors. Neither the login page nor the shell imports it: the
 * descriptors load with the first screen that shows a module, and bring the routes of the modules' forms and
 * views. Today that is every area at once; once src/modules loads an area at a time, only this file changes.
 */
export { findModule, MODULES };

/**
 * The module a generic screen serves, read from where it was opened: the menu's href (`/<area>/<key>`, the
 * list), or the path of a form or view (`/<area>/<key>/edit` or the spec's own form path, `/<area>/<key>/view`).
 */
export function moduleForPath(pathname: string): ModuleDescriptor | undefined {
  const base = pathname.replace(/\/(edit|view)$/, '').replace(/\/$/, '');
  return MODULES.find((descriptor) => pagePath(descriptor) === base || descriptor.formRoute === pathname);
}

for (const descriptor of MODULES) {
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
}
