import type { ComponentType } from 'react';
import { registerPage } from '../app/page-registry.ts';

/**
 * The system-administration screens (spec §1 System configuration), each registered under the `component` key
 * its menu names (src/server/seed/menu-catalog.ts); the menu's href becomes the route and `<prefix>:list` guards it.
 */
const ADMIN_PAGES: { component: string; path: string; code: string; load: () => Promise<ComponentType> }[] = [
  { component: 'system/office', path: '/system/office', code: 'office', load: () => import('./pages/office-page.tsx').then((m) => m.OfficePage) },
  { component: 'system/user', path: '/system/user', code: 'user', load: () => import('./pages/user-page.tsx').then((m) => m.UserPage) },
  { component: 'system/post', path: '/system/post', code: 'post', load: () => import('./pages/post-page.tsx').then((m) => m.PostPage) },
  { component: 'system/role', path: '/system/role', code: 'role', load: () => import('./pages/role-page.tsx').then((m) => m.RolePage) },
  { component: 'system/menu', path: '/system/menu', code: 'menu', load: () => import('./pages/menu-page.tsx').then((m) => m.MenuPage) },
  { component: 'system/dict', path: '/system/dict', code: 'dictionarie', load: () => import('./pages/dict-page.tsx').then((m) => m.DictPage) },
  { component: 'system/sysParam', path: '/system/param', code: 'sysParam', load: () => import('./pages/config-pages.tsx').then((m) => m.SystemParamPage) },
  { component: 'system/job', path: '/system/job', code: 'job', load: () => import('./pages/job-page.tsx').then((m) => m.JobPage) },
  { component: 'system/holiday', path: '/system/holiday', code: 'holiday', load: () => import('./pages/holiday-page.tsx').then((m) => m.HolidayPage) },
  { component: 'system/area', path: '/system/area', code: 'area', load: () => import('./pages/catalog-page.tsx').then((m) => m.AreaPage) },
  {
    component: 'system/projectClass',
    path: '/system/projectclass',
    code: 'projectClass',
    load: () => import('./pages/catalog-page.tsx').then((m) => m.ProjectClassPage),
  },
  { component: 'system/signAuth', path: '/system/signauth', code: 'signAuth', load: () => import('./pages/config-pages.tsx').then((m) => m.SignAuthPage) },
  {
    component: 'system/updateMessage',
    path: '/system/updatemessage',
    code: 'updateMessage',
    load: () => import('./pages/config-pages.tsx').then((m) => m.UpdateMessagePage),
  },
  {
    component: 'system/printTemplate',
    path: '/system/printtemplate',
    code: 'printTemplate',
    load: () => import('./pages/config-pages.tsx').then((m) => m.PrintTemplatePage),
  },
  { component: 'system/helpAdmin', path: '/system/help', code: 'helpcenter', load: () => import('./pages/help-admin-page.tsx').then((m) => m.HelpAdminPage) },
  { component: 'system/monitor', path: '/system/monitor', code: 'monitor', load: () => import('./pages/monitor-page.tsx').then((m) => m.MonitorPage) },
  {
    component: 'system/serialTemplate',
    path: '/system/serialtemplate',
    code: 'serialTemplate',
    load: () => import('./pages/serial-template-page.tsx').then((m) => m.SerialTemplatePage),
  },
  {
    component: 'system/listSetting',
    path: '/system/listsetting',
    code: 'listSetting',
    load: () => import('./pages/list-setting-page.tsx').then((m) => m.ListSettingPage),
  },
  {
    component: 'system/tableInfo',
    path: '/system/tableinfo',
    code: 'tableInfo',
    load: () => import('./pages/table-info-page.tsx').then((m) => m.TableInfoPage),
  },
  {
    component: 'system/simulator',
    path: '/system/simulator',
    code: 'simulator',
    load: () => import('./pages/simulator-page.tsx').then((m) => m.SimulatorPage),
  },
];

for (const page of ADMIN_PAGES) {
  const key = page.component.split('/')[1];
  registerPage({
    component: page.component,
    path: page.path,
    load: page.load,
    meta: { title: { id: `menu.system.${key}` }, permission: [`${page.code}:list`] },
  });
}
