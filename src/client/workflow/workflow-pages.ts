import { registerPage } from '../pages/registry.ts';

/** The to-do page has no menu of its own: it is a fixed path, linked from the home page. */
registerPage({
  component: 'workflow/todo',
  path: '/todo',
  load: () => import('./todo-page.tsx').then((m) => m.TodoPage),
  meta: { title: { id: 'wf.todo.title' } },
});
