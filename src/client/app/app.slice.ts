import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_LOCALE, isLocale, LANGUAGE_COOKIE, LOCALES, type Locale } from '../../shared/i18n/locales.ts';
import { readCookie, writeCookie } from '../lib/cookies.ts';

/** Spec §2 Size selector: default is medium. */
export const SIZES = ['default', 'medium', 'small', 'mini'] as const;
export type Size = (typeof SIZES)[number];
export type Device = 'desktop' | 'mobile';

const SIDEBAR_COOKIE = 'sidebarStatus';
const SIZE_COOKIE = 'size';

/** Spec §2 Language switcher: cookie first, then the browser, default en. */
export function initialLocale(): Locale {
  const fromCookie = readCookie(LANGUAGE_COOKIE);
  if (isLocale(fromCookie)) return fromCookie;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const short = tag.slice(0, 2).toLowerCase();
    if ((LOCALES as readonly string[]).includes(short)) return short as Locale;
  }
  return DEFAULT_LOCALE;
}

const initialSize = (): Size => {
  const fromCookie = readCookie(SIZE_COOKIE);
  return (SIZES as readonly string[]).includes(fromCookie ?? '') ? (fromCookie as Size) : 'medium';
};

/** Spec §3 Application UI state. */
export type AppState = { sidebarOpened: boolean; device: Device; language: Locale; size: Size; settingsOpen: boolean };

export const appSlice = createSlice({
  name: 'app',
  initialState: (): AppState => ({
    // The sidebar is open unless the user closed it (cookie), spec §3.
    sidebarOpened: readCookie(SIDEBAR_COOKIE) !== '0',
    device: 'desktop',
    language: initialLocale(),
    size: initialSize(),
    settingsOpen: false,
  }),
  reducers: {
    toggleSidebar(state) {
      state.sidebarOpened = !state.sidebarOpened;
      writeCookie(SIDEBAR_COOKIE, state.sidebarOpened ? '1' : '0');
    },
    closeSidebar(state) {
      state.sidebarOpened = false;
    },
    setDevice(state, action: PayloadAction<Device>) {
      state.device = action.payload;
    },
    setLanguage(state, action: PayloadAction<Locale>) {
      state.language = action.payload;
      // The server reads the same cookie to answer in this language.
      writeCookie(LANGUAGE_COOKIE, action.payload);
      document.documentElement.lang = action.payload;
    },
    setSize(state, action: PayloadAction<Size>) {
      state.size = action.payload;
      writeCookie(SIZE_COOKIE, action.payload);
    },
    setSettingsOpen(state, action: PayloadAction<boolean>) {
      state.settingsOpen = action.payload;
    },
  },
});

export const appActions = appSlice.actions;
