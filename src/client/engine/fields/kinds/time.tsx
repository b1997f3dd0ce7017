import type { FieldOf } from '../../../../shared/rules/field-kinds/index.ts';
import { DateInput } from '../../../components/date-input.tsx';
import type { ClientKind } from './kind.ts';

/** A time of day: the time picker (24 hours, hours and minutes), shown as stored, "09:30". */
export const timeKind: ClientKind<FieldOf<'time'>> = {
  Control: ({ value, onChange, label, compact, required, disabled, error }) => (
    <DateInput
      kind="time"
      value={value}
      onChange={onChange}
      label={compact ? undefined : label}
      ariaLabel={compact ? label : undefined}
      required={required}
      disabled={disabled}
      error={Boolean(error)}
      helperText={error}
    />
  ),
  Value: ({ value }) => <>{String(value)}</>,
};
