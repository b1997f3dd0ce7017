import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ModuleDescriptor } from '../../../modules/module.types.ts';
import type { Locale } from '../../../shared/i18n/locales.ts';
import type { FieldDef } from '../../../shared/rules/field.types.ts';
import type { FieldOverride, FormOverrideConfig } from '../../../shared/schemas/engine.schema.ts';
import { useDeleteFormOverrideMutation, useFormOverrideQuery, useSaveFormOverrideMutation, type FormOverride } from '../../api/engine.api.ts';
import { noticeActions } from '../../state/notice.slice.ts';
import { useAppDispatch } from '../../app/store.ts';
import { fieldLabel } from '../module/module-context.ts';
import { isRequired } from './form-model.ts';
import { useModule } from '../module/module-registry.ts';
import { CheckCell } from '../fields/check-cell.tsx';
import { TableHeader } from '../../components/table-header.tsx';

/** The permission code of form and list configuration (server: WEB_PAGE_PERMISSION). */
export const FORM_SETTINGS_PERMISSION = 'webPage:save';

const SPANS = [6, 8, 12, 24] as const;
type Span = (typeof SPANS)[number];

/** One row of the dialog: a field as the override would leave it. */
export type FieldSetting = { key: string; visible: boolean; readOnly: boolean; required: boolean; span: Span; label: Partial<Record<Locale, string>> };

/** The dialog's rows from the descriptor and the saved override, in the override's order. */
export function fieldSettings(descriptor: ModuleDescriptor, config: FormOverrideConfig | undefined): FieldSetting[] {
  const byKey = new Map((config?.fields ?? []).map((entry) => [entry.key, entry]));
  return descriptor.fields
    .map((field, index) => {
      const entry = byKey.get(field.key);
      const setting: FieldSetting = {
        key: field.key,
        visible: entry?.visible !== false,
        readOnly: entry?.editable === false,
        required: entry?.required ?? isRequired(field),
        span: entry?.span ?? field.span ?? 12,
        label: { ...(entry?.label ?? {}) },
      };
      return { setting, order: entry?.sort ?? index, placed: entry?.sort === undefined ? 1 : 0, index };
    })
    .sort((a, b) => a.order - b.order || a.placed - b.placed || a.index - b.index)
    .map((item) => item.setting);
}

/** The override the rows describe: only what differs from the descriptor, every field with its place. */
export function overrideOf(descriptor: ModuleDescriptor, rows: readonly FieldSetting[]): FormOverrideConfig {
  const fieldOf = (key: string) => descriptor.fields.find((field) => field.key === key) as FieldDef;
  return {
    fields: rows.map((row, sort) => {
      const field = fieldOf(row.key);
      const entry: FieldOverride = { key: row.key, sort };
      if (!row.visible) entry.visible = false;
      if (row.readOnly) entry.editable = false;
      // A hidden or read-only field is never required: the override says nothing more about it.
      if (row.visible && !row.readOnly && row.required !== isRequired(field)) entry.required = row.required;
      if (field.type !== 'subTable' && row.span !== (field.span ?? 12)) entry.span = row.span;
      const label = Object.fromEntries(Object.entries(row.label).filter(([, text]) => text && text.trim()));
      if (Object.keys(label).length > 0) entry.label = label;
      return entry;
    }),
  };
}

/**
 * Spec "Web-page record" for a module's form: order, visibility, read-only, required, width and label of each
 * field, for every user. Essential fields (the server names them) keep their rules; the server checks again.
 */
