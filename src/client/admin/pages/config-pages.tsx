import Chip from '@mui/material/Chip';
import { useMemo, useState } from 'react';
import { FormattedDate, useIntl } from 'react-intl';
import { titleId } from '../../../modules/module.types.ts';
import {
  useConfigRowsQuery,
  useDeleteConfigRowMutation,
  useSaveConfigRowMutation,
  useUserOptionsQuery,
  type ConfigPath,
  type PrintTemplate,
  type SignAuthorization,
  type SystemParam,
  type UpdateMessage,
} from '../../api/admin.api.ts';
import { PrintPreviewDialog } from '../../print/print-preview-dialog.tsx';
import { ConfigTableScreen, RowAction, type ColumnSpec } from '../components/config-table-screen.tsx';
import { SafeHtml } from '../components/safe-html.tsx';
import { codeField, enumOptions, type FieldSpec, type FormValues, type Option } from '../components/form-model.ts';
import { CODES } from '../../../shared/rules/rules.ts';
import { useModules } from '../../engine/module/module-registry.ts';

/** The four configuration tables served by the generic config route: one declaration each. */
function useConfigTable<Row extends { id: number }>(path: ConfigPath) {
  const { data, isFetching } = useConfigRowsQuery(path);
  const [save] = useSaveConfigRowMutation();
  const [remove] = useDeleteConfigRowMutation();
  return {
    rows: data as Row[] | undefined,
    loading: isFetching,
    getId: (row: Row) => row.id,
    onSave: (body: Record<string, unknown>, row?: Row) => save({ path, id: row?.id, body }).unwrap(),
    onDelete: (row: Row) => remove({ path, id: row.id }).unwrap(),
  };
}

/** Every module by its title; none while the modules load. */
function useModuleOptions(): Option[] {
  const intl = useIntl();
  const modules = useModules();
  return useMemo(() => (modules ?? []).map((module) => ({ value: module.key, label: intl.formatMessage({ id: titleId(module) }) })), [modules, intl]);
}

const CATEGORIES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];

/** System parameters, grouped by category 0-11 (spec §9). */
export function SystemParamPage() {
  const intl = useIntl();
  const table = useConfigTable<SystemParam>('/sysParam');
  const category = (row: SystemParam) => intl.formatMessage({ id: `dict.systemParamCategory.${row.category}` });
  const fields: FieldSpec[] = [
    {
      name: 'category',
      label: 'dict.systemParamCategory',
      kind: 'select',
      numeric: true,
      required: true,
      options: enumOptions(intl, 'dict.systemParamCategory', CATEGORIES),
    },
    { ...codeField(CODES.systemParam), disabled: (_v, editing) => editing },
    { name: 'name', label: 'admin.name', kind: 'text', required: true, maxLength: 60, wide: true },
    { name: 'value', label: 'admin.param.value', kind: 'text', maxLength: 2000, wide: true },
    { name: 'description', label: 'admin.description', kind: 'textarea', maxLength: 500 },
  ];
  const columns: ColumnSpec<SystemParam>[] = [
    { key: 'category', label: 'dict.systemParamCategory', text: category, size: 120 },
    { key: 'name', label: 'admin.name' },
    { key: 'code', label: 'admin.code' },
    { key: 'value', label: 'admin.param.value', render: (row) => (row.code.toLowerCase().includes('secret') && row.value ? '••••••' : row.value) },
    { key: 'description', label: 'admin.description' },
  ];
  return (
    <ConfigTableScreen<SystemParam>
      title="menu.system.sysParam"
      permission="sysParam"
      {...table}
      columns={columns}
      fields={fields}
      defaults={{ category: '0', value: '' }}
      groupBy="category"
      dialogWidth="md"
    />
  );
}

/** Sign authorization: who may sign for whom, on which documents, in which period. */
export function SignAuthPage() {
  const table = useConfigTable<SignAuthorization>('/sign/auth');
  const users = useUserOptionsQuery();
  const modules = useModuleOptions();
  const userOptions = useMemo(() => (users.data ?? []).map((user) => ({ value: String(user.id), label: `${user.name} (${user.loginName})` })), [users.data]);
  const name = (id: number) => users.data?.find((user) => user.id === id)?.name ?? String(id);
  const fields: FieldSpec[] = [
    { name: 'grantorId', label: 'admin.sign.grantor', kind: 'select', numeric: true, required: true, options: userOptions },
    { name: 'signerId', label: 'admin.sign.signer', kind: 'select', numeric: true, required: true, options: userOptions },
    { name: 'modules', label: 'admin.sign.modules', kind: 'multiselect', required: true, wide: true, options: modules },
    { name: 'validFrom', label: 'admin.sign.validFrom', kind: 'date', required: true },
    { name: 'validTo', label: 'admin.sign.validTo', kind: 'date', required: true },
    { name: 'enabled', label: 'admin.enabled', kind: 'switch' },
  ];
  const today = new Date().toISOString().slice(0, 10);
  return (
    <ConfigTableScreen<SignAuthorization>
      title="menu.system.signAuth"
      permission="signAuth"
      {...table}
      columns={[
        { key: 'grantor', label: 'admin.sign.grantor', text: (row) => name(row.grantorId) },
        { key: 'signer', label: 'admin.sign.signer', text: (row) => name(row.signerId) },
        {
          key: 'modules',
          label: 'admin.sign.modules',
          text: (row) => row.modules.join(', '),
          render: (row) =>
            row.modules.map((key) => <Chip key={key} size="small" sx={{ mr: 0.5 }} label={modules.find((option) => option.value === key)?.label ?? key} />),
        },
        { key: 'validFrom', label: 'admin.sign.validFrom' },
        { key: 'validTo', label: 'admin.sign.validTo' },
        {
          key: 'enabledText',
          label: 'admin.status',
          render: (row) => <Chip size="small" color={row.enabled ? 'success' : 'default'} variant="outlined" label={<StatusText on={row.enabled} />} />,
        },
      ]}
      fields={fields}
      defaults={{ validFrom: today, validTo: today, enabled: true, modules: [] } satisfies FormValues}
      dialogWidth="md"
    />
  );
}

