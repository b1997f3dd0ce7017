import type { ApprovalMessageId } from './approval.zh.ts';
import type { HrMessageId } from './hr.zh.ts';
import type { PayrollMessageId } from './payroll.zh.ts';
import type { DocumentsMessageId } from './documents.zh.ts';
import { catalogueEn } from './catalogue.en.ts';
import { catalogueEs } from './catalogue.es.ts';
import { catalogueZh } from './catalogue.zh.ts';
import type { Locale } from './languages.ts';
import type { NumberingMessageId } from './numbering.zh.ts';
import type { PrintMessageId } from './print.zh.ts';
import type { zh } from './zh.ts';

export { DEFAULT_LOCALE, isLocale, LANGUAGE_COOKIE, localeFromAcceptLanguage, LOCALES, type Locale } from './languages.ts';

/** Chinese is the source text; the three catalogues always hold the same keys (checked by a test). */
export const CATALOGUES: Record<Locale, Record<MessageId, string>> = { zh: catalogueZh, en: catalogueEn, es: catalogueEs };
/** Module engine ids (`engine.*`, `modules.*`, module menus) come from the module catalogues. */
export type MessageId =
  | keyof typeof zh
  | ApprovalMessageId
  | HrMessageId
  | PayrollMessageId
  | DocumentsMessageId
  | NumberingMessageId
  | PrintMessageId
  | `engine.${string}`
  | `modules.${string}`
  | `menu.${string}`;
