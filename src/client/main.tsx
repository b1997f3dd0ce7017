import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { InterfaceProviders } from './app/interface-providers.tsx';
import { setNavigator } from './lib/navigation.ts';
import { LoginPage } from './pages/login-page.tsx';

const root = createRoot(document.getElementById('root')!);
const render = (page: ReactNode) =>
  root.render(
    <StrictMode>
      <InterfaceProviders>{page}</InterfaceProviders>
    </StrictMode>,
  );

// Every route but the login page's sits behind the router (app-routes.tsx), a chunk of its own.
const appRoutes = () => import('./app-routes.tsx');
const renderRoutes = () => void appRoutes().then(({ RoutedApp }) => render(<RoutedApp />));

if (window.location.pathname === '/login') {
  // The login page draws without the router; signing in moves the address, then the routes take over from there.
  setNavigator((to, options) => {
    window.history[options?.replace ? 'replaceState' : 'pushState'](null, '', to);
    renderRoutes();
  });
  render(<LoginPage prefetch={() => void appRoutes().then((routes) => routes.prefetchHome())} />);
} else {
  renderRoutes();
}
