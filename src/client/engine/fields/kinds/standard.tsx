import AttachFileIcon from '@mui/icons-material/AttachFile';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import DOMPurify from 'dompurify';
import { lazy, Suspense, useLayoutEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Locale } from '../../../../shared/i18n/languages.ts';
import { moneyInputText } from '../../../../shared/money-format.ts';
import type { FieldOf } from '../../../../shared/rules/field-kinds/index.ts';
import type { FileRef } from '../../../../shared/rules/field.types.ts';
import { fileUrl } from '../../../api/engine.api.ts';
import { formatMoney, sanitizeNumeric, unformatMoney } from '../engine-format.ts';
import { OptionCheckboxes } from '../option-checkboxes.tsx';
import { OfficePicker, RecordPicker } from '../record-picker.tsx';
import { UploadField } from '../upload-field.tsx';
import { useOfficeNames, useOptions, useRecordName, useUserNames } from '../use-field-labels.ts';
import { cellFrame, LabelledControl, list, PickerControl, text, textFieldFrame, useSelectOnFocus, warningText } from './frame.tsx';
import type { ClientKind, ClientKinds, ControlProps, ValueProps } from './kind.ts';

/** The kinds the spec's forms started with (§5): text, figures, dates, options, picks and uploads. */

// The editor is large; it loads the first time a form shows a rich-text field.
const RichTextEditor = lazy(() => import('../rich-text-editor.tsx').then((module) => ({ default: module.RichTextEditor })));

const AsText = ({ value }: ValueProps) => <>{String(value)}</>;

function TextControl(props: ControlProps<FieldOf<'text' | 'textarea'>>) {
  const { field, value, onChange, label } = props;
  const multiline = field.type === 'textarea' ? { multiline: true, minRows: 3 } : {};
  return (
    <TextField
      {...cellFrame(props)}
      {...multiline}
      value={text(value)}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ htmlInput: { 'aria-label': label } }}
    />
  );
}

function RichTextControl({ value, onChange, label, required, disabled, error }: ControlProps<FieldOf<'richText'>>) {
  return (
    <LabelledControl label={label} required={required} error={error}>
      <Suspense fallback={<Skeleton variant="rectangular" height={180} />}>
        <RichTextEditor value={text(value)} onChange={onChange} disabled={disabled} label={label} />
      </Suspense>
      {error && <FormHelperText>{error}</FormHelperText>}
    </LabelledControl>
  );
}

/** Spec §5 data type 2: digits with an optional decimal part; anything else clears the input. */
function NumberControl(props: ControlProps<FieldOf<'number'>>) {
  const { value, onChange, label } = props;
  const selecting = useSelectOnFocus();
  return (
    <TextField
      {...cellFrame(props)}
      value={text(value)}
      {...selecting}
      onChange={(event) => onChange(sanitizeNumeric(event.target.value))}
      slotProps={{ htmlInput: { 'aria-label': label, inputMode: 'decimal' } }}
    />
  );
}

