import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ModuleDescriptor } from '../../../modules/module.types.ts';
import { COMPARISONS, MAX_BRACKET_DEPTH, type HighQueryRow } from '../../../shared/schemas/engine.schema.ts';
import { DateInput } from '../../components/date-input.tsx';
import { sanitizeNumeric } from '../fields/engine-format.ts';
import { fieldLabel } from '../module/module-context.ts';
import { compileAdvancedRows, emptyAdvancedRow, initialAdvancedRows, type AdvancedRow, type Comparison } from './list-query.ts';
import type { SearchableProp } from './searchable-props.ts';

export type AdvancedSearchDialogProps = {
  open: boolean;
  descriptor: ModuleDescriptor;
  props: readonly SearchableProp[];
  onClose: () => void;
  onSearch: (rows: HighQueryRow[]) => void;
  /** Reports the refusal (spec §8 messages) besides showing it in the dialog. */
  onRefused?: (messageId: string) => void;
  initialRows?: AdvancedRow[];
};

const BRACKETS = Array.from({ length: MAX_BRACKET_DEPTH + 1 }, (_unused, n) => n);

/** How many brackets a row opens or closes: none up to the deepest nesting allowed. */
function BracketSelect({ bracket, value, label, onChange }: { bracket: '(' | ')'; value: number; label: string; onChange: (count: number) => void }) {
  return (
    <TextField select size="small" value={value} slotProps={{ htmlInput: { 'aria-label': label } }} onChange={(event) => onChange(Number(event.target.value))}>
      {BRACKETS.map((n) => (
        <MenuItem key={n} value={n}>
          {n ? bracket.repeat(n) : '\u00a0'}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * Spec §5/§9 advanced search: rows of (logic, opening brackets, field, comparison, value, closing brackets);
 * three rows to start, and/or, up to four nested brackets, checked before anything is sent.
 */
export function AdvancedSearchDialog({ open, descriptor, props, onClose, onSearch, onRefused, initialRows }: AdvancedSearchDialogProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [rows, setRows] = useState<AdvancedRow[]>(() => initialRows ?? initialAdvancedRows());
  const [error, setError] = useState<string | null>(null);
  const update = (key: number, patch: Partial<AdvancedRow>) => {
    setError(null);
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  };
  /** A date is picked as a day, a month field's value as a month. */
  const pickedAs = (prop: string) => {
    const kind = props.find((item) => item.prop === prop)?.kind;
    return kind === 'date' || kind === 'month' ? kind : null;
  };
  const numeric = (prop: string) => ['number', 'status'].includes(props.find((item) => item.prop === prop)?.kind ?? '');
  const submit = () => {
    const result = compileAdvancedRows(rows);
    if ('error' in result) {
      setError(result.error);
      onRefused?.(result.error);
      return;
    }
    onSearch(result.rows);
  };
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="advanced-search-title">
      <DialogTitle id="advanced-search-title">{t('grid.advancedSearch')}</DialogTitle>
      <DialogContent dividers>
        {error && (
          <Alert severity="error" sx={{ mb: 1.5 }}>
            {t(error)}
          </Alert>
        )}
        {rows.map((row, index) => (
          <Box
            key={row.key}
            data-testid="advanced-row"
            sx={{ display: 'grid', gridTemplateColumns: '90px 70px 1.4fr 110px 1.4fr 70px 40px', gap: 1, mb: 1, alignItems: 'center' }}
          >
            {index === 0 ? (
              <span />
            ) : (
              <TextField
                select
                size="small"
                value={row.logic}
                slotProps={{ htmlInput: { 'aria-label': t('grid.search.logic') } }}
                onChange={(event) => update(row.key, { logic: event.target.value as AdvancedRow['logic'] })}
              >
                <MenuItem value="">&nbsp;</MenuItem>
                <MenuItem value="and">{t('grid.search.and')}</MenuItem>
                <MenuItem value="or">{t('grid.search.or')}</MenuItem>
              </TextField>
            )}
            <BracketSelect bracket="(" value={row.open} label={t('grid.search.open')} onChange={(open) => update(row.key, { open })} />
            <TextField
              select
              size="small"
              value={row.prop}
              label={t('grid.search.field')}
              slotProps={{ htmlInput: { 'aria-label': t('grid.search.field') } }}
              onChange={(event) => update(row.key, { prop: event.target.value, value: '' })}
            >
              <MenuItem value="">&nbsp;</MenuItem>
              {props.map((item) => (
                <MenuItem key={item.prop} value={item.prop}>
                  {fieldLabel(intl, descriptor, item.prop)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              value={row.op}
              slotProps={{ htmlInput: { 'aria-label': t('grid.search.op') } }}
              onChange={(event) => update(row.key, { op: event.target.value as Comparison })}
            >
              {COMPARISONS.map((op) => (
                <MenuItem key={op} value={op}>
                  {t(`grid.op.${op.replace(' ', '_')}`)}
                </MenuItem>
              ))}
            </TextField>
            {pickedAs(row.prop) && row.op !== 'in' && row.op !== 'not in' ? (
              <DateInput
                kind={pickedAs(row.prop)!}
                label={t('grid.search.value')}
                ariaLabel={t('grid.search.value')}
                value={row.value}
                onChange={(value) => update(row.key, { value })}
              />
            ) : (
              <TextField
                size="small"
                value={row.value}
                label={t('grid.search.value')}
                placeholder={row.op === 'in' || row.op === 'not in' ? t('grid.search.listHint') : undefined}
                slotProps={{ htmlInput: { 'aria-label': t('grid.search.value'), maxLength: 200 } }}
                onChange={(event) => {
                  // Spec §5: numeric filter inputs accept digits with an optional decimal only.
                  const value = numeric(row.prop) && row.op !== 'in' && row.op !== 'not in' ? sanitizeNumeric(event.target.value) : event.target.value;
                  update(row.key, { value });
                }}
              />
            )}
            <BracketSelect bracket=")" value={row.close} label={t('grid.search.close')} onChange={(close) => update(row.key, { close })} />
            <IconButton
              size="small"
              aria-label={t('grid.search.removeRow')}
              disabled={rows.length === 1}
              onClick={() => setRows((current) => current.filter((item) => item.key !== row.key))}
            >
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Box>
        ))}
        <Button size="small" startIcon={<AddIcon />} onClick={() => setRows((current) => [...current, emptyAdvancedRow(current.length === 0)])}>
          {t('grid.search.addRow')}
        </Button>
      </DialogContent>
      <DialogActions>
        <Button
          onClick={() => {
            setRows(initialAdvancedRows());
            setError(null);
          }}
        >
          {t('grid.reset')}
        </Button>
        <Button onClick={onClose}>{t('actions.cancel')}</Button>
        <Button variant="contained" onClick={submit}>
          {t('grid.doSearch')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
