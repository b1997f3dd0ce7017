import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readCookie, writeCookie } from '../lib/cookies.ts';

/** Spec §2 Size selector: default is medium. */
export const SIZES = ['default', 'medium', 'small', 'mini'] as const;
export type Size = (typeof SIZES)[number];
export type Device = 'desktop' | 'mobile';

const SIDEBAR_COOKIE = 'sidebarStatus';
const SIZE_COOKIE = 'size';

const initialSize = (): Size => {
  const fromCookie = readCookie(SIZE_COOKIE);
  return (SIZES as readonly string[]).includes(fromCookie ?? '') ? (fromCookie as Size) : 'medium';
};

/** Spec §3 Application UI state; the language lives in `i18n/interface-language.ts`, as the login page needs it before the store. */
export type AppState = { sidebarOpened: boolean; device: Device; size: Size; settingsOpen: boolean };

export const appSlice = createSlice({
  name: 'app',
  initialState: (): AppState => ({
    // The sidebar is open unless the user closed it (cookie), spec §3.
    sidebarOpened: readCookie(SIDEBAR_COOKIE) !== '0',
    device: 'desktop',
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
