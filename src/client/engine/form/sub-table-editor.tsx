import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useIntl } from 'react-intl';
import type { ModuleDescriptor } from '../../../modules/module.types.ts';
import { totalRules } from '../../../modules/capabilities/sums.ts';
import type { FieldDef } from '../../../shared/rules/field.types.ts';
import { fieldLabel } from '../module/module-context.ts';
import { hundredths, moneyText, sumMoney, totalFields } from '../../../shared/rules/totals.ts';
import { isEmpty } from '../../../shared/rules/rules.ts';
import type { Locale } from '../../../shared/i18n/languages.ts';
import { formatMoney } from '../fields/engine-format.ts';
import { FieldControl } from '../fields/field-control.tsx';
import { isRequired } from './form-model.ts';

type Row = Record<string, unknown>;

/** Detail rows of a record (spec: sub-tables): each column is a scalar field with its own rules. */
export function SubTableEditor({
  descriptor,
  field,
  value,
  onChange,
  disabled,
  errorOf,
  knownOf,
  total,
  lineContext,
}: {
  descriptor: ModuleDescriptor;
  field: Extract<FieldDef, { type: 'subTable' }>;
  value: unknown;
  onChange: (rows: Row[]) => void;
  disabled: boolean;
  /** The translated error of a cell path (`<table>.<row>.<column>`), or of the table itself. */
  errorOf: (path: string) => string | undefined;
  /** The names the server sent for a pick column's ids. */
  knownOf?: (column: string) => ReadonlyMap<number, string> | undefined;
  /** What a column must add up to (a split to the amount, shares to 100): its running total is shown against it. */
  total?: { column: string; target: unknown; money: boolean };
  /** The form's values a line's pick depends on beside the line's own (a return's returner). */
  lineContext?: Record<string, string | number>;
}) {
  const intl = useIntl();
  const rows = Array.isArray(value) ? (value as Row[]) : [];
  const label = fieldLabel(intl, descriptor, field.key);
  // A column a line product computes (a line's amount) is shown, never typed.
  const computed = totalFields(totalRules(descriptor));
  const full = field.maxRows !== undefined && rows.length >= field.maxRows;
  const setCell = (index: number, key: string, cell: unknown) => onChange(rows.map((row, at) => (at === index ? { ...row, [key]: cell } : row)));
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 0.5 }}>
        <FormLabel sx={{ flex: 1, fontSize: 13 }}>{label}</FormLabel>
        {!disabled && (
          <Button size="small" startIcon={<AddIcon />} disabled={full} onClick={() => onChange([...rows, {}])}>
            {intl.formatMessage({ id: 'form.addRow' })}
          </Button>
        )}
      </Box>
      {/* A table wider than its box (a phone) scrolls inside it, so the page itself never scrolls sideways. */}
      <Box sx={{ overflowX: 'auto', maxWidth: '100%', border: '1px solid #ebeef5' }} data-testid="sub-table-scroll">
        <Table
          size="small"
          sx={{ minWidth: 48 + field.columns.length * 150, '& td': { verticalAlign: 'top' }, '& th': { whiteSpace: 'nowrap' } }}
          aria-label={label}
        >
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 40 }}>#</TableCell>
              {field.columns.map((column) => (
                // A pick shows a name, which needs more room than a figure.
                <TableCell key={column.key} sx={{ minWidth: column.type === 'recordPick' ? 220 : undefined }}>
                  {fieldLabel(intl, descriptor, `${field.key}.${column.key}`)}
                  {isRequired(column) && !disabled ? ' *' : ''}
                </TableCell>
              ))}
              {!disabled && <TableCell sx={{ width: 48 }} />}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={field.columns.length + 2} sx={{ color: 'text.secondary', textAlign: 'center' }}>
                  {intl.formatMessage({ id: 'grid.empty' })}
                </TableCell>
              </TableRow>
            )}
            {rows.map((row, index) => (
              <TableRow key={index}>
                <TableCell>{index + 1}</TableCell>
                {field.columns.map((column) => (
                  <TableCell key={column.key}>
                    <FieldControl
                      descriptor={descriptor}
                      field={column}
                      value={row[column.key]}
                      onChange={(cell) => setCell(index, column.key, cell)}
                      label={`${fieldLabel(intl, descriptor, `${field.key}.${column.key}`)} ${index + 1}`}
                      required={false}
                      compact
                      disabled={disabled || computed.has(`${field.key}.${column.key}`)}
                      error={errorOf(`${field.key}.${index}.${column.key}`)}
                      known={knownOf?.(column.key)}
                      linePick={
                        column.type === 'recordPick' ? { field: `${field.key}.${column.key}`, values: { ...lineContext, ...scalarsOf(row) } } : undefined
                      }
                    />
                  </TableCell>
                ))}
                {!disabled && (
                  <TableCell>
                    <IconButton
                      size="small"
                      aria-label={intl.formatMessage({ id: 'form.removeRow' }, { n: index + 1 })}
                      onClick={() => onChange(rows.filter((_row, at) => at !== index))}
                    >
                      <DeleteOutlineIcon fontSize="small" />
                    </IconButton>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {total && rows.length > 0 && <RunningTotal rows={rows} total={total} />}
      {errorOf(field.key) && <FormHelperText error>{errorOf(field.key)}</FormHelperText>}
    </Box>
  );
}

/** The column's sum as the lines are typed, exactly, beside what it must reach and how far it is off. */
function RunningTotal({ rows, total }: { rows: Row[]; total: { column: string; target: unknown; money: boolean } }) {
  const intl = useIntl();
  const sum = sumMoney(rows.map((row) => (isEmpty(row[total.column]) ? '0' : row[total.column])));
  const target = isEmpty(total.target) ? null : hundredths(String(total.target));
  if (sum === null || target === null) return null;
  const shown = (text: string) => (total.money ? formatMoney(text, intl.locale as Locale) : String(Number(text)));
  const diff = hundredths(sum)! - target;
  const values = { sum: shown(sum), target: shown(moneyText(target)), diff: shown(moneyText(diff < 0n ? -diff : diff)) };
  return (
    <FormHelperText sx={{ color: diff === 0n ? 'success.main' : 'warning.dark' }} data-testid="running-total">
      {intl.formatMessage({ id: diff === 0n ? 'form.totalMatches' : 'form.totalDiffers' }, values)}
    </FormHelperText>
  );
}

/** A line's filled text and number cells, as a picker's question carries them. */
function scalarsOf(row: Row): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(row).filter(
      (entry): entry is [string, string | number] => typeof entry[1] === 'number' || (typeof entry[1] === 'string' && entry[1] !== '' && entry[1].length <= 64),
    ),
  );
}
