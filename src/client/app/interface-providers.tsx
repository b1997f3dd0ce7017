import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LOCALE } from '../../shared/i18n/languages.ts';
import { useCatalogueParts, useShownLanguage } from '../i18n/interface-language.ts';
import { createAppTheme, THEME_COLOURS } from '../theme/create-app-theme.ts';
import { savedSize } from '../theme/interface-size.ts';

/**
 * What every page needs before the store has loaded: the shown language and a theme in the default colour and
 * the size of the cookie. Inside the store, `AppProviders` applies the user's colour and size.
 */
export function InterfaceProviders({ children }: { children: ReactNode }) {
  const ready = useCatalogueParts('signIn');
  const { locale, messages } = useShownLanguage();
  const theme = useMemo(() => createAppTheme(THEME_COLOURS[0], savedSize()), []);
  // Nothing is shown before the catalogue: no screen shows message ids.
  if (!ready) return null;
  return (
    <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={messages}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </IntlProvider>
  );
}
