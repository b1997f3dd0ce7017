import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { LOGIN_NAME_MAX, loginNameSchema } from '../../shared/schemas/auth.schema.ts';

/** Spec §5 Login-name change: required, letters/digits/underscore, 6 to 12 long. "Must differ" is checked on submit. */
export function validateLoginName(value: string): string | undefined {
  const result = loginNameSchema.safeParse(value);
  return result.success ? undefined : result.error.issues[0].message;
}

export function LoginNameForm({
  oldName,
  onSubmit,
  actions,
  id = 'login-name-form',
}: {
  oldName: string;
  onSubmit: (newName: string) => void;
  actions?: ReactNode;
  id?: string;
}) {
  const intl = useIntl();
  const [newName, setNewName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateLoginName(newName);
    setError(found);
    if (!found) onSubmit(newName.trim());
  };
  return (
    <form id={id} onSubmit={submit} noValidate>
      <Stack spacing={0.5} sx={{ pt: 1 }}>
        <TextField fullWidth label={intl.formatMessage({ id: 'fields.loginName' })} value={oldName} slotProps={{ input: { readOnly: true } }} helperText=" " />
        <TextField
          fullWidth
          required
          name="newName"
          autoComplete="off"
          label={intl.formatMessage({ id: 'fields.newName' })}
          value={newName}
          onChange={(event) => {
            setNewName(event.target.value);
            if (error) setError(validateLoginName(event.target.value));
          }}
          onBlur={() => setError(validateLoginName(newName))}
          error={Boolean(error)}
          helperText={error ? intl.formatMessage({ id: error }) : ' '}
          slotProps={{ htmlInput: { maxLength: LOGIN_NAME_MAX } }}
        />
      </Stack>
      {actions}
    </form>
  );
}
