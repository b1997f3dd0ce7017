import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app-routes.tsx';
import { InterfaceProviders } from './app/interface-providers.tsx';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <InterfaceProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </InterfaceProviders>
  </StrictMode>,
);
