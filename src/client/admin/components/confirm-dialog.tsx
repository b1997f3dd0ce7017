import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { DialogButtons } from '../components/dialog-buttons.tsx';
import { useSaved } from './use-admin.ts';

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
      <DialogButtons onCancel={onClose} label="actions.confirm" color="error" busy={busy} onConfirm={() => void confirm()} />
    </Dialog>
  );
}

/** Asks before deleting an entry of a configuration screen; once deleted, says so and calls `onDeleted`. */
export function ConfirmDelete<Entry>({
  entry,
  onDelete,
  onClose,
  onDeleted,
}: {
  entry: Entry;
  onDelete: (entry: Entry) => Promise<unknown>;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const saved = useSaved();
  const confirm = async () => {
    await onDelete(entry);
    saved();
    onDeleted?.();
  };
  return <ConfirmDialog open text={<FormattedMessage id="admin.confirmDelete" />} onClose={onClose} onConfirm={confirm} />;
}
