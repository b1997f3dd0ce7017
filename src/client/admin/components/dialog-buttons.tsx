import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

type DialogButtonsProps = {
  onCancel: () => void;
  onConfirm: () => void;
  /** Catalogue id of the primary action. */
  label?: 'actions.save' | 'actions.confirm';
  /** The primary action is on its way: its button shows it. */
  busy: boolean;
  disabled?: boolean;
  color?: 'primary' | 'error';
  /** Further actions, placed before Cancel (e.g. clearing what the dialog edits). */
  children?: ReactNode;
};

/** The foot of an administration dialog: Cancel, then the primary action. */
export function DialogButtons({ onCancel, onConfirm, label = 'actions.save', busy, disabled, color = 'primary', children }: DialogButtonsProps) {
  return (
    <DialogActions>
      {children}
      <Button onClick={onCancel}>
        <FormattedMessage id="actions.cancel" />
      </Button>
      <Button color={color} variant="contained" loading={busy} disabled={disabled} onClick={onConfirm}>
        <FormattedMessage id={label} />
      </Button>
    </DialogActions>
  );
}
