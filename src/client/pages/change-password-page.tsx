import LockResetIcon from '@mui/icons-material/LockReset';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { useSignOut } from '../app/use-shell-actions.ts';
import { PasswordForm } from '../dialogs/password-form.tsx';
import { useChangePassword } from '../dialogs/use-account-changes.ts';

/** Spec §2 /changepwd: a user who has not changed the initial password must do it before anything else. */
export function ChangePasswordPage() {
  const { change, busy } = useChangePassword();
  const signOut = useSignOut();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'background.default', p: 2 }}>
      <Paper elevation={0} sx={{ width: '100%', maxWidth: 440, p: 4, border: '1px solid #e8e8e8' }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
          <LockResetIcon color="primary" />
          <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
            <FormattedMessage id="changepwd.title" />
          </Typography>
        </Stack>
        <Alert severity="warning" sx={{ my: 2 }}>
          <FormattedMessage id="changepwd.reason" />
        </Alert>
        <PasswordForm
          onSubmit={(values) => void change(values)}
          actions={
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 1 }}>
              <Button onClick={() => void signOut()}>
                <FormattedMessage id="navbar.logout" />
              </Button>
              <Button type="submit" variant="contained" loading={busy}>
                <FormattedMessage id="actions.confirm" />
              </Button>
            </Stack>
          }
        />
      </Paper>
    </Box>
  );
}
