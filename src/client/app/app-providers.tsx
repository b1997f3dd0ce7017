import { enUS, esES, zhCN } from '@mui/material/locale';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { useCatalogueParts, useLanguage } from '../i18n/interface-language.ts';
import { createAppTheme } from '../theme/create-app-theme.ts';
import { appStore } from './app-store.ts';
import { Notifier } from './notifier.tsx';
import { PageLoading } from './page-loading.tsx';
import { useAppSelector } from './store.ts';

const MUI_LOCALES = { zh: zhCN, en: enUS, es: esES } as const;

function StoreTheme({ children }: { children: ReactNode }) {
  const size = useAppSelector((state) => state.app.size);
  const primary = useAppSelector((state) => state.settings.theme);
  const language = useLanguage();
  const theme = useMemo(() => createAppTheme(primary, size, MUI_LOCALES[language]), [primary, size, language]);
  return (
    <ThemeProvider theme={theme}>
      {children}
      <Notifier />
    </ThemeProvider>
  );
}

/**
 * The store and what reads it: the user's theme colour and size (switching them re-renders everything at once)
 * and the notices. Its screens wait for the rest of the catalogue.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const ready = useCatalogueParts('app');
  return (
    <Provider store={appStore}>
      <StoreTheme>{ready ? children : <PageLoading />}</StoreTheme>
    </Provider>
  );
}
