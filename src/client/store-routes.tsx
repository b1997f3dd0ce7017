import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { AppProviders } from './app/app-providers.tsx';
import { onDemand } from './app/on-demand.ts';
import { PageLoading } from './app/page-loading.tsx';
import { SessionGate } from './app/session-gate.tsx';

// Each top-level screen is its own chunk.
const ChangePasswordPage = onDemand(() => import('./pages/change-password-page.tsx').then((module) => module.ChangePasswordPage));
const ErrorPage = onDemand(() => import('./pages/error-page.tsx').then((module) => module.ErrorPage));
const PrintPage = onDemand(() => import('./print/print-page.tsx').then((module) => module.PrintPage));
const ShellLayout = onDemand(() => import('./layout/shell-layout.tsx').then((module) => module.ShellLayout));

/** Spec §2 fixed routes besides the login page; every other path is the shell, which resolves pages from the registry and the menus. */
export function StoreRoutes() {
  return (
    <AppProviders>
      <Suspense fallback={<PageLoading />}>
        <Routes>
          <Route path="/401" element={<ErrorPage code={401} />} />
          <Route path="/404" element={<ErrorPage code={404} />} />
          <Route
            path="/changepwd"
            element={
              <SessionGate allowInitialPassword>
                <ChangePasswordPage />
              </SessionGate>
            }
          />
          <Route path="/" element={<Navigate to="/home" replace />} />
          {/* Spec §2: a document's print page, outside the shell. */}
          <Route
            path="/:area/:key/print"
            element={
              <SessionGate>
                <PrintPage />
              </SessionGate>
            }
          />
          <Route
            path="*"
            element={
              <SessionGate>
                <ShellLayout />
              </SessionGate>
            }
          />
        </Routes>
      </Suspense>
    </AppProviders>
  );
}
