import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { ModuleDescriptor } from '../../../modules/module.types.ts';
import { fieldLabel } from '../module/module-context.ts';
import { lockRefusal, MIN_COLUMN_WIDTH, moveColumn, type Align, type ColumnSetting, type PagingMode } from './table-layout.ts';
import { CheckCell } from '../fields/check-cell.tsx';
import { TableHeader } from '../../components/table-header.tsx';

export type ColumnSettingsPanelProps = {
  descriptor: ModuleDescriptor;
  columns: readonly ColumnSetting[];
  onChange: (columns: ColumnSetting[]) => void;
  paging: PagingMode;
  onPagingChange: (paging: PagingMode) => void;
  /** Refusals (more than three locked columns) are reported, not silently ignored. */
  onRefused: (messageId: string) => void;
  /** Spec §6: the user named admin may save the default for all users. */
  canSaveDefault: boolean;
  /** Users other than admin save personal settings and can restore the default. */
  canRestore: boolean;
  /** Off where only the default for all users is edited (list settings). */
  canSavePersonal?: boolean;
  busy?: boolean;
  onSave: (isDefault: boolean) => void;
  onRestore: () => void;
};

/** Spec §2 "Table column settings panel": visible, label, width, align, sortable and lock per column, and the paging mode. */
export function ColumnSettingsPanel(props: ColumnSettingsPanelProps) {
  const intl = useIntl();
  const { columns, onChange } = props;
  const t = (id: string) => intl.formatMessage({ id });
  const update = (prop: string, patch: Partial<ColumnSetting>) => onChange(columns.map((column) => (column.prop === prop ? { ...column, ...patch } : column)));
  const setLock = (prop: string, lock: boolean) => {
    const refusal = lockRefusal(columns, prop, lock);
    if (refusal) props.onRefused(refusal);
    else update(prop, { locked: lock });
  };
  return (
    <Paper variant="outlined" sx={{ p: 1.5, mb: 1.5 }} role="region" aria-label={t('grid.columnSettings')}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2, mb: 1 }}>
        <Typography variant="subtitle2" sx={{ flex: 1 }}>
          {t('grid.columnSettings')}
        </Typography>
        <Typography variant="body2">{t('grid.pagingMode')}</Typography>
        <RadioGroup row value={props.paging} onChange={(event) => props.onPagingChange(event.target.value as PagingMode)}>
          <FormControlLabel value="classic" control={<Radio size="small" />} label={t('grid.paging.classic')} />
          <FormControlLabel value="infinite" control={<Radio size="small" />} label={t('grid.paging.infinite')} />
        </RadioGroup>
      </Box>
      <TableContainer sx={{ maxHeight: 320 }}>
        <Table size="small" stickyHeader>
          <TableHeader
            headings={[
              t('grid.settings.order'),
              t('grid.settings.visible'),
              t('grid.settings.label'),
              t('grid.settings.width'),
              t('grid.settings.align'),
              t('grid.settings.sortable'),
              t('grid.settings.lock'),
            ]}
            sx={{ '& th': { whiteSpace: 'nowrap' } }}
          />
          <TableBody>
            {columns.map((column, index) => {
              const name = fieldLabel(intl, props.descriptor, column.prop);
              return (
                <TableRow key={column.prop} data-prop={column.prop}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <IconButton
                      size="small"
                      disabled={index === 0}
                      aria-label={t('grid.settings.up')}
                      onClick={() => onChange(moveColumn(columns, column.prop, -1))}
                    >
                      <ArrowUpwardIcon fontSize="inherit" />
                    </IconButton>
                    <IconButton
                      size="small"
                      disabled={index === columns.length - 1}
                      aria-label={t('grid.settings.down')}
                      onClick={() => onChange(moveColumn(columns, column.prop, 1))}
                    >
                      <ArrowDownwardIcon fontSize="inherit" />
                    </IconButton>
                  </TableCell>
                  <CheckCell
                    checked={column.visible}
                    label={`${t('grid.settings.visible')} ${name}`}
                    onChange={(checked) => update(column.prop, { visible: checked })}
                  />
                  <TableCell sx={{ minWidth: 160 }}>
                    <TextField
                      size="small"
                      variant="standard"
                      value={column.label ?? name}
                      slotProps={{ htmlInput: { maxLength: 100, 'aria-label': `${t('grid.settings.label')} ${name}` } }}
                      onChange={(event) =>
                        update(column.prop, { label: event.target.value.trim() && event.target.value !== name ? event.target.value : undefined })
                      }
                    />
                  </TableCell>
                  <TableCell sx={{ width: 100 }}>
                    <TextField
                      size="small"
                      variant="standard"
                      type="number"
                      value={column.width}
                      slotProps={{ htmlInput: { min: MIN_COLUMN_WIDTH, max: 2000, 'aria-label': `${t('grid.settings.width')} ${name}` } }}
                      onChange={(event) =>
                        update(column.prop, { width: Math.min(2000, Math.max(MIN_COLUMN_WIDTH, Number(event.target.value) || MIN_COLUMN_WIDTH)) })
                      }
                    />
                  </TableCell>
                  <TableCell sx={{ width: 110 }}>
                    <TextField
                      select
                      size="small"
                      variant="standard"
                      value={column.align}
                      slotProps={{ htmlInput: { 'aria-label': `${t('grid.settings.align')} ${name}` } }}
                      onChange={(event) => update(column.prop, { align: event.target.value as Align })}
                    >
                      {(['left', 'center', 'right'] as const).map((align) => (
                        <MenuItem key={align} value={align}>
                          {t(`grid.align.${align}`)}
                        </MenuItem>
                      ))}
                    </TextField>
                  </TableCell>
                  <CheckCell
                    checked={column.sortable}
                    label={`${t('grid.settings.sortable')} ${name}`}
                    onChange={(checked) => update(column.prop, { sortable: checked })}
                  />
                  <CheckCell checked={column.locked} label={`${t('grid.settings.lock')} ${name}`} onChange={(checked) => setLock(column.prop, checked)} />
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 1.5 }}>
        {props.canRestore && (
          <Button size="small" disabled={props.busy} onClick={props.onRestore}>
            {t('grid.restoreDefault')}
          </Button>
        )}
        {props.canSaveDefault && (
          <Button size="small" variant="outlined" disabled={props.busy} onClick={() => props.onSave(true)}>
            {t('grid.saveDefault')}
          </Button>
        )}
        {props.canSavePersonal !== false && (
          <Button size="small" variant="contained" disabled={props.busy} onClick={() => props.onSave(false)}>
            {t('grid.saveLayout')}
          </Button>
        )}
      </Box>
    </Paper>
  );
}