export function FormSettingsDialog({
  open,
  descriptor,
  override,
  onClose,
}: {
  open: boolean;
  descriptor: ModuleDescriptor;
  override: FormOverride | undefined;
  onClose: () => void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const locale = intl.locale as Locale;
  const dispatch = useAppDispatch();
  const [rows, setRows] = useState<FieldSetting[]>(() => fieldSettings(descriptor, override?.config));
  const [save, saving] = useSaveFormOverrideMutation();
  const [remove, removing] = useDeleteFormOverrideMutation();
  const essential = new Set(override?.essential ?? []);
  const busy = saving.isLoading || removing.isLoading;
  const update = (key: string, patch: Partial<FieldSetting>) => setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const move = (index: number, by: -1 | 1) =>
    setRows((current) => {
      const next = [...current];
      [next[index], next[index + by]] = [next[index + by], next[index]];
      return next;
    });
  const done = (ok: boolean) => {
    if (!ok) return;
    dispatch(noticeActions.show({ severity: 'success', messageId: 'messages.saved' }));
    onClose();
  };
  const submit = async () => {
    const result = await save({ module: descriptor.key, name: t(`modules.${descriptor.key}.title`), config: overrideOf(descriptor, rows) });
    done(!('error' in result));
  };
  const restore = async () => {
    if (!override?.id) return onClose();
    const result = await remove({ module: descriptor.key, id: override.id });
    done(!('error' in result));
  };
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="form-settings-title">
      <DialogTitle id="form-settings-title">
        {t('form.settings')} · {t(`modules.${descriptor.key}.title`)}
      </DialogTitle>
      <DialogContent dividers>
        <Alert severity="info" sx={{ mb: 1.5 }}>
          {t('form.settings.hint')}
        </Alert>
        <TableContainer sx={{ maxHeight: 480 }}>
          <Table size="small" stickyHeader>
            <TableHeader
              headings={[
                t('grid.settings.order'),
                t('form.settings.field'),
                t('form.settings.label', { language: t(`language.${locale}`) }),
                t('form.settings.visible'),
                t('form.settings.readOnly'),
                t('form.settings.required'),
                t('form.settings.width'),
              ]}
              sx={{ '& th': { whiteSpace: 'nowrap' } }}
            />
            <TableBody>
              {rows.map((row, index) => {
                const field = descriptor.fields.find((candidate) => candidate.key === row.key)!;
                const name = fieldLabel(intl, descriptor, row.key);
                const kept = essential.has(row.key);
                const fillable = row.visible && !row.readOnly;
                return (
                  <TableRow key={row.key} data-setting={row.key} sx={{ opacity: row.visible ? 1 : 0.6 }}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <IconButton size="small" disabled={index === 0} aria-label={`${t('grid.settings.up')} ${name}`} onClick={() => move(index, -1)}>
                        <ArrowUpwardIcon fontSize="inherit" />
                      </IconButton>
                      <IconButton
                        size="small"
                        disabled={index === rows.length - 1}
                        aria-label={`${t('grid.settings.down')} ${name}`}
                        onClick={() => move(index, 1)}
                      >
                        <ArrowDownwardIcon fontSize="inherit" />
                      </IconButton>
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {name}
                      {kept && (
                        <Tooltip title={t('form.settings.essential')}>
                          <LockOutlinedIcon data-testid="essential" sx={{ fontSize: 14, ml: 0.5, verticalAlign: 'middle', color: 'text.secondary' }} />
                        </Tooltip>
                      )}
                    </TableCell>
                    <TableCell sx={{ minWidth: 150 }}>
                      <TextField
                        size="small"
                        variant="standard"
                        fullWidth
                        placeholder={name}
                        value={row.label[locale] ?? ''}
                        slotProps={{ htmlInput: { maxLength: 60, 'aria-label': `${t('grid.settings.label')} ${name}` } }}
                        onChange={(event) => update(row.key, { label: { ...row.label, [locale]: event.target.value } })}
                      />
                    </TableCell>
                    <CheckCell
                      checked={row.visible}
                      disabled={kept}
                      label={`${t('form.settings.visible')} ${name}`}
                      onChange={(checked) => update(row.key, { visible: checked })}
                    />
                    <CheckCell
                      checked={row.readOnly}
                      disabled={kept}
                      label={`${t('form.settings.readOnly')} ${name}`}
                      onChange={(checked) => update(row.key, { readOnly: checked })}
                    />
                    <CheckCell
                      checked={fillable && row.required}
                      disabled={!fillable || (kept && isRequired(field))}
                      label={`${t('form.settings.required')} ${name}`}
                      onChange={(checked) => update(row.key, { required: checked })}
                    />
                    <TableCell sx={{ width: 150 }}>
                      {field.type !== 'subTable' && (
                        <TextField
                          select
                          size="small"
                          variant="standard"
                          fullWidth
                          value={row.span}
                          slotProps={{ htmlInput: { 'aria-label': `${t('form.settings.width')} ${name}` } }}
                          onChange={(event) => update(row.key, { span: Number(event.target.value) as Span })}
                        >
                          {SPANS.map((span) => (
                            <MenuItem key={span} value={span}>
                              {t(`form.settings.span.${span}`)}
                            </MenuItem>
                          ))}
                        </TextField>
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      </DialogContent>
      <DialogActions>
        <Button disabled={busy || !override?.id} onClick={() => void restore()}>
          {t('form.settings.restore')}
        </Button>
        <Button onClick={onClose}>{t('actions.cancel')}</Button>
        <Button variant="contained" loading={saving.isLoading} disabled={busy} onClick={() => void submit()}>
          {t('actions.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The dialog for a module named by key, once its override is known (System → list settings opens it). */
export function ModuleFormSettings({ module, onClose }: { module: string; onClose: () => void }) {
  const descriptor = useModule(module);
  const override = useFormOverrideQuery(module, { refetchOnMountOrArgChange: true });
  if (!descriptor || override.isFetching) return null;
  return <FormSettingsDialog open descriptor={descriptor} override={override.data} onClose={onClose} />;
}
