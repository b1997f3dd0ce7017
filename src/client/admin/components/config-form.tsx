import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { DateInput } from '../../components/date-input.tsx';
import { fromRow, serverFieldError, toBody, validate, type FieldErrors, type FieldSpec, type FieldValue, type FormValues } from './form-model.ts';
import { DialogButtons } from '../components/dialog-buttons.tsx';

const RichTextField = lazy(() => import('./rich-text-field.tsx').then((m) => ({ default: m.RichTextField })));

/** One declared field as an input. */
function FieldInput({
  field,
  value,
  error,
  disabled,
  onChange,
}: {
  field: FieldSpec;
  value: FieldValue;
  error?: string;
  disabled: boolean;
  onChange: (value: FieldValue) => void;
}) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: field.label });
  const helperText = error ?? (field.helper ? intl.formatMessage({ id: field.helper }) : undefined);
  const common = { label, name: field.name, required: field.required, error: Boolean(error), helperText, disabled, fullWidth: true, size: 'small' as const };
  switch (field.kind) {
    case 'switch':
      return (
        <FormControlLabel
          control={<Switch name={field.name} checked={value === true} disabled={disabled} onChange={(event) => onChange(event.target.checked)} />}
          label={label}
        />
      );
    case 'select':
      return (
        <TextField {...common} select value={typeof value === 'string' ? value : ''} onChange={(event) => onChange(event.target.value)}>
          {!field.required && (
            <MenuItem value="">
              <em>{intl.formatMessage({ id: 'admin.none' })}</em>
            </MenuItem>
          )}
          {(field.options ?? []).map((option) => (
            <MenuItem key={option.value} value={option.value} disabled={option.disabled} sx={{ pl: 2 + (option.depth ?? 0) * 2 }}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      );
    case 'multiselect': {
      const options = field.options ?? [];
      const selected = Array.isArray(value) ? value : [];
      return (
        <Autocomplete
          multiple
          size="small"
          disabled={disabled}
          options={options}
          getOptionLabel={(option) => option.label}
          isOptionEqualToValue={(option, current) => option.value === current.value}
          value={options.filter((option) => selected.includes(option.value))}
          onChange={(_event, chosen) => onChange(chosen.map((option) => option.value))}
          renderInput={(params) => (
            <TextField {...params} label={label} name={field.name} required={field.required} error={Boolean(error)} helperText={helperText} />
          )}
        />
      );
    }
    case 'tags': {
      const selected = Array.isArray(value) ? value : [];
      return (
        <Autocomplete
          multiple
          freeSolo
          size="small"
          disabled={disabled}
          options={(field.options ?? []).map((option) => option.value)}
          getOptionLabel={(option) => field.options?.find((candidate) => candidate.value === option)?.label ?? option}
          value={selected}
          onChange={(_event, chosen) => onChange(chosen)}
          renderValue={(chosen, getItemProps) =>
            chosen.map((option, index) => (
              <Chip
                size="small"
                {...getItemProps({ index })}
                key={option}
                label={field.options?.find((candidate) => candidate.value === option)?.label ?? option}
              />
            ))
          }
          renderInput={(params) => (
            <TextField {...params} label={label} name={field.name} required={field.required} error={Boolean(error)} helperText={helperText} />
          )}
        />
      );
    }
    case 'date':
      return (
        <DateInput
          label={label}
          name={field.name}
          value={value}
          onChange={onChange}
          disabled={disabled}
          required={field.required}
          error={Boolean(error)}
          helperText={helperText}
        />
      );
    case 'richtext':
      return (
        <Suspense fallback={null}>
          <RichTextField label={label} value={typeof value === 'string' ? value : ''} error={error} onChange={onChange} />
        </Suspense>
      );
    default:
      return (
        <TextField
          {...common}
          type={field.kind === 'password' ? 'password' : 'text'}
          multiline={field.kind === 'textarea'}
          minRows={field.kind === 'textarea' ? 3 : undefined}
          value={typeof value === 'string' ? value : ''}
          slotProps={{
            htmlInput: { inputMode: field.kind === 'number' ? 'numeric' : undefined, autoComplete: field.kind === 'password' ? 'new-password' : 'off' },
          }}
          onChange={(event) => onChange(event.target.value)}
        />
      );
  }
}

/** The declared fields laid out in two columns; wide fields (rich text, text areas) take the whole row. */
export function ConfigFields({
  fields,
  values,
  errors,
  editing,
  onChange,
}: {
  fields: readonly FieldSpec[];
  values: FormValues;
  errors: FieldErrors;
  editing: boolean;
  onChange: (name: string, value: FieldValue) => void;
}) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, pt: 1 }}>
      {fields
        .filter((field) => !field.hidden?.(values, editing))
        .map((field) => (
          <Box key={field.name} sx={{ gridColumn: field.wide || field.kind === 'richtext' || field.kind === 'textarea' ? '1 / -1' : undefined }}>
            <FieldInput
              field={field}
              value={values[field.name] ?? null}
              error={errors[field.name]}
              disabled={field.disabled?.(values, editing) ?? false}
              onChange={(value) => onChange(field.name, value)}
            />
          </Box>
        ))}
    </Box>
  );
}

