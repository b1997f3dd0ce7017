import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  useDeleteUserMutation,
  useLazyUserQuery,
  useOfficeTreeQuery,
  usePostsQuery,
  useResetPasswordMutation,
  useRolesQuery,
  useSaveUserMutation,
  useToggleUserMutation,
  useUsersQuery,
  type AdminUser,
} from '../../api/admin.api.ts';
import type { UserBody } from '../../../shared/schemas/org.schema.ts';
import { ConfigFields, useConfigForm } from '../components/config-form.tsx';
import { ConfigTableScreen, RowAction } from '../components/config-table-screen.tsx';
import { rowsOf } from '../components/table-source.ts';
import { codeField, enumOptions, treeOptions, type FieldSpec } from '../components/form-model.ts';
import { CODES } from '../../../shared/rules/rules.ts';
import { DialogButtons } from '../components/dialog-buttons.tsx';
import { useSaved } from '../components/use-admin.ts';
import { UserHoldings } from '../../domains/goods/holdings.tsx';

/** Spec §5 / §9 rules of a user: name ≤ 30, staff number ≤ 9 digits, email, mobile, password 6-12. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MOBILE = /^1[3-9]\d{9}$/;
const STAFF_NO = /^\d{0,9}$/;
const PASSWORD = /^.{6,12}$/;

const PASSWORD_FIELD: FieldSpec = {
  name: 'password',
  label: 'admin.user.password',
  kind: 'password',
  required: true,
  pattern: { regex: PASSWORD, message: 'rules.passwordLength' },
};

/** Sets a new initial password; the user must change it at the next sign-in. */
function ResetPasswordDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const [reset] = useResetPasswordMutation();
  const saved = useSaved();
  const form = useConfigForm([PASSWORD_FIELD], false, () => ({ password: '' }));
  const send = async () => {
    if (await form.submit((body) => reset({ id: user.id, password: String(body.password) }).unwrap())) {
      saved();
      onClose();
    }
  };
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>
        <FormattedMessage id="admin.user.resetPassword" /> · {user.name}
      </DialogTitle>
      <DialogContent>
        <ConfigFields fields={[PASSWORD_FIELD]} values={form.values} errors={form.errors} editing={false} onChange={form.change} />
      </DialogContent>
      <DialogButtons onCancel={onClose} label="actions.confirm" busy={form.busy} onConfirm={() => void send()} />
    </Dialog>
  );
}

/**
 * Users: a paged table searched by name and office; posts and roles chosen in the form. A user's row opens, and the
 * edit dialog ends with, the goods they hold, for whoever may list the fixed assets.
 */
