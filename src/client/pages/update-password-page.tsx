import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { FormattedMessage } from 'react-intl';
import { useAppSelector } from '../app/store.ts';
import { LoginNameForm } from '../dialogs/login-name-form.tsx';
import { PasswordForm } from '../dialogs/password-form.tsx';
import { useChangeLoginName, useChangePassword } from '../dialogs/use-account-changes.ts';
import { PageCard } from '../app/page-card.tsx';

/** Spec §2 updatepwd view: the login-name form and the new-password form; either change signs the user out. */
export function UpdatePasswordPage() {
  const user = useAppSelector((state) => state.session.user)!;
  const password = useChangePassword();
  const loginName = useChangeLoginName(user.loginName);
  const submit = (busy: boolean) => (
    <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 1 }}>
      <Button type="submit" variant="contained" loading={busy}>
        <FormattedMessage id="actions.save" />
      </Button>
    </Stack>
  );
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <PageCard title={<FormattedMessage id="navbar.changeLoginName" />}>
          <LoginNameForm id="updatepwd-login-name" oldName={user.loginName} onSubmit={(name) => void loginName.change(name)} actions={submit(loginName.busy)} />
        </PageCard>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <PageCard title={<FormattedMessage id="navbar.changePassword" />}>
          <PasswordForm id="updatepwd-password" onSubmit={(values) => void password.change(values)} actions={submit(password.busy)} />
        </PageCard>
      </Grid>
    </Grid>
  );
}