/**
 * A form's state: values, errors, and a submit that checks the declared rules, sends the body and, when the
 * server refuses, shows its message under the field it names. The values stay as typed either way.
 */
export function useConfigForm(fields: readonly FieldSpec[], editing: boolean, initial: () => FormValues) {
  const intl = useIntl();
  const [values, setValues] = useState<FormValues>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const change = useCallback((name: string, value: FieldValue) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!current[name]) return current;
      const { [name]: _removed, ...rest } = current;
      return rest;
    });
  }, []);
  const reset = useCallback((next: FormValues) => {
    setValues(next);
    setErrors({});
  }, []);
  const submit = async (send: (body: Record<string, unknown>) => Promise<unknown>): Promise<boolean> => {
    const found = validate(fields, values, editing, intl);
    setErrors(found);
    if (Object.keys(found).length > 0) return false;
    setBusy(true);
    try {
      await send(toBody(fields, values, editing));
      return true;
    } catch (caught) {
      const refusal = serverFieldError(caught);
      if (refusal?.field && refusal.message) setErrors({ [refusal.field]: refusal.message });
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { values, errors, busy, change, reset, submit };
}

export type FormDialogProps = {
  open: boolean;
  title: ReactNode;
  fields: readonly FieldSpec[];
  /** The row being edited, or undefined to create one. */
  row?: Record<string, unknown>;
  defaults?: FormValues;
  onClose: () => void;
  onSave: (body: Record<string, unknown>) => Promise<unknown>;
  maxWidth?: 'sm' | 'md' | 'lg';
  /** Shown below the fields (what else the screen says about the row being edited). */
  extra?: ReactNode;
};

/** The add / edit dialog of a configuration table. Mounted fresh for each row, so its state starts from that row. */
export function FormDialog({ open, title, fields, row, defaults, onClose, onSave, maxWidth = 'sm', extra }: FormDialogProps) {
  const editing = row !== undefined;
  const form = useConfigForm(fields, editing, () => fromRow(fields, row, defaults));
  const save = async () => {
    if (await form.submit(onSave)) onClose();
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth={maxWidth} aria-labelledby="config-form-title">
      <DialogTitle id="config-form-title">{title}</DialogTitle>
      <DialogContent>
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <ConfigFields fields={fields} values={form.values} errors={form.errors} editing={editing} onChange={form.change} />
          <button type="submit" hidden />
        </Box>
        {extra}
      </DialogContent>
      <DialogButtons onCancel={onClose} busy={form.busy} onConfirm={() => void save()} />
    </Dialog>
  );
}
