import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useIntl } from 'react-intl';
import type { Locale } from '../../../../shared/i18n/languages.ts';
import { moneyInputText, readMoneyInput } from '../../../../shared/money-format.ts';
import type { ScalarField } from '../../../../shared/rules/field.types.ts';
import { cellFrame, text, useSelectOnFocus } from './frame.tsx';
import type { ControlProps } from './kind.ts';

/**
 * A decimal typed in the reader's way (a decimal comma in Spanish) and kept as the plain decimal ("7.5"), its unit
 * beside it: hours, a percentage. Focusing it selects it all, as a number's input does. `negative`: a minus may lead.
 */
export function DecimalControl({ unit, negative, ...props }: ControlProps<ScalarField> & { unit: string; negative?: boolean }) {
  const { value, onChange, label } = props;
  const locale = useIntl().locale as Locale;
  const selecting = useSelectOnFocus();
  const allowed = negative ? /^-?\d*(\.\d{0,2})?$/ : /^\d*(\.\d{0,2})?$/;
  return (
    <TextField
      {...cellFrame(props)}
      value={moneyInputText(locale, text(value))}
      {...selecting}
      onChange={(event) => {
        const plain = readMoneyInput(locale, event.target.value);
        // Anything but digits with at most two decimals is not taken: the value stays as it was.
        if (allowed.test(plain)) onChange(plain);
      }}
      slotProps={{
        htmlInput: { 'aria-label': label, inputMode: 'decimal', maxLength: 12 },
        input: { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> },
      }}
    />
  );
}
