import { en } from './en.ts';
import { es } from './es.ts';
import { modulesEn } from './modules.en.ts';
import { modulesEs } from './modules.es.ts';
import { modulesZh } from './modules.zh.ts';
import { numberingEn } from './numbering.en.ts';
import { numberingEs } from './numbering.es.ts';
import { numberingZh, type NumberingMessageId } from './numbering.zh.ts';
import { printEn } from './print.en.ts';
import { printEs } from './print.es.ts';
import { printZh, type PrintMessageId } from './print.zh.ts';
import { workflowEn } from './workflow.en.ts';
import { workflowEs } from './workflow.es.ts';
import { workflowZh } from './workflow.zh.ts';
import { zh } from './zh.ts';

export const LOCALES = ['zh', 'en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
/** Spec §2: language from a cookie or the browser, default en. */
export const DEFAULT_LOCALE: Locale = 'en';
export const LANGUAGE_COOKIE = 'language';

/** Chinese is the source text; the three catalogues always hold the same keys (checked by a test). */
export const CATALOGUES: Record<Locale, Record<MessageId, string>> = {
  zh: { ...zh, ...modulesZh, ...workflowZh, ...numberingZh, ...printZh },
  en: { ...en, ...modulesEn, ...workflowEn, ...numberingEn, ...printEn },
  es: { ...es, ...modulesEs, ...workflowEs, ...numberingEs, ...printEs },
};
/** Module engine ids (`engine.*`, `modules.*`, module menus) come from the module catalogues. */
export type MessageId = keyof typeof zh | NumberingMessageId | PrintMessageId | `engine.${string}` | `modules.${string}` | `menu.${string}`;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Picks the first supported language from an Accept-Language header. */
export function localeFromAcceptLanguage(header: string | undefined): Locale {
  for (const part of (header ?? '').split(',')) {
    const tag = part.split(';')[0].trim().toLowerCase().slice(0, 2);
    if (isLocale(tag)) return tag;
  }
  return DEFAULT_LOCALE;
}
