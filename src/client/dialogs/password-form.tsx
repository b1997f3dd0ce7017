import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { PASSWORD_MAX, passwordForm } from '../../shared/schemas/auth.schema.ts';

export type PasswordValues = { oldPwd: string; password: string; confirmpassword: string };
type Errors = Partial<Record<keyof PasswordValues, string>>;

/** Spec §5 Password change, with the shared rules: 6 to 12 characters, confirm equals new. */
export function validatePasswordForm(values: PasswordValues): Errors {
  const result = passwordForm.safeParse(values);
  const errors: Errors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof PasswordValues;
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * The old / new / confirm password form used by the password dialog, the forced /changepwd screen and
 * /updatepwd. It validates; the caller submits (`onSubmit`) and renders the buttons (`actions`).
 */
export function PasswordForm({ onSubmit, actions, id = 'password-form' }: { onSubmit: (values: PasswordValues) => void; actions?: ReactNode; id?: string }) {
  const intl = useIntl();
  const [values, setValues] = useState<PasswordValues>({ oldPwd: '', password: '', confirmpassword: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);

  const change = (field: keyof PasswordValues, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(validatePasswordForm(next));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validatePasswordForm(values);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(values);
  };
  const field = (name: keyof PasswordValues, labelId: string, autoComplete: string) => (
    <TextField
      fullWidth
      required
      type="password"
      name={name}
      autoComplete={autoComplete}
      label={intl.formatMessage({ id: labelId })}
      value={values[name]}
      onChange={(event) => change(name, event.target.value)}
      onBlur={() => submitted || setErrors((current) => ({ ...current, [name]: validatePasswordForm(values)[name] }))}
      error={Boolean(errors[name])}
      helperText={errors[name] ? intl.formatMessage({ id: errors[name] }) : ' '}
      slotProps={{ htmlInput: { maxLength: PASSWORD_MAX } }}
    />
  );
  return (
    <form id={id} onSubmit={submit} noValidate>
      <Stack spacing={0.5} sx={{ pt: 1 }}>
        {field('oldPwd', 'fields.oldPwd', 'current-password')}
        {field('password', 'fields.newPassword', 'new-password')}
        {field('confirmpassword', 'fields.confirmpassword', 'new-password')}
      </Stack>
      {actions}
    </form>
  );
}