/** Spec §5: money is shown formatted (two decimals, thousands separator) except while it is being typed. */
function MoneyControl(props: ControlProps<FieldOf<'money'>>) {
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

/** A money figure with the reader's separators. */
function MoneyValue({ value }: ValueProps) {
  const intl = useIntl();
  return <>{formatMoney(value, intl.locale as Locale)}</>;
}

function OptionControl(props: ControlProps<FieldOf<'select' | 'radio' | 'checkbox'>>) {
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

function OptionValue({ descriptor, field, value }: ValueProps<FieldOf<'select' | 'radio' | 'checkbox'>>) {
  const options = useOptions(descriptor, field);
  const values = (Array.isArray(value) ? value : value === null || value === undefined ? [] : [value]).map(String);
  return <>{values.map((item) => options.find((option) => option.value === item)?.label ?? item).join(', ')}</>;
}

/** What every picker takes: the value, its change, and the field's label and state. */
const pickerProps = ({ value, onChange, disabled, label, required, error }: ControlProps<FieldOf<'treePick' | 'recordPick'>>) => ({
  value,
  onChange,
  disabled,
  label,
  required,
  error,
});

function RecordPickControl(props: ControlProps<FieldOf<'recordPick'>>) {
  const { field } = props;
  return (
    <RecordPicker
      {...pickerProps(props)}
      target={field.target}
      known={props.known}
      multiple={field.multiple}
      groups={field.multiple && field.target === 'user' ? field.groups : undefined}
      pickFor={
        props.linePick
          ? { module: props.descriptor.key, ...props.linePick }
          : field.memberOf || (typeof field.target === 'object' && (field.target.statuses || field.target.where))
            ? { module: props.descriptor.key, field: field.key }
            : undefined
      }
    />
  );
}

const asIds = (value: unknown): number[] =>
  (Array.isArray(value) ? value : value === null || value === undefined || value === '' ? [] : [value]).map(Number).filter(Number.isFinite);

function PickedRecord({ module, id }: { module: string; id: number }) {
  const name = useRecordName(module, id);
  return <>{name ?? `#${id}`}</>;
}

/**
 * The names of what a pick field holds. The server sends them with the row (`pickLabels`), so whoever may read the
 * document reads them, even without access to the picked records' lists (an approver outside their data scope).
 */
function PickValue({ field, value, known }: ValueProps<FieldOf<'treePick' | 'recordPick'>>) {
  const target = field.type === 'treePick' ? 'office' : field.target;
  const offices = useOfficeNames(known === undefined && target === 'office');
  const users = useUserNames(known === undefined && target === 'user');
  const ids = asIds(value);
  if (known !== undefined) return <>{(Array.isArray(known) ? known : [known]).join(', ')}</>;
  if (typeof target === 'object')
    return (
      <>
        {ids.map((id, index) => (
          <span key={id}>
            {index > 0 && ', '}
            <PickedRecord module={target.module} id={id} />
          </span>
        ))}
      </>
    );
  const names = target === 'office' ? offices : users;
  // Nothing while the names load; an id that stays unnamed (no access to the list) shows as #id.
  if (!names) return null;
  return <>{ids.map((id) => names.get(id) ?? `#${id}`).join(', ')}</>;
}

function UploadControl({ descriptor, field, value, onChange, recordId, label, required, disabled, error }: ControlProps<FieldOf<'file' | 'image'>>) {
  return (
    <LabelledControl label={label} required={required} error={error}>
      <UploadField
        module={descriptor.key}
        record={recordId}
        field={field}
        value={Array.isArray(value) ? (value as FileRef[]) : []}
        onChange={onChange}
        disabled={disabled}
        label={label}
        error={error}
      />
    </LabelledControl>
  );
}

export function FileList({ files }: { files: readonly FileRef[] }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 1 }}>
      {files.map((file) => (
        <Link key={file.id} href={fileUrl(file)} download={file.name} underline="hover" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25 }}>
          <AttachFileIcon fontSize="inherit" />
          {file.name}
        </Link>
      ))}
    </Box>
  );
}

/** Images as thumbnails, each a link that downloads the original. */
export function ImageList({ files }: { files: readonly FileRef[] }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 1 }}>
      {files.map((file) => (
        <Link key={file.id} href={fileUrl(file)} download={file.name} title={file.name}>
          <Box
            component="img"
            src={fileUrl(file)}
            alt={file.name}
            sx={{ width: 64, height: 64, objectFit: 'cover', border: '1px solid #dcdfe6', borderRadius: 1 }}
          />
        </Link>
      ))}
    </Box>
  );
}

const filesOf = (value: unknown) => (Array.isArray(value) ? (value as FileRef[]) : []);
const files = (Value: ClientKind<FieldOf<'file' | 'image'>>['Value']): ClientKind<FieldOf<'file' | 'image'>> => ({
  Control: UploadControl,
  Value,
});

export const standardKinds = {
  text: { Control: TextControl, Value: AsText },
  textarea: {
    Control: TextControl,
    Value: ({ value }) => (
      <Box component="span" sx={{ whiteSpace: 'pre-wrap' }}>
        {String(value)}
      </Box>
    ),
  },
  richText: {
    Control: RichTextControl,
    // Sanitised on the server when saved, and again here before it reaches the page.
    Value: ({ value }) => (
      <Box className="rich-text" sx={{ '& img': { maxWidth: '100%' } }} dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(String(value)) }} />
    ),
  },
  number: { Control: NumberControl, Value: AsText },
  money: { Control: MoneyControl, Value: MoneyValue },
  date: { Control: PickerControl, Value: AsText },
  datetime: { Control: PickerControl, Value: AsText },
  select: { Control: OptionControl, Value: OptionValue },
  radio: { Control: OptionControl, Value: OptionValue },
  checkbox: { Control: OptionControl, Value: OptionValue },
  treePick: {
    Control: (props) => <OfficePicker {...pickerProps(props)} multiple={props.field.multiple} leafOnly={props.field.leafOnly} />,
    Value: PickValue,
  },
  recordPick: { Control: RecordPickControl, Value: PickValue },
  file: files(({ value }) => <FileList files={filesOf(value)} />),
  image: files(({ value }) => <ImageList files={filesOf(value)} />),
} satisfies Partial<ClientKinds>;
