import type { FieldOf } from '../../../../shared/rules/field-kinds/index.ts';
import { DateInput } from '../../../components/date-input.tsx';
import type { ClientKind } from './kind.ts';

/** A month: the date picker's year and month views, shown as stored, "2026-03". */
export const monthKind: ClientKind<FieldOf<'month'>> = {
  Control: ({ value, onChange, label, compact, required, disabled, error }) => (
    <DateInput
      kind="month"
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
