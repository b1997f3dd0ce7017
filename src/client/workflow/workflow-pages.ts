import { registerPage } from '../app/page-registry.ts';

/** The to-do page: a menu of its own for everyone (`todo`), also linked from the home page. */
registerPage({
  component: 'workflow/todo',
  path: '/todo',
  load: () => import('./todo-page.tsx').then((m) => m.TodoPage),
  meta: { title: { id: 'wf.todo.title' } },
});

/** Process management: the menu `system/process` (permission prefix processLayout). */
registerPage({
  component: 'system/process',
  path: '/system/process',
  load: () => import('./process-page.tsx').then((m) => m.ProcessPage),
  meta: { title: { id: 'wf.process.title' }, permission: ['processLayout:list'] },
});

/** Running instances, view and adjust (spec §7 Process): the menu `system/processinstance`, process-management permission. */
registerPage({
  component: 'system/processinstance',
  path: '/system/processinstance',
  load: () => import('./process-instances-page.tsx').then((m) => m.ProcessInstancesPage),
  meta: { title: { id: 'wf.instances.title' }, permission: ['processLayout:list'] },
});

/**
 * Delegations of one's approvals: no menu of its own (the spec lists delegation beside the to-do list, among the
 * user's own things), a fixed path reached from the account menu; everyone may open it.
 */
registerPage({
  component: 'workflow/delegation',
  path: '/delegation',
  load: () => import('./delegation-page.tsx').then((m) => m.DelegationPage),
  meta: { title: { id: 'wf.delegation.title' } },
});
