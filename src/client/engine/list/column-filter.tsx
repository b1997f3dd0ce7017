import FilterAltIcon from '@mui/icons-material/FilterAlt';
import FilterAltOutlinedIcon from '@mui/icons-material/FilterAltOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import type { ModuleDescriptor } from '../../../modules/module.types.ts';
import type { ScalarField } from '../../../shared/rules/field.types.ts';
import type { FilterEntry } from '../../../shared/schemas/engine.schema.ts';
import { DateInput } from '../../components/date-input.tsx';
import { DATE_SHORTCUTS, rangeEnd, rangeStart, sanitizeNumeric, shortcutRange } from '../fields/engine-format.ts';
import { OptionCheckboxes } from '../fields/option-checkboxes.tsx';
import { useOptions } from '../fields/use-field-labels.ts';
import type { SearchableProp } from './searchable-props.ts';
import { PopoverActions } from '../../components/popover-actions.tsx';

/** Spec §9: a column's filter popup opens 300 ms after it is asked for. */
export const FILTER_OPEN_DELAY_MS = 300;

type Draft = { text: string; from: string; to: string; values: string[] };

function draftOf(entry: FilterEntry | undefined): Draft {
  const list = (value: unknown) => (Array.isArray(value) ? value.map(String) : []);
  const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
  return {
    text: entry?.type === 'like' ? text(entry.values) : '',
    from: text(entry?.values).slice(0, 10),
    to: text(entry?.valuee).slice(0, 10),
    values: list(entry?.values),
  };
}

/** A filter's choices, one under the other, scrolling past a few. */
const CHOICES = { display: 'flex', flexDirection: 'column', maxHeight: 240, overflowY: 'auto' } as const;

function OptionChoices({
  descriptor,
  field,
  values,
  onChange,
}: {
  descriptor: ModuleDescriptor;
  field: ScalarField;
  values: string[];
  onChange: (values: string[]) => void;
}) {
  const options = useOptions(descriptor, field);
  return (
    <Box sx={CHOICES}>
      <OptionCheckboxes options={options} values={values} onChange={onChange} />
    </Box>
  );
}

/** Spec §4 generic status enum: codes 0-50, by their names. */
const STATUS_CODES = Array.from({ length: 51 }, (_unused, code) => String(code));

function StatusChoices({ values, onChange }: { values: string[]; onChange: (values: string[]) => void }) {
  const intl = useIntl();
  const options = STATUS_CODES.map((code) => ({ value: code, label: intl.formatMessage({ id: `docStatus.${code}` }) }));
  return (
    <Box sx={CHOICES}>
      <OptionCheckboxes options={options} values={values} onChange={onChange} />
    </Box>
  );
}

