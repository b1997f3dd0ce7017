import Tooltip from '@mui/material/Tooltip';
import { useIntl } from 'react-intl';
import { LanguageButton, type LanguageButtonProps } from './language-button.tsx';

/** The language switcher of the shell and the print page: the button with the tooltip its neighbours have. */
export function LanguageMenu(props: LanguageButtonProps) {
  const intl = useIntl();
  return (
    <Tooltip title={intl.formatMessage({ id: 'navbar.language' })}>
      <LanguageButton {...props} />
    </Tooltip>
  );
}
