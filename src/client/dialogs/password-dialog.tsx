import { FormDialog } from './form-dialog.tsx';
import { PasswordForm, type PasswordValues } from './password-form.tsx';
import { useChangePassword } from './use-account-changes.ts';

export type PasswordDialogViewProps = { open: boolean; busy: boolean; onSubmit: (values: PasswordValues) => void; onClose: () => void };

/** Spec §2 Password dialog, 400 px: old, new and confirm password. */
export function PasswordDialogView({ open, busy, onSubmit, onClose }: PasswordDialogViewProps) {
  return (
    <FormDialog
      open={open}
      name="password-dialog"
      titleId="navbar.changePassword"
      busy={busy}
      onClose={onClose}
      form={(formId) => <PasswordForm id={formId} onSubmit={onSubmit} />}
    />
  );
}

export function PasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { change, busy } = useChangePassword();
  return <PasswordDialogView open={open} busy={busy} onClose={onClose} onSubmit={(values) => void change(values)} />;
}
