import { IntlMessageFormat } from 'intl-messageformat';
import { MODULE_AREAS, MODULES } from '../../modules/index.ts';
import { withModuleTexts } from '../../modules/module-catalogue.ts';
import { dictionaryMessages } from '../../shared/dictionaries.ts';
import { CATALOGUES, isLocale, LOCALES, type Locale, type MessageId } from '../../shared/i18n/locales.ts';
import { valuesIn, type MessageValues } from '../../shared/money-format.ts';

const cache = new Map<string, IntlMessageFormat>();
/** Everything the server says, by language: dictionaries, the shared catalogue and the modules' own texts. */
export const MESSAGES = Object.fromEntries(
  LOCALES.map((locale): [Locale, Record<string, string>] => [
    locale,
    { ...dictionaryMessages(locale), ...withModuleTexts(locale, CATALOGUES[locale], MODULES, MODULE_AREAS) },
  ]),
) as Record<Locale, Record<string, string>>;

/** Formats a catalogue message; an id missing from the catalogue (`toString` included) is returned as it is. */
export function translate(locale: Locale, id: string, values: MessageValues = {}): string {
  const source = Object.hasOwn(MESSAGES[locale], id) ? MESSAGES[locale][id] : undefined;
  if (source === undefined) return id;
  const key = `${locale}\u0000${id}`;
  let format = cache.get(key);
  if (!format) {
    format = new IntlMessageFormat(source, locale);
    cache.set(key, format);
  }
  try {
    return String(format.format(valuesIn(locale, values)));
  } catch {
    // A value the message expects is missing: show the text rather than fail the whole answer.
    return source;
  }
}

export function isMessageId(locale: Locale, id: string): id is MessageId {
  return isLocale(locale) && Object.hasOwn(CATALOGUES[locale], id);
}
