import { MODULE_AREAS, MODULES } from '../../modules/index.ts';
import { withModuleTexts } from '../../modules/module-catalogue.ts';
import type { Locale } from '../../shared/i18n/languages.ts';
import { clientEn, messagesEn } from './messages.en.ts';
import { clientEs, messagesEs } from './messages.es.ts';
import { clientZh, messagesZh } from './messages.zh.ts';

/**
 * Every language at once, for tests and stories; the app loads one language's parts at a time (`interface-language.ts`).
 * Client-only strings; the shared catalogues hold what the server says too (errors, rules, menus).
 */
export const CLIENT_CATALOGUES: Record<Locale, Record<ClientMessageId, string>> = { zh: clientZh, en: clientEn, es: clientEs };
export type ClientMessageId = keyof typeof clientZh;

/** The modules' and areas' texts join the app's, as the screens show them once the server's menus and the modules have loaded. */
const MESSAGES: Record<Locale, Record<string, string>> = {
  zh: withModuleTexts('zh', messagesZh, MODULES, MODULE_AREAS),
  en: withModuleTexts('en', messagesEn, MODULES, MODULE_AREAS),
  es: withModuleTexts('es', messagesEs, MODULES, MODULE_AREAS),
};

/** Every message a screen may show in one language: shared, dictionaries, client strings and the modules' texts. */
export function messagesFor(locale: Locale): Record<string, string> {
  return MESSAGES[locale];
}