/** The filter of one column (spec §3 Filter entry): like for text, range for numbers and dates, in for options. */
export function ColumnFilter({
  descriptor,
  searchable,
  label,
  entry,
  onApply,
}: {
  descriptor: ModuleDescriptor;
  searchable: SearchableProp;
  label: string;
  entry: FilterEntry | undefined;
  onApply: (entry: FilterEntry | undefined) => void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [draft, setDraft] = useState<Draft>(() => draftOf(entry));
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const ask = (event: MouseEvent<HTMLElement>) => {
    event.stopPropagation();
    const target = event.currentTarget;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setDraft(draftOf(entry));
      setAnchor(target);
    }, FILTER_OPEN_DELAY_MS);
  };
  const close = () => setAnchor(null);
  const apply = () => {
    const { kind, prop } = searchable;
    let next: FilterEntry | undefined;
    if (kind === 'text' && draft.text.trim()) next = { prop, type: 'like', values: draft.text.trim() };
    if (kind === 'number' && (draft.from || draft.to)) next = { prop, type: 'range', values: draft.from || undefined, valuee: draft.to || undefined };
    if (kind === 'date' && (draft.from || draft.to))
      next = { prop, type: 'range', values: draft.from ? rangeStart(draft.from) : undefined, valuee: draft.to ? rangeEnd(draft.to) : undefined };
    if (kind === 'month' && (draft.from || draft.to)) next = { prop, type: 'range', values: draft.from || undefined, valuee: draft.to || undefined };
    if ((kind === 'option' || kind === 'multi' || kind === 'status') && draft.values.length) next = { prop, type: 'in', values: draft.values };
    onApply(next);
    close();
  };
  const numeric = searchable.kind === 'number';
  const range = numeric || searchable.kind === 'date' || searchable.kind === 'month';
  const field = searchable.field && searchable.field.type !== 'subTable' ? searchable.field : undefined;
  const Icon = entry ? FilterAltIcon : FilterAltOutlinedIcon;
  return (
    <>
      <IconButton
        size="small"
        aria-label={intl.formatMessage({ id: 'grid.filterColumn' }, { column: label })}
        onClick={ask}
        sx={{ ml: 0.25, p: 0.25, flexShrink: 0 }}
      >
        <Icon fontSize="inherit" color={entry ? 'primary' : 'inherit'} />
      </IconButton>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        onClick={(event) => event.stopPropagation()}
      >
        <Box
          sx={{ p: 1.5, width: searchable.kind === 'date' ? 400 : range ? 360 : 280, display: 'flex', flexDirection: 'column', gap: 1 }}
          role="dialog"
          aria-label={label}
        >
          {searchable.kind === 'text' && (
            <TextField
              size="small"
              autoFocus
              label={label}
              value={draft.text}
              onChange={(event) => setDraft({ ...draft, text: event.target.value })}
              onKeyDown={(event) => event.key === 'Enter' && apply()}
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
          )}
          {numeric && (
            <Box sx={{ display: 'flex', gap: 1 }}>
              {(['from', 'to'] as const).map((end) => (
                <TextField
                  key={end}
                  size="small"
                  label={t(`grid.filter.${end}`)}
                  value={draft[end]}
                  onChange={(event) => setDraft({ ...draft, [end]: sanitizeNumeric(event.target.value) })}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
              ))}
            </Box>
          )}
          {searchable.kind === 'date' && (
            <Box sx={{ display: 'flex', gap: 1 }} data-testid="date-range">
              <DateInput label={t('grid.filter.from')} value={draft.from} onChange={(from) => setDraft((current) => ({ ...current, from }))} />
              <DateInput label={t('grid.filter.to')} value={draft.to} onChange={(to) => setDraft((current) => ({ ...current, to }))} />
            </Box>
          )}
          {searchable.kind === 'month' && (
            <Box sx={{ display: 'flex', gap: 1 }} data-testid="month-range">
              <DateInput kind="month" label={t('grid.filter.from')} value={draft.from} onChange={(from) => setDraft((current) => ({ ...current, from }))} />
              <DateInput kind="month" label={t('grid.filter.to')} value={draft.to} onChange={(to) => setDraft((current) => ({ ...current, to }))} />
            </Box>
          )}
          {searchable.kind === 'date' && (
            <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
              {DATE_SHORTCUTS.map((shortcut) => (
                <Chip
                  key={shortcut.id}
                  size="small"
                  label={t(shortcut.id)}
                  onClick={() => {
                    const [from, to] = shortcutRange(shortcut.days);
                    setDraft({ ...draft, from: from.slice(0, 10), to: to.slice(0, 10) });
                  }}
                />
              ))}
            </Box>
          )}
          {searchable.kind === 'status' && <StatusChoices values={draft.values} onChange={(values) => setDraft({ ...draft, values })} />}
          {(searchable.kind === 'option' || searchable.kind === 'multi') && field && (
            <OptionChoices descriptor={descriptor} field={field} values={draft.values} onChange={(values) => setDraft({ ...draft, values })} />
          )}
          <PopoverActions
            clearLabel={t('grid.reset')}
            onClear={() => {
              onApply(undefined);
              close();
            }}
            onConfirm={apply}
          />
        </Box>
      </Popover>
    </>
  );
}
