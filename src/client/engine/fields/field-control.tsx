import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import { lazy, Suspense, useLayoutEffect, useRef, useState, type FocusEvent, type MouseEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Locale } from '../../../shared/i18n/languages.ts';
import type { ModuleDescriptor } from '../../../modules/module.types.ts';
import type { FileRef, ScalarField } from '../../../shared/rules/field.types.ts';
import { DateInput } from '../../components/date-input.tsx';
import { formatMoney, sanitizeNumeric, unformatMoney } from './engine-format.ts';
import { moneyInputText } from '../../../shared/money-format.ts';
import { OptionCheckboxes } from './option-checkboxes.tsx';
import { useOptions } from './use-field-labels.ts';
import { OfficePicker, RecordPicker } from './record-picker.tsx';
import { UploadField } from './upload-field.tsx';

// The editor is large; it loads the first time a form shows a rich-text field.
const RichTextEditor = lazy(() => import('./rich-text-editor.tsx').then((module) => ({ default: module.RichTextEditor })));

export type ControlProps = {
  descriptor: ModuleDescriptor;
  field: ScalarField;
  value: unknown;
  onChange: (value: unknown) => void;
  label: string;
  required: boolean;
  disabled: boolean;
  /** The failed rule's message, already translated. */
  error?: string;
  /** The record being edited: uploads attach to it. */
  recordId?: number;
  /** In a sub-table cell the column header names the field: the label is only read out, not shown. */
  compact?: boolean;
  /** Names the server sent for the ids a pick field held when read (the row's `pickLabels`). */
  known?: ReadonlyMap<number, string>;
  /** A figure the system adds up (a descriptor total): shown read-only, with this note saying from what. */
  computed?: string;
  /** A warning rule's message, already translated: shown under the field, it does not stop the save. */
  warning?: string;
  /** A detail line's pick: its path (`<table>.<column>`) and the line's values, so the picker lists what that line may name. */
  linePick?: { field: string; values: Record<string, string | number> };
};

/** A warning under a field, in the warning colour (an error, when there is one, is shown instead). */
const warningText = (warning: string | undefined) =>
  warning ? (
    <Box component="span" sx={{ color: 'warning.main' }} data-testid="field-warning">
      {warning}
    </Box>
  ) : undefined;

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const list = (value: unknown) => (Array.isArray(value) ? value.map(String) : []);
/** What every text field of the form shows of its field: the label, whether required or disabled, the failed rule. */
const textFieldFrame = ({ label, required, disabled, error, warning }: ControlProps) => ({
  fullWidth: true,
  size: 'small' as const,
  label,
  required,
  disabled,
  error: Boolean(error),
  helperText: error ?? warningText(warning),
});

function OptionControl(props: ControlProps) {
  const { descriptor, field, value, onChange, label, required, disabled, error } = props;
  const options = useOptions(descriptor, field);
  if (field.type === 'select')
    return (
      <TextField select {...textFieldFrame(props)} value={text(value)} onChange={(event) => onChange(event.target.value)}>
        <MenuItem value="">&nbsp;</MenuItem>
        {options.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
    );
  return (
    <FormControl error={Boolean(error)} required={required} disabled={disabled} component="fieldset" size="small">
      <FormLabel component="legend" sx={{ fontSize: 12 }}>
        {label}
      </FormLabel>
      {field.type === 'radio' ? (
        <RadioGroup row value={text(value)} onChange={(event) => onChange(event.target.value)}>
          {options.map((option) => (
            <FormControlLabel key={option.value} value={option.value} control={<Radio size="small" />} label={option.label} />
          ))}
        </RadioGroup>
      ) : (
        <FormGroup row>
          <OptionCheckboxes options={options} values={list(value)} onChange={onChange} />
        </FormGroup>
      )}
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}

/**
 * Focusing a number selects all of it, as spreadsheets and forms do: typing replaces it instead of being added in
 * the middle. A click's mouse-up would put the caret back where it landed: the first one after focusing is kept
 * from doing so.
 */
function useSelectOnFocus() {
  const focusing = useRef(false);
  return {
    onFocus: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      focusing.current = true;
      event.target.select();
    },
    onMouseUp: (event: MouseEvent) => {
      if (focusing.current) event.preventDefault();
      focusing.current = false;
    },
  };
}

/** Spec §5: money is shown formatted (two decimals, thousands separator) except while it is being typed. */
function MoneyControl(props: ControlProps) {
  const { value, onChange, error, computed, warning } = props;
  const locale = useIntl().locale as Locale;
  const [focused, setFocused] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const selecting = useSelectOnFocus();
  // The unformatted value replaces the shown one on focus, which would leave the caret at its end: select it all
  // again before anything is typed.
  useLayoutEffect(() => {
    if (focused) input.current?.select();
  }, [focused]);
  return (
    <TextField
      {...textFieldFrame(props)}
      inputRef={input}
      helperText={error ?? computed ?? warningText(warning)}
      value={focused && !computed ? moneyInputText(locale, text(value)) : formatMoney(text(value), locale)}
      onFocus={(event) => {
        setFocused(true);
        selecting.onFocus(event);
      }}
      onMouseUp={selecting.onMouseUp}
      onBlur={() => setFocused(false)}
      onChange={(event) => onChange(sanitizeNumeric(unformatMoney(event.target.value, locale)))}
      slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 20, readOnly: Boolean(computed) } }}
    />
  );
}

