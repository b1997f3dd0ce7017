import TranslateIcon from '@mui/icons-material/Translate';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { LOCALES, type Locale } from '../../shared/i18n/languages.ts';

/** Spec §2 Language switcher: 中文 / English / Español, the current one disabled. */
export function LanguageMenu({
  language,
  onChange,
  color = 'inherit',
}: {
  language: Locale;
  onChange: (locale: Locale) => void;
  color?: 'inherit' | 'default';
}) {
  const intl = useIntl();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = intl.formatMessage({ id: 'navbar.language' });
  return (
    <>
      <Tooltip title={label}>
        <IconButton aria-label={label} color={color} onClick={(event) => setAnchor(event.currentTarget)}>
          <TranslateIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {LOCALES.map((locale) => (
          <MenuItem
            key={locale}
            disabled={locale === language}
            selected={locale === language}
            onClick={() => {
              setAnchor(null);
              onChange(locale);
            }}
          >
            {intl.formatMessage({ id: `language.${locale}` })}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
