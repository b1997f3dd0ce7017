import { fieldLabelId, optionLabelId, titleId, type ModuleDescriptor } from '../../modules/module.types.ts';
import { DICTIONARIES } from '../../shared/dictionaries.ts';
import { LOCALES, type Locale } from '../../shared/i18n/locales.ts';
import type { FieldDef } from '../../shared/rules/field.types.ts';
import { optionValues } from '../../shared/rules/validate-record.ts';
import { translate } from '../lib/translate.ts';

export const moduleTitle = (locale: Locale, descriptor: ModuleDescriptor) => translate(locale, titleId(descriptor));
export const fieldLabel = (locale: Locale, descriptor: ModuleDescriptor, key: string) => translate(locale, fieldLabelId(descriptor, key));

/** The label of an option value in a language: from its dictionary, or from the module's own catalogue ids. */
export function optionLabel(locale: Locale, descriptor: ModuleDescriptor, field: FieldDef, value: string): string {
  if ('options' in field && 'dict' in field.options) {
    const entry = field.options.loaded?.find((item) => item.value === value);
    // A value an administrator added has no catalogue id: its own label names it in every language.
    if (entry) {
      const shipped = entry.i18nKey ? translate(locale, entry.i18nKey) : null;
      return shipped && shipped !== entry.i18nKey ? shipped : entry.label;
    }
    const code = field.options.dict;
    return DICTIONARIES.find((dict) => dict.code === code)?.values.find((item) => item.value === value)?.label[locale] ?? value;
  }
  return translate(locale, optionLabelId(descriptor, field.key, value));
}

/** Reading options back from spreadsheet cells: each value, and its label in every language, to the value. */
export function optionsByText(descriptor: ModuleDescriptor, field: FieldDef): Map<string, string> {
  const values = optionValues(field) ?? [];
  const byText = new Map(values.map((value) => [value, value]));
  for (const value of values)
    for (const locale of LOCALES) {
      const label = optionLabel(locale, descriptor, field, value);
      if (!byText.has(label)) byText.set(label, value);
    }
  return byText;
}

/** Reading fields back from column headers: each field's key, and its label in every language (the first field that has it). */
export function fieldsByHeader(descriptor: ModuleDescriptor): Map<string, FieldDef> {
  const byText = new Map<string, FieldDef>();
  for (const field of descriptor.fields)
    for (const text of [field.key, ...LOCALES.map((locale) => fieldLabel(locale, descriptor, field.key))]) if (!byText.has(text)) byText.set(text, field);
  return byText;
}
