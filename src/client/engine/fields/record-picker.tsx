import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ModuleDescriptor } from '../../../modules/module.types.ts';
import { usePickableOfficesQuery, useRecordPageQuery, usePickableUsersQuery } from '../../api/engine.api.ts';
import { displayField } from '../module/module-context.ts';
import { useRecordName } from './use-field-labels.ts';
import { TreePicker, type TreeNode } from './tree-picker.tsx';
import { useModule } from '../module/module-registry.ts';
import { statusMessageId } from '../../../../machines/lifecycle.ts';

type Choice = { id: number; label: string; detail?: string };
/**
 * The picking module and field, for a pick whose choices depend on the reader (`memberOf`: only their projects) or on
 * the detail line (`values`: an asset of the line's item that its move can take).
 */
type PickFor = { module: string; field: string; values?: Record<string, string | number> };
type Common = {
  value: unknown;
  onChange: (value: number | number[] | null) => void;
  multiple?: boolean;
  disabled?: boolean;
  label: string;
  required?: boolean;
  error?: string;
  /** Names the server sent with the record for the ids it held: shown without reading the picked records. */
  known?: ReadonlyMap<number, string>;
};

const ids = (value: unknown): number[] =>
  (Array.isArray(value) ? value : value === null || value === undefined || value === '' ? [] : [value]).map(Number).filter(Number.isFinite);

function ChoiceBox({
  options,
  loading,
  known,
  onInput,
  ...props
}: Common & { options: Choice[]; loading: boolean; known: Map<number, string>; onInput: (text: string) => void }) {
  const intl = useIntl();
  const toChoice = (id: number): Choice => options.find((option) => option.id === id) ?? { id, label: known.get(id) ?? `#${id}` };
  const selected = ids(props.value).map(toChoice);
  return (
    <Autocomplete<Choice, boolean>
      multiple={props.multiple}
      size="small"
      disabled={props.disabled}
      options={options}
      loading={loading}
      filterOptions={(list) => list}
      value={props.multiple ? selected : (selected[0] ?? null)}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      getOptionLabel={(option) => option.label}
      renderOption={(optionProps, option) => (
        <li {...optionProps} key={option.id}>
          {option.label}
          {option.detail ? ` · ${option.detail}` : ''}
        </li>
      )}
      noOptionsText={intl.formatMessage({ id: 'tree.noOptions' })}
      loadingText={intl.formatMessage({ id: 'picker.loading' })}
      onInputChange={(_event, text, reason) => reason === 'input' && onInput(text)}
      onChange={(_event, next) => {
        if (Array.isArray(next)) props.onChange(next.map((choice) => choice.id));
        else props.onChange(next ? next.id : null);
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={props.label}
          required={props.required}
          error={Boolean(props.error)}
          helperText={props.error}
          placeholder={intl.formatMessage({ id: 'picker.typeToSearch' })}
        />
      )}
    />
  );
}

type Groups = { module: string; members: string };

/**
 * Users, from GET /user/queryPageUser searched by name; with `groups`, the common groups of that register too (after
 * the people, by name): picking one adds its members. A group is offered under a negative id, never kept.
 */
function UserPicker({ groups, ...props }: Common & { groups?: Groups }) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const users = usePickableUsersQuery({ name: text || undefined, limit: 20 });
  const all = usePickableUsersQuery({ limit: 500 });
  const page = useRecordPageQuery(
    { module: groups?.module ?? '', query: { query: text || undefined, page: { pageIndex: 1, limit: 10 }, withTotal: false } },
    { skip: !groups },
  );
  const membersOf = new Map(
    (groups ? (page.data?.list ?? []) : []).map(
      (row) => [-row.id, (Array.isArray(row[groups!.members]) ? (row[groups!.members] as unknown[]) : []).map(Number)] as const,
    ),
  );
  const options = [
    ...(users.data?.list ?? []).map((user) => ({ id: user.id, label: user.name, detail: user.officeName ?? user.loginName })),
    ...(groups ? (page.data?.list ?? []) : []).map((row) => ({
      id: -row.id,
      label: String(row.name ?? row.serialNo),
      detail: intl.formatMessage({ id: 'picker.group' }, { n: membersOf.get(-row.id)?.length ?? 0 }),
    })),
  ];
  const known = useMemo(
    () => new Map([...(props.known ?? []), ...(all.data?.list ?? []).map((user) => [user.id, user.name] as const)]),
    [all.data, props.known],
  );
  const onChange = (value: number | number[] | null) =>
    props.onChange(Array.isArray(value) ? [...new Set(value.flatMap((id) => (id < 0 ? (membersOf.get(id) ?? []) : [id])))] : value);
  return <ChoiceBox {...props} onChange={onChange} options={options} loading={users.isFetching} known={known} onInput={setText} />;
}

