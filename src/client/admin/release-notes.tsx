import { lazy, Suspense } from 'react';

const ReleaseNotesDialog = lazy(() => import('./release-notes-dialog.tsx').then((m) => ({ default: m.ReleaseNotesDialog })));

/** Mounted once by the shell layout; the dialog and its calls load after sign-in, not with the login page. */
export function ReleaseNotes() {
  return (
    <Suspense fallback={null}>
      <ReleaseNotesDialog />
    </Suspense>
  );
}
