import { useEffect, useSyncExternalStore } from 'react';
import { DEFAULT_LOCALE, isLocale, LANGUAGE_COOKIE, LOCALES, type Locale } from '../../shared/i18n/languages.ts';
import { readCookie, writeCookie } from '../lib/cookies.ts';

type Messages = Record<string, string>;
type PartLoad = (locale: Locale) => Promise<Messages>;
/**
 * A language's catalogue comes in parts, each a chunk of its own fetched when a screen first needs it: `signIn` is
 * what the login page says (the client's base strings, shared errors and rules), `app` what the shell and its own
 * screens say, and code loaded on demand brings parts of its own (`addCataloguePart`: each module's labels).
 */
export type CataloguePart = string;
/** The language every screen is shown in, with the parts of its catalogue in use once they have loaded. */
export type ShownLanguage = { locale: Locale; messages: Messages; parts: ReadonlySet<CataloguePart> };

const inLanguage =
  (loads: Record<Locale, () => Promise<Messages>>): PartLoad =>
  (locale) =>
    loads[locale]();

const CATALOGUES = new Map<CataloguePart, PartLoad>([
  [
    'signIn',
    inLanguage({
      zh: () => Promise.all([import('../../shared/i18n/zh.ts'), import('./zh.ts')]).then(([shared, client]) => ({ ...shared.zh, ...client.zh })),
      en: () => Promise.all([import('../../shared/i18n/en.ts'), import('./en.ts')]).then(([shared, client]) => ({ ...shared.en, ...client.en })),
      es: () => Promise.all([import('../../shared/i18n/es.ts'), import('./es.ts')]).then(([shared, client]) => ({ ...shared.es, ...client.es })),
    }),
  ],
  [
    'app',
    inLanguage({
      zh: () => import('./messages.zh.ts').then((module) => module.messagesZh),
      en: () => import('./messages.en.ts').then((module) => module.messagesEn),
      es: () => import('./messages.es.ts').then((module) => module.messagesEs),
    }),
  ],
]);

/** A part that code loaded on demand brings: screens ask for it by name, and a language switch loads it anew. */
export function addCataloguePart(part: CataloguePart, load: PartLoad): void {
  CATALOGUES.set(part, load);
}

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

/** The login page's part is compiled at build time; every other part is formatted at run time, so brings the parser. */
const withParser = (part: CataloguePart, load: Promise<Messages>): Promise<Messages> =>
  part === 'signIn' ? load : Promise.all([import('./full-message-parser.ts'), load]).then(([, messages]) => messages);

const loads = new Map<string, Promise<Messages>>();
function catalogue(part: CataloguePart, locale: Locale): Promise<Messages> {
  const key = `${part}.${locale}`;
  let load = loads.get(key);
  if (!load) {
    // A failed fetch is tried again the next time.
    load = withParser(part, CATALOGUES.get(part)!(locale)).catch((error: unknown) => {
      loads.delete(key);
      throw error;
    });
    loads.set(key, load);
  }
  return load;
}

// Kept outside the store: the login page shows the language before the store has loaded.
let shown: ShownLanguage = { locale: initialLocale(), messages: {}, parts: new Set() };
let requested = shown.locale;
/** Parts only ever join: a language switch loads every part a screen has asked for. */
const partsInUse = new Set<CataloguePart>();
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Shows `locale` once the parts in use have arrived, so no screen ever shows message ids; the last request wins. */
async function show(locale: Locale): Promise<void> {
  requested = locale;
  for (;;) {
    const parts = [...partsInUse];
    const loaded = await Promise.all(parts.map((part) => catalogue(part, locale)));
    if (requested !== locale) return;
    // A part asked for meanwhile is loaded before anything is shown.
    if (parts.length < partsInUse.size) continue;
    shown = { locale, messages: Object.assign({}, ...loaded), parts: new Set(parts) };
    document.documentElement.lang = locale;
    for (const listener of listeners) listener();
    return;
  }
}

/** Spec §2: switching language sets the cookie the server reads too, first, so what screens fetch anew comes in it. */
export function switchLanguage(locale: Locale): Promise<void> {
  writeCookie(LANGUAGE_COOKIE, locale);
  return show(locale);
}

/** Shows the parts named, in the language asked for last, once they have arrived (a page drawn in place of the HTML's). */
export function showCatalogueParts(...parts: CataloguePart[]): Promise<void> {
  if (parts.every((part) => shown.parts.has(part))) return Promise.resolve();
  for (const part of parts) partsInUse.add(part);
  return show(requested);
}

/** Fetches a part in the language asked for last, before any screen needs it. */
export function prefetchCatalogue(part: CataloguePart): void {
  void catalogue(part, requested).catch(() => {});
}

export function useShownLanguage(): ShownLanguage {
  return useSyncExternalStore(subscribe, () => shown);
}

/** Whether the screen's parts of the catalogue are shown; asks for them the first time, in the language asked for last. */
export function useCatalogueParts(...parts: CataloguePart[]): boolean {
  const shownParts = useShownLanguage().parts;
  const ready = parts.every((part) => shownParts.has(part));
  const asked = parts.join();
  useEffect(() => {
    if (ready) return;
    for (const part of parts) partsInUse.add(part);
    void show(requested);
  }, [ready, asked]);
  return ready;
}

export function useLanguage(): Locale {
  return useSyncExternalStore(subscribe, () => shown.locale);
}
