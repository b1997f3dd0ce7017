import type { IntlShape } from 'react-intl';
import { dictionaryMessages } from '../../shared/dictionaries.ts';
import { CATALOGUES, type Locale } from '../../shared/i18n/locales.ts';
import { adminEn } from './admin.en.ts';
import { adminEs } from './admin.es.ts';
import { adminZh } from './admin.zh.ts';
import { engineEn } from './engine.en.ts';
import { engineEs } from './engine.es.ts';
import { engineZh } from './engine.zh.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { flowAdminEn } from './flow-admin.en.ts';
import { flowAdminEs } from './flow-admin.es.ts';
import { flowAdminZh } from './flow-admin.zh.ts';
import { printUiEn } from './print-ui.en.ts';
import { printUiEs } from './print-ui.es.ts';
import { printUiZh } from './print-ui.zh.ts';
import { workflowUiEn } from './workflow-ui.en.ts';
import { workflowUiEs } from './workflow-ui.es.ts';
import { workflowUiZh } from './workflow-ui.zh.ts';
import { zh } from './zh.ts';

/** Client-only strings; the shared catalogues hold what the server says too (errors, rules, menus). */
export const CLIENT_CATALOGUES: Record<Locale, Record<ClientMessageId, string>> = {
  zh: { ...zh, ...engineZh, ...adminZh, ...workflowUiZh, ...printUiZh, ...flowAdminZh },
  en: { ...en, ...engineEn, ...adminEn, ...workflowUiEn, ...printUiEn, ...flowAdminEn },
  es: { ...es, ...engineEs, ...adminEs, ...workflowUiEs, ...printUiEs, ...flowAdminEs },
};
export type ClientMessageId =
  keyof typeof zh | keyof typeof engineZh | keyof typeof adminZh | keyof typeof workflowUiZh | keyof typeof printUiZh | keyof typeof flowAdminZh;

const cache = new Map<Locale, Record<string, string>>();

/** Every message a screen may show in one language: shared, dictionaries and client strings. */
export function messagesFor(locale: Locale): Record<string, string> {
  let messages = cache.get(locale);
  if (!messages) {
    messages = { ...CATALOGUES[locale], ...dictionaryMessages(locale), ...CLIENT_CATALOGUES[locale] };
    cache.set(locale, messages);
  }
  return messages;
}

/** A title is a catalogue id, or plain text (a menu name an administrator typed). */
export type Title = { id?: string; text?: string };

export function titleText(intl: IntlShape, title: Title): string {
  if (title.id && intl.messages[title.id] !== undefined) return intl.formatMessage({ id: title.id });
  return title.text ?? title.id ?? '';
}

/** Spec: a menu's title is its `i18nKey` when the catalogue has it, else its name. */
export function menuTitle(menu: { i18nKey: string | null; name: string }): Title {
  return { id: menu.i18nKey ?? undefined, text: menu.name };
}

export const LANGUAGE_LABEL_IDS: Record<Locale, ClientMessageId> = { zh: 'language.zh', en: 'language.en', es: 'language.es' };
