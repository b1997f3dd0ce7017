import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { ModuleDescriptor } from '../../../modules/module.types.ts';
import type { ScalarField } from '../../../shared/rules/field.types.ts';
import { useDictLabelsQuery, usePickableOfficesQuery, useRecordQuery, usePickableUsersQuery, type OfficeNode } from '../../api/engine.api.ts';
import { displayField, messageOr, optionList } from '../module/module-context.ts';
import { useModule } from '../module/module-registry.ts';

export type Option = { value: string; label: string };

/**
 * The options of a select, radio or checkbox field with their labels in the current language: a dictionary's
 * labels from GET /dict/getDictLabels/{code} (translated by their catalogue id when there is one), else the
 * shared dictionary catalogue `dict.<code>.<value>`; a module's own list from `modules.<key>.options.*`.
 */
export function useOptions(descriptor: ModuleDescriptor, field: ScalarField): Option[] {
  const intl = useIntl();
  const dictCode = 'options' in field && 'dict' in field.options ? field.options.dict : null;
  const dict = useDictLabelsQuery(dictCode ?? skipToken);
  return useMemo(() => {
    if (dictCode) {
      if (dict.data?.length)
        // A value an admin renamed or added has no message id: its own label is the one to show.
        return dict.data.map((item) => ({ value: item.value, label: item.i18nKey ? messageOr(intl, item.i18nKey, item.label) : item.label }));
      const prefix = `dict.${dictCode}.`;
      return Object.keys(intl.messages)
        .filter((id) => id.startsWith(prefix) && !id.slice(prefix.length).includes('.'))
        .map((id) => ({ value: id.slice(prefix.length), label: intl.formatMessage({ id }) }));
    }
    return optionList(descriptor, field).map((option) => ({ value: option.value, label: messageOr(intl, option.labelId, option.value) }));
  }, [dictCode, dict.data, intl, descriptor, field]);
}

function indexTree(nodes: readonly OfficeNode[], into = new Map<number, string>()): Map<number, string> {
  for (const node of nodes) {
    into.set(node.id, node.name);
    if (node.children) indexTree(node.children, into);
  }
  return into;
}

/** Office names by id, from the office tree (loaded once and cached); null until it has answered. */
export function useOfficeNames(enabled = true): Map<number, string> | null {
  const tree = usePickableOfficesQuery(enabled ? undefined : skipToken);
  return useMemo(() => (tree.isLoading ? null : indexTree(tree.data ?? [])), [tree.data, tree.isLoading]);
}

/** User names by id: the user list the pickers read (a user without access to it sees ids); null until answered. */
export function useUserNames(enabled = true): Map<number, string> | null {
  const users = usePickableUsersQuery(enabled ? { limit: 500 } : skipToken);
  return useMemo(() => (users.isLoading ? null : new Map((users.data?.list ?? []).map((user) => [user.id, user.name]))), [users.data, users.isLoading]);
}

/** A record of another module named by its display field; cached per record by RTK Query. */
export function useRecordName(moduleKey: string, id: number | null): string | null {
  const target = useModule(moduleKey);
  const record = useRecordQuery(target && id ? { module: target.key, id, silent: true } : skipToken);
  if (!target || !record.data) return null;
  const value = record.data[displayField(target)];
  return typeof value === 'string' ? value : record.data.serialNo;
}