/** A control that is no text field (rich text, uploads), under the field's label. */
function LabelledControl({ label, required, error, children }: { label: string; required?: boolean; error?: string; children: ReactNode }) {
  return (
    <FormControl fullWidth error={Boolean(error)}>
      <FormLabel required={required} sx={{ fontSize: 12, mb: 0.5 }}>
        {label}
      </FormLabel>
      {children}
    </FormControl>
  );
}

/** One form control chosen by the field's type (spec §2 generic form screen). */
export function FieldControl(props: ControlProps) {
  const intl = useIntl();
  const { field, value, onChange, label, required, disabled, error } = props;
  const common = { ...textFieldFrame(props), label: props.compact ? undefined : label };
  const named = { 'aria-label': label };
  const selecting = useSelectOnFocus();
  /** What every picker takes: the value, its change, and the field's label and state. */
  const picker = { value, onChange, disabled, label, required, error };
  switch (field.type) {
    case 'text':
      return <TextField {...common} value={text(value)} onChange={(event) => onChange(event.target.value)} slotProps={{ htmlInput: named }} />;
    case 'textarea':
      return (
        <TextField {...common} multiline minRows={3} value={text(value)} onChange={(event) => onChange(event.target.value)} slotProps={{ htmlInput: named }} />
      );
    case 'number':
      // Spec §5 data type 2: digits with an optional decimal part; anything else clears the input.
      return (
        <TextField
          {...common}
          value={text(value)}
          {...selecting}
          onChange={(event) => onChange(sanitizeNumeric(event.target.value))}
          slotProps={{ htmlInput: { ...named, inputMode: 'decimal' } }}
        />
      );
    case 'money':
      return <MoneyControl {...props} />;
    case 'date':
    case 'datetime':
      return (
        <DateInput
          kind={field.type}
          value={value}
          onChange={onChange}
          label={common.label}
          ariaLabel={props.compact ? label : undefined}
          required={required}
          disabled={disabled}
          error={Boolean(error)}
          helperText={error}
        />
      );
    case 'select':
    case 'radio':
    case 'checkbox':
      return <OptionControl {...props} />;
    case 'treePick':
      return <OfficePicker {...picker} multiple={field.multiple} leafOnly={field.leafOnly} />;
    case 'recordPick':
      return (
        <RecordPicker
          {...picker}
          target={field.target}
          known={props.known}
          multiple={field.multiple}
          pickFor={
            props.linePick
              ? { module: props.descriptor.key, ...props.linePick }
              : field.memberOf || (typeof field.target === 'object' && field.target.statuses)
                ? { module: props.descriptor.key, field: field.key }
                : undefined
          }
        />
      );
    case 'richText':
      return (
        <LabelledControl label={label} required={required} error={error}>
          <Suspense fallback={<Skeleton variant="rectangular" height={180} />}>
            <RichTextEditor value={text(value)} onChange={onChange} disabled={disabled} label={label} />
          </Suspense>
          {error && <FormHelperText>{error}</FormHelperText>}
        </LabelledControl>
      );
    case 'file':
    case 'image':
      return (
        <LabelledControl label={label} required={required} error={error}>
          <UploadField
            module={props.descriptor.key}
            record={props.recordId}
            field={field}
            value={Array.isArray(value) ? (value as FileRef[]) : []}
            onChange={onChange}
            disabled={disabled}
            label={label}
            error={error}
          />
        </LabelledControl>
      );
    default:
      return <Alert severity="warning">{intl.formatMessage({ id: 'form.unknownControl' })}</Alert>;
  }
}
