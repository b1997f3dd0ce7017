import type { SxProps, Theme } from '@mui/material/styles';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, esES, zhCN } from '@mui/x-date-pickers/locales';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/es';
import 'dayjs/locale/zh-cn';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { Locale } from '../../shared/i18n/locales.ts';

dayjs.extend(customParseFormat);

/** A day, a day and its time, a time of day, or a month. */
export type DateKind = 'date' | 'datetime' | 'time' | 'month';

/** How values are stored and sent, whatever the language: spec §9 year-month-day hour:minute:second. */
export const STORED_FORMAT: Record<DateKind, string> = { date: 'YYYY-MM-DD', datetime: 'YYYY-MM-DD HH:mm:ss', time: 'HH:mm', month: 'YYYY-MM' };

/**
 * How a date is shown and typed: year-month-day in every language (spec §9), as lists, views, exports and prints
 * show it, so a reader never meets 03/04 in one place and 2026-04-03 in the next. The placeholder's letters
 * follow the language (AAAA-MM-DD in Spanish).
 */
export const DISPLAY_FORMAT: Record<Locale, Record<DateKind, string>> = {
  zh: STORED_FORMAT,
  en: STORED_FORMAT,
  es: STORED_FORMAT,
};

const ADAPTER_LOCALE: Record<Locale, string> = { zh: 'zh-cn', en: 'en', es: 'es' };
const PICKER_TEXT = {
  zh: zhCN.components.MuiLocalizationProvider.defaultProps.localeText,
  en: enUS.components.MuiLocalizationProvider.defaultProps.localeText,
  es: esES.components.MuiLocalizationProvider.defaultProps.localeText,
};

const localeOf = (locale: string): Locale => (locale === 'zh' || locale === 'es' ? locale : 'en');

/** A stored value as a day, or null when it is empty or not one; a stored datetime also reads as a date. */
export function parseStored(value: unknown, kind: DateKind): Dayjs | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const text = kind === 'date' ? value.slice(0, 10) : kind === 'datetime' && value.length === 16 ? `${value}:00` : value;
  const parsed = dayjs(text.replace('T', ' '), STORED_FORMAT[kind], true);
  return parsed.isValid() ? parsed : null;
}

export const formatStored = (day: Dayjs | null, kind: DateKind): string => (day && day.isValid() ? day.format(STORED_FORMAT[kind]) : '');

/** The pickers' language (calendar text, week start, month names) follows the interface language. */
export function PickerLocalization({ children }: { children: ReactNode }) {
  const locale = localeOf(useIntl().locale);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={ADAPTER_LOCALE[locale]} localeText={PICKER_TEXT[locale]}>
      {children}
    </LocalizationProvider>
  );
}

export type DateInputProps = {
  kind?: DateKind;
  /** The stored text ('yyyy-mm-dd', 'yyyy-mm-dd HH:mm:ss', 'HH:mm' or 'yyyy-mm'), or '' for none. */
  value: unknown;
  /** The stored text of the picked day, or '' while it is empty or incomplete. */
  onChange: (value: string) => void;
  label?: string;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  /** Read out when no label is shown (a sub-table cell). */
  ariaLabel?: string;
  sx?: SxProps<Theme>;
  testId?: string;
};

/**
 * A date (or date and time, time of day, month) picker in place of the browser's input: shown and typed in the interface
 * language's format, stored in the spec's. What the user is still typing stays in the field while the value
 * reported is '' until the day is complete.
 */
export function DateInput({
  kind = 'date',
  value,
  onChange,
  label,
  name,
  required,
  disabled,
  error,
  helperText,
  size = 'small',
  fullWidth = true,
  ariaLabel,
  sx,
  testId,
}: DateInputProps) {
  const locale = localeOf(useIntl().locale);
  const text = typeof value === 'string' ? value : '';
  const [day, setDay] = useState<Dayjs | null>(() => parseStored(text, kind));
  const [seen, setSeen] = useState(text);
  // A value changed from outside (a reset, a shortcut) replaces what the field holds.
  if (text !== seen) {
    setSeen(text);
    if (text !== formatStored(day, kind)) setDay(parseStored(text, kind));
  }
  const change = (next: Dayjs | null) => {
    setDay(next);
    const stored = formatStored(next, kind);
    setSeen(stored);
    onChange(stored);
  };
  const common = {
    label,
    value: day,
    onChange: change,
    disabled,
    format: DISPLAY_FORMAT[locale][kind],
    sx,
    slotProps: {
      textField: {
        name,
        required,
        error,
        helperText,
        size,
        fullWidth,
        inputProps: ariaLabel ? { 'aria-label': ariaLabel } : undefined,
        'data-testid': testId,
      },
      field: { clearable: !required && !disabled },
    },
  };
  return (
    <PickerLocalization>
      {kind === 'date' && <DatePicker {...common} />}
      {kind === 'month' && <DatePicker {...common} views={['year', 'month']} openTo="month" />}
      {kind === 'time' && <TimePicker {...common} ampm={false} views={['hours', 'minutes']} timeSteps={{ minutes: 1 }} />}
      {kind === 'datetime' && (
        <DateTimePicker {...common} ampm={false} views={['year', 'month', 'day', 'hours', 'minutes', 'seconds']} timeSteps={{ minutes: 1, seconds: 1 }} />
      )}
    </PickerLocalization>
  );
}
