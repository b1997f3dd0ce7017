import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

type FormDialogProps = {
  open: boolean;
  /** Names the dialog's parts: `<name>-title`, and `<name>-form`, the form that Confirm submits. */
  name: string;
  titleId: string;
  busy: boolean;
  onClose: () => void;
  /** The form, given its id; rendered only while the dialog is open, so each opening starts afresh. */
  form: (formId: string) => ReactNode;
};

/** Spec §2 account dialogs, 400 px: a form of the account and Confirm, which submits it. */
export function FormDialog({ open, name, titleId, busy, onClose, form }: FormDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      slotProps={{ paper: { sx: { width: 400, maxWidth: 'calc(100% - 32px)' } } }}
      aria-labelledby={`${name}-title`}
    >
      <DialogTitle id={`${name}-title`}>
        <FormattedMessage id={titleId} />
      </DialogTitle>
      <DialogContent sx={{ pb: 0 }}>{open && form(`${name}-form`)}</DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>
          <FormattedMessage id="actions.cancel" />
        </Button>
        <Button type="submit" form={`${name}-form`} variant="contained" loading={busy}>
          <FormattedMessage id="actions.confirm" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
