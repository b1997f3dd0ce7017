import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

/** How a report's rows are grouped: one button per grouping, the chosen one pressed (`data-by` names it). */
export function ReportByToggle<By extends string>({
  value,
  choices,
  label,
  labelOf,
  onChange,
}: {
  value: By;
  choices: readonly By[];
  label: string;
  labelOf: (by: By) => string;
  onChange: (by: By) => void;
}) {
  return (
    <ToggleButtonGroup size="small" exclusive value={value} onChange={(_event, next: By | null) => next && onChange(next)} aria-label={label}>
      {choices.map((by) => (
        <ToggleButton key={by} value={by} data-by={by}>
          {labelOf(by)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
