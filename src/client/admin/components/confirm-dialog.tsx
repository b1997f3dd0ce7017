import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/** Asks before an action that cannot be undone (delete); the action's own failure message comes from the server. */
export function ConfirmDialog({ open, text, onClose, onConfirm }: { open: boolean; text: ReactNode; onClose: () => void; onConfirm: () => Promise<unknown> }) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      onClose();
    } catch {
      // The base query has shown the server's reason; the dialog stays for another try or cancel.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          <FormattedMessage id="actions.cancel" />
        </Button>
        <Button color="error" variant="contained" loading={busy} onClick={() => void confirm()}>
          <FormattedMessage id="actions.confirm" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
