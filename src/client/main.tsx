import { StrictMode, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { InterfaceProviders } from './app/interface-providers.tsx';
import { showCatalogueParts } from './i18n/interface-language.ts';
import { setNavigator } from './lib/navigation.ts';
import { takeOverFirstPaint } from './pages/login-first-paint.ts';
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
  // The page replaces the form the HTML drew once it can draw its own words; what was typed there is read and the page
  // drawn in one go, so no keystroke falls between.
  void showCatalogueParts('signIn').then(() => {
    const typed = takeOverFirstPaint();
    flushSync(() => render(<LoginPage typed={typed} prefetch={() => void appRoutes().then((routes) => routes.prefetchHome())} />));
  });
} else {
  renderRoutes();
}
