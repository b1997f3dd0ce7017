import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  useDeletePostMutation,
  usePostsQuery,
  usePostUsersQuery,
  useSavePostMutation,
  useSavePostUsersMutation,
  useUserOptionsQuery,
  type Post,
  type UserListItem,
} from '../../api/admin.api.ts';
import { ConfigTableScreen, RowAction } from '../components/config-table-screen.tsx';
import { codeField, type FieldSpec, translatedNameFields, SORT_FIELD, ENABLED_FIELD } from '../components/form-model.ts';
import { CODES } from '../../../shared/rules/rules.ts';
import { SaveDialog } from '../components/save-dialog.tsx';
import { enabledColumn, rowMutations, rowsOf } from '../components/table-source.ts';

const FIELDS: FieldSpec[] = [...translatedNameFields(30), codeField(CODES.post), SORT_FIELD, ENABLED_FIELD];

const userLabel = (user: UserListItem) => `${user.name} (${user.loginName})${user.officeName ? ` · ${user.officeName}` : ''}`;

/** Spec §6 post:user: the people who hold a post (replacing the previous holders). */
function PostUsersDialog({ post, onClose }: { post: Post; onClose: () => void }) {
  const intl = useIntl();
  const everyone = useUserOptionsQuery();
  const holders = usePostUsersQuery(post.id);
  const [saveUsers, saving] = useSavePostUsersMutation();
  const [chosen, setChosen] = useState<number[] | null>(null);
  useEffect(() => {
    if (holders.data && chosen === null) setChosen(holders.data.map((user) => user.id));
  }, [holders.data, chosen]);
  const options = everyone.data ?? [];
  return (
    <SaveDialog
      title={
        <>
          <FormattedMessage id="admin.post.users" /> · {post.name}
        </>
      }
      saving={saving.isLoading}
      disabled={chosen === null}
      onSave={() => saveUsers({ id: post.id, userIds: chosen ?? [] }).unwrap()}
      onClose={onClose}
    >
      <Autocomplete
        multiple
        sx={{ mt: 1 }}
        options={options}
        getOptionLabel={userLabel}
        value={options.filter((user) => chosen?.includes(user.id))}
        onChange={(_event, users) => setChosen(users.map((user) => user.id))}
        renderInput={(params) => <TextField {...params} label={intl.formatMessage({ id: 'admin.post.users' })} />}
      />
    </SaveDialog>
  );
}

/** Posts: the approval steps name them (spec §6); users are assigned per post. */
export function PostPage() {
  const intl = useIntl();
  const posts = usePostsQuery();
  const [save] = useSavePostMutation();
  const [remove] = useDeletePostMutation();
  const [assigning, setAssigning] = useState<Post | null>(null);
  return (
    <>
      <ConfigTableScreen<Post>
        title="menu.system.post"
        permission="post"
        {...rowsOf(posts)}
        {...rowMutations(save, remove)}
        columns={[
          { key: 'name', label: 'admin.name' },
          { key: 'code', label: 'admin.code' },
          { key: 'sort', label: 'admin.sort', size: 80 },
          enabledColumn(intl),
        ]}
        fields={FIELDS}
        defaults={{ sort: '0', enabled: true }}
        actionsWidth={280}
        rowActions={(row) => <RowAction code="post:user" label="admin.post.users" onClick={() => setAssigning(row)} />}
      />
      {assigning && <PostUsersDialog post={assigning} onClose={() => setAssigning(null)} />}
    </>
  );
}
