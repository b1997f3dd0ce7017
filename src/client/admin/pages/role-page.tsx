import Alert from '@mui/material/Alert';
import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  useDeleteRoleMutation,
  useMenuTreeQuery,
  useRoleMenusQuery,
  useRolesQuery,
  useSaveRoleMenusMutation,
  useSaveRoleMutation,
  type Role,
} from '../../api/admin.api.ts';
import { AuthorityTree } from '../components/authority-tree.tsx';
import { ConfigTableScreen, RowAction } from '../components/config-table-screen.tsx';
import { codeField, enumOptions, type FieldSpec, translatedNameFields, ENABLED_FIELD } from '../components/form-model.ts';
import { CODES } from '../../../shared/rules/rules.ts';
import { SaveDialog } from '../components/save-dialog.tsx';
import { enabledColumn, rowMutations, rowsOf } from '../components/table-source.ts';

/** Authority config of one role: the menu tree with button codes, saved with PUT /role/{id}/menus. */
function AuthorityDialog({ role, onClose }: { role: Role; onClose: () => void }) {
  const menus = useMenuTreeQuery();
  const granted = useRoleMenusQuery(role.id);
  const [saveMenus, saving] = useSaveRoleMenusMutation();
  const [ids, setIds] = useState<number[] | null>(null);
  useEffect(() => {
    if (granted.data && ids === null) setIds(granted.data);
  }, [granted.data, ids]);
  return (
    <SaveDialog
      title={
        <>
          <FormattedMessage id="admin.role.authority" /> · {role.name}
        </>
      }
      maxWidth="md"
      saving={saving.isLoading}
      disabled={!ids}
      onSave={() => saveMenus({ id: role.id, menuIds: ids ?? [] }).unwrap()}
      onClose={onClose}
    >
      <Alert severity="info" role="status" sx={{ mb: 1 }}>
        <FormattedMessage id="admin.role.authorityHint" values={{ scope: <FormattedMessage id={`dict.dataScope.${role.dataScope}`} /> }} />
      </Alert>
      {menus.data && ids && <AuthorityTree menus={menus.data} value={ids} onChange={setIds} />}
    </SaveDialog>
  );
}

/** Roles (spec §3): role type 1 function / 2 workflow, data scope 1-5, and their authority config. */
export function RolePage() {
  const intl = useIntl();
  const roles = useRolesQuery();
  const [save] = useSaveRoleMutation();
  const [remove] = useDeleteRoleMutation();
  const [configuring, setConfiguring] = useState<Role | null>(null);
  const fields = useMemo<FieldSpec[]>(
    () => [
      ...translatedNameFields(30),
      codeField(CODES.role),
      { name: 'roleType', label: 'dict.roleType', kind: 'select', numeric: true, required: true, options: enumOptions(intl, 'dict.roleType', [1, 2]) },
      {
        name: 'dataScope',
        label: 'dict.dataScope',
        kind: 'select',
        numeric: true,
        required: true,
        options: enumOptions(intl, 'dict.dataScope', [1, 2, 3, 4, 5]),
      },
      ENABLED_FIELD,
    ],
    [intl],
  );
  return (
    <>
      <ConfigTableScreen<Role>
        title="menu.system.role"
        permission="role"
        {...rowsOf(roles)}
        {...rowMutations(save, remove)}
        columns={[
          { key: 'name', label: 'admin.name' },
          { key: 'code', label: 'admin.code' },
          { key: 'roleType', label: 'dict.roleType', text: (row) => intl.formatMessage({ id: `dict.roleType.${row.roleType}` }) },
          { key: 'dataScope', label: 'dict.dataScope', text: (row) => intl.formatMessage({ id: `dict.dataScope.${row.dataScope}` }) },
          enabledColumn(intl),
        ]}
        fields={fields}
        defaults={{ roleType: '1', dataScope: '4', enabled: true }}
        actionsWidth={300}
        rowActions={(row) => <RowAction code="role:update" label="admin.role.authority" onClick={() => setConfiguring(row)} />}
      />
      {configuring && <AuthorityDialog role={configuring} onClose={() => setConfiguring(null)} />}
    </>
  );
}
