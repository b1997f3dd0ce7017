import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { FormattedMessage } from 'react-intl';
import { LoginNameForm } from './login-name-form.tsx';
import { useChangeLoginName } from './use-account-changes.ts';

export type LoginNameDialogViewProps = { open: boolean; oldName: string; busy: boolean; onSubmit: (newName: string) => void; onClose: () => void };

/** Spec §2 Change-login-name dialog, 400 px: old account (read-only) and new account. */
export function LoginNameDialogView({ open, oldName, busy, onSubmit, onClose }: LoginNameDialogViewProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      slotProps={{ paper: { sx: { width: 400, maxWidth: 'calc(100% - 32px)' } } }}
      aria-labelledby="login-name-dialog-title"
    >
      <DialogTitle id="login-name-dialog-title">
        <FormattedMessage id="navbar.changeLoginName" />
      </DialogTitle>
      <DialogContent sx={{ pb: 0 }}>{open && <LoginNameForm id="login-name-dialog-form" oldName={oldName} onSubmit={onSubmit} />}</DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>
          <FormattedMessage id="actions.cancel" />
        </Button>
        <Button type="submit" form="login-name-dialog-form" variant="contained" loading={busy}>
          <FormattedMessage id="actions.confirm" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function LoginNameDialog({ open, oldName, onClose }: { open: boolean; oldName: string; onClose: () => void }) {
  const { change, busy } = useChangeLoginName(oldName);
  return <LoginNameDialogView open={open} oldName={oldName} busy={busy} onClose={onClose} onSubmit={(newName) => void change(newName)} />;
}
