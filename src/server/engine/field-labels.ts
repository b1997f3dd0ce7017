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
  if ((field.type === 'select' || field.type === 'radio' || field.type === 'checkbox') && 'dict' in field.options) {
    const code = field.options.dict;
    return DICTIONARIES.find((dict) => dict.code === code)?.values.find((item) => item.value === value)?.label[locale] ?? value;
  }
  return translate(locale, optionLabelId(descriptor, field.key, value));
}

/** Reads an option back from a spreadsheet cell: its value, or its label in any language. */
export function optionFromText(descriptor: ModuleDescriptor, field: FieldDef, text: string): string | null {
  const values = optionValues(field) ?? [];
  if (values.includes(text)) return text;
  for (const value of values) if (LOCALES.some((locale) => optionLabel(locale, descriptor, field, value) === text)) return value;
  return null;
}

/** Reads a field back from a column header: its key, or its label in any language. */
export function fieldFromHeader(descriptor: ModuleDescriptor, header: string): FieldDef | undefined {
  const text = header.trim();
  return descriptor.fields.find((field) => field.key === text || LOCALES.some((locale) => fieldLabel(locale, descriptor, field.key) === text));
}
