import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';

type OptionCheckboxesProps = { options: readonly { value: string; label: string }[]; values: readonly string[]; onChange: (values: string[]) => void };

/** One checkbox per option of a field, ticked for each value chosen (a checkbox field, a column's filter). */
export function OptionCheckboxes({ options, values, onChange }: OptionCheckboxesProps) {
  return options.map((option) => (
    <FormControlLabel
      key={option.value}
      control={
        <Checkbox
          size="small"
          checked={values.includes(option.value)}
          onChange={(event) => onChange(event.target.checked ? [...values, option.value] : values.filter((value) => value !== option.value))}
        />
      }
      label={option.label}
    />
  ));
}
