import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReactNode } from 'react';
import { useSaved } from './use-admin.ts';
import { DialogButtons } from '../components/dialog-buttons.tsx';

type SaveDialogProps = {
  title: ReactNode;
  maxWidth?: DialogProps['maxWidth'];
  /** The save is on its way: the button shows it. */
  saving: boolean;
  /** Nothing to save yet (what the dialog edits is still loading). */
  disabled: boolean;
  onSave: () => Promise<unknown>;
  onClose: () => void;
  children: ReactNode;
};

/**
 * A dialog that edits one thing of a row (a post's holders, a role's authority): Save closes it with the success
 * notice once the server has saved; on a refusal the base query has shown the reason and the dialog stays.
 */
export function SaveDialog({ title, maxWidth = 'sm', saving, disabled, onSave, onClose, children }: SaveDialogProps) {
  const saved = useSaved();
  const save = () =>
    onSave().then(
      () => {
        saved();
        onClose();
      },
      () => undefined,
    );
  return (
    <Dialog open onClose={onClose} maxWidth={maxWidth} fullWidth>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogButtons onCancel={onClose} busy={saving} disabled={disabled} onConfirm={() => void save()} />
    </Dialog>
  );
}