export function UserPage() {
  const intl = useIntl();
  const [query, setQuery] = useState({ pageIndex: 1, limit: 10, name: '', officeId: '' });
  const [draft, setDraft] = useState({ name: '', officeId: '' });
  const users = useUsersQuery({
    pageIndex: query.pageIndex,
    limit: query.limit,
    name: query.name || undefined,
    officeId: query.officeId ? Number(query.officeId) : undefined,
  });
  const offices = useOfficeTreeQuery();
  const roles = useRolesQuery();
  const posts = usePostsQuery();
  const [loadUser] = useLazyUserQuery();
  const [save] = useSaveUserMutation();
  const [toggle] = useToggleUserMutation();
  const [remove] = useDeleteUserMutation();
  const [resetting, setResetting] = useState<AdminUser | null>(null);
  const officeOptions = useMemo(
    () =>
      treeOptions(
        offices.data ?? [],
        (node) => node.id,
        (node) => node.name,
      ),
    [offices.data],
  );

  const fields = useMemo<FieldSpec[]>(
    () => [
      codeField(CODES.loginName, 'loginName', 'admin.user.loginName'),
      { name: 'name', label: 'admin.user.name', kind: 'text', required: true, maxLength: 30 },
      { name: 'officeId', label: 'admin.user.office', kind: 'select', numeric: true, required: true, options: officeOptions },
      { name: 'no', label: 'admin.user.no', kind: 'text', pattern: { regex: STAFF_NO, message: 'rules.maxNumber', values: { n: 9 } } },
      { name: 'email', label: 'admin.user.email', kind: 'text', maxLength: 100, pattern: { regex: EMAIL, message: 'rules.email' } },
      { name: 'mobile', label: 'admin.user.mobile', kind: 'text', pattern: { regex: MOBILE, message: 'rules.mobile' } },
      { name: 'sex', label: 'dict.sex', kind: 'select', numeric: true, options: enumOptions(intl, 'dict.sex', [0, 1]) },
      { ...PASSWORD_FIELD, hidden: (_values, editing) => editing },
      {
        name: 'postIds',
        label: 'admin.user.posts',
        kind: 'multiselect',
        numeric: true,
        wide: true,
        options: (posts.data ?? []).map((post) => ({ value: String(post.id), label: post.name })),
      },
      {
        name: 'roleIds',
        label: 'admin.user.roles',
        kind: 'multiselect',
        numeric: true,
        wide: true,
        options: (roles.data ?? []).map((role) => ({ value: String(role.id), label: role.name })),
      },
    ],
    [intl, officeOptions, posts.data, roles.data],
  );

  const search = () => setQuery({ ...query, ...draft, pageIndex: 1 });
  return (
    <>
      <ConfigTableScreen<AdminUser>
        title="menu.system.user"
        permission="user"
        {...rowsOf(users)}
        columns={[
          { key: 'loginName', label: 'admin.user.loginName' },
          { key: 'name', label: 'admin.user.name' },
          { key: 'no', label: 'admin.user.no', size: 80 },
          { key: 'officeName', label: 'admin.user.office' },
          { key: 'mobile', label: 'admin.user.mobile' },
          {
            key: 'remarks',
            label: 'admin.user.passwordState',
            render: (row) =>
              row.remarks ? null : <Chip size="small" color="warning" variant="outlined" label={intl.formatMessage({ id: 'admin.user.mustChange' })} />,
          },
        ]}
        fields={fields}
        defaults={{ postIds: [], roleIds: [] }}
        paging={{
          total: users.data?.total ?? 0,
          pageIndex: query.pageIndex,
          pageSize: query.limit,
          onChange: (pageIndex, limit) => setQuery({ ...query, pageIndex, limit }),
        }}
        loadForEdit={(row) => loadUser(row.id).unwrap()}
        onSave={(body, row) =>
          save({
            ...(body as UserBody),
            ...(row ? { id: row.id, version: row.version } : {}),
            no: (body.no as string) || null,
            email: (body.email as string) || null,
            mobile: (body.mobile as string) || null,
          }).unwrap()
        }
        onDelete={(row) => remove(row.id).unwrap()}
        toggle={{ isOn: (row) => row.enabled, run: (row) => toggle(row.id).unwrap() }}
        actionsWidth={300}
        rowActions={(row) => <RowAction code="user:update" label="admin.user.resetPassword" onClick={() => setResetting(row)} />}
        dialogWidth="md"
        renderDetail={(row) => (
          <Box sx={{ px: 2, py: 1 }}>
            <UserHoldings userId={row.id} />
          </Box>
        )}
        renderEditExtra={(row) => (
          <Box sx={{ mt: 2, pt: 2, borderTop: '1px solid #ebeef5' }}>
            <UserHoldings userId={row.id} />
          </Box>
        )}
        search={
          <>
            <TextField
              size="small"
              label={intl.formatMessage({ id: 'admin.user.searchName' })}
              value={draft.name}
              onChange={(event) => setDraft({ ...draft, name: event.target.value })}
              onKeyDown={(event) => event.key === 'Enter' && search()}
            />
            <TextField
              size="small"
              select
              sx={{ minWidth: 180 }}
              label={intl.formatMessage({ id: 'admin.user.office' })}
              value={draft.officeId}
              onChange={(event) => setDraft({ ...draft, officeId: event.target.value })}
            >
              <MenuItem value="">
                <em>{intl.formatMessage({ id: 'admin.all' })}</em>
              </MenuItem>
              {officeOptions.map((option) => (
                <MenuItem key={option.value} value={option.value} sx={{ pl: 2 + (option.depth ?? 0) * 2 }}>
                  {option.label}
                </MenuItem>
              ))}
            </TextField>
            <Button size="small" variant="outlined" startIcon={<SearchIcon />} onClick={search}>
              <FormattedMessage id="admin.search" />
            </Button>
          </>
        }
      />
      {resetting && <ResetPasswordDialog user={resetting} onClose={() => setResetting(null)} />}
    </>
  );
}
