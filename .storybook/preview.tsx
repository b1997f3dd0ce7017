import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { Decorator, Preview } from '@storybook/react-vite';
import { IntlProvider } from 'react-intl';
// Stories format every catalogue at run time.
import '../src/client/i18n/full-message-parser.ts';
import { DEFAULT_LOCALE, isLocale } from '../src/shared/i18n/locales.ts';
import { messagesFor } from '../src/client/i18n/messages.ts';
import { createAppTheme, THEME_COLOURS } from '../src/client/theme/create-app-theme.ts';

/** Every story renders in the app's theme and in the language chosen in the toolbar. */
const withAppProviders: Decorator = (Story, context) => {
  const locale = isLocale(context.globals.locale) ? context.globals.locale : DEFAULT_LOCALE;
  return (
    <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={messagesFor(locale)}>
      <ThemeProvider theme={createAppTheme(THEME_COLOURS[0], 'medium')}>
        <CssBaseline />
        <Story />
      </ThemeProvider>
    </IntlProvider>
  );
};

const preview: Preview = {
  decorators: [withAppProviders],
  globalTypes: {
    locale: {
      description: 'Interface language',
      toolbar: {
        icon: 'globe',
        items: [
          { value: 'zh', title: '中文' },
          { value: 'en', title: 'English' },
          { value: 'es', title: 'Español' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'zh' },
  parameters: { layout: 'fullscreen', controls: { expanded: true } },
};

export default preview;
