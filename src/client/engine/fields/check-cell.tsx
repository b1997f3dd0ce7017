import Checkbox from '@mui/material/Checkbox';
import TableCell from '@mui/material/TableCell';

/** A settings table's yes/no cell (a column's visibility, a field's read-only…), read out as `label`. */
export function CheckCell({
  checked,
  label,
  onChange,
  disabled,
}: {
  checked: boolean;
  label: string;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <TableCell padding="checkbox">
      <Checkbox
        size="small"
        checked={checked}
        disabled={disabled}
        slotProps={{ input: { 'aria-label': label } }}
        onChange={(event) => onChange(event.target.checked)}
      />
    </TableCell>
  );
}
