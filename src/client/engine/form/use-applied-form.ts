import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { ModuleDescriptor } from '../../../modules/module.types.ts';
import { applyFormOverride, descriptorEssentials, withAppliedForm, type AppliedForm } from '../../../modules/form-override.ts';
import type { Locale } from '../../../shared/i18n/locales.ts';
import { useFormOverrideQuery, type FormOverride } from '../../api/engine.api.ts';
import { fieldLabel } from '../module/module-context.ts';
import { useRecordTabTitle } from '../module/use-record-tab-title.ts';

export type AppliedFormView = {
  /** The descriptor with the override's fields: order, rules, widths, hidden and read-only fields. */
  descriptor: ModuleDescriptor;
  applied: AppliedForm;
  essential: ReadonlySet<string>;
  override: FormOverride | undefined;
};

/** The same override the server applies (src/modules/form-override.ts); without one, the descriptor as it is. */
export function appliedFormView(descriptor: ModuleDescriptor, override: FormOverride | undefined): AppliedFormView {
  const essential = descriptorEssentials(descriptor);
  for (const key of override?.essential ?? []) essential.add(key);
  const applied = applyFormOverride(descriptor, override?.config, essential);
  return { descriptor: withAppliedForm(descriptor, applied), applied, essential, override };
}

/** A field's caption: the override's label in the interface language, else the catalogue's. */
export function useFieldCaption(descriptor: ModuleDescriptor, applied: AppliedForm | undefined) {
  const intl = useIntl();
  return (key: string) => applied?.labels.get(key)?.[intl.locale as Locale] ?? fieldLabel(intl, descriptor, key);
}

/** The module's form as its override makes it; `loading` until the override is known, so fields do not jump. */
export function useAppliedForm(descriptor: ModuleDescriptor): AppliedFormView & { loading: boolean } {
  const query = useFormOverrideQuery(descriptor.key);
  const view = useMemo(() => appliedFormView(descriptor, query.data), [descriptor, query.data]);
  return { ...view, loading: query.isLoading };
}

/**
 * A record's form or view screen: the module as its override makes it, its fields' captions,
 * and the tab named after the record.
 */
export function useRecordScreen(declared: ModuleDescriptor, override: FormOverride | undefined, screen: 'form' | 'view', serialNo: string | null | undefined) {
  const form = useMemo(() => appliedFormView(declared, override), [declared, override]);
  const caption = useFieldCaption(declared, form.applied);
  useRecordTabTitle(declared, screen, serialNo);
  return { descriptor: form.descriptor, caption };
}