function KnownRecord({ module, id, onName }: { module: string; id: number; onName: (id: number, name: string) => void }) {
  const name = useRecordName(module, id);
  useEffect(() => {
    if (name) onName(id, name);
  }, [name, id, onName]);
  return null;
}

/** Records of another module, searched with the quick search of its generic page route. */
function ModuleRecordPicker({ target, pickFor, ...props }: Common & { target: ModuleDescriptor; pickFor?: PickFor }) {
  const [text, setText] = useState('');
  const [names, setNames] = useState<Map<number, string>>(new Map());
  const page = useRecordPageQuery({ module: target.key, query: { query: text || undefined, page: { pageIndex: 1, limit: 20 }, pickFor, withTotal: false } });
  const nameField = displayField(target);
  const intl = useIntl();
  // A tagged record (a fixed asset) is known by its item and tag, and whether it is in store, issued or lent.
  const tagged = target.capabilities.tagged;
  const options = (page.data?.list ?? []).map((row) =>
    tagged
      ? {
          id: row.id,
          label: `${[row.pickLabels?.[tagged.name]].flat()[0] ?? ''} ${row.serialNo}`.trim(),
          detail: target.lifecycle ? intl.formatMessage({ id: statusMessageId({ name: target.lifecycle }, row.status) }) : undefined,
        }
      : { id: row.id, label: String(row[nameField] ?? row.serialNo), detail: row.serialNo },
  );
  return (
    <>
      {/* Only ids the server did not name are read (a record outside the reader's scope would be refused). */}
      {ids(props.value)
        .filter((id) => !props.known?.has(id))
        .map((id) => (
          <KnownRecord
            key={id}
            module={target.key}
            id={id}
            onName={(known, name) => setNames((current) => (current.get(known) === name ? current : new Map(current).set(known, name)))}
          />
        ))}
      <ChoiceBox {...props} options={options} loading={page.isFetching} known={props.known ? new Map([...props.known, ...names]) : names} onInput={setText} />
    </>
  );
}

/** Offices, from the office tree. */
export function OfficePicker({ leafOnly, ...props }: Common & { leafOnly?: boolean }) {
  const tree = usePickableOfficesQuery();
  return (
    <TreePicker
      data={tree.data as TreeNode[] | undefined}
      error={tree.isError}
      selectItem={props.multiple ? ids(props.value) : (ids(props.value)[0] ?? null)}
      onChange={(value) => props.onChange(value === null ? null : Array.isArray(value) ? value.map(Number) : Number(value))}
      multiple={props.multiple}
      disableBranchNodes={leafOnly}
      labelName="name"
      idName="id"
      disName="enabled"
      disVallue={false}
      disabled={props.disabled}
      label={props.label}
      required={props.required}
      invalid={Boolean(props.error)}
      helperText={props.error}
    />
  );
}

/** A record pick field (spec §2 pickers): user, office, or any module's records. */
export function RecordPicker({
  target,
  pickFor,
  groups,
  ...props
}: Common & { target: 'user' | 'office' | { module: string }; pickFor?: PickFor; groups?: Groups }) {
  if (target === 'user') return <UserPicker {...props} groups={groups} />;
  if (target === 'office') return <OfficePicker {...props} />;
  return <PickedModule module={target.module} pickFor={pickFor} {...props} />;
}

function PickedModule({ module, ...props }: Common & { module: string; pickFor?: PickFor }) {
  const descriptor = useModule(module);
  return descriptor ? <ModuleRecordPicker target={descriptor} {...props} /> : null;
}
