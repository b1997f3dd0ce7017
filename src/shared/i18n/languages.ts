/** The interface languages, apart from the catalogues: a page learns which language to load without loading any. */
export const LOCALES = ['zh', 'en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
/** Spec §2: language from a cookie or the browser, default en. */
export const DEFAULT_LOCALE: Locale = 'en';
export const LANGUAGE_COOKIE = 'language';

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
