import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { useIntl } from 'react-intl';

/** The foot of a picker's or filter's popover: a button that clears it (`clearLabel`), then Confirm. */
export function PopoverActions({
  clearLabel,
  onClear,
  onConfirm,
  sx,
}: {
  clearLabel: string;
  onClear: () => void;
  onConfirm: () => void;
  sx?: SxProps<Theme>;
}) {
  const intl = useIntl();
  return (
    <Box sx={[{ display: 'flex', justifyContent: 'flex-end', gap: 1 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Button size="small" onClick={onClear}>
        {clearLabel}
      </Button>
      <Button size="small" variant="contained" onClick={onConfirm}>
        {intl.formatMessage({ id: 'actions.confirm' })}
      </Button>
    </Box>
  );
}
