import { FormDialog } from './form-dialog.tsx';
import { LoginNameForm } from './login-name-form.tsx';
import { useChangeLoginName } from './use-account-changes.ts';

export type LoginNameDialogViewProps = { open: boolean; oldName: string; busy: boolean; onSubmit: (newName: string) => void; onClose: () => void };

/** Spec §2 Change-login-name dialog, 400 px: old account (read-only) and new account. */
export function LoginNameDialogView({ open, oldName, busy, onSubmit, onClose }: LoginNameDialogViewProps) {
  return (
    <FormDialog
      open={open}
      name="login-name-dialog"
      titleId="navbar.changeLoginName"
      busy={busy}
      onClose={onClose}
      form={(formId) => <LoginNameForm id={formId} oldName={oldName} onSubmit={onSubmit} />}
    />
  );
}

export function LoginNameDialog({ open, oldName, onClose }: { open: boolean; oldName: string; onClose: () => void }) {
  const { change, busy } = useChangeLoginName(oldName);
  return <LoginNameDialogView open={open} oldName={oldName} busy={busy} onClose={onClose} onSubmit={(newName) => void change(newName)} />;
}
