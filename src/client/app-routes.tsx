import { Suspense, useEffect } from 'react';
import { BrowserRouter, Route, Routes, useNavigate } from 'react-router';
import { setNavigator } from './lib/navigation.ts';
import { onDemand } from './app/on-demand.ts';
import { PageLoading } from './app/page-loading.tsx';
import { LoginPage } from './pages/login-page.tsx';

// The login page comes with the entry (main.tsx), so the page's first round trip brings all it draws; the store and
// the shell are a chunk of their own.
const storeRoutes = () => import('./store-routes.tsx');
const StoreRoutes = onDemand(() => storeRoutes().then((module) => module.StoreRoutes));
// Any other first route's chunk is fetched beside the language catalogue, not once it has arrived.
if (window.location.pathname !== '/login') void storeRoutes();
/** What the home page draws after sign-in, fetched while the user types (the browser fetches each once). */
export const prefetchHome = () => {
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
function AppRoutes() {
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

/** The app once past the login page (or opened at any other address): the router and its routes. */
export function RoutedApp() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
