import { Activity, memo, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import type { MenuEntry } from '../../shared/schemas/auth.schema.ts';
import { PageLoading } from '../app/page-loading.tsx';
import { useAppSelector } from '../app/store.ts';
import { PageContext, resolvePage, type ResolvedPage } from '../app/page-registry.ts';

function PageHostView({ page, location }: { page: ResolvedPage; location: string }) {
  const { Page } = page.page;
  // Each page sees its own location, so a hidden cached page keeps its own query parameters.
  return (
    <PageContext.Provider value={page}>
      <Routes location={location}>
        <Route
          path="*"
          element={
            <Suspense fallback={<PageLoading />}>
              <Page />
            </Suspense>
          }
        />
      </Routes>
    </PageContext.Provider>
  );
}

/** Hidden pages re-render only when their own tab changes, not on every navigation elsewhere. */
const PageHost = memo(
  PageHostView,
  (before, after) =>
    before.location === after.location && before.page.name === after.page.name && before.page.page === after.page.page && before.page.menu === after.page.menu,
);

/**
 * Spec §2 Tabs, "cached unless no-cache": a keep-alive built on React's <Activity>. Every visited page that may
 * be cached stays mounted; the inactive ones are hidden (display: none) and their effects paused, so form input,
 * scroll position and filters survive switching tabs without re-fetching. Closing a tab unmounts its page;
 * "refresh" bumps the tab's generation, which remounts it. A no-cache page is rendered only while active.
 */
export function KeepAliveOutlet({ active, location, menus }: { active: ResolvedPage; location: string; menus: readonly MenuEntry[] }) {
  const visited = useAppSelector((state) => state.tags.visited);
  const generation = useAppSelector((state) => state.tags.generation);
  const keyOf = (name: string) => `${name}#${generation[name] ?? 0}`;
  // One keyed list in visiting order: a page keeps its identity (and state) while others come and go.
  const cached = visited.filter((view) => !view.noCache).map((view) => view.name);
  if (!active.meta.noCache && !cached.includes(active.name)) cached.push(active.name);
  return (
    <>
      {cached.map((name) => {
        const isActive = name === active.name;
        const view = visited.find((item) => item.name === name);
        const page = isActive ? active : view && resolvePage(view.path, menus);
        if (!page) return null;
        return (
          <Activity key={keyOf(name)} mode={isActive ? 'visible' : 'hidden'}>
            <PageHost page={page} location={isActive ? location : view!.fullPath} />
          </Activity>
        );
      })}
      {active.meta.noCache && <PageHost key={keyOf(active.name)} page={active} location={location} />}
    </>
  );
}
