import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useIntl } from 'react-intl';
import { LOCALES, type Locale } from '../../shared/i18n/languages.ts';

/** The language menu's list, a chunk of its own: the login page loads it on the first click only. */
export function LanguageList({
  anchor,
  language,
  onChoose,
  onClose,
}: {
  anchor: HTMLElement | null;
  language: Locale;
  onChoose: (locale: Locale) => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  return (
    <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {LOCALES.map((locale) => (
        <MenuItem key={locale} disabled={locale === language} selected={locale === language} onClick={() => onChoose(locale)}>
          {intl.formatMessage({ id: `language.${locale}` })}
        </MenuItem>
      ))}
    </Menu>
  );
}
