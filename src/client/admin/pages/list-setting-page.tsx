import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import TuneIcon from '@mui/icons-material/Tune';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  useListSettingQuery,
  useListSettingsQuery,
  useResetListSettingMutation,
  useSaveListSettingMutation,
  type ListSettingDetail,
  type ListSettingRow,
} from '../../api/numbering.api.ts';
import { noticeActions } from '../../state/notice.slice.ts';
import { useAppDispatch } from '../../app/store.ts';
import { FORM_SETTINGS_PERMISSION, ModuleFormSettings } from '../../engine/form/form-settings-dialog.tsx';
import { ColumnSettingsPanel } from '../../engine/list/column-settings-panel.tsx';
import { columnsFromLayout, layoutBody, type ColumnSetting, type PagingMode } from '../../engine/list/table-layout.ts';
import { PageCard } from '../../app/page-card.tsx';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { ReadOnlyTable } from '../components/paged-table.tsx';
import { useCan, useSaved } from '../components/use-admin.ts';
import { useModule } from '../../engine/module/module-registry.ts';
import { useModuleRows } from './module-rows.ts';

/** The generic list's own column settings panel, bound to the default layout of one menu. */
function LayoutEditor({ detail, title, onClose }: { detail: ListSettingDetail; title: string; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const saved = useSaved();
  const can = useCan();
  const descriptor = useModule(detail.module);
  // Labels saved by an administrator are kept as typed; the descriptor's follow the reader's language.
  const [columns, setColumns] = useState<ColumnSetting[]>(() => columnsFromLayout(detail.layout.tableHeaderSet, detail.source === 'default'));
  const [paging, setPaging] = useState<PagingMode>(detail.layout.istable === 0 ? 'infinite' : 'classic');
  const [confirmReset, setConfirmReset] = useState(false);
  const [save, saving] = useSaveListSettingMutation();
  const [reset, resetting] = useResetListSettingMutation();
  const mayUpdate = can('listSetting:update');
  if (!descriptor) return null;
  return (
    <>
      <ColumnSettingsPanel
        descriptor={descriptor}
        columns={columns}
        onChange={mayUpdate ? setColumns : () => undefined}
        paging={paging}
        onPagingChange={mayUpdate ? setPaging : () => undefined}
        onRefused={(messageId) => dispatch(noticeActions.show({ severity: 'error', messageId }))}
        canSaveDefault={mayUpdate}
        canSavePersonal={false}
        canRestore={detail.source === 'default' && can('listSetting:del')}
        busy={saving.isLoading || resetting.isLoading}
        onSave={async () => {
          const result = await save({ module: detail.module, body: layoutBody(detail.layout, columns, paging, true) });
          if ('data' in result) {
            saved();
            onClose();
          }
        }}
        onRestore={() => setConfirmReset(true)}
      />
      <ConfirmDialog
        open={confirmReset}
        text={<FormattedMessage id="listSetting.resetConfirm" values={{ module: title }} />}
        onClose={() => setConfirmReset(false)}
        onConfirm={async () => {
          await reset(detail.module).unwrap();
          saved();
          onClose();
        }}
      />
    </>
  );
}

function LayoutDialog({ row, title, onClose }: { row: ListSettingRow; title: string; onClose: () => void }) {
  const intl = useIntl();
  // Always the stored layout, not one cached before another administrator changed it.
  const { data, isFetching } = useListSettingQuery(row.module, { refetchOnMountOrArgChange: true });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" aria-labelledby="list-setting-title">
      <DialogTitle id="list-setting-title">{intl.formatMessage({ id: 'listSetting.editTitle' }, { module: title })}</DialogTitle>
      <DialogContent>
        <Alert severity="info" role="note" sx={{ mb: 1.5 }}>
          <FormattedMessage id="listSetting.hint" />
        </Alert>
        {data && !isFetching ? (
          <LayoutEditor detail={data} title={title} onClose={onClose} />
        ) : (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
            <CircularProgress size={28} />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          <FormattedMessage id="actions.close" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** List settings: the default table layout of every module's menu, viewed, edited and reset to the module's own. */
export function ListSettingPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const can = useCan();
  const { data, isFetching } = useListSettingsQuery(undefined, { refetchOnMountOrArgChange: true });
  const { titleOf, table } = useModuleRows(data, isFetching);
  const [open, setOpen] = useState<ListSettingRow | null>(null);
  const [formOf, setFormOf] = useState<string | null>(null);
  const mayConfigureForms = can(FORM_SETTINGS_PERMISSION);
  const mayUpdate = can('listSetting:update');
  const action = t(mayUpdate ? 'listSetting.edit' : 'grid.view');
  return (
    <PageCard title={<FormattedMessage id="menu.system.listSetting" />}>
      <ReadOnlyTable<ListSettingRow>
        key={table.key}
        rows={table.rows}
        loading={table.loading}
        columns={[
          { key: 'title', label: 'listSetting.columns.menu', size: 190, text: (row) => titleOf(row) },
          {
            key: 'source',
            label: 'listSetting.columns.source',
            size: 160,
            text: (row) => t(row.source === 'default' ? 'listSetting.source.saved' : 'listSetting.source.descriptor'),
            render: (row) => (
              <Chip
                size="small"
                variant="outlined"
                color={row.source === 'default' ? 'primary' : 'default'}
                label={t(row.source === 'default' ? 'listSetting.source.saved' : 'listSetting.source.descriptor')}
              />
            ),
          },
          { key: 'visible', label: 'listSetting.columns.visible', size: 100, text: (row) => `${row.visibleColumns} / ${row.columns}` },
          { key: 'locked', label: 'listSetting.columns.locked', size: 90, text: (row) => String(row.lockedColumns) },
          {
            key: 'paging',
            label: 'listSetting.columns.paging',
            size: 120,
            text: (row) => t(row.istable === 0 ? 'grid.paging.infinite' : 'grid.paging.classic'),
          },
          { key: 'personal', label: 'listSetting.columns.personal', size: 110, text: (row) => String(row.personalLayouts) },
          {
            key: 'saved',
            label: 'listSetting.columns.saved',
            size: 180,
            text: (row) => (row.createDate ? `${row.createName ?? ''} ${intl.formatDate(row.createDate, { dateStyle: 'short', timeStyle: 'short' })}` : ''),
          },
          {
            key: 'actions',
            label: 'admin.actions',
            size: 110,
            text: () => '',
            render: (row) => (
              <>
                <Tooltip title={action}>
                  <IconButton size="small" color="primary" aria-label={`${action} ${titleOf(row)}`} onClick={() => setOpen(row)}>
                    {mayUpdate ? <EditOutlinedIcon fontSize="small" /> : <VisibilityOutlinedIcon fontSize="small" />}
                  </IconButton>
                </Tooltip>
                {mayConfigureForms && (
                  <Tooltip title={t('form.settings')}>
                    <IconButton size="small" color="primary" aria-label={`${t('form.settings')} ${titleOf(row)}`} onClick={() => setFormOf(row.module)}>
                      <TuneIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                )}
              </>
            ),
          },
        ]}
      />
      {open && <LayoutDialog row={open} title={titleOf(open)} onClose={() => setOpen(null)} />}
      {formOf && <ModuleFormSettings module={formOf} onClose={() => setFormOf(null)} />}
    </PageCard>
  );
}
