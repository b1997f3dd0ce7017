import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LOCALE } from '../../shared/i18n/languages.ts';
import { useShownLanguage } from '../i18n/interface-language.ts';
import { createAppTheme } from '../theme/create-app-theme.ts';
import { Notifier } from './notifier.tsx';
import { useAppSelector } from './store.ts';

/** Language, theme colour and size are read here, so switching them re-renders everything at once. */
export function AppProviders({ children }: { children: ReactNode }) {
  const { locale, messages } = useShownLanguage();
  const size = useAppSelector((state) => state.app.size);
  const primary = useAppSelector((state) => state.settings.theme);
  const theme = useMemo(() => createAppTheme(primary, size), [primary, size]);
  // Nothing is shown before the catalogue: no screen shows message ids.
  if (!messages) return null;
  return (
    <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={messages}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
        <Notifier />
      </ThemeProvider>
    </IntlProvider>
  );
}
