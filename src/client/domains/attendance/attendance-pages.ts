import { registerPage } from '../../app/page-registry.ts';

/** The attendance clerk's month (src/server/attendance/README.md "Shifts, punches and the stored month"), under its menu's component key. */
registerPage({
  component: 'human/checkWork',
  load: () => import('./check-work-page.tsx').then((m) => m.CheckWorkPage),
  meta: { title: { id: 'hr.checkWork.title' } },
});
