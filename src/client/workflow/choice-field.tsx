import MenuItem from '@mui/material/MenuItem';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';

/** One choice of a select: the value it writes and the words it shows. */
export type Choice = { value: string | number; label: string };

/** A small select of the flow designer's properties and the instance panels: its label, value and choices. */
export function ChoiceField({
  label,
  value,
  choices,
  onChange,
  disabled,
  helperText,
  testId,
  dataField,
  sx,
}: {
  label: string;
  value: string | number;
  choices: readonly Choice[];
  onChange: (value: string) => void;
  disabled?: boolean;
  helperText?: string;
  testId?: string;
  /** The form field the select sets, as `data-field` (as the form's own controls are marked). */
  dataField?: string;
  sx?: SxProps<Theme>;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      helperText={helperText}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      data-testid={testId}
      data-field={dataField}
      sx={sx}
    >
      {choices.map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
