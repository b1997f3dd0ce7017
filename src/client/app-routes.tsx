import { lazy, Suspense, useEffect } from 'react';
import { Route, Routes, useNavigate } from 'react-router';
import { setNavigator } from './lib/navigation.ts';
import { PageLoading } from './app/page-loading.tsx';
import { LoginPage } from './pages/login-page.tsx';

// The login page comes with the entry, so the page's first round trip brings all it draws; the rest is a chunk of
// its own: the login page loads neither the store nor the shell.
const storeRoutes = () => import('./store-routes.tsx');
const StoreRoutes = lazy(() => storeRoutes().then((module) => ({ default: module.StoreRoutes })));
// Any other first route's chunk is fetched beside the language catalogue, not once it has arrived.
if (window.location.pathname !== '/login') void storeRoutes();
/** What the home page draws after sign-in, fetched while the user types (the browser fetches each once). */
const prefetchHome = () => {
  void storeRoutes();
  void import('./layout/shell-layout.tsx');
  void import('./pages/home-page.tsx');
};

function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigator((to, options) => navigate(to, options));
    return () => setNavigator(null);
  }, [navigate]);
  return null;
}

/** Spec §2: the login page, and every other route behind the store. */
export function AppRoutes() {
  return (
    <>
      <NavigationBridge />
      <Suspense fallback={<PageLoading />}>
        <Routes>
          <Route path="/login" element={<LoginPage prefetch={prefetchHome} />} />
          <Route path="*" element={<StoreRoutes />} />
        </Routes>
      </Suspense>
    </>
  );
}
