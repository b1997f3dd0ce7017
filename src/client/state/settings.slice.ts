import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UiSettings } from '../../shared/schemas/auth.schema.ts';

/**
 * The defaults of the shared `uiSettings` schema (a test keeps them equal), written out so the login page does
 * not load zod.
 */
export const DEFAULT_UI_SETTINGS: UiSettings = { theme: '#1890ff', showSettings: true, tagsView: true, fixedHeader: false, sidebarLogo: true };

/** Spec §3 UI settings; loaded from GET /user/settings at start and saved per user. */
export const settingsSlice = createSlice({
  name: 'settings',
  initialState: (): UiSettings => ({ ...DEFAULT_UI_SETTINGS }),
  reducers: {
    loaded(_state, action: PayloadAction<UiSettings>) {
      return action.payload;
    },
    changed(state, action: PayloadAction<Partial<UiSettings>>) {
      Object.assign(state, action.payload);
    },
  },
});

export const settingsActions = settingsSlice.actions;
