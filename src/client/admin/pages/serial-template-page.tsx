import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import RestoreIcon from '@mui/icons-material/Restore';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  useRestoreSerialTemplateMutation,
  useSaveSerialTemplateMutation,
  useSerialPreviewQuery,
  useSerialTemplatesQuery,
  type SerialTemplateRow,
} from '../../api/numbering.api.ts';
import { PageCard } from '../../app/page-card.tsx';
import { MAX_TEMPLATE_LENGTH, RESET_PERIODS, templateProblem, type ResetPeriod } from '../../../shared/serial-template.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { ReadOnlyTable } from '../components/paged-table.tsx';
import { DialogButtons } from '../components/dialog-buttons.tsx';
import { useCan, useSaved } from '../components/use-admin.ts';
import { useModuleRows } from './module-rows.ts';

const mono = { fontFamily: 'monospace', fontSize: 13 };

/** Waits until typing pauses before asking the server for a preview. */
function useSettled<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

function EditDialog({ row, title, onClose }: { row: SerialTemplateRow; title: string; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const saved = useSaved();
  const [template, setTemplate] = useState(row.template);
  const [reset, setReset] = useState<ResetPeriod>(row.reset);
  const [save, saving] = useSaveSerialTemplateMutation();
  // The same rule the server applies, so the problem shows while typing; the server checks again on save.
  const problem = templateProblem(template.trim(), reset);
  const settled = useSettled({ template: template.trim(), reset });
  const settledSound = templateProblem(settled.template, settled.reset) === null;
  const preview = useSerialPreviewQuery({ module: row.module, ...settled }, { skip: !settledSound });
  const submit = async () => {
    const result = await save({ module: row.module, template: template.trim(), reset });
    if ('data' in result) {
      saved();
      onClose();
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="serial-edit-title">
      <DialogTitle id="serial-edit-title">{t('serial.editTitle', { module: title })}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
        <TextField
          label={t('fields.template')}
          value={template}
          autoFocus
          onChange={(event) => setTemplate(event.target.value)}
          error={problem !== null}
          helperText={problem ? t(problem.messageId, problem.values) : t('serial.help')}
          slotProps={{ htmlInput: { maxLength: MAX_TEMPLATE_LENGTH, style: mono, spellCheck: false } }}
        />
        <TextField select label={t('fields.reset')} value={reset} onChange={(event) => setReset(event.target.value as ResetPeriod)}>
          {RESET_PERIODS.map((period) => (
            <MenuItem key={period} value={period}>
              {t(`serial.reset.${period}`)}
            </MenuItem>
          ))}
        </TextField>
        <Typography variant="body2" color="text.secondary">
          {t('serial.default', { template: row.defaultTemplate, reset: t(`serial.reset.${row.defaultReset}`) })}
        </Typography>
        <Alert severity={problem ? 'warning' : 'info'} icon={false} role="status" aria-live="polite">
          <Typography variant="caption" color="text.secondary" component="div">
            {t('serial.preview')}
          </Typography>
          <Box sx={{ ...mono, fontSize: 18, fontWeight: 600 }} data-testid="serial-preview">
            {problem || !preview.data ? '—' : preview.data.next}
          </Box>
          {!problem && preview.data && (
            <Typography variant="caption" color="text.secondary">
              {t('serial.previewCounter', { counter: preview.data.counter })}
            </Typography>
          )}
        </Alert>
      </DialogContent>
      <DialogButtons onCancel={onClose} busy={saving.isLoading} disabled={problem !== null} onConfirm={() => void submit()} />
    </Dialog>
  );
}

/**
 * Serial-number templates: every module's template, its counter this period and the next number; an
 * administrator overrides the descriptor's template (with a live preview) or restores it.
 */
export function SerialTemplatePage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const can = useCan();
  const saved = useSaved();
  // Counters move whenever records are created: read them afresh each time the page opens.
  const { data, isFetching } = useSerialTemplatesQuery(undefined, { refetchOnMountOrArgChange: true });
  const { titleOf, table } = useModuleRows(data, isFetching);
  const [restore] = useRestoreSerialTemplateMutation();
  const [editing, setEditing] = useState<SerialTemplateRow | null>(null);
  const [restoring, setRestoring] = useState<SerialTemplateRow | null>(null);
  const mayEdit = can('serialTemplate:update');
  const mayRestore = can('serialTemplate:del');
  return (
    <PageCard title={<FormattedMessage id="menu.system.serialTemplate" />}>
      <ReadOnlyTable<SerialTemplateRow>
        key={table.key}
        rows={table.rows}
        loading={table.loading}
        columns={[
          { key: 'title', label: 'serial.columns.module', size: 190, text: (row) => titleOf(row) },
          { key: 'template', label: 'serial.columns.template', size: 170, render: (row) => <Box sx={mono}>{row.template}</Box>, text: (row) => row.template },
          { key: 'reset', label: 'serial.columns.reset', size: 110, text: (row) => t(`serial.reset.${row.reset}`) },
          { key: 'counter', label: 'serial.columns.counter', size: 100, text: (row) => String(row.counter) },
          {
            key: 'next',
            label: 'serial.columns.next',
            size: 150,
            render: (row) => <Box sx={{ ...mono, fontWeight: 600 }}>{row.next}</Box>,
            text: (row) => row.next,
          },
          {
            key: 'source',
            label: 'serial.columns.source',
            size: 130,
            text: (row) => t(row.overridden ? 'serial.source.custom' : 'serial.source.default'),
            render: (row) => (
              <Chip
                size="small"
                variant="outlined"
                color={row.overridden ? 'primary' : 'default'}
                label={t(row.overridden ? 'serial.source.custom' : 'serial.source.default')}
              />
            ),
          },
          {
            key: 'updated',
            label: 'serial.columns.updated',
            size: 150,
            text: (row) => (row.updatedAt ? `${row.updatedByName ?? ''} ${intl.formatDate(row.updatedAt, { dateStyle: 'short' })}` : ''),
          },
          {
            key: 'actions',
            label: 'admin.actions',
            size: 90,
            text: () => '',
            render: (row) => (
              <Box sx={{ display: 'flex', gap: 0.5 }}>
                {mayEdit && (
                  <Tooltip title={t('serial.edit')}>
                    <IconButton size="small" color="primary" aria-label={`${t('serial.edit')} ${titleOf(row)}`} onClick={() => setEditing(row)}>
                      <EditOutlinedIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                )}
                {mayRestore && row.overridden && (
                  <Tooltip title={t('serial.restore')}>
                    <IconButton size="small" aria-label={`${t('serial.restore')} ${titleOf(row)}`} onClick={() => setRestoring(row)}>
                      <RestoreIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                )}
              </Box>
            ),
          },
        ]}
      />
      {editing && <EditDialog row={editing} title={titleOf(editing)} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={restoring !== null}
        text={restoring ? t('serial.restoreConfirm', { module: titleOf(restoring), template: restoring.defaultTemplate }) : ''}
        onClose={() => setRestoring(null)}
        onConfirm={async () => {
          await restore(restoring!.module).unwrap();
          saved();
        }}
      />
    </PageCard>
  );
}
