import type { Locale } from '../../shared/i18n/languages.ts';
import { clientEn, messagesEn } from './messages.en.ts';
import { clientEs, messagesEs } from './messages.es.ts';
import { clientZh, messagesZh } from './messages.zh.ts';

/**
 * Every language at once, for tests and stories; the app loads one language's chunk at a time (`language.ts`).
 * Client-only strings; the shared catalogues hold what the server says too (errors, rules, menus).
 */
export const CLIENT_CATALOGUES: Record<Locale, Record<ClientMessageId, string>> = { zh: clientZh, en: clientEn, es: clientEs };
export type ClientMessageId = keyof typeof clientZh;

const MESSAGES: Record<Locale, Record<string, string>> = { zh: messagesZh, en: messagesEn, es: messagesEs };

/** Every message a screen may show in one language: shared, dictionaries and client strings. */
export function messagesFor(locale: Locale): Record<string, string> {
  return MESSAGES[locale];
}
