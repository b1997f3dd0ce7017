import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readCookie, writeCookie } from '../lib/cookies.ts';
import { savedSize, saveSize, type Size } from '../theme/interface-size.ts';

export type Device = 'desktop' | 'mobile';

const SIDEBAR_COOKIE = 'sidebarStatus';

/** Spec §3 Application UI state; the language lives in `i18n/interface-language.ts`, as the login page needs it before the store. */
export type AppState = { sidebarOpened: boolean; device: Device; size: Size; settingsOpen: boolean };

export const appSlice = createSlice({
  name: 'app',
  initialState: (): AppState => ({
    // The sidebar is open unless the user closed it (cookie), spec §3.
    sidebarOpened: readCookie(SIDEBAR_COOKIE) !== '0',
    device: 'desktop',
    size: savedSize(),
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
      saveSize(action.payload);
    },
    setSettingsOpen(state, action: PayloadAction<boolean>) {
      state.settingsOpen = action.payload;
    },
  },
});

export const appActions = appSlice.actions;
