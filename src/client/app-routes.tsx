import { lazy, Suspense, useEffect } from 'react';
import { Route, Routes, useNavigate } from 'react-router';
import { setNavigator } from './lib/navigation.ts';
import { PageLoading } from './app/page-loading.tsx';

// The login page and the rest are chunks of their own: the login page loads neither the store nor the shell.
const loginPage = () => import('./pages/login-page.tsx');
const storeRoutes = () => import('./store-routes.tsx');
const LoginPage = lazy(() => loginPage().then((module) => ({ default: module.LoginPage })));
const StoreRoutes = lazy(() => storeRoutes().then((module) => ({ default: module.StoreRoutes })));
// The first route's chunk is fetched beside the language catalogue, not once it has arrived.
void (window.location.pathname === '/login' ? loginPage() : storeRoutes());

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
          <Route path="/login" element={<LoginPage />} />
          <Route path="*" element={<StoreRoutes />} />
        </Routes>
      </Suspense>
    </>
  );
}
