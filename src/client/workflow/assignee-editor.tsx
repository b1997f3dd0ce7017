import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { ASSIGNEE_SCOPES, ASSIGNEE_TYPES, type AssigneeType } from '../../../flows/process-model.ts';
import { fieldLabelId } from '../../modules/module.types.ts';
import { usePostsQuery, useRolesQuery, useUserOptionsQuery } from '../api/admin.api.ts';
import { readUserIds } from './bpmn-attributes.ts';
import { attr, type StepEditorProps } from './designer-types.ts';
import { ChoiceField } from './choice-field.tsx';

/** A CC step copies people in: nobody "chooses" them, and it has no per-office countersign. */
const CC_TYPES: readonly AssigneeType[] = ['post', 'role', 'users', 'deptHead', 'projectLeader'];

/** The label of an assignee type; types the process screens name already keep their words. */
export function useAssigneeTypeLabel() {
  const intl = useIntl();
  return (type: string) => {
    const id = `wf.process.assignee.${type}`;
    return intl.messages[id] ? intl.formatMessage({ id }) : intl.formatMessage({ id: `wf.designer.assignee.${type}` });
  };
}

/**
 * Who a user task (or a CC step) goes to: the rule's type and what it names (a post, a role, people, the levels up
 * to a department head, the office field of a per-office countersign), and for a post or role whether it is looked
 * for in the applicant's company or group-wide.
 */
export function AssigneeEditor({ bo, cc, module, readOnly, update }: StepEditorProps & { cc: boolean }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const typeLabel = useAssigneeTypeLabel();
  const type = attr(bo, 'oa:assigneeType');
  const value = attr(bo, 'oa:assignee');
  const types = cc ? CC_TYPES : ASSIGNEE_TYPES;
  const setType = (next: string) =>
    update({
      'oa:assigneeType': next,
      'oa:assignee': undefined,
      'oa:assigneeScope': next === 'post' || next === 'role' ? attr(bo, 'oa:assigneeScope') || undefined : undefined,
    });
  return (
    <>
      <ChoiceField
        label={t('wf.process.assigneeType')}
        value={(types as readonly string[]).includes(type) ? type : ''}
        choices={types.map((option) => ({ value: option, label: typeLabel(option) }))}
        disabled={readOnly}
        onChange={setType}
        testId="assignee-type"
      />
      {type === 'post' && <CodePicker kind="post" value={value} readOnly={readOnly} onChange={(code) => update({ 'oa:assignee': code })} />}
      {type === 'role' && <CodePicker kind="role" value={value} readOnly={readOnly} onChange={(code) => update({ 'oa:assignee': code })} />}
      {type === 'users' && <UsersPicker value={value} readOnly={readOnly} onChange={(ids) => update({ 'oa:assignee': ids || undefined })} />}
      {type === 'deptHead' && (
        <TextField
          size="small"
          type="number"
          label={t('wf.designer.levelsUp')}
          value={value || '1'}
          disabled={readOnly}
          slotProps={{ htmlInput: { min: 1, max: 10 } }}
          onChange={(event) => update({ 'oa:assignee': event.target.value && event.target.value !== '1' ? event.target.value : undefined })}
        />
      )}
      {type === 'officeHeads' && (
        <ChoiceField
          label={t('wf.designer.officeField')}
          value={value}
          choices={(module?.fields ?? [])
            .filter((field) => field.type === 'treePick' || (field.type === 'recordPick' && field.target === 'office'))
            .map((field) => ({ value: field.key, label: module ? intl.formatMessage({ id: fieldLabelId(module, field.key) }) : field.key }))}
          disabled={readOnly}
          onChange={(field) => update({ 'oa:assignee': field })}
        />
      )}
      {type === 'fieldUser' && (
        <TextField
          size="small"
          label={t('wf.designer.userField')}
          value={value}
          disabled={readOnly}
          onChange={(event) => update({ 'oa:assignee': event.target.value.trim() || undefined })}
        />
      )}
      {(type === 'post' || type === 'role') && (
        <ChoiceField
          label={t('wf.designer.scope')}
          value={attr(bo, 'oa:assigneeScope') || 'company'}
          choices={ASSIGNEE_SCOPES.map((scope) => ({ value: scope, label: t(`wf.designer.scope.${scope}`) }))}
          disabled={readOnly}
          onChange={(scope) => update({ 'oa:assigneeScope': scope === 'company' ? undefined : scope })}
          testId="assignee-scope"
        />
      )}
    </>
  );
}

/** A post or role by its name; the attribute holds its code. A code no longer defined stays shown as it is. */
function CodePicker({ kind, value, readOnly, onChange }: { kind: 'post' | 'role'; value: string; readOnly: boolean; onChange: (code: string) => void }) {
  const intl = useIntl();
  const posts = usePostsQuery(undefined, { skip: kind !== 'post' });
  const roles = useRolesQuery(undefined, { skip: kind !== 'role' });
  const rows = (kind === 'post' ? posts.data : roles.data) ?? [];
  const options = rows.some((row) => row.code === value) || !value ? rows : [...rows, { code: value, name: value }];
  return (
    <ChoiceField
      label={intl.formatMessage({ id: `wf.process.assignee.${kind}` })}
      value={options.length ? value : ''}
      choices={options.map((row) => ({ value: row.code, label: row.name }))}
      disabled={readOnly}
      onChange={onChange}
      testId="assignee-code"
    />
  );
}

/** People by name; the attribute holds their ids, comma-separated. */
export function UsersPicker({ value, readOnly, onChange }: { value: string; readOnly: boolean; onChange: (ids: string) => void }) {
  const intl = useIntl();
  const users = useUserOptionsQuery();
  const list = useMemo(() => users.data ?? [], [users.data]);
  const chosen = readUserIds(value).map((id) => list.find((user) => user.id === id) ?? { id, name: String(id), loginName: '' });
  return (
    <Autocomplete
      multiple
      size="small"
      options={list}
      value={chosen}
      disabled={readOnly}
      onChange={(_event, picked) => onChange(picked.map((user) => user.id).join(','))}
      getOptionLabel={(user) => (user.loginName ? `${user.name} (${user.loginName})` : user.name)}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderInput={(params) => <TextField {...params} label={intl.formatMessage({ id: 'wf.process.assignee.users' })} />}
      data-testid="assignee-users"
    />
  );
}
