import './engine-pages.ts';
import '../domains/goods/goods-pages.ts';
import '../domains/attendance/attendance-pages.ts';
import '../domains/payroll/payroll-pages.ts';
import '../admin/admin-pages.ts';
import '../workflow/workflow-pages.ts';
import { MISSING_COMPONENT, registerPage } from '../app/page-registry.ts';

/** The shell's own screens (spec §2 fixed routes); module screens register the same way. */
registerPage({
  component: 'home',
  path: '/home',
  load: () => import('./home-page.tsx').then((m) => m.HomePage),
  meta: { title: { id: 'menu.home' }, affix: true },
});
registerPage({
  component: 'redirect',
  path: '/redirect/*',
  load: () => import('./redirect-page.tsx').then((m) => m.RedirectPage),
  meta: { title: { id: 'page.redirect' }, hidden: true, noCache: true, noTag: true },
});
registerPage({
  component: 'account/updatepwd',
  path: '/updatepwd',
  load: () => import('./update-password-page.tsx').then((m) => m.UpdatePasswordPage),
  meta: { title: { id: 'menu.account.updatepwd' }, hidden: true, noCache: true },
});
registerPage({
  component: 'system/online',
  path: '/system/online',
  load: () => import('./online-page.tsx').then((m) => m.OnlinePage),
  meta: { title: { id: 'menu.system.online' }, permission: ['online:list'] },
});
registerPage({
  component: 'helpcenter/info',
  path: '/helpcenter/info',
  load: () => import('./help-center-page.tsx').then((m) => m.HelpCenterPage),
  meta: { title: { id: 'menu.helpcenter.info' } },
});
registerPage({
  component: MISSING_COMPONENT,
  load: () => import('./module-missing-page.tsx').then((m) => m.ModuleMissingPage),
  meta: { title: { id: 'page.moduleMissing' }, noCache: true },
});
