import TranslateIcon from '@mui/icons-material/Translate';
import IconButton from '@mui/material/IconButton';
import { forwardRef, lazy, Suspense, useState, type ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import type { Locale } from '../../shared/i18n/languages.ts';

const LanguageList = lazy(() => import('./language-list.tsx').then((module) => ({ default: module.LanguageList })));

export type LanguageButtonProps = {
  language: Locale;
  onChange: (locale: Locale) => void;
  color?: 'inherit' | 'default';
} & Omit<ComponentProps<typeof IconButton>, 'onChange' | 'color'>;

/**
 * Spec §2 Language switcher: 中文 / English / Español, the current one disabled; the list loads when first opened.
 * Without MUI's tooltip, which `LanguageMenu` adds: the login page names the button with the browser's own, as the
 * tooltip would be the largest script it loads.
 */
export const LanguageButton = forwardRef<HTMLButtonElement, LanguageButtonProps>(function LanguageButton(
  { language, onChange, color = 'inherit', ...button },
  ref,
) {
  const intl = useIntl();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first opening on, so the menu fades out like any other.
  const [opened, setOpened] = useState(false);
  const label = intl.formatMessage({ id: 'navbar.language' });
  return (
    <>
      <IconButton
        {...button}
        ref={ref}
        aria-label={label}
        color={color}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
      >
        <TranslateIcon fontSize="small" />
      </IconButton>
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
});
