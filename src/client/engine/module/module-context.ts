import { genericLifecycle, LIFECYCLES, statusColour, statusDef, type Lifecycle, type LifecycleName } from '../../../../machines/index.ts';
import type { IntlShape } from 'react-intl';
import { isRecordListColumn, labelField } from '../../../modules/derive.ts';
import { fieldLabelId, offersAction, optionLabelId, permissionCode, type ModuleAction, type ModuleDescriptor } from '../../../modules/module.types.ts';
import type { ScalarField } from '../../../shared/rules/field.types.ts';
import type { CurrentUser } from '../../../shared/schemas/auth.schema.ts';
import { hasPermission } from '../../lib/permissions.ts';

export { formPath, listPath, printPath, viewPath } from './module-paths.ts';

/** The client only hides what the server would refuse: a button shows when the user holds its code. */
export function canDo(user: Pick<CurrentUser, 'isAdmin' | 'permissions'> | null, descriptor: ModuleDescriptor, action: ModuleAction): boolean {
  return offersAction(descriptor, action) && hasPermission(user, permissionCode(descriptor, action));
}

export function fieldLabel(intl: IntlShape, descriptor: ModuleDescriptor, key: string): string {
  if (isRecordListColumn(key)) return intl.formatMessage({ id: `engine.columns.${key}` });
  const id = fieldLabelId(descriptor, key);
  return intl.messages[id] !== undefined ? intl.formatMessage({ id }) : key;
}

/** Option values and their label ids: a dictionary's `dict.<code>.<value>`, or the module's own list. */
export function optionList(descriptor: ModuleDescriptor, field: ScalarField): { value: string; labelId: string }[] {
  if (!('options' in field)) return [];
  if ('values' in field.options) return field.options.values.map((value) => ({ value, labelId: optionLabelId(descriptor, field.key, value) }));
  return [];
}

const lifecycleOf = (name: string | null | undefined): Lifecycle => (name && name in LIFECYCLES ? LIFECYCLES[name as LifecycleName] : genericLifecycle);

/** The catalogue id of a status's name: the generic enum's `docStatus.<code>`, another lifecycle's `lifecycleStatus.<name>.<key>`. */
export function statusLabelId(status: number, lifecycle?: string | null): string {
  const own = lifecycleOf(lifecycle);
  return own === genericLifecycle ? `docStatus.${status}` : `lifecycleStatus.${lifecycle}.${statusDef(own, status)?.key ?? status}`;
}

export function messageOr(intl: IntlShape, id: string, fallback: string): string {
  return intl.messages[id] !== undefined ? intl.formatMessage({ id }) : fallback;
}

/**
 * A status's colour (spec §4: in-progress green, draft/withdrawn blue, rejected/unfinished red, final grey) as its
 * lifecycle declares it: the generic one unless the module names another (a project's, a fixed asset's).
 */
export function statusColor(status: number, lifecycle?: string | null): 'success' | 'info' | 'error' | 'default' {
  const colour = statusColour(lifecycleOf(lifecycle), status);
  return colour === 'green' ? 'success' : colour === 'blue' ? 'info' : colour === 'red' ? 'error' : 'default';
}

/** The field shown as a record's name when another module picks it (src/modules/derive.ts), else its serial number. */
export const displayField = (descriptor: ModuleDescriptor): string => labelField(descriptor) ?? 'serialNo';
