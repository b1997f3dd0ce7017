import type { Locale } from './i18n/locales.ts';
import table from './dictionaries.json' with { type: 'json' };

type Label = Record<Locale, string>;
export type DictionaryDef = { code: string; name: Label; values: { value: string; label: Label }[] };

/**
 * The enumerations of spec §3 and the dictionaries of spec §9, seeded at start and translated everywhere. The table
 * is data (`dictionaries.json`): each value one line `[value, zh, en, es]`, so a translator edits it without code.
 */
export const DICTIONARIES: DictionaryDef[] = table.map(({ code, name, values }) => ({
  code,
  name,
  values: values.map(([value, zh, en, es]) => ({ value, label: { zh, en, es } })),
}));

/** Message ids `dict.<code>` and `dict.<code>.<value>`, merged into each catalogue at run time. */
export function dictionaryMessages(locale: Locale): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const definition of DICTIONARIES) {
    messages[`dict.${definition.code}`] = definition.name[locale];
    for (const value of definition.values) messages[`dict.${definition.code}.${value.value}`] = value.label[locale];
  }
  return messages;
}
