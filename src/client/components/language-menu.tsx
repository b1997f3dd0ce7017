import TranslateIcon from '@mui/icons-material/Translate';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Locale } from '../../shared/i18n/languages.ts';

const LanguageList = lazy(() => import('./language-list.tsx').then((module) => ({ default: module.LanguageList })));

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
  // Mounted from the first opening on, so the menu fades out like any other.
  const [opened, setOpened] = useState(false);
  const label = intl.formatMessage({ id: 'navbar.language' });
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          aria-label={label}
          color={color}
          onClick={(event) => {
            setAnchor(event.currentTarget);
            setOpened(true);
          }}
        >
          <TranslateIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {opened && (
        <Suspense fallback={null}>
          <LanguageList
            anchor={anchor}
            language={language}
            onClose={() => setAnchor(null)}
            onChoose={(locale) => {
              setAnchor(null);
              onChange(locale);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
