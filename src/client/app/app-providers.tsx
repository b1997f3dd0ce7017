import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useEffect, useMemo, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LOCALE } from '../../shared/i18n/locales.ts';
import { messagesFor } from '../i18n/messages.ts';
import { createAppTheme } from '../theme/create-app-theme.ts';
import { Notifier } from './notifier.tsx';
import { useAppSelector } from './store.ts';

/** Language, theme colour and size come from the store, so switching them re-renders everything at once. */
export function AppProviders({ children }: { children: ReactNode }) {
  const language = useAppSelector((state) => state.app.language);
  const size = useAppSelector((state) => state.app.size);
  const primary = useAppSelector((state) => state.settings.theme);
  const theme = useMemo(() => createAppTheme(primary, size), [primary, size]);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return (
    <IntlProvider locale={language} defaultLocale={DEFAULT_LOCALE} messages={messagesFor(language)}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
        <Notifier />
      </ThemeProvider>
    </IntlProvider>
  );
}
