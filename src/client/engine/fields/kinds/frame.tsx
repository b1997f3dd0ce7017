import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import { useRef, type FocusEvent, type MouseEvent, type ReactNode } from 'react';
import type { FieldOf } from '../../../../shared/rules/field-kinds/index.ts';
import { DateInput } from '../../../components/date-input.tsx';
import type { ControlProps } from './kind.ts';

/** What the kinds' controls share: the frame of a text field, a warning under it, selection on focus. */

/** A warning under a field, in the warning colour (an error, when there is one, is shown instead). */
export const warningText = (warning: string | undefined) =>
  warning ? (
    <Box component="span" sx={{ color: 'warning.main' }} data-testid="field-warning">
      {warning}
    </Box>
  ) : undefined;

export const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
export const list = (value: unknown) => (Array.isArray(value) ? value.map(String) : []);

type Framed = Pick<ControlProps, 'label' | 'required' | 'disabled' | 'error' | 'warning' | 'compact'>;

/** What every text field of the form shows of its field: the label, whether required or disabled, the failed rule. */
export const textFieldFrame = ({ label, required, disabled, error, warning }: Framed) => ({
  fullWidth: true,
  size: 'small' as const,
  label,
  required,
  disabled,
  error: Boolean(error),
  helperText: error ?? warningText(warning),
});

/** The frame of a text field in the form or, compact, in a detail table's cell (the label only read out). */
export const cellFrame = (props: Framed) => ({ ...textFieldFrame(props), label: props.compact ? undefined : props.label });

/**
 * Focusing a number selects all of it, as spreadsheets and forms do: typing replaces it instead of being added in
 * the middle. A click's mouse-up would put the caret back where it landed: the first one after focusing is kept
 * from doing so.
 */
export function useSelectOnFocus() {
  const focusing = useRef(false);
  return {
    onFocus: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      focusing.current = true;
      event.target.select();
    },
    onMouseUp: (event: MouseEvent) => {
      if (focusing.current) event.preventDefault();
      focusing.current = false;
    },
  };
}

/** A control that is no text field (rich text, uploads), under the field's label. */
export function LabelledControl({ label, required, error, children }: { label: string; required?: boolean; error?: string; children: ReactNode }) {
  return (
    <FormControl fullWidth error={Boolean(error)}>
      <FormLabel required={required} sx={{ fontSize: 12, mb: 0.5 }}>
        {label}
      </FormLabel>
      {children}
    </FormControl>
  );
}

/** The date picker in the views its field's kind asks for: a day, a day and its time, a time of day, a month. */
export function PickerControl(props: ControlProps<FieldOf<'date' | 'datetime' | 'time' | 'month'>>) {
  const { field, value, onChange, label, required, disabled, error } = props;
  return (
    <DateInput
      kind={field.type}
      value={value}
      onChange={onChange}
      label={props.compact ? undefined : label}
      ariaLabel={props.compact ? label : undefined}
      required={required}
      disabled={disabled}
      error={Boolean(error)}
      helperText={error}
    />
  );
}
