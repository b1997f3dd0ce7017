import { useEffect, useSyncExternalStore } from 'react';
import { DEFAULT_LOCALE, isLocale, LANGUAGE_COOKIE, LOCALES, type Locale } from '../../shared/i18n/languages.ts';
import { readCookie, writeCookie } from '../lib/cookies.ts';

type Messages = Record<string, string>;
/** The language every screen is shown in, with its catalogue once loaded. */
export type ShownLanguage = { locale: Locale; messages: Messages | null };

/** Each language's catalogue is a chunk of its own, fetched the first time the language is shown. */
const CATALOGUES: Record<Locale, () => Promise<Messages>> = {
  zh: () => import('./messages.zh.ts').then((module) => module.messagesZh),
  en: () => import('./messages.en.ts').then((module) => module.messagesEn),
  es: () => import('./messages.es.ts').then((module) => module.messagesEs),
};

/** Spec §2 Language switcher: cookie first, then the browser, default en. */
function initialLocale(): Locale {
  const fromCookie = readCookie(LANGUAGE_COOKIE);
  if (isLocale(fromCookie)) return fromCookie;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const short = tag.slice(0, 2).toLowerCase();
    if ((LOCALES as readonly string[]).includes(short)) return short as Locale;
  }
  return DEFAULT_LOCALE;
}

const loads = new Map<Locale, Promise<Messages>>();
function catalogue(locale: Locale): Promise<Messages> {
  let load = loads.get(locale);
  if (!load) {
    // A failed fetch is tried again on the next switch.
    load = CATALOGUES[locale]().catch((error: unknown) => {
      loads.delete(locale);
      throw error;
    });
    loads.set(locale, load);
  }
  return load;
}

// Kept outside the store: the login page shows the language before the store has loaded.
let shown: ShownLanguage = { locale: initialLocale(), messages: null };
let requested = shown.locale;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Shows `locale` once its catalogue has arrived, so no screen ever shows message ids; the last request wins. */
async function show(locale: Locale): Promise<void> {
  requested = locale;
  const messages = await catalogue(locale);
  if (requested !== locale) return;
  shown = { locale, messages };
  document.documentElement.lang = locale;
  for (const listener of listeners) listener();
}

/** Spec §2: switching language sets the cookie the server reads too. */
export async function switchLanguage(locale: Locale): Promise<void> {
  await show(locale);
  writeCookie(LANGUAGE_COOKIE, locale);
}

/** The shown language and its catalogue (null until the first one has loaded). */
export function useShownLanguage(): ShownLanguage {
  const current = useSyncExternalStore(subscribe, () => shown);
  useEffect(() => {
    if (!current.messages) void show(current.locale);
  }, [current]);
  return current;
}

export function useLanguage(): Locale {
  return useSyncExternalStore(subscribe, () => shown.locale);
}