function StatusText({ on }: { on: boolean }) {
  const intl = useIntl();
  return <>{intl.formatMessage({ id: on ? 'admin.enabled' : 'admin.disabled' })}</>;
}

/** Update messages: release notes, shown once to each user after sign-in. */
export function UpdateMessagePage() {
  const table = useConfigTable<UpdateMessage>('/updateMessage');
  const fields: FieldSpec[] = [
    { name: 'version', label: 'admin.release.version', kind: 'text', required: true, maxLength: 30 },
    { name: 'title', label: 'admin.release.title', kind: 'text', required: true, maxLength: 100 },
    { name: 'content', label: 'admin.release.content', kind: 'richtext' },
  ];
  return (
    <ConfigTableScreen<UpdateMessage>
      title="menu.system.updateMessage"
      permission="updateMessage"
      {...table}
      columns={[
        { key: 'version', label: 'admin.release.version', size: 100 },
        { key: 'title', label: 'admin.release.title' },
        {
          key: 'publishedAt',
          label: 'admin.release.publishedAt',
          render: (row) => <FormattedDate value={row.publishedAt} dateStyle="medium" timeStyle="short" />,
        },
      ]}
      fields={fields}
      defaults={{ content: '' }}
      dialogWidth="md"
      renderDetail={(row) => <SafeHtml html={row.content} />}
    />
  );
}

/** Print templates: a template per module with field placeholders, paper and the PDF file name parts. */
export function PrintTemplatePage() {
  const intl = useIntl();
  const table = useConfigTable<PrintTemplate>('/printTemplate');
  const modules = useModuleOptions();
  const [previewing, setPreviewing] = useState<PrintTemplate | null>(null);
  const fields: FieldSpec[] = [
    { name: 'module', label: 'admin.print.module', kind: 'select', required: true, options: modules },
    { name: 'name', label: 'admin.name', kind: 'text', required: true, maxLength: 60 },
    { name: 'paper', label: 'admin.print.paper', kind: 'select', required: true, options: ['A4', 'A5', 'Letter'].map((value) => ({ value, label: value })) },
    { name: 'fileNameParts', label: 'admin.print.fileName', kind: 'tags', helper: 'admin.print.fileNameHelp' },
    { name: 'landscape', label: 'admin.print.landscape', kind: 'switch' },
    { name: 'isDefault', label: 'admin.print.isDefault', kind: 'switch' },
    { name: 'content', label: 'admin.print.content', kind: 'richtext', helper: 'admin.print.placeholders' },
  ];
  return (
    <>
      <ConfigTableScreen<PrintTemplate>
        title="menu.system.printTemplate"
        permission="printTemplate"
        {...table}
        actionsWidth={220}
        rowActions={(row) => <RowAction code="printTemplate:list" label="printUi.preview" onClick={() => setPreviewing(row)} />}
        columns={[
          { key: 'module', label: 'admin.print.module', text: (row) => modules.find((option) => option.value === row.module)?.label ?? row.module },
          { key: 'name', label: 'admin.name' },
          {
            key: 'paper',
            label: 'admin.print.paper',
            text: (row) => `${row.paper}${row.landscape ? ` · ${intl.formatMessage({ id: 'admin.print.landscape' })}` : ''}`,
          },
          {
            key: 'isDefault',
            label: 'admin.print.isDefault',
            render: (row) => (row.isDefault ? <Chip size="small" color="primary" label={intl.formatMessage({ id: 'admin.print.isDefault' })} /> : null),
          },
        ]}
        fields={fields}
        defaults={{ paper: 'A4', landscape: false, isDefault: false, fileNameParts: [], content: '' }}
        dialogWidth="md"
        renderDetail={(row) => <SafeHtml html={row.content} />}
      />
      {previewing && <PrintPreviewDialog template={previewing} onClose={() => setPreviewing(null)} />}
    </>
  );
}
