import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { FormattedMessage } from 'react-intl';
import { PasswordForm, type PasswordValues } from './password-form.tsx';
import { useChangePassword } from './use-account-changes.ts';

export type PasswordDialogViewProps = { open: boolean; busy: boolean; onSubmit: (values: PasswordValues) => void; onClose: () => void };

/** Spec §2 Password dialog, 400 px: old, new and confirm password. */
export function PasswordDialogView({ open, busy, onSubmit, onClose }: PasswordDialogViewProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      slotProps={{ paper: { sx: { width: 400, maxWidth: 'calc(100% - 32px)' } } }}
      aria-labelledby="password-dialog-title"
    >
      <DialogTitle id="password-dialog-title">
        <FormattedMessage id="navbar.changePassword" />
      </DialogTitle>
      <DialogContent sx={{ pb: 0 }}>{open && <PasswordForm id="password-dialog-form" onSubmit={onSubmit} />}</DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>
          <FormattedMessage id="actions.cancel" />
        </Button>
        <Button type="submit" form="password-dialog-form" variant="contained" loading={busy}>
          <FormattedMessage id="actions.confirm" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function PasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { change, busy } = useChangePassword();
  return <PasswordDialogView open={open} busy={busy} onClose={onClose} onSubmit={(values) => void change(values)} />;
}
